"""Issue 13: an unexpected exception is logged, the game saved, and one dialog names the log file."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from studdesk.app.error_report import ErrorReport
from studdesk.app.pacer import Phase
from studdesk.persistence.logfile import LOG_FILE, install_log_file, remove_log_file
from studdesk.persistence.saves import SaveStore
from studdesk.play.defaults import PRACTICE_SLOT

from .driver import Driver, mostly_calls, quick_settings, start


@pytest.fixture
def log_path(tmp_path: Path) -> Iterator[Path]:
    path = install_log_file(tmp_path / "logs")
    assert path is not None
    yield path
    remove_log_file()


def _reporting(qtbot: QtBot, log_path: Path) -> tuple[Driver, ErrorReport]:
    driver = start(qtbot, quick_settings(), seed=5)
    report = ErrorReport(driver.window, log_path, driver.pacer.save_requested.emit, driver.pacer.worker.saved)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    return driver, report


def _broken_slot() -> None:
    raise ZeroDivisionError("a bug in a slot")


@pytest.mark.qt_no_exception_capture
def _said_when_a_thread_fails(qtbot: QtBot, report: ErrorReport, name: str) -> str:
    """The report's dialog text after a thread named `name` ends in an uncaught error."""
    try:
        helper = threading.Thread(target=_broken_slot, name=name)
        helper.start()
        helper.join()
        qtbot.waitUntil(lambda: report.dialog is not None, timeout=5000)
        assert report.dialog is not None
        text = report.dialog.text()
        report.dialog.accept()
    finally:
        report.uninstall()
    return text


def test_an_error_in_a_slot_is_logged_the_game_saved_and_the_log_named(
    qtbot: QtBot, tmp_path: Path, log_path: Path
) -> None:
    driver, report = _reporting(qtbot, log_path)
    try:
        driver.pacer.on_action(mostly_calls(driver.window.panel.offers))
        QTimer.singleShot(0, _broken_slot)
        qtbot.waitUntil(lambda: report.dialog is not None, timeout=5000)
        text = report.dialog.text()  # type: ignore[union-attr]
        QTimer.singleShot(0, _broken_slot)  # while the dialog is open: logged, no second dialog
        qtbot.wait(300)
        dialogs = report.dialog
        report.dialog.accept()  # type: ignore[union-attr]
    finally:
        report.uninstall()
    assert dialogs is not None and report.dialog is None
    assert "ZeroDivisionError: a bug in a slot" in text
    assert "Your game was saved first." in text
    assert str(tmp_path / "logs" / LOG_FILE) in text
    logged = log_path.read_text(encoding="utf-8")
    assert logged.count("unexpected error in MainThread") == 2
    assert "Traceback" in logged and "in _broken_slot" in logged
    loaded = SaveStore(tmp_path / "data" / "saves").load_session(PRACTICE_SLOT)
    assert [act.seat for act in loaded.pending].count(0) == 1  # the player's command is in the save
    assert driver.pacer.phase is not Phase.STOPPED  # the game goes on


def test_an_error_in_another_thread_is_reported_the_same_way(qtbot: QtBot, log_path: Path) -> None:
    _driver, report = _reporting(qtbot, log_path)
    text = _said_when_a_thread_fails(qtbot, report, "a-helper")
    assert "ZeroDivisionError" in text and str(log_path) in text
    assert "unexpected error in a-helper" in log_path.read_text(encoding="utf-8")


def test_without_a_log_file_the_dialog_still_comes(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    report = ErrorReport(driver.window, None, driver.pacer.save_requested.emit, driver.pacer.worker.saved)
    text = _said_when_a_thread_fails(qtbot, report, "a-helper")
    assert "ZeroDivisionError" in text and "log file" not in text
