"""The player's language: Russian or Bulgarian from the system or the settings, switched live."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import cards
from studdesk.persistence.settings import Settings
from studdesk.play.aids import AidsWanted
from studdesk.ui import languages as lang
from studdesk.ui.aids_dock import AidsUi
from studdesk.ui.dialogs.settings_dialog import SettingsDialog
from studdesk.ui.main_window import MainWindow
from studdesk.wording.hands import best_hand
from studdesk.wording.panel import open_pair_hint
from studdesk.wording.table import chips_text

BOTS = ["calling-station", "rock"]


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (QLocale("ru_RU"), "ru"),
        (QLocale("bg_BG"), "bg"),
        (QLocale("de_DE"), "en"),
        (QLocale("en_US"), "en"),
    ],
)
def test_the_language_follows_the_system_unless_the_settings_choose_one(
    locale: QLocale, expected: str
) -> None:
    assert lang.system_language(locale) == expected
    assert lang.resolve("", locale) == expected
    assert lang.resolve("bg", locale) == "bg"
    assert lang.resolve("en", locale) == "en"


def test_a_russian_system_gets_russian_words_from_the_start(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lang, "system_locale", lambda: QLocale("ru_RU"))
    assert lang.languages().apply(lang.SYSTEM) == "ru"
    window = MainWindow()
    qtbot.addWidget(window)
    assert _menu_titles(window)[0] == "&Игра"
    assert best_hand("high", cards("Kh Kd Ks 7c 7s 2d 3h")) == "Фул-хаус, короли и семёрки"


def test_hand_names_and_plurals_in_russian_and_bulgarian(qtbot: QtBot) -> None:
    del qtbot  # a QApplication
    from studdesk.wording.game import topped_up
    from studdesk.wording.tournament import in_hands

    lang.languages().apply("ru")
    assert best_hand("high", cards("Kh Kd 7c 7s 2d Ah 9c")) == "Две пары, короли и семёрки"
    assert best_hand("high", cards("Kh Kd 7c 5s 2d Ah 9c")) == "Пара королей"
    assert best_hand("high", cards("9c Tc Jd Qh Ks 2c 2d")) == "Стрит до короля"
    assert [in_hands(n) for n in (1, 3, 5, 21)] == [
        "через 1 раздачу",
        "через 3 раздачи",
        "через 5 раздач",
        "через 21 раздачу",
    ]
    assert topped_up(12500, was_empty=False) == "Вы докупаете 12\u00a0500 фишек."
    lang.languages().apply("bg")
    assert best_hand("high", cards("Kh Kd Ks 7c 7s 2d 3h")) == "Фул хаус, попове и седмици"
    assert [in_hands(n) for n in (1, 2)] == ["след 1 раздаване", "след 2 раздавания"]
    lang.languages().apply("en")
    assert best_hand("high", cards("Kh Kd Ks 7c 7s 2d 3h")) == "Full house, kings over sevens"
    assert [in_hands(n) for n in (1, 2)] == ["in 1 hand", "in 2 hands"]
    assert chips_text(12500) == "12,500"


def test_switching_the_language_retranslates_the_open_window_without_a_restart(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_variant("razz")
    assert _menu_titles(window) == ["&Game", "&Table", "&View", "&Help"]
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Игра")  # Qt's LanguageChange event
    assert _menu_titles(window) == ["&Игра", "&Стол", "&Вид", "&Справка"]
    assert window.log_dock.windowTitle() == "Журнал дилера"
    assert window.rules_action.text() == "&Правила: Разз"
    assert "Разз" in window.windowTitle()
    lang.languages().apply("bg")
    qtbot.waitUntil(
        lambda: _menu_titles(window)[0] == "&Игра" and window.log_dock.windowTitle() != "Журнал дилера"
    )
    assert window.log_dock.windowTitle() == "Дневник на дилъра"
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Game")
    assert window.rules_action.text() == "&Rules of Razz"


def test_a_first_start_hint_beside_the_buttons_follows_the_language_at_once(qtbot: QtBot) -> None:
    """Not only from the next turn: the explanation on show is said again in the new language,
    with the player's keys, and still counted once (the first few times are counted per turn)."""
    window = MainWindow()
    qtbot.addWidget(window)
    panel = window.panel
    asked: list[tuple[LegalAction, ...]] = []

    def hint_for(offers: tuple[LegalAction, ...]) -> Callable[[], str]:
        asked.append(offers)
        return lambda: open_pair_hint(20, 40, panel.key_label("R"), panel.key_label("Shift+R"))

    panel.hint_for = hint_for
    panel.set_offers(
        (
            LegalAction(ActionKind.CHECK, 0, 0),
            LegalAction(ActionKind.BET, 20, 20),
            LegalAction(ActionKind.BET, 40, 40),
        )
    )
    english = panel.status.text()
    assert english.startswith("An open pair shows")
    for language in ("ru", "bg"):
        lang.languages().apply(language)
        said = open_pair_hint(20, 40, "R", "⇧R")
        assert said != english  # translated
        qtbot.waitUntil(lambda: panel.status.text() == said)  # noqa: B023 (waited for here, in the loop)
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: panel.status.text() == english)
    assert len(asked) == 1


