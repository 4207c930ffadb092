"""Per-seat censored views of a hand (R2.5, DESIGN.md §1).

A `PlayerView` is everything one seat may know: its own cards, every up card,
cards shown at the showdown, stacks, bets and the hand's events as that seat
saw them. Other seats' down cards are None. Bots and the GUI get only views.

A view is made for every decision a bot takes, so it is lazy. Making one keeps the
hand's events so far as a spectator sees them (the list `Hand` keeps up to date, every
down card hidden, only ever appended to: a view keeps the list and how many of its
events it shows), the viewer's own cards, the offers and a few numbers.
Seats, pots and the viewer's history are worked out from that log the first time
they are read, so a bot pays only for what it reads, and a view read later (by the
GUI thread, say) still shows the hand as it was when the view was made.

Nothing a view holds shows a card its viewer may not know. What it hands out is its
own: fresh seats, pots and events, copies of the offers and of the structure and
rules, so a bot that forces a change into a frozen object (`object.__setattr__`)
changes its own copy and never the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from studdesk.engine.actions import FOLD, LegalAction
from studdesk.engine.cards import Card
from studdesk.engine.events import (
    _COPIERS,
    SPECTATOR,
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    Event,
    PotAwarded,
    PotInfo,
    SeatInfo,
    ShowdownRevealed,
    StreetStarted,
    UncalledBetReturned,
    _copier,
    detached,
)
from studdesk.engine.frozen import fast_builder, fill_slots_directly
from studdesk.engine.pots import build_pots
from studdesk.engine.structure import HouseRules, Structure

__all__ = ["SPECTATOR", "HandFacts", "PlayerView", "SeatView", "SharedMemo", "ViewerMemo", "build_view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    stack: int
    round_bet: int
    committed: int
    folded: bool
    all_in: bool
    #: the seat's cards in dealing order; None where the viewer may not see the card
    cards: tuple[Card | None, ...]
    up: tuple[bool, ...]

    @property
    def up_cards(self) -> tuple[Card, ...]:
        return tuple(c for c, u in zip(self.cards, self.up, strict=True) if u and c is not None)

    @property
    def known_cards(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c is not None)


@fill_slots_directly  # one per hand: the simulator makes thousands a second
@dataclass(frozen=True, slots=True)
class HandFacts:
    """What stays the same for a whole hand; `Hand` makes it once and its views share it."""

    hand_number: int
    variant_key: str
    button: int
    structure: Structure
    rules: HouseRules
    #: the players as the hand began (stacks before the antes), clockwise from the dealer's left
    seats: tuple[SeatInfo, ...]


class SharedMemo:
    """Work every view of one hand shares: the seats replayed from the spectator's log.

    Kept by `Hand`; only public facts (no hidden card). Views read and advance it from
    any thread: it holds one immutable state, replaced whole.
    """

    __slots__ = ("replayed",)

    def __init__(self) -> None:
        #: the seats after the longest log replayed so far
        self.replayed: _Replay | None = None


class ViewerMemo:
    """Work the views of one viewer share: its history (copies made once). Kept by `Hand`,
    one per viewer, and given only to that viewer's views."""

    __slots__ = ("history", "shared")

    def __init__(self, shared: SharedMemo) -> None:
        self.shared = shared
        #: the viewer's history so far, and how many of its own cards were dealt in it
        self.history: tuple[tuple[Event, ...], int] = ((), 0)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PlayerView:
    """One seat's view of a hand; made by `Hand.view`. Read the public attributes and properties."""

    viewer: int
    street: int
    community: Card | None
    to_act: int | None
    call_level: int
    is_over: bool
    #: the viewer's legal actions (empty unless it is the viewer's turn); offers cannot be altered
    legal: tuple[LegalAction, ...]
    _facts: HandFacts
    #: the hand's events as a spectator sees them (the hand's own list, only ever appended
    #: to), of which the view shows the first `_length`: those there when it was made
    _log: Sequence[Event]
    _length: int
    #: the viewer's own cards in dealing order (empty for a spectator)
    _own: tuple[Card, ...]
    _memo: ViewerMemo
    # worked out on first use
    _seats: tuple[SeatView, ...] | None = None
    _pots: tuple[PotInfo, ...] | None = None
    _history: tuple[Event, ...] | None = None
    _structure: Structure | None = None
    _rules: HouseRules | None = None

    @property
    def hand_number(self) -> int:
        return self._facts.hand_number

    @property
    def variant_key(self) -> str:
        return self._facts.variant_key

    @property
    def button(self) -> int:
        return self._facts.button

    @property
    def structure(self) -> Structure:
        copy = self._structure
        if copy is None:
            copy = _copy_structure(self._facts.structure)
            _set_structure(self, copy)
        return copy

    @property
    def rules(self) -> HouseRules:
        copy = self._rules
        if copy is None:
            copy = _copy_rules(self._facts.rules)
            _set_rules(self, copy)
        return copy

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """The seats in clockwise order from the dealer's left."""
        seats = self._seats
        if seats is None:
            seats = self._replay().seat_views(self._own, self.viewer, self.is_over)
            _set_seats(self, seats)
        return seats

    @property
    def pots(self) -> tuple[PotInfo, ...]:
        pots = self._pots
        if pots is None:
            pots = tuple([_build_pot(amount, eligible) for amount, eligible in self._replay().pots()])
            _set_pots(self, pots)
        return pots

    @property
    def history(self) -> tuple[Event, ...]:
        """The hand's events as the viewer saw them."""
        history = self._history
        if history is None:
            history = self._viewer_history()
            _set_history(self, history)
        return history

    def seat(self, seat: int) -> SeatView:
        found = next((s for s in self.seats if s.seat == seat), None)
        if found is None:  # a spectator has no `me`; a bad seat number gets words, not StopIteration
            raise KeyError(f"nobody sits in seat {seat} in this hand")
        return found

    @property
    def me(self) -> SeatView:
        return self.seat(self.viewer)

    @property
    def pot_total(self) -> int:
        return sum(s.committed for s in self.seats)

    @property
    def to_call(self) -> int:
        if self.viewer == SPECTATOR:
            return 0
        return max(0, self.call_level - self.me.round_bet)

    @property
    def live_seats(self) -> tuple[SeatView, ...]:
        return tuple(s for s in self.seats if not s.folded)

    # ----------------------------------------------------------------- working it out

    def _replay(self) -> _Replay:
        """The seats after this view's events, continuing the hand's shared replay when it can."""
        log, length, shared = self._log, self._length, self._memo.shared
        done = shared.replayed
        if done is not None and done.length == length:
            return done
        if done is not None and done.length < length:
            state = done.advanced(log, length)
        else:  # the first view to be read, or one read after later views were
            state = _Replay.start(self._facts.seats).advanced(log, length)
        if done is None or done.length < length:
            shared.replayed = state
        return state

    def _viewer_history(self) -> tuple[Event, ...]:
        """Fresh copies of the spectator's events, the viewer's own down cards shown; copied
        once per viewer and shared by its views."""
        log, length, memo, own, viewer = self._log, self._length, self._memo, self._own, self.viewer
        known, dealt = memo.history
        if len(known) < length:
            extension: list[Event] = []
            add = extension.append
            copiers = _COPIERS
            for event in log[len(known) : length]:  # exact types: the log holds the engine's own events
                if type(event) is CardDealt and event.seat == viewer:
                    add(CardDealt(viewer, own[dealt], event.face_up))
                    dealt += 1
                else:
                    copy = copiers.get(type(event))
                    add(detached(event) if copy is None else copy(event))
            known = (*known, *extension)
            if len(memo.history[0]) < len(known):
                memo.history = (known, dealt)
        return known if len(known) == length else known[:length]

    # Two views are equal when they show the same: what was worked out, not how far.

    def _shown(self) -> tuple[object, ...]:
        return (
            self.viewer,
            self._facts,
            self.street,
            self.seats,
            self.community,
            self.pots,
            self.to_act,
            self.legal,
            self.call_level,
            self.is_over,
            self.history,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerView):
            return NotImplemented
        return self._shown() == other._shown()

    def __hash__(self) -> int:
        return hash(self._shown())

    def __getstate__(self) -> list[object]:
        """Pickled (for a bot in a process of its own) with the events it shows and no later one."""
        shown = tuple(self._log[: self._length])
        return [shown if f.name == "_log" else getattr(self, f.name) for f in fields(self)]

    def __setstate__(self, state: list[object]) -> None:
        for f, value in zip(fields(self), state, strict=True):
            object.__setattr__(self, f.name, value)

    def __repr__(self) -> str:
        return (
            f"PlayerView(viewer={self.viewer}, hand_number={self.hand_number}, "
            f"variant_key={self.variant_key!r}, street={self.street}, to_act={self.to_act}, "
            f"is_over={self.is_over}, events={self._length})"
        )


