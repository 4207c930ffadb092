"""A saved game or a kept tournament result that cannot be used is said in the player's language
(issue 14): the "continue a saved game" list, the finished sit-and-goes' list and the note of a
save mended when it is opened. The command line and the logs keep the English."""

from __future__ import annotations

import json
from pathlib import Path

from pytestqt.qtbot import QtBot

from studdesk.engine.tournament import TournamentDirector
from studdesk.engine.tournament_config import Entrant, TournamentConfig
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.savefile import encode_envelope
from studdesk.persistence.saves import SaveStore
from studdesk.ui import languages
from studdesk.ui.dialogs.finished_list import FinishedListDialog
from studdesk.ui.dialogs.resume_dialog import ResumeDialog

CONFIG = TournamentConfig((Entrant("You"), Entrant("Ada", "random"), Entrant("Bruno", "random")))


def saves_with_problems(folder: Path) -> SaveStore:
    """A good save, a PNG renamed as a save and a save cut short."""
    store = SaveStore(folder)
    store.save_tournament("good", TournamentDirector(CONFIG, 1))
    (folder / "junk.studsave").write_bytes(b"\x89PNG\r\n")
    text = store.path_for("good").read_text()
    (folder / "short.studsave").write_text(text[: len(text) // 2])
    return store


def test_the_saved_games_that_cannot_be_opened_are_said_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    languages.languages().apply("ru")
    dialog = ResumeDialog(saves_with_problems(tmp_path).list_saves())
    qtbot.addWidget(dialog)
    junk, short = dialog.problems.text().split("\n\n")
    assert junk.startswith(
        "Сохранённую игру «junk.studsave» не удалось открыть: это не сохранение StudDesk (это не текст). "
        "Она убрана в сторону как «junk.studsave.corrupt-"
    )
    assert short.startswith(
        "Сохранённую игру «short.studsave» не удалось открыть: она повреждена: файл оборван или испорчен. "
    )
    assert short.endswith(" Остальные сохранённые игры в порядке.")


def test_the_same_problem_in_bulgarian_and_english(qtbot: QtBot, tmp_path: Path) -> None:
    store = saves_with_problems(tmp_path)
    [_junk, short] = store.list_saves().problems
    assert short.message.startswith(
        'The saved game "short.studsave" cannot be opened: it is damaged: the file '
    )
    languages.languages().apply("bg")
    assert short.message.startswith(
        "Запазената игра „short.studsave“ не може да бъде отворена: тя е повредена: "
    )


def test_a_damaged_tournament_result_is_said_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    languages.languages().apply("ru")
    (tmp_path / "bad.result.json").write_text("{ cut short")
    dialog = FinishedListDialog(ResultsStore(tmp_path).list_results())
    qtbot.addWidget(dialog)
    assert dialog.problems.text().startswith(
        "Результат турнира «bad.result.json» не удалось показать: он повреждён: файл оборван или испорчен."
    )


def test_a_mended_saves_note_is_said_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save_tournament("good", TournamentDirector(CONFIG, 1))
    path = store.path_for("good")
    document = json.loads(path.read_text())
    document["body"]["snapshot"]["button"] = 99  # not valid; the log, not the snapshot, is the authority
    path.write_text(
        encode_envelope(document["kind"], document["title"], document["saved_at"], document["body"])
    )
    languages.languages().apply("ru")
    [note] = store.load_tournament("good").notes
    assert note == (
        "Сохранённая игра «good»: её сводка игры была неверной (значение snapshot.button должно быть "
        "меньше 10) и восстановлена по раздачам."
    )
