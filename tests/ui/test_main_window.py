"""Menus of the main window: every entry is enabled (the hand history is in); help texts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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
    window.resize(1280, 800)  # the log beside the table (a narrow window shows it over the table)
    qtbot.waitUntil(lambda: not window.compact)
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


# ---------------------------------------------------------------- issue 15: small windows


def _resized(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    from studdesk.ui.side_overlay import COMPACT_WIDTH

    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.compact == (width < COMPACT_WIDTH))
    qtbot.wait(50)  # the docks' widths are set once laid out


def test_a_narrow_window_shows_the_log_over_the_table_not_beside_it(qtbot: QtBot) -> None:
    from studdesk.ui.side_overlay import COMPACT_WIDTH

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _resized(qtbot, window, 1024, 640)
    assert not window.compact and window.log_dock.isVisible() and window.log_dock.widget() is window.log
    assert not window.side.button.isVisible()
    qtbot.waitUntil(lambda: abs(window.log_dock.width() - 250) < 20)
    wide_view = window.view.width()
    _resized(qtbot, window, 800, 600)
    assert window.compact and COMPACT_WIDTH > 800
    assert not window.log_dock.isVisible()
    assert window.view.width() == window.width() > wide_view  # the table has the whole width
    assert window.side.button.isVisible() and not window.side.is_open()
    toggle = _actions(window)["Dealer's log"]
    assert not toggle.isChecked()  # type: ignore[attr-defined]
    qtbot.mouseClick(window.side.button, Qt.MouseButton.LeftButton)
    assert window.side.showing(window.log) and window.log.isVisible()
    assert toggle.isChecked()  # type: ignore[attr-defined]
    assert window.side.tabs.geometry().right() < window.view.viewport().width()  # inside the table
    assert window.side.tabs.width() <= window.view.width() // 2  # the other half of the table shows
    for n in range(200):  # it follows new lines over the table as beside it
        window.log.note(f"line {n}")
    bar = window.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    toggle.trigger()  # type: ignore[attr-defined]  # Ctrl+L closes it again
    assert not window.side.is_open() and not toggle.isChecked()  # type: ignore[attr-defined]
    _resized(qtbot, window, 1280, 800)
    assert not window.compact and not window.side.button.isVisible()
    assert window.log_dock.isVisible() and window.log_dock.widget() is window.log
    assert window.log.toPlainText().endswith("line 199")  # nothing lost on the way
    qtbot.waitUntil(lambda: abs(window.log_dock.width() - 250) < 20)  # back at its plain width
    assert toggle.isChecked()  # type: ignore[attr-defined]


def test_a_log_the_player_closed_stays_closed_through_a_narrow_window(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _resized(qtbot, window, 1280, 800)
    _actions(window)["Dealer's log"].trigger()  # type: ignore[attr-defined]
    assert not window.log_dock.isVisible()
    _resized(qtbot, window, 800, 600)
    _resized(qtbot, window, 1280, 800)
    assert not window.log_dock.isVisible() and window.log_dock.widget() is window.log


def test_the_standings_go_over_a_narrow_table_as_a_tab_and_come_back(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _resized(qtbot, window, 800, 600)
    standings = _actions(window)["Tournament standings"]
    assert not standings.isEnabled()  # type: ignore[attr-defined]  # a practice table has none
    window.set_tournament("Stud sit-and-go")
    window.show_tournament_dock(6)
    assert not window.tournament_dock.isVisible() and window.side.holds(window.tournament)
    standings.trigger()  # type: ignore[attr-defined]
    assert window.side.showing(window.tournament) and standings.isChecked()  # type: ignore[attr-defined]
    _actions(window)["Dealer's log"].trigger()  # type: ignore[attr-defined]  # the other tab
    assert window.side.showing(window.log) and not standings.isChecked()  # type: ignore[attr-defined]
    _resized(qtbot, window, 1280, 800)
    assert window.tournament_dock.isVisible() and window.tournament_dock.widget() is window.tournament
    _resized(qtbot, window, 800, 600)
    window.set_tournament(None)
    window.hide_tournament_dock()  # back to practice: no standings tab any more
    assert not window.side.holds(window.tournament)
    assert window.tournament_dock.widget() is window.tournament


@pytest.mark.parametrize("seats", [2, 6, 8, 10])
def test_the_table_text_stays_readable_in_the_smallest_window(qtbot: QtBot, seats: int) -> None:
    from studdesk.ui.scene.layout import layout_for

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    layout = layout_for(seats, 0, 5 if seats > 8 else 7)
    window.scene.setSceneRect(layout.scene_rect)  # the table's size for this many seats
    window.resize(640, 400)  # smaller than it may go
    qtbot.wait(20)
    smallest_text = 0.27 * 100 * window.view.transform().m11()  # actions and amounts: 0.27 card units
    assert smallest_text >= 9.5
    assert window.width() <= 800  # and an 800-pixel-wide screen still holds the window


def test_a_dock_added_from_outside_goes_over_a_narrow_table_too(qtbot: QtBot) -> None:
    """The practice aids add their own dock: below 1000 px it is a tab of the overlay, and an
    owner that shows it then opens its tab instead of taking the table's width."""
    from PySide6.QtWidgets import QDockWidget, QLabel

    window = MainWindow()
    qtbot.addWidget(window)
    aids = QLabel("Equity 22 %")
    dock = QDockWidget("Practice aids", window)
    dock.setWidget(aids)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    _resized(qtbot, window, 1280, 800)
    assert dock.isVisible()
    _resized(qtbot, window, 800, 600)
    assert not dock.isVisible() and window.side.holds(aids)
    assert window.view.width() == window.width()
    dock.show()  # the owner has something to show
    qtbot.waitUntil(lambda: not dock.isVisible())
    assert window.side.showing(aids) and aids.isVisible()
    window.other_docks.set_wanted(dock, False)  # the owner has nothing to show any more
    assert not window.side.holds(aids)
    _resized(qtbot, window, 1280, 800)
    assert not dock.isVisible() and dock.widget() is aids
    _resized(qtbot, window, 800, 600)
    window.other_docks.set_wanted(dock, True)  # something to show again, in a narrow window
    assert window.side.holds(aids) and not dock.isVisible()
    _resized(qtbot, window, 1280, 800)
    assert dock.isVisible() and dock.widget() is aids and not window.side.holds(aids)
    dock.hide()  # an owner with nothing to show
    _resized(qtbot, window, 800, 600)
    assert not window.side.holds(aids)  # no empty tab for it
    _resized(qtbot, window, 1280, 800)
    assert not dock.isVisible() and dock.widget() is aids


