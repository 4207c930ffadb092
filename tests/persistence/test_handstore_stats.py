"""Statistics on small hand-made sets with known answers, one test per figure (docs/history.md).

Three Seven Card Stud hands, three-handed (ante 1, bring-in 2, 5/10; seat 0 is the hero):
A: the hero completes, bets 4th and 5th; seat 1 (bring-in) calls, then folds 5th: hero +12.
B: the hero folds 3rd; seats 1 and 2 check it down, seat 2's kings win: hero -1.
C: the hero calls the bring-in and checks it down, seat 2's straight wins: hero -3.
Two Hi/Lo hands: D, the hero's wheel scoops; E, the hero's low splits with seat 1's straight.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from engine.stacked import check_down, play, stacked_hand  # tests/ is on sys.path (pytest rootdir)

from studdesk.engine.hand import Hand
from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import HandFilter
from studdesk.persistence.handstore_record import record_from_hand
from studdesk.persistence.handstore_stats import ALL_PLAYERS, Stats, hand_stats, opponent_stats


def _stud(holdings: dict[int, str], script: str) -> Hand:
    hand = stacked_hand("stud", holdings, button=2)
    hand.start()
    play(hand, script)
    check_down(hand)
    return hand


def _hand_a() -> Hand:
    return _stud(
        {0: "As Ks Ah Qd Jd", 1: "2c 3c 2d 4c 5c", 2: "7h 8h 9c"},
        "1 bring-in; 2 fold; 0 complete 5; 1 call; 0 bet 5; 1 call; 0 bet 10; 1 fold",
    )


def _hand_b() -> Hand:
    return _stud(
        {0: "9s 8d 3h", 1: "2c 3c 2d 9h Th Jc 4s", 2: "Kd Kh Kc 7s 6c 5h 8c"},
        "1 bring-in; 2 call; 0 fold",
    )


def _hand_c() -> Hand:
    return _stud(
        {0: "3c 4c 9d Td 7s 6h Qs", 1: "Kh Kd Jc", 2: "Ah Ad 2s 8s 5c 4h 3d"},
        "2 bring-in; 0 call; 1 fold",
    )


def _stud8(holdings: dict[int, str]) -> Hand:
    hand = stacked_hand("stud8", holdings, button=2)
    hand.start()
    play(hand, "1 bring-in; 2 fold; 0 call")
    check_down(hand)
    return hand


def _hand_d() -> Hand:
    return _stud8({0: "As 2d 3h 4c 5s 9h Kd", 1: "Qh Qd 2c Jh 7c 6d Ks", 2: "Ts Tc Kc"})


def _hand_e() -> Hand:
    return _stud8({0: "As 2d 3h 6c 7s Kd Qh", 1: "Qs Qd 2c Jh Tc 9d 8h", 2: "Th 9s Kc"})


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> HandStore:
    path: Path = tmp_path_factory.mktemp("stats") / "hands.sqlite3"
    store = HandStore.open(path)
    for when, hand in enumerate([_hand_a(), _hand_b(), _hand_c(), _hand_d(), _hand_e()]):
        store.add_hand(record_from_hand(hand, hero_seat=0, ended_at=1.7e9 + when))
    return store


def _stud_hero(store: HandStore) -> Stats:
    return hand_stats(store, HandFilter(variant="stud"))


def test_the_hands_are_what_the_docstring_says(store: HandStore) -> None:
    assert [_hand_a().by_seat[0].stack, _hand_b().by_seat[0].stack, _hand_c().by_seat[0].stack] == [
        112,
        99,
        97,
    ]


def test_hands(store: HandStore) -> None:
    assert _stud_hero(store).hands == 3
    assert hand_stats(store).hands == 5


def test_chips_won_and_per_100(store: HandStore) -> None:
    figures = _stud_hero(store)
    assert figures.chips_won == 8
    assert figures.won_chips_per_100 == pytest.approx(800 / 3)


def test_won_bb_per_100(store: HandStore) -> None:
    assert _stud_hero(store).won_bb_per_100 == pytest.approx(100 * 0.8 / 3)


def test_won_with_and_without_showdown(store: HandStore) -> None:
    figures = _stud_hero(store)
    assert figures.won_chips_showdown_per_100 == pytest.approx(-100)
    assert figures.won_chips_non_showdown_per_100 == pytest.approx(1100 / 3)
    assert figures.won_bb_showdown_per_100 == pytest.approx(-10)
    assert figures.won_bb_non_showdown_per_100 == pytest.approx(110 / 3)


def test_vpip_third_street(store: HandStore) -> None:
    assert _stud_hero(store).vpip_third_street == pytest.approx(200 / 3)


def test_complete_raise_third_street(store: HandStore) -> None:
    assert _stud_hero(store).complete_raise_third_street == pytest.approx(100 / 3)


def test_continuation_fourth_street(store: HandStore) -> None:
    assert _stud_hero(store).continuation_fourth_street == pytest.approx(100)


def test_fold_fifth_street(store: HandStore) -> None:
    assert _stud_hero(store).fold_fifth_street == pytest.approx(0)
    assert hand_stats(store, HandFilter(variant="stud"), "P1").fold_fifth_street == pytest.approx(50)


def test_showdown_rate(store: HandStore) -> None:
    assert _stud_hero(store).showdown_rate == pytest.approx(50)


def test_won_at_showdown(store: HandStore) -> None:
    assert _stud_hero(store).won_at_showdown == pytest.approx(0)
    assert hand_stats(store, HandFilter(variant="stud"), "P2").won_at_showdown == pytest.approx(100)


def test_scoops(store: HandStore) -> None:
    assert hand_stats(store, HandFilter(variant="stud8")).scoops == 1


def test_high_halves(store: HandStore) -> None:
    assert hand_stats(store, HandFilter(variant="stud8")).high_halves == 0
    assert hand_stats(store, HandFilter(variant="stud8"), "P1").high_halves == 1


def test_low_halves(store: HandStore) -> None:
    assert hand_stats(store, HandFilter(variant="stud8")).low_halves == 1


def test_hi_lo_keys_only_where_hi_lo_hands_were_counted(store: HandStore) -> None:
    assert "scoops" not in _stud_hero(store).as_dict()
    assert {"scoops", "high_halves", "low_halves"} <= set(hand_stats(store).as_dict())


def test_all_players_add_up_to_nothing(store: HandStore) -> None:
    everyone = hand_stats(store, HandFilter(variant="stud"), ALL_PLAYERS)
    assert (everyone.hands, everyone.chips_won) == (9, 0)


def test_per_opponent(store: HandStore) -> None:
    per = opponent_stats(store, HandFilter(variant="stud"))
    assert set(per) == {"P1", "P2"}
    assert (per["P1"].chips_won, per["P2"].chips_won) == (-15, 7)
    assert per["P1"].showdown_rate == pytest.approx(50)  # 4th street twice (A, B), showdown once (B)


def test_a_hand_with_no_hero_counts_only_for_all_players(tmp_path: Path) -> None:
    with HandStore.open(tmp_path / "h.sqlite3") as store:
        store.add_hand(record_from_hand(_hand_a(), hero_seat=None))
        assert hand_stats(store).hands == 0
        assert hand_stats(store).won_bb_per_100 is None
        assert hand_stats(store, who=ALL_PLAYERS).hands == 3
        assert set(opponent_stats(store)) == {"P0", "P1", "P2"}
