"""Each place where pokerkit 0.7.7 knowingly differs from docs/rules.md, pinned by one hand.

Every test plays a stacked hand in the engine (asserting the docs/rules.md
behaviour), writes it as PHH, and shows pokerkit doing something else with the
same history: rejecting an action the rules allow, allowing one they forbid, or
paying different stacks. Each also checks that the bulk cross-check's detector
(`known_differences`) names the difference, so such hands are skipped there.
"""

from __future__ import annotations

import random

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck
from studdesk.engine.events import ActionTaken, CommunityCardDealt, PotAwarded, PotShare
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import AllInRule, HouseRules
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.phh import final_stacks, hand_to_phh

from . import differences as d
from .hands import STRUCTURE, act, passive, stacked
from .pokerkit_replay import PokerkitRejectedError, pokerkit_final_stacks, pokerkit_state

NO_OPEN_PAIR = HouseRules(open_pair_big_bet=False)


def labels(hand: Hand) -> list[str]:
    return [o.label for o in hand.legal_actions()]


def text_until(hand: Hand, marker: str) -> str:
    """The hand's PHH with the actions cut just before the first one containing `marker`."""
    lines = hand_to_phh(hand).splitlines()
    cut = next(i for i, line in enumerate(lines) if marker in line)
    end = lines.index("]")
    return "\n".join(lines[:cut] + lines[end:]) + "\n"


def test_r3_7_open_pair_big_bet_is_not_in_pokerkit() -> None:
    hand = stacked(
        "stud",
        {0: "Ad Jc 7h 7s 2d 3h 5c", 1: "Kc Qc Kd Qh 8s 6d 4s", 2: "Th 9s 4c 9d 2s 3s Jd"},
        button=2,
    )
    act(hand, "2 bring-in; 0 call; 1 call")
    assert labels(hand) == ["Check", "Bet 5", "Bet 10"]  # 7-7 showing on 4th street
    act(hand, "0 bet 10; 1 call; 2 call")
    passive(hand)
    assert any(isinstance(e, ActionTaken) and e.big for e in hand.events)
    assert d.OPEN_PAIR in d.known_differences(hand)
    with pytest.raises(PokerkitRejectedError, match="cbr 10"):
        pokerkit_final_stacks(hand_to_phh(hand))


def test_r4_5_odd_chips_one_each_clockwise_not_all_to_one() -> None:
    straights = {
        0: "5c 6d 2c 7h 8s 9c Kd",
        1: "5d 6h 3d 7c 8h 9d Ks",
        2: "5h 6c Qd 7d 8d 9h Kh",
        3: "Jh Js Ac",
        4: "Tc Ts Ah",
    }
    hand = stacked("stud", straights, button=4)
    act(hand, "0 bring-in; 1 call; 2 call; 3 fold; 4 fold")
    passive(hand)
    # pot 11 among three 9-high straights: 3 each, the 2 odd chips to seats 0 and 1
    assert [e.amount for e in hand.events if isinstance(e, PotAwarded)] == [4, 4, 3]
    assert final_stacks(hand) == [101, 101, 100, 99, 99]
    assert d.ODD_CHIPS in d.known_differences(hand)
    assert pokerkit_final_stacks(hand_to_phh(hand)) == [102, 100, 100, 99, 99]


def test_r3_9_short_bring_in_others_call_the_full_bring_in() -> None:
    hand = stacked(
        "stud",
        {0: "Kc Kd 2c 4s 6h 8d Tc", 1: "Ac Ad Qh Qs Jd 9c 3h", 2: "7c 7d 9h 5s 3c Jc 4d"},
        button=2,
        stacks={0: 2, 1: 100, 2: 100},
    )
    act(hand, "0 bring-in")  # the 2c brings in all-in for the 1 chip left after the ante
    assert labels(hand) == ["Fold", "Call 2", "Complete to 5"]
    act(hand, "1 call; 2 call")
    passive(hand)
    assert final_stacks(hand) == [0, 105, 97]  # seats 1 and 2 put 2 each: a side pot of 2
    assert d.SHORT_BRING_IN in d.known_differences(hand)
    assert pokerkit_final_stacks(hand_to_phh(hand)) == [0, 104, 98]


