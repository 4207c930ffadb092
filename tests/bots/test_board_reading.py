"""Board readings of the Hard level on constructed boards: Five Card Stud's "beats the board"."""

from __future__ import annotations

from studdesk.bots.firstround import beats_the_bettors
from studdesk.bots.handread import beats_the_board, has_four_card_draw, showing
from studdesk.bots.reading import read_view
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import cards
from studdesk.engine.hand import Hand

from .test_strategy import act, decision, third_street


def test_what_shows_is_compared_group_first() -> None:
    assert showing([5, 5, 13]) == (1, (5, 13))
    assert showing([9, 4, 9, 4]) == (2, (9, 4))
    assert showing([7, 7, 7, 2]) == (4, (7, 2))
    assert beats_the_board(cards("5d 5h Kc"), cards("As Qh"))  # a pair beats high cards
    assert not beats_the_board(cards("Ad Kh 9c"), cards("4s 4h"))  # ace high does not beat a pair
    assert beats_the_board(cards("9d 9h 4c 4s"), cards("Ks Kh 2c"))  # two pair beat one
    assert not beats_the_board(cards("Kd 9h 5c"), cards("Ks 9c"))  # a tie: the hole card decides
    assert beats_the_board(cards("Kd Th 5c"), cards("Ks 9c"))
    assert not beats_the_board(cards("Jd 7h 4c"), cards("Qs 2c"))
    assert beats_the_board(cards("Jd 7h"), ())


def test_four_card_draws() -> None:
    assert has_four_card_draw(cards("2h 9h Kh 5h"))
    assert has_four_card_draw(cards("5c 6d 7h 9s"))  # inside: four ranks within five
    assert has_four_card_draw(cards("Ac 2d 3h 4s"))  # the wheel
    assert has_four_card_draw(cards("Ac Kd Qh Ts"))
    assert not has_four_card_draw(cards("2c 6d 7h 9s"))
    assert not has_four_card_draw(cards("2h 9h Kh"))


def _third_street_bet(hero_hole: str) -> Hand:
    """Five Card Stud heads-up: seat 0 brings it in with the 2c, calls the completion of
    seat 1 (the hero, `hero_hole` under 4h), catches the Qh and bets 3rd street."""
    hand = third_street("five", ["9s 2c", f"{hero_hole} 4h"], later=["Qh", "7s"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)
    return hand


def test_five_hard_folds_a_hand_that_cannot_beat_the_bettor_on_a_later_street() -> None:
    kind, why = decision(_third_street_bet("Jd"))  # jack high against a queen showing
    assert kind is ActionKind.FOLD, why
    assert "does not beat the board of the players in the pot and has no four-card draw" in why
    kind, why = decision(_third_street_bet("Ks"))  # king high beats it: weighed as usual
    assert "does not beat" not in why
    assert "worth" in why, why


def test_five_a_hole_card_over_the_raisers_door_beats_the_board() -> None:
    # seat 0 (2c door) brings in, seat 1 completes with a queen showing; seat 2 to act
    for hole, beats in (("Kd", True), ("Jd", False), ("3h", True), ("Qs", False)):
        hand = third_street("five", ["9s 2c", "4d Qh", f"{hole} 3d"])
        act(hand, ActionKind.BRING_IN)
        act(hand, ActionKind.COMPLETE)
        # a pair of threes beats a lone queen; king high does; jack or queen high does not
        assert beats_the_bettors(read_view(hand.view(2))) is beats, hole


def test_five_hard_folds_what_cannot_beat_the_raisers_board() -> None:
    hand = third_street("five", ["9s 2c", "4d Qh", "Jd Th"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    kind, why = decision(hand, "hard")
    assert kind is ActionKind.FOLD, why
    assert "does not beat" in why
    # the same cards with a king in the hole beat the queen and play on
    hand = third_street("five", ["9s 2c", "4d Qh", "Kd Th"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    kind, why = decision(hand, "hard")
    assert kind is not ActionKind.FOLD, why
