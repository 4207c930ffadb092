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


def test_the_hand_history_switches_language_while_open(history: HistoryController, qtbot: QtBot) -> None:
    window = history.window
    assert window is not None
    window.tabs.setCurrentIndex(1)  # the statistics: built now, worded again on a change
    assert window.stats is not None
    qtbot.waitUntil(lambda: window.stats is not None and window.stats.figures.rowCount() > 0, timeout=30_000)
    assert window.windowTitle() == "Hand history" and window.tabs.tabText(1) == "Statistics"
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: window.windowTitle() == "История раздач")
    assert window.tabs.tabText(0) != "Hands" and window.replay_button.text() != "Replay"
    assert window.model.headerData(1, Qt.Orientation.Horizontal) == "Игра"
    bar = window.filter_bar
    assert bar.game.itemText(0) != "All games" and bar.game.itemText(2) == "Стад хай-лоу"
    assert bar.session.itemText(0) != "All sessions" and bar.session_label.text() != "Session"
    assert bar.result.itemText(1) != "Won" and bar.reset_button.text() != "Clear"
    stats = window.stats
    assert stats.charts.tabText(0) != "Winnings" and stats.winnings.title != "Winnings over the hands"
    assert stats.figures.horizontalHeaderItem(0).text() != "Figure"
    # the figures come again from the worker, their labels in Russian
    qtbot.waitUntil(lambda: stats.figures.item(0, 0).text() != "Hands", timeout=30_000)
    assert "%" in window.count_label.text() or "раздач" in window.count_label.text()
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: window.windowTitle() == "Hand history")
    assert bar.game.itemText(0) == "All games" and stats.charts.tabText(0) == "Winnings"


def test_the_equity_calculator_switches_language_while_open(qtbot: QtBot) -> None:
    from studdesk.play.calculator_tool import CalculatorTool
    from studdesk.ui.calculator_window import CalculatorWindow

    w = CalculatorWindow(CalculatorTool(seed=1), "stud")
    qtbot.addWidget(w)
    w.show()
    w.dead.setText("Xx")  # a problem under the dead cards: worded again too
    assert "is not a card" in w.dead_error.text()
    assert w.compute_button.text() == "Compute" and w.rows[0].label.text() == "Player 1"
    lang.languages().apply("bg")
    qtbot.waitUntil(lambda: w.compute_button.text() != "Compute")
    assert w.windowTitle() != "Stud equity calculator" and w.rows[0].label.text() != "Player 1"
    assert w.rows[1].down.placeholderText() != "down: As Kd" and w.dead_label.text() != "Dead cards"
    assert w.table.horizontalHeaderItem(2).text() != "Equity"
    assert w.variant.itemText(0) != "Seven Card Stud"
    assert w.samples.text().replace("\u00a0", " ") == "200 000"  # was "200,000"
    assert "Xx" in w.dead_error.text() and "is not a card" not in w.dead_error.text()
    w.add_button.click()  # a player added after the change speaks the new language
    assert w.rows[-1].label.text() == w.rows[0].label.text().replace("1", str(len(w.rows)))


def test_a_calculators_answer_on_show_is_worded_again(qtbot: QtBot) -> None:
    from studdesk.play.calculator_tool import CalculatorTool
    from studdesk.ui.calculator_window import CalculatorWindow

    w = CalculatorWindow(CalculatorTool(seed=1), "stud")
    qtbot.addWidget(w)
    w.rows[0].down.setText("As Ks")
    w.rows[0].up.setText("Kd Kc 7h 8h")
    w.rows[1].down.setText("Qh Qc")
    w.rows[1].up.setText("9c 3h 2c 8d")
    w.compute()
    qtbot.waitUntil(lambda: w.answer is not None, timeout=10_000)
    assert w.status.text() == "exact, 1,560 deals enumerated" and w.table.item(0, 6).text() == "exact"
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: w.status.text() != "exact, 1,560 deals enumerated")
    assert "1 560" in w.status.text().replace("\u00a0", " ") and w.table.item(0, 6).text() != "exact"
    assert w.table.rowCount() == 2


def test_the_trainer_switches_language_while_open(qtbot: QtBot) -> None:
    from studdesk.play.trainer_tool import TrainerTool
    from studdesk.ui.trainer_window import TrainerWindow

    w = TrainerWindow(TrainerTool(), seed=4)
    qtbot.addWidget(w)
    w.show()
    w.start()
    qtbot.waitUntil(lambda: w.situation is not None, timeout=30_000)
    assert w.next_button.text() == "Next situation" and w.card_labels[0].toolTip() == "down card"
    english_title = w.windowTitle()
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: w.next_button.text() != "Next situation")
    assert w.windowTitle() != english_title and w.new_table.text() != "New table"
    assert w.opponents_style.itemText(1) != "Rocks (tight, cautious)"
    assert w.variant.itemText(0) != "Seven Card Stud" and w.card_labels[0].toolTip() != "down card"
    # the situation on show, worded again: the same one, in Russian
    assert w.situation is not None and w.situation.number == 1
    assert w.title.text().startswith("Ситуация 1") and "yet to act" not in w.doors.text()
    assert all(
        not b.text().startswith(("Fold", "Call", "Bring", "Complete")) for b in w.pick_buttons.values()
    )
    w.pick(next(iter(w.pick_buttons)))
    qtbot.waitUntil(lambda: w.verdict is not None, timeout=30_000)
    said, russian_next = w.feedback.text(), w.next_button.text()
    lang.languages().apply("bg")
    qtbot.waitUntil(lambda: w.next_button.text() != russian_next and w.feedback.text() != said)
    assert w.score.text() and w.title.text().startswith("Ситуация 1")  # the same words in Bulgarian
    w.deal()  # the next situation is dealt in Bulgarian
    qtbot.waitUntil(lambda: w.situation is not None and w.situation.number == 2, timeout=30_000)
