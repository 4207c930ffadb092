"""Soak test: many random hands across every variant and house-rule option.

Each hand draws a variant, 2 to the variant's maximum players on random seats,
a random structure and house rules, and random short stacks (all-ins and side
pots are common), then plays uniformly random legal actions to the end. Every
hand must end without an exception, with every chip accounted for (the sum of
the stacks is unchanged, no stack is negative, the pots paid equal the chips
put in) and with `legal_actions` never empty while someone is to act.

    .venv/bin/python benchmarks/soak.py                      # 1,000,000 hands on 2 workers
    .venv/bin/python benchmarks/soak.py --hands 20000 --workers 1 --seed 7
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.events import CommunityCardDealt, PotAwarded, ShowdownRevealed
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules, OddChipRule, Structure
from studdesk.engine.variants import VARIANTS

CHUNK = 2_000


@dataclass
class Tally:
    hands: int = 0
    actions: int = 0
    showdowns: int = 0
    community: int = 0
    side_pots: int = 0
    by_variant: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.actions += other.actions
        self.showdowns += other.showdowns
        self.community += other.community
        self.side_pots += other.side_pots
        self.by_variant.update(other.by_variant)
        self.failures += other.failures


def random_rules(rng: random.Random) -> HouseRules:
    return HouseRules(
        open_pair_big_bet=rng.random() < 0.5,
        raise_cap=rng.choice((3, 4)),
        uncapped_heads_up=rng.random() < 0.5,
        community_card_betting=rng.random() < 0.5,
        odd_chip_rule=rng.choice(list(OddChipRule)),
        show_losing_hands=rng.random() < 0.5,
        all_in_rule=rng.choice(list(AllInRule)),
    )


def play_one(seed: int) -> tuple[Hand, int]:
    """One random hand from `seed`; returns it with the number of actions taken."""
    rng = random.Random(seed)
    variant = rng.choice(sorted(VARIANTS))
    spec = VARIANTS[variant]
    n = rng.randint(spec.min_players, spec.max_players)
    small = rng.choice((2, 4, 5, 10, 20))
    structure = Structure(rng.choice((0, 0, 1, 2, 5)), rng.randint(1, small), small, 2 * small)
    depth = rng.choice((3, 10, 30, 100))  # stacks of up to this many small bets
    seats = sorted(rng.sample(range(10), n))
    players = [PlayerSeat(s, f"P{s}", rng.randint(1, depth * small)) for s in seats]
    hand = Hand(GameConfig(spec, structure, random_rules(rng)), players, rng.choice(seats), Deck(rng))
    hand.start()
    actions = 0
    while not hand.is_over:
        offers = hand.legal_actions()
        assert offers and hand.to_act is not None, "someone is to act but nothing is offered"
        hand.apply(Act.taking(hand.to_act, rng.choice(offers)))
        actions += 1
    return hand, actions


def check_books(hand: Hand) -> None:
    start = sum(p.start_stack for p in hand.order)
    final = hand.final_stacks()
    assert sum(final.values()) == start, f"chips {start} in, {sum(final.values())} out"
    assert min(final.values()) >= 0, f"negative stack {final}"
    paid = sum(e.amount for e in hand.events if isinstance(e, PotAwarded))
    assert paid == hand.pot_total(), f"pots paid {paid}, chips put in {hand.pot_total()}"


def run_chunk(seeds: range) -> Tally:
    tally = Tally()
    for seed in seeds:
        try:
            hand, actions = play_one(seed)
            check_books(hand)
        except Exception:  # every failure is reported with the seed that reproduces it
            tally.failures.append(f"seed {seed}:\n{traceback.format_exc()}")
            continue
        tally.hands += 1
        tally.actions += actions
        tally.by_variant[hand.variant.key] += 1
        tally.showdowns += any(isinstance(e, ShowdownRevealed) for e in hand.events)
        tally.community += any(isinstance(e, CommunityCardDealt) for e in hand.events)
        tally.side_pots += len(hand.pot_infos()) > 1
    return tally


def soak(hands: int, workers: int, seed: int, progress: bool = True) -> Tally:
    start = seed * 1_000_000_000
    chunks = [range(s, min(s + CHUNK, start + hands)) for s in range(start, start + hands, CHUNK)]
    total = Tally()
    began = time.perf_counter()

    def take(tally: Tally, done: int) -> None:
        total.add(tally)
        if progress and (done % 25 == 0 or done == len(chunks)):
            rate = total.hands / (time.perf_counter() - began)
            print(
                f"  {total.hands:>10,} hands  {rate:8,.0f} hands/s  {len(total.failures)} failures",
                flush=True,
            )

    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            for done, tally in enumerate(pool.imap_unordered(run_chunk, chunks), start=1):
                take(tally, done)
    else:
        for done, tally in enumerate(map(run_chunk, chunks), start=1):
            take(tally, done)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"soak: {args.hands:,} random hands, {args.workers} worker(s), seed {args.seed}")
    began = time.perf_counter()
    total = soak(args.hands, args.workers, args.seed)
    seconds = time.perf_counter() - began
    per_variant = ", ".join(f"{key} {count:,}" for key, count in sorted(total.by_variant.items()))
    print(f"hands          {total.hands:,} ({per_variant})")
    print(f"actions        {total.actions:,}")
    print(
        f"showdowns      {total.showdowns:,}; side pots {total.side_pots:,}; "
        f"community cards {total.community:,}"
    )
    print(f"time           {seconds:,.1f} s ({total.hands / seconds:,.0f} hands/s)")
    if total.failures:
        print(f"FAILURES       {len(total.failures)}; first:\n{total.failures[0]}", file=sys.stderr)
        return 1
    print("chips conserved in every hand; no exceptions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
