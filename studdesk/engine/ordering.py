"""Who acts first: the bring-in (R3.2, R3.9) and the best hand showing (R3.6)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation.showing import showing_high_value, showing_low_value
from studdesk.engine.variants import LowCardRule, ShowingRule, Variant


class Seat(Protocol):
    """What ordering reads of a seat in a hand (`engine.hand.SeatState`)."""

    @property
    def seat(self) -> int: ...
    @property
    def folded(self) -> bool: ...
    @property
    def has_chips(self) -> bool: ...
    @property
    def up_cards(self) -> list[Card]: ...


def bring_in_key(rule: LowCardRule, door: Card) -> tuple[int, int]:
    """Larger key = more obliged to bring in.

    Stud games: the lowest card, ace high, clubs lowest among equal ranks (R3.2).
    Razz: the highest card, ace low, spades highest among equal ranks.
    """
    rank, suit = (door.index >> 2) + 2, door.index & 3  # plain ints: no IntEnum conversions
    if rule is LowCardRule.LOWEST_ACE_HIGH:
        return (-rank, -suit)
    return (1 if rank == Rank.ACE else rank, suit)


def bring_in_seat(variant: Variant, order: Sequence[Seat]) -> int:
    """The seat that must bring in: the door card's owner, or the next seat with chips (R3.9)."""
    live = [p for p in order if not p.folded]
    rule = variant.bring_in_rule
    owner, most = live[0], bring_in_key(rule, live[0].up_cards[-1])
    for p in live[1:]:  # the first of equals, as max() would pick (equal doors cannot happen)
        key = bring_in_key(rule, p.up_cards[-1])
        if key > most:
            owner, most = p, key
    return first_with_chips_from(owner, order)


#: showing values depend only on the ranks showing, and few rank sets exist: remember them
_SHOWING: dict[tuple[int, ...], int] = {}


def showing_value(variant: Variant, up_cards: Sequence[Card]) -> int:
    return _showing_value(variant.showing_rule is ShowingRule.BEST_LOW, up_cards)


def _showing_value(low: bool, up_cards: Sequence[Card]) -> int:
    key = (low, *sorted([c.index >> 2 for c in up_cards]))  # index >> 2 is rank - 2
    value = _SHOWING.get(key)
    if value is None:
        value = int(showing_low_value(up_cards) if low else showing_high_value(up_cards))
        _SHOWING[key] = value
    return value


def best_showing(variant: Variant, order: Sequence[Seat]) -> Seat:
    """The live seat with the best hand showing; ties go to the seat closest to the dealer."""
    low = variant.showing_rule is ShowingRule.BEST_LOW
    live = [p for p in order if not p.folded]
    best = live[0]
    best_value = _showing_value(low, best.up_cards)
    for p in live[1:]:  # `order` starts left of the dealer, so the first of equals wins
        value = _showing_value(low, p.up_cards)
        if value > best_value:
            best, best_value = p, value
    return best


def opener_seat(variant: Variant, order: Sequence[Seat]) -> int:
    """Opener of a later round: best hand showing; if all-in, the next seat with chips (R3.6)."""
    return first_with_chips_from(best_showing(variant, order), order)


def first_with_chips_from(start: Seat, order: Sequence[Seat]) -> int:
    """`start`, or the first seat after it clockwise that is in the hand with chips (R3.6, R3.9)."""
    index = order.index(start)  # `start` is always one of `order`
    n = len(order)
    for step in range(n):
        candidate = order[(index + step) % n]
        if not candidate.folded and candidate.has_chips:
            return candidate.seat
    raise AssertionError("no seat with chips to act")
