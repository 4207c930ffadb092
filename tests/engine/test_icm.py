"""ICM prize equity (Malmuth-Harville): a hand-computed example and pokerkit's `calculate_icm`."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit.analysis import calculate_icm

from studdesk.engine.icm import icm_equities


def test_icm_hand_computed_three_players_two_places() -> None:
    # Stacks 50/30/20 of 100 chips; prizes 70 and 30.
    # P(A 1st) = 1/2; P(A 2nd) = 3/10 * 50/70 + 2/10 * 50/80 = 3/14 + 1/8 = 19/56
    # A = 70/2 + 30 * 19/56 = 1265/28; B = 70 * 3/10 + 30 * (1/2 * 30/50 + 1/5 * 30/80) = 129/4;
    # C = 70/5 + 30 * (1/2 * 20/50 + 3/10 * 20/70) = 158/7
    expected = [Fraction(1265, 28), Fraction(129, 4), Fraction(158, 7)]
    got = icm_equities([50, 30, 20], [70, 30])
    assert got == pytest.approx([float(x) for x in expected], abs=1e-12)
    assert sum(expected) == 100


def test_icm_heads_up_is_chip_share_of_the_difference() -> None:
    # Heads-up: 2nd prize is certain, the rest goes by chip share.
    assert icm_equities([3000, 6000], [65, 35]) == pytest.approx([35 + 30 / 3, 35 + 60 / 3])


def test_icm_equal_stacks_share_equally_and_winner_takes_all_is_chip_share() -> None:
    assert icm_equities([10, 10, 10, 10], [50, 30, 20]) == pytest.approx([25.0] * 4)
    assert icm_equities([1, 2, 7], [100]) == pytest.approx([10, 20, 70])


def test_icm_players_without_chips_share_the_places_left() -> None:
    expected = [50 * 0.6 + 30 * 0.4, 50 * 0.4 + 30 * 0.6, 10, 10]
    assert icm_equities([60, 40, 0, 0], [50, 30, 15, 5]) == pytest.approx(expected)


def test_icm_rejects_bad_input_with_a_message() -> None:
    with pytest.raises(ValueError, match="at least one player needs chips"):
        icm_equities([0, 0], [100])
    with pytest.raises(ValueError, match="not negative"):
        icm_equities([10, -1], [100])
    with pytest.raises(ValueError, match="prizes"):
        icm_equities([10, 5], [float("nan")])
    assert icm_equities([], [100]) == ()


@settings(max_examples=60, deadline=None)
@given(
    stacks=st.lists(st.integers(1, 5000), min_size=2, max_size=7),
    prizes=st.lists(st.integers(1, 100), min_size=1, max_size=4),
)
def test_icm_matches_pokerkit_calculate_icm(stacks: list[int], prizes: list[int]) -> None:
    prizes = sorted(prizes, reverse=True)[: len(stacks)]
    ours = icm_equities(stacks, prizes)
    theirs = calculate_icm(prizes, stacks)
    assert ours == pytest.approx(theirs, rel=1e-9, abs=1e-9)
    assert sum(ours) == pytest.approx(sum(prizes))
    # more chips never means less equity
    by_stack = sorted(zip(stacks, ours, strict=True))
    for (_s1, e1), (_s2, e2) in itertools.pairwise(by_stack):
        assert e1 <= e2 + 1e-9


def test_icm_ten_players_is_exact_and_fast_enough_for_every_hand() -> None:
    stacks = [1500 * (i + 1) for i in range(10)]
    prizes = [50, 30, 20]
    assert icm_equities(stacks, prizes) == pytest.approx(calculate_icm(prizes, stacks), rel=1e-9)
