"""Where a duplicate match's time goes: the engine, building views, the bots' decisions.

    .venv/bin/python benchmarks/bench_match_runner.py
    .venv/bin/python benchmarks/bench_match_runner.py --deals 100 --matches hard:medium:6,equity:equity:2

Plays a few matches the way `studdesk.bots.match.play_rotation` does, timing each part
of every hand (CPU time of this process): the engine (starting hands, applying actions),
the views the bots are handed (`Hand.view`), the bots' decisions, and the end-of-hand
views and hooks (`hand_over`). Prints hands per CPU second and each part's share.
"""

from __future__ import annotations

import argparse
import random
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

PARTS = ("engine", "views", "decisions", "hand over")


def measure(variant: str, hero: str, villain: str, players: int, deals: int) -> tuple[int, dict[str, float]]:
    config = GameConfig(VARIANTS[variant], DEFAULT_STRUCTURE)
    warm_up(config.variant)
    clock = time.process_time
    spent = dict.fromkeys(PARTS, 0.0)
    hands = 0
    for hero_seat in range(players):
        bots = {
            s: make_bot(hero if s == hero_seat else villain, 7919 + hero_seat * 101 + s)
            for s in range(players)
        }
        for deal in range(deals):
            t0 = clock()
            seats = [
                PlayerSeat(s, f"{hero if s == hero_seat else villain}#{s}", DEFAULT_STACK)
                for s in range(players)
            ]
            hand = Hand(
                config, seats, deal % players, Deck(random.Random(1_000_003 + deal)), hand_number=deal + 1
            )
            hand.start()
            t1 = clock()
            spent["engine"] += t1 - t0
            while not hand.is_over:
                seat = hand.to_act
                assert seat is not None
                t0 = clock()
                view = hand.view(seat)
                t1 = clock()
                act, _ = safe_decision(bots[seat], view)
                t2 = clock()
                hand.apply(act)
                t3 = clock()
                spent["views"] += t1 - t0
                spent["decisions"] += t2 - t1
                spent["engine"] += t3 - t2
            t0 = clock()
            notify_hand_over(hand, bots)
            spent["hand over"] += clock() - t0
            hands += 1
    return hands, spent


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="stud", choices=sorted(VARIANTS))
    p.add_argument("--deals", type=int, default=60, help="deals per match (each played once per seat)")
    p.add_argument(
        "--matches",
        default="hard:medium:2,hard:medium:6,medium:always-raise:6,equity:hard:2,random:random:6",
        help="comma list of HERO:VILLAIN:PLAYERS",
    )
    args = p.parse_args(argv)
    print(f"{args.variant}, {args.deals} deals per match; CPU time shares of a hand")
    print(f"{'match':34} {'hands/s':>8} " + " ".join(f"{part:>10}" for part in PARTS))
    for item in args.matches.split(","):
        hero, villain, players = item.split(":")
        hands, spent = measure(args.variant, hero, villain, int(players), args.deals)
        total = sum(spent.values())
        shares = " ".join(f"{100 * spent[part] / total:9.1f}%" for part in PARTS)
        print(f"{hero + ' vs ' + villain + ', ' + players + ' players':34} {hands / total:8.0f} {shares}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
