"""The hand state machine: one hand of any stud variant, from antes to the last chip.

Commands in (`apply(Act)`), frozen events out. Everything a variant changes
is read from `Variant` data; rules are named where they are implemented.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from studdesk.engine.actions import BRING_IN, CHECK, FOLD, Act, ActionKind, LegalAction
from studdesk.engine.betting import BettingRound
from studdesk.engine.cards import Card, Deck
from studdesk.engine.errors import ConfigurationError, HandOverError, IllegalActionError, NotYourTurnError
from studdesk.engine.events import (
    ActionOn,
    ActionTaken,
    AntePosted,
    BetsCollected,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandEnded,
    HandStarted,
    PotAwarded,
    PotInfo,
    SeatInfo,
    StreetStarted,
    UncalledBetReturned,
)
from studdesk.engine.frozen import fast_builder
from studdesk.engine.ordering import bring_in_seat, opener_seat
from studdesk.engine.pots import build_pots
from studdesk.engine.showdown import settle_showdown, settle_uncontested
from studdesk.engine.structure import AllInRule, HouseRules, Structure
from studdesk.engine.variants import Variant
from studdesk.engine.views import HandFacts, PlayerView, SharedMemo, ViewerMemo, build_view


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything that fixes how a hand is played."""

    variant: Variant
    structure: Structure
    rules: HouseRules = field(default_factory=HouseRules)


@dataclass(frozen=True, slots=True)
class PlayerSeat:
    """A player taking part in a hand: seat number, display name, stack before the ante."""

    seat: int
    name: str
    stack: int


class SeatState:
    """Mutable per-seat state during a hand."""

    __slots__ = (
        "_up_cards",
        "cards",
        "committed",
        "folded",
        "name",
        "round_bet",
        "seat",
        "stack",
        "start_stack",
        "up",
    )

    def __init__(self, player: PlayerSeat) -> None:
        self.seat = player.seat
        self.name = player.name
        self.stack = player.stack
        self.start_stack = player.stack
        self.cards: list[Card] = []
        self.up: list[bool] = []
        #: the face-up cards among `cards`, kept as they are dealt (openers are found often)
        self._up_cards: list[Card] = []
        self.folded = False
        self.committed = 0
        self.round_bet = 0

    @property
    def up_cards(self) -> list[Card]:
        return self._up_cards.copy()

    @property
    def has_chips(self) -> bool:
        return self.stack > 0

    def pay(self, chips: int) -> None:
        self.stack -= chips
        self.committed += chips

    def take(self, card: Card, face_up: bool) -> None:
        """A card dealt to this seat."""
        self.cards.append(card)
        self.up.append(face_up)
        if face_up:
            self._up_cards.append(card)


