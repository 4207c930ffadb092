"""Game ▸ Hand history through its controller (issue 11): the paged list (paging, sort, filter),
the replayer's controls and what the hero knew, import with progress and cancel, drag and drop,
export of the chosen hands, the statistics view and its charts."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from persistence.handstore_hands import bot_record  # tests/ is on sys.path (pytest rootdir)
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.history import HistoryController
from studdesk.engine.events import CardDealt, ShowdownRevealed
from studdesk.persistence.handstore import HandStore, SessionKind, default_path
from studdesk.persistence.handstore_phh import record_to_phh
from studdesk.persistence.handstore_query import HandFilter, Result, count_hands, list_hands
from studdesk.persistence.handstore_stats import hand_stats, opponent_stats
from studdesk.ui.history.filter_bar import kind_key
from studdesk.ui.history.history_window import HistoryWindow
from studdesk.ui.history.replay_window import ReplayWindow
from studdesk.ui.history.stats_view import StatsView
from studdesk.ui.theme import Theme

VARIANTS = ("stud", "stud8", "razz", "five")
HANDS = 120


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """120 hands of every game, a practice session and a finished tournament (made once)."""
    path = tmp_path_factory.mktemp("history") / "hands.sqlite3"
    with HandStore.open(path) as store:
        practice = store.start_session(SessionKind.PRACTICE, "Practice — Stud")
        tournament = store.start_session(SessionKind.TOURNAMENT, "Turbo", {"variants": list(VARIANTS)})
        for seed in range(HANDS):
            session = practice if seed % 3 else tournament
            store.add_hand(bot_record(VARIANTS[seed % 4], seed, ended_at=1.7e9 + 60 * seed), session)
        store.update_session(tournament, {"place": 2, "entrants": 6})
        store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


@pytest.fixture
def stored(template: Path) -> Path:
    """The template store, copied into the test's own data folder."""
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, path)
    return path


@pytest.fixture
def history(qtbot: QtBot, stored: Path) -> Iterator[HistoryController]:
    parent = QWidget()
    qtbot.addWidget(parent)
    controller = HistoryController(parent, Theme, lambda: "bot0")
    window = controller.open()
    assert window is not None
    yield controller
    controller.close()


def window_of(history: HistoryController) -> HistoryWindow:
    assert history.window is not None
    return history.window


def shown_ids(window: HistoryWindow) -> list[int]:
    return [window.model.hand_id(r) for r in range(window.model.rowCount())]  # type: ignore[misc]


# ---------------------------------------------------------------------- the list


def test_the_list_fetches_a_page_at_a_time(history: HistoryController) -> None:
    window = window_of(history)
    window.browser.page = 25
    window.model.refresh()
    assert window.model.rowCount() == HANDS
    assert window.count_label.text() == "120 hands"
    before = window.browser.queries
    window.table.scrollToBottom()
    last = window.model.index(HANDS - 1, 0)
    assert window.model.data(last) is not None
    assert window.browser.queries - before <= 3  # the bottom page, not all five
    ids = shown_ids(window)
    with HandStore.open(default_path()) as store:
        assert ids == [r.id for r in list_hands(store, limit=1000)]  # newest first


def test_sorting_by_a_column_asks_the_store_for_that_order(history: HistoryController) -> None:
    window = window_of(history)
    window.table.sortByColumn(6, Qt.SortOrder.DescendingOrder)  # the pot
    pots = [window.browser.row(r).pot for r in range(HANDS)]  # type: ignore[union-attr]
    assert pots == sorted(pots, reverse=True)
    window.table.sortByColumn(5, Qt.SortOrder.AscendingOrder)  # the player's result
    results = [window.browser.row(r).hero_net for r in range(HANDS)]  # type: ignore[union-attr]
    assert results == sorted(results)  # type: ignore[type-var]
    window.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # the session: not sortable, order kept
    assert [window.browser.row(r).hero_net for r in range(HANDS)] == results  # type: ignore[union-attr]


