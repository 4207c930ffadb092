"""Menus of the main window: every entry is enabled (the hand history is in); help texts."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from studdesk.ui.main_window import MainWindow


def _actions(window: MainWindow) -> dict[str, object]:
    out = {}
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions():  # type: ignore[union-attr]
            if action.text():
                out[action.text().replace("&", "")] = action
    return out


def test_the_game_menu_opens_the_hand_history(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    actions = _actions(window)
    for name in ("New practice game", "New sit-and-go…", "Finished tournaments…", "Hand history…"):
        assert actions[name].isEnabled()  # type: ignore[attr-defined]
    with qtbot.waitSignal(window.history_requested, timeout=1000):
        window.history_action.trigger()
    assert window.history_action.shortcut().toString() == "Ctrl+H"


def test_rules_follow_the_variant(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_variant("razz")
    assert "Rules of Razz" in _actions(window)
    window.show_rules()
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes and "highest</b> up card brings in" in boxes[-1].text()
    boxes[-1].close()


def test_log_can_be_hidden_and_shown(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    toggle = _actions(window)["Dealer's log"]
    toggle.trigger()  # type: ignore[attr-defined]
    assert not window.log_dock.isVisible()
    toggle.trigger()  # type: ignore[attr-defined]
    assert window.log_dock.isVisible()


def test_text_round_the_table_grows_with_a_big_window_within_limits(qtbot: QtBot) -> None:
    from studdesk.ui.main_window import MAX_UI_SCALE, ui_scale

    assert ui_scale(1024, 640) == 1.0  # never smaller than the plain size
    assert ui_scale(2560, 1440) == 1.8  # the smaller of the two growths, like the table
    assert ui_scale(7680, 4320) == MAX_UI_SCALE
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.resize(1280, 800)
    qtbot.wait(20)
    small = window.panel.status.fontInfo().pixelSize()
    log_small = window.log.fontInfo().pixelSize()
    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: window.ui_scale > 1.0)
    assert window.panel.status.fontInfo().pixelSize() > small * 1.3
    assert window.log.fontInfo().pixelSize() > log_small * 1.3


def test_help_about_shows_the_version_and_the_icon(qtbot: QtBot) -> None:
    from PySide6 import __version__ as pyside_version

    from studdesk import __version__

    window = MainWindow()
    qtbot.addWidget(window)
    _actions(window)["About StudDesk"].trigger()  # type: ignore[attr-defined]
    box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
    assert f"StudDesk {__version__}" in box.text()
    assert f"PySide6 {pyside_version}" in box.text() and "MIT" in box.text()
    assert not box.iconPixmap().isNull()
    box.close()
