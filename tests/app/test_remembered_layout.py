"""Window geometry, dock layout and each dialog's last tab are kept between runs."""

from __future__ import annotations

import pytest
from persistence.handstore_hands import bot_record  # tests/ is on sys.path (pytest rootdir)
from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.persistence.handstore import HandStore, SessionKind, default_path
from studdesk.persistence.paths import config_dir
from studdesk.persistence.settings_store import SettingsStore
from studdesk.ui.history.history_window import HistoryWindow
from studdesk.ui.history.replay_window import ReplayWindow
from studdesk.ui.main_window import MainWindow
from studdesk.ui.remembered import SMALLEST_PLACE, TabMemory, encoded, restore_layout, restore_place

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


def _replay_of(driver: Driver) -> ReplayWindow:
    """The replayer, on the one hand stored before the app started (`_one_hand_stored`)."""
    driver.flow.open_history()
    history = driver.flow.history
    assert history is not None
    history.open_replay(1)
    assert history.replay is not None and history.replay.replay is not None
    return history.replay


def _one_hand_stored() -> None:
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with HandStore.open(path) as store:
        store.add_hand(bot_record("stud", 3), store.start_session(SessionKind.PRACTICE, "Practice"))


def test_the_replayer_opens_where_it_was_left_next_run(qtbot: QtBot) -> None:
    _one_hand_stored()
    driver = start(qtbot, quick_settings(), seed=4)
    replay = _replay_of(driver)
    assert replay.size() == QSize(1180, 820)  # the first time: the usual size
    replay.setGeometry(60, 50, 700, 540)
    driver.window.close()

    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and set(saved.window_places) == {"history", "replay"}
    reopened = _replay_of(start(qtbot, saved, seed=4))
    assert reopened is not replay
    # (the offscreen screen is 800 pixels wide, narrower than the replayer's controls: Qt keeps
    # the restored window on the screen and as wide as its minimum; the height and top must match)
    assert reopened.height() == 540  # not the usual 820
    assert abs(reopened.y() - 50) <= 2


def _place(geometry: QRect) -> str:
    window = QMainWindow()
    window.setGeometry(geometry)
    return encoded(window.saveGeometry())


@pytest.mark.parametrize(
    "geometry",
    [QRect(10, 10, 6, 4), QRect(60_000, 40_000, 700, 500), QRect(-9000, -9000, 100_000, 100_000)],
    ids=["a few pixels", "far off the screen", "larger than any screen"],
)
def test_an_absurd_saved_replayer_place_falls_back_quietly(qtbot: QtBot, geometry: QRect) -> None:
    _one_hand_stored()
    driver = start(qtbot, quick_settings(window_places={"replay": _place(geometry)}), seed=4)
    replay = _replay_of(driver)
    screen = replay.screen().availableGeometry()
    assert replay.isVisible() and screen.intersects(replay.frameGeometry())
    assert replay.width() >= SMALLEST_PLACE.width() and replay.height() >= SMALLEST_PLACE.height()
    assert replay.width() <= max(screen.width(), 1180) and replay.height() <= max(screen.height(), 820)


def test_a_window_restored_a_few_pixels_small_gets_its_usual_size(qtbot: QtBot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(900, 600)
    assert not restore_place(window, _place(QRect(10, 10, 6, 4)))
    assert window.size() == QSize(900, 600)
    assert restore_place(window, _place(QRect(20, 30, 500, 400)))
    assert window.size() == QSize(500, 400)


def test_the_calculator_and_the_trainer_open_where_they_were_left_next_run(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=4)
    calculator = driver.app.aids.open_calculator()
    usual = calculator.height()
    calculator.setGeometry(60, 40, 760, usual - 60)
    driver.window.close()  # the tool windows close with it: their places are noted then

    saved, notice = SettingsStore(config_dir()).load()
    assert notice is None and "calculator" in saved.window_places
    again = start(qtbot, saved, seed=4).app.aids.open_calculator()
    assert again is not calculator
    assert again.height() == usual - 60 and abs(again.y() - 40) <= 2
