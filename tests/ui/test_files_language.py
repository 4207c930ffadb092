"""What the system, the save schema and the TOML reader said about a file reaches the player in
the player's language (issue 14): the kind of problem (a full disk, no permission...), the field
or the line, never the English of strerror, pydantic or tomllib, which stays in the logs."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.engine.tournament import TournamentDirector
from studdesk.engine.tournament_config import Entrant, TournamentConfig
from studdesk.persistence import drill_log
from studdesk.persistence.drill_log import DrillEntry, DrillLog, DrillLogError
from studdesk.persistence.handstore_query import HandFilter, list_hands
from studdesk.persistence.phh_read import PhhError, parse_hand, split_phh
from studdesk.persistence.savefile import body_problem, encode_envelope
from studdesk.persistence.saves import SaveLoadError, SaveStore
from studdesk.persistence.table_log import TableLogError, load_log, log_path
from studdesk.play.history_jobs import ExportHands, HistoryService, ImportFiles, JobFailed
from studdesk.play.replay import REVIEW, review_lines
from studdesk.ui import languages
from studdesk.wording.system import FileProblem
from tests.play.test_history_stats import _phh_file

#: the errors the brief names, with what the player reads in Russian
RUSSIAN = {
    errno.ENOSPC: "диск заполнен",
    errno.EDQUOT: "ваша дисковая квота исчерпана",
    errno.EACCES: "у StudDesk нет прав на доступ к нему",
    errno.EPERM: "у StudDesk нет прав на доступ к нему",
    errno.EROFS: "диск доступен только для чтения",
    errno.ENOENT: "файла или его папки не существует",
    errno.EISDIR: "это папка, а не файл",
    errno.ENOTDIR: "часть пути к нему — файл, а не папка",
    errno.EIO: "ошибка чтения или записи на диске",
}


def test_the_common_system_errors_are_said_in_russian_and_bulgarian(qtbot: QtBot) -> None:
    del qtbot
    problems = {code: FileProblem(OSError(code, os.strerror(code))) for code in RUSSIAN}
    languages.languages().apply("ru")
    assert {code: str(p) for code, p in problems.items()} == RUSSIAN
    languages.languages().apply("bg")
    assert str(problems[errno.ENOSPC]) == "дискът е пълен"
    languages.languages().apply(languages.ENGLISH)
    assert str(problems[errno.ENOSPC]) == "the disk is full"
    assert problems[errno.ENOSPC].english == "No space left on device"  # kept for the log
    assert str(FileProblem(OSError(errno.EBUSY, "Device or resource busy"))) == "the system refused (EBUSY)"


def test_sqlites_errors_are_named_by_their_code(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    garbage = tmp_path / "hands.sqlite"
    garbage.write_bytes(b"not a database at all, but long enough to look at" * 20)
    with pytest.raises(sqlite3.DatabaseError) as refused:
        sqlite3.connect(garbage).execute("SELECT * FROM sqlite_master").fetchall()
    languages.languages().apply("ru")
    assert str(FileProblem(refused.value)) == "это не база данных"


def test_the_drill_results_that_cannot_be_written_are_said_in_russian(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    del qtbot

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(drill_log.os, "fsync", full)
    log = DrillLog(tmp_path / "drills.jsonl")
    with pytest.raises(DrillLogError) as refused:
        log.add(DrillEntry(1.0, 5, 4, 2.0))
    languages.languages().apply("ru")
    assert str(refused.value) == f"не удалось записать {tmp_path / 'drills.jsonl'}: диск заполнен"
    assert refused.value.problem.english == "No space left on device"


def test_a_dealers_log_that_is_a_folder_is_said_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    languages.languages().apply("ru")
    log_path(tmp_path, "practice").mkdir()
    with pytest.raises(TableLogError) as refused:
        load_log(tmp_path, "practice")
    said = str(refused.value)
    assert said.startswith("Журнал дилера этой игры не удалось прочитать (это не обычный файл)"), said


def test_a_save_with_a_field_out_of_range_says_which_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    store = SaveStore(tmp_path)
    config = TournamentConfig((Entrant("You"), Entrant("Ada", "random")))
    store.save_tournament("good", TournamentDirector(config, 1))
    path = store.path_for("good")
    document = json.loads(path.read_text())
    document["body"]["config"].pop("buy_in")  # re-signed, as a buggy writer would
    path.write_text(
        encode_envelope(document["kind"], document["title"], document["saved_at"], document["body"])
    )
    languages.languages().apply("ru")
    with pytest.raises(SaveLoadError) as refused:
        store.load_tournament("good")
    assert "она повреждена: нет поля config.buy_in." in refused.value.problem.message


def test_a_hand_that_is_not_toml_names_its_line_in_russian(qtbot: QtBot) -> None:
    del qtbot
    (hand,) = split_phh('variant = "7S"\nante = = 5\n', "hand.phh")
    with pytest.raises(PhhError) as refused:
        parse_hand(hand)
    languages.languages().apply("ru")
    assert str(refused.value) == "hand.phh: это не правильный TOML (строка 2, столбец 8)"


def test_an_export_into_a_file_instead_of_a_folder_is_said_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    service = HistoryService(tmp_path / "h.sqlite3")
    service.run(ImportFiles((_phh_file(tmp_path / "in.phhs", range(100, 102)),), "bot1"))
    ids = tuple(r.id for r in list_hands(service.store, HandFilter(), limit=3))
    (tmp_path / "afile").write_text("not a folder")
    languages.languages().apply("ru")
    failed = service.run(ExportHands(ids, out_dir=tmp_path / "afile"))
    service.close()
    assert isinstance(failed, JobFailed)
    assert failed.text.startswith("Экспорт не удался: ") and failed.text.endswith(
        ": мешает файл с таким же именем"
    )
    assert "File exists" not in failed.text


def test_a_review_that_cannot_be_read_is_said_in_russian(qtbot: QtBot) -> None:
    del qtbot
    languages.languages().apply("ru")
    assert review_lines({REVIEW: {"hand": "three"}}) == (
        "Сохранённый разбор этой раздачи не удалось прочитать: "
        "он повреждён или записан другой версией программы.",
    )


def test_a_saved_value_the_game_refuses_is_said_in_russian_without_its_english(qtbot: QtBot) -> None:
    del qtbot
    refused = body_problem(ValueError("a hand to evaluate is 5-7 different cards, got 'As As'"))
    languages.languages().apply("ru")
    assert str(refused) == "она повреждена: в файле есть значение, которое игра не может использовать"