def test_each_filter_keeps_the_hands_the_store_counts(history: HistoryController, qtbot: QtBot) -> None:
    window = window_of(history)
    bar = window.filter_bar
    store = window.browser.store
    bar.game.setCurrentIndex(bar.game.findData("razz"))
    assert window.model.rowCount() == count_hands(store, HandFilter(variant="razz")) == 30
    assert window.count_label.text() == "30 of 120 hands"
    bar.result.setCurrentIndex(bar.result.findData(Result.WON))
    won = HandFilter(variant="razz", result=Result.WON)
    assert window.model.rowCount() == count_hands(store, won) > 0
    assert all(window.browser.row(r).hero_net > 0 for r in range(window.model.rowCount()))  # type: ignore[union-attr,operator]
    bar.reset()
    bar.showdown.setCurrentIndex(bar.showdown.findData(True))
    assert window.model.rowCount() == count_hands(store, HandFilter(showdown=True))
    bar.reset()
    bar.session.setCurrentIndex(bar.session.findData(kind_key(SessionKind.TOURNAMENT)))
    assert window.model.rowCount() == 40
    bar.reset()
    bar.player.setText("BOT3")  # any case; the list waits for a pause in the typing
    qtbot.waitUntil(lambda: window.browser.filter.player_text == "BOT3", timeout=10_000)
    assert window.model.rowCount() == HANDS  # every hand has a bot3
    bar.player.setText("nobody")
    qtbot.waitUntil(lambda: window.model.rowCount() == 0, timeout=10_000)
    assert window.count_label.text() == "0 of 120 hands"
    bar.reset()
    bar.period.setCurrentIndex(bar.period.findText("Today"))  # the hands are from 2023
    assert window.model.rowCount() == 0


# ---------------------------------------------------------------------- the replayer


def open_replay(history: HistoryController, hand_id: int) -> ReplayWindow:
    history.open_replay(hand_id)
    replay = history.replay
    assert replay is not None
    replay.speed.setCurrentIndex(replay.speed.findData(0.0))
    return replay


def down_cards(replay: ReplayWindow, seat: int) -> list[object]:
    return [item.card for item in replay.scene.cards.get(seat, []) if not item.up]


def test_the_replayer_steps_by_action_and_street_and_jumps_to_the_showdown(
    history: HistoryController, qtbot: QtBot
) -> None:
    replay = open_replay(history, 7)
    cursor = replay.replay
    assert cursor is not None and cursor.step == 0
    assert not replay.back_button.isEnabled() and replay.forward_button.isEnabled()
    replay.forward_button.click()
    replay.forward_button.click()
    assert cursor.step == 2
    replay.back_button.click()
    assert cursor.step == 1
    cards_at_1 = sum(len(row) for row in replay.scene.cards.values())
    replay.street_button.click()
    assert cursor.step == cursor.streets[1].first_step
    assert sum(len(row) for row in replay.scene.cards.values()) > cards_at_1  # 4th street dealt
    replay.back_street_button.click()
    assert cursor.step == 0
    replay.showdown_button.click()
    assert cursor.at_end and not replay.forward_button.isEnabled()
    assert replay.position.text().startswith(f"Action {cursor.steps} of {cursor.steps}")
    replay.start_button.click()
    assert cursor.step == 0 and replay.position.text().startswith("The deal")


def test_play_goes_to_the_end_and_pause_stops_it(history: HistoryController, qtbot: QtBot) -> None:
    replay = open_replay(history, 9)
    cursor = replay.replay
    assert cursor is not None
    replay.play_button.click()
    assert replay.playing and replay.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: cursor.step >= 2, timeout=5000)
    replay.play_button.click()
    stopped = cursor.step
    qtbot.wait(400)
    assert not replay.playing and cursor.step == stopped
    replay.play_button.click()
    qtbot.waitUntil(lambda: cursor.at_end and not replay.playing, timeout=20_000)
    assert replay.play_button.text() == "Play"


