"""Stud equity figures (issue 12): prints times, not a test.

    .venv/bin/python benchmarks/bench_equity.py [--updates 300] [--skip-peer] [--limit-check]

Figures, per variant, side by side with pokerkit's `calculate_equities` (pure Python
Monte Carlo, no exact mode) on the same question:
* an exact answer heads-up with one card each to come (6th street; 4th in Five Card Stud):
  in-process time (tables warm) and the whole `studdesk-sim equity` command;
* a ±0.5-point answer (standard error of every player's equity at most 0.005) for
  3 players on 3rd street (2nd street in Five Card Stud): the deals it takes and the time;
  pokerkit given the same number of deals, and the largest gap between the two answers;
* one live-odds panel update (seen cards, live equity, pot odds, outs, opponent boards)
  from the hero's view after every card and action of random 6-player hands: p50 and p99;
* with --limit-check: the longest forced --exact enumeration the command accepts.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from studdesk.analysis.boards import read_boards
from studdesk.analysis.calculator import EXACT_EVALUATION_LIMIT, calculate, completions, parse_query
from studdesk.analysis.odds import live_odds, pot_odds
from studdesk.analysis.outs import hero_draws
from studdesk.analysis.seen import seen_cards
from studdesk.bots.base import passive_fallback
from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[1]
SIM = ROOT / ".venv" / "bin" / "studdesk-sim"

#: heads-up, one card each to come
SIXTH = {
    "stud": ["As Ks 7s 8s 2d Kd", "Qh Qc 9c 3h 2c 8h"],
    "stud8": ["Ad 3c 5h 6s Kd Qc", "2h 4c 7d Jh Jc 9s"],
    "razz": ["Ad 3c 5h 6s Kd 8c", "2h 4c 7d 9h Jc Qs"],
    "five": ["Ah Kd 9s Qc", "Tc 9d 9c 3h"],
}
#: three players, first round
THIRD = {
    "stud": ["As Ks 7h", "Qc Qd 2s", "9h 9d 8c"],
    "stud8": ["As 2s 3h", "Qc Qd 2d", "7c 8c 9c"],
    "razz": ["As 2s 3h", "Qc 4d 2d", "7c 8c 5c"],
    "five": ["As Kd", "Qc Qd", "9h Th"],
}


def timed(fn: Callable[[], object], repeat: int = 5) -> float:
    """Median seconds of `repeat` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def command_seconds(variant: str, hands: list[str], *extra: str) -> tuple[float, dict[str, object]]:
    """Wall time of the whole command (a new process, cold tables), and its JSON answer."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    start = time.perf_counter()
    done = subprocess.run(
        [str(SIM), "equity", "--variant", variant, "--json", *extra, *hands],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return time.perf_counter() - start, json.loads(done.stdout)


def pokerkit_equities(variant: str, hands: list[str], samples: int) -> tuple[float, list[float]]:
    """pokerkit's Monte Carlo on the same question: seconds and each player's equity."""
    from pokerkit import (
        Card,
        Deck,
        EightOrBetterLowHand,
        RegularLowHand,
        StandardHighHand,
        calculate_equities,
    )

    types = {
        "stud": (StandardHighHand,),
        "five": (StandardHighHand,),
        "stud8": (StandardHighHand, EightOrBetterLowHand),
        "razz": (RegularLowHand,),
    }[variant]
    ranges = [[list(Card.parse("".join(h.split())))] for h in hands]
    final = VARIANTS[variant].cards_per_player
    random.seed(1)  # pokerkit draws from the global random module
    start = time.perf_counter()
    result = calculate_equities(ranges, [], final, 0, Deck.STANDARD, types, sample_count=samples)
    return time.perf_counter() - start, list(result)


def exact_figures(peer: bool) -> None:
    print("exact answer, heads-up, one card each to come (6th street; 4th in Five Card Stud)")
    print(
        f"{'variant':8} {'deals':>7} {'in-process':>11} {'command':>9}   pokerkit, same number of deals (MC)"
    )
    for variant, hands in SIXTH.items():
        query = parse_query(variant, hands)
        calculate(query)  # build the evaluator tables once
        inner = timed(lambda q=query: calculate(q))  # type: ignore[misc]
        outer, answer = command_seconds(variant, hands)
        assert answer["exact"] is True
        deals = completions(query)
        line = f"{variant:8} {deals:>7,} {1000 * inner:>9.1f}ms {outer:>8.2f}s"
        if peer:
            seconds, _ = pokerkit_equities(variant, hands, deals)
            line += f"   {seconds:.2f}s"
        print(line)


def error_figures(peer: bool) -> None:
    print("\n±0.5-point answer (standard error <= 0.005 for every player), 3 players, first round")
    print(
        f"{'variant':8} {'deals':>7} {'max err':>8} {'in-process':>11} {'command':>9}"
        "   pokerkit same deals, largest gap"
    )
    for variant, hands in THIRD.items():
        query = parse_query(variant, hands)
        calculate(query, samples=2_000, seed=1)
        result = calculate(query, samples=1_000_000, seed=1, target_error=0.005)
        inner = timed(lambda q=query: calculate(q, samples=1_000_000, seed=1, target_error=0.005))  # type: ignore[misc]
        outer, _ = command_seconds(variant, hands, "--samples", str(result.deals), "--seed", "1")
        line = (
            f"{variant:8} {result.deals:>7,} {100 * result.max_error:>7.2f}p "
            f"{1000 * inner:>9.1f}ms {outer:>8.2f}s"
        )
        if peer:
            seconds, theirs = pokerkit_equities(variant, hands, result.deals)
            gap = max(abs(p.equity - t) for p, t in zip(result.players, theirs, strict=True))
            line += f"   {seconds:.2f}s, {100 * gap:.2f} points"
        print(line)


def update_figures(updates: int) -> None:
    print(f"\nlive-odds panel update from the hero's view, random 6-player hands ({updates} updates each)")
    print(f"{'variant':8} {'p50':>8} {'p99':>8} {'max':>8}")
    structure = Structure(ante=1, bring_in=2, small_bet=5, big_bet=10)
    for variant in ("stud", "stud8", "razz", "five"):
        rng = random.Random(7)
        config = GameConfig(VARIANTS[variant], structure)
        times: list[float] = []
        number = 0
        while len(times) < updates:
            number += 1
            players = [PlayerSeat(s, f"P{s}", 200) for s in range(6)]
            hand = Hand(config, players, rng.randrange(6), Deck(rng), hand_number=number)
            hand.start()
            while not hand.is_over and len(times) < updates:
                view = hand.view(0)
                if not view.me.folded:
                    start = time.perf_counter()
                    seen = seen_cards(view)
                    live_odds(view, seed=number, seen=seen)
                    pot_odds(view)
                    hero_draws(view, seen)
                    read_boards(view)
                    times.append(time.perf_counter() - start)
                seat = hand.to_act
                assert seat is not None
                offers = hand.legal_actions()
                # mostly passive play, so hands reach the later streets
                choice = passive_fallback(offers) if rng.random() < 0.8 else rng.choice(offers)
                if seat != 0 and choice.kind.value == "fold" and rng.random() < 0.6:
                    choice = next((o for o in offers if o.kind.value == "call"), choice)
                hand.apply(Act.taking(seat, choice))
        times.sort()
        p50 = times[len(times) // 2]
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"{variant:8} {1000 * p50:>6.1f}ms {1000 * p99:>6.1f}ms {1000 * times[-1]:>6.1f}ms")


def limit_check() -> None:
    hands = ["AsKs7s8s2d5d", "QhQc9c3h2c", "4h5h6h7hTc"]
    query = parse_query("stud8", hands)
    deals = completions(query)
    evaluations = deals * 3 * 2
    cap = EXACT_EVALUATION_LIMIT
    print(f"\nforced --exact near the cap: {deals:,} deals, {evaluations:,} of {cap:,} evaluations")
    outer, _ = command_seconds("stud8", hands, "--exact")
    print(
        f"command: {outer:.1f}s; the cap would take about {outer * EXACT_EVALUATION_LIMIT / evaluations:.0f}s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--updates", type=int, default=300, help="panel updates timed per variant")
    parser.add_argument("--skip-peer", action="store_true", help="leave pokerkit out")
    parser.add_argument("--limit-check", action="store_true", help="time a forced --exact near the cap")
    args = parser.parse_args()
    if not SIM.exists():
        print(f"{SIM} is missing: run ./scripts/setup.sh first", file=sys.stderr)
        return 1
    exact_figures(not args.skip_peer)
    error_figures(not args.skip_peer)
    update_figures(args.updates)
    if args.limit_check:
        limit_check()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
