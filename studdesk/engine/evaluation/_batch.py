"""numpy batch lookups for the evaluators: (N, k) arrays of card indices in, values out.

Per hand size, a table from rank sum to a dense multiset id plus small per-id value
arrays, built on first use from the full scalar tables of `_tables`. Only the batch
methods import this module, so numpy is loaded when a batch is first evaluated, not
when the engine starts (the simulator and the table never need it).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from studdesk.engine.evaluation._tables import (
    CARD_KEYS,
    COUNT_SHIFT,
    RANK_SUM_BITS,
    RANK_SUM_MASK,
    SUIT_BIAS,
    SUIT_SHIFT,
    CountsFn,
    build_lock,
    multiset_sums,
    multisets,
    scalar_dict,
)

IntArray = npt.NDArray[np.int64]

CARD_KEYS_NP: IntArray = np.array(CARD_KEYS, dtype=np.int64)
#: card index -> bit of its rank in a 13-bit rank mask (deuce = bit 0)
RANK_BITS_NP: IntArray = np.array([1 << (i >> 2) for i in range(52)], dtype=np.int64)

MISSING_ID = 0xFFFF
#: rows per chunk in batch evaluation: keeps temporaries small and cache friendly
CHUNK_ROWS = 1 << 15

_id_tables: dict[int, npt.NDArray[np.uint16]] = {}
_value_arrays: dict[tuple[str, int], IntArray] = {}


def id_table(size: int) -> npt.NDArray[np.uint16]:
    """Rank sum -> multiset id for hands of `size` cards (MISSING_ID where no multiset)."""
    found = _id_tables.get(size)
    if found is None:
        with build_lock:
            found = _id_tables.get(size)
            if found is None:
                sets = multisets(size)
                sums = np.array(multiset_sums(size), dtype=np.int64)
                # full 23-bit range: any masked sum indexes safely, even for bad input
                table = np.full(1 << RANK_SUM_BITS, MISSING_ID, dtype=np.uint16)
                table[sums] = np.arange(len(sets), dtype=np.uint16)
                _id_tables[size] = found = table
    return found


def value_array(name: str, size: int, fn: CountsFn) -> IntArray:
    """Multiset id -> `fn(counts)` for hands of `size` cards, cached under `name`."""
    found = _value_arrays.get((name, size))
    if found is None:
        with build_lock:
            found = _value_arrays.get((name, size))
            if found is None:
                by_key = scalar_dict(name, fn)
                shift = size << COUNT_SHIFT
                found = np.array([by_key[s + shift] for s in multiset_sums(size)], dtype=np.int64)
                _value_arrays[(name, size)] = found
    return found


def check_batch(indices: npt.NDArray[np.integer]) -> npt.NDArray[np.integer]:
    """Validate an (N, k) card-index array (5 <= k <= 7, every entry in 0..51)."""
    arr = np.asarray(indices)
    if arr.ndim != 2 or not 5 <= arr.shape[1] <= 7:
        raise ValueError(f"batch evaluation needs an (N, k) array with 5 <= k <= 7, got shape {arr.shape}")
    if not np.issubdtype(arr.dtype, np.integer):
        raise ValueError(f"card indices must be integers, got dtype {arr.dtype}")
    if arr.size and (int(arr.min()) < 0 or int(arr.max()) > 51):
        raise ValueError("card indices must lie in 0..51")
    return arr


def key_sums(block: npt.NDArray[np.integer]) -> IntArray:
    """Per-row sums of the card keys of an (n, k) block, plus `SUIT_BIAS`."""
    gathered = np.take(CARD_KEYS_NP, block)
    total = gathered[:, 0] + SUIT_BIAS
    for j in range(1, block.shape[1]):
        total += gathered[:, j]
    return total


def multiset_ids(sums: IntArray, size: int) -> npt.NDArray[np.uint16]:
    """Multiset ids of key sums; raises ValueError for impossible hands (duplicates)."""
    ids: npt.NDArray[np.uint16] = id_table(size)[sums & RANK_SUM_MASK]
    if ids.size and int(ids.max()) == MISSING_ID:
        raise ValueError("a hand to evaluate holds the same card twice")
    return ids


def multiset_batch(indices: npt.NDArray[np.integer], name: str, fn: CountsFn) -> npt.NDArray[np.int64]:
    """Values of the rank multisets of an (N, k) array of card indices (no flush logic)."""
    arr = check_batch(indices)
    n, k = arr.shape
    out = np.empty(n, dtype=np.int64)
    values = value_array(name, k, fn)
    for start in range(0, n, CHUNK_ROWS):
        block = arr[start : start + CHUNK_ROWS]
        np.take(values, multiset_ids(key_sums(block), k), out=out[start : start + len(block)])
    return out


def flush_rank_masks(block: npt.NDArray[np.integer], sums: IntArray) -> IntArray:
    """13-bit rank masks of the flush-suit cards of rows that hold a flush."""
    counters = (sums >> (SUIT_SHIFT + 3)) & 0x1111
    suit = (counters > 0x1).astype(np.int64) + (counters > 0x10) + (counters > 0x100)
    mask = np.zeros(len(sums), dtype=np.int64)
    for j in range(block.shape[1]):
        col = block[:, j].astype(np.int64)
        mask |= np.where((col & 3) == suit, RANK_BITS_NP[col], 0)
    return mask