def test_r2_7_community_card_where_pokerkit_reuses_mucked_cards() -> None:
    config = GameConfig(VARIANTS["stud"], STRUCTURE, NO_OPEN_PAIR)
    players = [PlayerSeat(seat, f"P{seat}", 100) for seat in range(8)]
    hand = Hand(config, players, 7, Deck(random.Random(27)))
    hand.start()
    folded = False
    while not hand.is_over:  # everyone calls along; one player folds to a bet on 6th street
        offers = {o.kind: o for o in hand.legal_actions()}
        assert hand.to_act is not None
        if hand.street == 3 and ActionKind.BET in offers and not folded:
            choice = offers[ActionKind.BET]
        elif hand.street == 3 and ActionKind.FOLD in offers and not folded:
            choice, folded = offers[ActionKind.FOLD], True
        else:
            choice = next(
                offers[k] for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in offers
            )
        hand.apply(Act.taking(hand.to_act, choice))
    # 48 cards dealt, 4 left for 7 players: the 7th-street card is one community card (R2.7)
    assert any(isinstance(e, CommunityCardDealt) for e in hand.events)
    assert d.COMMUNITY in d.known_differences(hand)
    # pokerkit shuffles the folded player's six cards back in and deals 7th street instead
    state = pokerkit_state(text_until(hand, "d db"))
    assert state.can_deal_hole() and not state.can_deal_board()
    with pytest.raises(PokerkitRejectedError, match="d db"):
        pokerkit_final_stacks(hand_to_phh(hand))


def assert_completion_refused(hand: Hand, action: str, pokerkit_least: int) -> None:
    """The engine completed a short all-in with `action`; pokerkit wants `pokerkit_least` at least."""
    assert d.known_differences(hand) == [d.SHORT_COMPLETED]
    state = pokerkit_state(text_until(hand, action))
    assert state.min_completion_betting_or_raising_to_amount == pokerkit_least
    with pytest.raises(PokerkitRejectedError, match=action):
        pokerkit_final_stacks(hand_to_phh(hand))


#: four pairs on 3rd street; the 2c brings in
PAIRS = {0: "Kc Kd 2c", 1: "Ac Ad 9h", 2: "Qc Qd Th", 3: "Jc Jd Js"}


def test_r3_4_all_in_bet_under_half_a_bet_is_completed_not_raised() -> None:
    hand = stacked(
        "stud",
        {0: "Ad Jc Kc Kd 5s 5h 4d", 1: "Qc Qs 8h 9d Th Jd 3h", 2: "6c 6s 2c 7d 8c Ts 3s"},
        button=2,
        stacks={0: 5, 1: 100, 2: 100},
        rules=NO_OPEN_PAIR,
    )
    act(hand, "2 bring-in; 0 call; 1 call")
    act(hand, "0 bet 2")  # all-in for less than half the 5 bet
    assert labels(hand) == ["Fold", "Call 2", "Complete to 5"]
    act(hand, "1 complete 5; 2 call")
    passive(hand)
    # pokerkit wants a raise of a full bet on top of the 2: to 7
    assert_completion_refused(hand, "cbr 5", pokerkit_least=7)


def test_r3_8_all_in_raise_under_half_a_raise_is_completed_not_raised_on_top() -> None:
    hand = stacked(
        "stud",
        PAIRS,
        button=3,
        stacks={0: 13, 1: 100, 2: 100, 3: 100},
        rules=NO_OPEN_PAIR,
    )
    act(hand, "0 bring-in; 1 complete 5; 2 raise 10; 3 call; 0 raise 12")  # all-in, adds 2
    assert labels(hand) == ["Fold", "Call 7", "Raise to 15"]  # completes the raise
    act(hand, "1 raise 15; 2 call; 3 call")
    passive(hand)
    assert_completion_refused(hand, "cbr 15", pokerkit_least=17)  # 12 + 5


def test_r3_5_all_in_under_half_a_raise_does_not_count_toward_the_cap() -> None:
    hand = stacked(
        "stud",
        PAIRS,
        button=3,
        stacks={0: 18, 1: 100, 2: 100, 3: 100},
        rules=NO_OPEN_PAIR,
    )
    act(hand, "0 bring-in; 1 complete 5; 2 raise 10; 3 raise 15; 0 raise 17")  # 17: adds 2, all-in
    assert labels(hand) == ["Fold", "Call 12", "Raise to 20"]  # complete + 2 raises + 1 more
    act(hand, "1 raise 20; 2 call; 3 call")
    passive(hand)
    assert d.CAP_SHORT_RAISE in d.known_differences(hand)
    with pytest.raises(PokerkitRejectedError, match="No more completion, betting, or raising"):
        pokerkit_final_stacks(hand_to_phh(hand))


#: seats 2 and 3 are short; the 3c brings in and seat 0 opens 4th and 5th street
SHORT_STACKS = {
    0: "2d 3d Ac Ah 9c 4h 5h",
    1: "Kc Qd 3c 7d 8c 6h 2h",
    2: "Jc Td 4c 8d Ts",
    3: "9d 9s 5c 6d Js",
}


