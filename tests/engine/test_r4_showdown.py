"""docs/rules.md §4: showdown order and mucking, high and low hands, hi/lo splits, odd chips, side pots."""

from __future__ import annotations

from studdesk.engine.cards import cards
from studdesk.engine.events import (
    CardDealt,
    Event,
    HandMucked,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    UncalledBetReturned,
)
from studdesk.engine.structure import HouseRules, OddChipRule, Structure

from .stacked import check_down, of_type, play, stacked_hand

THREE = {
    0: "Ah Ad 2c 5s 6s 7s 8s",  # aces; the 2c brings in
    1: "Kh Kd 9c 4d Jh 3s 7d",  # kings; J-high board opens 7th street
    2: "Qh Qd Tc 5d 6h 8c 3h",  # queens
}


def _showdown(events: list[Event]) -> list[tuple[str, int]]:
    return [
        ("show" if isinstance(e, ShowdownRevealed) else "muck", e.seat)
        for e in events
        if isinstance(e, ShowdownRevealed | HandMucked)
    ]


def _awards(events: list[Event]) -> list[tuple[int, int, int, PotShare]]:
    return [(e.pot, e.seat, e.amount, e.share) for e in of_type(events, PotAwarded)]


def test_r4_1_last_aggressor_on_the_final_round_shows_first_losers_muck() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    check_down(hand, until_street=4)
    assert hand.to_act == 1
    events = play(hand, "1 check; 2 bet 10; 0 call; 1 call")
    # queens first (the bettor), aces beat them and show, kings cannot win and muck
    assert _showdown(events) == [("show", 2), ("show", 0), ("muck", 1)]
    shown = of_type(events, ShowdownRevealed)
    assert shown[0].cards == cards(THREE[2])
    assert _awards(events) == [(0, 0, 3 + 6 + 30, PotShare.WHOLE)]


def test_r4_1_raiser_is_the_last_aggressor() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    check_down(hand, until_street=4)
    events = play(hand, "1 bet 10; 2 raise 20; 0 call; 1 call")
    assert _showdown(events) == [("show", 2), ("show", 0), ("muck", 1)]


def test_r4_1_no_bet_best_hand_showing_shows_first_then_clockwise() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    events = check_down(hand)
    assert _showdown(events) == [("show", 1), ("muck", 2), ("show", 0)]
    assert hand.final_stacks() == {0: 106, 1: 97, 2: 97}


def test_r4_1_option_show_losing_hands() -> None:
    hand = stacked_hand("stud", THREE, button=2, rules=HouseRules(show_losing_hands=True))
    hand.start()
    events = check_down(hand)
    assert _showdown(events) == [("show", 1), ("show", 2), ("show", 0)]
    # shown cards become visible in every view
    assert hand.view(0).seat(2).cards == cards(THREE[2])


def test_r4_1_mucked_cards_stay_hidden() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    check_down(hand)
    seat2 = hand.view(0).seat(2)
    assert [c is None for c in seat2.cards] == [True, True, False, False, False, False, True]


def test_r4_1_all_in_before_the_final_round_all_hands_turned_up_cards_dealt_out() -> None:
    hands = {0: THREE[0], 2: THREE[2]}
    hand = stacked_hand("stud", hands, button=2, stacks={0: 100, 2: 4})
    hand.start()
    events = play(hand, "0 bring-in; 2 complete 3; 0 call")
    assert hand.is_over
    assert len(of_type(events, CardDealt)) == 8  # 4th to 7th street, no betting
    # no final-round bettor: the best board (T-8-6-5) shows first; the loser shows too
    assert _showdown(events) == [("show", 2), ("show", 0)]
    assert hand.final_stacks() == {0: 104, 2: 0}


def test_r4_2_best_five_of_seven_flush_beats_straight() -> None:
    hands = {0: "2h 9h Kh 4c 7h 5d Jh", 1: "6c 7d 8s 9c Ts 2d 3s"}
    hand = stacked_hand("stud", hands, button=1)
    hand.start()
    events = check_down(hand)
    (award,) = of_type(events, PotAwarded)
    assert award.seat == 0
    assert award.winning_cards is not None
    assert sorted(map(str, award.winning_cards)) == sorted(["2h", "9h", "Kh", "7h", "Jh"])


def test_r4_2_wheel_is_the_lowest_straight() -> None:
    hands = {0: "Ac 2d 3h 4s 5c 9d Jh", 1: "2c 3d 4h 5s 6c Qd Ks"}
    hand = stacked_hand("stud", hands, button=1)
    hand.start()
    assert {e.seat for e in of_type(check_down(hand), PotAwarded)} == {1}


