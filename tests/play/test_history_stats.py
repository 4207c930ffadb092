"""The statistics view's data: the winnings series, starting-hand tiers, tournament finishes,
the history's jobs (import, export, failures), and the list's paging."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from persistence.handstore_hands import bot_record  # tests/ is on sys.path (pytest rootdir)

from studdesk.bots.handread import assess_start
from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.persistence.handstore import HandStore, SessionKind
from studdesk.persistence.handstore_phh import record_to_phh
from studdesk.persistence.handstore_query import HandFilter, SortKey, count_hands, list_hands
from studdesk.persistence.handstore_stats import hand_stats
from studdesk.play.history_browser import HandBrowser
from studdesk.play.history_jobs import (
    Charts,
    Exported,
    ExportHands,
    HistoryService,
    Imported,
    ImportFiles,
    JobFailed,
    LoadCharts,
    LoadStatistics,
)
from studdesk.play.history_stats import (
    TIER_FLOORS,
    StatsReport,
    _canonical,
    tier_of,
    tier_results,
    tournament_finishes,
    winnings_series,
)

VARIANTS = ("stud", "stud8", "razz", "five")


def filled(path: Path, hands: int = 40) -> HandStore:
    store = HandStore.open(path)
    practice = store.start_session(SessionKind.PRACTICE, "practice")
    for seed in range(hands):
        store.add_hand(bot_record(VARIANTS[seed % 4], seed, ended_at=1.7e9 + 60 * seed), practice)
    return store


def test_winnings_add_up_hand_by_hand_split_by_showdown(tmp_path: Path) -> None:
    with filled(tmp_path / "h.sqlite3") as store:
        series = winnings_series(store, HandFilter())
        rows = list_hands(store, HandFilter(), descending=False, limit=1000)
        bets = np.array([r.hero_net / r.big_bet for r in rows if r.hero_net is not None])
        assert series.hands == len(bets) == 40
        assert np.allclose(series.total, np.cumsum(bets))
        assert np.allclose(series.showdown + series.non_showdown, series.total)
        stats = hand_stats(store)
        assert series.total[-1] == pytest.approx(stats.won_bb_per_100 * stats.hands / 100)
        showdown_bb = stats.won_bb_showdown_per_100 * stats.hands / 100  # type: ignore[operator]
        assert series.showdown[-1] == pytest.approx(showdown_bb)
        assert winnings_series(store, HandFilter(variant="razz")).hands == 10
        assert winnings_series(store, HandFilter(player_text="nobody")).hands == 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_tier_floors_cut_the_holdings_at_5_10_20_and_30_percent(variant: str) -> None:
    """The floors were measured over every holding; a seeded sample finds the same shares."""
    rng = random.Random(3)
    count = 2 if variant == "five" else 3
    tiers = [0] * 5
    for _ in range(3000):
        held = rng.sample(ALL_CARDS, count)
        tiers[tier_of(variant, "".join(map(str, held)))] += 1
    shares = np.cumsum(tiers) / 3000
    # ties at a floor put a few more holdings in the better tier: the cuts are at most a little late
    for share, wanted in zip(shares[:4], (0.05, 0.10, 0.20, 0.30), strict=True):
        assert wanted - 0.03 <= share <= wanted + (0.12 if variant == "five" else 0.06)


@pytest.mark.parametrize("variant", VARIANTS)
def test_renaming_suits_and_ordering_down_cards_keeps_the_rating(variant: str) -> None:
    rng = random.Random(5)
    count = 2 if variant == "five" else 3
    for _ in range(300):
        held = "".join(map(str, rng.sample(ALL_CARDS, count)))
        rated = assess_start(variant, cards(held), (), ()).score
        assert assess_start(variant, cards(_canonical(held)), (), ()).score == rated


def test_rolled_up_aces_are_in_the_best_tier_and_trash_in_the_last() -> None:
    assert tier_of("stud", "AsAhAd") == 0
    assert tier_of("stud", "2c7d9h") == 4
    assert tier_of("razz", "As2d3h") == 0
    assert tier_of("razz", "KsKdQh") == 4
    assert set(TIER_FLOORS) == set(VARIANTS)


def test_tier_results_count_every_hero_hand_once(tmp_path: Path) -> None:
    with filled(tmp_path / "h.sqlite3") as store:
        tiers = tier_results(store, HandFilter())
        assert sum(t.hands for t in tiers) == 40
        assert sum(t.bets for t in tiers) == pytest.approx(winnings_series(store, HandFilter()).total[-1])
        assert sum(t.hands for t in tier_results(store, HandFilter(variant="five"))) == 10


def test_finishes_come_from_finished_tournaments_in_the_filter(tmp_path: Path) -> None:
    with HandStore.open(tmp_path / "h.sqlite3") as store:
        for place, variants in ((1, ["stud"]), (3, ["razz", "stud"]), (2, ["stud8"])):
            session = store.start_session(SessionKind.TOURNAMENT, "sng", {"variants": variants})
            store.update_session(session, {"place": place, "entrants": 6, "prize": 0.0})
        store.start_session(SessionKind.TOURNAMENT, "left unfinished", {"variants": ["stud"]})
        assert [f.place for f in tournament_finishes(store, HandFilter())] == [1, 3, 2]
        assert [f.place for f in tournament_finishes(store, HandFilter(variant="stud"))] == [1, 3]
        assert tournament_finishes(store, HandFilter(session_kind=SessionKind.PRACTICE)) == ()


def test_the_browser_fetches_pages_not_everything(tmp_path: Path) -> None:
    with filled(tmp_path / "h.sqlite3", hands=100) as store:
        browser = HandBrowser(store, page=10)
        assert browser.count == 100
        first = browser.row(0)
        last = browser.row(99)
        assert first is not None and last is not None and first.ended_at > last.ended_at
        assert browser.queries == 3  # the count and two pages
        for i in range(10):
            browser.row(i)
        assert browser.queries == 3
        browser.set_sort(SortKey.POT, descending=True)
        pots = [browser.row(i).pot for i in range(20)]  # type: ignore[union-attr]
        assert pots == sorted(pots, reverse=True)
        browser.set_filter(HandFilter(variant="razz"))
        assert browser.count == count_hands(store, HandFilter(variant="razz")) == 25
        assert browser.row(25) is None and browser.row(-1) is None


# ---------------------------------------------------------------------- the jobs


def test_the_service_answers_statistics_and_charts(tmp_path: Path) -> None:
    filled(tmp_path / "h.sqlite3").close()
    service = HistoryService(tmp_path / "h.sqlite3")
    report = service.run(LoadStatistics(HandFilter()))
    assert isinstance(report, StatsReport) and report.hero.hands == 40
    assert set(report.opponents) == {"bot1", "bot2", "bot3", "bot4"}
    charts = service.run(LoadCharts(HandFilter(variant="stud")))
    assert isinstance(charts, Charts) and charts.winnings.hands == 10 and charts.finishes == ()
    service.close()


def _phh_file(path: Path, seeds: range) -> Path:
    # every card written: a hand where a player mucked at the showdown does not replay from ??
    sections = [
        f"[{i + 1}]\n{record_to_phh(bot_record('stud', s), reveal=True)}" for i, s in enumerate(seeds)
    ]
    path.write_text("\n".join(sections), encoding="utf-8")
    return path


def test_import_export_and_a_cancelled_import_that_leaves_nothing(tmp_path: Path) -> None:
    service = HistoryService(tmp_path / "h.sqlite3")
    source = _phh_file(tmp_path / "in.phhs", range(100, 130))
    seen: list[tuple[int, int]] = []
    cancelled = service.run(
        ImportFiles((source,), None), lambda d, t: seen.append((d, t)), lambda: len(seen) > 5
    )
    assert isinstance(cancelled, Imported) and cancelled.report.cancelled
    assert cancelled.summary == "Import cancelled: nothing was imported."
    assert service.store.hand_count() == 0 and service.store.sessions() == []
    done = service.run(ImportFiles((source,), "bot1"))
    assert isinstance(done, Imported) and done.report.imported == 30
    assert done.summary == "Imported 30 hands."
    ids = tuple(r.id for r in list_hands(service.store, HandFilter(), limit=3))
    out = service.run(ExportHands(ids, single=tmp_path / "three.phhs", reveal=True))
    assert isinstance(out, Exported) and out.hands == 3
    assert (tmp_path / "three.phhs").read_text(encoding="utf-8").count("\n[") == 2
    again = service.run(ImportFiles((tmp_path / "three.phhs",), None))
    assert isinstance(again, Imported) and again.summary == "Imported 0 hands; 3 already in the history."
    service.close()


def test_a_failing_job_comes_back_as_words(tmp_path: Path) -> None:
    service = HistoryService(tmp_path / "h.sqlite3")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    service.store.add_hand(bot_record("razz", 1))
    failed = service.run(ExportHands((1,), single=blocker / "x.phhs"))  # a file where a folder should be
    assert isinstance(failed, JobFailed) and failed.text.startswith("The export failed: cannot write")
    broken = HistoryService(blocker / "h.sqlite3")
    answer = broken.run(LoadStatistics(HandFilter()))
    assert isinstance(answer, JobFailed) and answer.text.startswith("The hand history cannot be opened")
    service.close()