class Hand:
    """One hand. Create, call `start()`, then `apply()` the acting seat's commands until `is_over`.

    >>> import random
    >>> from studdesk.engine.structure import Structure
    >>> from studdesk.engine.variants import VARIANTS
    >>> config = GameConfig(VARIANTS["stud"], Structure(ante=1, bring_in=5, small_bet=20, big_bet=40))
    >>> seats = [PlayerSeat(0, "Ada", 500), PlayerSeat(1, "Bo", 500), PlayerSeat(2, "Cy", 500)]
    >>> hand = Hand(config, seats, button=2, deck=Deck(random.Random(7)))
    >>> events = hand.start()  # antes, two down cards and one up card each, the bring-in's turn
    >>> [offer.label for offer in hand.legal_actions()]
    ['Bring-in 5', 'Complete to 20']
    >>> while not hand.is_over:  # everyone checks or calls to the end
    ...     offers = {o.kind: o for o in hand.legal_actions()}
    ...     take = offers.get(CHECK) or offers.get(ActionKind.CALL) or offers[BRING_IN]
    ...     _ = hand.apply(Act.taking(hand.to_act, take))
    >>> sum(hand.final_stacks().values())  # chips are conserved
    1500
    >>> hand.apply(Act(0, FOLD))
    Traceback (most recent call last):
    ...
    studdesk.engine.errors.HandOverError: the hand is over
    """

    def __init__(
        self,
        config: GameConfig,
        players: Sequence[PlayerSeat],
        button: int,
        deck: Deck,
        hand_number: int = 1,
    ) -> None:
        variant = config.variant
        if not variant.min_players <= len(players) <= variant.max_players:
            raise ConfigurationError(
                f"{variant.name} is played by {variant.min_players} to {variant.max_players} "
                f"players, not {len(players)} (R1.2)"
            )
        seat_numbers = [p.seat for p in players]
        if len(set(seat_numbers)) != len(seat_numbers):
            raise ConfigurationError("two players were given the same seat")
        for p in players:
            if p.stack <= 0:
                raise ConfigurationError(f"{p.name} (seat {p.seat}) has no chips to play a hand with")
        self.config = config
        self.variant = variant
        self.structure = config.structure
        self.rules = config.rules
        self.button = button
        self.hand_number = hand_number
        self.deck = deck
        # Dealing order, clockwise from the dealer's left (R1.3, R2.2).
        span = max(*seat_numbers, button) + 1
        ordered = sorted(players, key=lambda p: (p.seat - button - 1) % span)
        self.order: list[SeatState] = [SeatState(p) for p in ordered]
        self.by_seat: dict[int, SeatState] = {s.seat: s for s in self.order}
        #: for each seat, the other seats clockwise from its left (whose turn comes next)
        self._after: dict[int, tuple[SeatState, ...]] = {
            s.seat: (*self.order[i + 1 :], *self.order[:i]) for i, s in enumerate(self.order)
        }
        self._live_count = len(self.order)
        #: (len(events) when computed, the offers): offers are asked for again by `apply`
        self._offers: tuple[int, tuple[LegalAction, ...]] = (-1, ())
        self.street = -1
        self.community: Card | None = None
        self.round: BettingRound | None = None
        self.to_act: int | None = None
        self.final_round_aggressor: int | None = None
        #: True once a betting round was skipped because fewer than two players had chips
        self.ran_out = False
        self.is_over = False
        self.started = False
        self.events: list[Event] = []
        #: what every view of this hand shares (R2.5): the facts fixed for the hand, and
        #: `events` as a spectator sees them, extended when a view is made
        self._facts = HandFacts(
            hand_number,
            variant.key,
            button,
            self.structure,
            self.rules,
            tuple([SeatInfo(p.seat, p.name, p.stack) for p in self.order]),
        )
        self._public_log: list[Event] = []
        self._shared_memo = SharedMemo()
        self._viewer_memos: dict[int, ViewerMemo] = {}
        self._collected = 0

    # ------------------------------------------------------------------ queries

    @property
    def live(self) -> list[SeatState]:
        """Seats still in the hand, in clockwise order from the dealer's left."""
        return [s for s in self.order if not s.folded]

    def cards_of(self, seat: int) -> list[Card]:
        """A seat's cards for evaluation, with the community card if one was dealt (R2.7)."""
        own = self.by_seat[seat].cards
        return [*own, self.community] if self.community is not None else list(own)

    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """What `seat` (default: the seat to act) may do now; empty when it is not its turn."""
        # Every state change emits events, so the event count keys the cached offers
        # (computed only while someone is to act: `apply` asks for them again).
        key = len(self.events)
        cached_at, cached = self._offers
        if cached_at == key:
            return cached if seat is None or seat == self.to_act else ()
        if self.is_over or self.round is None or self.to_act is None:
            return ()
        if seat is not None and seat != self.to_act:
            return ()
        state = self.by_seat[self.to_act]
        offers = self.round.offers(
            state.seat, state.stack, state.round_bet, self._live_count, self.rules.uncapped_heads_up
        )
        if offers[-1].kind in _AGGRESSIVE and not self._can_be_called(state):
            # R3.8: with every opponent all-in (or unable to cover the bet), a raise could only
            # come back as an uncalled bet (R3.10); standard practice allows just call or fold.
            offers = tuple(o for o in offers if o.kind not in _AGGRESSIVE)
        self._offers = (key, offers)
        return offers

    def _can_be_called(self, state: SeatState) -> bool:
        """Whether another live seat has chips beyond the current bet, so a raise can be called."""
        level = self.round.call_level if self.round is not None else 0
        for p in self.order:
            if p is not state and not p.folded and p.stack > 0 and p.round_bet + p.stack > level:
                return True
        return False

    def is_legal(self, act: Act) -> bool:
        return any(o.kind is act.kind and o.amount == act.amount for o in self.legal_actions(act.seat))

    def final_stacks(self) -> dict[int, int]:
        return {s.seat: s.stack for s in self.order}

    def pot_total(self) -> int:
        return sum([s.committed for s in self.order])

    def view(self, viewer: int) -> PlayerView:
        """What `viewer` (a seat, or SPECTATOR) may see of this hand (see `views` for what it holds)."""
        log = self._public_log
        length = len(self.events)
        if len(log) != length:  # only ever appended to: earlier views keep showing their part
            for event in self.events[len(log) :]:  # as a spectator sees them: down cards hidden (R2.5)
                if type(event) is CardDealt and not event.face_up:
                    event = _HIDDEN.get(event.seat) or _hidden(event.seat)
                log.append(event)
        memo = self._viewer_memos.get(viewer)
        if memo is None:
            memo = self._viewer_memos[viewer] = ViewerMemo(self._shared_memo)
        state = self.by_seat.get(viewer)
        betting = self.round
        return build_view(
            viewer,
            self.street,
            self.community,
            self.to_act,
            betting.call_level if betting is not None else 0,
            self.is_over,
            self.legal_actions(viewer),
            self._facts,
            log,
            length,
            tuple(state.cards) if state is not None else (),
            memo,
        )

    # ------------------------------------------------------------------ commands

    def start(self) -> tuple[Event, ...]:
        if self.started:
            raise IllegalActionError("this hand has already started")
        self.started = True
        s = self.structure
        out: list[Event] = [
            HandStarted(
                self.hand_number,
                self.variant.key,
                self.button,
                self._facts.seats,
                s.ante,
                s.bring_in,
                s.small_bet,
                s.big_bet,
            )
        ]
        if s.ante:
            for p in self.order:  # R2.1: short stacks post what they have and are all-in
                paid = min(s.ante, p.stack)
                p.stack -= paid
                p.committed += paid
                key = (p.seat, paid, p.stack == 0)
                out.append(_ANTES.get(key) or _ANTES.setdefault(key, AntePosted(*key)))
        self._next_street(out)
        return self._emit(out)

    def apply(self, act: Act) -> tuple[Event, ...]:
        """Apply one player command; raises `IllegalActionError` and changes nothing if illegal."""
        self._check(act)
        betting = self.round
        assert betting is not None
        seat, kind = act.seat, act.kind
        state = self.by_seat[seat]
        paid = 0
        if kind is FOLD:
            state.folded = True
            self._live_count -= 1
        elif kind is not CHECK:
            paid = act.amount - state.round_bet
            state.stack -= paid
            state.committed += paid
            state.round_bet = act.amount
        # `record` needs the seats left to answer a bet or raise only when there is one
        others = (
            {p.seat for p in self._after[seat] if not p.folded and p.stack > 0} if kind in _AGGRESSIVE else ()
        )
        big = betting.record(seat, kind, act.amount, state.stack > 0, others)
        out: list[Event] = [
            _action_taken(
                seat, kind, state.round_bet, paid, state.stack == 0 and not state.folded, state.stack, big
            )
        ]
        if self._live_count == 1:
            self._end_round(out)
            self._finish(out, settle_uncontested(self))
        elif not betting.needs_action:
            self._end_round(out)
            self._next_street(out)
        else:
            self._set_turn(self._next_clockwise(seat, betting.needs_action), out)
        self.events.extend(out)
        return tuple(out)

    # ------------------------------------------------------------------ internals

    def _check(self, act: Act) -> None:
        if self.is_over:
            raise HandOverError("the hand is over")
        if not self.started:
            raise IllegalActionError("the hand has not started")
        if act.seat != self.to_act:
            who = "nobody" if self.to_act is None else f"seat {self.to_act}"
            raise NotYourTurnError(f"seat {act.seat} acted out of turn; it is {who}'s turn")
        offers = self.legal_actions(act.seat)
        for offer in offers:
            if offer.kind is act.kind and offer.amount == act.amount:
                return
        options = ", ".join(o.label for o in offers)
        what = act.kind.value if act.amount == 0 else f"{act.kind.value} {act.amount}"
        raise IllegalActionError(
            f"seat {act.seat} cannot {what} now; legal: {options}", self._rule_broken(act, offers)
        )

    def _rule_broken(self, act: Act, offers: tuple[LegalAction, ...]) -> str | None:
        """The rule that an action not on offer breaks, for the error (replays name it)."""
        betting = self.round
        assert betting is not None
        if betting.bring_in_pending or act.kind is BRING_IN:
            return "R3.3"  # the bring-in seat must bring in or complete, nobody else may
        if not act.kind.is_aggressive:
            return None
        if any(o.kind.is_aggressive for o in offers):  # a bet or raise of the wrong size
            if betting.short_all_in:
                return "R3.8"  # a short all-in is completed (half-bet rule) or raised on top
            if betting.open_pair_big is not None:
                return "R3.7"
            return "R3.4" if self.street == 0 else "R3.1"
        if betting.full_bets >= betting.cap:
            return "R3.5"
        return "R3.8"  # short stack, not reopened by a short all-in, or nobody left to call

    def _emit(self, out: list[Event]) -> tuple[Event, ...]:
        self.events.extend(out)
        return tuple(out)

    def _next_clockwise(self, seat: int, candidates: set[int]) -> int:
        """The first seat of `candidates` after `seat` clockwise (`seat` itself never is one)."""
        for p in self._after[seat]:
            if p.seat in candidates:
                return p.seat
        raise AssertionError("no candidate to act")

    def _set_turn(self, seat: int, out: list[Event]) -> None:
        assert self.round is not None
        self.to_act = seat
        to_call = self.round.call_level - self.by_seat[seat].round_bet
        if to_call < 0:
            to_call = 0
        open_pair = self.round.open_pair_big is not None
        out.append(_TURNS.get((seat, to_call, open_pair)) or _action_on(seat, to_call, open_pair))

    def _end_round(self, out: list[Event]) -> None:
        """Return an uncalled bet (R3.10) and sweep the round's bets into the pots."""
        self.to_act = None
        if self.round is None:
            return
        if self.street == len(self.variant.streets) - 1:
            self.final_round_aggressor = self.round.last_aggressor
        # the highest bet (first seat to make it) and the next highest, in one pass
        top, highest, second = self.order[0], -1, -1
        for p in self.order:
            if p.round_bet > highest:
                top, highest, second = p, p.round_bet, highest
            elif p.round_bet > second:
                second = p.round_bet
        if highest > second:
            excess = highest - second
            top.stack += excess
            top.committed -= excess
            top.round_bet -= excess
            out.append(UncalledBetReturned(top.seat, excess))
        total = self.pot_total()
        if total != self._collected:
            self._collected = total
            out.append(BetsCollected(self.pot_infos()))
        for p in self.order:
            p.round_bet = 0
        self.round = None

    def _return_unmatched_chips(self, out: list[Event]) -> None:
        """Before the showdown: chips nobody else could match go back (R3.10).

        Betting rounds return their own uncalled bets; this catches an ante posted over
        the whole stacks of players who were all-in from their antes, when no betting
        round followed. Otherwise it would be a "side pot" with one player in it.
        """
        top = max(self.order, key=lambda p: p.committed)
        second = max((p.committed for p in self.order if p is not top), default=0)
        if top.committed > second:
            excess = top.committed - second
            top.stack += excess
            top.committed -= excess
            out.append(UncalledBetReturned(top.seat, excess))
            self._collected = self.pot_total()
            out.append(BetsCollected(self.pot_infos()))

    def pot_infos(self) -> tuple[PotInfo, ...]:
        pots = build_pots(
            {p.seat: p.committed for p in self.order}, [p.seat for p in self.order if not p.folded]
        )
        return tuple(PotInfo(p.amount, p.eligible) for p in pots)

    def _needs_community_card(self) -> bool:
        return len(self.deck) < self._live_count

    def _next_street(self, out: list[Event]) -> None:
        """Deal the next street and open its betting, or go to the showdown."""
        while True:
            if self.street == len(self.variant.streets) - 1:
                self._return_unmatched_chips(out)
                self._finish(out, settle_showdown(self))
                return
            self.street += 1
            street = self.variant.streets[self.street]
            bet = self.variant.bet_amount(self.street, self.structure.small_bet, self.structure.big_bet)
            out.append(StreetStarted(self.street, street.name, bet))
            last = self.street == len(self.variant.streets) - 1
            if last and self._needs_community_card():
                self.community = self.deck.deal()
                out.append(CommunityCardDealt(self.community))
                if not self.rules.community_card_betting:
                    # no betting round to open: mark a run-out here, so every hand is shown (R4.1)
                    if sum(1 for p in self.order if not p.folded and p.stack > 0) < 2:
                        self.ran_out = True
                    continue
            else:
                live = self.live
                deal, emit = self.deck.deal, out.append
                for face_up in street.deal:  # R2.2: one card at a time, clockwise
                    for p in live:
                        dealt = deal()
                        p.take(dealt, face_up)
                        event = _DEALT.get((p.seat, dealt.index, face_up))
                        emit(event or _card_dealt(p.seat, dealt, face_up))
            if self._open_betting(out, bet):
                return

    def _open_betting(self, out: list[Event], bet: int) -> bool:
        """Start the street's betting round; False when nobody can bet (all-in runs out)."""
        with_chips = [p for p in self.order if not p.folded and p.stack > 0]
        if len(with_chips) < 2:
            self.ran_out = True
            return False
        s = self.structure
        first_round = self.street == 0
        open_pair = (
            self.street == self.variant.open_pair_street
            and self.rules.open_pair_big_bet
            and any(_shows_pair(p.up_cards) for p in self.live)
        )
        seats = {p.seat for p in with_chips}
        self.round = BettingRound(
            bet=bet,
            open_pair_big=s.big_bet if open_pair else None,
            cap=1 + self.rules.raise_cap,
            bring_in=s.bring_in if first_round else 0,
            half_bet=self.rules.all_in_rule is AllInRule.HALF_BET,
            bring_in_pending=first_round,
            needs_action=seats,
            may_raise=seats.copy(),
        )
        if first_round:
            first = bring_in_seat(self.variant, self.order)
        else:
            first = opener_seat(self.variant, self.order)
        self._set_turn(first, out)
        return True

    def _finish(self, out: list[Event], settlement: list[Event]) -> None:
        """End the hand with the settlement's events; the chips it awards go to the winners' stacks."""
        for event in settlement:
            if isinstance(event, PotAwarded):
                self.by_seat[event.seat].stack += event.amount
        out.extend(settlement)
        self.is_over = True
        self.to_act = None
        out.append(HandEnded(tuple((p.seat, p.stack) for p in self.order)))


