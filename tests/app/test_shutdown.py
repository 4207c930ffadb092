"""Closing the window at any moment ends the engine thread within a second, without Qt warnings."""

from __future__ import annotations

import threading
import time

from pytestqt.logging import QtLoggingPlugin
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.bots.base import Bot
from studdesk.bots.registry import make_bot, register
from studdesk.engine.actions import LegalAction
from studdesk.engine.views import PlayerView

from .driver import quick_settings, start

THINKING = threading.Event()


class SlowBot:
    """A calling station that takes 0.4 s to decide (a stand-in for a Monte Carlo bot)."""

    def __init__(self, seed: int | None = None) -> None:
        self.inner: Bot = make_bot("calling-station", seed)

    def decide(self, view: PlayerView) -> LegalAction:
        THINKING.set()
        time.sleep(0.4)
        return self.inner.decide(view)


register("test-slow", SlowBot)


def _close_and_time(driver) -> float:  # type: ignore[no-untyped-def]
    started = time.monotonic()
    driver.window.close()
    driver.qtbot.waitUntil(driver.pacer.engine_thread.isFinished, timeout=1000)
    return time.monotonic() - started


def _qt_warnings(qtlog: QtLoggingPlugin) -> list[str]:
    return [r.message for r in qtlog.records if r.type_name in ("QtWarningMsg", "QtCriticalMsg")]


def test_close_mid_deal_ends_the_thread_fast(qtbot: QtBot, qtlog: QtLoggingPlugin) -> None:
    driver = start(qtbot, quick_settings(animation_speed=1.0), seed=5)
    # wait until cards are flying from the shoe: the deal animation is playing
    qtbot.waitUntil(lambda: bool(driver.window.scene.cards) and driver.window.director.busy, timeout=3000)
    assert driver.pacer.phase is Phase.SHOWING
    assert _close_and_time(driver) < 1.0
    assert driver.pacer.phase is Phase.STOPPED
    assert _qt_warnings(qtlog) == []


def test_close_mid_bot_decision_ends_the_thread_fast(qtbot: QtBot, qtlog: QtLoggingPlugin) -> None:
    THINKING.clear()
    driver = start(qtbot, quick_settings(default_bot="test-slow"), seed=5)
    qtbot.waitUntil(THINKING.is_set, timeout=5000)  # a bot is inside decide() now
    assert driver.pacer.engine_thread.isRunning()
    assert _close_and_time(driver) < 1.0
    assert _qt_warnings(qtlog) == []


def test_batches_after_close_are_ignored(qtbot: QtBot) -> None:
    """A batch the worker sent just before the close must not touch the closed table."""
    driver = start(qtbot, quick_settings(), seed=5)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=3000)
    last = driver.pacer.last_batch
    driver.window.close()
    cards_before = {seat: len(row) for seat, row in driver.window.scene.cards.items()}
    driver.pacer.on_reply(last)
    assert driver.pacer.phase is Phase.STOPPED
    assert {seat: len(row) for seat, row in driver.window.scene.cards.items()} == cards_before