#: `Hand.view` builds views with this: a view is made for every decision
build_view = fast_builder(PlayerView)


def _slot_setter(name: str) -> Callable[[PlayerView, Any], None]:
    """Sets a slot of a (frozen) view: how a view keeps what it worked out."""
    descriptor: Any = PlayerView.__dict__[name]
    setter: Callable[[PlayerView, Any], None] = descriptor.__set__
    return setter


_set_seats = _slot_setter("_seats")
_set_pots = _slot_setter("_pots")
_set_history = _slot_setter("_history")
_set_structure = _slot_setter("_structure")
_set_rules = _slot_setter("_rules")
_build_seat = fast_builder(SeatView)
_build_pot = fast_builder(PotInfo)
#: field-for-field copies (the hand's own were checked when made): `replace` checks them again, slowly
_copy_structure: Callable[[Structure], Structure] = _copier(Structure)
_copy_rules: Callable[[HouseRules], HouseRules] = _copier(HouseRules)

#: pots as (amount, eligible seats), main pot first
_Pots = tuple[tuple[int, tuple[int, ...]], ...]
#: pots with the chips collected from each seat and who had folded, which they were made from
_KnownPots = tuple[tuple[int, ...], tuple[bool, ...], _Pots]


class _Replay:
    """Every seat's chips and cards after the first `length` events of the spectator's log.

    Immutable once made (its pots are worked out once, on first use), so views of any
    thread can share it and the next one can continue from it. Each state is made from the
    one before by the events in between (`advanced`), copying only what they change; the
    pots of an earlier state are kept while the chips in the middle and the players still
    in are the same (within a betting round, most of the time).
    """

    __slots__ = (
        "_known_pots",
        "_pots",
        "cards",
        "committed",
        "folded",
        "index",
        "length",
        "order",
        "round_bet",
        "shown",
        "stack",
        "up",
    )

    def __init__(
        self,
        order: tuple[SeatInfo, ...],
        index: dict[int, int],
        length: int,
        stack: tuple[int, ...],
        committed: tuple[int, ...],
        round_bet: tuple[int, ...],
        folded: tuple[bool, ...],
        cards: tuple[tuple[Card | None, ...], ...],
        up: tuple[tuple[bool, ...], ...],
        shown: tuple[tuple[int, tuple[Card, ...]], ...],
        known_pots: _KnownPots | None,
    ) -> None:
        self.order, self.index, self.length = order, index, length
        self.stack, self.committed, self.round_bet, self.folded = stack, committed, round_bet, folded
        self.cards, self.up, self.shown = cards, up, shown
        self._pots: _Pots | None = None
        #: the pots of this state or an earlier one, with what they were worked out from
        self._known_pots = known_pots

    @staticmethod
    def start(order: tuple[SeatInfo, ...]) -> _Replay:
        none = tuple(() for _ in order)
        zero = (0,) * len(order)
        index = {info.seat: i for i, info in enumerate(order)}  # never changed: shared by every state
        return _Replay(
            order,
            index,
            0,
            tuple(s.stack for s in order),
            zero,
            zero,
            (False,) * len(order),
            none,
            none,
            (),
            None,
        )

    def advanced(self, log: Sequence[Event], length: int) -> _Replay:
        """This state moved on to the first `length` events of `log`. Mirrors how `Hand` changes its
        seats (every change is an event); round bets go back to zero whenever a betting round is over."""
        seats = self.index
        count = len(self.order)
        stack, committed = list(self.stack), list(self.committed)
        round_bet, folded = list(self.round_bet), list(self.folded)
        cards, up = list(self.cards), list(self.up)  # a seat's own tuple is replaced when it changes
        shown = list(self.shown)
        # exact types, commonest first (the log holds the engine's own events); the others
        # (ActionOn, HandStarted, CommunityCardDealt, HandMucked, HandEnded) change no seat
        for event in log[self.length : length]:
            if type(event) is ActionTaken:
                i = seats[event.seat]
                stack[i] = event.stack
                committed[i] += event.paid
                round_bet[i] = event.amount  # for a fold or a check: the bet already in front
                if event.kind is FOLD:
                    folded[i] = True
            elif type(event) is CardDealt:
                i = seats[event.seat]
                cards[i] = (*cards[i], event.card)
                up[i] = (*up[i], event.face_up)
            elif type(event) is AntePosted:
                i = seats[event.seat]
                stack[i] -= event.amount
                committed[i] += event.amount
            elif type(event) is BetsCollected or type(event) is StreetStarted:
                round_bet = [0] * count
            elif type(event) is UncalledBetReturned:
                i = seats[event.seat]
                stack[i] += event.amount
                committed[i] -= event.amount
                round_bet = [0] * count
            elif type(event) is PotAwarded:
                stack[seats[event.seat]] += event.amount
                round_bet = [0] * count
            elif type(event) is ShowdownRevealed:
                shown.append((event.seat, event.cards))
        return _Replay(
            self.order,
            seats,
            length,
            tuple(stack),
            tuple(committed),
            tuple(round_bet),
            tuple(folded),
            tuple(cards),
            tuple(up),
            tuple(shown),
            self._known_pots,
        )

    def pots(self) -> _Pots:
        """Amount and eligible seats of each pot as a player counts them, as
        `engine.pots.pots_in_the_middle` does: the chips already collected, not the bets
        still in front of the players this round (R3.10, R4.6)."""
        pots = self._pots
        if pots is None:
            collected = tuple([c - b for c, b in zip(self.committed, self.round_bet, strict=True)])
            known = self._known_pots
            if known is not None and known[0] == collected and known[1] == self.folded:
                pots = known[2]  # the same chips in the middle, the same players in: the same pots
            else:
                seats = [info.seat for info in self.order]
                live = [seat for seat, folded in zip(seats, self.folded, strict=True) if not folded]
                built = build_pots(dict(zip(seats, collected, strict=True)), live)
                pots = tuple([(p.amount, p.eligible) for p in built])
            self._known_pots = (collected, self.folded, pots)
            self._pots = pots
        return pots

    def seat_views(self, own: tuple[Card, ...], viewer: int, is_over: bool) -> tuple[SeatView, ...]:
        """Fresh seat views for `viewer`: its own cards in full, and once the hand is over
        the cards of every hand shown (hands are shown only in the settlement that ends it)."""
        cards = list(self.cards)
        position = self.index
        if viewer in position:
            cards[position[viewer]] = own
        if is_over:
            for seat, revealed in self.shown:
                i = position[seat]
                cards[i] = revealed[: len(cards[i])]  # without the community card
        stack, folded, round_bet, committed, up = (
            self.stack,
            self.folded,
            self.round_bet,
            self.committed,
            self.up,
        )
        return tuple(
            [
                _build_seat(
                    info.seat,
                    info.name,
                    stack[i],
                    round_bet[i],
                    committed[i],
                    folded[i],
                    stack[i] == 0 and not folded[i],
                    cards[i],
                    up[i],
                )
                for i, info in enumerate(self.order)
            ]
        )
