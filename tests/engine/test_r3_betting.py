"""docs/rules.md R3.1, R3.5-R3.7, R3.10: bet sizes, the cap, openers, open pairs, folds.

Short all-ins (R3.8) are in test_r3_8_all_ins.py.
"""

from __future__ import annotations

import pytest

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionTaken,
    HandMucked,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    UncalledBetReturned,
)
from studdesk.engine.structure import HouseRules

from .stacked import boards_hand, check_down, labels, of_type, play, stacked_hand

#: no pair ever shows; the 2c brings in; seat 3 (king) opens 4th and 5th street
FOUR = {
    0: "As Kd 2c 7h 9s Jd 4c",
    1: "Ac Qd 3c 8h Ts 6d 5c",
    2: "Ah Jc 4d 9h 2s Qc 7c",
    3: "Ad Tc 5h Kh 3s 8d 6c",
}


def test_r3_1_seven_card_bet_sizes_small_small_big_big_big() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    seen = []
    for street in (1, 2, 3, 4):
        check_down(hand, until_street=street)
        seen.append(labels(hand))
    assert seen == [["Check", "Bet 5"], ["Check", "Bet 10"], ["Check", "Bet 10"], ["Check", "Bet 10"]]
    assert hand.street == 4


def test_r3_1_five_card_bet_sizes_small_small_big_big() -> None:
    hands = {0: "As 2c 7h 9s Jd", 1: "Ac 3c 8h Ts 6d", 2: "Ah 4d 9h 2s Qc"}
    hand = stacked_hand("five", hands, button=2)
    hand.start()
    assert labels(hand) == ["Bring-in 2", "Complete to 5"]
    seen = []
    for street in (1, 2, 3):
        check_down(hand, until_street=street)
        seen.append(labels(hand))
    assert seen == [["Check", "Bet 5"], ["Check", "Bet 10"], ["Check", "Bet 10"]]


def test_r3_5_cap_bet_and_three_raises() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    play(hand, "0 bring-in; 1 call; 2 call; 3 call")
    play(hand, "3 bet 5; 0 raise 10; 1 raise 15; 2 raise 20")
    assert labels(hand) == ["Fold", "Call 15"]
    play(hand, "3 call; 0 call; 1 call")
    assert hand.street == 2


def test_r3_5_bring_in_is_not_counted_completion_is() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    play(hand, "0 bring-in; 1 complete 5; 2 raise 10; 3 raise 15")
    assert labels(hand) == ["Fold", "Call 13", "Raise to 20"]
    play(hand, "0 raise 20")
    assert labels(hand) == ["Fold", "Call 15"]


def test_r3_5_cap_applies_heads_up_by_default() -> None:
    hand = stacked_hand("stud", {0: FOUR[0], 3: FOUR[3]}, button=3)
    hand.start()
    play(hand, "0 bring-in; 3 call; 3 bet 5; 0 raise 10; 3 raise 15; 0 raise 20")
    assert labels(hand) == ["Fold", "Call 5"]


def test_r3_5_option_uncapped_heads_up() -> None:
    rules = HouseRules(uncapped_heads_up=True)
    hand = stacked_hand("stud", {0: FOUR[0], 3: FOUR[3]}, button=3, rules=rules)
    hand.start()
    play(hand, "0 bring-in; 3 call; 3 bet 5; 0 raise 10; 3 raise 15; 0 raise 20")
    play(hand, "3 raise 25; 0 raise 30; 3 raise 35")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 40"]


def test_r3_5_option_uncapped_heads_up_starts_when_the_third_player_folds() -> None:
    rules = HouseRules(uncapped_heads_up=True)
    hand = stacked_hand("stud", {s: FOUR[s] for s in (0, 1, 3)}, button=3, rules=rules)
    hand.start()
    play(hand, "0 bring-in; 1 call; 3 call; 3 bet 5; 0 raise 10; 1 raise 15; 3 raise 20")
    assert labels(hand) == ["Fold", "Call 10"]  # three players: capped
    play(hand, "0 fold")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 25"]  # heads-up now: no cap