def test_the_settings_dialog_offers_the_languages_and_returns_the_choice(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(language="bg"), bot_names=BOTS)
    qtbot.addWidget(dialog)
    combo = dialog.editors["language"]
    assert combo.currentData() == "bg"  # type: ignore[attr-defined]
    names = [combo.itemText(i) for i in range(combo.count())]  # type: ignore[attr-defined]
    assert names == ["As the system (English)", "English", "Русский", "Български"]
    combo.setCurrentIndex(combo.findData("ru"))  # type: ignore[attr-defined]
    dialog.accept()
    chosen = dialog.result_settings()
    assert chosen is not None and chosen.language == "ru"


def test_the_settings_dialog_speaks_russian(qtbot: QtBot) -> None:
    lang.languages().apply("ru")
    dialog = SettingsDialog(Settings(), bot_names=BOTS)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Настройки"
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        "Игра",
        "Структура",
        "Правила стола",
        "Стол и анимация",
        "Подсказки",
        "Клавиатура",
    ]


def test_a_missing_translation_leaves_the_program_in_english_with_one_log_line(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    del qtbot
    monkeypatch.setattr(lang, "resource", lambda *parts: None)
    assert lang.languages().apply("ru") == "en"
    assert best_hand("high", cards("Kh Kd Ks 7c 7s 2d 3h")) == "Full house, kings over sevens"


def test_a_damaged_translation_file_leaves_the_program_in_english(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: object, caplog: pytest.LogCaptureFixture
) -> None:
    del qtbot
    from pathlib import Path

    damaged = Path(str(tmp_path)) / "studdesk_bg.qm"
    damaged.write_bytes(b"not a translation at all")
    monkeypatch.setattr(lang, "resource", lambda *parts: damaged)
    with caplog.at_level(logging.WARNING):
        assert lang.languages().apply("bg") == "en"
    assert "could not be read" in caplog.text


def test_the_practice_aids_menus_dock_and_headings_follow_the_language(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    ui = AidsUi(window)
    ui.panel.set_wanted(AidsWanted(odds=True))
    ui.panel.equity.set_lines(["42 %"])
    assert _menu_titles(window) == ["&Game", "&Table", "&View", "&Tools", "&Help"]
    lang.languages().apply("ru")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Игра")
    # Tools stays before Help and the panel's toggle in View, whatever their words
    assert _menu_titles(window) == ["&Игра", "&Стол", "&Вид", "&Инструменты", "&Справка"]
    assert ui.dock.toggleViewAction() in window.view_menu.actions()
    assert ui.dock.windowTitle() == "Подсказки"
    assert ui.calculator_action.text() == "&Калькулятор эквити…"
    qtbot.waitUntil(lambda: "Эквити" in ui.panel.toPlainText())
    lang.languages().apply("en")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Game")
    assert "Equity" in ui.panel.toPlainText() and ui.dock.windowTitle() == "Practice aids"


def test_the_default_name_and_the_bots_reasons_follow_the_language(qtbot: QtBot) -> None:
    from studdesk.bots.handread import assess_start
    from studdesk.wording.table import shown_name

    mine = cards("7h 5d 3c")
    seen = cards("2s Kd")
    assert assess_start("razz", mine, seen, ()).label == "three to a 7 low (1 low card dead)"
    lang.languages().apply("ru")
    assert shown_name("You") == "Вы" and shown_name("Ada") == "Ada"
    assert assess_start("razz", mine, seen, ()).label == "три к лоу до 7 (1 младшая карта мертва)"
    assert assess_start("stud", cards("Kh Kd 2c"), (), ()).label == "закрытая пара королей (живая)"
    lang.languages().apply("bg")
    assert shown_name("You") == "Вие"
    assert assess_start("razz", mine, cards("2s 4d Kd"), ()).label == (
        "три към лоу до 7 (2 ниски карти са мъртви)"
    )


def test_the_engines_refusals_are_said_in_the_players_language(qtbot: QtBot) -> None:
    from studdesk.engine.errors import StructureError
    from studdesk.engine.structure import Structure
    from studdesk.engine.tournament_config import TournamentSetupError, ladder_from_rows, validate_payouts
    from studdesk.wording.problems import setup_problem, structure_problem

    lang.languages().apply("ru")
    with pytest.raises(StructureError) as structure:
        Structure(1, 5, 4, 8)
    assert structure_problem(structure.value) == "Бринг-ин не может быть больше малой ставки"
    with pytest.raises(TournamentSetupError) as ladder:
        ladder_from_rows([(1, 2, 10, 20), (1, 2, 5, 20)])
    assert setup_problem(ladder.value) == (
        "Уровень 2: малая ставка (5) меньше, чем на уровне 1 (10); уровни не могут снижаться"
    )
    with pytest.raises(TournamentSetupError) as payouts:
        validate_payouts([50.0, 30.0, 20.0], 2)
    assert setup_problem(payouts.value) == "Оплачено мест: 3, а участвуют только 2 игрока"
    with pytest.raises(TournamentSetupError) as total:
        validate_payouts([50.0, 30.0], 6)
    assert setup_problem(total.value) == "Сумма выплат — 80 %, а должна быть 100 %"


def test_a_ladder_level_that_is_no_structure_is_said_in_the_players_language(qtbot: QtBot) -> None:
    """A level of the wrong shape (a row of three amounts, not a Structure) has a problem key too."""
    from studdesk.engine.structure import Structure
    from studdesk.engine.tournament_config import TournamentSetupError, ladder_from_rows, validate_ladder
    from studdesk.wording.problems import setup_problem

    lang.languages().apply("ru")
    with pytest.raises(TournamentSetupError) as short:
        ladder_from_rows([(1, 2, 10, 20), (1, 2, 10)])
    assert short.value.problem == "not four amounts"
    assert setup_problem(short.value) == (
        "Для уровня 2 нужны 4 суммы (анте, бринг-ин, малая ставка, большая ставка)"
    )
    with pytest.raises(TournamentSetupError) as shapeless:
        validate_ladder([Structure(1, 2, 10, 20), (1, 2, 10, 20)])  # type: ignore[list-item]
    assert shapeless.value.problem == "not a structure"
    assert setup_problem(shapeless.value) == "Уровень 2 — не структура ставок"
    assert str(shapeless.value) == "Level 2 is not a betting structure"  # the command line's English


def test_every_sit_and_go_setting_the_engine_refuses_is_said_in_the_players_language(qtbot: QtBot) -> None:
    """Each refusal of TournamentConfig has a problem key that the wording knows (none left in
    English; the sit-and-go dialog words them so: tests/ui/test_sng_dialog.py)."""
    from studdesk.engine.tournament_config import (
        Entrant,
        LevelTiming,
        LevelUnit,
        TournamentConfig,
        TournamentSetupError,
    )
    from studdesk.wording.problems import setup_problem

    two = (Entrant("Вася"), Entrant("Ada", "medium"))
    refusals = {
        "timing": lambda: LevelTiming(LevelUnit.MINUTES, 0),
        "chips": lambda: TournamentConfig(two, starting_chips=0),
        "buy-in": lambda: TournamentConfig(two, buy_in=-1),
        "no game": lambda: TournamentConfig(two, variants=()),
        "unknown game": lambda: TournamentConfig(two, variants=("holdem",)),
        "too many": lambda: TournamentConfig(tuple(Entrant(f"P{i}", "medium") for i in range(9))),
        "no name": lambda: TournamentConfig((Entrant(" "), Entrant("Ada", "medium"))),
        "same name": lambda: TournamentConfig((Entrant("Ada"), Entrant("Ada", "medium"))),
    }
    lang.languages().apply("ru")
    said: dict[str, str] = {}
    for what, make in refusals.items():
        with pytest.raises(TournamentSetupError) as refused:
            make()
        assert refused.value.problem, what
        said[what] = setup_problem(refused.value)
    assert said == {
        "timing": "Уровень должен длиться хотя бы 1 минуту",
        "chips": "Каждому участнику нужна хотя бы 1 стартовая фишка",
        "buy-in": "Бай-ин должен быть целым числом, не меньше 0",
        "no game": "Выберите игру или ротацию",
        "unknown game": "'holdem' — не игра, которую раздаёт StudDesk",
        "too many": "Семикарточный стад: от 2 до 8 игроков, а не 9",
        "no name": "У игрока 1 нет имени",
        "same name": "Два игрока с именем Ada",
    }
