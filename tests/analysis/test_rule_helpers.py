"""Rule helpers: each one checked against the engine's own decisions, on constructed hands
(R3.2, R3.6, R3.7, R3.9, R4.3) and on random hands (property tests)."""

from __future__ import annotations

from engine.randomhands import random_hand
from engine.stacked import check_down, play, stacked_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.analysis import describe as wording
from studdesk.analysis.rulehelp import bring_in_reason, low_chances, open_pair_rule, opener_reason
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import card
from studdesk.engine.events import ActionOn, StreetStarted
from studdesk.engine.hand import Hand
from studdesk.engine.structure import HouseRules


def test_r3_2_bring_in_suit_tiebreak_explained() -> None:
    # R3.2's example: up cards 2h 2s 2d Ac -> the 2d brings in... clubs lowest: here 2d vs 2h vs 2s
    hand = stacked_hand("stud", {0: "Kc Kd 2h", 1: "Qc Qd 2s", 2: "Jc Jd 2d", 3: "Tc Td Ac"}, button=3)
    hand.start()
    view = hand.view(0)
    reason = bring_in_reason(view)
    assert reason is not None
    assert reason.seat == hand.to_act == 2 and reason.door == card("2d")
    assert reason.suit_tie == card("2h")  # the nearest door of the same rank, decided by suit
    assert wording.bring_in_text(reason, view) == (
        "P2 brings in: the 2♦ is the lowest up card, aces high; the 2♥ has the same rank, "
        "and suits break the tie (clubs, diamonds, hearts, spades from lowest) (R3.2)."
    )


def test_r3_2_razz_highest_card_brings_in() -> None:
    hand = stacked_hand("razz", {0: "2c 3d Kh", 1: "4c 5d Ks", 2: "6c 7d As"}, button=2)
    hand.start()
    reason = bring_in_reason(hand.view(1))
    assert reason is not None and reason.seat == hand.to_act == 1  # K♠ above K♥ (§9)
    assert wording.bring_in_text(reason, hand.view(1)).startswith("You bring")


def test_r3_9_all_in_door_owner_passes_the_bring_in_on() -> None:
    hand = stacked_hand(
        "stud", {0: "Kc Kd 2c", 1: "Qc Qd 9s", 2: "Jc Jd Td"}, button=2, stacks={0: 1, 1: 50, 2: 50}
    )
    hand.start()  # seat 0 is all-in from the ante with the lowest door
    reason = bring_in_reason(hand.view(1))
    assert reason is not None
    assert (reason.door_seat, reason.seat) == (0, hand.to_act) == (0, 1)
    assert reason.passed_all_in == (0,)
    assert "so you, the next player with chips, bring in (R3.9)." in wording.bring_in_text(
        reason, hand.view(1)
    )


def test_r3_6_opener_tie_goes_to_the_first_from_the_dealers_left() -> None:
    hand = stacked_hand("stud", {0: "2c 3c 9s Kh", 1: "2d 3d 9h Kd", 2: "4c 5c 8d 7d"}, button=2)
    hand.start()
    play(hand, "2 bring-in; 0 call; 1 call")
    view = hand.view(2)
    reason = opener_reason(view)
    assert reason is not None and reason.seat == hand.to_act == 0
    assert reason.tied_seats == (1,)
    assert wording.opener_text(reason, view) == (
        "P0 acts first with the best hand showing, king high (9♠ K♥); P1 shows "
        "as much, and the first from the dealer's left acts first (R3.6)."
    )


def test_r3_7_open_pair_allowed_on_fourth_street() -> None:
    hand = stacked_hand("stud", {0: "2c 3c 9s 9h", 1: "2d 3d Th Kd"}, button=1)
    hand.start()
    play(hand, "0 bring-in; 1 call")
    view = hand.view(0)
    rule = open_pair_rule(view)
    assert rule.allowed_now and rule.pair_seats == (0,)
    assert [o.amount for o in hand.legal_actions() if o.kind is ActionKind.BET] == [5, 10]
    assert wording.open_pair_text(rule, view).startswith("A pair shows (You): on 4th street")


def test_r3_7_no_open_pair_in_hi_lo_or_with_the_house_rule_off() -> None:
    hand = stacked_hand("stud8", {0: "2c 3c 9s 9h", 1: "2d 3d Th Kd"}, button=1)
    hand.start()
    assert not open_pair_rule(hand.view(0)).applies
    off = stacked_hand(
        "stud", {0: "2c 3c 9s 9h", 1: "2d 3d Th Kd"}, button=1, rules=HouseRules(open_pair_big_bet=False)
    )
    off.start()
    play(off, "0 bring-in; 1 call")
    rule = open_pair_rule(off.view(0))
    assert rule.applies and not rule.house_rule_on and not rule.allowed_now


def test_r4_3_low_possible_for_each_player() -> None:
    hand = stacked_hand("stud8", {0: "As 2s 3d", 1: "Kc Kd Qh", 2: "9c 9d 7h"}, button=1)
    hand.start()
    chances = {c.seat: c for c in low_chances(hand.view(0))}
    assert chances[0].needed == 2 and chances[0].possible
    assert chances[1].low_ranks == () and chances[1].needed == 5 and chances[1].unknown == 6
    assert chances[2].low_ranks == (card("7h").rank,) and chances[2].possible


def test_low_impossible_when_not_enough_cards_can_come() -> None:
    hand = stacked_hand("stud8", {0: "As 2s 3d Kd Qd Jd", 1: "Kc 4d Qh Tc 9c 9h"}, button=1)
    hand.start()
    check_down(hand, until_street=3)
    chances = {c.seat: c for c in low_chances(hand.view(0))}
    assert not chances[0].possible  # A 2 3 and one card to come: two low cards needed
    assert "no low possible" in wording.low_chance_text(chances[0], hand.view(0))


def test_no_low_chances_in_seven_card_stud() -> None:
    hand = stacked_hand("stud", {0: "As 2s 3d", 1: "Kc Kd Qh"}, button=1)
    hand.start()
    assert low_chances(hand.view(0)) == ()


# ----------------------------------------------------------------------------- properties


def _first_turns(hand: Hand) -> dict[int, int]:
    """street -> the seat the engine asked first on that street."""
    firsts: dict[int, int] = {}
    street = -1
    for e in hand.events:
        if isinstance(e, StreetStarted):
            street = e.street
        elif isinstance(e, ActionOn) and street not in firsts:
            firsts[street] = e.seat
    return firsts


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_helpers_name_the_seat_the_engine_asks_first_on_random_hands(seed: int) -> None:
    hand = random_hand(seed)
    hand.start()
    rng_choice = seed
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        firsts = _first_turns(hand)
        if hand.street == 0 and 0 in firsts:
            reason = bring_in_reason(view)
            assert reason is not None and reason.seat == firsts[0]
        elif hand.street > 0 and hand.street in firsts:
            opener = opener_reason(view)
            assert opener is not None and opener.seat == firsts[hand.street]
        offers = hand.legal_actions()
        rule = open_pair_rule(view)
        bets = [o for o in offers if o.kind.is_aggressive and not o.all_in]
        if rule.allowed_now and len(bets) == 2:
            assert bets[1].amount > bets[0].amount  # the big bet is on offer
        if not rule.allowed_now and hand.street > 0:
            assert len(bets) <= 1  # no open pair: one size only
        rng_choice = (rng_choice * 1103515245 + 12345) % 2**31
        hand.apply(Act.taking(seat, offers[rng_choice % len(offers)]))
