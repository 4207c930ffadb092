"""Keyboard-only play from the first run to quitting (issue 14): settings changed with keys, a hand
played with Enter, the table read with the arrow keys, a new table, quitting with the key; never
a mouse click, never a place the keys cannot leave."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialog, QPushButton, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.main import build
from studdesk.app.pacer import Phase
from studdesk.engine.events import HandEnded
from studdesk.persistence.paths import config_dir
from studdesk.persistence.settings_store import SettingsStore
from studdesk.play.messages import StepBatch
from studdesk.ui.table_reader import Spot

from .driver import FakeClock

CTRL = Qt.KeyboardModifier.ControlModifier


def _key(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key press where the keyboard is now: the widget in focus, else the active window."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "the keys reach nothing: no window is active"
    qtbot.keyClick(target, key, modifier)


def _tab_to(qtbot: QtBot, dialog: QWidget, found: Callable[[QWidget], bool], limit: int = 300) -> QWidget:
    """Tab until the focus is on what `found` accepts; back on the dialog's tab bar (the page
    walked through), Ctrl+Tab turns to the next page."""
    walked = False
    for _ in range(limit):
        focused = QApplication.focusWidget()
        if focused is not None and found(focused):
            return focused
        next_page = isinstance(focused, QTabBar) and walked
        walked = not next_page
        _key(qtbot, Qt.Key.Key_Tab, CTRL if next_page else Qt.KeyboardModifier.NoModifier)
    raise AssertionError(f"Tab never reached it in {dialog.windowTitle()!r}")


def _focus_back(qtbot: QtBot, window: QWidget) -> None:
    """A closed dialog's window manager gives the focus back to the window under it; the
    offscreen platform has no window manager, so the test does its part."""
    if not window.isActiveWindow():
        window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=10_000)


def _field(name: str) -> Callable[[QWidget], bool]:
    """The number field of the setting `name` (the field, or the row holding it, bears the name)."""

    def found(widget: QWidget) -> bool:
        spin = widget if isinstance(widget, QAbstractSpinBox) else widget.parentWidget()
        if not isinstance(spin, QAbstractSpinBox):
            return False
        row = spin.parentWidget()
        return name in (spin.objectName(), row.objectName() if row is not None else "")

    return found


def _type_into(qtbot: QtBot, text: str) -> None:
    _key(qtbot, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(QApplication.focusWidget(), text)


def test_from_the_first_run_to_quitting_with_the_keyboard_alone(qtbot: QtBot) -> None:
    app = build(seed=5)  # no settings file: the first run
    window = app.window
    qtbot.addWidget(window)
    batches: list[StepBatch] = []
    window.director.batch_finished.connect(batches.append)
    clock = FakeClock()
    window.panel.clock = clock
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=10_000)
    app.start()
    welcome = app.flow.first_start.show_welcome()  # as `studdesk` does on a first run
    assert welcome is not None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is welcome, timeout=10_000)

    # the welcome: Tab to "show at start", Space turns it off, Enter deals
    _tab_to(qtbot, welcome, lambda w: w is welcome.show_again)
    _key(qtbot, Qt.Key.Key_Space)
    assert not welcome.show_again.isChecked()
    _key(qtbot, Qt.Key.Key_Return)
    assert not welcome.isVisible()
    _focus_back(qtbot, window)

    # Settings (Ctrl+,): no animation, no thinking pause, three opponents; Enter saves
    def change_settings() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=10_000)
        _tab_to(qtbot, dialog, _field("animation_speed"))
        _type_into(qtbot, "0")
        _tab_to(qtbot, dialog, _field("bot_think_ms"))
        _type_into(qtbot, "0")
        _key(qtbot, Qt.Key.Key_Return)

    QTimer.singleShot(0, change_settings)
    _key(qtbot, Qt.Key.Key_Comma, CTRL)  # exec(): returns once the dialog is closed
    _focus_back(qtbot, window)
    assert app.flow.settings.animation_speed == 0 and app.flow.settings.bot_think_ms == 0

    def hand_over(number: int) -> bool:
        return any(
            b.view.hand_number == number and any(isinstance(e, HandEnded) for e in b.events) for b in batches
        )

    # a hand: on each turn read the table with the arrow keys, go on with Tab, press Enter
    turns = 0
    while not hand_over(1):
        qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN or hand_over(1), timeout=15000)
        if hand_over(1):
            break
        window.view.setFocus(Qt.FocusReason.TabFocusReason)
        _key(qtbot, Qt.Key.Key_Down)
        _key(qtbot, Qt.Key.Key_Down)
        spot = QApplication.focusWidget()
        assert isinstance(spot, Spot) and spot.accessibleName().startswith("Your seat, ")
        _key(qtbot, Qt.Key.Key_Tab)
        button = QApplication.focusWidget()
        assert isinstance(button, QPushButton) and window.panel.isAncestorOf(button)
        clock.advance(1.0)  # (the misclick guard: the player took their time)
        _key(qtbot, Qt.Key.Key_Return)
        assert app.pacer.phase is not Phase.HUMAN_TURN
        turns += 1
    assert turns >= 1

    # the next hand deals by itself; a new table with Ctrl+N
    qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN, timeout=15000)
    _key(qtbot, Qt.Key.Key_N, CTRL)
    qtbot.waitUntil(
        lambda: "New practice game" in window.log.toPlainText().split("Hand #1")[-1], timeout=5000
    )
    qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN, timeout=15000)
    assert QApplication.focusWidget() is not None  # the turn's button has the focus again

    # quitting with Ctrl+Q: the window closes and the settings changed with the keys are kept
    _key(qtbot, Qt.Key.Key_Q, CTRL)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and saved.animation_speed == 0 and saved.bot_think_ms == 0
    assert not saved.show_welcome
