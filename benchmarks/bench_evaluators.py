"""Evaluator throughput: prints hands per second (not a test).

    .venv/bin/python benchmarks/bench_evaluators.py [--batch 20000000] [--scalar 500000]

Figures:
* scalar 7-card high: `high_value_indices` on lists of card indices (the fast path) and
  `HIGH.value` on `Card` lists (the public API, with validation); also LOW8 and RAZZ;
* batch 7-card high / low8 / razz on an (N, 7) uint8 array of random hands;
* pokerkit's `StandardHighHand.from_game` on the same hands (smaller n), for comparison.
Targets (CPython 3.11, one process): scalar high >= 400,000 hands/s, batch >= 20 million.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from studdesk.engine.cards import ALL_CARDS, Card
from studdesk.engine.evaluation import (
    HIGH,
    LOW8,
    RAZZ,
    high_value_indices,
    low8_value_indices,
    razz_value_indices,
)

SCALAR_TARGET = 400_000
BATCH_TARGET = 20_000_000


def random_hands(n: int, seed: int = 1) -> npt.NDArray[np.uint8]:
    """n random 7-card hands (distinct cards per row) by rejection sampling."""
    rng = np.random.default_rng(seed)
    out = np.empty((n, 7), dtype=np.uint8)
    filled = 0
    while filled < n:
        want = int((n - filled) * 1.6) + 1000
        draw = rng.integers(0, 52, size=(want, 7), dtype=np.uint8)
        ordered = np.sort(draw, axis=1)
        ok = (np.diff(ordered, axis=1) != 0).all(axis=1)
        good = draw[ok][: n - filled]
        out[filled : filled + len(good)] = good
        filled += len(good)
    return out


def best_of(repeats: int, fn: Callable[[], object]) -> float:
    """Best wall time of `repeats` runs (the machine may be shared)."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def rate(n: int, seconds: float) -> str:
    return f"{n / seconds:>14,.0f} hands/s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=20_000_000, help="hands in the batch run")
    parser.add_argument("--scalar", type=int, default=500_000, help="hands in scalar runs")
    parser.add_argument("--pokerkit", type=int, default=20_000, help="hands for pokerkit")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)

    hands = random_hands(max(args.batch, args.scalar, args.pokerkit))
    print(f"Python {sys.version.split()[0]}, numpy {np.__version__}")

    # warm the lazily built tables so that building is not timed
    t0 = time.perf_counter()
    for ev in (HIGH, LOW8, RAZZ):
        ev.value(ALL_CARDS[:7])
        ev.batch(hands[:10])
    print(f"table build (first use, all three evaluators): {time.perf_counter() - t0:.2f} s")

    ok = True
    rows: list[list[int]] = hands[: args.scalar].tolist()
    card_rows: list[list[Card]] = [[ALL_CARDS[i] for i in r] for r in rows]
    n = len(rows)

    def scalar_high() -> None:
        for r in rows:
            high_value_indices(r)

    def scalar_cards() -> None:
        value = HIGH.value
        for r in card_rows:
            value(r)

    def scalar_low() -> None:
        for r in rows:
            low8_value_indices(r)

    def scalar_razz() -> None:
        for r in rows:
            razz_value_indices(r)

    print(f"\nscalar, 7-card hands, n = {n:,}")
    s = best_of(args.repeats, scalar_high)
    ok &= n / s >= SCALAR_TARGET
    print(f"  high_value_indices(list[int])   {rate(n, s)}   (target {SCALAR_TARGET:,})")
    s = best_of(args.repeats, scalar_cards)
    print(f"  HIGH.value(list[Card])          {rate(n, s)}")
    print(f"  low8_value_indices(list[int])   {rate(n, best_of(args.repeats, scalar_low))}")
    print(f"  razz_value_indices(list[int])   {rate(n, best_of(args.repeats, scalar_razz))}")

    big = hands[: args.batch]
    m = len(big)
    print(f"\nbatch, 7-card hands, (N, 7) uint8, N = {m:,}")
    s = best_of(args.repeats, lambda: HIGH.batch(big))
    ok &= m / s >= BATCH_TARGET
    print(f"  HIGH.batch   {rate(m, s)}   ({s:.2f} s; target {BATCH_TARGET:,})")
    s = best_of(args.repeats, lambda: LOW8.batch(big))
    print(f"  LOW8.batch   {rate(m, s)}   ({s:.2f} s)")
    s = best_of(args.repeats, lambda: RAZZ.batch(big))
    print(f"  RAZZ.batch   {rate(m, s)}   ({s:.2f} s)")

    try:
        from pokerkit import Card as PkCard
        from pokerkit import StandardHighHand
    except ImportError:  # pragma: no cover
        print("\npokerkit not installed: comparison skipped")
    else:
        sample = hands[: args.pokerkit].tolist()
        parsed = [[next(iter(PkCard.parse(str(ALL_CARDS[i])))) for i in r] for r in sample]

        def pokerkit_run() -> None:
            for r in parsed:
                StandardHighHand.from_game(r[:2], r[2:])

        def ours_run() -> None:
            for r in sample:
                high_value_indices(r)

        k = len(sample)
        print(f"\nside by side on the same {k:,} hands")
        pk = best_of(1, pokerkit_run)
        ours = best_of(args.repeats, ours_run)
        print(f"  pokerkit StandardHighHand.from_game  {rate(k, pk)}")
        print(f"  studdesk high_value_indices          {rate(k, ours)}   ({pk / ours:,.0f}x)")

    print("\nOK: targets met" if ok else "\nBELOW TARGET (is the machine busy?)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
