"""Feedback at the table, tried as a player would (issue 15): the log follows, pause shows on the
table, nothing moves when the turn changes, the title says which game, a continued game keeps its log."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.app.main import build
from studdesk.app.pacer import Phase
from studdesk.engine.tournament_config import Entrant, LevelTiming, TournamentConfig
from studdesk.persistence.table_log import load_log
from studdesk.ui.dialogs.results_dialog import ResultsDialog
from studdesk.ui.hand_log import HandLog

from .driver import mostly_calls, quick_settings, start
from .test_sng_app import play_until


def saves_dir() -> Path:
    return Path(os.environ["STUDDESK_HOME"]) / "data" / "saves"


def _wheel(log: HandLog, steps: int) -> None:
    """The player turns the mouse wheel over the log (positive: up)."""
    port = log.viewport()
    centre = QPointF(port.width() / 2, port.height() / 2)
    event = QWheelEvent(
        centre,
        port.mapToGlobal(centre),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(port, event)


def test_the_log_follows_new_lines_until_the_player_scrolls_up(qtbot: QtBot) -> None:
    log = HandLog()
    qtbot.addWidget(log)
    log.resize(250, 200)
    log.show()
    bar = log.verticalScrollBar()
    for i in range(120):
        log.note(f"line {i}")
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum() and log.following
    assert log.more_below.isHidden()
    _wheel(log, 3)  # the player scrolls up to read
    qtbot.waitUntil(lambda: not log.following, timeout=1000)
    where = bar.value()
    assert where < bar.maximum()
    for i in range(30):
        log.note(f"later {i}")
    assert bar.value() == where  # it stays where the player is reading
    assert log.more_below.isVisible() and log.more_below.text() == "New lines below ↓"
    qtbot.mouseClick(log.more_below, Qt.MouseButton.LeftButton)
    assert log.following and log.more_below.isHidden()
    assert bar.value() == bar.maximum()
    log.note("and on")
    assert bar.value() == bar.maximum()
    qtbot.keyClick(log, Qt.Key.Key_PageUp)  # keys scroll too
    qtbot.waitUntil(lambda: not log.following, timeout=1000)
    for _ in range(3):  # back down by hand: following again
        qtbot.keyClick(log, Qt.Key.Key_PageDown)
    qtbot.waitUntil(lambda: log.following, timeout=1000)
    assert log.more_below.isHidden()
    bar.setValue(0)  # the text edit moving the bar by itself (a relayout) does not stop the following
    assert log.following and bar.value() == bar.maximum()


def test_the_log_keeps_up_with_hands_in_a_small_window(qtbot: QtBot) -> None:
    """On a fresh table the log never sticks at the first hand's showdown."""
    driver = start(qtbot, quick_settings(opponents=3), seed=11, size=(1000, 600))
    driver.stop_after_hand_over = False
    for number in (1, 2, 3):
        driver.play_hand(mostly_calls, "key", hand_number=number)
    log = driver.window.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == bar.maximum()
    assert log.following


def test_a_window_made_narrow_and_wide_again_mid_game_loses_no_line(qtbot: QtBot) -> None:
    """Issue 15: below 1000 px the log goes over the table; resizing back and forth while the
    hands are dealt keeps every line, the log following, and the game going."""
    driver = start(qtbot, quick_settings(opponents=3), seed=11, size=(1280, 800))
    driver.stop_after_hand_over = False
    window = driver.window
    driver.play_hand(mostly_calls, "key", hand_number=1)
    for width in (800, 1280, 900, 999, 1000, 820):  # the player drags the window's edge about
        window.resize(width, 640)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: window.compact)
    window.log_action.trigger()  # Ctrl+L: the log over the table while hand 2 is dealt
    assert window.side.showing(window.log)
    driver.play_hand(mostly_calls, "key", hand_number=2)
    log = window.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not window.compact and window.log_dock.isVisible())
    driver.play_hand(mostly_calls, "key", hand_number=3)
    text = log.toPlainText()
    assert all(f"Hand #{n}:" in text for n in (1, 2, 3)) and log.following
    assert window.log_dock.widget() is log and not window.side.button.isVisible()


def test_pause_shows_on_the_table_and_goes_when_the_game_goes_on(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=3)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    window = driver.window
    assert window.paused_banner.isHidden()
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert window.paused_banner.isVisible()
    assert "Paused" in window.paused_banner.text() and "Press P to go on" in window.paused_banner.text()
    banner = window.paused_banner.geometry()
    port = window.view.viewport().rect()
    assert port.contains(banner) and banner.width() > port.width() // 6  # on the table, not a footnote
    assert window.paused_label.text() == "Paused — press P to go on"
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert window.paused_banner.isHidden() and window.paused_label.text() == ""


