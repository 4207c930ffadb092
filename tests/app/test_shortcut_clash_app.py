"""A settings file edited by hand to give Ctrl+N to two commands: at the start the first
(new game) keeps it and fires, quit goes back to Ctrl+Q, and the log says so."""

from __future__ import annotations

import json
import logging

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.app.main import build
from studdesk.app.pacer import Phase
from studdesk.persistence.paths import config_dir
from studdesk.ui.shortcuts import clashes

from .driver import drive, quick_settings


def test_a_key_given_twice_by_hand_is_kept_by_the_first_command_at_the_start(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "show_welcome": False,
                "animation_speed": 0,
                "bot_think_ms": 0,
                "shortcuts": {"quit": "Ctrl+N", "check_call": "F"},
            }
        )
    )
    with caplog.at_level(logging.WARNING, logger="studdesk.ui.shortcuts"):
        app = build(seed=5)
    window = app.window
    qtbot.addWidget(window)  # closed at the end even if a check fails before it is driven
    assert sum("is taken" in r.getMessage() for r in caplog.records) == 2
    assert app.flow.settings.shortcuts == {}  # both back to their usual keys
    assert clashes(window.shortcut_keys) == []
    assert window.commands["new_game"].shortcut() == QKeySequence("Ctrl+N")
    assert window.commands["quit"].shortcut() == QKeySequence("Ctrl+Q")
    assert window.shortcut_keys["fold"] == QKeySequence("F")
    assert window.shortcut_keys["check_call"] == QKeySequence("C")

    drive(qtbot, app)
    qtbot.waitUntil(window.isActiveWindow, timeout=10_000)
    qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN, timeout=15000)
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # fires: no clash left
    qtbot.waitUntil(lambda: "New practice game" in window.log.toPlainText(), timeout=5000)
    window.close()


def test_keys_given_twice_are_undone_wherever_settings_are_taken_in(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    # not only from the file at the start: settings handed to build (the self-test, benchmarks)
    # and every change applied later go through the same repair
    caplog.set_level(logging.WARNING, logger="studdesk.ui.shortcuts")
    app = build(seed=5, settings=quick_settings(shortcuts={"quit": "Ctrl+N"}))
    qtbot.addWidget(app.window)
    assert app.flow.settings.shortcuts == {} and app.aids.settings.shortcuts == {}
    app.flow.apply_settings(app.flow.settings.updated(shortcuts={"pause": "F", "fold": "X"}))
    assert app.flow.settings.shortcuts == {"fold": "X", "pause": "F"}  # no clash: fold left F
    app.flow.apply_settings(app.flow.settings.updated(shortcuts={"pause": "Esc"}))
    assert app.flow.settings.shortcuts == {}
    assert clashes(app.window.shortcut_keys) == []
    assert app.window.commands["pause"].shortcut() == QKeySequence("P")
    undone = [r.args[1] for r in caplog.records if "is taken" in r.msg]  # type: ignore[index]
    assert undone == ["quit", "pause"]
