"""The hand-history window's keys are the player's too: rebound in the settings, applied at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.ui.history.history_window import HistoryWindow

from .driver import Driver, quick_settings, start


def _open_history(driver: Driver, qtbot: QtBot) -> HistoryWindow:
    driver.flow.open_history()
    history = driver.flow.history
    assert history is not None and history.window is not None
    window = history.window
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=10_000)
    return window


def test_rebound_history_keys_work_and_the_usual_ones_do_not(qtbot: QtBot) -> None:
    driver = start(
        qtbot, quick_settings(shortcuts={"history_find": "Ctrl+K", "history_close": "Ctrl+Shift+W"})
    )
    window = _open_history(driver, qtbot)
    assert window.commands["history_find"].shortcut() == QKeySequence("Ctrl+K")
    assert window.commands["history_refresh"].shortcut() == QKeySequence("F5")  # untouched: the usual key
    window.table.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert not window.filter_bar.player.hasFocus()  # Ctrl+F is free now
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.filter_bar.player.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.isVisible()
    qtbot.keyClick(
        QApplication.focusWidget(),
        Qt.Key.Key_W,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert not window.isVisible()


def test_keys_changed_in_the_settings_reach_an_open_history_window(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings())
    window = _open_history(driver, qtbot)
    assert window.commands["history_close"].shortcut() == QKeySequence("Ctrl+W")
    driver.flow.apply_settings(driver.flow.settings.updated(shortcuts={"history_close": ""}))
    assert window.commands["history_close"].shortcut().isEmpty()
    assert window.commands["history_find"].shortcut() == QKeySequence("Ctrl+F")
