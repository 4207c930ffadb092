"""Razz A-5 low (docs/rules.md §5: best A-5 low, no qualifier, pairs bad)."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.engine.evaluation import RAZZ, razz_value_indices
from studdesk.engine.evaluation import _tables as t
from studdesk.engine.evaluation.razz import RAZZ_TOP, razz_code_from_counts

from .helpers import combinations_array, random_hands, ref_razz_key


def razz(text: str) -> int:
    return RAZZ.value(cards(text))


def encode(key: tuple[int, tuple[int, ...]]) -> int:
    badness, ranks = key
    return RAZZ_TOP - t.pack(badness, ranks)


def test_razz_wheel_is_the_best_hand() -> None:
    values = RAZZ.batch(combinations_array(52, 5))
    assert int(values.max()) == razz("5h4h3h2hAh")  # straights and flushes ignored
    assert RAZZ.describe(razz("5c4d3h2sAs")) == "5-4-3-2-A low"
    assert len(np.unique(values)) == 6_175  # one value per five-card rank multiset
    assert int((values > RAZZ_TOP - (1 << 20)).sum()) == 1_287 * 4**5  # no pair


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("7c5d4h2sAs", "8c4d3h2sAs"),
        ("8c6d4h2sAs", "8c6d4h3sAs"),
        ("KcQdJhTs9c", "AcAd2h3s4c"),  # any no-pair beats any pair
        ("AcAd2h3s4c", "2c2d3h4s5c"),  # aces are the lowest pair
        ("2c2d3h4s5c", "3c3dAh2s4c"),  # a lower pair beats a higher one
        ("3c3d4h2sAc", "3h3s5h2dAd"),  # same pair: kickers from the top
        ("KcKdQhQsJc", "2c2d2h3s4c"),  # two pair beats trips
        ("AcAd2h2s3c", "AhAs3h3d2d"),  # two pair: the higher pair decides first
        ("2c2d2h3s4c", "AcAdAh2s2h"),  # trips beat a full house
        ("KcKdKhQsQc", "AcAdAhAs2c"),  # a full house beats quads
    ],
)
def test_razz_ordering(better: str, worse: str) -> None:
    assert razz(better) > razz(worse)


def test_razz_best_of_seven() -> None:
    assert RAZZ.describe(razz("KcKd7h5s4cAh2d")) == "7-5-4-2-A low"
    assert RAZZ.describe(razz("Ac2d2h3s3c4h4s")) == "Pair of twos, 4-3-A low"
    assert RAZZ.describe(razz("AcAdAh2s2c3h3s")) == "Two pair, twos and aces"
    assert RAZZ.describe(razz("KcKdKhKsQc")) == "Four of a kind, kings"
    assert RAZZ.describe(razz("QcQdQhKsKc")) == "Full house, queens over kings"
    assert RAZZ.describe(razz("7c7d7h2sAc")) == "Three of a kind, sevens"
    assert set(RAZZ.best_five(cards("KcKd7h5s4cAh2d"))) == set(cards("7h5s4cAh2d"))


def test_razz_forced_pairs_match_brute_force() -> None:
    """Rank multisets with fewer than five ranks (the only hands that must pair) against
    a brute force over their five-card subsets: every 5- and 6-card one, a third of the
    7-card ones (for time)."""
    for size, stride in ((5, 1), (6, 1), (7, 3)):
        for n, counts in enumerate(t.rank_multisets(size)):
            if n % stride or sum(1 for c in counts if c) >= 5:
                continue
            idx = [r * 4 + s for r, c in enumerate(counts) for s in range(c)]
            assert RAZZ_TOP - razz_code_from_counts(counts) == encode(ref_razz_key(idx)), counts


def test_razz_batch_matches_scalar_and_brute_force() -> None:
    rng = np.random.default_rng(6)
    for k in (5, 6, 7):
        hands = random_hands(rng, 40_000, k)
        assert RAZZ.batch(hands).tolist() == [razz_value_indices(r) for r in hands.tolist()]
    py = random.Random(6)
    for _ in range(4_000):
        idx = py.sample(range(52), py.choice((5, 6, 7)))
        assert razz_value_indices(idx) == encode(ref_razz_key(idx)), idx


hands_st = st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True)


@settings(max_examples=300, deadline=None)
@given(hands_st, st.randoms(use_true_random=False), st.lists(st.integers(0, 3), min_size=7, max_size=7))
def test_razz_value_invariant_under_order_and_suits(
    idx: list[int], rnd: random.Random, suits: list[int]
) -> None:
    value = razz_value_indices(idx)
    shuffled = idx[:]
    rnd.shuffle(shuffled)
    assert razz_value_indices(shuffled) == value
    resuited = [(i & ~3) | s for i, s in zip(idx, suits, strict=False)]
    if len(set(resuited)) == len(resuited):
        assert razz_value_indices(resuited) == value


@settings(max_examples=300, deadline=None)
@given(hands_st)
def test_razz_best_five_makes_the_value(idx: list[int]) -> None:
    hand = [ALL_CARDS[i] for i in idx]
    five = RAZZ.best_five(hand)
    assert len(five) == 5 and set(five) <= set(hand)
    assert RAZZ.value(five) == RAZZ.value(hand)
    RAZZ.describe(RAZZ.value(hand))
