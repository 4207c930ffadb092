"""The tool windows follow a change of language at once, as the main window does (issue 14):
the hand history, the replayer, the equity calculator and the third-street trainer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from persistence.handstore_hands import bot_record  # tests/ is on sys.path (pytest rootdir)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.history import HistoryController
from studdesk.persistence.handstore import HandStore, SessionKind, default_path
from studdesk.ui import languages as lang
from studdesk.ui.theme import Theme


@pytest.fixture
def history(qtbot: QtBot) -> Iterator[HistoryController]:
    """The history of three stored hands (the player is seat 0, "You"), opened in English."""
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with HandStore.open(path) as store:
        session = store.start_session(SessionKind.PRACTICE, "Practice")
        for seed, variant in enumerate(("stud", "stud8", "razz")):
            names = ("You", "Ada", "Bruno", "Chen", "Dora")
            record = bot_record(variant, seed, ended_at=1.7e9 + 60 * seed, names=names)
            store.add_hand(record, session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller = HistoryController(parent, Theme, lambda: "bot0")
    assert controller.open() is not None
    yield controller
    controller.close()


def test_the_replayer_switches_language_while_open(history: HistoryController, qtbot: QtBot) -> None:
    history.open_replay(1)
    replay = history.replay
    assert replay is not None and replay.replay is not None
    replay.jump(replay.replay.streets[1].first_step + 1)
    step = replay.replay.step
    assert replay.play_button.text() == "Play" and replay.log_dock.windowTitle() == "Dealer's log"
    assert replay.title.text().startswith("Hand #")
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: replay.play_button.text() == "Играть")  # Qt's LanguageChange event
    assert replay.replay.step == step  # the same moment, worded again
    assert replay.title.text().startswith("Раздача №") and replay.windowTitle() == replay.title.text()
    assert replay.log_dock.windowTitle() == "Журнал дилера"
    assert replay.equity.horizontalHeaderItem(0).text() == "3-я улица"
    assert replay.speed.itemText(4) != "No animation" and replay.speed_label.text() != "Speed"
    assert replay.review.toPlainText() and not replay.review.toPlainText().startswith("No review")
    assert "улица" in replay.log.toPlainText() and "street" not in replay.log.toPlainText()
    assert "Вы" in replay.log.toPlainText()
    lang.languages().apply("bg")
    qtbot.waitUntil(lambda: replay.log_dock.windowTitle() == "Дневник на дилъра")
    # the whole title fits the dock (it was cut off in Bulgarian)
    title_width = replay.log_dock.fontMetrics().horizontalAdvance(replay.log_dock.windowTitle())
    assert replay.log_dock.minimumWidth() > title_width
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: replay.play_button.text() == "Play")
    assert replay.title.text().startswith("Hand #") and "3rd street" in replay.log.toPlainText()


def test_the_player_is_named_in_the_players_language_in_the_equity_table(
    history: HistoryController, qtbot: QtBot
) -> None:
    history.open_replay(1)
    replay = history.replay
    assert replay is not None
    names = [replay.equity.verticalHeaderItem(r).text() for r in range(replay.equity.rowCount())]
    assert "You" in names
    lang.languages().apply("bg")
    qtbot.waitUntil(lambda: replay.play_button.text() != "Play")
    names = [replay.equity.verticalHeaderItem(r).text() for r in range(replay.equity.rowCount())]
    assert "Вие" in names and "You" not in names
    assert replay.equity.horizontalHeader().orientation() is Qt.Orientation.Horizontal
