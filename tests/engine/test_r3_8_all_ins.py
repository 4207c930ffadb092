"""docs/rules.md R3.8 and what it changes in R3.4 and R3.5: short all-ins and the half-bet rule.

Under the default `all_in_rule = half_bet`, an all-in of half a bet (or half a raise) or more
counts as a full one and is raised on top; a shorter one does not count and is completed to
its full size by a player who has not acted. `all_in_rule = full_bet` keeps the older reading.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.errors import IllegalActionError
from studdesk.engine.events import ActionTaken, PotAwarded
from studdesk.engine.hand import Hand
from studdesk.engine.structure import AllInRule, HouseRules, Structure

from .randomhands import random_hand
from .stacked import check_down, labels, of_type, play, stacked_hand
from .test_r3_betting import FOUR

FULL_BET = HouseRules(all_in_rule=AllInRule.FULL_BET)
#: the rulebook's example structure: a 20 round
TWENTY = Structure(ante=1, bring_in=5, small_bet=20, big_bet=40)


def four_handed(
    stacks: dict[int, int], structure: Structure | None = None, rules: HouseRules | None = None
) -> Hand:
    """FOUR dealt with 100 chips a seat unless `stacks` says otherwise; 4th street opens at seat 3."""
    per_seat = {seat: stacks.get(seat, 100) for seat in FOUR}
    extra = {"structure": structure} if structure is not None else {}
    hand = stacked_hand("stud", FOUR, button=3, stacks=per_seat, rules=rules, **extra)
    hand.start()
    return hand


def test_r3_8_all_in_under_half_a_raise_does_not_reopen_the_betting() -> None:
    hand = four_handed({0: 10})
    play(hand, "0 bring-in; 1 call; 2 call; 3 call")
    assert hand.by_seat[0].stack == 7
    play(hand, "3 bet 5")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 7 (all-in)"]
    play(hand, "0 raise 7")  # adds 2: less than half a raise
    # seat 1 has not acted: it may complete the raise to its full size, 5 + 5 (not 7 + 5)
    assert labels(hand) == ["Fold", "Call 7", "Raise to 10"]
    play(hand, "1 call; 2 call")
    # seat 3 already acted and is in for every earlier bet: call or fold only
    assert labels(hand) == ["Fold", "Call 2"]


def test_r3_8_raising_on_top_of_a_short_all_in_is_refused_naming_r3_8() -> None:
    hand = four_handed({0: 10})
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 5; 0 raise 7")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Act(1, ActionKind.RAISE, 12))
    assert caught.value.rule == "R3.8"
    assert "legal: Fold, Call 7, Raise to 10" in str(caught.value)


def test_r3_8_completing_a_short_all_in_raise_is_a_full_raise() -> None:
    hand = four_handed({0: 10})
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 5; 0 raise 7; 1 raise 10; 2 call")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 15"]  # reopened for seat 3
    events = play(hand, "3 call") + check_down(hand)
    # seat 0 (A-K-J-9-7) wins the 4 x 10 main pot; seat 3 (A-K-T-8-6) the 3 x 3 side pot
    awards = [(e.pot, e.seat, e.amount) for e in of_type(events, PotAwarded)]
    assert awards == [(0, 0, 40), (1, 3, 9)]
    assert hand.final_stacks() == {0: 40, 1: 87, 2: 87, 3: 96}


def test_r3_8_all_in_bet_under_half_a_bet_only_players_yet_to_act_may_complete_it() -> None:
    hand = four_handed({0: 5})  # 2 chips left after the ante and the bring-in
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 check")
    assert labels(hand) == ["Check", "Bet 2 (all-in)"]
    events = play(hand, "0 bet 2")
    assert of_type(events, ActionTaken)[0].kind is ActionKind.BET
    assert labels(hand) == ["Fold", "Call 2", "Complete to 5"]
    play(hand, "1 call; 2 call")
    assert labels(hand) == ["Fold", "Call 2"]  # seat 3 checked before the short bet


def test_r3_5_completing_a_short_all_in_bet_counts_toward_the_cap() -> None:
    hand = four_handed({0: 5})
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 check; 0 bet 2")
    events = play(hand, "1 complete 5")
    assert of_type(events, ActionTaken)[0].kind is ActionKind.COMPLETE
    play(hand, "2 raise 10; 3 raise 15; 1 raise 20")  # the completion and three raises
    assert labels(hand) == ["Fold", "Call 10"]


def test_r3_5_all_in_under_half_a_raise_does_not_count_toward_the_cap() -> None:
    hand = four_handed({2: 20})  # 17 chips left on 4th street
    play(hand, "0 bring-in; 1 call; 2 call; 3 call")
    play(hand, "3 bet 5; 0 raise 10; 1 raise 15")
    assert labels(hand) == ["Fold", "Call 15", "Raise to 17 (all-in)"]
    play(hand, "2 raise 17")  # adds 2: not counted
    # a bet and two raises so far: seat 3 may still complete the raise, the cap's last one
    assert labels(hand) == ["Fold", "Call 12", "Raise to 20"]
    play(hand, "3 raise 20")
    assert labels(hand) == ["Fold", "Call 10"]


def test_r3_8_all_in_of_half_a_bet_counts_as_a_full_bet_raised_on_top() -> None:
    """The rulebook's example: on a 20 round, a 15 all-in is raised to 35."""
    hand = four_handed({3: 21}, structure=TWENTY)
    play(hand, "0 bring-in; 1 call; 2 call; 3 call")
    assert labels(hand) == ["Check", "Bet 15 (all-in)"]
    play(hand, "3 bet 15")
    assert labels(hand) == ["Fold", "Call 15", "Raise to 35"]
    play(hand, "0 raise 35; 1 raise 55; 2 raise 75")
    # the 15 was the round's bet: with three raises the betting is capped
    assert labels(hand) == ["Fold", "Call 40"]


