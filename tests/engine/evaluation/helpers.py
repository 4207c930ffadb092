"""Shared helpers of the evaluator tests: combination arrays and independent references."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

U8Array = npt.NDArray[np.uint8]


@cache
def _combos(n: int, k: int, start: int) -> U8Array:
    """All k-combinations of start..n-1 in lexicographic order, one row each."""
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    parts = []
    for first in range(start, n - k + 1):
        rest = _combos(n, k - 1, first + 1)
        head = np.full((len(rest), 1), first, dtype=np.uint8)
        parts.append(np.hstack([head, rest]))
    return np.vstack(parts)


def combinations_array(n: int, k: int) -> U8Array:
    """All k-combinations of range(n) as an (C(n, k), k) uint8 array, lexicographic."""
    out = _combos(n, k, 0)
    _combos.cache_clear()
    return out


def random_hands(rng: np.random.Generator, n: int, k: int) -> npt.NDArray[np.int64]:
    """n random hands of k distinct card indices."""
    return np.argsort(rng.random((n, 52)), axis=1)[:, :k].astype(np.int64)


# ----------------------------------------------------------------------------- references
# Deliberately written differently from the table-driven evaluators: straight from the
# rules on five concrete cards, then a brute-force best of every five-card subset.


def ref_high5(idx: Sequence[int]) -> int:
    """R4.2 value of exactly five card indices, same encoding as HIGH."""
    ranks = sorted((i // 4 + 2 for i in idx), reverse=True)
    flush = len({i % 4 for i in idx}) == 1
    distinct = sorted(set(ranks), reverse=True)
    top = 0
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
    groups = sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)
    shape = tuple(n for n, _ in groups)
    order = [r for _, r in groups]
    if top and flush:
        category, order = 8, [top]
    elif shape == (4, 1):
        category = 7
    elif shape == (3, 2):
        category = 6
    elif flush:
        category = 5
    elif top:
        category, order = 4, [top]
    elif shape == (3, 1, 1):
        category = 3
    elif shape == (2, 2, 1):
        category = 2
    elif shape == (2, 1, 1, 1):
        category = 1
    else:
        category = 0
    value = category
    for slot in range(5):
        value = value * 16 + (order[slot] if slot < len(order) else 0)
    return value


def ref_best_high(idx: Sequence[int]) -> int:
    return max(ref_high5(five) for five in combinations(idx, 5))


def ref_low8(idx: Sequence[int]) -> tuple[int, ...] | None:
    """R4.3 by brute force: the lowest qualifying five, as a descending rank tuple
    (ace = 1); None if none qualifies. Smaller tuple = better low."""
    best: tuple[int, ...] | None = None
    for five in combinations(idx, 5):
        ranks = sorted((1 if i // 4 == 12 else i // 4 + 2 for i in five), reverse=True)
        if len(set(ranks)) == 5 and ranks[0] <= 8:
            cand = tuple(ranks)
            if best is None or cand < best:
                best = cand
    return best


def ref_razz_key(idx: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Razz by brute force: (badness, group ranks) of the best five; smaller is better."""
    badness_of = {
        (1, 1, 1, 1, 1): 0,
        (2, 1, 1, 1): 1,
        (2, 2, 1): 2,
        (3, 1, 1): 3,
        (3, 2): 4,
        (4, 1): 5,
    }
    best: tuple[int, tuple[int, ...]] | None = None
    for five in combinations(idx, 5):
        ranks = [1 if i // 4 == 12 else i // 4 + 2 for i in five]
        groups = sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)
        cand = (badness_of[tuple(n for n, _ in groups)], tuple(r for _, r in groups))
        if best is None or cand < best:
            best = cand
    assert best is not None
    return best
