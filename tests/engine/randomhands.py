"""Random hands for the contract and property tests: any variant, player count, stacks, options."""

from __future__ import annotations

import random

from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS


def random_rules(rng: random.Random) -> HouseRules:
    return HouseRules(
        open_pair_big_bet=rng.random() < 0.7,
        raise_cap=rng.choice((3, 4)),
        uncapped_heads_up=rng.random() < 0.3,
        community_card_betting=rng.random() < 0.7,
        odd_chip_rule=rng.choice(list(OddChipRule)),
        show_losing_hands=rng.random() < 0.3,
        all_in_rule=rng.choice(list(AllInRule)),
    )


def random_hand(seed: int, variant_key: str | None = None) -> Hand:
    """A hand (not started) with short and deep stacks mixed, so all-ins and side pots are common."""
    rng = random.Random(seed)
    variant = VARIANTS[variant_key] if variant_key else rng.choice(list(VARIANTS.values()))
    count = rng.randint(variant.min_players, variant.max_players)
    small = rng.choice((2, 4, 5, 10))
    structure = Structure(rng.randint(0, 2), rng.randint(1, small), small, 2 * small)
    seats = sorted(rng.sample(range(10), count))
    players = [PlayerSeat(s, f"P{s}", rng.choice((1, 3, 8, 20, 60, 200)) + rng.randint(0, 9)) for s in seats]
    button = rng.choice(seats)
    config = GameConfig(variant, structure, random_rules(rng))
    return Hand(config, players, button, Deck(rng), hand_number=seed)