def test_r3_8_all_in_raise_of_half_a_raise_reopens_for_players_who_acted() -> None:
    hand = four_handed({0: 11})  # 8 chips left on 4th street
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 5")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 8 (all-in)"]
    play(hand, "0 raise 8")  # adds 3 of a 5 raise: a full raise
    assert labels(hand) == ["Fold", "Call 8", "Raise to 13"]
    play(hand, "1 call; 2 call")
    assert labels(hand) == ["Fold", "Call 3", "Raise to 13"]  # seat 3 may raise again


def test_r3_4_all_in_completion_under_half_the_small_bet_is_completed_to_it() -> None:
    hand = four_handed({1: 9}, structure=TWENTY)  # 8 chips after the ante
    play(hand, "0 bring-in")
    assert labels(hand) == ["Fold", "Call 5", "Complete to 8 (all-in)"]
    play(hand, "1 complete 8")
    assert labels(hand) == ["Fold", "Call 8", "Complete to 20"]
    play(hand, "2 call; 3 call")
    assert labels(hand) == ["Fold", "Call 3"]  # the bring-in is not reopened


def test_r3_4_all_in_completion_of_half_the_small_bet_is_the_bet() -> None:
    hand = four_handed({1: 13}, structure=TWENTY)  # 12 chips after the ante
    play(hand, "0 bring-in; 1 complete 12")
    assert labels(hand) == ["Fold", "Call 12", "Raise to 32"]
    play(hand, "2 call; 3 call")
    assert labels(hand) == ["Fold", "Call 7", "Raise to 32"]  # the bring-in may raise


def test_r3_8_option_full_bet_raises_on_top_of_a_short_all_in() -> None:
    hand = four_handed({0: 10}, rules=FULL_BET)
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 5; 0 raise 7")
    assert labels(hand) == ["Fold", "Call 7", "Raise to 12"]
    play(hand, "1 raise 12; 2 call")
    assert labels(hand) == ["Fold", "Call 7", "Raise to 17"]
    events = play(hand, "3 call") + check_down(hand)
    awards = [(e.pot, e.seat, e.amount) for e in of_type(events, PotAwarded)]
    assert awards == [(0, 0, 40), (1, 3, 15)]
    assert hand.final_stacks() == {0: 40, 1: 85, 2: 85, 3: 100}


def test_r3_8_option_full_bet_all_in_of_half_a_bet_is_completed_not_raised() -> None:
    hand = four_handed({3: 21}, structure=TWENTY, rules=FULL_BET)
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 15")
    assert labels(hand) == ["Fold", "Call 15", "Complete to 20"]
    play(hand, "0 complete 20; 1 raise 40; 2 raise 60; 0 raise 80")
    assert labels(hand) == ["Fold", "Call 40"]  # the 15 did not count toward the cap


def test_r3_8_option_full_bet_all_in_raise_of_half_a_raise_does_not_reopen() -> None:
    hand = four_handed({0: 11}, rules=FULL_BET)
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 bet 5; 0 raise 8; 1 call; 2 call")
    assert labels(hand) == ["Fold", "Call 3"]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_r3_8_short_all_ins_never_add_up_to_a_full_raise(seed: int) -> None:
    """R3.8's "short all-ins that together make a full bet reopen" never arises under half_bet.

    Each short all-in is completed to the same full level, so every short all-in stays below
    it: a player who acted and was not reopened always faces less than a full raise.
    """
    hand = random_hand(seed)
    assume(hand.rules.all_in_rule is AllInRule.HALF_BET)
    rng = random.Random(seed)
    hand.start()
    while not hand.is_over:
        betting, seat = hand.round, hand.to_act
        assert betting is not None and seat is not None
        if seat not in betting.may_raise and not betting.bring_in_pending:
            assert betting.call_level - hand.by_seat[seat].round_bet < betting.increments()[0]
        hand.apply(Act.taking(seat, rng.choice(hand.legal_actions())))
