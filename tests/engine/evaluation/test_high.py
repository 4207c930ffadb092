"""High-hand evaluator (R4.2) against the exact figures of docs/rules.md §7 and references."""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.engine.evaluation import (
    EVALUATORS,
    HIGH,
    HIGH_CATEGORY_NAMES,
    high_category,
    high_value_indices,
)
from studdesk.engine.evaluation import _batch as b
from studdesk.engine.evaluation import _tables as t
from studdesk.engine.evaluation.base import HandEvaluator
from studdesk.engine.evaluation.high import _flush_np, flush_value, high_from_counts, high_values

from .helpers import (
    combinations_array,
    random_hands,
    ref_best_high,
    ref_high5,
)

FIVE_CARD_COUNTS = {
    "Straight flush": 40,
    "Four of a kind": 624,
    "Full house": 3_744,
    "Flush": 5_108,
    "Straight": 10_200,
    "Three of a kind": 54_912,
    "Two pair": 123_552,
    "Pair": 1_098_240,
    "High card": 1_302_540,
}


@pytest.fixture(scope="module")
def five_card_values() -> np.ndarray:
    return HIGH.batch(combinations_array(52, 5))


def test_evaluators_satisfy_protocol() -> None:
    registry: dict[str, HandEvaluator] = EVALUATORS
    assert set(registry) == {"high", "low8", "razz"}
    for key, evaluator in registry.items():
        assert evaluator.key == key


def test_rank_weights_give_unique_sums_per_hand_size() -> None:
    """The rank-multiset keys behind every lookup: one sum per multiset of 5, 6 or 7 ranks."""
    for size, expected in ((5, 6_175), (6, 18_395), (7, 49_205)):
        sums = {t.rank_sum(m) for m in t.rank_multisets(size)}
        assert len(sums) == expected
    keys = {t.multiset_key(m) for size in (5, 6, 7) for m in t.rank_multisets(size)}
    assert len(keys) == 6_175 + 18_395 + 49_205
    assert max(keys) <= t.KEY_MASK


def test_r4_2_batch_tables_match_the_scalar_rules_for_every_multiset() -> None:
    """The numpy tables are built without the scalar code: the same multisets in the same
    order (their ids), the same sums, and `high_values` equal to `high_from_counts` for each."""
    for size in (5, 6, 7):
        multisets = list(t.rank_multisets(size))
        counts = b.multiset_counts(size)
        assert [tuple(row) for row in counts.tolist()] == multisets
        assert b.multiset_sums(size).tolist() == [t.rank_sum(m) for m in multisets]
        assert high_values(counts).tolist() == [high_from_counts(m) for m in multisets]


def test_r4_2_batch_flush_table_matches_flush_value() -> None:
    expected = [flush_value(mask) if mask.bit_count() >= 5 else -1 for mask in range(1 << 13)]
    assert _flush_np().tolist() == expected


def test_r4_2_section7_five_card_category_counts(five_card_values: np.ndarray) -> None:
    assert len(five_card_values) == 2_598_960
    counts = np.bincount(five_card_values >> 20, minlength=9)
    assert {HIGH_CATEGORY_NAMES[i]: int(n) for i, n in enumerate(counts)} == FIVE_CARD_COUNTS


def test_r4_2_section7_five_card_distinct_values(five_card_values: np.ndarray) -> None:
    assert len(np.unique(five_card_values)) == 7_462


def test_r4_2_five_card_batch_matches_independent_reference(
    five_card_values: np.ndarray,
) -> None:
    combos = combinations_array(52, 5)
    rng = np.random.default_rng(42)
    for row in rng.choice(len(combos), 20_000, replace=False):
        idx = [int(i) for i in combos[row]]
        assert int(five_card_values[row]) == ref_high5(idx), idx


def test_r4_2_seven_card_batch_matches_scalar() -> None:
    hands = random_hands(np.random.default_rng(7), 200_000, 7)
    batch = HIGH.batch(hands)
    scalar = np.array([high_value_indices(row) for row in hands.tolist()], dtype=np.int64)
    assert np.array_equal(batch, scalar)
    # roughly the §7 category mix (31,433,400 / 133,784,560 two pair = 23.5 %)
    share = np.bincount(batch >> 20, minlength=9) / len(batch)
    assert abs(share[2] - 0.2350) < 0.005
    assert abs(share[5] - 0.0303) < 0.002


def test_r4_2_seven_card_is_best_of_21_five_card_subsets() -> None:
    """7-card lookup (rank sums + flush masks) vs the max over the 21 five-card subsets."""
    hands = random_hands(np.random.default_rng(11), 100_000, 7)
    subsets = np.array(list(combinations(range(7), 5)))
    fives = hands[:, subsets].reshape(-1, 5)
    best = HIGH.batch(fives).reshape(len(hands), 21).max(axis=1)
    assert np.array_equal(HIGH.batch(hands), best)


