"""The game controller: wires the window, the animation director and the engine thread.

Pacing is pulled (DESIGN.md §3): the controller asks the worker for one step,
the director shows the batch that comes back, and only when the director is
idle again does the controller ask for the next step, or hand the turn to
the player. The phase says which of these is going on; nothing else gates it.
"""

from __future__ import annotations

import logging
import random
from enum import Enum, auto

from PySide6.QtCore import QByteArray, QObject, Qt, QThread, Signal, Slot

from studdesk.app.gc_guard import GuiThreadCollector
from studdesk.app.session_flow import SessionFlow
from studdesk.app.worker import EngineWorker
from studdesk.engine.actions import Act, LegalAction
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsSaveError, SettingsStore
from studdesk.ui.main_window import MainWindow
from studdesk.ui.messages import StepBatch
from studdesk.ui.theme import Theme

log = logging.getLogger(__name__)

#: closing the window waits this long for the engine thread (the requirement is under a second)
SHUTDOWN_WAIT_MS = 900


class Phase(Enum):
    STOPPED = auto()  # before start / after shutdown
    WAITING = auto()  # a step was asked of the engine; its batch has not come back yet
    SHOWING = auto()  # the director is playing a batch
    HUMAN_TURN = auto()  # the player's buttons are up
    PAUSED = auto()  # idle, and the player paused the game
    HALTED = auto()  # the engine stopped between hands until the player decides (see SessionFlow)


