"""Ranges learned from showdowns: action classes, shown percentiles, weights, on constructed hands."""

from __future__ import annotations

import numpy as np
import pytest

from studdesk.bots.equity import Holding, RangeWeight, equity
from studdesk.bots.opponents import OpponentModel
from studdesk.bots.ranges import (
    CALL,
    CHECK,
    PRIOR_MEANS,
    RAISE,
    RERAISE,
    RangeStats,
    cards_by_street,
    shown_percentiles,
    signed_exponent,
    street_classes,
    street_steps,
)
from studdesk.bots.reading import read_view
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import cards
from studdesk.engine.variants import VARIANTS

from .helpers import play_hands
from .test_strategy import act, third_street


@pytest.mark.parametrize("mean", [0.2, 0.35, 0.5, 0.6, 0.75, 0.85])
def test_the_exponent_moves_a_uniform_percentile_to_the_observed_mean(mean: float) -> None:
    p = (np.arange(100_000) + 0.5) / 100_000
    a = signed_exponent(mean)
    weight = p**a if a >= 0 else (1.0 - p) ** -a
    assert float((p * weight).sum() / weight.sum()) == pytest.approx(mean, abs=1e-3)


def test_exponents_are_capped_and_priors_fill_in() -> None:
    assert signed_exponent(0.999) == 6.0 and signed_exponent(0.001) == -6.0
    stats = RangeStats()
    assert stats.mean((False, RAISE)) == PRIOR_MEANS[(False, RAISE)]
    for _ in range(40):
        stats.add((False, RAISE), 0.5)  # raises with anything
    assert 0.5 < stats.mean((False, RAISE)) < 0.56
    assert abs(stats.exponent((False, RAISE))) < 0.3


def test_cards_by_street() -> None:
    assert cards_by_street(VARIANTS["stud"]) == [(1, 2), (2, 2), (3, 2), (4, 2), (4, 3)]
    assert cards_by_street(VARIANTS["five"]) == [(1, 1), (2, 1), (3, 1), (4, 1)]


def _showdown_hand() -> object:
    """Heads-up stud: seat 1 completes rolled-up aces, calls 4th, checks 5th to 7th; seat 0 calls
    down with a pair of deuces and brings it in."""
    hand = third_street("stud", ["3d 4h 2s", "Ac Ad Ah"], later=["2c Kd Jd Qh", "7h 9c 5s 8d"])
    act(hand, ActionKind.BRING_IN)  # seat 0, deuce door
    act(hand, ActionKind.COMPLETE)  # seat 1, aces
    act(hand, ActionKind.CALL)
    # 4th: seat 0 shows 2-2 (open pair) and bets; seat 1 calls
    act(hand, ActionKind.BET)
    act(hand, ActionKind.CALL)
    for _street in range(3):  # 5th, 6th, 7th: check, check
        act(hand, ActionKind.CHECK)
        act(hand, ActionKind.CHECK)
    assert hand.is_over
    return hand


def test_street_classes_from_the_betting() -> None:
    hand = _showdown_hand()
    read = read_view(hand.view(0))  # type: ignore[attr-defined]
    (aces,) = read.opponents
    assert street_classes(aces) == [RAISE, CALL, CHECK, CHECK, CHECK]


def test_a_raise_over_a_bet_is_a_class_of_its_own() -> None:
    # seat 0 brings in, seat 1 completes, seat 0 raises, seat 1 calls; 4th: seat 0 bets,
    # seat 1 raises, seat 0 calls
    hand = third_street("stud", ["3d 4h 2s", "Ac Ad Ah", "9c 9d 9h"], later=["2c Kd", "7h 9s", "Jd Qd"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    act(hand, ActionKind.FOLD)
    act(hand, ActionKind.RAISE)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)
    act(hand, ActionKind.RAISE)
    act(hand, ActionKind.CALL)
    raiser = {o.seat: o for o in read_view(hand.view(2)).opponents}
    assert street_classes(raiser[0]) == [RERAISE, RAISE, None, None, None]
    assert street_classes(raiser[1]) == [RAISE, RERAISE, None, None, None]
    # a raise over a bet is expected to be stronger than a bet until shown otherwise
    stats = RangeStats()
    assert stats.exponent((False, RERAISE)) > stats.exponent((False, RAISE)) > 0


def test_shown_percentiles_rank_what_was_held_on_each_street() -> None:
    hand = _showdown_hand()
    found = shown_percentiles(hand.view(0), np.random.default_rng(1))["p1"]  # type: ignore[attr-defined]
    assert [key for key, _ in found] == [(True, RAISE), (False, CALL)] + [(False, CHECK)] * 3
    assert found[0][1] > 0.97  # rolled-up aces on 3rd street
    assert found[-1][1] > 0.9  # still trip aces on 7th, with no flush or straight possible
    # seat 1 never sees itself as an opponent: its own model learns about seat 0 only
    assert "p1" not in shown_percentiles(hand.view(1), np.random.default_rng(1))  # type: ignore[attr-defined]


def test_street_steps_pick_each_streets_columns() -> None:
    stats = RangeStats()
    classes = [RAISE, CALL, None]
    steps = street_steps(VARIANTS["stud"], 3, classes, stats, current=2, decay=0.5)
    # the hand array is: 3 up cards (columns 0-2), then 2 hidden (3-4), then cards to come
    assert [cols for cols, _ in steps] == [(0, 3, 4), (0, 1, 3, 4)]
    raise_exp = stats.exponent((True, RAISE)) * 0.25
    call_exp = stats.exponent((False, CALL)) * 0.5
    assert [e for _, e in steps] == pytest.approx([raise_exp, call_exp])


def test_weighting_by_a_raise_on_an_earlier_street_lowers_equity() -> None:
    v = VARIANTS["stud"]
    hero = Holding(cards("Jd Jc 8s 4h"), 3)
    plain = Holding(cards("7h 2c"), 5, hidden_now=2)
    raised = Holding(cards("7h 2c"), 5, hidden_now=2, weight=RangeWeight(steps=(((0, 2, 3), 3.0),)))
    e_plain = equity(v, hero, [plain], (), samples=3000, rng=np.random.default_rng(5))
    e_raised = equity(v, hero, [raised], (), samples=3000, rng=np.random.default_rng(5))
    assert e_raised.share < e_plain.share - 0.05


def test_hard_learns_that_a_maniac_raises_with_weaker_hands_than_a_rock() -> None:
    bots = {0: make_bot("hard", 1), 1: make_bot("maniac", 2), 2: make_bot("rock", 3)}
    play_hands("stud", bots, hands=100, seed=6)
    model = bots[0].model  # type: ignore[attr-defined]
    assert isinstance(model, OpponentModel)
    maniac, rock = model.ranges("p1"), model.ranges("p2")
    later_raise = (False, RAISE)
    # both showed down later-street raises (the rock rarely raises the first round)
    assert maniac.counts[later_raise] >= 5 and rock.counts[later_raise] >= 5
    assert maniac.mean(later_raise) < rock.mean(later_raise)
