"""Window geometry, dock layout and each dialog's last tab are kept between runs."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.persistence.paths import config_dir
from studdesk.persistence.settings_store import SettingsStore
from studdesk.ui.main_window import MainWindow
from studdesk.ui.remembered import TabMemory, restore_layout

from .driver import quick_settings, start


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
