"""docs/rules.md R3.2-R3.4 and R3.9: who brings in, what the bring-in and the next players may do."""

from __future__ import annotations

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.errors import IllegalActionError
from studdesk.engine.events import ActionOn, ActionTaken, PotAwarded, StreetStarted, UncalledBetReturned
from studdesk.engine.structure import Structure

from .stacked import check_down, labels, of_type, play, stacked_hand


def _doors(variant: str, doors: list[str], button: int | None = None) -> int | None:
    """The seat asked to bring in when seat i shows doors[i] (down cards are fillers)."""
    fillers = iter(["9s", "9d", "9c", "9h", "8s", "8d", "8c", "8h", "6s", "6d", "6c", "6h"])
    downs = 2 if variant != "five" else 1
    holdings = {
        seat: " ".join([*(next(fillers) for _ in range(downs)), door]) for seat, door in enumerate(doors)
    }
    hand = stacked_hand(variant, holdings, button=len(doors) - 1 if button is None else button)
    hand.start()
    return hand.to_act


def test_r3_2_lowest_up_card_brings_in_suit_breaks_ties_rulebook_example() -> None:
    assert _doors("stud", ["2h", "2s", "2d", "Ac"]) == 2  # the 2d
    assert _doors("stud", ["2h", "2s", "2d", "Ac"], button=1) == 2  # position plays no part


def test_r3_2_ace_is_high_for_the_bring_in() -> None:
    assert _doors("stud", ["Ac", "Kd", "3s"]) == 2
    assert _doors("stud", ["As", "Kh", "Kc"]) == 2


def test_r3_2_hi_lo_example_ace_stays_high() -> None:
    assert _doors("stud8", ["3h", "As", "3c"]) == 2  # the 3c, not the ace


def test_r3_2_five_card_stud_lowest_door_card() -> None:
    assert _doors("five", ["Th", "4c", "4d", "Ks"]) == 1


def test_r3_2_razz_highest_card_brings_in_ace_low_kings_highest() -> None:
    assert _doors("razz", ["Qs", "Kd", "Ah", "2c"]) == 1
    assert _doors("razz", ["As", "2c", "Ad"]) == 1  # the ace is the lowest card
    # equal ranks: by suit, the spade is the highest card and brings in
    assert _doors("razz", ["Kh", "Ks", "Kd", "Kc"]) == 1
    assert _doors("razz", ["7c", "7d", "5s"]) == 1


THREE = {
    0: "Ah Ad 2c 5s 6s 7s 8s",  # pair of aces; the 2c brings in
    1: "Kh Kd 9c 4d Jh 3s 7d",  # kings
    2: "Qh Qd Tc 5d 6h 8c 3h",  # queens
}


def test_r3_3_bring_in_posts_or_completes_and_may_not_fold_or_check() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    events = hand.start()
    assert events[-1] == ActionOn(0, 0)
    assert labels(hand) == ["Bring-in 2", "Complete to 5"]
    for bad in (Act(0, ActionKind.FOLD), Act(0, ActionKind.CHECK), Act(0, ActionKind.BRING_IN, 3)):
        with pytest.raises(IllegalActionError):
            hand.apply(bad)
    assert hand.to_act == 0


def test_r3_3_when_everyone_calls_the_bring_in_the_round_ends() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    events = play(hand, "0 bring-in; 1 call; 2 call")
    # no option for the bring-in: the next street starts at once
    assert of_type(events, StreetStarted)[0].street == 1
    assert 0 not in [e.seat for e in of_type(events, ActionOn)]
    assert hand.street == 1
    assert hand.final_stacks() == {0: 97, 1: 97, 2: 97}


def test_r3_3_bring_in_may_complete_and_then_others_raise() -> None:
    hand = stacked_hand("stud", THREE, button=2)
    hand.start()
    events = play(hand, "0 complete 5")
    assert of_type(events, ActionTaken)[0].kind is ActionKind.COMPLETE
    assert labels(hand) == ["Fold", "Call 5", "Raise to 10"]


def test_r3_4_fold_call_or_complete_then_raise_by_small_bet_seed_example() -> None:
    hand = stacked_hand("stud", THREE, button=2, structure=Structure(1, 5, 20, 40))
    hand.start()
    play(hand, "0 bring-in 5")
    assert labels(hand) == ["Fold", "Call 5", "Complete to 20"]
    events = play(hand, "1 complete 20")
    assert of_type(events, ActionTaken)[0].kind is ActionKind.COMPLETE  # completion is not a raise
    assert labels(hand) == ["Fold", "Call 20", "Raise to 40"]
    play(hand, "2 raise 40")
    assert labels(hand) == ["Fold", "Call 35", "Raise to 60"]  # the bring-in owes 35 more


def test_r3_9_short_bring_in_others_call_full_bring_in() -> None:
    hand = stacked_hand("stud", THREE, button=2, stacks={0: 2, 1: 100, 2: 100})
    hand.start()
    # one chip left after the ante: the bring-in is all-in for it
    assert labels(hand) == ["Bring-in 1 (all-in)"]
    play(hand, "0 bring-in")
    assert labels(hand) == ["Fold", "Call 2", "Complete to 5"]
    events = play(hand, "1 call; 2 fold")
    # the chip of seat 1's call that the all-in bring-in cannot match comes back (R3.10)
    assert of_type(events, UncalledBetReturned) == [UncalledBetReturned(1, 1)]
    events += check_down(hand)
    assert of_type(events, PotAwarded)[0].amount == 5
    assert hand.final_stacks() == {0: 5, 1: 98, 2: 99}


def test_r3_9_short_bring_in_two_callers_make_a_side_pot() -> None:
    hand = stacked_hand("stud", THREE, button=2, stacks={0: 2, 1: 100, 2: 100})
    hand.start()
    events = play(hand, "0 bring-in; 1 call; 2 call") + check_down(hand)
    awards = [(e.pot, e.seat, e.amount) for e in of_type(events, PotAwarded)]
    assert awards == [(0, 0, 6), (1, 1, 2)]  # aces win the main pot, kings the side pot
    assert hand.final_stacks() == {0: 6, 1: 99, 2: 97}


def test_r3_9_bring_in_owner_all_in_from_the_ante_next_seat_brings_in() -> None:
    hand = stacked_hand("stud", THREE, button=2, stacks={0: 1, 1: 100, 2: 100})
    events = hand.start()
    assert events[-1] == ActionOn(1, 0)
    assert labels(hand) == ["Bring-in 2", "Complete to 5"]
