"""Sit-and-go through the real app (window, pacer, flow, engine thread), animation off:
start from the dialog, play, quit mid-hand, resume with the same cards, finish on the results screen;
the bust-out question; a damaged save reported at start-up."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from play.helpers import assert_resumed_where_left, calls, folds
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studdesk.app.main import App, build
from studdesk.app.pacer import Phase
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import ActionTaken, HandStarted
from studdesk.engine.tournament_config import Entrant, LevelTiming, TournamentConfig
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.play.messages import StepBatch
from studdesk.play.status import PracticeStatus, TournamentStatus
from studdesk.ui.dialogs.finished_list import FinishedListDialog
from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog
from studdesk.ui.dialogs.resume_dialog import ResumeDialog
from studdesk.ui.dialogs.sng_dialog import SngDialog

from .driver import quick_settings, start

Chooser = Callable[[tuple[LegalAction, ...]], LegalAction]


def home() -> Path:
    return Path(os.environ["STUDDESK_HOME"])


def play_until(
    qtbot: QtBot, app: App, choose: Chooser, done: Callable[[], bool], timeout: int = 20000
) -> None:
    """Answer every turn of the player with `choose` (through the panel) until `done()` or a halt."""
    pacer, panel = app.pacer, app.window.panel
    clock = [max(time.monotonic(), panel.clock())]  # never behind a change the panel already saw
    panel.clock = lambda: clock[0]
    stops = (Phase.HUMAN_TURN, Phase.HALTED)
    while not done():
        qtbot.waitUntil(lambda: done() or pacer.phase in stops, timeout=timeout)
        if done() or pacer.phase is Phase.HALTED:
            return
        clock[0] += 1.0  # the player looked before clicking: past the misclick guard
        assert panel.choose(choose(panel.offers))


def recorded(app: App) -> list[StepBatch]:
    batches: list[StepBatch] = []
    app.window.director.batch_finished.connect(batches.append)
    return batches


def test_sng_from_the_dialog_quit_mid_hand_resume_same_cards_and_results(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(opponents=2), seed=4)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    batches = recorded(driver.app)

    driver.window.new_sng_action.trigger()
    dialog = driver.flow.dialog
    assert isinstance(dialog, SngDialog) and dialog.isVisible()
    dialog.entrants.setValue(3)
    dialog.opponents.setCurrentIndex(dialog.opponents.findData("each"))
    for combo in dialog.seat_bots[:2]:
        combo.set_value("always-call")
    dialog.chips.setValue(400)
    dialog.speed.setCurrentIndex(0)  # turbo
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    app = driver.app

    def in_hand_2() -> bool:  # and the player has acted in it
        view = batches[-1].view if batches else None
        return (
            view is not None
            and view.hand_number == 2
            and any(isinstance(e, ActionTaken) and e.seat == 0 for e in view.history)
        )

    play_until(qtbot, app, calls, in_hand_2)
    status = next(b.status for b in batches if b.status is not None)
    assert isinstance(status, TournamentStatus) and status.entrants == 3
    assert app.window.tournament_dock.isVisible()
    assert app.window.tournament.rows()[0][1] in {"You", "Ada", "Bruno"}
    qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    left_at = batches[-1].view
    app.window.close()  # quit mid-hand: saved on the way out
    saves = SaveStore(home() / "data" / "saves").list_saves().saves
    sng = next(s for s in saves if s.kind == "sng")
    assert sng.hands_played == 1 and not sng.finished

    again = build(settings=quick_settings(opponents=2))  # no seed: the saved games are offered
    qtbot.addWidget(again.window)
    again.window.show()
    resumed = recorded(again)
    again.start()
    offer = again.flow.dialog
    assert isinstance(offer, ResumeDialog) and {s.kind for s in offer.saves} == {"sng", "cash"}
    offer.select_slot(sng.slot)
    qtbot.mouseClick(offer.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    view = resumed[0].view
    assert isinstance(resumed[0].events[0], HandStarted)
    assert_resumed_where_left(view, left_at)

    def results_or_bust() -> bool:
        return isinstance(again.flow.dialog, ResultsDialog | BustBox)

    play_until(qtbot, again, calls, results_or_bust, timeout=30000)
    if isinstance(again.flow.dialog, BustBox):
        qtbot.mouseClick(again.flow.dialog.watch_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: isinstance(again.flow.dialog, ResultsDialog), timeout=30000)
    results = again.flow.dialog
    assert isinstance(results, ResultsDialog)
    rows = results.table.cell_texts()
    assert [r[0] for r in rows] == ["1st", "2nd", "3rd"]
    assert rows[0][2] == "300" and rows[1][2] == "–"  # R6.3: 2-4 entrants, winner takes 3 x 100
    assert {r[1].removesuffix(" (you)") for r in rows} == {"You", "Ada", "Bruno"}
    stored = ResultsStore(home() / "data" / "results").list_results().results
    assert len(stored) == 1 and stored[0].places == results.tournament_result.places
    assert all(s.kind != "sng" for s in SaveStore(home() / "data" / "saves").list_saves().saves)

    results.reject()  # Close: back to the practice table left when the sit-and-go began
    qtbot.waitUntil(lambda: isinstance(again.flow.status, PracticeStatus), timeout=5000)
    assert sum(line.startswith("* Continued hand #") for line in again.window.log.lines()) == 2
    assert not again.window.tournament_dock.isVisible()
    again.window.finished_action.trigger()
    listed = again.flow.dialog
    assert isinstance(listed, FinishedListDialog) and len(listed.rows()) == 1
    listed.close()
    again.window.close()


def test_busting_out_offers_to_watch_the_bots_at_high_speed(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(opponents=2), seed=4)
    driver.stop_after_hand_over = False
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    config = TournamentConfig(
        (Entrant("You"), Entrant("Ada", "always-call"), Entrant("Bruno", "always-call")),
        starting_chips=300,
        timing=LevelTiming(per_level=3),
    )
    flow = driver.flow
    flow.start_tournament(config, seed=5)
    play_until(qtbot, driver.app, folds, lambda: isinstance(flow.dialog, BustBox))
    box = flow.dialog
    assert isinstance(box, BustBox) and "You are out of the tournament in 3rd place" in box.text()
    assert driver.pacer.phase is Phase.HALTED
    qtbot.mouseClick(box.watch_button, Qt.MouseButton.LeftButton)
    assert flow.watching
    settings = driver.flow.settings
    assert driver.window.director.timings == flow.timings(settings)
    assert flow.timings(settings.updated(animation_speed=1.0)).speed == 8.0  # high speed
    qtbot.waitUntil(lambda: isinstance(flow.dialog, ResultsDialog), timeout=30000)
    assert driver.window.panel.status.text() in ("You watch the bots play", "")
    result = flow.dialog.tournament_result
    assert result.human is not None and result.human.place == 3


def test_a_damaged_save_is_reported_at_start_and_the_game_goes_on(qtbot: QtBot) -> None:
    saves = home() / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "sng-broken.studsave").write_text('{"format": "studdesk-save", "version": 1, "kind": "sng"')
    app = build(settings=quick_settings())
    qtbot.addWidget(app.window)
    app.window.show()
    app.start()
    offer = app.flow.dialog
    assert isinstance(offer, ResumeDialog) and offer.saves == []
    message = offer.problems.text()
    assert "sng-broken.studsave" in message and "damaged" in message and "moved aside" in message
    assert list(saves.glob("sng-broken.studsave.corrupt-*"))
    qtbot.mouseClick(offer.fresh_button, Qt.MouseButton.LeftButton)  # "New practice game"
    qtbot.waitUntil(lambda: app.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    app.window.close()


def test_a_saved_practice_table_simply_goes_on_at_the_next_start(qtbot: QtBot) -> None:
    first = build(settings=quick_settings())
    qtbot.addWidget(first.window)
    first.window.show()
    first.start()
    qtbot.waitUntil(lambda: first.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    first.window.close()
    assert [s.slot for s in SaveStore(home() / "data" / "saves").list_saves().saves]

    again = build(settings=quick_settings())
    qtbot.addWidget(again.window)
    again.window.show()
    again.start()
    assert again.flow.dialog is None  # no question when only practice was saved
    assert sum("Continued hand #" in line for line in again.window.log.lines()) <= 1
    qtbot.waitUntil(lambda: again.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    again.window.close()
