"""A-5 low hands for Razz (docs/rules.md §5): ace low, straights and flushes ignored, pairs bad.

The best five of the cards are chosen as the lowest hand, compared like an upside-down
high hand with the ace low: no pair < one pair < two pair < three of a kind < full house
< four of a kind in badness; within a class the ranks are compared from the highest
group down (pair rank, then kickers high to low; both pairs of two pair, then kicker).
There is no qualifier: every 5-7 card hand has a value.

Value encoding (higher is better)::

    RAZZ_TOP - (badness << 20 | g1 << 16 | g2 << 12 | ...)

with `badness` 0..5 as above and g1, g2, ... the ranks (ace = 1, king = 13) of the rank
groups, bigger groups first, higher ranks first within a size (left aligned in five
4-bit slots).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation._tables import (
    Counts,
    checked_indices,
    five_making,
    low_symbol,
    multiset_lookup,
    pack,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


NO_PAIR, ONE_PAIR, TWO_PAIR, TRIPS, FULL_HOUSE, QUADS = range(6)
RAZZ_TOP = (6 << 20) - 1


def razz_code_from_counts(counts: Counts) -> int:
    """Best (smallest) comparison code over every five of the cards with these rank
    counts (index 0 = deuce ... 12 = ace)."""
    low = [counts[12], counts[12], *counts[:12]]  # low[r] = cards of ace-low rank r, 1..13
    distinct = [r for r in range(1, 14) if low[r]]
    if len(distinct) >= 5:
        return pack(NO_PAIR, distinct[4::-1])
    pairable = [r for r in distinct if low[r] >= 2]  # ascending
    if len(distinct) == 4:  # one pair: the lowest rank that pairs, the other three as kickers
        pair = pairable[0]
        return pack(ONE_PAIR, [pair, *(r for r in reversed(distinct) if r != pair)])
    if len(distinct) == 3:
        if len(pairable) >= 2:  # two pair: the two lowest pairs, the third rank as kicker
            low_pair, high_pair = pairable[:2]
            kicker = next(r for r in distinct if r not in (low_pair, high_pair))
            return pack(TWO_PAIR, (high_pair, low_pair, kicker))
        trips = pairable[0]
        return pack(TRIPS, [trips, *(r for r in reversed(distinct) if r != trips)])
    if len(distinct) != 2:
        raise ValueError("a razz hand needs at least five cards of at most four per rank")
    lo, hi = distinct
    for trips, pair in ((lo, hi), (hi, lo)):  # a full house, lowest trips first
        if low[trips] >= 3 and low[pair] >= 2:
            return pack(FULL_HOUSE, (trips, pair))
    quads = lo if low[lo] == 4 else hi
    return pack(QUADS, (quads, hi if quads == lo else lo))


def razz_from_counts(counts: Counts) -> int:
    return RAZZ_TOP - razz_code_from_counts(counts)


def _plural(r: int) -> str:
    return Rank.ACE.plural if r == 1 else Rank(r).plural


def describe_razz(value: int) -> str:
    """'7-5-4-2-A low', 'Pair of fours, 8-6-3 low', 'Two pair, fours and aces', ..."""
    code = RAZZ_TOP - value
    badness = code >> 20
    g = [(code >> (16 - 4 * i)) & 0xF for i in range(5)]
    if not 0 <= badness <= QUADS or not 1 <= g[0] <= 13:
        raise ValueError(f"{value} is not a razz value")
    if badness == NO_PAIR:
        return "-".join(low_symbol(r) for r in g) + " low"
    if badness == ONE_PAIR:
        return f"Pair of {_plural(g[0])}, " + "-".join(low_symbol(r) for r in g[1:4]) + " low"
    if badness == TWO_PAIR:
        return f"Two pair, {_plural(g[0])} and {_plural(g[1])}"
    if badness == TRIPS:
        return f"Three of a kind, {_plural(g[0])}"
    if badness == FULL_HOUSE:
        return f"Full house, {_plural(g[0])} over {_plural(g[1])}"
    return f"Four of a kind, {_plural(g[0])}"


# ----------------------------------------------------------------------------- scalar

#: Razz (A-5 low) value of 5-7 distinct card indices; higher is a better low.
razz_value_indices = multiset_lookup(razz_from_counts, "razz_value_indices")


# ----------------------------------------------------------------------------- evaluator


class RazzEvaluator:
    """The `HandEvaluator` for razz: A-5 low, pairs bad, no qualifier."""

    key: str = "razz"

    def value(self, cards: Sequence[Card]) -> int:
        return razz_value_indices(checked_indices(cards))

    def best_five(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        five = five_making(cards, razz_value_indices)
        assert five is not None  # every hand has a razz value
        return five

    def describe(self, value: int) -> str:
        return describe_razz(value)

    def batch(self, indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        from studdesk.engine.evaluation._batch import each_row, multiset_batch  # numpy: first batch

        return multiset_batch(indices, "razz", each_row(razz_from_counts))

    def __repr__(self) -> str:
        return "RAZZ"


RAZZ = RazzEvaluator()
