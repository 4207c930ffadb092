"""The finished-tournaments list: kept between runs, newest first; a damaged entry costs only itself."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from studdesk.bots.registry import make_bot
from studdesk.bots.roster import BotRoster, play_hand
from studdesk.engine.tournament import TournamentDirector
from studdesk.engine.tournament_config import Entrant, LevelTiming, Speed, TournamentConfig
from studdesk.persistence.results import ResultsStore, TournamentResult

CONFIG = TournamentConfig(
    (Entrant("You"), *(Entrant(f"Bot {i}", "random") for i in range(1, 5))),
    timing=LevelTiming.of_speed(Speed.TURBO),
)


def finished(seed: int) -> TournamentDirector:
    """A finished 5-player sit-and-go; the human seat is played by a random bot here."""
    director = TournamentDirector(CONFIG, seed)
    bots = BotRoster(CONFIG, seed)
    bots.bots[0] = make_bot("random", seed)
    while not director.is_finished:
        play_hand(director, bots)
    return director


def test_results_are_kept_and_listed_newest_first(tmp_path: Path) -> None:
    store = ResultsStore(tmp_path)
    first, second = finished(1), finished(2)
    store.record(TournamentResult.of(first, datetime(2024, 3, 1, 20, 0)))
    store.record(TournamentResult.of(second, datetime(2024, 3, 2, 21, 30), title="Tuesday"))
    listing = ResultsStore(tmp_path).list_results()  # a new run of the app
    assert listing.problems == ()
    newest, oldest = listing.results
    assert newest.title == "Tuesday" and oldest.title == "Stud sit-and-go, 5 players"
    assert newest.finished_at == "2024-03-02T21:30:00"
    assert [p.place for p in newest.places] == [1, 2, 3, 4, 5]
    assert newest.prize_pool == 500 and sum(p.prize for p in newest.places) == pytest.approx(500)
    assert newest.human is not None and newest.human.name == "You" and newest.human.bot is None
    assert newest.hands_played == second.hands_played and newest.level_reached == second.level + 1


def test_a_damaged_result_is_set_aside_and_the_others_stay(tmp_path: Path) -> None:
    store = ResultsStore(tmp_path)
    good = store.record(TournamentResult.of(finished(1), datetime(2024, 3, 1)))
    bad = store.record(TournamentResult.of(finished(2), datetime(2024, 3, 2)))
    bad.write_text('{"format": "studdesk-result", "version": 1, "title": 5}')
    listing = store.list_results()
    assert [r.seed for r in listing.results] == [1]
    (problem,) = listing.problems
    assert "cannot be shown: it is damaged" in problem.message and "not affected" in problem.message
    assert problem.moved_to is not None and problem.moved_to.exists() and good.exists()


def test_two_results_in_the_same_second_do_not_overwrite_each_other(tmp_path: Path) -> None:
    store = ResultsStore(tmp_path)
    result = TournamentResult.of(finished(1), datetime(2024, 3, 1))
    assert store.record(result) != store.record(result)
    assert len(store.list_results().results) == 2


def test_an_unfinished_tournament_has_no_result() -> None:
    with pytest.raises(ValueError, match="not over yet"):
        TournamentResult.of(TournamentDirector(CONFIG, 1))
