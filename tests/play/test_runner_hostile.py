"""Commands that make no sense now, and saves that are gone: each gets words, none a traceback."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from studdesk.engine.actions import Act, ActionKind
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.messages import (
    AddBot,
    ChangeSettings,
    LeaveTournament,
    NewGame,
    PauseClock,
    ResumeChoice,
    ResumeGame,
    StartPractice,
    TopUp,
)
from studdesk.play.runner import Runner
from studdesk.play.status import GameKind

from .helpers import Run, calls


def new_run(tmp_path: Path) -> Run:
    return Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))


def test_commands_before_any_game_are_refused_in_words(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.act(Act(0, ActionKind.FOLD))
    run.send(LeaveTournament())
    run.send(TopUp(100))
    run.send(PauseClock(True))  # nothing to pause: nothing to say either
    run.step()
    assert run.rejected == [
        "There is no hand in play.",
        "There is no tournament to leave between hands.",
        "That is for practice tables; a sit-and-go keeps its line-up.",
    ]
    assert run.failed == ["There is no table: start a new game from the Game menu."]
    assert run.batches == [] and run.halts == []


def test_leaving_a_practice_table_as_if_it_were_a_tournament_is_refused(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartPractice(Settings(opponents=1, default_bot="always-call"), 3)))
    run.send(LeaveTournament())
    assert run.rejected == ["There is no tournament to leave between hands."]
    run.step()
    assert len(run.batches) == 1 and run.batches[0].game == 1


def test_absurd_top_ups_are_refused_before_they_wait_for_the_hand_end(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(1, StartPractice(Settings(opponents=1, default_bot="always-call"), 3)))
    run.step()  # a hand is on: requests wait for its end, but hopeless ones are refused now
    for chips in (0, -5, 10**12):
        run.send(TopUp(chips))
    run.send(AddBot("rock"))  # two seats, both taken
    assert run.rejected == [
        "Not done: add between 1 and 10,000,000 chips.",
        "Not done: add between 1 and 10,000,000 chips.",
        "Not done: add between 1 and 10,000,000 chips.",
        "Not done: the table is full (2 seats): send a bot away first, or choose more opponents in "
        "Settings for a bigger table.",
    ]
    assert run.notices == []


def test_a_save_that_vanished_before_it_was_resumed_is_reported_and_a_new_table_dealt(
    tmp_path: Path,
) -> None:
    run = new_run(tmp_path)
    run.send(NewGame(4, ResumeGame(ResumeChoice("sng-gone", GameKind.TOURNAMENT), Settings())))
    assert len(run.failed) == 1 and "sng-gone" in run.failed[0]
    run.step()
    assert run.batches[0].game == 4 and run.batches[0].kind is GameKind.PRACTICE
    assert "A new practice table is dealt instead." in run.batches[0].notices


def test_new_settings_with_no_game_seat_a_practice_table(tmp_path: Path) -> None:
    run = new_run(tmp_path)
    run.send(ChangeSettings(Settings(opponents=2, default_bot="always-call", variant="razz")))
    run.step()
    assert run.batches[0].view.variant_key == "razz" and run.batches[0].seat_count == 3


def test_a_save_folder_that_cannot_be_written_logs_one_line_per_attempt_and_tells_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 13: a read-only save folder gave 183 tracebacks in 8 s; now one line per attempt."""
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the save folder should be\n", encoding="utf-8")  # fails for root too
    run = Run(Runner(SaveStore(blocker), ResultsStore(tmp_path / "results")))
    run.send(NewGame(1, StartPractice(Settings(opponents=2, default_bot="always-call"), 3)))
    with caplog.at_level(logging.WARNING, logger="studdesk.play"):
        run.drive(calls, until=lambda: run.runner.hand is not None and run.runner.hand.hand_number == 4)
    failures = [r for r in caplog.records if "saving" in r.getMessage()]
    assert len(failures) >= 3
    assert all(r.exc_info is None and "\n" not in r.getMessage() for r in failures)
    assert all("practice" in r.getMessage() and "Error" in r.getMessage() for r in failures)
    told = [n for b in run.batches for n in b.notices if "could not be saved" in n]
    assert len(told) == 1