class GameController(QObject):
    # commands to the worker (queued: the worker lives in its own thread)
    _start_session = Signal(object, object, int)  # seeds are 32-bit unsigned: not a Qt int
    _step = Signal()
    _act = Signal(object)
    _settings = Signal(object)

    def __init__(
        self,
        window: MainWindow,
        settings: Settings,
        store: SettingsStore | None = None,
        seed: int | None = None,
    ) -> None:
        # owned by the window: the engine thread lives exactly as long as the table it drives
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.store = store
        self.seed = seed
        self.session = 0
        self.phase = Phase.STOPPED
        self.paused = False
        self.last_batch: StepBatch | None = None

        self.engine_thread = QThread(self)
        self.engine_thread.setObjectName("StudDeskEngine")
        self.worker = EngineWorker()
        self.worker.moveToThread(self.engine_thread)
        # the game is saved on quitting, in the engine thread, before the worker goes
        self.engine_thread.finished.connect(self.worker.save_now, Qt.ConnectionType.DirectConnection)
        self.engine_thread.finished.connect(self.worker.deleteLater)
        self._start_session.connect(self.worker.start_session)
        self._step.connect(self.worker.step)
        self._act.connect(self.worker.act)
        self._settings.connect(self.worker.update_settings)
        self.worker.batch_ready.connect(self.on_batch)
        self.worker.rejected.connect(self.on_rejected)
        self.worker.failed.connect(self.on_failed)
        self.collector = GuiThreadCollector(self)
        self.flow = SessionFlow(self)

        window.director.batch_finished.connect(self.on_batch_finished)
        window.director.idle.connect(self.on_idle)
        window.panel.action_chosen.connect(self.on_action)
        window.new_game_requested.connect(self.new_game)
        window.settings_requested.connect(self.open_settings)
        window.pause_toggled.connect(self.set_paused)
        window.closing.connect(self.shutdown)
        self.apply_display_settings(settings)
        window.set_variant(settings.variant)
        if settings.window_geometry:
            window.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode("ascii")))

    # ------------------------------------------------------------- session

    def start(self) -> None:
        self.collector.start()
        self.engine_thread.start()
        self.phase = Phase.WAITING  # nothing is asked of the engine until a game is chosen
        self.flow.start()

    @Slot()
    def new_game(self) -> None:
        if self.phase is Phase.STOPPED:
            return
        self.seed = None
        self.flow.back_to_practice()

    def start_practice(self) -> None:
        self._new_session()

    def _new_session(self) -> None:
        self.begin_session()
        self.apply_display_settings(self.settings)
        seed = self.seed if self.seed is not None else random.randrange(2**32)
        self.window.log.note(f"New practice game: {self.settings.variant_obj().name}, seed {seed}.")
        self._start_session.emit(self.settings, seed, self.session)
        self._request()

    def begin_session(self) -> int:
        """A new game replaces the one on the table: batches of the old one are dropped from now on."""
        self.session += 1
        self.window.director.clear()
        self.window.toast.clear()
        self.window.panel.set_waiting(False)
        self.window.panel.set_readout(())
        return self.session

    def _request(self) -> None:
        self.phase = Phase.WAITING
        self._step.emit()

    def request_step(self) -> None:
        """Ask the engine for the next step (a new game was set up, or the player answered a halt)."""
        if self.phase is not Phase.STOPPED:
            self._request()

    def expect_answer(self) -> None:
        """A command was sent that the engine answers with a batch or a halt of its own."""
        if self.phase is not Phase.STOPPED:
            self.phase = Phase.WAITING

    def halt(self) -> None:
        self.phase = Phase.HALTED

    @property
    def is_halted(self) -> bool:
        return self.phase is Phase.HALTED

    @property
    def is_running(self) -> bool:
        return self.phase is not Phase.STOPPED

    # ---------------------------------------------------------- from worker

    @Slot(object)
    def on_batch(self, batch: StepBatch) -> None:
        if batch.session != self.session or self.phase is Phase.STOPPED:
            return  # from a game that was abandoned, or after closing
        for notice in batch.notices:
            self.window.log.note(notice)
            self.window.notify(notice)
        self.flow.batch_arrived(batch)
        self.phase = Phase.SHOWING
        self.window.director.enqueue(batch)

    @Slot(str)
    def on_rejected(self, message: str) -> None:
        self.window.log.note(f"Not accepted: {message}")
        self.window.notify(f"Not accepted: {message}")

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self.window.log.note(message)
        self.window.show_message("StudDesk", message)

    # -------------------------------------------------------- from director

    @Slot(object)
    def on_batch_finished(self, batch: StepBatch) -> None:
        self.last_batch = batch
        self.window.panel.set_readout(batch.readout)
        if batch.view.variant_key != self.window.variant_key:
            self.window.set_variant(batch.view.variant_key)

    @Slot()
    def on_idle(self) -> None:
        if self.phase is not Phase.SHOWING or self.last_batch is None:
            return
        view = self.last_batch.view
        if view.to_act == view.viewer and not view.is_over:
            self.phase = Phase.HUMAN_TURN
            self.window.panel.set_offers(view.legal)  # a pre-action may answer at once
            return
        dealt_in = any(s.seat == view.viewer for s in view.seats)  # not when out, or sitting out
        in_hand = dealt_in and not view.is_over and not view.me.folded
        if not dealt_in:
            note = "You watch the bots play" if self.flow.mode == "sng" else "You are sitting out"
        else:
            note = "" if in_hand or view.is_over else "You folded"
        self.window.panel.set_waiting(in_hand, note)
        if self.paused:
            self.phase = Phase.PAUSED
        else:
            self._request()

    # ---------------------------------------------------------- from player

    @Slot(object)
    def on_action(self, offer: LegalAction) -> None:
        if self.phase is not Phase.HUMAN_TURN or self.last_batch is None:
            return
        self.phase = Phase.WAITING
        self._act.emit(Act.taking(self.last_batch.viewer, offer))

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused and self.phase is Phase.PAUSED:
            self._request()

    @Slot()
    def open_settings(self) -> None:
        # imported on demand: the dialog is not needed to show the first table
        from studdesk.ui.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
        if dialog.exec():
            chosen = dialog.result_settings()
            if chosen is not None:
                self.apply_settings(chosen)

    def apply_settings(self, settings: Settings) -> None:
        """Display settings now; game settings from the next hand on (the worker waits for it)."""
        self.settings = settings
        self._save(settings)
        self.apply_display_settings(settings)
        self._settings.emit(settings)
        self.window.notify("Settings saved. Game changes take effect from the next hand.")
        self.flow.after_settings()

    def apply_display_settings(self, settings: Settings) -> None:
        self.window.director.set_timings(self.flow.timings(settings))
        self.window.set_theme(Theme(settings.four_color_deck, settings.felt_color))

    def _save(self, settings: Settings) -> None:
        if self.store is None:
            return
        try:
            self.store.save(settings)
        except SettingsSaveError as exc:
            self.window.log.note(str(exc))
            self.window.notify(str(exc))

    # ------------------------------------------------------------ shutdown

    @Slot()
    def shutdown(self) -> None:
        """Stop the engine thread (bounded in time) and remember where the window was."""
        if self.phase is Phase.STOPPED and not self.engine_thread.isRunning():
            return
        self.phase = Phase.STOPPED
        self.window.director.clear()
        geometry = bytes(self.window.saveGeometry().toBase64().data()).decode("ascii")
        try:
            self.settings = self.settings.updated(window_geometry=geometry)
            self._save(self.settings)
        except ValueError:
            log.warning("window geometry not saved", exc_info=True)
        self.engine_thread.quit()
        if not self.engine_thread.wait(SHUTDOWN_WAIT_MS):
            # A bot is still deciding; its answer is thrown away once it returns.
            log.warning("engine thread still busy after %d ms; waiting for it", SHUTDOWN_WAIT_MS)
            self.engine_thread.wait()
        self.collector.stop()
