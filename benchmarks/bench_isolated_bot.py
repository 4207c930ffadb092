"""What running a third-party bot in its own process costs: per decision, at start, at close.

    .venv/bin/python benchmarks/bench_isolated_bot.py [--decisions 3000] [--hands 300]

1. Per decision: the same well-behaved bot (`tests.bots.hostile:Polite`, checks
   or calls) asked about the same views, in StudDesk's process and in its own
   process (`IsolatedBot`); the difference is the overhead of the pipe, the
   pickled view and the JSON answer. Views are taken from real 6-handed hands
   at every street, so their size is typical.
2. Start-up (a new interpreter that imports the bot) and `close()` (kill).
3. The whole command: `studdesk-sim --players 6 --hands N` with six such bots
   in their own processes, beside the same table of `always-call` bots (the
   built-in bot that plays like Polite) in StudDesk's process.
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the bot lives in tests/bots/hostile.py

from studdesk.bots.base import safe_decision  # noqa: E402
from studdesk.bots.isolated import IsolatedBot  # noqa: E402
from studdesk.engine.cards import Deck  # noqa: E402
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat  # noqa: E402
from studdesk.engine.structure import Structure  # noqa: E402
from studdesk.engine.variants import VARIANTS  # noqa: E402
from studdesk.engine.views import PlayerView  # noqa: E402
from tests.bots.hostile import Polite  # noqa: E402

SPEC = "tests.bots.hostile:Polite"


def views(count: int, seed: int) -> list[PlayerView]:
    """Views of the seat to act, from 6-handed Seven Card Stud hands played to the end."""
    rng = random.Random(seed)
    config = GameConfig(VARIANTS["stud"], Structure(1, 5, 20, 40))
    out: list[PlayerView] = []
    number = 0
    while len(out) < count:
        number += 1
        hand = Hand(config, [PlayerSeat(s, f"p{s}", 1000) for s in range(6)], number % 6, Deck(rng), number)
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            out.append(view)
            hand.apply(safe_decision(Polite(), view)[0])
    return out[:count]


def per_decision(samples: list[PlayerView], decide: object) -> list[float]:
    times = []
    for view in samples:
        started = time.perf_counter()
        decide(view)  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return times


def whole_command(bots: str, hands: int) -> tuple[float, float]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    argv = [sys.executable, "-m", "studdesk.cli.sim", "--players", "6", "--hands", str(hands), "--bots", bots]
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    seconds = time.perf_counter() - started
    rate = float(
        next(line for line in done.stdout.splitlines() if line.startswith("hands/second"))
        .split()[-1]
        .replace(",", "")
    )
    return seconds, rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=3000)
    parser.add_argument("--hands", type=int, default=300)
    args = parser.parse_args()
    samples = views(args.decisions, seed=1)
    size = statistics.mean(len(pickle.dumps(v)) for v in samples[:500])
    print(f"{len(samples)} decisions, views of 6-handed stud (pickled view: {size:,.0f} bytes on average)")

    started = time.perf_counter()
    bot = IsolatedBot(SPEC, 1)
    start_up = time.perf_counter() - started
    here = per_decision(samples, Polite().decide)
    there = per_decision(samples, bot.decide)
    started = time.perf_counter()
    bot.close()
    closing = time.perf_counter() - started

    def line(name: str, times: list[float]) -> str:
        micro = [t * 1e6 for t in times]
        p95 = statistics.quantiles(micro, n=20)[-1]
        return f"{name:<28}{statistics.mean(micro):>10.1f}{statistics.median(micro):>10.1f}{p95:>10.1f}"

    print(f"{'per decision (µs)':<28}{'mean':>10}{'median':>10}{'p95':>10}")
    print(line("in StudDesk's process", here))
    print(line("in its own process", there))
    overhead = statistics.median(there) - statistics.median(here)
    print(f"overhead per decision: {overhead * 1e6:,.0f} µs (median)")
    print(f"start-up of the bot's process: {start_up * 1e3:,.0f} ms; close(): {closing * 1e3:,.1f} ms")

    print(f"\nstuddesk-sim --players 6 --hands {args.hands} (whole process)")
    for label, bots in (("always-call, in-process", "always-call"), ("Polite, own processes", SPEC)):
        seconds, rate = whole_command(bots, args.hands)
        print(f"  {label:<26}{seconds:>8.2f} s  ({rate:,.0f} hands/s in the loop)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