def test_a_window_closed_narrow_remembers_the_docks_as_they_were_wide(qtbot: QtBot) -> None:
    """The log hidden by a narrow window is not one the player closed: the next run shows it."""
    from studdesk.ui.remembered import encoded

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    _resized(qtbot, window, 1280, 800)
    _resized(qtbot, window, 800, 600)
    state = encoded(window.layout_state())
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    _resized(qtbot, again, 1280, 800)
    again.restore_layout(state, {})
    assert again.log_dock.isVisible() and again.log_dock.widget() is again.log
    _resized(qtbot, again, 800, 600)
    again.restore_layout(state, {})  # restored while narrow: still over the table, no empty dock
    assert again.compact and not again.log_dock.isVisible() and again.side.holds(again.log)


def test_the_overlays_follow_the_table_through_one_watcher_of_its_viewport(qtbot: QtBot) -> None:
    """The toast, the "Paused" banner, the side panel and the screen reader's stand-ins hear of a
    resize from one shared watcher of the table's viewport, not each from an event filter of its
    own (four entries into Python for every frame painted, each a wait for the GIL: issue 12)."""
    from PySide6.QtCore import QObject, Qt

    from studdesk.ui.side_overlay import SideOverlay
    from studdesk.ui.table_toast import PausedBanner, TableToast
    from studdesk.ui.viewport_watch import ViewportResizes

    for cls in (TableToast, PausedBanner, SideOverlay):
        assert "eventFilter" not in cls.__dict__
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    port = window.view.viewport()
    watchers = port.findChildren(ViewportResizes, options=Qt.FindChildOption.FindDirectChildrenOnly)
    assert len(watchers) == 1 and isinstance(watchers[0], QObject)
    banner = window.paused_banner
    banner.show()
    placed: list[int] = []
    place = banner._place

    def counted() -> None:
        placed.append(port.width())
        place()

    banner._place = counted  # type: ignore[method-assign]
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: port.width() < 1000)
    assert placed and placed[-1] == port.width()  # placed again for the new size
