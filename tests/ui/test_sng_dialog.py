"""The New sit-and-go dialog: what it builds, and every setting it refuses, in words next to the cause."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studdesk.engine.structure import Structure
from studdesk.engine.tournament_config import (
    DEFAULT_LADDER,
    DEFAULT_ROTATION,
    LevelTiming,
    LevelUnit,
    Speed,
)
from studdesk.ui.dialogs.ladder_editor import COLUMNS, MAX_LEVELS, PROBLEM_COLUMN, LadderEditor
from studdesk.ui.dialogs.sng_dialog import SngDialog, mix_candidates

BOTS = [
    "always-call",
    "easy",
    "hard",
    "medium",
    "random",
    "rock-easy",
    "rock-hard",
    "maniac-hard",
    "fish-hard",
    "solid-hard",
    "calling-station-hard",
    "fish-easy",
]
NAMES = ("Ada", "Bruno", "Chen", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo")


def dialog(qtbot: QtBot, seed: int = 1) -> SngDialog:
    d = SngDialog(BOTS, NAMES, "Sam", seed=seed)
    qtbot.addWidget(d)
    d.show()
    return d


def problem_cell(d: SngDialog, row: int) -> str:
    item = d.ladder.table.item(row, PROBLEM_COLUMN)
    assert item is not None
    return item.text()


def test_defaults_build_the_r6_config_and_start_is_enabled(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    assert d.problems() == {} and d.start_button.isEnabled()
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    config = d.result_config()
    assert config is not None
    assert config.ladder == DEFAULT_LADDER and config.starting_chips == 1500  # R6.4
    assert config.timing == LevelTiming.of_speed(Speed.REGULAR)
    assert config.payouts == (65.0, 35.0)  # R6.3 for six entrants
    assert [e.name for e in config.entrants] == ["Sam", "Ada", "Bruno", "Chen", "Dora", "Emil"]
    assert config.entrants[0].is_human
    # the random mix at Medium: styles played at that level (none here but the plain level name)
    assert {e.bot for e in config.entrants[1:]} == {"medium"}


def test_random_mix_draws_styles_of_the_chosen_level(qtbot: QtBot) -> None:
    assert mix_candidates(BOTS, "hard") == [
        "calling-station-hard",
        "fish-hard",
        "maniac-hard",
        "rock-hard",
        "solid-hard",
    ]
    d = dialog(qtbot, seed=3)
    d.difficulty.setCurrentIndex(d.difficulty.findData("hard"))
    d.entrants.setValue(8)
    bots = d.opponent_bots()
    assert len(bots) == 7 and set(bots) <= set(mix_candidates(BOTS, "hard"))
    assert len(set(bots)) > 1  # a mix, not one style


def test_each_opponent_chosen_one_by_one(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.opponents.setCurrentIndex(d.opponents.findData("each"))
    d.entrants.setValue(3)
    assert d.seat_bots[0].isVisible() and d.seat_bots[1].isVisible() and not d.seat_bots[2].isVisible()
    d.seat_bots[0].set_value("rock-easy")
    d.seat_bots[1].set_value("random")
    assert d.opponent_bots() == ["rock-easy", "random"]
    assert d.payouts.values() == (100.0,)  # R6.3 for 2-4 entrants follows the field size


@pytest.mark.parametrize(
    ("game", "low", "high"), [("stud", 2, 8), ("five", 2, 10), ("razz", 2, 8), ("rotation", 2, 8)]
)
def test_r1_2_entrants_follow_the_game(qtbot: QtBot, game: str, low: int, high: int) -> None:
    d = dialog(qtbot)
    d.game.setCurrentIndex(d.game.findData(game))
    assert (d.entrants.minimum(), d.entrants.maximum()) == (low, high)
    if game == "rotation":
        assert d.variants() == DEFAULT_ROTATION


def test_ladder_level_going_down_is_refused_next_to_its_row(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.ladder.set_row(4, (5, 30, 100, 200))  # level 5's ante below level 4's 15
    assert problem_cell(d, 4) == "Level 5's ante (5) is lower than level 4's (15): levels may not go down"
    assert all(problem_cell(d, r) == "" for r in range(12) if r != 4)
    assert not d.start_button.isEnabled()
    assert "levels may not go down" in d.ladder_error.text() and d.ladder_error.isVisible()
    d.ladder.set_row(4, (15, 30, 100, 200))  # level with the one above: allowed
    assert problem_cell(d, 4) == "" and d.start_button.isEnabled()


def test_r1_4_ladder_rows_breaking_the_structure_are_each_marked(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.ladder.set_row(1, (10, 50, 40, 80))  # bring-in above the small bet
    d.ladder.set_row(6, (40, 60, 400, 400))  # big bet not above the small bet
    assert problem_cell(d, 1) == "Bring-in must not exceed the small bet"  # no rule codes for players
    assert problem_cell(d, 6) == "Big bet must be larger than the small bet"
    assert d.problems()["ladder"] == "Level 2: Bring-in must not exceed the small bet"
    assert not d.start_button.isEnabled()
    d.accept()  # Enter in a field must not slip past the checks
    assert d.result_config() is None and d.isVisible()


def test_ladder_rows_can_be_added_removed_and_reset(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.ladder.add_level()
    assert d.ladder.rows()[-1] == (400, 600, 2000, 4000)  # the last level doubled
    d.ladder.remove_level()
    d.ladder.remove_level()
    assert len(d.ladder.rows()) == 11
    d.ladder.set_row(0, (0, 0, 30, 60))
    assert not d.start_button.isEnabled()
    d.ladder.reset()
    assert d.ladder.ladder() == DEFAULT_LADDER and d.start_button.isEnabled()


def test_payouts_must_add_up_to_100_percent(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.payouts.shares[0].setValue(70.0)
    assert d.payouts.error.text() == "The payouts add up to 105 %; they must add up to 100 %"
    assert not d.start_button.isEnabled() and "105 %" in d.summary.text()
    d.payouts.shares[1].setValue(30.0)
    assert d.payouts.problem() is None and d.start_button.isEnabled()
    d.payouts.places.setValue(3)
    d.payouts.shares[2].setValue(40.0)
    assert "Place 3 pays more than place 2" in (d.payouts.problem() or "")
    d.entrants.setValue(7)  # an edited table is kept when the field grows
    assert d.payouts.values() == (70.0, 30.0, 40.0)
    d.payouts.reset()
    assert d.payouts.values() == (50.0, 30.0, 20.0)  # R6.3 for 7-10 entrants
    assert d.start_button.isEnabled()
    config = d.build_config()
    assert config.prize_for_share(50.0) == 350.0  # 7 x 100


def test_player_name_and_minutes_per_level(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.name.setText("  ")
    assert d.errors["name"].text() == "Your name must not be empty"
    d.name.setText("Ada")  # a bot already has that name
    assert d.errors["name"].text() == "Two players are called Ada"  # worded by wording.problems
    assert not d.start_button.isEnabled()
    d.name.setText("Sam")
    d.speed.setCurrentIndex(4)
    d.per_level.setValue(12)
    assert d.per_level.isVisible() and d.per_level.suffix() == " minutes"
    assert d.build_config().timing == LevelTiming(LevelUnit.MINUTES, 12)
    d.ladder.set_levels((Structure(0, 5, 10, 20),))
    assert d.build_config().ladder == (Structure(0, 5, 10, 20),)


@pytest.mark.parametrize("name", ["Sam\tLee", "Sam\u202eeeL", "Sam\x00"])
def test_a_name_the_settings_refuse_is_refused_beside_the_field(qtbot: QtBot, name: str) -> None:
    from studdesk.persistence.settings import Settings, problems_of
    from studdesk.ui import languages

    d = dialog(qtbot)
    d.name.setText(name)
    assert problems_of({"player_name": name}) == {"player_name": d.errors["name"].text()}
    assert d.errors["name"].text() == "Your name must not contain control characters"
    assert d.errors["name"].isVisible() and not d.start_button.isEnabled()
    d.accept()
    assert d.result_config() is None
    languages.languages().apply("ru")
    d.name.setText(name.replace("Sam", "Sem"))
    assert d.errors["name"].text() == "Имя не должно содержать управляющих символов"
    d.name.setText(" Sam ")  # spaces around the name do not count, as in the settings
    assert d.errors["name"].isHidden() and d.start_button.isEnabled()
    d.accept()
    config = d.result_config()
    assert config is not None and config.entrants[0].name == Settings(player_name=" Sam ").player_name


def test_messages_name_no_rule_codes_and_the_rotation_reads_in_full(qtbot: QtBot) -> None:
    """Issue 15: players read plain words, never "(R1.4)"; the mixed game's order is not cut off."""
    d = dialog(qtbot)
    d.ladder.set_row(2, (10, 20, 60, 50))  # a big bet under the small bet
    messages = [*d.problems().values(), d.summary.text(), d.entrants.toolTip()]
    assert "Big bet must be larger than the small bet" in d.summary.text()
    assert not any("(R" in m for m in messages)
    d.game.setCurrentIndex(d.game.findData("rotation"))
    assert d.rotation_note.isVisible()
    assert d.rotation_note.text().startswith("In turn: Stud → ")
    text_width = d.game.fontMetrics().horizontalAdvance(d.game.currentText())
    assert d.game.width() > text_width  # the chosen game reads in full in the closed list
    d.game.setCurrentIndex(d.game.findData("stud"))
    assert not d.rotation_note.isVisible()