def test_r3_5_option_raise_cap_four() -> None:
    hand = stacked_hand("stud", FOUR, button=3, rules=HouseRules(raise_cap=4))
    hand.start()
    play(hand, "0 bring-in; 1 call; 2 call; 3 call")
    play(hand, "3 bet 5; 0 raise 10; 1 raise 15; 2 raise 20")
    assert labels(hand) == ["Fold", "Call 15", "Raise to 25"]
    play(hand, "3 raise 25")
    assert labels(hand) == ["Fold", "Call 15"]


def _opener(variant: str, boards: dict[int, str], button: int = 2) -> int | None:
    return boards_hand(variant, boards, button=button).to_act


@pytest.mark.parametrize(
    ("boards", "expected"),
    [
        ({0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, 1),  # a pair beats ace-king
        ({0: "Kc Kd Qc Qd", 1: "7c 7d 7h 2s", 2: "Ac Jd 9h 4s"}, 1),  # trips beat two pair
        ({0: "Ac Ad Kh Qh", 1: "3c 3d 2c 2d", 2: "Jc Td 8h 6s"}, 1),  # two pair beat aces
        ({0: "As Ks Qs Js", 1: "2c 2d 7h 9s", 2: "Ac Qd 8h 6s"}, 1),  # no straights/flushes
        ({0: "Ac Ad 9h 3s", 1: "Ah As Th 2c", 2: "Kc Qd 8h 6s"}, 1),  # kicker by rank
        ({0: "Jc Jd Jh 2s", 1: "5c 5d 5h 5s", 2: "Ac Kd Qh 9s"}, 1),  # quads beat trips
        ({0: "Ac 9d", 1: "Kc Qd", 2: "Ad 8c"}, 0),  # high cards: A-9 beats A-8 and K-Q
    ],
)
def test_r3_6_best_hand_showing_opens(boards: dict[int, str], expected: int) -> None:
    assert _opener("stud", boards) == expected


def test_r3_6_opener_may_check_or_bet() -> None:
    rules = HouseRules(open_pair_big_bet=False)
    hand = boards_hand("stud", {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2, rules=rules)
    assert hand.to_act == 1
    assert labels(hand) == ["Check", "Bet 5"]


def test_r3_6_ties_go_to_the_seat_closest_to_the_dealer_not_by_suit() -> None:
    boards = {0: "As Ks Qs 9s", 1: "Ad Kd Qd 9d", 2: "Jc Tc 8h 6s"}
    assert _opener("stud", boards, button=0) == 1  # seat 1 is the dealer's left
    assert _opener("stud", boards, button=1) == 0  # seat 2 is left, then seat 0


def test_r3_6_hi_lo_high_hand_showing_opens_low_cards_ignored() -> None:
    assert _opener("stud8", {0: "2c 3d", 1: "Ah Kh", 2: "4c 5d"}) == 1
    assert _opener("stud8", {0: "Ac 2d 3h 4s", 1: "Kc Kd 9h 8s", 2: "5c 6d 7h 8c"}) == 1


def test_r3_6_razz_best_low_showing_opens() -> None:
    assert _opener("razz", {0: "Kc Kd", 1: "Ah 2d", 2: "3c 4d"}) == 1
    assert _opener("razz", {0: "Qc Jd", 1: "2c 2d", 2: "Kc 3h"}) == 0  # pairs are bad
    assert _opener("razz", {0: "Ac 3d", 1: "2c 3h", 2: "4c 5h"}) == 0  # the ace is low
    boards = {0: "8c 7d 5h 2s", 1: "8d 6c 5c 4h", 2: "9c 3d 2h Ah"}
    assert _opener("razz", boards) == 1  # 8-6 beats 8-7; 9 high loses


def test_r3_6_five_card_stud_best_showing_opens() -> None:
    assert _opener("five", {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}) == 1


def test_r3_6_all_in_best_showing_next_active_player_opens() -> None:
    # seat 1 is all-in after calling the bring-in with its last chips
    boards = {0: "4c 9d", 1: "Ac Ad", 2: "Kc Qd", 3: "5c 8d"}
    hand = boards_hand("stud", boards, button=3, stacks={0: 100, 1: 3, 2: 100, 3: 100})
    assert hand.by_seat[1].stack == 0
    assert hand.to_act == 2
    assert labels(hand) == ["Check", "Bet 5", "Bet 10"]  # the pair still allows the big bet


def test_r3_7_open_pair_big_bet_seven_card_stud_fourth_street() -> None:
    hand = boards_hand("stud", {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2)
    assert hand.to_act == 1
    assert labels(hand) == ["Check", "Bet 5", "Bet 10"]
    play(hand, "1 bet 5")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 10", "Raise to 15"]
    events = play(hand, "2 raise 15")
    assert of_type(events, ActionTaken)[0].big
    # after a big raise, later raises are big
    assert labels(hand) == ["Fold", "Call 15", "Raise to 25"]


def test_r3_7_open_pair_any_player_may_bet_big() -> None:
    hand = boards_hand("stud", {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2)
    events = play(hand, "1 check; 2 bet 10")
    assert of_type(events, ActionTaken)[1].big
    assert labels(hand) == ["Fold", "Call 10", "Raise to 20"]


@pytest.mark.parametrize("variant", ["stud8", "razz"])
def test_r3_7_no_open_pair_big_bet_in_hi_lo_or_razz(variant: str) -> None:
    hand = boards_hand(variant, {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2)
    assert labels(hand) == ["Check", "Bet 5"]


def test_r3_7_five_card_stud_open_pair_on_third_street() -> None:
    hand = boards_hand("five", {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2)
    assert hand.street == 1
    assert labels(hand) == ["Check", "Bet 5", "Bet 10"]


def test_r3_7_option_open_pair_big_bet_off() -> None:
    rules = HouseRules(open_pair_big_bet=False)
    for variant in ("stud", "five"):
        hand = boards_hand(variant, {0: "Ah Kh", 1: "3c 3d", 2: "Qc Jd"}, button=2, rules=rules)
        assert labels(hand) == ["Check", "Bet 5"]


def test_r3_7_pair_on_a_big_bet_street_changes_nothing() -> None:
    hand = boards_hand("stud", {0: "Ah Kh 2c", 1: "3c 3d 4h", 2: "Qc Jd 9s"}, button=2)
    assert hand.street == 2
    assert labels(hand) == ["Check", "Bet 10"]


def test_r3_10_everyone_folds_last_player_wins_without_showing() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    events = play(hand, "0 bring-in; 1 complete 5; 2 fold; 3 fold; 0 fold")
    assert of_type(events, UncalledBetReturned) == [UncalledBetReturned(1, 3)]
    assert of_type(events, ShowdownRevealed) == [] and of_type(events, HandMucked) == []
    assert of_type(events, PotAwarded) == [PotAwarded(0, 1, 8, PotShare.WHOLE, None, None)]
    assert hand.is_over
    assert hand.final_stacks() == {0: 97, 1: 105, 2: 99, 3: 99}


def test_r3_10_fold_to_the_bring_in_returns_it() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    events = play(hand, "0 bring-in; 1 fold; 2 fold; 3 fold")
    assert of_type(events, UncalledBetReturned) == [UncalledBetReturned(0, 2)]
    assert hand.final_stacks() == {0: 103, 1: 99, 2: 99, 3: 99}


def test_r3_10_uncalled_bet_on_a_later_street_is_returned() -> None:
    hand = stacked_hand("stud", FOUR, button=3)
    hand.start()
    play(hand, "0 bring-in; 1 call; 2 call; 3 call; 3 check; 0 check; 1 check; 2 check")
    events = play(hand, "3 bet 10; 0 fold; 1 raise 20; 2 fold; 3 fold")
    assert of_type(events, UncalledBetReturned) == [UncalledBetReturned(1, 10)]
    kinds = [e.kind for e in of_type(events, ActionTaken)]
    assert kinds[-1] is ActionKind.FOLD
    assert hand.final_stacks() == {0: 97, 1: 97 + 12 + 10, 2: 97, 3: 87}
