"""Engine changes found by the pokerkit cross-check and the PHH work, and the rule ids
the replay reports.

R3.8/R3.10: the engine used to offer a bet or raise when no opponent had chips
left to call it (it could only come back as an uncalled bet); pokerkit refuses
such a raise, and so does standard practice. R4.1: hands all-in before a
community card dealt without betting were not all turned up. Illegal actions
now carry the rule they break, which `studdesk-sim replay` prints.
"""

from __future__ import annotations

import random

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck
from studdesk.engine.errors import IllegalActionError
from studdesk.engine.events import CommunityCardDealt, HandMucked, ShowdownRevealed
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS

from .hands import act, passive, stacked

HOLDINGS = {0: "Kc Kd 2c 4s 6h 8d Tc", 1: "Ac Ad Qh Qs Jd 9c 3h", 2: "7c 7d 9h 5s 3c Jc 4d"}


def labels(hand: Hand) -> list[str]:
    return [o.label for o in hand.legal_actions()]


def test_r3_8_no_raise_when_the_only_opponent_is_all_in() -> None:
    hand = stacked("stud", {0: HOLDINGS[0], 1: HOLDINGS[1]}, button=1, stacks={0: 100, 1: 11})
    act(hand, "0 bring-in; 1 complete 5; 0 raise 10")  # seat 1 has 5 left after this
    assert labels(hand) == ["Fold", "Call 5 (all-in)"]
    act(hand, "1 call")
    passive(hand)
    assert sum(p.stack for p in hand.order) == 111


def test_r3_8_raise_offered_while_an_opponent_can_still_call() -> None:
    hand = stacked("stud", HOLDINGS, button=2, stacks={0: 100, 1: 11, 2: 100})
    act(hand, "0 bring-in; 1 complete 5; 2 call; 0 raise 10; 1 call")  # seat 1 all-in
    assert labels(hand) == ["Fold", "Call 5", "Raise to 15"]  # seat 2 still has chips behind


@pytest.mark.parametrize(
    ("script", "command", "rule"),
    [
        ("", Act(0, ActionKind.FOLD), "R3.3"),  # the bring-in may not fold
        ("0 bring-in", Act(1, ActionKind.BRING_IN, 2), "R3.3"),
        ("0 bring-in", Act(1, ActionKind.COMPLETE, 7), "R3.4"),
        ("0 bring-in; 1 complete 5; 2 raise 10; 0 raise 15", Act(1, ActionKind.RAISE, 25), "R3.4"),
        (
            "0 bring-in; 1 complete 5; 2 raise 10; 0 raise 15; 1 raise 20",
            Act(2, ActionKind.RAISE, 25),
            "R3.5",
        ),
    ],
)
def test_illegal_actions_name_the_rule(script: str, command: Act, rule: str) -> None:
    hand = stacked("stud", HOLDINGS, button=2)
    act(hand, script)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(command)
    assert caught.value.rule == rule
    assert f"({rule})" in str(caught.value)


def test_r3_8_short_all_in_does_not_reopen_and_the_error_says_so() -> None:
    hand = stacked("stud", HOLDINGS, button=2, stacks={0: 100, 1: 100, 2: 8})
    act(hand, "0 bring-in; 1 complete 5; 2 raise 7")  # all-in, adds less than half a raise
    act(hand, "0 call")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Act(1, ActionKind.RAISE, 10))
    assert caught.value.rule == "R3.8"


def test_r3_7_wrong_size_on_an_open_pair_street_names_r3_7() -> None:
    holdings = {0: "Ad Jc 7h 7s 2d 3h 5c", 1: "Kc Qc Kd Qh 8s 6d 4s", 2: "Th 9s 4c 9d 2s 3s Jd"}
    hand = stacked("stud", holdings, button=2, rules=HouseRules())
    act(hand, "2 bring-in; 0 call; 1 call")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Act(0, ActionKind.BET, 7))
    assert caught.value.rule == "R3.7"


def test_r4_1_all_in_before_a_silent_community_card_turns_every_hand_up() -> None:
    """Everyone all-in on 6th street, then a community card with no betting after it (R2.7
    option): R4.1 still turns every hand up; the engine used to let losing hands muck."""
    rules = HouseRules(community_card_betting=False)
    structure = Structure(ante=0, bring_in=1, small_bet=2, big_bet=4)
    players = [PlayerSeat(seat, f"P{seat}", 5) for seat in range(8)]
    hand = Hand(GameConfig(VARIANTS["stud"], structure, rules), players, 7, Deck(random.Random(2)))
    hand.start()
    while not hand.is_over:
        offers = {o.kind: o for o in hand.legal_actions()}
        assert hand.to_act is not None
        if hand.street == 3 and ActionKind.BET in offers:
            choice = offers[ActionKind.BET]  # 4 chips: everyone's last
        else:
            choice = next(
                offers[k] for k in (ActionKind.CALL, ActionKind.CHECK, ActionKind.BRING_IN) if k in offers
            )
        hand.apply(Act.taking(hand.to_act, choice))
    assert any(isinstance(e, CommunityCardDealt) for e in hand.events)
    assert all(p.committed == 5 for p in hand.order)  # everyone was all-in on 6th street
    assert not any(isinstance(e, HandMucked) for e in hand.events)
    assert len([e for e in hand.events if isinstance(e, ShowdownRevealed)]) == 8