def test_ladder_spins_stay_in_line_with_their_labels_when_a_problem_wraps(qtbot: QtBot) -> None:
    """A wrapped problem makes its row taller; the rows below (labels and spins) move down together."""
    editor = LadderEditor()
    qtbot.addWidget(editor)
    editor.resize(460, 500)  # a narrow problem column: level 6's message wraps over lines
    editor.show()
    qtbot.waitUntil(lambda: not editor._fit_timer.isActive())
    table = editor.table
    one_line = table.rowHeight(5)
    editor.set_row(5, (5, 50, 150, 300))  # level 6's ante below level 5's
    assert table.rowHeight(5) > one_line  # the problem wrapped
    # at once, not after a pass of the event loop: each row's spins where its label is
    for row in range(table.rowCount()):
        label_top = table.verticalHeader().sectionViewportPosition(row)
        for column in range(len(COLUMNS)):
            cell = editor.spin(row, column).geometry()
            assert (cell.top(), cell.height()) == (label_top, table.rowHeight(row) - 1), (row, column)


def test_r1_4_added_levels_stay_valid_up_to_the_largest_amounts(qtbot: QtBot) -> None:
    """ "Add level" doubles the last level; where doubling would pass the largest amount, it repeats it."""
    editor = LadderEditor()
    qtbot.addWidget(editor)
    while editor.add_button.isEnabled():
        editor.add_level()
    rows = editor.rows()
    assert len(rows) == MAX_LEVELS and editor.problems() == {} and editor.ladder() is not None
    assert rows[-1] == rows[-2] and max(rows[-1]) <= 100_000_000  # stayed: allowed (levels never go down)


def test_the_summary_names_the_first_problem_in_the_forms_order(qtbot: QtBot) -> None:
    d = dialog(qtbot)
    d.payouts.shares[0].setValue(70.0)  # payouts, below the name
    d.ladder.set_levels((Structure(0, 5, 10, 20), Structure(0, 2, 5, 10)))  # the ladder, beside it
    assert "105 %" in d.summary.text()  # the payouts come before the ladder
    d.name.setText("Ada")  # the name: the form's first field
    assert d.summary.text() == "To start, fix: Two players are called Ada"
    assert list(d.problems()) == ["name", "payouts", "ladder"]
    d.name.setText("Sam")
    d.payouts.reset()
    assert d.summary.text().startswith("To start, fix: ") and list(d.problems()) == ["ladder"]