def test_the_dealers_log_closed_comes_back_from_the_view_menu(
    history: HistoryController, qtbot: QtBot
) -> None:
    replay = open_replay(history, 3)
    replay.show()
    qtbot.waitExposed(replay)
    replay.log_dock.close()
    assert not replay.log_dock.isVisible()
    toggle = replay.log_dock.toggleViewAction()
    assert toggle in replay.view_menu.actions() and not toggle.isChecked()
    assert replay.view_menu.menuAction() in replay.menuBar().actions()
    toggle.trigger()
    assert replay.log_dock.isVisible() and toggle.isChecked()
    assert toggle.text() == "Dealer's log"


def test_the_replayer_shows_what_the_hero_knew_and_reveals_on_request(
    history: HistoryController, qtbot: QtBot
) -> None:
    replay = open_replay(history, 11)
    cursor = replay.replay
    assert cursor is not None and cursor.hero == 0
    others = [p.seat for p in cursor.record.players if p.seat != 0]
    for step in range(cursor.steps + 1):  # at every step: own cards known, others' down cards not
        replay.jump(step)
        assert all(c is not None for c in down_cards(replay, 0))
        shown_at_showdown = {e.seat for e in cursor.replay.events_at(step) if isinstance(e, ShowdownRevealed)}
        for seat in others:
            if seat not in shown_at_showdown:
                assert all(c is None for c in down_cards(replay, seat))
    replay.jump(cursor.streets[1].first_step)
    replay.reveal.setChecked(True)
    live = [s for s in others if replay.scene.cards.get(s) and not replay.scene.plates[s].folded]
    assert live and all(c is not None for s in live for c in down_cards(replay, s))
    assert cursor.step == cursor.streets[1].first_step  # the same moment, more cards
    replay.reveal.setChecked(False)
    assert all(c is None for s in live for c in down_cards(replay, s))
    deals = [e for e in replay.replay.rebuild(cursor.step).events if isinstance(e, CardDealt)]  # type: ignore[union-attr]
    assert all(e.card is None for e in deals if e.seat != 0 and not e.face_up)


def test_the_equity_table_fills_in_from_the_worker(history: HistoryController, qtbot: QtBot) -> None:
    replay = open_replay(history, 4)
    cursor = replay.replay
    assert cursor is not None
    qtbot.waitUntil(lambda: False in replay._equity, timeout=30_000)
    assert replay.equity.columnCount() == len(cursor.streets)
    first = [replay.equity.item(r, 0).text() for r in range(replay.equity.rowCount())]
    assert all(t.endswith(" %") for t in first)
    assert sum(int(t.split()[0]) for t in first) == pytest.approx(100, abs=len(first))
    replay.reveal.setChecked(True)
    qtbot.waitUntil(lambda: True in replay._equity, timeout=30_000)
    assert replay.equity_label.text() == "with every known card"


def test_a_kept_review_is_shown_with_its_hand(history: HistoryController, stored: Path) -> None:
    review = {
        "format": "studdesk-review-1",
        "hand": 3,
        "variant": "razz",
        "seat": 0,
        "decisions": [
            {
                "street": 0,
                "taken": "call",
                "taken_amount": 5,
                "advised": "fold",
                "advised_amount": 0,
                "reason": "folded: a king up",
                "equity": 0.2,
                "pot_odds": [5, 12, False],
                "differs": True,
            }
        ],
    }
    from studdesk.analysis.advice import REVIEW_FORMAT

    review["format"] = REVIEW_FORMAT
    with HandStore.open(stored) as store:
        store.set_annotation(3, "review", review)
        store.set_annotation(5, "review", {"format": "something else"})
    replay = open_replay(history, 3)
    assert "the advisor would fold" in replay.review.toPlainText()
    replay = open_replay(history, 5)
    assert replay.review.toPlainText().startswith("The review kept with this hand cannot be read")
    replay = open_replay(history, 6)
    assert replay.review.toPlainText().startswith("No review was kept")


# ---------------------------------------------------------------------- import, export, drop


