"""High hands (R4.2): the best five of 5-7 cards, standard ranking, suits never rank.

Value encoding (higher is better)::

    category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

`category` is 0 (high card) ... 8 (straight flush), see `HIGH_CATEGORY_NAMES`; r1..r5
are the significant ranks (2..14, ace = 14) in the order they are compared, unused
trailing slots zero:

* straight flush / straight: the top card only (the wheel A-2-3-4-5 has top 5);
* four of a kind: quad rank, kicker;  full house: trips rank, pair rank;
* flush / high card: the five ranks high to low;  three of a kind: trips, 2 kickers;
* two pair: high pair, low pair, kicker;  pair: pair rank, 3 kickers.

All 2,598,960 five-card hands produce exactly 7,462 distinct values.

The evaluation itself is table driven (see `_tables`): the card keys are summed, a
flush is read from the suit counters in the sum, a non-flush hand is looked up by its
rank multiset and a flush by the 13-bit rank mask of the flush suit (with at most seven
cards a flush rules out quads and full houses, so the flush-suit cards alone decide).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation import _tables as t
from studdesk.engine.evaluation._tables import (
    CARD_KEYS,
    FLUSH_BITS,
    KEY_MASK,
    SUIT_BIAS,
    SUIT_SHIFT,
    Counts,
    checked_indices,
    five_making,
    pack,
    straight_top,
)

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH = (
    range(9)
)

#: category number -> name, weakest first
HIGH_CATEGORY_NAMES: tuple[str, ...] = (
    "High card",
    "Pair",
    "Two pair",
    "Three of a kind",
    "Straight",
    "Flush",
    "Full house",
    "Four of a kind",
    "Straight flush",
)

CATEGORY_SHIFT = 20


def high_category(value: int) -> int:
    """The category (0 = high card ... 8 = straight flush) of a high value."""
    return value >> CATEGORY_SHIFT


def high_from_counts(counts: Counts) -> int:
    """High value of a hand without a flush, from its rank counts (index 0 = deuce)."""
    quads: list[int] = []
    trips: list[int] = []
    pairs: list[int] = []
    singles: list[int] = []
    mask = 0
    for i in range(12, -1, -1):
        c = counts[i]
        if c:
            mask |= 1 << i
            r = i + 2
            if c == 1:
                singles.append(r)
            elif c == 2:
                pairs.append(r)
            elif c == 3:
                trips.append(r)
            else:
                quads.append(r)
    if quads:
        q = quads[0]
        kicker = max([*quads[1:], *trips, *pairs, *singles], default=0)
        return pack(FOUR_OF_A_KIND, (q, kicker) if kicker else (q,))
    if trips and (len(trips) > 1 or pairs):
        return pack(FULL_HOUSE, (trips[0], max([*trips[1:], *pairs])))
    top = straight_top(mask)
    if top:
        return pack(STRAIGHT, (top,))
    if trips:
        return pack(THREE_OF_A_KIND, (trips[0], *sorted(singles, reverse=True)[:2]))
    if len(pairs) >= 2:
        kicker = max([*pairs[2:], *singles], default=0)
        return pack(TWO_PAIR, (pairs[0], pairs[1], kicker) if kicker else tuple(pairs[:2]))
    if pairs:
        return pack(PAIR, (pairs[0], *singles[:3]))
    return pack(HIGH_CARD, singles[:5])


def flush_value(mask: int) -> int:
    """High value of five or more cards of one suit with this 13-bit rank mask."""
    top = straight_top(mask)
    if top:
        return pack(STRAIGHT_FLUSH, (top,))
    ranks = [i + 2 for i in range(12, -1, -1) if mask >> i & 1]
    return pack(FLUSH, ranks[:5])


# ----------------------------------------------------------------------------- scalar

_KEY_OF = CARD_KEYS.__getitem__
#: key sum & KEY_MASK -> value (non-flush); filled on first use
_BY_KEY: dict[int, int] = {}
#: 13-bit rank mask -> value for masks of 5+ ranks; filled on first use
_FLUSH: list[int] = []


def _build() -> None:
    global _BY_KEY, _FLUSH
    if not _FLUSH:
        _FLUSH = [flush_value(m) if m.bit_count() >= 5 else -1 for m in range(1 << 13)]
    if not _BY_KEY:
        _BY_KEY = t.scalar_dict("high", high_from_counts)


def flush_table() -> list[int]:
    """13-bit rank mask -> flush value (-1 for masks of fewer than five ranks)."""
    _build()
    return _FLUSH


def _flush_hand(idx: Sequence[int], key_sum: int) -> int:
    counters = key_sum >> SUIT_SHIFT
    suit = 0 if counters & 0x8 else 1 if counters & 0x80 else 2 if counters & 0x800 else 3
    mask = 0
    for i in idx:
        if i & 3 == suit:
            mask |= 1 << (i >> 2)
    if not _FLUSH:
        _build()
    return _FLUSH[mask]


def _missing(idx: Sequence[int], key_sum: int) -> int:
    if not _BY_KEY:
        _build()
        found = _BY_KEY.get(key_sum & KEY_MASK)
        if found is not None:
            return found
    raise ValueError(f"cannot evaluate card indices {list(idx)}: a hand is 5-7 different cards")


def high_value_indices(idx: Sequence[int]) -> int:
    """High value of 5-7 distinct card indices (0..51). Fast path: no validation
    beyond what the lookup catches."""
    s = sum(map(_KEY_OF, idx), SUIT_BIAS)
    if s & FLUSH_BITS:
        return _flush_hand(idx, s)
    try:
        return _BY_KEY[s & KEY_MASK]
    except KeyError:
        return _missing(idx, s)


# ----------------------------------------------------------------------------- describe


def _plural(r: int) -> str:
    return Rank(r).plural


def _word(r: int) -> str:
    return Rank(r).word


def describe_high(value: int) -> str:
    """Plain words for a high value: 'Full house, kings over sevens'."""
    category = value >> CATEGORY_SHIFT
    r = [(value >> (16 - 4 * i)) & 0xF for i in range(5)]
    if not 0 <= category <= STRAIGHT_FLUSH or not 2 <= r[0] <= 14:
        raise ValueError(f"{value} is not a high-hand value")
    if category == STRAIGHT_FLUSH:
        return f"Straight flush, {_word(r[0])} high"
    if category == FOUR_OF_A_KIND:
        return f"Four of a kind, {_plural(r[0])}"
    if category == FULL_HOUSE:
        return f"Full house, {_plural(r[0])} over {_plural(r[1])}"
    if category == FLUSH:
        return f"Flush, {_word(r[0])} high"
    if category == STRAIGHT:
        return f"Straight, {_word(r[0])} high"
    if category == THREE_OF_A_KIND:
        return f"Three of a kind, {_plural(r[0])}"
    if category == TWO_PAIR:
        return f"Two pair, {_plural(r[0])} and {_plural(r[1])}"
    if category == PAIR:
        return f"Pair of {_plural(r[0])}"
    return f"High card, {_word(r[0])}"


# ----------------------------------------------------------------------------- batch


def high_batch(indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
    """High values of an (N, k) array of card indices, 5 <= k <= 7."""
    arr = t.check_batch(indices)
    n, k = arr.shape
    out = np.empty(n, dtype=np.int64)
    values = t.value_array("high", k, high_from_counts)
    flush_np = _flush_np()
    for start in range(0, n, t.CHUNK_ROWS):
        block = arr[start : start + t.CHUNK_ROWS]
        res = out[start : start + len(block)]
        sums = t.key_sums(block)
        np.take(values, t.multiset_ids(sums, k), out=res)
        flushes = np.flatnonzero(sums & FLUSH_BITS)
        if flushes.size:
            res[flushes] = flush_np[t.flush_rank_masks(block[flushes], sums[flushes])]
    return out


_flush_array: list[npt.NDArray[np.int64]] = []


def _flush_np() -> npt.NDArray[np.int64]:
    if not _flush_array:
        _flush_array.append(np.array(flush_table(), dtype=np.int64))
    return _flush_array[0]


# ----------------------------------------------------------------------------- evaluator


class HighEvaluator:
    """The `HandEvaluator` for high hands (R4.2)."""

    key: str = "high"

    def value(self, cards: Sequence[Card]) -> int:
        return high_value_indices(checked_indices(cards))

    def best_five(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        five = five_making(cards, high_value_indices)
        assert five is not None  # every hand has a high value
        return five

    def describe(self, value: int) -> str:
        return describe_high(value)

    def batch(self, indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        return high_batch(indices)

    def __repr__(self) -> str:
        return "HIGH"


HIGH = HighEvaluator()
