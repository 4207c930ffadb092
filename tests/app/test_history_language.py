"""The hand history's problems reach the player in the player's language (issue 14): a rejected
hand of an import (the PHH reader's reasons and their places), a damaged database set aside, a
hand history that is a folder (the recorder's notice), a stored hand that cannot be shown. The
same errors say themselves in English on the command line (no translator installed)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from persistence.handstore_hands import bot_record  # tests/ is on sys.path (pytest rootdir)
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from studdesk.app.history import HistoryController
from studdesk.persistence.handstore import HandStore, HandStoreError, SessionKind, default_path
from studdesk.persistence.handstore_phh import record_to_phh
from studdesk.persistence.phh_read import PhhError, parse_phh
from studdesk.play.recording import HandRecorder
from studdesk.ui import languages
from studdesk.ui.history.history_window import HistoryWindow
from studdesk.ui.theme import Theme


@pytest.fixture
def russian() -> None:
    languages.languages().apply("ru")


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[HistoryController]:
    parent = QWidget()
    qtbot.addWidget(parent)
    made = HistoryController(parent, Theme, lambda: "bot0")
    yield made
    made.close()


def opened(controller: HistoryController) -> HistoryWindow:
    window = controller.open()
    assert window is not None
    return window


def test_the_reasons_of_rejected_hands_are_said_in_russian(
    russian: None, controller: HistoryController, qtbot: QtBot, tmp_path: Path
) -> None:
    window = opened(controller)
    binary = tmp_path / "binary.phh"
    binary.write_bytes(b"\xff\xfe not text")
    good = record_to_phh(bot_record("stud", 501), reveal=True)
    assert '"p4 pb",' in good  # p4 brings in (R3.2); the file below says p5 does
    mixed = tmp_path / "mixed.phhs"
    wrong = good.replace('"p4 pb",', '"p5 pb",')
    mixed.write_text(f"[1]\n{good}\n[2]\n{wrong}", encoding="utf-8")
    window.import_files([binary, mixed])
    qtbot.waitUntil(lambda: not window.importing, timeout=30_000)
    assert window.statusBar().currentMessage() == "Импортирована 1 раздача; отклонено: 2."
    box = window.findChild(QMessageBox)
    assert box is not None and box.windowTitle() == "Импорт"
    problems = box.informativeText().splitlines()
    assert problems[0] == f"{binary}: не удалось прочитать файл: это не текст в UTF-8 (байт 0)"
    assert problems[1].startswith(f"{mixed}, раздача 2: строка ")
    assert problems[1].endswith(": действие 6 'p5 pb': сейчас ход p4, а не p5 (R3.2)")


def test_a_hands_reason_is_english_without_a_translator() -> None:
    """The command line (studdesk-replay) and the logs: no translator is installed there."""
    good = record_to_phh(bot_record("stud", 501), reveal=True)
    with pytest.raises(PhhError) as refused:
        parse_phh(good.replace("bring_in = 2", "bring_in = 2.5"), "hand.phh")
    assert (
        str(refused.value)
        == "hand.phh: line 5: field 'bring_in': chips are whole numbers in StudDesk, got 2.5"
    )


def test_a_damaged_hand_history_set_aside_is_said_in_russian(
    russian: None, controller: HistoryController
) -> None:
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"these are not the hands you are looking for")
    window = opened(controller)
    said = window.statusBar().currentMessage()
    assert said.startswith(f"Историей раздач {path} нельзя было пользоваться (это не база данных SQLite). ")
    assert said.endswith(", и начата новая, пустая история раздач.")


def test_a_hand_history_that_is_a_folder_is_said_in_russian(russian: None, tmp_path: Path) -> None:
    folder = tmp_path / "hands"
    folder.mkdir()
    recorder = HandRecorder(folder)
    try:
        with pytest.raises(HandStoreError):
            recorder.writer.wait_open(10)
        assert recorder.take_notices() == [
            f"История раздач: История раздач {folder} — это папка; укажите имя файла базы данных "
            "Раздачи не записываются."
        ]
    finally:
        recorder.close()


def test_a_stored_hand_that_cannot_be_shown_is_said_in_russian(
    russian: None, controller: HistoryController
) -> None:
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with HandStore.open(path) as store:
        session = store.start_session(SessionKind.PRACTICE, "Practice")
        hand_id = store.add_hand(bot_record("razz", 7), session)
    assert hand_id is not None
    with sqlite3.connect(path) as connection:  # a later version's game, or a damaged row
        connection.execute("UPDATE hands SET variant = 'holdem' WHERE id = ?", (hand_id,))
    connection.close()
    window = opened(controller)
    controller.open_replay(hand_id)
    assert controller.replay is None
    assert window.statusBar().currentMessage() == (
        f"Раздачу {hand_id} не удалось показать: сохранённый вариант 'holdem' этой версии незнаком"
    )


def test_bulgarian_too(qtbot: QtBot, tmp_path: Path) -> None:
    """The same sentences in Bulgarian (a reason and its place)."""
    languages.languages().apply("bg")
    good = record_to_phh(bot_record("stud", 501), reveal=True)
    with pytest.raises(PhhError) as refused:
        parse_phh(good.replace("bring_in = 2", "bring_in = 2.5"), "hand.phh")
    assert str(refused.value) == (
        "hand.phh: ред 5: поле 'bring_in': в StudDesk чиповете са цели числа, а е 2.5"
    )
