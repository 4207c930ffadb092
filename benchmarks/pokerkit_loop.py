"""The peer of `studdesk-sim --bots random`: a plain pokerkit 0.7.7 loop of random legal actions.

Fixed-limit Seven Card Stud with studdesk-sim's default structure (ante 1, bring-in 5,
limits 20/40, 1,000 chips a seat, fresh stacks every hand), every action chosen
uniformly among the legal ones. `bench_simulator.py` runs it as a whole process beside
`studdesk-sim`; it imports nothing from StudDesk, so its start-up is pokerkit's own.

    .venv/bin/python benchmarks/pokerkit_loop.py --hands 4000 --players 8
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

# studdesk-sim's defaults (see `studdesk/cli/sim.py`)
ANTE, BRING_IN, SMALL_BET, BIG_BET, STACK = 1, 5, 20, 40, 1000


def play(hands: int, players: int, seed: int, stakes: tuple[int, int, int, int, int]) -> int:
    """Play `hands` random hands; returns the number of actions taken."""
    from pokerkit import Automation, FixedLimitSevenCardStud, Mode

    ante, bring_in, small_bet, big_bet, stack = stakes
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
    for _ in range(hands):
        state = FixedLimitSevenCardStud.create_state(
            automations,
            True,
            ante,
            bring_in,
            small_bet,
            big_bet,
            (stack,) * players,
            players,
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
        if sum(state.stacks) != stack * players:
            raise SystemExit(f"pokerkit lost chips: {sum(state.stacks)} != {stack * players}")
    return actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    actions = play(args.hands, args.players, args.seed, (ANTE, BRING_IN, SMALL_BET, BIG_BET, STACK))
    print(f"pokerkit hands {args.hands}, actions {actions}")


if __name__ == "__main__":
    main()
