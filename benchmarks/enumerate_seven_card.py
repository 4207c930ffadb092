"""Evaluate all 133,784,560 seven-card hands and check the figures of docs/rules.md §7.

    .venv/bin/python benchmarks/enumerate_seven_card.py [--jobs 2]

Every hand goes through the public batch API (`HIGH.batch` and `LOW8.batch`) in blocks:
each block fixes the two lowest cards (a, b) and takes every five-card combination of
the cards above b. Blocks are split between `--jobs` processes. Prints the category
counts, the number of distinct high values, the qualifying 8-or-better lows and the
wheels against the reference figures, and the elapsed time; exits non-zero on any
mismatch (or if it took 60 s or more).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import time
from math import comb

import numpy as np
import numpy.typing as npt

from studdesk.engine.evaluation import HIGH, HIGH_CATEGORY_NAMES, LOW8, WHEEL_VALUE

TOTAL = 133_784_560
CATEGORY_COUNTS = {
    "Straight flush": 41_584,
    "Four of a kind": 224_848,
    "Full house": 3_473_184,
    "Flush": 4_047_644,
    "Straight": 6_180_020,
    "Three of a kind": 6_461_620,
    "Two pair": 31_433_400,
    "Pair": 58_627_800,
    "High card": 23_294_460,
}
DISTINCT_VALUES = 4_824
LOWS = 24_530_944
WHEELS = 781_824
TIME_LIMIT = 60.0

U8 = npt.NDArray[np.uint8]


def five_card_combinations() -> U8:
    """All C(52, 5) combinations as rows, in lexicographic order."""
    table: dict[tuple[int, int], U8] = {}

    def combos(k: int, start: int) -> U8:
        if k == 0:
            return np.zeros((1, 0), dtype=np.uint8)
        key = (k, start)
        if key not in table:
            parts = []
            for first in range(start, 52 - k + 1):
                rest = combos(k - 1, first + 1)
                head = np.full((len(rest), 1), first, dtype=np.uint8)
                parts.append(np.hstack([head, rest]))
            table[key] = np.vstack(parts)
        return table[key]

    return combos(5, 0)


def worker(prefixes: list[tuple[int, int]], results: mp.Queue) -> None:  # type: ignore[type-arg]
    fives = five_card_combinations()
    starts = np.searchsorted(fives[:, 0], np.arange(53))
    categories = np.zeros(9, dtype=np.int64)
    seen = np.zeros((9 << 20) + 1, dtype=bool)
    lows = wheels = hands = 0
    block = np.empty((comb(50, 5), 7), dtype=np.uint8)
    for a, b in prefixes:
        tail = fives[starts[b + 1] :]
        rows = block[: len(tail)]
        rows[:, 0] = a
        rows[:, 1] = b
        rows[:, 2:] = tail
        high = HIGH.batch(rows)
        categories += np.bincount(high >> 20, minlength=9)
        seen[high] = True
        low = LOW8.batch(rows)
        lows += int(np.count_nonzero(low >= 0))
        wheels += int(np.count_nonzero(low == WHEEL_VALUE))
        hands += len(rows)
    results.put((categories, np.flatnonzero(seen), lows, wheels, hands))


def split(jobs: int) -> list[list[tuple[int, int]]]:
    """Prefixes (a, b) shared out so that every job gets about the same number of hands."""
    prefixes = [(a, b) for a in range(52) for b in range(a + 1, 47)]
    prefixes.sort(key=lambda p: -comb(51 - p[1], 5))
    loads = [0] * jobs
    parts: list[list[tuple[int, int]]] = [[] for _ in range(jobs)]
    for p in prefixes:
        j = loads.index(min(loads))
        parts[j].append(p)
        loads[j] += comb(51 - p[1], 5)
    return parts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    results: mp.Queue = mp.Queue()  # type: ignore[type-arg]
    procs = [mp.Process(target=worker, args=(part, results)) for part in split(args.jobs)]
    for p in procs:
        p.start()
    categories = np.zeros(9, dtype=np.int64)
    seen: set[int] = set()
    lows = wheels = hands = 0
    for _ in procs:
        c, s, lo, wh, n = results.get()
        categories += c
        seen.update(int(v) for v in s)
        lows += lo
        wheels += wh
        hands += n
    for p in procs:
        p.join()
    elapsed = time.perf_counter() - t0

    failures = 0

    def check(label: str, got: int, want: int) -> None:
        nonlocal failures
        mark = "ok" if got == want else "MISMATCH"
        failures += got != want
        print(f"  {label:<24} {got:>14,}   expected {want:>14,}   {mark}")

    print(f"All seven-card hands, {args.jobs} processes")
    check("hands", hands, TOTAL)
    for i in range(8, -1, -1):
        name = HIGH_CATEGORY_NAMES[i]
        check(name, int(categories[i]), CATEGORY_COUNTS[name])
    check("distinct high values", len(seen), DISTINCT_VALUES)
    check("8-or-better lows", lows, LOWS)
    check("wheels (5-4-3-2-A)", wheels, WHEELS)
    print(f"  low share {lows / hands:.2%}")
    print(f"elapsed {elapsed:.1f} s ({hands / elapsed:,.0f} hands/s, high + low each)")
    if elapsed >= TIME_LIMIT:
        print(f"TOO SLOW: the target is under {TIME_LIMIT:.0f} s")
        failures += 1
    print("OK" if not failures else f"{failures} FAILURE(S)")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