def phhs_file(path: Path, seeds: range, copies: int = 1) -> Path:
    texts = [record_to_phh(bot_record("stud", s), reveal=True) for s in seeds]
    sections = [f"[{i + 1}]\n{text}" for i, text in enumerate(texts * copies)]
    path.write_text("\n".join(sections), encoding="utf-8")
    return path


def test_an_import_shows_its_progress_and_the_new_hands(
    history: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_of(history)
    source = phhs_file(tmp_path / "new.phhs", range(500, 520))
    assert window.import_files([source])
    assert window.importing and not window.import_button.isEnabled()
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.statusBar().currentMessage() == "Imported 20 hands."
    assert window.model.rowCount() == HANDS + 20
    assert window.filter_bar.session.findText("Imported new.phhs", Qt.MatchFlag.MatchStartsWith) > 0


def test_a_cancelled_import_leaves_nothing_behind(
    history: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_of(history)
    source = phhs_file(tmp_path / "long.phhs", range(600, 610), copies=60)  # 600 hands to read
    window.import_files([source])
    qtbot.waitUntil(lambda: window.progress.maximum() == 600 and window.progress.value() > 0, timeout=30_000)
    window.cancel_button.click()
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.statusBar().currentMessage() == "Import cancelled: nothing was imported."
    with HandStore.open(default_path()) as store:
        assert store.hand_count() == HANDS
        assert all(s.kind is not SessionKind.IMPORT for s in store.sessions())


def drop(window: HistoryWindow, paths: list[Path]) -> QDropEvent:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    event = QDropEvent(
        QPointF(20, 20),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    return event


def test_dropping_hand_histories_imports_them_and_other_files_are_named(
    history: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_of(history)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a hand")
    assert not drop(window, [notes]).isAccepted()
    assert window.statusBar().currentMessage() == "Not hand-history files (.phh or .phhs): notes.txt"
    source = phhs_file(tmp_path / "dropped.phhs", range(700, 705))
    assert drop(window, [source, notes]).isAccepted()
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.model.rowCount() == HANDS + 5


def test_a_broken_file_is_reported_hand_by_hand(
    history: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_of(history)
    bad = tmp_path / "bad.phh"
    bad.write_text('variant = "9S"\nthis is not toml [[[', encoding="utf-8")
    window.import_files([bad])
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.statusBar().currentMessage() == "Imported 0 hands; 1 rejected."
    assert window.model.rowCount() == HANDS


def test_the_chosen_hands_export_to_one_phhs_file(
    history: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = window_of(history)
    for row in (0, 1, 2):
        window.table.selectionModel().select(
            window.model.index(row, 0),
            window.table.selectionModel().SelectionFlag.Select
            | window.table.selectionModel().SelectionFlag.Rows,
        )
    assert len(window.selected_ids()) == 3
    target = tmp_path / "three.phhs"
    window.export_hands(window.selected_ids(), single=target)
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.statusBar().currentMessage() == f"Exported 3 hands to {target}."
    assert target.read_text(encoding="utf-8").count("finishing_stacks") == 3


# ---------------------------------------------------------------------- statistics and charts


def stats_view(history: HistoryController, qtbot: QtBot) -> StatsView:
    window = window_of(history)
    window.tabs.setCurrentIndex(1)
    stats = window.stats
    assert stats is not None
    qtbot.waitUntil(lambda: stats.figures.rowCount() > 0 and stats.winnings.has_data(), timeout=30_000)
    return stats


def test_the_statistics_view_shows_the_stores_figures_and_follows_the_filter(
    history: HistoryController, qtbot: QtBot
) -> None:
    stats = stats_view(history, qtbot)
    store = window_of(history).browser.store
    hero = hand_stats(store)
    figures = {
        stats.figures.item(r, 0).text().strip(): stats.figures.item(r, 1).text()
        for r in range(stats.figures.rowCount())
    }
    assert figures["Hands"] == f"{hero.hands:,}"
    assert figures["Big bets won / 100 hands"] == f"{hero.won_bb_per_100:+,.1f}"
    assert figures["Went to showdown"] == f"{hero.showdown_rate:.1f} %"
    assert "Hi/Lo: scoops" in figures  # Hi/Lo hands are among them
    opponents = opponent_stats(store)
    assert stats.opponents.rowCount() == len(opponents)
    names = {
        stats.opponents.item(r, 0).text(): stats.opponents.item(r, 1).text() for r in range(len(opponents))
    }
    assert names == {name: f"{s.hands:,}" for name, s in opponents.items()}
    assert len(stats.winnings.series[0].values) == hero.hands
    assert [(b.label, b.value) for b in stats.finishes.bars] == [("1st", 0.0), ("2nd", 1.0)]  # one 2nd place
    bar = window_of(history).filter_bar
    bar.game.setCurrentIndex(bar.game.findData("five"))
    qtbot.waitUntil(lambda: len(stats.winnings.series[0].values) == 30, timeout=30_000)
    qtbot.waitUntil(lambda: stats.figures.item(0, 1).text() == "30", timeout=30_000)
    assert "Hi/Lo: scoops" not in [stats.figures.item(r, 0).text() for r in range(stats.figures.rowCount())]
    assert sum(int(b.note.split()[0]) for b in stats.tiers.bars) == 30


def test_a_chart_saves_as_a_png(history: HistoryController, qtbot: QtBot, tmp_path: Path) -> None:
    stats = stats_view(history, qtbot)
    stats.charts.setCurrentIndex(1)
    assert stats.save_chart(tmp_path / "tiers")
    assert (tmp_path / "tiers.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert window_of(history).statusBar().currentMessage() == f"Chart saved as {tmp_path / 'tiers.png'}."


# ---------------------------------------------------------------------- languages


def test_a_language_change_rewords_the_statistics_on_show_without_asking_the_store_again(
    history: HistoryController, qtbot: QtBot
) -> None:
    from studdesk.ui import languages

    stats = stats_view(history, qtbot)
    asked: list[object] = []
    window_of(history).statistics_wanted.connect(asked.append)

    def shown() -> tuple[list[str], list[str], list[str], list[str]]:
        rows = range(stats.figures.rowCount())
        return (
            [stats.figures.item(r, 0).text() for r in rows],
            [stats.figures.item(r, 1).text() for r in rows],
            [s.name for s in stats.winnings.series],
            [b.label for b in stats.finishes.bars],
        )

    labels, figures, series, places = shown()
    languages.languages().apply("ru")
    qtbot.wait(50)
    labels_ru, figures_ru, series_ru, places_ru = shown()
    assert asked == []
    assert len(labels_ru) == len(labels) and figures_ru[1] == figures[1].replace(".", ",")  # -39,7
    assert labels_ru[0].strip() == "Раздачи" and series_ru[0] == "Всего"
    assert series_ru != series and places_ru != places


def test_the_history_and_the_replayer_speak_russian(stored: Path, qtbot: QtBot) -> None:
    from studdesk.ui import languages

    languages.languages().apply("ru")
    parent = QWidget()
    qtbot.addWidget(parent)
    controller = HistoryController(parent, Theme, lambda: "bot0")
    try:
        window = controller.open()
        assert window is not None
        assert window.windowTitle() == "История раздач"
        assert window.model.headerData(1, Qt.Orientation.Horizontal) == "Игра"
        assert window.filter_bar.game.itemText(2) == "Стад хай-лоу"
        replay = open_replay(controller, 2)  # a Seven Card Stud Hi/Lo hand: its game named in Russian
        assert replay.replay is not None and replay.replay.record.variant.key == "stud8"
        assert replay.title.text().startswith("Раздача №")
        assert "Семикарточный стад хай-лоу (восьмёрка или ниже)" in replay.title.text()
        assert replay.position.text() == "Раздача карт · 3-я улица"
        assert replay.equity.horizontalHeaderItem(0).text() == "3-я улица"
        assert replay.play_button.text() == "Играть"
        assert replay.view_menu.title() == "&Вид"
    finally:
        controller.close()
