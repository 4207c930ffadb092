"""The engine's refusals reach the player in the player's language (issue 14): an action not on
offer, an action out of turn, a practice table that cannot deal, a seating the table refuses.
The engine's English stays in the logs and on the command line."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.errors import ConfigurationError
from studdesk.engine.hand import GameConfig
from studdesk.engine.structure import Structure
from studdesk.engine.table import Table
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.messages import NewGame, SitOut, StartPractice
from studdesk.play.runner import Runner
from studdesk.ui import languages
from studdesk.wording.problems import configuration_problem
from tests.play.helpers import Run, calls


def practice(tmp_path: Path, opponents: int = 2) -> Run:
    run = Run(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))
    settings = Settings(opponents=opponents, default_bot="always-call", starting_stack=1000)
    run.send(NewGame(1, StartPractice(settings, 31)))
    return run


def players_turn(run: Run) -> None:
    run.drive(calls, lambda: run.runner.hand is not None and run.runner.hand.to_act == 0)


def test_an_action_not_on_offer_is_refused_in_russian_with_its_rule_and_the_offers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    del qtbot
    languages.languages().apply("ru")
    run = practice(tmp_path)
    players_turn(run)
    run.act(Act(0, ActionKind.RAISE, 10**6))
    # the first decision of the hand: the bring-in is made, the player may call it or complete
    assert run.rejected == [
        "рейз до 1\u00a0000\u00a0000 сейчас недоступен (R3.4). Можно: фолд, колл 5, комплит до 20."
    ]


def test_the_same_refusal_in_bulgarian_and_english(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    languages.languages().apply("bg")
    run = practice(tmp_path)
    players_turn(run)
    run.act(Act(0, ActionKind.RAISE, 10**6))
    languages.languages().apply(languages.ENGLISH)
    run.act(Act(0, ActionKind.RAISE, 10**6))
    assert run.rejected == [
        "В момента не може да се направи рейз до 1\u00a0000\u00a0000 (R3.4). "
        "Може: фолд, кол 5, допълване до 20.",
        "You cannot raise to 1,000,000 now (R3.4). You may: fold, call 5, complete to 20.",
    ]


def test_an_action_out_of_turn_is_refused_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    languages.languages().apply("ru")
    run = practice(tmp_path)
    run.drive(calls, lambda: run.runner.hand is not None and run.runner.hand.to_act not in (None, 0))
    run.act(Act(0, ActionKind.FOLD))
    assert run.rejected[-1] == "Сейчас не ваш ход."


def test_a_table_that_cannot_deal_says_why_in_russian(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    languages.languages().apply("ru")
    run = practice(tmp_path, opponents=1)
    run.step()
    run.send(SitOut(True))  # one bot is left: nobody to play against
    run.drive(calls, lambda: False)
    message = run.halts[-1].message
    assert message.startswith(
        "Раздачу начать нельзя: Семикарточный стад: нужно от 2 до 8 игроков с фишками"
    ), message
    assert message.endswith("готовы играть: 1. Вернитесь за стол или добавьте бота в меню «Стол».")


def test_the_tables_refusals_of_a_seating_are_said_in_russian(qtbot: QtBot) -> None:
    del qtbot
    languages.languages().apply("ru")
    table = Table(GameConfig(VARIANTS["stud"], Structure(1, 2, 10, 20)), 4, random.Random(1))
    table.sit(0, "Ada", 100)
    said = []
    for attempt in (
        lambda: table.sit(0, "Bruno", 100),
        lambda: table.sit(7, "Bruno", 100),
        lambda: table.leave(2),
        lambda: table.start_hand(),
    ):
        with pytest.raises(ConfigurationError) as refused:
            attempt()
        said.append(configuration_problem(refused.value))
    assert said == [
        "место 1 занято: там сидит Ada",
        "за этим столом нет места 8",
        "место 3 свободно",
        "Семикарточный стад: нужно от 2 до 8 игроков с фишками; готовы играть: 1",
    ]
    assert configuration_problem(ConfigurationError("something new")) == "something new"
