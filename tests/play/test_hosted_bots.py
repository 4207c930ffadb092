"""The built-in bots in one process of their own (`bots.hosted`, the app's way, issue 12): a game
plays exactly as with the bots here; a process that dies costs one check-or-fold, told in words,
and the next decision starts a new one; closing never waits and leaves no process."""

from __future__ import annotations

import logging
import os
import signal
import sys
from collections.abc import Iterator

import pytest

from studdesk.bots import hosted as hosted_module
from studdesk.bots import wire
from studdesk.bots.base import BotError
from studdesk.bots.hosted import BotHost, HostedBot, HostedLearningBot
from studdesk.engine.events import ActionTaken
from studdesk.persistence.settings import Settings
from studdesk.play.messages import NewGame, StartPractice
from studdesk.play.runner import Runner
from studdesk.wording import bot_failures
from tests.processes import dies_with_the_next_request, gone

from .helpers import Run, calls

_HOSTS: list[BotHost] = []


@pytest.fixture(autouse=True)
def _close_the_hosts() -> Iterator[None]:
    yield
    while _HOSTS:
        _HOSTS.pop().release()


def host() -> BotHost:
    made = BotHost()
    _HOSTS.append(made)
    return made


def played(runner: Runner, hands: int) -> tuple[list[tuple[int, str, int]], Run]:
    """Every action of `hands` hands of a six-handed table of Hard and Medium bots and a caller."""
    run = Run(runner)
    settings = Settings(opponents=5, default_bot="hard", opponent_bots=("hard", "medium", "hard", "maniac"))
    run.send(NewGame(1, StartPractice(settings, 2024)))
    run.drive(calls, lambda: any(b.view.hand_number > hands for b in run.batches))
    actions = [
        (e.seat, e.kind.value, e.amount)
        for b in run.batches
        if b.view.hand_number <= hands
        for e in b.events
        if isinstance(e, ActionTaken)
    ]
    return actions, run


def test_a_game_plays_exactly_as_with_the_bots_here() -> None:
    hosted = host()
    there, run = played(Runner(bot_maker=hosted.make_bot), hands=3)
    here, _ = played(Runner(), hands=3)
    assert len(here) > 30 and there == here
    game = run.runner.game
    assert game is not None
    assert all(isinstance(bot, HostedBot) for bot in game.bots.values())
    assert any(isinstance(bot, HostedLearningBot) for bot in game.bots.values())  # the Hard bots learn
    assert hosted.proc is not None and hosted.proc.poll() is None


def test_a_process_that_dies_between_decisions_is_replaced_and_the_game_goes_on() -> None:
    hosted = host()
    _, run = played(Runner(bot_maker=hosted.make_bot), hands=1)
    first = hosted.proc
    assert first is not None
    os.kill(first.pid, signal.SIGKILL)
    first.wait(5)
    run.drive(calls, lambda: any(b.view.hand_number > 2 for b in run.batches))
    assert not run.failed and not any(
        bot_failures.process_ended() in n for b in run.batches for n in b.notices
    )
    assert hosted.proc is not None and hosted.proc.pid != first.pid and hosted.proc.poll() is None


def test_a_process_that_dies_deciding_costs_one_check_or_fold_told_in_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hosted = host()
    _, run = played(Runner(bot_maker=hosted.make_bot), hands=1)
    first = hosted.proc
    assert first is not None
    dies_with_the_next_request(monkeypatch, hosted_module, first.pid)
    run.drive(calls, lambda: any(b.view.hand_number > 2 for b in run.batches))
    told = [n for b in run.batches for n in b.notices if bot_failures.process_ended() in n]
    assert len(told) == 1  # the one decision asked of the dying process: checked or folded, and told
    assert first.returncode is not None and gone(first.pid)  # reaped
    assert hosted.proc is not None and hosted.proc.pid != first.pid and hosted.proc.poll() is None


def test_closing_ends_a_decision_at_once_and_leaves_no_process() -> None:
    hosted = host()
    bot = hosted.make_bot("hard", 5)
    proc = hosted.proc
    assert proc is not None
    hosted.close()
    assert proc.returncode is not None and gone(proc.pid)
    with pytest.raises(BotError):
        bot.decide(None)  # type: ignore[arg-type]  # refused before anything is sent


def test_a_closed_bot_is_forgotten_by_the_process_with_the_next_request() -> None:
    hosted = host()
    first, second = hosted.make_bot("calling-station", 1), hosted.make_bot("calling-station", 2)
    first.close()
    assert hosted._dropped == [first.key]
    hosted.ask(second, "make", None)
    assert hosted._dropped == []


def test_a_process_that_cannot_start_leaves_the_bots_in_this_one(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(hosted_module, "host_command", lambda: ["/nonexistent/python"])
    hosted = host()
    with caplog.at_level(logging.WARNING, logger="studdesk"):
        actions, run = played(Runner(bot_maker=hosted.make_bot), hands=1)
    game = run.runner.game
    assert game is not None and not any(isinstance(b, HostedBot) for b in game.bots.values())
    assert actions == played(Runner(), hands=1)[0]
    assert "the bots' process could not start" in caplog.text


def test_a_frozen_build_runs_the_bots_through_its_own_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A PyInstaller build has no `-m`: it starts itself with `--bot-host` (`studdesk.__main__`)."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert hosted_module.host_command() == [sys.executable, hosted_module.FROZEN_FLAG]
    monkeypatch.setattr(
        hosted_module, "host_command", lambda: [sys.executable, "-m", "studdesk", "--bot-host"]
    )
    monkeypatch.setattr(sys, "frozen", False)
    there, _ = played(Runner(bot_maker=host().make_bot), hands=1)
    assert there == played(Runner(), hands=1)[0]


def test_a_hand_over_cut_off_by_closing_is_not_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window closing ends the bots' process as the last hand's end is shown to them: nothing
    to report (the hand is over, and the bots are gone with the table)."""
    hosted = host()
    bot = hosted.make_bot("hard", 5)
    assert isinstance(bot, HostedLearningBot)
    written = wire.write_frame

    def closes_once_asked(fd: int, body: bytes) -> None:
        written(fd, body)
        hosted.close()

    monkeypatch.setattr(hosted_module, "write_frame", closes_once_asked)
    _, run = played(Runner(), hands=1)
    game = run.runner.game
    assert game is not None and game.hand is not None
    bot.hand_over(game.hand.view(1))  # the request fails as the process is killed: not raised
    assert hosted.closed


def test_closing_between_requests_closes_the_pipes_too() -> None:
    hosted = host()
    hosted.make_bot("calling-station", 1)
    proc = hosted.proc
    assert proc is not None and proc.stdin is not None and proc.stdout is not None
    hosted.close()
    assert proc.stdin.closed and proc.stdout.closed and hosted.proc is None
