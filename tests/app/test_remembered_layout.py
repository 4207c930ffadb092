"""Window geometry, dock layout and each dialog's last tab are kept between runs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.persistence.paths import config_dir
from studdesk.persistence.settings_store import SettingsStore
from studdesk.ui.history.history_window import HistoryWindow
from studdesk.ui.main_window import MainWindow
from studdesk.ui.remembered import TabMemory, restore_layout

from .driver import Driver, quick_settings, start


def _close_settings_on(tab: int) -> None:
    def close() -> None:
        from studdesk.ui.dialogs.settings_dialog import SettingsDialog

        dialog = next(
            w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog) and w.isVisible()
        )
        dialog.tabs.setCurrentIndex(tab)
        dialog.reject()

    QTimer.singleShot(100, close)


def test_docks_and_the_settings_tab_come_back_next_run(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=4)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    window = driver.window
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.log_dock)
    _close_settings_on(3)
    driver.flow.open_settings()  # exec(): the timer above picks the tab and cancels
    assert window.tab_memory.tabs == {"settings": 3}
    window.close()

    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and saved.window_state and saved.dialog_tabs == {"settings": 3}

    again = MainWindow()
    qtbot.addWidget(again)
    again.restore_layout(saved.window_state, saved.dialog_tabs)
    assert again.dockWidgetArea(again.log_dock) is Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.tournament_dock.isHidden()
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    for name in ("a", "b", "c", "d"):
        tabs.addTab(QWidget(), name)
    again.tab_memory.watch("settings", tabs)
    assert tabs.currentIndex() == 3


def test_a_layout_or_tab_that_cannot_be_used_is_passed_over(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert not restore_layout(window, "bm90IGEgc3RhdGU=")  # base64, but not Qt's state
    assert not restore_layout(window, None)
    assert window.dockWidgetArea(window.log_dock) is Qt.DockWidgetArea.RightDockWidgetArea
    memory = TabMemory()
    memory.load({"settings": 9})
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QWidget(), "only")
    memory.watch("settings", tabs)  # the tab is gone: the first one shows
    assert tabs.currentIndex() == 0


def _history_of(driver: Driver) -> HistoryWindow:
    driver.flow.open_history()
    history = driver.flow.history
    assert history is not None and history.window is not None
    return history.window


def test_the_history_window_opens_where_it_was_left_next_run(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=4)
    history = _history_of(driver)
    assert history.size() == QSize(1180, 720)  # the first time: the usual size
    # The offscreen screen is 800 pixels wide, narrower than the window's minimum: Qt brings a
    # restored window back onto the screen (its left edge and width change); the rest must match.
    history.setGeometry(40, 30, 1000, 520)
    history.close()  # closed before the main window: its place is noted then
    history.show()
    history.setGeometry(60, 50, 1010, 540)  # open again and moved: the place at quitting counts
    driver.window.close()

    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and set(saved.window_places) == {"history"}
    reopened = _history_of(start(qtbot, saved, seed=4))
    assert reopened is not history
    assert reopened.height() == 540  # not the usual 720
    assert abs(reopened.y() - 50) <= 2  # (give or take the offscreen frame's margin)


def test_the_history_tab_and_chart_come_back_next_run(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=4)
    history = _history_of(driver)
    assert history.tabs.currentIndex() == 0 and history.stats is None
    history.tabs.setCurrentIndex(1)  # the statistics: their charts are made now
    assert history.stats is not None
    history.stats.charts.setCurrentIndex(2)
    driver.window.close()

    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and saved.dialog_tabs == {"history": 1, "history_charts": 2}
    reopened = _history_of(start(qtbot, saved, seed=4))
    assert reopened.tabs.currentIndex() == 1
    assert reopened.stats is not None and reopened.stats.charts.currentIndex() == 2


def test_a_history_place_that_cannot_be_read_leaves_the_usual_size(qtbot: QtBot) -> None:
    settings = quick_settings(window_places={"history": "bm90IGEgcGxhY2U="})  # base64, not Qt's geometry
    driver = start(qtbot, settings, seed=4)
    history = _history_of(driver)
    assert history.size() == QSize(1180, 720) and history.isVisible()
    with pytest.raises(ValueError, match="geometry"):
        quick_settings(window_places={"history": "not base64!"})
    with pytest.raises(ValueError, match="no valid name"):
        quick_settings(window_places={"History Window": "AdnQywADAAA="})
