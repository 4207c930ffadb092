"""Keyboard-only play: a whole hand with Enter on the button in focus, and with rebound keys;
what a screen reader is told about the buttons and the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.actions import ActionKind

from .driver import Driver, quick_settings, start


def _turn(driver: Driver) -> bool:
    return driver.pacer.phase is Phase.HUMAN_TURN or driver.hand_over(1)


def test_a_whole_hand_with_enter_on_the_focused_button(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    turns = 0
    while not driver.hand_over(1):
        qtbot.waitUntil(lambda: _turn(driver), timeout=8000)
        if driver.hand_over(1):
            break
        focused = QApplication.focusWidget()
        assert isinstance(focused, QPushButton) and driver.window.panel.isAncestorOf(focused)
        offer = next(o for o, b in driver.window.panel.buttons() if b is focused)
        assert offer.kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)  # never fold
        assert focused.accessibleName() and focused.accessibleDescription().startswith("Key ")
        driver.clock.advance(1.0)
        qtbot.keyClick(focused, Qt.Key.Key_Return)
        assert driver.pacer.phase is not Phase.HUMAN_TURN
        turns += 1
    assert turns >= 1


def test_tab_walks_from_the_table_through_the_buttons(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=8000)
    window = driver.window
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    buttons = [b for _, b in window.panel.buttons()]
    reached = []
    for _ in buttons:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert [w.text() if isinstance(w, QPushButton) else w for w in reached] == [b.text() for b in buttons]


def test_rebound_keys_play_and_the_old_ones_do_not(qtbot: QtBot) -> None:
    settings = quick_settings(shortcuts={"check_call": "K", "fold": "X"})
    driver = start(qtbot, settings, seed=5)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=8000)
    panel = driver.window.panel
    labels = [b.text() for _, b in panel.buttons()]
    assert any(text.endswith("K") for text in labels) and any(text.endswith("X") for text in labels)
    driver.clock.advance(1.0)
    qtbot.keyClick(driver.window, Qt.Key.Key_C)  # the usual key no longer calls
    assert driver.pacer.phase is Phase.HUMAN_TURN
    qtbot.keyClick(driver.window, Qt.Key.Key_K)
    assert driver.pacer.phase is not Phase.HUMAN_TURN


def test_the_table_is_described_for_a_screen_reader(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=8000)
    view = driver.window.view
    assert view.accessibleName() == "Table"
    said = view.accessibleDescription()
    assert "Pot " in said and "Your cards: " in said and "(down)" in said
    assert said.count(",") == 2  # three cards on 3rd street


def test_the_practice_aids_keys_come_from_the_same_table(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(shortcuts={"equity_calculator": "Ctrl+Shift+E"}), seed=5)
    commands = driver.window.commands
    assert commands["equity_calculator"].shortcut().toString() == "Ctrl+Shift+E"
    assert commands["aids_panel"].shortcut().toString() == "Ctrl+Shift+A"
    driver.window.apply_shortcuts({"aids_panel": ""})
    assert commands["aids_panel"].shortcut().isEmpty()
    assert commands["equity_calculator"].shortcut().toString() == "Ctrl+E"
