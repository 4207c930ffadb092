"""Best hand showing (R3.6) and best low showing for razz (docs/rules.md §5)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.engine.cards import ALL_CARDS, Card, cards
from studdesk.engine.evaluation import (
    describe_showing_high,
    showing_high_value,
    showing_low_value,
)


def high(text: str) -> int:
    return showing_high_value(cards(text))


def low(text: str) -> int:
    return showing_low_value(cards(text))


def test_r3_6_showing_categories_order() -> None:
    ladder = ["9c9d9h9s", "2c2d2hAs", "3c3d2h2s", "2c2dAhKs", "AcKdQhJs"]
    values = [high(h) for h in ladder]
    assert values == sorted(values, reverse=True) and len(set(values)) == 5


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("KcKd7h", "KhKs5c"),  # same pair: kickers by rank
        ("AhKd", "AcQd"),
        ("Ah", "Kc"),
        ("3c3d", "AcKd"),
        ("KcKd5h", "KhKs"),  # a kicker beats no kicker
        ("KcKd", "QcQdAh"),  # the pair decides before any kicker
        ("7c7d2h2s", "6c6d5h5s"),  # two pair: the higher pair first
    ],
)
def test_r3_6_showing_kickers_compared_by_rank(better: str, worse: str) -> None:
    assert high(better) > high(worse)


def test_r3_6_straights_and_flushes_never_count() -> None:
    assert high("5h6h7h8h") < high("2c2d3h4s")
    assert high("5h6h7h8h") == high("5c6d7h8s")
    assert high("Ah2h3h4h") < high("AcAd")


def test_r3_6_suits_never_break_ties() -> None:
    assert high("KcQd") == high("KsQh")
    assert high("7c7d") == high("7h7s")
    assert low("Ac2d") == low("As2h")


def test_razz_best_low_showing() -> None:
    assert low("Ac2d3h") > low("Ac2d4h") > low("8c2d3h")
    assert low("Ah") > low("2c") > low("Kc")  # ace low, kings highest
    assert low("KcQd") > low("2c2d")  # pairs are bad
    assert low("2c2d") > low("3c3d") > low("KcKdQh")
    assert low("4c4d2h") > low("4h4s5h")
    assert low("2c2d3h3s") < low("AcAd3h")  # two pair is worse than one pair


@pytest.mark.parametrize(
    ("up", "words"),
    [
        ("QcQd5h", "pair of queens showing"),
        ("5c5d5h", "three fives showing"),
        ("9c9d9h9s", "four nines showing"),
        ("KcKd7h7s", "two pair, kings and sevens, showing"),
        ("AhKd3c", "ace-king high showing"),
        ("Tc", "ten high showing"),
    ],
)
def test_r3_6_describe_showing(up: str, words: str) -> None:
    assert describe_showing_high(cards(up)) == words


up_st = st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4, unique=True)


@settings(max_examples=200, deadline=None)
@given(up_st, st.permutations(range(4)))
def test_r3_6_showing_value_ignores_order_and_suits(up: list[Card], perm: list[int]) -> None:
    relabelled = [ALL_CARDS[(c.index & ~3) | perm[c.suit]] for c in reversed(up)]
    assert showing_high_value(relabelled) == showing_high_value(up)
    assert showing_low_value(relabelled) == showing_low_value(up)