#: one per action: built the quick way (see `fast_builder`)
_action_taken = fast_builder(ActionTaken)

# Events are immutable and these two recur endlessly with few distinct values: each
# is built once and shared (the simulator deals and turns millions of them).
_DEALT: dict[tuple[int, int, bool], CardDealt] = {}
_ANTES: dict[tuple[int, int, bool], AntePosted] = {}
_TURNS: dict[tuple[int, int, bool], ActionOn] = {}


#: a down card as everyone but its owner sees it, one per seat
_HIDDEN: dict[int, CardDealt] = {}


def _hidden(seat: int) -> CardDealt:
    """A down card of `seat` as everyone but its owner sees it."""
    hidden = _HIDDEN[seat] = CardDealt(seat, None, False)
    return hidden


def _card_dealt(seat: int, dealt: Card, face_up: bool) -> CardDealt:
    key = (seat, dealt.index, face_up)
    event = _DEALT.get(key)
    if event is None:
        event = _DEALT[key] = CardDealt(seat, dealt, face_up)
    return event


def _action_on(seat: int, to_call: int, open_pair: bool) -> ActionOn:
    key = (seat, to_call, open_pair)
    event = _TURNS.get(key)
    if event is None:
        if len(_TURNS) > 4096:  # amounts to call vary with stacks: keep the table small
            _TURNS.clear()
        event = _TURNS[key] = ActionOn(seat, to_call, open_pair)
    return event


#: a tuple: membership tests compare identities, with no (Python-level) Enum hashing
_AGGRESSIVE = tuple(k for k in ActionKind if k.is_aggressive)


def _shows_pair(up_cards: list[Card]) -> bool:
    ranks = [c.rank for c in up_cards]
    return len(set(ranks)) < len(ranks)