def test_nothing_on_the_table_moves_when_the_turn_comes_and_goes(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(opponents=3), seed=5)
    driver.stop_after_hand_over = False
    window = driver.window
    geometries = set()
    turns = 0
    while turns < 6 and not driver.hand_over(1):
        qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN or driver.hand_over(1), timeout=5000)
        if driver.hand_over(1):
            break
        qtbot.wait(5)
        geometries.add((window.view.geometry().getRect(), window.panel.geometry().getRect()))
        driver.clock.advance(1.0)
        assert window.panel.choose(mostly_calls(window.panel.offers))
        qtbot.wait(5)  # the buttons are gone, the pre-actions are up
        geometries.add((window.view.geometry().getRect(), window.panel.geometry().getRect()))
        turns += 1
    assert turns >= 2
    assert len(geometries) == 1


def test_the_window_title_follows_the_game_being_played(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(opponents=2), seed=4)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    window = driver.window
    assert window.windowTitle() == "StudDesk — Seven Card Stud practice table"
    config = TournamentConfig(
        (Entrant("You"), Entrant("Ada", "always-call"), Entrant("Bruno", "always-call")),
        variants=("razz",),
        starting_chips=300,
        timing=LevelTiming(per_level=2),
    )
    flow = driver.flow
    flow.start_tournament(config, seed=5)
    qtbot.waitUntil(lambda: "sit-and-go" in window.windowTitle(), timeout=5000)
    assert window.windowTitle() == "StudDesk — Razz sit-and-go, 3 players: Razz"

    def all_in(offers):  # type: ignore[no-untyped-def]
        return max(offers, key=lambda o: (o.amount, o.kind.is_aggressive))

    play_until(qtbot, driver.app, all_in, lambda: isinstance(flow.dialog, ResultsDialog), timeout=30000)
    if not isinstance(flow.dialog, ResultsDialog):  # busted first: let the bots finish
        flow.dialog.leave_button.click()  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: isinstance(flow.dialog, ResultsDialog), timeout=30000)
    results = flow.dialog
    assert isinstance(results, ResultsDialog)
    # the panel's level is the level the results say was reached
    assert window.tournament.status is not None
    assert window.tournament.status.level.level == results.tournament_result.level_reached
    results.close()
    qtbot.waitUntil(lambda: "practice table" in window.windowTitle(), timeout=5000)
    assert window.windowTitle() == "StudDesk — Seven Card Stud practice table"


def test_a_continued_game_keeps_its_log_and_says_so_once(qtbot: QtBot) -> None:
    first = build(seed=9, settings=quick_settings(opponents=2))
    qtbot.addWidget(first.window)
    first.window.show()
    first.start()
    pacer, panel = first.pacer, first.window.panel
    ticks = itertools.count()
    panel.clock = lambda: float(next(ticks))  # a second passes between looks: the player looked first
    hands_seen = 0
    while hands_seen < 2:  # two whole hands, then quit in the middle of the third
        qtbot.waitUntil(lambda: pacer.phase is Phase.HUMAN_TURN, timeout=5000)
        assert pacer.last_batch is not None
        hands_seen = pacer.last_batch.view.hand_number - 1
        assert panel.choose(mostly_calls(panel.offers))
    qtbot.waitUntil(lambda: pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    before = first.window.log.lines()
    assert any(line.startswith("— Hand #2") for line in before)
    interrupted = pacer.last_batch.view.hand_number  # type: ignore[union-attr]
    first.window.close()
    kept = load_log(saves_dir(), "practice")
    assert any(line.startswith("— Hand #2") for line in kept)
    assert not any(line.startswith(f"— Hand #{interrupted}") for line in kept)  # dealt again on continuing

    again = build(settings=quick_settings(opponents=2))
    qtbot.addWidget(again.window)
    again.window.show()
    again.start()
    qtbot.waitUntil(lambda: again.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    lines = again.window.log.lines()
    assert lines[: len(kept)] == kept  # the earlier log is back, first
    said = [line for line in lines if "Continued" in line or "Welcome back" in line or "Continuing" in line]
    assert said == [f"* Continued hand #{interrupted}."]
    assert sum(line.startswith(f"— Hand #{interrupted}") for line in lines) == 1
    again.window.close()


def test_a_damaged_log_is_set_aside_and_the_game_goes_on(qtbot: QtBot) -> None:
    first = build(seed=9, settings=quick_settings(opponents=2))
    qtbot.addWidget(first.window)
    first.window.show()
    first.start()
    qtbot.waitUntil(lambda: first.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    first.window.close()
    (saves_dir() / "practice.studlog").write_bytes(b"\xff\xfe not json")
    again = build(settings=quick_settings(opponents=2))
    qtbot.addWidget(again.window)
    again.window.show()
    again.start()
    qtbot.waitUntil(lambda: again.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    told = [line for line in again.window.log.lines() if "dealer's log" in line]
    assert len(told) == 1 and "could not be read (it is not a StudDesk log)" in told[0]
    assert list(saves_dir().glob("practice.studlog.corrupt-*"))
    again.window.close()