def test_r4_2_suits_never_rank_hands() -> None:
    hands = {0: "As Kh Qd Jc 9s 2c 3d", 1: "Ah Ks Qc Jd 9h 2h 3s"}
    hand = stacked_hand("stud", hands, button=1)
    hand.start()
    events = check_down(hand)
    assert sorted((e.seat, e.amount) for e in of_type(events, PotAwarded)) == [(0, 3), (1, 3)]
    # equal boards: the seat closest to the dealer shows first; a tie contends, so it shows
    assert _showdown(events) == [("show", 0), ("show", 1)]


HI_LO = {
    0: "Ac 2d 4h 5s 8c Jd 9h",  # 8-5-4-2-A low, ace high
    1: "Ad 2c 3h 6s 8d Qs Qh",  # 8-6-3-2-A low, queens
    2: "Kc Kh 9c",  # folds to the bring-in
}


def test_r4_3_low_85421_beats_86321_and_odd_chip_goes_high_r4_4() -> None:
    hand = stacked_hand("stud8", HI_LO, button=2)
    hand.start()
    events = check_down(hand, folds={2: 0})
    # pot 7: high half 4 to the queens, low half 3 to 8-5-4-2-A
    assert _awards(events) == [(0, 1, 4, PotShare.HIGH), (0, 0, 3, PotShare.LOW)]
    assert hand.final_stacks() == {0: 100, 1: 101, 2: 99}
    (show0,) = [e for e in of_type(events, ShowdownRevealed) if e.seat == 0]
    assert show0.low is not None


def test_r4_3_the_same_five_cards_may_make_high_and_low() -> None:
    hands = {0: "Ac 2d 3h 4s 5c Kd Kh", 1: "8c 7d 6h 2s 3c Qd Qh"}
    hand = stacked_hand("stud8", hands, button=1)
    hand.start()
    events = check_down(hand)
    # the wheel is both the best high (a straight beats queens) and the best low: a scoop
    assert _awards(events) == [(0, 0, 3, PotShare.HIGH), (0, 0, 3, PotShare.LOW)]
    high, low = of_type(events, PotAwarded)
    assert high.winning_cards is not None and low.winning_cards is not None
    assert set(high.winning_cards) == set(low.winning_cards) == set(cards("Ac 2d 3h 4s 5c"))


def test_r4_4_no_qualifying_low_high_takes_everything() -> None:
    hands = {0: "Kc Kd 9h 9s Tc 3d 3h", 1: "Ac Ad 9c 9d Th Js Qs"}
    hand = stacked_hand("stud8", hands, button=1)
    hand.start()
    events = check_down(hand)
    assert _awards(events) == [(0, 1, 6, PotShare.WHOLE)]
    assert all(e.low is None for e in of_type(events, ShowdownRevealed))


def test_r4_4_quartering_rulebook_example() -> None:
    # pot 12; A has a flush and 7-5-4-2-A, B the same low: A 6 + 3, B 3
    hands = {0: "Ah 2h 4h 5h 7h Kc Qd", 1: "Ac 2d 4s 5c 7d Ks Jd"}
    hand = stacked_hand("stud8", hands, button=1, structure=Structure(0, 2, 6, 12))
    hand.start()
    events = play(hand, "0 bring-in; 1 complete 6; 0 call") + check_down(hand)
    assert _awards(events) == [
        (0, 0, 6, PotShare.HIGH),
        (0, 0, 3, PotShare.LOW),
        (0, 1, 3, PotShare.LOW),
    ]
    assert hand.final_stacks() == {0: 103, 1: 97}


TIE = {
    0: "As Kh Qd Jc 9s 2c 3d",  # A-K-Q-J-9 with the ace of spades
    1: "Ah Ks Qc Jd 9h 2h 3s",  # the same ranks; the Qc brings in
    2: "Tc Td Kc",  # folds to the bring-in
}


def test_r4_5_odd_chip_by_position_from_the_dealers_left() -> None:
    hand = stacked_hand("stud", TIE, button=0)  # clockwise order 1, 2, 0
    hand.start()
    events = check_down(hand, folds={2: 0})
    assert _awards(events) == [(0, 1, 4, PotShare.WHOLE), (0, 0, 3, PotShare.WHOLE)]
    assert hand.final_stacks() == {0: 100, 1: 101, 2: 99}


def test_r4_5_option_odd_chip_to_the_high_card_by_suit() -> None:
    rules = HouseRules(odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT)
    hand = stacked_hand("stud", TIE, button=0, rules=rules)
    hand.start()
    events = check_down(hand, folds={2: 0})
    # the As beats the Ah: seat 0 gets the odd chip although seat 1 sits first
    assert sorted((e.seat, e.amount) for e in of_type(events, PotAwarded)) == [(0, 4), (1, 3)]
    assert hand.final_stacks() == {0: 101, 1: 100, 2: 99}