def test_r4_2_seven_card_matches_independent_brute_force() -> None:
    rng = random.Random(5)
    for _ in range(4_000):
        idx = rng.sample(range(52), rng.choice((5, 6, 7)))
        assert high_value_indices(idx) == ref_best_high(idx), idx


def test_r4_2_six_and_five_card_batch_match_scalar() -> None:
    rng = np.random.default_rng(3)
    for k in (5, 6):
        hands = random_hands(rng, 30_000, k)
        expected = [high_value_indices(row) for row in hands.tolist()]
        assert HIGH.batch(hands).tolist() == expected


def test_r4_2_ranking_matches_pokerkit() -> None:
    from pokerkit import StandardHighHand

    # dense rank of every 5-card value = pokerkit's entry index (0..7461)
    dense = {int(v): i for i, v in enumerate(np.unique(HIGH.batch(combinations_array(52, 5))))}
    labels = {
        "High card": "High card",
        "Pair": "One pair",
        "Two pair": "Two pair",
        "Three of a kind": "Three of a kind",
        "Straight": "Straight",
        "Flush": "Flush",
        "Full house": "Full house",
        "Four of a kind": "Four of a kind",
        "Straight flush": "Straight flush",
    }
    rng = random.Random(9)
    for _ in range(3_000):
        hand = rng.sample(ALL_CARDS, 7)
        text = "".join(str(c) for c in hand)
        theirs = StandardHighHand.from_game(text[:4], text[4:])
        value = HIGH.value(hand)
        assert dense[value] == theirs.entry.index, text
        assert labels[HIGH_CATEGORY_NAMES[high_category(value)]] == theirs.entry.label.value


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        ("AsKsQsJsTs2c3d", "Straight flush, ace high"),
        ("KhQhJhTh9h", "Straight flush, king high"),
        ("As2s3s4s5s9d", "Straight flush, five high"),
        ("9c9d9h9s2cKd", "Four of a kind, nines"),
        ("KcKdKh7s7c7d2c", "Full house, kings over sevens"),
        ("Ac9c7c4c2cKdKh", "Flush, ace high"),
        ("6c7d8h9sTc", "Straight, ten high"),
        ("Ac2d3h4s5c", "Straight, five high"),
        ("5c5d5hQs2c", "Three of a kind, fives"),
        ("KcKd7h7s2c", "Two pair, kings and sevens"),
        ("JcJd7h3s2c", "Pair of jacks"),
        ("6c6d7h3s2c", "Pair of sixes"),
        ("Ac9d7h3s2c", "High card, ace"),
    ],
)
def test_r4_2_describe(hand: str, words: str) -> None:
    assert HIGH.describe(HIGH.value(cards(hand))) == words


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("2c3d4h5s6c", "Ac2d3h4s5c"),  # the wheel is the lowest straight (R4.2)
        ("AcKdQhJsTc", "KcQdJhTs9c"),
        ("2c2d2h3s3c", "AcAdAhKsQc"),  # a full house beats trips
        ("2c3c4c5c7c", "AcKdQhJsTc"),  # a flush beats a straight
        ("KcKd4h4s2c", "KhKs3h3c2d"),
        ("KcKd4h4s3c", "KhKs4c4d2d"),  # two pair: the kicker decides
        ("AcAd9h8s7c", "AhAs9c8d6d"),
        ("Ac2c3c4c5c", "KcKdKhKs2h"),  # a five-high straight flush beats quads
    ],
)
def test_r4_2_ordering(better: str, worse: str) -> None:
    assert HIGH.value(cards(better)) > HIGH.value(cards(worse))


def test_r4_2_suits_never_rank_hands() -> None:
    assert HIGH.value(cards("AsKsQdJdTc9c2h")) == HIGH.value(cards("AcKcQhJhTs9s2d"))
    assert HIGH.value(cards("Ac9c7c4c2c")) == HIGH.value(cards("As9s7s4s2s"))


def test_r4_2_best_five_examples() -> None:
    hand = cards("AsKsQsJsTs2c3d")
    assert set(HIGH.best_five(hand)) == set(cards("AsKsQsJsTs"))
    full = cards("KcKdKh7s7c7d2c")
    five = HIGH.best_five(full)
    assert sorted(c.rank for c in five) == sorted(cards("KcKdKh7s7c")[i].rank for i in range(5))


def test_high_category_and_names() -> None:
    assert len(HIGH_CATEGORY_NAMES) == 9
    assert high_category(HIGH.value(cards("AsKsQsJsTs"))) == 8
    assert high_category(HIGH.value(cards("Ac9d7h3s2c"))) == 0


