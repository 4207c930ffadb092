"""Bot decision latency at an 8-player table, per variant (target: p99 under 50 ms).

    .venv/bin/python benchmarks/bench_bots_latency.py              # hard bots, 40 hands a variant
    .venv/bin/python benchmarks/bench_bots_latency.py --bot medium --hands 100

Every seat is the measured bot; the time of each `decide(view)` call is taken
(the view is built outside the timing, as the table builds it anyway), and the
median, 99th percentile and maximum are printed per variant, with the first
round and the later streets apart. The evaluators build their lookup tables on
first use; that one-off cost is taken first (`equity.warm_up`) and printed apart.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.base import safe_decision
from studdesk.bots.equity import warm_up
from studdesk.bots.match import DEFAULT_STACK, DEFAULT_STRUCTURE
from studdesk.bots.play import notify_hand_over
from studdesk.bots.registry import make_bot
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.variants import VARIANTS

#: issue 16: p99 under 50 ms at 8 seats
TARGET_MS = 50.0


def percentile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def measure(variant: str, bot: str, players: int, hands: int, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"first": [], "later": []}
    config = GameConfig(VARIANTS[variant], DEFAULT_STRUCTURE)
    started = time.perf_counter()
    warm_up(config.variant)
    times["warm-up"] = [(time.perf_counter() - started) * 1000.0]
    bots = {seat: make_bot(bot, seed * 100 + seat) for seat in range(players)}
    rng = random.Random(seed)
    for number in range(1, hands + 1):
        seated = [PlayerSeat(s, f"{bot}#{s}", DEFAULT_STACK) for s in range(players)]
        hand = Hand(config, seated, number % players, Deck(rng), hand_number=number)
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            started = time.perf_counter()
            act, problem = safe_decision(bots[seat], view)
            elapsed = (time.perf_counter() - started) * 1000.0
            if problem is not None:
                raise SystemExit(f"{bot} made a bad decision: {problem}")
            times["first" if hand.street == 0 else "later"].append(elapsed)
            hand.apply(act)
        notify_hand_over(hand, bots)
    return times


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bot", default="hard")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--hands", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variants", default="stud,stud8,five,razz")
    args = p.parse_args(argv)
    print(f"decision latency, {args.players} x {args.bot}, {args.hands} hands per variant (ms)")
    print(
        f"{'variant':8} {'decisions':>9} {'median':>8} {'p99':>8} {'max':>8}   "
        "first round p99 / later p99   (one-off table build)"
    )
    worst = 0.0
    for variant in args.variants.split(","):
        times = measure(variant, args.bot, args.players, args.hands, args.seed)
        every = times["first"] + times["later"]
        p99 = percentile(every, 0.99)
        worst = max(worst, p99)
        print(
            f"{variant:8} {len(every):9d} {statistics.median(every):8.2f} {p99:8.2f} {max(every):8.2f}"
            f"   {percentile(times['first'], 0.99):8.2f} / {percentile(times['later'], 0.99):8.2f}"
            f"   ({times['warm-up'][0]:.0f} ms)"
        )
    verdict = "meets" if worst < TARGET_MS else "MISSES"
    print(f"worst p99 {worst:.1f} ms: {verdict} the {TARGET_MS:.0f} ms target")
    return 0 if worst < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
