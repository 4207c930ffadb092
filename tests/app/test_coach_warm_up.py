"""The coach warms up once the table with its players is painted, and the first hand waits for it
(issue 12: its imports and first tables, done in the middle of the hand, stalled the GUI thread);
a warm-up that fails or hangs never stops play, and with the aids off nothing waits."""

from __future__ import annotations

import logging
import threading

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app import aids as app_aids
from studdesk.app.aids import WARM_UP_HOLD
from studdesk.app.coach_worker import CoachThread
from studdesk.app.pacer import Phase
from studdesk.play.coach import Coach

from .driver import Driver, mostly_calls, quick_settings, start

#: the default practice table with 3 calling stations; the player does not act first (seed 11)
SEED = 11


class GatedWarmUp:
    """Stands in for `Coach.warm_up`: notes whether the table was painted, then waits at its gate."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.painted_before: bool | None = None
        self.driver: Driver | None = None

    def __call__(self, variant_key: str) -> None:
        assert self.driver is not None
        self.painted_before = self.driver.app.aids.table_painted
        self.started.set()
        self.gate.wait(30)


@pytest.fixture
def gated(monkeypatch: pytest.MonkeyPatch) -> GatedWarmUp:
    warm_up = GatedWarmUp()
    monkeypatch.setattr(Coach, "warm_up", lambda coach, variant_key: warm_up(variant_key))
    monkeypatch.setattr(app_aids, "WARM_UP_WAIT_MS", 30_000)
    return warm_up


def test_the_first_hand_waits_for_the_warm_up_which_starts_after_the_first_paint(
    qtbot: QtBot, gated: GatedWarmUp, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[bool] = []
    real_warm_up = CoachThread.warm_up

    def noted_warm_up(thread: CoachThread, variant_key: str) -> None:
        started.append(True)
        real_warm_up(thread, variant_key)

    monkeypatch.setattr(CoachThread, "warm_up", noted_warm_up)
    driver = start(qtbot, quick_settings(), seed=SEED)
    gated.driver = driver
    assert started == []  # not while the window is being built and the engine loads
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.PAUSED, timeout=10_000)
    qtbot.waitUntil(gated.started.is_set, timeout=10_000)
    assert gated.painted_before is True
    assert WARM_UP_HOLD in driver.pacer.holds and len(driver.batches) == 1  # the deal, no more
    qtbot.wait(300)
    assert driver.pacer.phase is Phase.PAUSED and len(driver.batches) == 1
    assert driver.app.aids.panel.equity.lines() == ["…"]  # the look waits for the coach
    gated.gate.set()
    driver.play_hand(mostly_calls, "click")  # the table goes on, the coach answers
    assert not driver.pacer.holds and started == [True]
    qtbot.waitUntil(lambda: "Equity" in driver.app.aids.panel.toPlainText(), timeout=10_000)


def test_a_failing_import_lets_the_table_go_on_at_once_and_is_told(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(thread: CoachThread) -> Coach:
        raise ImportError("numpy is broken")

    monkeypatch.setattr(CoachThread, "_the_coach", broken)
    monkeypatch.setattr(app_aids, "WARM_UP_WAIT_MS", 30_000)
    with caplog.at_level(logging.ERROR, logger="studdesk"):
        driver = start(qtbot, quick_settings(), seed=SEED)
        driver.play_hand(mostly_calls, "click", timeout_ms=10_000)
    assert "the coach could not be warmed up" in caplog.text
    assert driver.app.aids.coach_warm and WARM_UP_HOLD not in driver.pacer.holds
    qtbot.waitUntil(lambda: "numpy is broken" in driver.window.log.toPlainText(), timeout=10_000)


def test_a_warm_up_that_hangs_holds_the_table_no_longer_than_the_wait(
    qtbot: QtBot, gated: GatedWarmUp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_aids, "WARM_UP_WAIT_MS", 300)
    driver = start(qtbot, quick_settings(), seed=SEED)
    gated.driver = driver
    try:
        qtbot.waitUntil(gated.started.is_set, timeout=10_000)
        driver.play_hand(mostly_calls, "click", timeout_ms=10_000)
        assert driver.app.aids.coach_warm and WARM_UP_HOLD not in driver.pacer.holds
    finally:
        gated.gate.set()


def test_with_the_aids_off_nothing_waits_and_no_coach_is_made(
    qtbot: QtBot, gated: GatedWarmUp, monkeypatch: pytest.MonkeyPatch
) -> None:
    held: list[str] = []
    off = quick_settings(live_odds=False, board_reading=False, hand_review=False)
    driver = start(qtbot, off, seed=SEED)
    hold = driver.pacer.hold
    monkeypatch.setattr(driver.pacer, "hold", lambda reason: (held.append(reason), hold(reason)))
    driver.play_hand(mostly_calls, "click")
    assert WARM_UP_HOLD not in held and driver.app.aids._coach is None and not gated.started.is_set()
