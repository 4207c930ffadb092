"""Eight-or-better low hands for Stud Hi/Lo (R4.3).

A low is five cards of different ranks, eight or lower, ace low; straights and
flushes are ignored and a paired rank counts once. Lows compare from the highest card
down, and the smaller wins: 8-5-4-2-A beats 8-6-3-2-A. The best low is 5-4-3-2-A.

Value encoding (higher is better)::

    0xFFFFF - (d1 << 16 | d2 << 12 | d3 << 8 | d4 << 4 | d5)

with d1 > d2 > ... > d5 the five low ranks (ace = 1). `None` (batch: -1) when the
cards hold no qualifying low.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from studdesk.engine.cards import Card
from studdesk.engine.evaluation._tables import (
    Counts,
    checked_indices,
    five_making,
    low_symbol,
    multiset_lookup,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


LOW_TOP = 0xFFFFF
NO_LOW = -1


def low_code(ranks_high_to_low: Sequence[int]) -> int:
    """Five low ranks (ace = 1), highest first -> the comparison code (smaller is better)."""
    code = 0
    for r in ranks_high_to_low:
        code = (code << 4) | r
    return code


#: value of the best low, 5-4-3-2-A
WHEEL_VALUE = LOW_TOP - low_code((5, 4, 3, 2, 1))


def low8_from_counts(counts: Counts) -> int:
    """8-or-better low value from rank counts (index 0 = deuce, 12 = ace), or -1."""
    lows = [1] if counts[12] else []
    lows.extend(i + 2 for i in range(7) if counts[i])
    if len(lows) < 5:
        return NO_LOW
    return LOW_TOP - low_code(lows[4::-1])


#: the columns of a rank-count row (deuce first) that a low reads: ace, then deuce to eight
_LOW_COLUMNS = (12, 0, 1, 2, 3, 4, 5, 6)
#: 8-bit mask of the low ranks held (bit 0 ace, bit 1 deuce ... bit 7 eight) -> low value
_by_mask: list[list[int]] = []


def low8_values(counts: npt.NDArray[np.int8]) -> npt.NDArray[np.int64]:
    """`low8_from_counts` of every row of an (M, 13) rank-count array at once (the batch tables).

    A low depends only on which of the ranks ace to eight are held: the 256 answers are
    worked out once with `low8_from_counts` itself, and each row looks its own up.
    """
    import numpy as np

    if not _by_mask:
        _by_mask.append([low8_from_counts(_one_of_each(mask)) for mask in range(256)])
    held = np.asarray(counts)[:, list(_LOW_COLUMNS)] > 0
    mask = held.astype(np.int64) @ (1 << np.arange(8, dtype=np.int64))
    return np.array(_by_mask[0], dtype=np.int64)[mask]


def _one_of_each(mask: int) -> Counts:
    """Rank counts holding one card of each low rank in `mask` (bit 0 ace ... bit 7 eight)."""
    counts = [0] * 13
    for bit, column in enumerate(_LOW_COLUMNS):
        counts[column] = mask >> bit & 1
    return tuple(counts)


def low_ranks(value: int, code_top: int = LOW_TOP) -> list[int]:
    """The five ranks (ace = 1), highest first, of an 8-or-better low value."""
    code = code_top - value
    return [(code >> (16 - 4 * i)) & 0xF for i in range(5)]


# ----------------------------------------------------------------------------- scalar

#: 8-or-better low value of 5-7 distinct card indices, or -1 when no low qualifies.
low8_value_indices = multiset_lookup(low8_from_counts, "low8_value_indices")


# ----------------------------------------------------------------------------- evaluator


class Low8Evaluator:
    """The `HandEvaluator` for eight-or-better lows (R4.3)."""

    key: str = "low8"

    def value(self, cards: Sequence[Card]) -> int | None:
        v = low8_value_indices(checked_indices(cards))
        return None if v < 0 else v

    def best_five(self, cards: Sequence[Card]) -> tuple[Card, ...] | None:
        return five_making(cards, low8_value_indices)

    def describe(self, value: int) -> str:
        ranks = low_ranks(value)
        if (
            not 0 <= LOW_TOP - value <= 0x87654
            or not 8 >= ranks[0] > ranks[1] > ranks[2] > ranks[3] > ranks[4] >= 1
        ):
            raise ValueError(f"{value} is not an 8-or-better low value")
        return "-".join(low_symbol(r) for r in ranks) + " low"

    def batch(self, indices: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        from studdesk.engine.evaluation._batch import multiset_batch  # numpy loads with the first batch

        return multiset_batch(indices, "low8", low8_values)

    def __repr__(self) -> str:
        return "LOW8"


LOW8 = Low8Evaluator()
