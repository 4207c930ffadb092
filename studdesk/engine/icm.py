"""Independent Chip Model prize equity (Malmuth-Harville).

A player's chance to finish first is their share of the chips; given who has
finished above, the chance to take the next place is their share of the chips
left. Equity is the sum over places of P(place) x prize. Computed exactly with
one pass over the subsets of players who took the places above: 2^n x n steps,
about 10,000 for the 10 players a table can hold, fast enough to refresh the
standings after every hand.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: beyond this the subset walk (2^n) stops being instant; a table never seats more
MAX_PLAYERS = 16


def icm_equities(stacks: Sequence[float], payouts: Sequence[float]) -> tuple[float, ...]:
    """Each player's prize equity: `payouts[k]` is the prize for place k+1 (missing places pay 0).

    Players with no chips take the places left after everyone with chips, in any
    order with equal chance, so they share those prizes evenly.
    """
    chips = [float(s) for s in stacks]
    prizes = [float(p) for p in payouts]
    if len(chips) > MAX_PLAYERS:
        raise ValueError(f"ICM is computed for at most {MAX_PLAYERS} players, not {len(chips)}")
    if any(not math.isfinite(c) or c < 0 for c in chips):
        raise ValueError("stacks must be finite and not negative")
    if any(not math.isfinite(p) or p < 0 for p in prizes):
        raise ValueError("prizes must be finite and not negative")
    if not chips:
        return ()
    if sum(chips) <= 0:
        raise ValueError("at least one player needs chips")
    prizes += [0.0] * max(0, len(chips) - len(prizes))

    with_chips = [i for i, c in enumerate(chips) if c > 0]
    broke = [i for i, c in enumerate(chips) if c == 0]
    equity = [0.0] * len(chips)
    for index, value in zip(with_chips, _harville([chips[i] for i in with_chips], prizes), strict=True):
        equity[index] = value
    if broke:
        leftover = prizes[len(with_chips) : len(chips)]
        each = sum(leftover) / len(broke)
        for index in broke:
            equity[index] = each
    return tuple(equity)


def _harville(chips: list[float], prizes: list[float]) -> list[float]:
    """Equities for players who all have chips, over the first len(chips) prizes."""
    n = len(chips)
    # places after the last paid one change no equity: stop there
    paid = max((place + 1 for place in range(n) if prizes[place] > 0), default=0)
    total = sum(chips)
    equity = [0.0] * n
    # reach[mask]: probability that exactly the players in `mask` took the top popcount(mask) places
    reach: dict[int, float] = {0: 1.0}
    for place in range(paid):
        prize = prizes[place]
        following: dict[int, float] = {}
        for mask, probability in reach.items():
            left = total - sum(chips[i] for i in range(n) if mask >> i & 1)
            for player in range(n):
                if mask >> player & 1:
                    continue
                p = probability * chips[player] / left
                equity[player] += p * prize
                following[mask | 1 << player] = following.get(mask | 1 << player, 0.0) + p
        reach = following
    return equity
