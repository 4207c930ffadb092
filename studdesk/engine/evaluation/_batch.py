"""numpy batch lookups for the evaluators: (N, k) arrays of card indices in, values out.

Per hand size, a table from rank sum to a dense multiset id plus small per-id value
arrays, built on first use. The rank multisets and their sums are enumerated with
numpy, and the high values worked out for all of them at once (`high.high_values`):
the first batch used to spend a third of a second of pure Python here, holding the
GIL while the table was being painted. Only the batch methods import this module, so
numpy is loaded when a batch is first evaluated, not when the engine starts (the
simulator and the table never need it).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from studdesk.engine.evaluation._tables import (
    CARD_KEYS,
    RANK_SUM_BITS,
    RANK_SUM_MASK,
    RANK_WEIGHTS,
    SUIT_BIAS,
    SUIT_SHIFT,
    CountsFn,
    build_lock,
)

IntArray = npt.NDArray[np.int64]
CountsArray = npt.NDArray[np.int8]
#: (M, 13) rank counts -> the M values (the numpy twin of a `CountsFn`)
CountsArrayFn = Callable[[CountsArray], IntArray]

CARD_KEYS_NP: IntArray = np.array(CARD_KEYS, dtype=np.int64)
#: card index -> bit of its rank in a 13-bit rank mask (deuce = bit 0)
RANK_BITS_NP: IntArray = np.array([1 << (i >> 2) for i in range(52)], dtype=np.int64)
#: card index -> the bit of its rank in its suit's 13-bit lane of a 52-bit mask
SUIT_RANK_BITS_NP: IntArray = np.array([1 << ((i >> 2) + 13 * (i & 3)) for i in range(52)], dtype=np.int64)

MISSING_ID = 0xFFFF
#: rows per chunk in batch evaluation: keeps temporaries small and cache friendly
CHUNK_ROWS = 1 << 15

_multisets: dict[int, CountsArray] = {}
_sums: dict[int, IntArray] = {}
_id_tables: dict[int, npt.NDArray[np.uint16]] = {}
_value_arrays: dict[tuple[str, int], IntArray] = {}


def multiset_counts(size: int) -> CountsArray:
    """Every rank multiset of `size` cards as an (M, 13) array of rank counts (deuce first, each
    0..4), in `_tables.rank_multisets` order; a row's position is its multiset id."""
    found = _multisets.get(size)
    if found is None:
        with build_lock:
            found = _multisets.get(size)
            if found is None:
                _multisets[size] = found = _enumerate_multisets(size)
    return found


def _enumerate_multisets(size: int) -> CountsArray:
    # rank by rank, each partial row is extended by every count that still fits, the
    # highest count first: row-major order of the kept (row, count) pairs is the recursion's
    rows = np.zeros((1, 0), dtype=np.int8)
    left = np.array([size], dtype=np.int64)
    counts = np.arange(4, -1, -1, dtype=np.int8)
    for rank in range(13):
        after = left[:, None] - counts[None, :]
        fits = after == 0 if rank == 12 else after >= 0
        row, pick = np.nonzero(fits)
        rows = np.hstack([rows[row], counts[pick][:, None]])
        left = after[row, pick]
    return rows


def multiset_sums(size: int) -> IntArray:
    """Rank sums (`_tables.rank_sum`) of `multiset_counts(size)`, in the same order."""
    found = _sums.get(size)
    if found is None:
        with build_lock:
            found = _sums.get(size)
            if found is None:
                weights = np.array(RANK_WEIGHTS, dtype=np.int64)
                _sums[size] = found = multiset_counts(size).astype(np.int64) @ weights
    return found


def id_table(size: int) -> npt.NDArray[np.uint16]:
    """Rank sum -> multiset id for hands of `size` cards (MISSING_ID where no multiset)."""
    found = _id_tables.get(size)
    if found is None:
        with build_lock:
            found = _id_tables.get(size)
            if found is None:
                sums = multiset_sums(size)
                # full 23-bit range: any masked sum indexes safely, even for bad input
                table = np.full(1 << RANK_SUM_BITS, MISSING_ID, dtype=np.uint16)
                table[sums] = np.arange(len(sums), dtype=np.uint16)
                _id_tables[size] = found = table
    return found


