"""The app as users get it (issue 12): the built-in bots play in one process of their own and the
coach works in another, each with its own GIL, and both end with the window, leaving no process."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from studdesk.bots.hosted import HostedBot
from tests.processes import gone

from .driver import mostly_calls, quick_settings, start

pytestmark = pytest.mark.processes


def test_the_bots_and_the_coach_work_in_processes_that_end_with_the_window(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(default_bot="hard"), seed=11)
    driver.play_hand(mostly_calls, "click", timeout_ms=30_000)
    aids = driver.app.aids
    qtbot.waitUntil(lambda: "Equity" in aids.panel.toPlainText(), timeout=30_000)
    worker = driver.pacer.worker
    runner, host = worker.runner, worker.bot_host
    assert runner is not None and runner.game is not None and host is not None
    assert all(isinstance(bot, HostedBot) for bot in runner.game.bots.values())
    coach = aids.coach._process
    assert coach is not None and coach.proc is not None and host.proc is not None
    children = (coach.proc, host.proc)
    assert all(child.poll() is None for child in children)
    driver.window.close()
    qtbot.waitUntil(lambda: all(child.returncode is not None for child in children), timeout=5000)
    assert all(gone(child.pid) for child in children)
