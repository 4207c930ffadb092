"""Words that follow the player's language beyond the main window: counted ranks, the bots'
reasons and failures."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.engine.cards import Rank
from studdesk.ui import languages as lang
from studdesk.wording.odds import rank_count


def test_a_count_of_one_rank_takes_each_languages_plural_form(qtbot: QtBot) -> None:
    del qtbot  # a QApplication
    assert [rank_count(n, Rank.KING) for n in (0, 1, 2, 3)] == ["no king", "1 king", "2 kings", "3 kings"]
    assert rank_count(2, Rank.SIX) == "2 sixes"
    lang.languages().apply("ru")
    assert [rank_count(n, Rank.KING) for n in (1, 2, 5, 21)] == [
        "1 король",
        "2 короля",
        "5 королей",
        "21 король",
    ]
    assert [rank_count(n, Rank.QUEEN) for n in (1, 3)] == ["1 дама", "3 дамы"]
    lang.languages().apply("bg")
    assert [rank_count(n, Rank.KING) for n in (1, 2)] == ["1 поп", "2 попа"]
    assert [rank_count(n, Rank.ACE) for n in (1, 3)] == ["1 асо", "3 аса"]
