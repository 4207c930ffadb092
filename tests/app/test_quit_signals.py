"""Issue 13: Ctrl+C in the terminal (SIGINT) and SIGTERM close the app as Game ▸ Quit does, saving first."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.app.quit_signals import QuitOnSignals
from studdesk.persistence.saves import SaveStore
from studdesk.play.defaults import PRACTICE_SLOT

from .driver import mostly_calls, quick_settings, start


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_quit_signal_closes_the_window_and_saves_the_hand_in_play(
    qtbot: QtBot, tmp_path: Path, signum: int
) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    quitter = QuitOnSignals(driver.window)
    try:
        qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
        driver.pacer.on_action(mostly_calls(driver.window.panel.offers))  # a command of the hand in play
        qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
        os.kill(os.getpid(), signum)
        qtbot.waitUntil(lambda: not driver.window.isVisible(), timeout=10_000)
    finally:
        quitter.uninstall()
    assert quitter.received == [signum]
    assert driver.pacer.phase is Phase.STOPPED and driver.pacer.engine_thread.isFinished()
    loaded = SaveStore(tmp_path / "data" / "saves").load_session(PRACTICE_SLOT)
    assert [act.seat for act in loaded.pending].count(0) == 1  # the player's command was kept
    assert (tmp_path / "config" / "settings.json").is_file()  # the window's place, as at Quit


def test_uninstalling_puts_the_old_handlers_back(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    before = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    fd_before = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(fd_before)
    QuitOnSignals(driver.window).uninstall()
    assert {sig: signal.getsignal(sig) for sig in before} == before
    assert signal.set_wakeup_fd(fd_before) == fd_before
