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
flush is read from the suit part of the sum, a non-flush hand is looked up by its
rank multiset and a flush by the 13-bit rank mask of the flush suit (with at most seven
cards a flush rules out quads and full houses, so the flush-suit cards alone decide).
Seven cards take a path of their own, with keys whose sums stay small (see `_tables`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation._tables import (
    CARD_KEYS,
    FIRST_KEYS_7,
    FLUSH_BITS,
    FLUSH_SUIT_7,
    KEY_MASK,
    KEYS_7,
    RANK_SUM_BITS,
    RANK_SUM_MASK,
    SUIT_BIAS,
    SUIT_SHIFT,
    Counts,
    build_lock,
    checked_indices,
    five_making,
    pack,
    rank_counts,
    shared,
    straight_top,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

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

#: rank sum of seven cards without a flush -> value; filled as hands are met
_SEVEN: dict[int, int] = {}
#: key sum & KEY_MASK of five or six cards without a flush -> value; filled as hands are met
_FEWER: dict[int, int] = {}
#: 13-bit rank mask of the flush suit's cards -> value; filled as hands are met
_FLUSHES: dict[int, int] = {}


def _seven_card_lookup() -> Callable[[Sequence[int]], int]:
    """`high_value_indices`, with its tables bound in a closure (read as fast as locals)."""
    first, keys, flush_suit, seven = FIRST_KEYS_7, KEYS_7, FLUSH_SUIT_7, _SEVEN
    # the shift and mask are written as literals below: constants are read faster than names
    assert (RANK_SUM_BITS, RANK_SUM_MASK) == (23, 0x7FFFFF)

    def high_value_indices(idx: Sequence[int]) -> int:
        """High value of 5-7 distinct card indices (0..51). Fast path: no validation beyond
        what the lookup catches (a rank held five times or an index past 51, when new)."""
        try:
            a, b, c, d, e, f, g = idx
        except ValueError:
            return _fewer_than_seven(idx)
        s = first[a] + keys[b] + keys[c] + keys[d] + keys[e] + keys[f] + keys[g]
        suit = flush_suit[s >> 23]
        if suit >= 0:
            return _flush(idx, suit)
        try:
            return seven[s & 0x7FFFFF]
        except KeyError:
            value = seven[s & 0x7FFFFF] = shared(high_from_counts(rank_counts(idx)))
            return value

    return high_value_indices


def _fewer_than_seven(idx: Sequence[int]) -> int:
    """Five or six cards (and anything else, which `rank_counts` turns away)."""
    s = sum(map(CARD_KEYS.__getitem__, idx), SUIT_BIAS)
    if s & FLUSH_BITS:
        counters = s >> SUIT_SHIFT
        return _flush(idx, 0 if counters & 0x8 else 1 if counters & 0x80 else 2 if counters & 0x800 else 3)
    try:
        return _FEWER[s & KEY_MASK]
    except KeyError:
        value = _FEWER[s & KEY_MASK] = shared(high_from_counts(rank_counts(idx)))
        return value


def _flush(idx: Sequence[int], suit: int) -> int:
    mask = 0
    for i in idx:
        if i & 3 == suit:
            mask |= 1 << (i >> 2)
    try:
        return _FLUSHES[mask]
    except KeyError:
        rank_counts(idx)  # a new mask: check the hand before remembering it
        value = _FLUSHES[mask] = shared(flush_value(mask))
        return value


high_value_indices = _seven_card_lookup()


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
    import numpy as np

    from studdesk.engine.evaluation import _batch as b

    arr = b.check_batch(indices)
    n, k = arr.shape
    out = np.empty(n, dtype=np.int64)
    values = b.value_array("high", k, high_values)
    flush_np = _flush_np()
    for start in range(0, n, b.CHUNK_ROWS):
        block = arr[start : start + b.CHUNK_ROWS]
        res = out[start : start + len(block)]
        sums = b.key_sums(block)
        np.take(values, b.multiset_ids(sums, k), out=res)
        flushes = np.flatnonzero(sums & FLUSH_BITS)
        if flushes.size:
            res[flushes] = flush_np[b.flush_rank_masks(block[flushes], sums[flushes])]
    return out


def high_values(counts: npt.NDArray[np.int8]) -> npt.NDArray[np.int64]:
    """`high_from_counts` of every row of an (M, 13) rank-count array at once (the batch tables).

    Each row's ranks held once, twice, three and four times become 13-bit masks; the
    highest rank of a mask and the mask without it are read from two 8,192-entry tables,
    so every step is one array lookup, with no loop over the rows in Python.
    """
    import numpy as np

    c = np.asarray(counts)
    bits = 1 << np.arange(13, dtype=np.int64)
    top, rest = _mask_tables()
    held, once, twice, thrice, four = ((c >= 1) @ bits, *((c == n) @ bits for n in (1, 2, 3, 4)))

    def highest(mask: npt.NDArray[np.int64], n: int) -> list[npt.NDArray[np.int64]]:
        """The `n` highest ranks of each mask, high to low (0 where fewer)."""
        found = []
        for _ in range(n):
            found.append(top[mask])
            mask = rest[mask]
        return found

    quad, kicker = top[four], top[held & ~(four ^ rest[four])]  # rest[m] is m less its highest rank
    trips, full_pair = top[thrice], top[twice | rest[thrice]]
    pairs = highest(twice, 2)
    two_pair_kicker = top[held & ~(twice ^ rest[rest[twice]])]
    singles = highest(once, 5)
    run = held & held >> 1 & held >> 2 & held >> 3 & held >> 4  # bit i: ranks i .. i+4 all held
    straight = np.where(run > 0, top[run] + 4, np.where(held & 0x100F == 0x100F, 5, 0))
    zero = np.zeros(len(c), dtype=np.int64)

    def packed(category: int, *ranks: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        value = np.full(len(c), category, dtype=np.int64)
        for r in (*ranks, *[zero] * (5 - len(ranks))):
            value = (value << 4) | r
        return value

    full_house = (rest[thrice] > 0) | ((thrice > 0) & (twice > 0))
    return np.select(
        [four > 0, full_house, straight > 0, thrice > 0, rest[twice] > 0, twice > 0],
        [
            packed(FOUR_OF_A_KIND, quad, kicker),
            packed(FULL_HOUSE, trips, full_pair),
            packed(STRAIGHT, straight),
            packed(THREE_OF_A_KIND, trips, *singles[:2]),
            packed(TWO_PAIR, *pairs, two_pair_kicker),
            packed(PAIR, pairs[0], *singles[:3]),
        ],
        packed(HIGH_CARD, *singles),
    )


_masks: list[tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]] = []


def _mask_tables() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """13-bit rank mask -> its highest rank (2..14, 0 for none), and -> the mask without it."""
    if not _masks:
        import numpy as np

        with build_lock:
            if not _masks:
                masks = np.arange(1 << 13, dtype=np.int64)
                top = np.zeros(1 << 13, dtype=np.int64)
                for bit in range(13):  # rising: a higher rank overwrites a lower one
                    top[(masks >> bit) & 1 == 1] = bit + 2
                rest = np.where(top > 0, masks & ~(1 << np.maximum(top - 2, 0)), 0)
                _masks.append((top, rest))
    return _masks[0]


_flush_array: list[npt.NDArray[np.int64]] = []


def _flush_np() -> npt.NDArray[np.int64]:
    """13-bit rank mask -> flush value (-1 for masks of fewer than five ranks), as numpy."""
    if not _flush_array:
        import numpy as np

        with build_lock:
            if not _flush_array:
                masks = np.arange(1 << 13, dtype=np.int64)
                held = (masks[:, None] >> np.arange(13)) & 1
                # the suit's cards, read as a hand of single ranks, are a straight (top card) or
                # a high card (top five): the same ranks make a straight flush or a flush
                values = high_values(held.astype(np.int8))
                straight = values >> CATEGORY_SHIFT == STRAIGHT
                lifted = values + (
                    np.where(straight, STRAIGHT_FLUSH - STRAIGHT, FLUSH - HIGH_CARD) << CATEGORY_SHIFT
                )
                _flush_array.append(np.where(held.sum(axis=1) >= 5, lifted, -1))
    return _flush_array[0]


# ----------------------------------------------------------------------------- evaluator


class HighEvaluator:
    """The `HandEvaluator` for high hands (R4.2)."""

    key: str = "high"

    def value(self, cards: Sequence[Card]) -> int:
        idx = checked_indices(cards)
        return high_value_indices(idx) if len(idx) == 7 else _fewer_than_seven(idx)

    def best_five(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        five = five_making(cards, self._indices_value)
        assert five is not None  # every hand has a high value
        return five

    def describe(self, value: int) -> str:
        return describe_high(value)

    @staticmethod
    def _indices_value(idx: Sequence[int]) -> int:
        return high_value_indices(idx) if len(idx) == 7 else _fewer_than_seven(idx)

    def batch(self, indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        return high_batch(indices)

    def __repr__(self) -> str:
        return "HIGH"


HIGH = HighEvaluator()
