"""Shared helpers for the bot tests: play seeded hands between named bots."""

from __future__ import annotations

import random
from collections.abc import Mapping

from studdesk.bots.base import Bot, safe_decision
from studdesk.bots.play import notify_hand_over
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS

STRUCTURE = Structure(ante=3, bring_in=5, small_bet=20, big_bet=40)


def play_hands(
    variant: str, bots: Mapping[int, Bot], hands: int, seed: int, stack: int = 600
) -> list[tuple[Hand, list[str]]]:
    """Play `hands` hands (stacks reset each hand); returns each hand with the problems seen."""
    rng = random.Random(seed)
    config = GameConfig(VARIANTS[variant], STRUCTURE)
    out = []
    for number in range(1, hands + 1):
        players = [PlayerSeat(seat, f"p{seat}", stack) for seat in sorted(bots)]
        hand = Hand(config, players, rng.choice(sorted(bots)), Deck(rng), hand_number=number)
        hand.start()
        problems: list[str] = []
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            act, problem = safe_decision(bots[seat], hand.view(seat))
            if problem is not None:
                problems.append(problem)
            hand.apply(act)
        notify_hand_over(hand, bots)
        out.append((hand, problems))
    return out


def start_hand(variant: str, seed: int, players: int = 2, stack: int = 600) -> Hand:
    """A started hand between `players` seats (nobody has acted yet)."""
    config = GameConfig(VARIANTS[variant], STRUCTURE)
    seats = [PlayerSeat(seat, f"p{seat}", stack) for seat in range(players)]
    hand = Hand(config, seats, 0, Deck(random.Random(seed)))
    hand.start()
    return hand
