"""Hands per second: the StudDesk engine against pokerkit on the same workload.

Eight-handed Seven Card Stud (ante 1, bring-in 2, limits 5/10, 200 chips each),
every action chosen uniformly at random among the legal ones, cards dealt by
each library from a seeded shuffle, showdowns evaluated. Prints both rates and
their ratio (the target is at least 10x pokerkit).

    .venv/bin/python benchmarks/bench_simulator.py
    .venv/bin/python benchmarks/bench_simulator.py --hands 20000 --pokerkit-hands 1000
    .venv/bin/python benchmarks/bench_simulator.py --profile      # where the engine spends time
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections.abc import Callable

from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import SEVEN_CARD_STUD

PLAYERS = 8
STACK = 200
ANTE, BRING_IN, SMALL_BET, BIG_BET = 1, 2, 5, 10


def studdesk_hands(count: int, seed: int, with_views: bool = False) -> int:
    """Play `count` random hands in the engine; returns the number of actions taken."""
    rng = random.Random(seed)
    config = GameConfig(SEVEN_CARD_STUD, Structure(ANTE, BRING_IN, SMALL_BET, BIG_BET), HouseRules())
    players = [PlayerSeat(seat, f"P{seat}", STACK) for seat in range(PLAYERS)]
    actions = 0
    for number in range(count):
        hand = Hand(config, players, number % PLAYERS, Deck(rng), hand_number=number + 1)
        hand.start()
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            offers = hand.view(seat).legal if with_views else hand.legal_actions()
            hand.apply(Act.taking(seat, rng.choice(offers)))
            actions += 1
        assert sum(p.stack for p in hand.order) == PLAYERS * STACK
    return actions


def pokerkit_hands(count: int, seed: int) -> int:
    """The same workload in pokerkit 0.7.7 (a test dependency); returns the actions taken."""
    from pokerkit import Automation, FixedLimitSevenCardStud, Mode

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    rng = random.Random(seed)
    random.seed(seed)  # pokerkit shuffles its deck with the global random module
    actions = 0
    for _ in range(count):
        state = FixedLimitSevenCardStud.create_state(
            automations,
            True,
            ANTE,
            BRING_IN,
            SMALL_BET,
            BIG_BET,
            (STACK,) * PLAYERS,
            PLAYERS,
            mode=Mode.TOURNAMENT,  # no pointless folds offered when a check is free
        )
        while state.status:
            moves: list[Callable[[], object]] = []
            if state.can_post_bring_in():
                moves.append(state.post_bring_in)
            if state.can_fold():
                moves.append(state.fold)
            if state.can_check_or_call():
                moves.append(state.check_or_call)
            if state.can_complete_bet_or_raise_to():
                moves.append(state.complete_bet_or_raise_to)
            rng.choice(moves)()
            actions += 1
        assert sum(state.stacks) == PLAYERS * STACK
    return actions


def measure(hands: int, pokerkit: int, rounds: int, seed: int) -> dict[str, tuple[float, int, int]]:
    """CPU seconds, hands and actions per side, run in alternating rounds after a warm-up.

    CPU time and alternation keep the comparison fair on a machine shared with other work.
    """
    studdesk_hands(50, seed + 99)  # builds the evaluators' lookup tables
    pokerkit_hands(10, seed + 99)
    sides: dict[str, Callable[[int, int], int]] = {
        "studdesk": studdesk_hands,
        "views": lambda n, s: studdesk_hands(n, s, with_views=True),
        "pokerkit": pokerkit_hands,
    }
    counts = {"studdesk": hands, "views": max(1, hands // 4), "pokerkit": pokerkit}
    totals = {name: [0.0, 0, 0] for name in sides}
    for r in range(rounds):
        for name, play in sides.items():
            n = max(1, counts[name] // rounds)
            started = time.process_time()
            actions = play(n, seed + r)
            totals[name][0] += time.process_time() - started
            totals[name][1] += n
            totals[name][2] += actions
    return {name: (float(t[0]), int(t[1]), int(t[2])) for name, t in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=10_000, help="engine hands (default 10000)")
    parser.add_argument("--pokerkit-hands", type=int, default=1_000, help="pokerkit hands (default 1000)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="profile the engine run instead")
    args = parser.parse_args()
    if args.profile:
        studdesk_hands(50, args.seed + 99)
        profiler = cProfile.Profile()
        profiler.runcall(studdesk_hands, args.hands, args.seed)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    results = measure(args.hands, args.pokerkit_hands, args.rounds, args.seed)
    rates = {name: hands / seconds for name, (seconds, hands, _) in results.items()}
    per_hand = {name: actions / hands for name, (_, hands, actions) in results.items()}
    print(
        f"workload        {PLAYERS}-player Seven Card Stud, uniformly random legal actions "
        f"(hands per CPU second)"
    )
    print(
        f"StudDesk        {rates['studdesk']:10,.0f} hands/s  ({results['studdesk'][1]} hands, "
        f"{per_hand['studdesk']:.1f} actions/hand)"
    )
    print(f"  with views    {rates['views']:10,.0f} hands/s  (each action chosen from the seat's PlayerView)")
    print(
        f"pokerkit 0.7.7  {rates['pokerkit']:10,.0f} hands/s  ({results['pokerkit'][1]} hands, "
        f"{per_hand['pokerkit']:.1f} actions/hand)"
    )
    print(f"ratio           {rates['studdesk'] / rates['pokerkit']:10.1f}x  (target: at least 10x)")


if __name__ == "__main__":
    main()
