"""Which game is played and what happens around it: sit-and-gos, saved games, the practice table.

The game controller paces the hands; this object handles everything a hand
does not: the New sit-and-go dialog, resuming a saved game at start-up (or
from the menu), the tournament panel and its notices, the bust-out question
(watch the bots at high speed or leave), the results screen, the finished
tournaments list, and the practice table's between-hands requests. It talks
to the engine thread only through queued signals, like the controller.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QMessageBox

from studdesk.app.games import OPPONENT_NAMES
from studdesk.app.practice_game import SLOT as PRACTICE_SLOT
from studdesk.app.tournament_game import place_text
from studdesk.bots.registry import names as registered_bot_names
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveListing, SaveStore
from studdesk.persistence.settings import Settings, problems_of
from studdesk.ui.dialogs.finished_list import FinishedListDialog
from studdesk.ui.dialogs.results_dialog import BustBox, ResultsDialog
from studdesk.ui.dialogs.resume_dialog import ResumeDialog
from studdesk.ui.dialogs.sng_dialog import SngDialog
from studdesk.ui.game_status import (
    GameStatus,
    Halted,
    HaltReason,
    PracticeRequest,
    PracticeStatus,
    ResumeChoice,
    TournamentStatus,
)
from studdesk.ui.messages import StepBatch
from studdesk.ui.timings import Timings

if TYPE_CHECKING:
    from studdesk.app.controller import GameController

#: "watch the bots finish at high speed": this many times the player's animation speed
WATCH_SPEED = 8.0


class SessionFlow(QObject):
    # commands to the worker (queued: it lives in the engine thread)
    _start_tournament = Signal(object, object, int)
    _resume = Signal(object, object, int)
    _practice = Signal(object)
    _leave = Signal()
    _clock = Signal(bool)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.window = controller.window
        self.store = SaveStore()
        self.results = ResultsStore()
        self.bot_names = registered_bot_names()
        #: "cash" (a practice table) or "sng", as the last status from the engine said
        self.mode = "cash"
        #: the player busted and watches the bots finish at high speed
        self.watching = False
        #: the dialog or question open now (tests answer it through here)
        self.dialog: QDialog | QMessageBox | None = None
        self.status: GameStatus | None = None
        #: notices already shown on the table (a status can come twice: with a halt, then a hand)
        self._told: set[tuple[str, int, int]] = set()
        self._show_dock = True

        worker = controller.worker
        self._start_tournament.connect(worker.start_tournament)
        self._resume.connect(worker.resume_game)
        self._practice.connect(worker.practice)
        self._leave.connect(worker.leave_tournament)
        self._clock.connect(worker.set_clock_paused)
        worker.halted.connect(self.on_halted)
        worker.notice.connect(self.on_notice)

        window = self.window
        window.new_sng_requested.connect(self.open_sng_dialog)
        window.resume_requested.connect(self.open_resume_dialog)
        window.finished_requested.connect(self.open_finished)
        window.pause_toggled.connect(self.on_pause)
        window.practice_menu.set_bot_names(self.bot_names)
        window.practice_menu.requested.connect(self.request_practice)
        window.practice_menu.variant_chosen.connect(self.change_variant)

    # ------------------------------------------------------------------ starting

    def start(self) -> None:
        """At start-up: continue where the player left off (unless a seed asks for a given deal).

        An unfinished sit-and-go, or a damaged save to report, opens the choice of
        games; otherwise the practice table, saved after every hand, simply goes on
        (asking every time would be a question with one usual answer).
        """
        if self.controller.seed is None:
            listing = self.store.list_saves()
            open_games = [s for s in listing.saves if not s.finished]
            if listing.problems or any(s.slot != PRACTICE_SLOT for s in open_games):
                self.open_resume_dialog(listing, at_start=True)
                return
            practice = next((s for s in open_games if s.slot == PRACTICE_SLOT), None)
            if practice is not None:
                self.window.log.note("Continuing your practice table where you left it.")
                self.resume(ResumeChoice(practice.slot, practice.kind))
                return
        self.back_to_practice()

    def back_to_practice(self) -> None:
        """A new practice table (the saved one, if any, is replaced)."""
        self.watching = False
        self.controller.start_practice()

    def return_to_practice(self) -> None:
        """After a sit-and-go: back to the practice table that was saved when it began, else a new one."""
        saved = next((s for s in self.store.list_saves().saves if s.slot == PRACTICE_SLOT), None)
        if saved is None:
            self.back_to_practice()
        else:
            self.resume(ResumeChoice(saved.slot, saved.kind))

    @Slot()
    def open_sng_dialog(self) -> None:
        settings = self.controller.settings
        dialog = SngDialog(
            self.bot_names,
            OPPONENT_NAMES,
            settings.player_name,
            settings.house_rules(),
            seed=random.randrange(2**32),
            parent=self.window,
        )
        dialog.accepted.connect(lambda: self._sng_chosen(dialog))
        self._open(dialog)

    def _sng_chosen(self, dialog: SngDialog) -> None:
        config = dialog.result_config()
        if config is not None:
            self.start_tournament(config)

    def start_tournament(self, config: TournamentConfig, seed: int | None = None) -> None:
        if seed is None:
            seed = self.controller.seed if self.controller.seed is not None else random.randrange(2**32)
        self.controller.seed = None  # a --seed deals one game; the next ones are new
        session = self.controller.begin_session()
        self.mode, self.watching = "sng", False
        self._told, self._show_dock = set(), True
        self.controller.apply_display_settings(self.controller.settings)
        games = ", ".join(VARIANTS[k].short_name for k in config.variants)
        self.window.log.note(f"New sit-and-go: {games}, {len(config.entrants)} players, seed {seed}.")
        self._start_tournament.emit(config, seed, session)
        self.controller.request_step()

    @Slot()
    def open_resume_dialog(self, listing: SaveListing | None = None, at_start: bool = False) -> None:
        listing = listing if listing is not None else self.store.list_saves()
        dialog = ResumeDialog(listing, self.window, fresh_text="New practice game" if at_start else "Cancel")
        dialog.chosen.connect(self.resume)
        dialog.delete_requested.connect(self.store.delete)
        if at_start:
            dialog.rejected.connect(self.back_to_practice)
        self._open(dialog)

    @Slot(object)
    def resume(self, choice: ResumeChoice) -> None:
        session = self.controller.begin_session()
        self.mode, self.watching = choice.kind, False
        self._told, self._show_dock = set(), True
        self.controller.apply_display_settings(self.controller.settings)
        self.window.log.note(f"Continuing the saved game {choice.slot}.")
        self._resume.emit(choice, self.controller.settings, session)
        self.controller.request_step()

    @Slot()
    def open_finished(self) -> None:
        self._open(FinishedListDialog(self.results.list_results(), self.window))

    # ------------------------------------------------------------------ from the engine

    def batch_arrived(self, batch: StepBatch) -> None:
        if batch.status is not None:
            self.show_status(batch.status)

    def show_status(self, status: GameStatus) -> None:
        self.status = status
        window = self.window
        if isinstance(status, TournamentStatus):
            if self._show_dock:  # once per tournament: the player may close it after that
                window.show_tournament_dock(len(status.standings))
                self._show_dock = False
            self.mode = "sng"
            window.tournament.show_status(status)
            window.practice_menu.set_status(None)
            for out in status.eliminated:
                if ("out", out.hand_number, out.seat) not in self._told:
                    self._told.add(("out", out.hand_number, out.seat))
                    window.toast.notify(
                        _out_toast(out.name, out.seat == status.human_seat, out.place, out.last_place)
                    )
            raised = status.level_raised
            if raised is not None and ("level", raised.hand_number, raised.level) not in self._told:
                self._told.add(("level", raised.hand_number, raised.level))
                game = VARIANTS[raised.variant_key].name
                window.toast.notify(f"Level {raised.level}: {game}, {raised.structure}")
        else:
            window.tournament_dock.hide()  # a practice table has no standings
            window.tournament.status = None
            self.mode = "cash"
            window.practice_menu.set_status(status)

    @Slot(object)
    def on_halted(self, halted: Halted) -> None:
        controller = self.controller
        if halted.session != controller.session or not controller.is_running:
            return
        controller.halt()
        for notice in halted.notices:
            self.window.log.note(notice)
            self.window.notify(notice)
        if halted.status is not None:
            self.show_status(halted.status)
        session = halted.session
        if halted.reason is HaltReason.BUSTED:
            box = BustBox(halted.message, self.window)
            box.finished.connect(lambda _code: self._bust_answered(box, session))
            self._open(box)
        elif halted.reason is HaltReason.FINISHED and halted.result is not None:
            self.window.log.note(halted.message)
            results = ResultsDialog(halted.result, self.window)
            results.finished.connect(lambda _code: self._results_closed(results, session))
            self._open(results)
        else:
            self.window.log.note(halted.message)
            self.window.panel.set_waiting(False, halted.message)
            self.window.notify(halted.message)

    def _bust_answered(self, box: BustBox, session: int) -> None:
        if session != self.controller.session:
            return  # another game was started meanwhile: the question is moot
        if box.chose_watch():
            self.watching = True
            self.controller.apply_display_settings(self.controller.settings)
            self.window.log.note("You watch the bots play on at high speed.")
            self.controller.request_step()
        else:
            self.window.log.note("You leave; the bots finish the tournament.")
            self.controller.expect_answer()
            self._leave.emit()

    def _results_closed(self, dialog: ResultsDialog, session: int) -> None:
        if session != self.controller.session:
            return
        if dialog.wants_new_sng:
            self.open_sng_dialog()
            assert isinstance(self.dialog, SngDialog)
            self.dialog.rejected.connect(self.return_to_practice)
        else:
            self.return_to_practice()

    @Slot(str)
    def on_notice(self, text: str) -> None:
        self.window.log.note(text)
        self.window.notify(text)

    # ------------------------------------------------------------------ practice requests

    @Slot(object)
    def request_practice(self, request: PracticeRequest) -> None:
        if self.mode != "cash":
            self.window.notify("The Table menu is for practice tables.")
            return
        self._practice.emit(request)
        self.retry_if_halted()

    @Slot(str)
    def change_variant(self, key: str) -> None:
        current = self.controller.settings
        problems = problems_of({**current.model_dump(), "variant": key})
        if problems:
            reason = next(iter(problems.values()))
            message = f"Not changed: {VARIANTS[key].name} does not fit this table ({reason})."
            self.window.notify(message)
            self.window.log.note(message)
            if isinstance(self.status, PracticeStatus):
                self.window.practice_menu.set_status(self.status)  # put the tick back
            return
        self.controller.apply_settings(current.updated(variant=key))

    def after_settings(self) -> None:
        if self.mode == "sng":
            self.window.notify("Settings saved. The sit-and-go keeps its own game and levels.")
        self.retry_if_halted()

    def retry_if_halted(self) -> None:
        """A practice table that could not deal tries again after a change (sit in, a new bot)."""
        if self.mode == "cash" and self.controller.is_halted:
            self.controller.request_step()

    # ------------------------------------------------------------------ display

    def timings(self, settings: Settings) -> Timings:
        speed = settings.animation_speed * (WATCH_SPEED if self.watching else 1.0)
        return Timings(speed, settings.bot_think_ms)

    @Slot(bool)
    def on_pause(self, paused: bool) -> None:
        self._clock.emit(paused)
        self.window.tournament.set_paused(paused)

    def _open(self, dialog: QDialog | QMessageBox) -> None:
        """Window-modal but not blocking: the engine thread and the animations go on behind it."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()


def _out_toast(name: str, is_me: bool, place: int, last_place: int) -> str:
    where = place_text(place, last_place)
    return f"You are out in {where} place" if is_me else f"{name} is out in {where} place"
