"""Bulk cross-check: pokerkit replays the PHH the engine writes, strictly, to the same stacks.

Thousands of seeded hands per variant (2-8 players, random short stacks, random
structures, uniformly random legal actions) are written with `hand_to_phh`,
loaded by pokerkit 0.7.7 and replayed action by action: every action must be
legal in pokerkit at that point and the final stacks must be the engine's.
Hands in which a known, pinned difference arises (see differences.py) are
counted and set aside; the skip rate must stay small, and most skipped hands
must really differ in pokerkit (so the detectors hide nothing that agrees).
House rules are the defaults except `open_pair_big_bet=False` (pokerkit has no
open-pair big bet, R3.7).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from studdesk.engine.events import CommunityCardDealt
from studdesk.engine.hand import Hand
from studdesk.engine.structure import HouseRules
from studdesk.persistence.phh import final_stacks, hand_to_phh

from .differences import ALL_REASONS, known_differences
from .hands import Policy, never_fold, random_hand, uniform
from .pokerkit_replay import PokerkitRejectedError, pokerkit_final_stacks

RULES = HouseRules(open_pair_big_bet=False)
VARIANT_SEEDS = {"stud": 1_000_000, "stud8": 2_000_000, "razz": 3_000_000}
MAX_SKIP_RATE = 0.08
#: hands per variant in the slow run: a hand costs 12-16 ms of CPU on a 2-core development machine,
#: so 20,000 a variant took about 13 CPU minutes, the bulk of CI's time; deeper sweeps over every
#: table size are benchmarks/crosscheck_rate.py's job (--hands N --workers 2)
MANY_HANDS = 5_000
#: stacks of 40-60 small bets: more than anyone can bet in a hand, so nobody is all-in
DEEP = (40, 60)


@dataclass
class Tally:
    hands: int = 0
    compared: int = 0
    community: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    skipped_hands: int = 0
    #: skipped hands that pokerkit plays to the engine's stacks all the same
    skipped_but_equal: int = 0
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        lines = [
            f"{self.hands} hands: {self.compared} replayed by pokerkit to the same stacks "
            f"({self.community} with a community card); {self.skipped_hands} skipped, "
            f"of which pokerkit agreed anyway on {self.skipped_but_equal}"
        ]
        lines += [f"  skipped {n:5d}: {reason}" for reason, n in self.skipped.most_common()]
        return "\n".join(lines)


def pokerkit_agrees(hand: Hand) -> str | None:
    """None when pokerkit replays the hand to the engine's stacks, else what went wrong."""
    text = hand_to_phh(hand)
    try:
        theirs = pokerkit_final_stacks(text)
    except PokerkitRejectedError as exc:
        return f"pokerkit rejected {exc}\n{text}"
    if theirs != final_stacks(hand):
        return f"engine {final_stacks(hand)}, pokerkit {theirs}\n{text}"
    return None


def crosscheck(
    variant_key: str,
    seeds: range,
    policy: Policy = uniform,
    players: int | None = None,
    depth: tuple[int, int] | None = None,
) -> Tally:
    tally = Tally()
    for seed in seeds:
        hand = random_hand(seed, variant_key, RULES, players=players, policy=policy, depth=depth)
        tally.hands += 1
        known = [r for r in known_differences(hand) if r in ALL_REASONS]
        problem = pokerkit_agrees(hand)
        if known:
            tally.skipped_hands += 1
            tally.skipped.update(known)
            tally.skipped_but_equal += problem is None
            continue
        tally.compared += 1
        tally.community += any(isinstance(e, CommunityCardDealt) for e in hand.events)
        if problem is not None:
            tally.failures.append(f"{variant_key} seed {seed}: {problem}")
    print(f"\n{variant_key}: {tally.summary()}")
    assert not tally.failures, f"{len(tally.failures)} hands differ; first:\n{tally.failures[0]}"
    assert tally.skipped_hands <= MAX_SKIP_RATE * tally.hands, tally.summary()
    assert tally.skipped_but_equal <= 0.3 * tally.skipped_hands, tally.summary()
    return tally


@pytest.mark.parametrize("variant_key", sorted(VARIANT_SEEDS))
def test_pokerkit_replays_engine_hands(variant_key: str) -> None:
    start = VARIANT_SEEDS[variant_key]
    tally = crosscheck(variant_key, range(start, start + 1000))
    assert tally.compared >= 900


def test_pokerkit_replays_full_tables_with_a_community_card() -> None:
    """R2.7: eight players who never fold run the deck short; both deal the community card."""
    tally = crosscheck("stud", range(4_000_000, 4_000_040), policy=never_fold, players=8, depth=DEEP)
    assert tally.compared == tally.community == tally.hands


@pytest.mark.slow
@pytest.mark.parametrize("variant_key", sorted(VARIANT_SEEDS))
def test_pokerkit_replays_engine_hands_many(variant_key: str) -> None:
    start = VARIANT_SEEDS[variant_key] + 500_000
    crosscheck(variant_key, range(start, start + MANY_HANDS))


@pytest.mark.slow
@pytest.mark.parametrize("variant_key", sorted(VARIANT_SEEDS))
def test_pokerkit_replays_full_tables_many(variant_key: str) -> None:
    start = VARIANT_SEEDS[variant_key] + 900_000
    tally = crosscheck(variant_key, range(start, start + 500), policy=never_fold, players=8, depth=DEEP)
    assert tally.community == tally.hands
