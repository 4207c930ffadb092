"""Shortcuts: shown and rebindable, clashes named in words, bad key text never fatal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.persistence.settings import Settings
from studdesk.ui.dialogs.settings_dialog import KEYBOARD_TAB, SettingsDialog
from studdesk.ui.main_window import MainWindow
from studdesk.ui.shortcuts import COMMANDS, bindings, changes, clashes, help_html, key_of, shown

FOLD = LegalAction(ActionKind.FOLD, 0, 0)
CALL = LegalAction(ActionKind.CALL, 20, 20)


def test_only_the_changed_keys_are_kept_and_read_back() -> None:
    keys = bindings({"fold": "Ctrl+G", "pause": ""})
    assert shown(keys["fold"]) == "Ctrl+G" and keys["pause"].isEmpty()
    assert shown(keys["quit"]) == "Ctrl+Q"  # untouched: the usual key
    assert changes(keys) == {"fold": "Ctrl+G", "pause": ""}
    assert changes(bindings({})) == {}


def test_unknown_names_and_unreadable_keys_fall_back_to_the_usual_ones() -> None:
    keys = bindings({"teleport": "T", "quit": "Hyper+++Nonsense", "rules": "Ctrl+A, Ctrl+B"})
    assert "teleport" not in keys
    assert shown(keys["quit"]) == "Ctrl+Q" and shown(keys["rules"]) == "F1"
    assert key_of("").isEmpty() and key_of("Ctrl+A, Ctrl+B").isEmpty()


def test_a_key_on_two_commands_or_on_esc_is_named() -> None:
    assert clashes(bindings({})) == []  # the usual keys never clash
    found = [c.words() for c in clashes(bindings({"pause": "F"}))]
    assert found == ["F is given to both “Fold” and “Pause after the current action”"]
    assert "Esc always skips" in clashes(bindings({"quit": "Esc"}))[0].words()


def test_help_lists_every_command_with_the_current_key() -> None:
    text = help_html(bindings({"new_game": "Ctrl+Shift+N"}))
    assert "Ctrl+Shift+N" in text and "Ctrl+W" in text
    assert text.count("<tr>") == len(COMMANDS) + 1  # and the hand history's heading


def test_rebinding_in_the_dialog(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(shortcuts={"fold": "X"}), bot_names=["calling-station"])
    qtbot.addWidget(dialog)
    page = dialog.keyboard
    assert dialog.tabs.tabText(KEYBOARD_TAB) == "Keyboard"
    assert page.edits["fold"].keySequence() == QKeySequence("X")
    page.edits["pause"].setKeySequence(QKeySequence("X"))  # now two commands share X
    assert not dialog.ok_button.isEnabled()
    assert "Keyboard tab" in dialog.summary.text() and "X is given to both" in page.clash_label.text()
    page.edits["pause"].setKeySequence(QKeySequence("Ctrl+P"))
    assert dialog.ok_button.isEnabled()
    dialog.accept()
    result = dialog.result_settings()
    assert result is not None and result.shortcuts == {"fold": "X", "pause": "Ctrl+P"}


def test_restore_defaults_puts_the_usual_keys_back(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(shortcuts={"fold": "X"}), bot_names=["calling-station"])
    qtbot.addWidget(dialog)
    dialog.restore_defaults()
    dialog.accept()
    result = dialog.result_settings()
    assert result is not None and result.shortcuts == {}


def test_a_key_field_lets_tab_move_on(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(), bot_names=["calling-station"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentIndex(KEYBOARD_TAB)
    edit = dialog.keyboard.edits["fold"]
    edit.setFocus()
    qtbot.waitUntil(lambda: edit.hasFocus() or edit.isAncestorOf(dialog.focusWidget()), timeout=10_000)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert edit.keySequence() == QKeySequence("F")  # Tab was not recorded as the key
    assert not edit.isAncestorOf(dialog.focusWidget()) and dialog.focusWidget() is not edit


def test_the_window_uses_the_rebound_keys(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.apply_shortcuts({"check_call": "K", "new_game": "Ctrl+Shift+N", "skip": ""})
    assert window.new_game_action.shortcut() == QKeySequence("Ctrl+Shift+N")
    assert window.skip_shortcut.key().isEmpty()
    window.panel.guard_ms = 0
    window.panel.set_offers((FOLD, CALL))
    labels = {o: b.text() for o, b in window.panel.buttons()}
    assert labels[CALL].endswith("K") and labels[FOLD].endswith("F")
    taken: list[LegalAction] = []
    window.panel.action_chosen.connect(taken.append)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=10_000)
    qtbot.keyClick(window, Qt.Key.Key_C)  # the usual key is free now: nothing happens
    assert taken == []
    qtbot.keyClick(window, Qt.Key.Key_K)
    assert taken == [CALL]


def test_a_key_may_serve_one_command_in_each_window_but_not_two_in_one() -> None:
    assert (
        clashes(bindings({"history_find": "F", "history_close": "Ctrl+Q"})) == []
    )  # fold, quit: the table's
    found = [c.words() for c in clashes(bindings({"history_refresh": "Ctrl+F"}))]
    assert found == [
        "Ctrl+F is given to both “Hand history: find a player (the name filter)” "
        "and “Hand history: list again”"
    ]


def test_the_keyboard_page_offers_the_history_keys(qtbot: QtBot) -> None:
    dialog = SettingsDialog(
        Settings(shortcuts={"history_close": "Ctrl+Shift+W"}), bot_names=["calling-station"]
    )
    qtbot.addWidget(dialog)
    page = dialog.keyboard
    assert page.edits["history_find"].keySequence() == QKeySequence("Ctrl+F")
    assert page.edits["history_close"].keySequence() == QKeySequence("Ctrl+Shift+W")
    page.edits["history_find"].setKeySequence(QKeySequence("F"))  # fold's key, but in the other window
    assert dialog.ok_button.isEnabled()
    dialog.accept()
    result = dialog.result_settings()
    assert result is not None and result.shortcuts == {"history_close": "Ctrl+Shift+W", "history_find": "F"}