def test_r4_5_odd_chips_in_razz_ties_by_position() -> None:
    hands = {
        0: "As 2h 3d 4c 6s Kd Kh",  # 6-4-3-2-A
        1: "Ah 2s 3c 4d 6h Qd Qh",  # 6-4-3-2-A
        2: "Tc Td Jc Js Th 9c 9d",  # the Jc brings in
    }
    hand = stacked_hand("razz", hands, button=0)  # clockwise order 1, 2, 0
    hand.start()
    events = check_down(hand)
    # pot 9 split between the tied lows: the odd chip to seat 1, first from the dealer's left
    assert sorted((e.seat, e.amount) for e in of_type(events, PotAwarded)) == [(0, 4), (1, 5)]


def test_r4_5_option_razz_odd_chip_to_the_lowest_card_by_suit() -> None:
    hands = {
        0: "Ah 2h 3d 4c 6s Kd Kh",  # 6-4-3-2-A, lowest card the Ah
        1: "As 2s 3c 4d 6h Qd Qh",  # 6-4-3-2-A, lowest card the As
        2: "Tc Td Jc Js Th 9c 9d",  # the Jc brings in
    }
    rules = HouseRules(odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT)
    hand = stacked_hand("razz", hands, button=0, rules=rules)  # clockwise order 1, 2, 0
    hand.start()
    events = check_down(hand)
    # the Ah is lower than the As: seat 0 gets the odd chip although seat 1 sits first
    # (and although seat 1 holds the higher card by suit)
    assert sorted((e.seat, e.amount) for e in of_type(events, PotAwarded)) == [(0, 5), (1, 4)]


#: seats 0 and 1 tie for low (7-5-4-2-A) and lose the high to seat 2's queens
LOW_TIE = {
    0: "Ah 2d 9h 4s 5c 7d Ks",
    1: "Ac 2s 9c 4d 5h 7c Kd",  # the 9c brings in
    2: "Qc Qd Qh Js Ts 3h 8s",
}


def test_r4_5_low_half_odd_chip_by_position() -> None:
    hand = stacked_hand("stud8", LOW_TIE, button=2)  # clockwise order 0, 1, 2
    hand.start()
    events = play(hand, "1 bring-in; 2 complete 5; 0 call; 1 call") + check_down(hand)
    # pot 18: high 9 to seat 2; the low 9 split 5/4, the odd chip to seat 0 (dealer's left)
    assert _awards(events) == [(0, 2, 9, PotShare.HIGH), (0, 0, 5, PotShare.LOW), (0, 1, 4, PotShare.LOW)]


def test_r4_5_option_low_half_odd_chip_to_the_lowest_card_by_suit() -> None:
    rules = HouseRules(odd_chip_rule=OddChipRule.HIGH_CARD_BY_SUIT)
    hand = stacked_hand("stud8", LOW_TIE, button=2, rules=rules)
    hand.start()
    events = play(hand, "1 bring-in; 2 complete 5; 0 call; 1 call") + check_down(hand)
    # the Ac is the lowest card of the tied lows: seat 1 gets the low half's odd chip
    assert _awards(events) == [(0, 2, 9, PotShare.HIGH), (0, 1, 5, PotShare.LOW), (0, 0, 4, PotShare.LOW)]


def test_r4_6_side_pots_split_high_low_separately() -> None:
    hands = {
        0: "Ac 2d 3h 4s 6c Kd Qh",  # best low (6-4-3-2-A), all-in with the bring-in
        1: "9c 9d 9h 5s Jc Td 8s",  # trip nines, no low
        2: "7c 6d 5h 3c 2s Jh Tc",  # 7-6-5-3-2 low
    }
    hand = stacked_hand("stud8", hands, button=2, stacks={0: 3, 1: 100, 2: 100})
    hand.start()
    events = play(hand, "0 bring-in; 1 call; 2 call; 1 bet 5; 2 call") + check_down(hand)
    assert _awards(events) == [
        (0, 1, 5, PotShare.HIGH),
        (0, 0, 4, PotShare.LOW),
        (1, 1, 5, PotShare.HIGH),
        (1, 2, 5, PotShare.LOW),
    ]
    assert hand.final_stacks() == {0: 4, 1: 102, 2: 97}


def test_r3_10_an_ante_nobody_could_match_is_returned_not_won_as_a_side_pot() -> None:
    # seat 2 is all-in from a 2-chip ante, so no betting round follows: seat 0's
    # third ante chip and beyond were matched by nobody and go back before the showdown
    hands = {0: THREE[0], 2: THREE[2]}
    hand = stacked_hand("stud", hands, button=2, stacks={0: 100, 2: 2}, structure=Structure(5, 5, 10, 20))
    events = list(hand.start())
    assert hand.is_over
    returned = of_type(events, UncalledBetReturned)
    assert [(e.seat, e.amount) for e in returned] == [(0, 3)]
    assert _awards(events) == [(0, 0, 4, PotShare.WHOLE)]  # one pot of 2 + 2: aces win it
    assert hand.final_stacks() == {0: 102, 2: 0}
