"""Board readings of the Hard level on constructed boards: Five Card Stud's "beats the board",
Stud Hi/Lo's two-way reading of a holding."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from studdesk.bots.equity import strength_percentile, two_way_strength
from studdesk.bots.firstround import beats_the_bettors
from studdesk.bots.handread import beats_the_board, has_four_card_draw, showing
from studdesk.bots.reading import read_view
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import cards
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.hand import Hand
from studdesk.engine.variants import VARIANTS

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
    # the same cards with a king in the hole beat the queen: the price decides
    hand = third_street("five", ["9s 2c", "4d Qh", "Kd Th"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    kind, why = decision(hand, "hard")
    assert "does not beat" not in why
    assert "beats the board" in why and "of the pot, pot odds" in why


def test_five_hard_does_not_re_raise_a_completion_without_a_pair() -> None:
    """An unpaired hand that beats the completer's door still trails the pairs a completion
    mostly means: it calls when its equity against that range pays the price and folds
    otherwise; a pair re-raises as before."""
    decisions = {}
    for hole in ("Ad Kh", "Kd 3h", "7d 7h"):
        # seat 0 (2c door) brings in, seat 1 completes with a queen showing; seat 2 to act
        hand = third_street("five", ["9s 2c", "4d Qh", hole])
        act(hand, ActionKind.BRING_IN)
        act(hand, ActionKind.COMPLETE)
        decisions[hole] = decision(hand, "hard")
    kind, why = decisions["Ad Kh"]
    assert kind is ActionKind.CALL, why
    assert "of the pot, pot odds 1.7:1" in why
    kind, why = decisions["Kd 3h"]
    assert kind is ActionKind.FOLD, why
    assert "beats the board" in why and "not enough" in why
    kind, why = decisions["7d 7h"]
    assert kind is ActionKind.RAISE, why


# ---------------------------------------------------------------- Hi/Lo: two-way reading


def _seven_card_rows(*holdings: str) -> npt.NDArray[np.int64]:
    """3,000 seeded random seven-card holdings, then `holdings` in the last rows."""
    rng = np.random.default_rng(16)
    population = np.argsort(rng.random((3000, 52)), axis=1)[:, :7]
    mine = np.array([[c.index for c in cards(h)] for h in holdings], dtype=np.int64)
    return np.vstack([population, mine])


def test_hilo_a_low_with_a_high_ranks_above_the_same_low_alone() -> None:
    # the same 6-4-3-2-A low, with a pair of aces and with ace high only; then kings up
    rows = _seven_card_rows("As 2d 3c 4h 6s Ad Kc", "As 2d 3c 4h 6s Qd Kc", "Kd Kh Qs Qc 9h 9c Jh")
    two_way, low_only, high_only = strength_percentile(VARIANTS["stud8"], rows)[-3:]
    assert two_way > low_only > high_only  # the better of the halves alone tied the two lows
    # without a qualifying low only the high counts: kings up against a low that qualifies
    high, low = EVALUATORS["high"].batch(rows), EVALUATORS["low8"].batch(rows)
    strength = two_way_strength(high, low)
    assert low[-1] < 0 and np.isclose(strength[-1], _share(high)[-1])


def _share(score: npt.NDArray[np.int64]) -> npt.NDArray[np.float64]:
    return np.searchsorted(np.sort(score), score, side="right") / len(score)


def _hilo_river_bet(hero: str, hero_later: str, opp: str, opp_later: str) -> Hand:
    """Stud Hi/Lo heads-up, to 7th street: seat 0 brings it in, the hero (seat 1)
    completes, bets 4th to 6th street and is called each time; on 7th it checks and
    seat 0 bets."""
    hand = third_street("stud8", [opp, hero], later=[opp_later, hero_later])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    act(hand, ActionKind.CALL)
    for _ in range(3):
        act(hand, ActionKind.BET)
        act(hand, ActionKind.CALL)
    act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)
    return hand


def test_hilo_hard_does_not_raise_a_high_only_hand_into_a_low_board_on_seventh() -> None:
    # kings up, no low, against 5-3-8-7 showing and a river bet: the bettor holds a low
    # at least and may scoop; ranked by the better half alone, half of these seeds raised
    for seed in range(1, 9):
        hand = _hilo_river_bet("Kd Kh Qs", "Qc 9s Jd 4h", "Ah 2h 5c", "3d 8s 7c 9d")
        kind, why = decision(hand, "hard", seed)
        assert kind is ActionKind.CALL, why
        assert "raise" in why  # the raise was weighed, and worth less


def test_hilo_hard_folds_trips_to_a_river_bet_from_a_straight_and_low_board() -> None:
    # three kings, no low, against 5-3-4-6 showing: a bettor there mostly holds a straight
    # with its low and scoops; ranked by the better half alone, Hard called
    hand = _hilo_river_bet("Kd Kh Ks", "Qc 9s Jd 4h", "Ah 2h 5c", "3d 4s 6c 9d")
    kind, why = decision(hand, "hard", 1)
    assert kind is ActionKind.FOLD, why
    assert "call -" in why  # the call was weighed and worth less than nothing
