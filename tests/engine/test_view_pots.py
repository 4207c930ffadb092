"""The pots in a player's view: counted as at the table (R4.6, R3.10, engine.pots.pots_in_the_middle).

Bets in front of the players are not in a pot until the round's bets are collected; once
they are, the view's pots are the main and side pots the engine settles.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.actions import Act
from studdesk.engine.events import BetsCollected, PotInfo
from studdesk.engine.structure import Structure
from studdesk.engine.views import SPECTATOR

from .randomhands import random_hand
from .stacked import labels, play, stacked_hand

THREE = {
    0: "Ah Ad 2c 5s 6s 7s 8s",  # the 2c brings in
    1: "Kh Kd 9c 4d Jh 3s 7d",
    2: "Qh Qd Tc 5d 6h 8c 3h",
}


def test_r4_6_an_unmatched_bring_in_is_a_bet_not_a_side_pot() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    play(hand, "0 bring-in")
    view = hand.view(1)
    # the three antes are in the middle; the bring-in's 2 chips are still in front of seat 0
    assert view.pots == (PotInfo(3, (0, 1, 2)),)
    assert view.seat(0).round_bet == 2
    play(hand, "1 complete 5; 2 call")
    assert hand.view(SPECTATOR).pots == (PotInfo(3, (0, 1, 2)),)


def test_r4_6_bets_go_into_the_pot_when_the_round_ends() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    play(hand, "0 bring-in; 1 complete 5; 2 call; 0 call")
    assert hand.street == 1
    assert hand.view(0).pots == (PotInfo(18, (0, 1, 2)),)


def test_r4_6_side_pots_appear_once_an_all_in_players_bets_are_collected() -> None:
    hand = stacked_hand("stud", THREE, button=2, stacks={0: 100, 1: 4, 2: 100})
    hand.start()
    play(hand, "0 bring-in")
    assert labels(hand) == ["Fold", "Call 2", "Complete to 3 (all-in)"]
    play(hand, "1 complete 3; 2 call")
    # seat 1 is all-in in front of the pot: no side pot yet
    assert hand.view(2).pots == (PotInfo(3, (0, 1, 2)),)
    play(hand, "0 raise 8; 2 call")
    # collected: seat 1's 4 chips against 4 from each, then a side pot between seats 0 and 2
    assert hand.view(2).pots == (PotInfo(12, (0, 1, 2)), PotInfo(10, (0, 2)))


def test_r4_6_a_short_ante_makes_a_side_pot_of_the_antes() -> None:
    hand = stacked_hand(
        "stud", THREE, button=2, stacks={0: 100, 1: 100, 2: 3}, structure=Structure(5, 5, 10, 20)
    )
    hand.start()
    assert hand.view(0).pots == (PotInfo(9, (0, 1, 2)), PotInfo(4, (0, 1)))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_view_pots_are_the_collected_chips_and_the_engines_pots_after_each_round(seed: int) -> None:
    hand = random_hand(seed)
    rng = random.Random(seed)
    events = list(hand.start())
    while True:
        view = hand.view(SPECTATOR)
        in_front = sum(s.round_bet for s in view.seats)
        assert sum(p.amount for p in view.pots) == view.pot_total - in_front
        collected = [e for e in events if isinstance(e, BetsCollected)]
        if collected and in_front == 0 and not hand.is_over:
            assert view.pots == collected[-1].pots  # what the table sees is what will be settled
        if hand.is_over:
            break
        assert hand.to_act is not None
        events = list(hand.apply(Act.taking(hand.to_act, rng.choice(hand.legal_actions()))))
