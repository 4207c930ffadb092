"""Per-seat censored views of a hand (R2.5, DESIGN.md §1).

A `PlayerView` is everything one seat may know: its own cards, every up card,
cards shown at the showdown, stacks, bets and the hand's events as that seat
saw them. Other seats' down cards are None. Bots and the GUI get only views.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from studdesk.engine.actions import LegalAction
from studdesk.engine.cards import Card
from studdesk.engine.events import SPECTATOR, Event, PotInfo, ShowdownRevealed, censor
from studdesk.engine.pots import pots_in_the_middle
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import Variant

__all__ = ["SPECTATOR", "PlayerView", "SeatView", "view_of"]


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


@dataclass(frozen=True, slots=True)
class PlayerView:
    viewer: int
    hand_number: int
    variant_key: str
    structure: Structure
    rules: HouseRules
    button: int
    street: int
    #: seats in clockwise order from the dealer's left
    seats: tuple[SeatView, ...]
    community: Card | None
    pots: tuple[PotInfo, ...]
    to_act: int | None
    #: the viewer's legal actions (empty unless it is the viewer's turn)
    legal: tuple[LegalAction, ...]
    call_level: int
    is_over: bool
    #: the hand's events so far, censored for the viewer; read them through `history`
    _events: tuple[Event, ...]

    @property
    def history(self) -> tuple[Event, ...]:
        """The hand's events as the viewer saw them."""
        return self._events

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


class _Seat(Protocol):
    seat: int
    name: str
    stack: int
    round_bet: int
    committed: int
    folded: bool
    cards: list[Card]
    up: list[bool]


class _Round(Protocol):
    call_level: int


class Hand(Protocol):
    """What a view reads of a hand (`engine.hand.Hand`, whose `view` makes them)."""

    hand_number: int
    variant: Variant
    structure: Structure
    rules: HouseRules
    button: int
    street: int
    community: Card | None
    to_act: int | None
    is_over: bool
    censored_events: dict[int, list[Event]]

    @property
    def order(self) -> Sequence[_Seat]: ...
    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def round(self) -> _Round | None: ...
    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]: ...


def view_of(hand: Hand, viewer: int) -> PlayerView:
    # hands are shown only in the settlement that ends the hand
    shown = {e.seat for e in hand.events if isinstance(e, ShowdownRevealed)} if hand.is_over else set()
    seats = tuple(
        SeatView(
            seat=p.seat,
            name=p.name,
            stack=p.stack,
            round_bet=p.round_bet,
            committed=p.committed,
            folded=p.folded,
            all_in=p.stack == 0 and not p.folded,
            cards=tuple(
                c if (up or p.seat == viewer or p.seat in shown) else None
                for c, up in zip(p.cards, p.up, strict=True)
            ),
            up=tuple(p.up),
        )
        for p in hand.order
    )
    return PlayerView(
        viewer=viewer,
        hand_number=hand.hand_number,
        variant_key=hand.variant.key,
        structure=hand.structure,
        rules=hand.rules,
        button=hand.button,
        street=hand.street,
        seats=seats,
        community=hand.community,
        pots=pots_in_the_middle(hand.order),
        to_act=hand.to_act,
        legal=hand.legal_actions(viewer) if viewer != SPECTATOR else (),
        call_level=hand.round.call_level if hand.round is not None else 0,
        is_over=hand.is_over,
        _events=_history(hand, viewer),
    )


def _history(hand: Hand, viewer: int) -> tuple[Event, ...]:
    """The events `viewer` may see; each is censored once per viewer, as views are made often.

    The view never holds the uncensored log: a bot handed a view cannot read others' down cards.
    """
    seen = hand.censored_events.setdefault(viewer, [])
    seen.extend(censor(e, viewer) for e in hand.events[len(seen) :])
    return tuple(seen)