def test_r3_8_all_in_raise_of_half_a_raise_reopens_where_pokerkit_does_not() -> None:
    hand = stacked("stud", SHORT_STACKS, button=3, stacks={0: 100, 1: 100, 2: 18, 3: 23})
    act(hand, "1 bring-in; 2 call; 3 call; 0 call")
    act(hand, "0 check; 1 check; 2 check; 3 check")
    act(hand, "0 bet 10; 1 call; 2 raise 15")  # all-in, adds 5 of a 10 raise: a full raise
    act(hand, "3 call")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 25"]  # seat 0 may raise again
    state = pokerkit_state(hand_to_phh(hand))
    assert state.actor_index == 0 and not state.can_complete_bet_or_raise_to()
    act(hand, "0 raise 25; 1 call; 3 call")
    passive(hand)
    assert d.known_differences(hand) == [d.HALF_RAISE_REOPENS]
    with pytest.raises(PokerkitRejectedError, match="Short all-in cannot be raised"):
        pokerkit_final_stacks(hand_to_phh(hand))


def test_r3_8_option_full_bet_two_short_all_ins_do_not_reopen_the_betting() -> None:
    """pokerkit reopens when consecutive short all-ins add up to a full bet; full_bet does not.

    The engine's choices are a subset of pokerkit's here, so played hands still agree.
    """
    rules = HouseRules(all_in_rule=AllInRule.FULL_BET)
    hand = stacked("stud", SHORT_STACKS, button=3, stacks={0: 100, 1: 100, 2: 18, 3: 23}, rules=rules)
    act(hand, "1 bring-in; 2 call; 3 call; 0 call")  # 3c brings in
    act(hand, "0 check; 1 check; 2 check; 3 check")
    act(hand, "0 bet 10; 1 call; 2 raise 15; 3 raise 20")  # +5 and +5: each short of a raise
    assert labels(hand) == ["Fold", "Call 10"]
    state = pokerkit_state(hand_to_phh(hand))
    assert state.actor_index == 0 and state.can_complete_bet_or_raise_to()
    act(hand, "0 call; 1 call")
    passive(hand)
    assert d.known_differences(hand) == []
    assert pokerkit_final_stacks(hand_to_phh(hand)) == final_stacks(hand)


def test_r4_6_hi_lo_side_pot_without_a_low_goes_to_the_high_hand() -> None:
    hand = stacked(
        "stud8",
        {
            0: "2d 3c Ah 4s 5h 9c Tc",  # the only low; all-in on 3rd street
            1: "Kc Kd Ks Qc Qd 8s 7s",  # the best high; all-in on 4th street
            2: "Jc Td Jh Js 9d 9h 6c",  # beats seat 3 for the last side pot
            3: "Qh 4d 2s 3h Ts 4c Jd",
        },
        button=3,
        stacks={0: 3, 1: 8, 2: 100, 3: 100},
    )
    act(hand, "3 bring-in; 0 call; 1 call; 2 call")
    act(hand, "2 bet 5; 3 call; 1 call")
    act(hand, "2 bet 10; 3 call")
    passive(hand)
    awards = [(e.pot, e.seat, e.share, e.amount) for e in hand.events if isinstance(e, PotAwarded)]
    assert awards == [
        (0, 1, PotShare.HIGH, 6),
        (0, 0, PotShare.LOW, 6),
        (1, 1, PotShare.WHOLE, 15),  # nobody in this side pot has a low: the high takes it all
        (2, 2, PotShare.WHOLE, 20),
    ]
    assert final_stacks(hand) == [6, 21, 102, 82]
    assert d.HILO_SIDE_POT in d.known_differences(hand)
    # pokerkit splits a "low half" of the first side pot between seats 1 and 2 (no low either)
    assert pokerkit_final_stacks(hand_to_phh(hand)) == [6, 18, 105, 82]


def test_r4_6_side_pots_split_separately_each_with_its_odd_chip() -> None:
    hand = stacked(
        "stud",
        {
            0: "5c 6d Kh Kd 7h 8s 9c",
            1: "5d 6h Qh 7c 8h 9d 3s",
            2: "Ac Ad Jc 4h Ts 2d 3d",
            3: "Js Jh Qs",
            4: "Tc Th 2c 3c",
        },
        button=4,
        stacks={0: 100, 1: 100, 2: 2, 3: 100, 4: 100},
    )
    act(hand, "4 bring-in; 0 call; 1 call; 2 call; 3 fold")  # seat 2 all-in for its last chip
    act(hand, "0 bet 5; 1 call; 4 fold")
    passive(hand)
    # main pot 9 and side pot 13, each split between the tied straights, odd chip to seat 0
    amounts = [(e.pot, e.seat, e.amount) for e in hand.events if isinstance(e, PotAwarded)]
    assert amounts == [(0, 0, 5), (0, 1, 4), (1, 0, 7), (1, 1, 6)]
    assert d.MERGED_POTS in d.known_differences(hand)
    stacks = final_stacks(hand)
    assert stacks[:2] == [104, 102]
    # the loser shows nothing that wins, so pokerkit merges the pots: 22 -> 11 and 11
    assert pokerkit_final_stacks(hand_to_phh(hand))[:2] == [103, 103]
