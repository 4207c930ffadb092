"""Practice tables in the runner: top-up and re-buy, sitting out, bots joining and leaving,
a table too small to deal, and continuing a saved practice session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from studdesk.engine.events import SPECTATOR, HandStarted
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.defaults import PRACTICE_SLOT
from studdesk.play.messages import (
    AddBot,
    ChangeSettings,
    NewGame,
    RemoveBot,
    ResumeChoice,
    ResumeGame,
    SitOut,
    StartPractice,
    TopUp,
)
from studdesk.play.practice import PracticeGame
from studdesk.play.runner import Runner
from studdesk.play.status import GameKind, HaltReason, PracticeStatus
from studdesk.wording.names import OPPONENT_NAMES

from .helpers import Run, calls, folds


def practice(tmp_path: Path, **changes: object) -> Run:
    run = Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))
    settings = Settings(**{"opponents": 2, "default_bot": "always-call", "starting_stack": 1000, **changes})  # type: ignore[arg-type]
    run.send(NewGame(1, StartPractice(settings, 31)))
    return run


def started(run: Run) -> list[HandStarted]:
    return [e for b in run.batches for e in b.events if isinstance(e, HandStarted)]


def stacks_at(run: Run, number: int) -> dict[int, int]:
    hand = next(h for h in started(run) if h.hand_number == number)
    return {s.seat: s.stack for s in hand.seats}


def next_hand(run: Run) -> None:
    count = len(started(run))
    run.drive(calls, lambda: len(started(run)) > count)


def test_the_bots_sit_under_the_tables_names_clockwise_from_the_player(tmp_path: Path) -> None:
    run = practice(tmp_path, opponents=3)
    run.drive(calls, lambda: len(started(run)) >= 1)
    seats = sorted(started(run)[0].seats, key=lambda s: s.seat)
    assert [s.name for s in seats[1:]] == list(OPPONENT_NAMES[:3])


def test_top_up_asked_during_a_hand_comes_with_the_next_one(tmp_path: Path) -> None:
    run = practice(tmp_path)
    run.step()
    run.send(TopUp(500))
    assert run.notices == ["Noted: it takes effect when this hand is over."]
    next_hand(run)
    final = run.batches[-2].view  # the last batch of hand 1
    assert final.is_over and final.hand_number == 1
    assert stacks_at(run, 2)[0] == final.seat(0).stack + 500
    assert "You top up for 500 chips." in run.batches[-1].notices
    status = run.batches[-1].status
    assert isinstance(status, PracticeStatus) and status.human is not None
    assert status.human.bought_in == 1500


def test_re_buy_after_losing_every_chip(tmp_path: Path) -> None:
    run = practice(tmp_path, starting_stack=40)
    run.drive(
        calls,
        lambda: any(
            b.view.is_over and b.view.seat(0).stack == 0
            for b in run.batches
            if any(s.seat == 0 for s in b.view.seats)
        ),
    )
    run.send(TopUp(2000))
    next_hand(run)
    assert any("You re-buy for 2,000 chips." in n for n in run.batches[-1].notices)
    number = started(run)[-1].hand_number
    assert stacks_at(run, number)[0] == 2000  # the player's own re-buy, not the automatic one


def test_sitting_out_deals_the_bots_on_and_the_player_watches(tmp_path: Path) -> None:
    run = practice(tmp_path, opponents=3)
    run.step()
    run.send(SitOut(True))
    next_hand(run)
    out_hand = started(run)[-1]
    assert 0 not in {s.seat for s in out_hand.seats} and len(out_hand.seats) == 3
    before = len(run.batches)
    next_hand(run)  # the bots play it out; the player is never asked
    assert all(b.view.viewer == SPECTATOR for b in run.batches[before:-1])
    run.send(SitOut(False))
    next_hand(run)
    assert 0 in {s.seat for s in started(run)[-1].seats}


def test_add_and_remove_bots_between_hands(tmp_path: Path) -> None:
    run = practice(tmp_path)  # three seats, all taken
    run.send(AddBot("rock-easy"))
    assert run.rejected and "the table is full (3 seats)" in run.rejected[-1]
    run.send(RemoveBot(2))
    assert run.notices[-1] == "Bruno leaves the table."
    run.step()
    assert {s.seat for s in started(run)[-1].seats} == {0, 1}
    run.send(AddBot("rock-easy"))  # during the hand: it waits for the hand's end
    next_hand(run)
    assert "(Rock (Easy)) sits down in seat 3 with 1,000 chips" in " ".join(run.batches[-1].notices)
    assert {s.seat for s in started(run)[-1].seats} == {0, 1, 2}
    status = run.batches[-1].status
    assert isinstance(status, PracticeStatus) and [p.bot for p in status.bots] == ["always-call", "rock-easy"]
    run.send(RemoveBot(0))  # the player's own seat is no bot's
    assert "there is no bot in seat 1" in run.rejected[-1]


def test_a_table_without_opponents_waits_until_a_bot_sits_down(tmp_path: Path) -> None:
    run = practice(tmp_path, opponents=1)
    run.send(RemoveBot(1))  # before the first hand: done at once
    run.step()
    halt = run.halts[-1]
    assert halt.reason is HaltReason.NO_HAND and "add a bot from the Table menu" in halt.message
    run.send(AddBot("always-call"))
    run.step()
    assert {s.seat for s in started(run)[-1].seats} == {0, 1}


def test_a_saved_practice_session_continues_with_its_stacks_and_game(tmp_path: Path) -> None:
    run = practice(tmp_path)
    run.step()
    run.send(
        ChangeSettings(Settings(opponents=2, default_bot="always-call", starting_stack=1000, variant="razz"))
    )
    next_hand(run)
    run.drive(folds, lambda: run.batches[-1].view.is_over)
    run.runner.save()
    left_with = {s.seat: s.stack for s in run.batches[-1].view.seats}

    again = Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))
    again.send(NewGame(2, ResumeGame(ResumeChoice("practice", GameKind.PRACTICE), Settings())))
    again.step()
    # closed with hand 2 over but not yet settled: it is dealt and played again to its end
    first = started(again)[0]
    assert first.variant_key == "razz" and first.hand_number == 2
    resumed = again.batches[0].view
    assert resumed.is_over and {s.seat: s.stack for s in resumed.seats} == left_with
    next_hand(again)
    assert {s.seat: s.stack for s in started(again)[-1].seats} == left_with


def test_the_table_keeps_nothing_per_hand_that_it_does_not_need(tmp_path: Path) -> None:
    """Issue 13: the app's memory grew with every hand, as its table kept every hand's commands;
    the save needs none of them, so none are kept, and a resumed table keeps none either."""
    run = practice(tmp_path)
    run.send(TopUp(100))  # a change besides the seats and the hands, counted as well
    run.drive(calls, until=lambda: run.runner.hand is not None and run.runner.hand.hand_number == 25)
    game = run.runner.game
    assert isinstance(game, PracticeGame)
    assert game.session.log == []
    assert game.session.entries >= 3 + 1 + 24  # three seated, one top-up, 24 hands played
    counted = game.session.entries
    run.send(NewGame(2, ResumeGame(ResumeChoice(PRACTICE_SLOT, GameKind.PRACTICE), Settings())))
    resumed = run.runner.game
    assert isinstance(resumed, PracticeGame) and resumed.session.entries == counted  # on from the save
    run.drive(calls, until=lambda: run.runner.hand is not None and run.runner.hand.hand_number == 28)
    resumed = run.runner.game
    assert isinstance(resumed, PracticeGame) and resumed is not game
    assert resumed.session.log == [] and resumed.session.entries >= counted + 3


#: a sit-and-go's modules: a practice table loads none of them (issue 10: ~30 ms of CPU at every start)
SIT_AND_GO_MODULES = (
    "studdesk.engine.tournament",
    "studdesk.engine.icm",
    "studdesk.play.tournament",
    "studdesk.persistence.results",
    "studdesk.persistence.savefile_sng",
)


def test_a_practice_table_loads_no_sit_and_go_module(tmp_path: Path) -> None:
    """As the app's engine thread does, in a fresh interpreter: a runner with the hand recorder
    plays a practice hand to its end and saves; then a sit-and-go still starts (its modules load
    with it) and keeps its results in the runner's store."""
    probe = (
        "import sys\n"
        "from studdesk.persistence.settings import Settings\n"
        "from studdesk.engine.tournament_config import Entrant, TournamentConfig\n"
        "from studdesk.play.messages import NewGame, StartPractice, StartTournament\n"
        "from studdesk.play.recording import HandRecorder\n"
        "from studdesk.play.runner import Runner\n"
        "from studdesk.play.status import GameKind\n"
        "from tests.play.helpers import Run, calls\n"
        "run = Run(Runner(recorder=HandRecorder()))\n"
        "run.send(NewGame(1, StartPractice(Settings(opponents=3), 7)))\n"
        "run.drive(calls, until=lambda: run.runner.hand is not None and run.runner.hand.is_over)\n"
        "run.runner.save()\n"
        f"print(sorted(m for m in {SIT_AND_GO_MODULES!r} if m in sys.modules))\n"
        "entrants = (Entrant('You'), Entrant('Ada', 'always-call'), Entrant('Bruno', 'always-call'))\n"
        "run.send(NewGame(2, StartTournament(TournamentConfig(entrants), 7)))\n"
        "store = run.runner.results\n"
        "print(run.runner.game.kind is GameKind.TOURNAMENT, store is run.runner.results, run.failed)\n"
        "run.runner.recorder.close()\n"
    )
    env = {**os.environ, "STUDDESK_HOME": str(tmp_path)}
    command = [sys.executable, "-c", probe]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["[]", "True True []"]
