"""The history list's name search: a part of any player's name, any case, wildcards literal."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.persistence import handstore_query
from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import HandFilter, count_hands, hand_ids, list_hands
from tests.persistence.handstore_hands import bot_record

TABLES = (
    ("Ann_1", "Bob"),
    ("100%Carl", "Bob"),
    ("dave", "Erin", "Ann1"),
    ("Zed", "Yan"),
)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> HandStore:
    opened = HandStore.open(tmp_path_factory.mktemp("names") / "hands.sqlite3")
    for seed, names in enumerate(TABLES):
        opened.add_hand(bot_record("stud", seed, names=names, hero=None))
    return opened


def _tables_found(store: HandStore, text: str) -> set[frozenset[str]]:
    # the list names the players from the first to act, not by seat: compare as sets
    return {frozenset(row.players) for row in list_hands(store, HandFilter(player_text=text))}


def _expected(text: str) -> set[frozenset[str]]:
    return {frozenset(names) for names in TABLES if any(text.lower() in name.lower() for name in names)}


#: FEW_HANDS at 0 makes every name common (read from the hands' name lists), at a million
#: rare (found through the name index): both plans must find the same hands
PLANS = pytest.mark.parametrize("few_hands", [0, 1_000_000], ids=["common", "rare"])


@PLANS
@pytest.mark.parametrize(
    ("text", "tables"),
    [
        ("ann", {0, 2}),
        ("ANN_", {0}),  # '_' is a letter here, not SQL's any-one-character
        ("n_1", {0}),
        ("100%", {1}),  # '%' too
        ("%", {1}),
        ("bob", {0, 1}),
        ("nobody", set()),
        ("ann_1\nbob", set()),  # never across two names
    ],
)
def test_a_part_of_a_name_finds_the_hands_that_player_sat_in(
    store: HandStore, text: str, tables: set[int], few_hands: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(handstore_query, "FEW_HANDS", few_hands)
    assert _tables_found(store, text) == {frozenset(TABLES[i]) for i in tables}
    assert count_hands(store, HandFilter(player_text=text)) == len(tables)
    assert len(hand_ids(store, HandFilter(player_text=text))) == len(tables)


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet="aAnN_%1 bodeZ\\", min_size=1, max_size=4))
def test_the_search_matches_a_plain_substring_test(store: HandStore, text: str) -> None:
    for few_hands in (0, 1_000_000):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(handstore_query, "FEW_HANDS", few_hands)
            assert _tables_found(store, text) == _expected(text)


@PLANS
def test_the_name_search_combines_with_the_other_filters(
    tmp_path: Path, few_hands: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(handstore_query, "FEW_HANDS", few_hands)
    with HandStore.open(tmp_path / "hands.sqlite3") as store:
        store.add_hand(bot_record("stud", 1, names=("Ann", "Bob"), hero=None))
        store.add_hand(bot_record("razz", 2, names=("Ann", "Cid"), hero=None))
        found = list_hands(store, HandFilter(variant="razz", player_text="ann"))
        assert [row.variant for row in found] == ["razz"]
