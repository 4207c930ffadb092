"""Shared lookup machinery of the evaluators (R4.2, R4.3, razz).

Every card has a precomputed integer key. The keys of a hand's cards are simply
added up, and the sum carries three fields:

* bits 0..22  -- the sum of the rank weights `RANK_WEIGHTS`. The weights are chosen so
  that every multiset of 5, 6 or 7 ranks (each rank at most four times) has its own
  sum (checked by brute force in the tests). The rank multiset decides every non-flush
  high hand, every 8-or-better low and every A-5 low.
* bits 23..25 -- the number of cards (the same rank sum may mean different multisets
  for different hand sizes, so lookups key on count and sum together).
* bits 26..41 -- four 4-bit suit counters, clubs first, each started at 3 (`SUIT_BIAS`)
  so that bit 3 of a counter is set exactly when that suit holds five or more cards:
  `sum & FLUSH_BITS` detects a flush with one AND.

Scalar lookups use dicts keyed by `sum & KEY_MASK`; batch lookups use, per hand size,
a numpy table from rank sum to a dense multiset id plus small per-id value arrays.
Tables are built lazily on first use and cached here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations

import numpy as np
import numpy.typing as npt

from studdesk.engine.cards import Card

#: rank weights for 2, 3, ..., K, A: every multiset of 7 ranks (each at most 4 times)
#: has a distinct weighted sum, and likewise for 5 and for 6 ranks.
RANK_WEIGHTS: tuple[int, ...] = (
    0,
    1,
    5,
    22,
    98,
    453,
    2031,
    8698,
    22854,
    83661,
    262349,
    636345,
    1479181,
)
RANK_SUM_BITS = 23
RANK_SUM_MASK = (1 << RANK_SUM_BITS) - 1
COUNT_SHIFT = RANK_SUM_BITS
KEY_BITS = COUNT_SHIFT + 3
KEY_MASK = (1 << KEY_BITS) - 1
SUIT_SHIFT = KEY_BITS
SUIT_BIAS = 0x3333 << SUIT_SHIFT
FLUSH_BITS = 0x8888 << SUIT_SHIFT

#: card index (0..51) -> key; card index = (rank - 2) * 4 + suit
CARD_KEYS: tuple[int, ...] = tuple(
    RANK_WEIGHTS[i >> 2] + (1 << COUNT_SHIFT) + (1 << (SUIT_SHIFT + 4 * (i & 3))) for i in range(52)
)
CARD_KEYS_NP: npt.NDArray[np.int64] = np.array(CARD_KEYS, dtype=np.int64)
#: card index -> bit of its rank in a 13-bit rank mask (deuce = bit 0)
RANK_BITS_NP: npt.NDArray[np.int64] = np.array([1 << (i >> 2) for i in range(52)], dtype=np.int64)

HAND_SIZES = (5, 6, 7)

Counts = tuple[int, ...]
CountsFn = Callable[[Counts], int]
IntArray = npt.NDArray[np.int64]


def checked_indices(cards: Sequence[Card]) -> list[int]:
    """Card indices of a hand to evaluate; raises ValueError unless 5-7 different cards."""
    idx = [c.index for c in cards]
    if not 5 <= len(idx) <= 7 or len(set(idx)) != len(idx):
        raise ValueError(f"a hand to evaluate is 5-7 different cards, got {' '.join(map(str, cards))!r}")
    return idx


def five_making(cards: Sequence[Card], value_of: Callable[[Sequence[int]], int]) -> tuple[Card, ...] | None:
    """The first five of `cards` whose value equals the whole hand's; None when it is "no hand" (< 0).

    `value_of` is an evaluator's index-level function (higher is better, -1 for no low).
    """
    idx = checked_indices(cards)
    target = value_of(idx)
    if target < 0:
        return None
    for combo in combinations(range(len(idx)), 5):
        if value_of([idx[i] for i in combo]) == target:
            return tuple(cards[i] for i in combo)
    raise AssertionError("unreachable: some five cards make the value")  # pragma: no cover


def pack(category: int, ranks: Iterable[int]) -> int:
    """`category << 20` followed by up to five 4-bit ranks, left aligned."""
    v = category
    n = 0
    for r in ranks:
        v = (v << 4) | r
        n += 1
    return v << (4 * (5 - n))


def low_symbol(r: int) -> str:
    """Rank symbol for ace-low ranks 1 (ace) .. 13 (king)."""
    return "A23456789TJQK"[r - 1]


def rank_multisets(size: int) -> Iterator[Counts]:
    """Every rank count vector (index 0 = deuce ... 12 = ace), each count <= 4, summing to size."""
    counts = [0] * 13

    def rec(rank: int, left: int) -> Iterator[Counts]:
        if rank == 12:
            if left <= 4:
                counts[12] = left
                yield tuple(counts)
                counts[12] = 0
            return
        for c in range(min(4, left), -1, -1):
            counts[rank] = c
            yield from rec(rank + 1, left - c)
        counts[rank] = 0

    yield from rec(0, size)


def rank_sum(counts: Counts) -> int:
    return sum(c * w for c, w in zip(counts, RANK_WEIGHTS, strict=True))


def multiset_key(counts: Counts) -> int:
    """The `sum & KEY_MASK` of any hand with these rank counts."""
    return rank_sum(counts) + (sum(counts) << COUNT_SHIFT)


# ----------------------------------------------------------------------------- lazy caches

_lock = threading.RLock()
_multisets: dict[int, list[Counts]] = {}
_sums: dict[int, list[int]] = {}
_id_tables: dict[int, npt.NDArray[np.uint16]] = {}
_value_arrays: dict[tuple[str, int], IntArray] = {}
_scalar_dicts: dict[str, dict[int, int]] = {}

MISSING_ID = 0xFFFF


def multisets(size: int) -> list[Counts]:
    """All rank multisets of a hand size, in a fixed order (their position is their id)."""
    found = _multisets.get(size)
    if found is None:
        with _lock:
            found = _multisets.get(size)
            if found is None:
                found = list(rank_multisets(size))
                _multisets[size] = found
    return found


def id_table(size: int) -> npt.NDArray[np.uint16]:
    """Rank sum -> multiset id for hands of `size` cards (MISSING_ID where no multiset)."""
    found = _id_tables.get(size)
    if found is None:
        with _lock:
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
        with _lock:
            found = _value_arrays.get((name, size))
            if found is None:
                by_key = scalar_dict(name, fn)  # computed once for scalar and batch use
                shift = size << COUNT_SHIFT
                found = np.array([by_key[s + shift] for s in multiset_sums(size)], dtype=np.int64)
                _value_arrays[(name, size)] = found
    return found


def scalar_dict(name: str, fn: CountsFn) -> dict[int, int]:
    """`multiset_key(counts)` -> `fn(counts)` over every 5-, 6- and 7-card multiset,
    cached under `name`."""
    found = _scalar_dicts.get(name)
    if found is None:
        with _lock:
            found = _scalar_dicts.get(name)
            if found is None:
                found = {}
                for size in HAND_SIZES:
                    shift = size << COUNT_SHIFT
                    for m, s in zip(multisets(size), multiset_sums(size), strict=True):
                        found[s + shift] = fn(m)
                _scalar_dicts[name] = found
    return found


def multiset_sums(size: int) -> list[int]:
    """Rank sums of `multisets(size)`, in the same order."""
    found = _sums.get(size)
    if found is None:
        with _lock:
            found = _sums.get(size)
            if found is None:
                found = [rank_sum(m) for m in multisets(size)]
                _sums[size] = found
    return found


# ----------------------------------------------------------------------------- batch helpers


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


#: rows per chunk in batch evaluation: keeps temporaries small and cache friendly
CHUNK_ROWS = 1 << 15


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


def straight_top(mask: int) -> int:
    """Top rank (2..14) of the best straight in a 13-bit rank mask (wheel -> 5), or 0."""
    for top in range(12, 3, -1):  # ace-high down to six-high
        run = 0x1F << (top - 4)
        if mask & run == run:
            return top + 2
    if mask & 0x100F == 0x100F:  # A-2-3-4-5
        return 5
    return 0
