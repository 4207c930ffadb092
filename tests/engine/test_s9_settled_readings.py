"""docs/rules.md §9: the settled readings, one test each.

The fourth reading (hand histories with unknown cards) is tested with the PHH replay, in
tests/persistence/test_phh_unknown_cards.py.
"""

from __future__ import annotations

from studdesk.engine.cards import card
from studdesk.engine.events import ActionOn, CommunityCardDealt, StreetStarted
from studdesk.engine.structure import Structure

from .stacked import check_down, labels, of_type, play, stacked_hand

#: 48 cards dealt to eight players, so 7th street is a community card (R2.7). Nobody's own up
#: cards pair; seat 1 shows A-K. With the 5h community card, seat 0's Q-J-9-5 would be a pair.
COMMUNITY_BOARDS = {
    0: "2c 3c Qd Jd 9d 5d",
    1: "2d 3d Ac Kc 8h 7s",
    2: "Ad Ah Qc Jc 9c 8c",
    3: "As Kd Qh Jh 9h 6h",
    4: "Kh Ks Qs Js 9s 6s",
    5: "5c 5s Tc 8d 7d 6d",  # the Tc brings in
    6: "4c 4d Td 7c 6c 2h",
    7: "4h 4s Th 8s 7h 3h",
}


def test_s9_community_card_changes_nobodys_order_on_7th_street() -> None:
    hand = stacked_hand("stud", COMMUNITY_BOARDS, button=7, community="5h")
    events = list(hand.start()) + check_down(hand, until_street=4)
    seventh = next(i for i, e in enumerate(events) if isinstance(e, StreetStarted) and e.street == 4)
    assert of_type(events[seventh:], CommunityCardDealt) == [CommunityCardDealt(card("5h"))]
    # best hand on the players' own up cards: seat 1's A-K, not seat 0's "pair" with the 5h
    assert of_type(events[seventh:], ActionOn)[0].seat == 1


def test_s9_razz_bring_in_ties_go_by_suit_spades_highest() -> None:
    for doors, expected in ((("Kh", "Ks", "2c"), 1), (("Kd", "Kh", "Kc"), 1), (("Qs", "Qc", "Jd"), 0)):
        holdings = {
            seat: f"{down} {door}"
            for seat, (down, door) in enumerate(zip(("9s 9d", "8s 8d", "7s 7d"), doors, strict=True))
        }
        hand = stacked_hand("razz", holdings, button=2)
        hand.start()
        assert hand.to_act == expected, doors


def test_s9_bring_in_equal_to_the_small_bet_is_the_rounds_bet() -> None:
    three = {0: "Ah Ad 2c", 1: "Kh Kd 9c", 2: "Qh Qd Tc"}  # the 2c brings in
    hand = stacked_hand("stud", three, button=2, structure=Structure(1, 5, 5, 10))
    hand.start()
    assert labels(hand) == ["Bring-in 5"]  # nothing to complete
    play(hand, "0 bring-in")
    assert labels(hand) == ["Fold", "Call 5", "Raise to 10"]  # no completion either
    play(hand, "1 raise 10; 2 raise 15; 0 raise 20")
    # capped: the bring-in as the bet + three raises (R3.5); seat 1 owes 10 more
    assert labels(hand) == ["Fold", "Call 10"]
