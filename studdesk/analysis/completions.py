"""Every way (or random ways) to complete the players' hands from the cards left.

A completion gives each player its missing cards from the `pool` (the cards that are
neither known nor dead). A block is an (N, U) array of card indices, one completion per
row: player 0's missing cards first, then player 1's, and so on. Blocks are yielded in
bounded sizes so an enumeration of millions of completions never holds them all at once.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]

#: rows per block: big enough for numpy to pay off, small enough to stay in cache
BLOCK_ROWS = 1 << 15


def enumerated(pool: IntArray, missing: Sequence[int], block_rows: int = BLOCK_ROWS) -> Iterator[IntArray]:
    """Every completion exactly once, in blocks.

    The cards taken together are a combination of the pool; each combination is then
    shared out among the players in every possible way (a "split": which of its
    positions go to which player). Combinations and splits are both generated lazily.
    """
    need = sum(missing)
    if need == 0:
        yield np.empty((1, 0), dtype=np.int64)
        return
    for splits in _chunks(_splits(missing), block_rows, need):
        per_block = max(1, block_rows // len(splits))
        for combos in _chunks(itertools.combinations(range(len(pool)), need), per_block, need):
            # (combos, splits, need) positions -> cards, one completion per row
            yield pool[combos[:, splits].reshape(-1, need)]


def sampled(pool: IntArray, need: int, samples: int, rng: np.random.Generator) -> IntArray:
    """`samples` uniformly random completions of `need` cards (rows of distinct cards).

    A partial Fisher-Yates shuffle run on every row at once: step i swaps column i with
    a random column at or after it, so the first `need` columns are a uniform draw.
    """
    if need == 0:
        return np.empty((samples, 0), dtype=np.int64)
    deck = np.tile(pool, (samples, 1))
    rows = np.arange(samples)
    for i in range(need):
        j = rng.integers(i, len(pool), size=samples)
        picked = deck[rows, j]
        deck[rows, j] = deck[:, i]
        deck[:, i] = picked
    return deck[:, :need]


def _splits(missing: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Each way to hand positions 0..U-1 of a combination to the players, as the positions
    in player order (player 0's positions first, each player's in ascending order)."""
    positions = tuple(range(sum(missing)))

    def share(free: tuple[int, ...], player: int) -> Iterator[tuple[int, ...]]:
        if player == len(missing):
            yield ()
            return
        for taken in itertools.combinations(free, missing[player]):
            left = tuple(p for p in free if p not in taken)
            for rest in share(left, player + 1):
                yield taken + rest

    return share(positions, 0)


def _chunks(items: Iterator[tuple[int, ...]], size: int, width: int) -> Iterator[IntArray]:
    """Consecutive (≤ size, width) arrays of the tuples `items` yields."""
    while True:
        flat = np.fromiter(
            itertools.chain.from_iterable(itertools.islice(items, size)), dtype=np.int64, count=-1
        )
        if flat.size == 0:
            return
        yield flat.reshape(-1, width)
