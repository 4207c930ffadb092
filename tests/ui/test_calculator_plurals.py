"""The equity calculator's counted cards in each language's plural forms."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.ui import languages as lang
from studdesk.wording.calculator import problem_text


def _left(n: int) -> str:
    return problem_text("more cards than the deck holds", count=n + 4, limit=n)


def test_the_cards_left_in_the_deck_take_each_languages_plural_form(qtbot: QtBot) -> None:
    del qtbot  # a QApplication
    assert [_left(n).split(" once ")[0] for n in (1, 18)] == [
        "the hands need 5 more cards, but the deck holds only 1 card",
        "the hands need 22 more cards, but the deck holds only 18 cards",
    ]
    lang.languages().apply("ru")
    assert [_left(n).split(" в колоде ")[1] for n in (1, 3, 18, 21)] == [
        "осталась только 1 карта",
        "остались только 3 карты",
        "осталось только 18 карт",
        "осталась только 21 карта",
    ]
    lang.languages().apply("bg")
    in_bulgarian = [_left(n).split(" в тестето ")[1] for n in (1, 18)]
    assert in_bulgarian == ["остава само 1 карта", "остават само 18 карти"]