def test_invalid_hands_are_rejected() -> None:
    with pytest.raises(ValueError):
        HIGH.value(cards("AsKsQs"))
    with pytest.raises(ValueError):
        HIGH.value(cards("AsAsKdQcJh"))
    with pytest.raises(ValueError):
        HIGH.value(cards("As2s3s4s5s6s7s8s"))
    with pytest.raises(ValueError):
        HIGH.batch(np.zeros((3, 4), dtype=np.int64))
    with pytest.raises(ValueError):
        HIGH.batch(np.full((2, 7), 52, dtype=np.int64))
    with pytest.raises(ValueError):
        HIGH.batch(np.zeros((2, 7), dtype=np.int64))  # the same card seven times
    with pytest.raises(ValueError):
        HIGH.describe(-5)


def test_batch_accepts_small_integer_dtypes_and_empty_input() -> None:
    hands = random_hands(np.random.default_rng(1), 1_000, 7)
    expected = HIGH.batch(hands)
    for dtype in (np.uint8, np.int16, np.int32):
        assert np.array_equal(HIGH.batch(hands.astype(dtype)), expected)
    assert HIGH.batch(np.empty((0, 7), dtype=np.int64)).shape == (0,)


# ----------------------------------------------------------------------------- properties

hands_st = st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True)
suit_perms = st.permutations(range(4))


@settings(max_examples=300, deadline=None)
@given(hands_st, st.randoms(use_true_random=False), suit_perms)
def test_r4_2_value_invariant_under_order_and_suit_permutation(
    idx: list[int], rnd: random.Random, perm: list[int]
) -> None:
    value = high_value_indices(idx)
    shuffled = idx[:]
    rnd.shuffle(shuffled)
    assert high_value_indices(shuffled) == value
    relabelled = [(i & ~3) | perm[i & 3] for i in idx]
    assert high_value_indices(relabelled) == value


@settings(max_examples=300, deadline=None)
@given(hands_st, st.lists(st.integers(0, 3), min_size=7, max_size=7))
def test_r4_2_suits_matter_only_through_flushes(idx: list[int], suits: list[int]) -> None:
    resuited = [(i & ~3) | s for i, s in zip(idx, suits, strict=False)]
    if len(set(resuited)) < len(resuited):
        return
    before, after = high_value_indices(idx), high_value_indices(resuited)
    if high_category(before) not in (5, 8) and high_category(after) not in (5, 8):
        assert before == after


@settings(max_examples=300, deadline=None)
@given(hands_st)
def test_r4_2_best_five_makes_the_value(idx: list[int]) -> None:
    hand = [ALL_CARDS[i] for i in idx]
    five = HIGH.best_five(hand)
    assert len(five) == 5 and set(five) <= set(hand)
    assert HIGH.value(five) == HIGH.value(hand)


def test_seven_card_keys_tell_every_flush_and_stay_medium_ints() -> None:
    """The seven-card path (see `_tables`): the suit sum alone names the flush suit, and every
    partial sum of seven keys stays below 2**30 in size (CPython's fast path for int addition)."""
    from itertools import product

    for suits in product(range(4), repeat=7):
        counts = [suits.count(s) for s in range(4)]
        flush = next((s for s in range(4) if counts[s] >= 5), -1)
        total = sum(t.SUIT_WEIGHTS_7[s] for s in suits) - 128
        assert t.FLUSH_SUIT_7[total] == flush
    lowest = [t.FIRST_KEYS_7[0], *sorted(t.KEYS_7)[:6]]
    highest = [max(t.FIRST_KEYS_7), *sorted(t.KEYS_7)[-6:]]
    for keys in (lowest, highest):
        partial = 0
        for key in keys:
            partial += key
            assert -(2**30) < partial < 2**30


def test_a_new_seven_card_multiset_is_checked_before_it_is_remembered() -> None:
    with pytest.raises(ValueError):
        high_value_indices([0, 1, 2, 3, 0, 8, 12])  # five deuces: the 2c given twice


def test_memos_keep_one_int_per_value_whatever_the_multiset() -> None:
    """Two seven-card rank multisets with the same best five share one int in the memo (issue 13:
    the memos fill over a long session, a fresh int per entry would be 28 bytes more each)."""
    kings_up = cards("Kh Kd 7c 7s Ah 2d 3c")
    same_with_a_four = cards("Kc Ks 7d 7h Ad 2c 4s")
    first = HIGH.value(kings_up)
    second = HIGH.value(same_with_a_four)
    assert first == second and first > 256  # not one of CPython's cached small ints
    assert first is second
