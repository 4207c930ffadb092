"""The sit-and-go screens on their own: the tournament panel (level, next level, places paid,
standings with ICM), the results screen, the finished-tournaments list and the resume offer."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from studdesk.engine.structure import Structure
from studdesk.engine.tournament import Finish, LevelStatus, PlayerEliminated, Standing, TournamentDirector
from studdesk.engine.tournament_config import Entrant, LevelTiming, LevelUnit, TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultPlace, ResultsStore, TournamentResult
from studdesk.persistence.saves import SaveStore
from studdesk.play.messages import ResumeChoice
from studdesk.play.status import GameKind, TournamentStatus
from studdesk.ui.dialogs.finished_list import FinishedListDialog
from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog, headline
from studdesk.ui.dialogs.resume_dialog import ResumeDialog
from studdesk.ui.tournament_panel import TournamentPanel
from studdesk.wording.tournament import clock_text

LEVEL3 = Structure(10, 20, 60, 120)
LEVEL4 = Structure(15, 25, 80, 160)


def status(seconds_left: float | None = None, hands_left: int | None = 4) -> TournamentStatus:
    bruno = Finish(2, "Bruno", 4, 4, 0.0, 0.0, 9)
    return TournamentStatus(
        title="Mixed sit-and-go, 4 players",
        level=LevelStatus(3, LEVEL3, "stud8", LEVEL4, "razz", hands_left, seconds_left),
        standings=(
            Standing(1, "Ada", 3000, 50.0, 180.0, 45.0, None),
            Standing(0, "You", 2000, 33.3, 140.0, 35.0, None),
            Standing(3, "Chen", 1000, 16.7, 80.0, 20.0, None),
            Standing(2, "Bruno", 0, 0.0, 0.0, 0.0, bruno),
        ),
        payouts=(65.0, 35.0),
        prize_pool=400,
        entrants=4,
        hands_played=10,
        human_seat=0,
        eliminated=(PlayerEliminated(2, "Bruno", 4, 4, 0.0, 9),),
    )


def test_panel_shows_level_next_level_places_paid_and_standings(qtbot: QtBot) -> None:
    panel = TournamentPanel()
    qtbot.addWidget(panel)
    panel.show_status(status())
    assert panel.level.text() == f"Level 3 · {VARIANTS['stud8'].name}\nante 10 · bring-in 20 · 60/120"
    assert panel.next_level.text() == "Next: level 4 in 4 hands\nRazz · ante 15 · bring-in 25 · 80/160"
    assert panel.paid.text() == "Places paid: 2 — 1st 65 % (260) · 2nd 35 % (140)"
    assert panel.rows() == [
        ("1", "Ada", "3,000", "50.0", "45.0 %"),
        ("2", "You", "2,000", "33.3", "35.0 %"),
        ("3", "Chen", "1,000", "16.7", "20.0 %"),
        ("4th", "Bruno", "out", "", ""),
    ]
    assert panel.last_out.text() == "Last hand: Bruno out in 4th"
    assert "2 of 4 left" not in panel.title.text() and "3 of 4 left" in panel.title.text()


def test_panel_counts_minutes_down_and_stops_while_paused(qtbot: QtBot) -> None:
    now = [100.0]
    panel = TournamentPanel(clock=lambda: now[0])
    qtbot.addWidget(panel)
    panel.show_status(status(seconds_left=125.0, hands_left=None))
    assert panel.next_level.text().startswith("Next: level 4 in 2:05")
    now[0] += 65.0
    panel._tick()
    assert panel.next_level.text().startswith("Next: level 4 in 1:00")
    panel.set_paused(True)
    now[0] += 500.0  # paused: the level clock stands still
    panel._tick()
    assert panel.next_level.text().startswith("Next: level 4 in 1:00")
    panel.set_paused(False)
    now[0] += 61.0
    panel._tick()
    assert panel.next_level.text().startswith("Next: level 4 with the next hand")
    assert clock_text(59.2) == "1:00" and clock_text(0) == "0:00"


def test_panel_at_the_top_of_the_ladder(qtbot: QtBot) -> None:
    config = TournamentConfig(
        (Entrant("You"), Entrant("Ada", "random")), ladder=(LEVEL3,), timing=LevelTiming(LevelUnit.HANDS, 5)
    )
    director = TournamentDirector(config, 1)
    top = TournamentStatus(
        "t", director.level_status(), director.standings(), config.payouts, config.prize_pool, 2, 0, 0
    )
    panel = TournamentPanel()
    qtbot.addWidget(panel)
    panel.show_status(top)
    assert panel.next_level.text() == "Top of the ladder: the stakes stay here."
    assert [r[4] for r in panel.rows()] == ["50.0 %", "50.0 %"]  # ICM of equal stacks


def result(human_place: int = 2) -> TournamentResult:
    names = ["Ada", "You", "Chen", "Dora", "Emil"]
    prizes = {1: (325.0, 65.0), 2: (175.0, 35.0)}
    order = [n for n in names if n != "You"]
    order.insert(human_place - 1, "You")
    places = tuple(
        ResultPlace(i, i, name, None if name == "You" else "rock-hard", *prizes.get(i, (0.0, 0.0)))
        for i, name in enumerate(order, start=1)
    )
    return TournamentResult(
        "2024-05-01T20:15:03", "Stud sit-and-go, 5 players", ("stud",), 5, 61, 9, 42, 100, 500, places
    )


def test_results_screen_lists_places_and_prizes(qtbot: QtBot) -> None:
    dialog = ResultsDialog(result(2))
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == "You finish 2nd and win 175."
    assert dialog.table.cell_texts() == [
        ("1st", "Ada", "325", "65 %"),
        ("2nd", "You", "175", "35 %"),
        ("3rd", "Chen", "–", ""),
        ("4th", "Dora", "–", ""),
        ("5th", "Emil", "–", ""),
    ]
    assert "61 hands · level 9 reached · prize pool 500" in dialog.summary.text()
    assert headline(result(1)) == "You win the tournament and 325!"
    assert headline(result(4)) == "You finish 4th."
    dialog.new_button.click()
    assert dialog.wants_new_sng and dialog.result() == ResultsDialog.DialogCode.Accepted


def test_bust_box_offers_watch_or_leave(qtbot: QtBot) -> None:
    box = BustBox("You are out of the tournament in 5th place.")
    qtbot.addWidget(box)
    box.open()
    box.leave_button.click()
    assert not box.chose_watch()


def test_finished_list_shows_results_kept_between_runs_and_damage_in_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = ResultsStore(tmp_path)
    store.record(result(2))
    store.record(replace(result(1), finished_at="2024-04-30T18:00:00"))
    bad = store.record(result(3))
    bad.write_text("{ cut short")
    dialog = FinishedListDialog(ResultsStore(tmp_path).list_results())
    qtbot.addWidget(dialog)
    assert [r[3:5] for r in dialog.rows()] == [("2nd", "175"), ("1st", "325")]
    assert dialog.rows()[0][:3] == ("2024-05-01 20:15", "Stud", "5")  # newest first
    assert "cannot be shown: it is damaged" in dialog.problems.text()
    assert dialog.detail.cell_texts()[0] == ("1st", "Ada", "325", "65 %")  # the first is selected
    dialog.list.selectRow(1)
    assert dialog.detail.cell_texts()[0] == ("1st", "You", "325", "65 %")


def test_resume_offer_continues_or_deletes_a_save(qtbot: QtBot, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    config = TournamentConfig((Entrant("You"), Entrant("Ada", "random"), Entrant("Bruno", "random")))
    store.save_tournament("sng-a", TournamentDirector(config, 1), now=datetime(2024, 5, 1, 20, 0))
    store.save_tournament("sng-b", TournamentDirector(config, 2), now=datetime(2024, 5, 2, 20, 0))
    (tmp_path / "junk.studsave").write_bytes(b"\x89PNG\r\n")
    dialog = ResumeDialog(store.list_saves())
    qtbot.addWidget(dialog)
    assert [s.slot for s in dialog.saves] == ["sng-b", "sng-a"]  # newest first
    assert "junk.studsave" in dialog.problems.text() and "not a StudDesk save" in dialog.problems.text()
    deleted: list[str] = []
    chosen: list[ResumeChoice] = []
    dialog.delete_requested.connect(deleted.append)
    dialog.chosen.connect(chosen.append)
    dialog.delete_selected()
    assert deleted == ["sng-b"] and [s.slot for s in dialog.saves] == ["sng-a"]
    dialog.continue_selected()
    assert chosen == [ResumeChoice("sng-a", GameKind.TOURNAMENT)]


def test_the_panel_text_grows_with_the_window_and_names_are_never_cut(qtbot: QtBot) -> None:
    """Issue 15: in a big window every line of the panel grows (not only the rows), and in a
    small one the panel keeps room for the names instead of cutting them to '…'."""
    panel = TournamentPanel()
    qtbot.addWidget(panel)
    panel.show_status(status())
    panel.resize(panel.minimumWidth(), 400)
    panel.show()
    qtbot.waitExposed(panel)
    header = panel.table.horizontalHeader()
    name_column = panel.table.columnWidth(1)
    assert name_column >= panel.table.fontMetrics().horizontalAdvance("Bruno")
    labels = (panel.title, panel.level, panel.next_level, panel.paid, panel.last_out)
    before = [label.fontInfo().pixelSize() for label in labels]
    header_before = header.sectionSizeFromContents(2).height()
    panel.set_scale(1.8)
    after = [label.fontInfo().pixelSize() for label in labels]
    assert all(a >= b * 1.6 for a, b in zip(after, before, strict=True))
    assert header.sectionSizeFromContents(2).height() > header_before * 1.4
    line = panel.table.verticalHeader().defaultSectionSize()
    assert panel.wanted_height(4, panel.minimumWidth()) > line * 5


def _contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours."""

    def luminance(c: QColor) -> float:
        channels = []
        for v in (c.redF(), c.greenF(), c.blueF()):
            channels.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_players_results_row_reads_on_its_band(qtbot: QtBot) -> None:
    """Issue 15: the player's row was gold on white (about 2.9:1); now dark on a gold band."""
    dialog = ResultsDialog(result(2))
    qtbot.addWidget(dialog)
    mine = dialog.table.item(1, 1)
    assert mine is not None and mine.text() == "You"
    assert _contrast(mine.foreground().color(), mine.background().color()) >= 7.0
