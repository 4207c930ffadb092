"""Eight-or-better low (R4.3)."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.engine.evaluation import LOW8, WHEEL_VALUE, low8_value_indices
from studdesk.engine.evaluation import _batch as b
from studdesk.engine.evaluation import _tables as t
from studdesk.engine.evaluation.low import low8_from_counts, low8_values

from .helpers import combinations_array, random_hands, ref_low8


def low(text: str) -> int | None:
    return LOW8.value(cards(text))


def test_r4_3_batch_table_matches_the_scalar_rule_for_every_multiset() -> None:
    """The batch table reads each multiset's low from the low ranks it holds: the same value
    as `low8_from_counts` for every multiset of 5, 6 and 7 cards."""
    for size in (5, 6, 7):
        multisets = list(t.rank_multisets(size))
        assert low8_values(b.multiset_counts(size)).tolist() == [low8_from_counts(m) for m in multisets]


def test_r4_3_85421_beats_86321() -> None:
    a, b = low("8c5d4h2sAs"), low("8d6c3s2hAc")
    assert a is not None and b is not None
    assert a > b


def test_r4_3_compare_from_highest_card_down() -> None:
    values = [low(h) for h in ("5c4d3h2sAs", "6c4d3h2sAs", "7c6d5h4s3c", "8c5d4h3sAs", "8c7d6h5s4c")]
    assert all(v is not None for v in values)
    assert values == sorted(values, reverse=True)  # type: ignore[type-var]


def test_r4_3_wheel_is_best_low() -> None:
    assert low("5c4d3h2sAs") == WHEEL_VALUE
    assert LOW8.describe(WHEEL_VALUE) == "5-4-3-2-A low"
    five_card = LOW8.batch(combinations_array(52, 5))
    assert int(five_card.max()) == WHEEL_VALUE


def test_r4_3_straights_and_flushes_are_ignored() -> None:
    assert low("5h4h3h2hAh") == WHEEL_VALUE  # a steel wheel is still the best low
    assert low("8c7c6c5c4c") == low("8d7c6h5s4c")


def test_r4_3_low_pair_counts_once() -> None:
    assert low("8c5d4h2sAsAd5h") == low("8c5d4h2sAs")
    assert low("AcAd2h2s3c3d4h") is None  # only four different ranks


def test_r4_3_no_low_with_a_nine_or_without_five_low_ranks() -> None:
    assert low("9c5d4h2sAs") is None
    assert low("KcQd4h2sAs8d9h") is None
    assert low("8c7d6h5sKcKdQh") is None
    assert LOW8.best_five(cards("9c5d4h2sAs")) is None


def test_r4_3_best_of_seven_uses_the_lowest_five() -> None:
    hand = cards("8c7d2h3s4cAh6d")
    value = low("8c7d2h3s4cAh6d")
    assert value is not None and LOW8.describe(value) == "6-4-3-2-A low"
    assert {c.rank for c in LOW8.best_five(hand) or ()} == {c.rank for c in cards("6d4c3s2hAh")}


@pytest.mark.parametrize(
    ("hand", "words"),
    [("8c6d4h2sAs", "8-6-4-2-A low"), ("5c4d3h2sAs", "5-4-3-2-A low"), ("7c6d5h4s3cKdKh", "7-6-5-4-3 low")],
)
def test_r4_3_describe(hand: str, words: str) -> None:
    value = low(hand)
    assert value is not None and LOW8.describe(value) == words


def test_r4_3_five_card_enumeration_exact_counts() -> None:
    values = LOW8.batch(combinations_array(52, 5))
    qualifying = values >= 0
    assert int(qualifying.sum()) == 56 * 4**5  # C(8, 5) rank sets, any suits
    assert int((values == WHEEL_VALUE).sum()) == 4**5
    assert len(np.unique(values[qualifying])) == 56


def test_r4_3_seven_card_frequency_sanity() -> None:
    """docs/rules.md §7: 24,530,944 of 133,784,560 seven-card hands hold a low (18.34 %)."""
    values = LOW8.batch(random_hands(np.random.default_rng(2), 300_000, 7))
    share = float((values >= 0).mean())
    assert abs(share - 0.18336) < 0.004
    wheel_share = float((values == WHEEL_VALUE).mean())
    assert abs(wheel_share - 781_824 / 133_784_560) < 0.0008


def test_r4_3_batch_matches_scalar_and_brute_force() -> None:
    rng = np.random.default_rng(4)
    for k in (5, 6, 7):
        hands = random_hands(rng, 40_000, k)
        assert LOW8.batch(hands).tolist() == [low8_value_indices(r) for r in hands.tolist()]
    py = random.Random(4)
    for _ in range(4_000):
        idx = py.sample(range(52), py.choice((5, 6, 7)))
        value = low8_value_indices(idx)
        ref = ref_low8(idx)
        if ref is None:
            assert value == -1
        else:
            assert LOW8.describe(value) == "-".join("A" if r == 1 else str(r) for r in ref) + " low"


def test_r4_3_invalid_values_are_not_described() -> None:
    with pytest.raises(ValueError):
        LOW8.describe(12345)


hands_st = st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True)


@settings(max_examples=300, deadline=None)
@given(hands_st, st.randoms(use_true_random=False), st.lists(st.integers(0, 3), min_size=7, max_size=7))
def test_r4_3_value_invariant_under_order_and_suits(
    idx: list[int], rnd: random.Random, suits: list[int]
) -> None:
    value = low8_value_indices(idx)
    shuffled = idx[:]
    rnd.shuffle(shuffled)
    assert low8_value_indices(shuffled) == value
    resuited = [(i & ~3) | s for i, s in zip(idx, suits, strict=False)]
    if len(set(resuited)) == len(resuited):
        assert low8_value_indices(resuited) == value


@settings(max_examples=300, deadline=None)
@given(hands_st)
def test_r4_3_best_five_makes_the_value(idx: list[int]) -> None:
    hand = [ALL_CARDS[i] for i in idx]
    value = LOW8.value(hand)
    five = LOW8.best_five(hand)
    if value is None:
        assert five is None
    else:
        assert five is not None and len(five) == 5 and set(five) <= set(hand)
        assert LOW8.value(five) == value