def value_array(name: str, size: int, values_of: CountsArrayFn) -> IntArray:
    """Multiset id -> value for hands of `size` cards, `values_of` all multisets at once,
    cached under `name`."""
    found = _value_arrays.get((name, size))
    if found is None:
        with build_lock:
            found = _value_arrays.get((name, size))
            if found is None:
                found = np.asarray(values_of(multiset_counts(size)), dtype=np.int64)
                _value_arrays[(name, size)] = found
    return found


def each_row(fn: CountsFn) -> CountsArrayFn:
    """A scalar `CountsFn` applied row by row (razz: about 50,000 calls for seven cards, once)."""

    def values(counts: CountsArray) -> IntArray:
        return np.fromiter((fn(tuple(row)) for row in counts.tolist()), dtype=np.int64, count=len(counts))

    return values


def check_batch(indices: npt.NDArray[np.integer]) -> npt.NDArray[np.integer]:
    """Validate an (N, k) card-index array (5 <= k <= 7, every entry in 0..51)."""
    arr = np.asarray(indices)
    if arr.ndim != 2 or not 5 <= arr.shape[1] <= 7:
        raise ValueError(f"batch evaluation needs an (N, k) array with 5 <= k <= 7, got shape {arr.shape}")
    if not np.issubdtype(arr.dtype, np.integer):
        raise ValueError(f"card indices must be integers, got dtype {arr.dtype}")
    # one pass: read as unsigned, a negative index is a huge one
    unsigned = arr if arr.dtype.kind == "u" else arr.view(arr.dtype.str.replace("i", "u"))
    if arr.size and int(unsigned.max()) > 51:
        raise ValueError("card indices must lie in 0..51")
    return arr


def key_sums(block: npt.NDArray[np.integer]) -> IntArray:
    """Per-row sums of the card keys of an (n, k) block, plus `SUIT_BIAS`."""
    gathered = np.take(CARD_KEYS_NP, block.T)  # (k, n): each column's keys contiguous
    total: IntArray = gathered[0] + SUIT_BIAS
    for j in range(1, block.shape[1]):
        total += gathered[j]
    return total


def multiset_ids(sums: IntArray, size: int) -> npt.NDArray[np.uint16]:
    """Multiset ids of key sums; raises ValueError for impossible hands (duplicates)."""
    ids: npt.NDArray[np.uint16] = id_table(size)[sums & RANK_SUM_MASK]
    if ids.size and int(ids.max()) == MISSING_ID:
        raise ValueError("a hand to evaluate holds the same card twice")
    return ids


def multiset_batch(
    indices: npt.NDArray[np.integer], name: str, values_of: CountsArrayFn
) -> npt.NDArray[np.int64]:
    """Values of the rank multisets of an (N, k) array of card indices (no flush logic);
    `values_of` fills the table (see `value_array`)."""
    arr = check_batch(indices)
    n, k = arr.shape
    out = np.empty(n, dtype=np.int64)
    values = value_array(name, k, values_of)
    for start in range(0, n, CHUNK_ROWS):
        block = arr[start : start + CHUNK_ROWS]
        np.take(values, multiset_ids(key_sums(block), k), out=out[start : start + len(block)])
    return out


def flush_rank_masks(block: npt.NDArray[np.integer], sums: IntArray) -> IntArray:
    """13-bit rank masks of the flush-suit cards of rows that hold a flush."""
    counters = (sums >> (SUIT_SHIFT + 3)) & 0x1111
    suit = (counters > 0x1).astype(np.int64) + (counters > 0x10) + (counters > 0x100)
    # every card's rank bit in its suit's lane, all suits at once; then the flush suit's lane
    lanes: IntArray = np.bitwise_or.reduce(np.take(SUIT_RANK_BITS_NP, block), axis=1)
    mask: IntArray = (lanes >> (13 * suit)) & 0x1FFF
    return mask
