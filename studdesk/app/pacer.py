"""The pacer: owns the engine thread and the phase machine, and paces the table by pulling.

Pacing is pulled (DESIGN.md §3): the pacer asks the engine for one step, the
animation director shows the batch that comes back, and only when the
director is idle again does the pacer ask for the next step, or hand the turn
to the player (the action panel). The phase says which of these is going on;
nothing else gates it, and only the pacer changes it.

The pacer knows no game modes, dialogs or settings. The flow (`app.flow`)
decides which game is played and sends its commands through the pacer; the
pacer tells whoever listens what changed: `status_changed` when a hand is
dealt with a new picture of the game, `halted` when the dealing waits for the
player.
"""

from __future__ import annotations

import logging
from enum import Enum, auto

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from studdesk.app.gc_guard import GuiThreadCollector
from studdesk.app.worker import EngineWorker
from studdesk.engine.actions import Act, LegalAction
from studdesk.play.messages import (
    Command,
    Failed,
    GameStart,
    Halted,
    NewGame,
    Notice,
    PauseClock,
    Rejected,
    Reply,
    Step,
    StepBatch,
    TakeAction,
)
from studdesk.ui.main_window import MainWindow
from studdesk.wording import game as words
from studdesk.wording.table import you_folded

log = logging.getLogger(__name__)

#: closing the window waits this long for the engine thread (the requirement is under a second)
SHUTDOWN_WAIT_MS = 900


class Phase(Enum):
    STOPPED = auto()  # before start / after shutdown
    WAITING = auto()  # a step was asked of the engine; its batch has not come back yet
    SHOWING = auto()  # the director is playing a batch
    HUMAN_TURN = auto()  # the player's buttons are up
    PAUSED = auto()  # idle, and the player paused the game
    HALTED = auto()  # the engine stopped between hands until the player decides (see the flow)


class Pacer(QObject):
    #: the one command channel to the engine thread (queued: the worker lives there)
    _command = Signal(object)
    #: save the game now, in the engine thread (after an unexpected error); `worker.saved` answers
    save_requested = Signal()
    #: a batch brought a new picture of the game (a `GameStatus`): a hand is being dealt
    status_changed = Signal(object)
    #: the engine stopped dealing until the player decides (a `Halted`)
    halted = Signal(object)
    #: the player's buttons are up and waiting (not when a pre-action answered at once)
    turn_started = Signal()
    #: the player acted: the view they acted at and their `Act` (for the practice aids' review)
    acted = Signal(object, object)

    def __init__(self, window: MainWindow, worker: EngineWorker | None = None) -> None:
        # owned by the window: the engine thread lives exactly as long as the table it drives
        super().__init__(window)
        self.window = window
        #: the number of the game on the table; replies of earlier games are dropped
        self.game = 0
        self.phase = Phase.STOPPED
        self.paused = False
        #: reasons the table waits between steps besides the player's pause (a drill, a review)
        self.holds: set[str] = set()
        self.last_batch: StepBatch | None = None

        self.engine_thread = QThread(self)
        self.engine_thread.setObjectName("StudDeskEngine")
        self.worker = worker if worker is not None else EngineWorker()
        self.worker.moveToThread(self.engine_thread)
        # the game is saved on quitting, in the engine thread, before the worker goes
        self.engine_thread.finished.connect(self.worker.save_now, Qt.ConnectionType.DirectConnection)
        self.engine_thread.finished.connect(self.worker.deleteLater)
        self._command.connect(self.worker.handle)
        self.save_requested.connect(self.worker.save_game)
        self.worker.replied.connect(self.on_reply)
        self.collector = GuiThreadCollector(self)

        window.director.batch_finished.connect(self.on_batch_finished)
        window.director.idle.connect(self.on_idle)
        window.panel.action_chosen.connect(self.on_action)
        window.pause_toggled.connect(self.set_paused)
        window.closing.connect(self.shutdown)
        self.turn_started.connect(window.your_turn)

    # ------------------------------------------------------------------ used by the flow

    def start(self) -> None:
        """Start the engine thread; nothing is asked of it until a game is chosen."""
        self.collector.start()
        self.engine_thread.start()
        self.phase = Phase.WAITING

    def start_game(self, start: GameStart) -> None:
        """A new game replaces the one on the table: replies of the old one are dropped from now on."""
        self.game += 1
        self.holds.clear()  # what held the old game's table is moot
        self.window.director.clear()
        self.window.toast.clear()
        self.window.panel.set_waiting(False)
        self.window.panel.set_readout(())
        self._command.emit(NewGame(self.game, start))
        self.request_step()

    def request_step(self) -> None:
        """Ask the engine for the next step (a game was set up, or the player answered a halt)."""
        if self.phase is not Phase.STOPPED:
            self.phase = Phase.WAITING
            self._command.emit(Step())

    def send(self, command: Command) -> None:
        """A command the engine carries out without dealing on (new settings, a practice request)."""
        self._command.emit(command)

    def ask(self, command: Command) -> None:
        """A command the engine answers with a batch or a halt of its own (leaving a tournament)."""
        if self.phase is not Phase.STOPPED:
            self.phase = Phase.WAITING
            self._command.emit(command)

    def hold(self, reason: str) -> None:
        """Keep the table where it is after the current step until `release(reason)`."""
        self.holds.add(reason)

    def release(self, reason: str) -> None:
        """Stop holding for `reason`; the game goes on when nothing else holds it."""
        if reason not in self.holds:
            return
        self.holds.discard(reason)
        if not self.held and self.phase is Phase.PAUSED:
            self.request_step()

    @property
    def held(self) -> bool:
        """The table waits between steps: the player's pause, or any other hold."""
        return self.paused or bool(self.holds)

    @property
    def is_halted(self) -> bool:
        return self.phase is Phase.HALTED

    @property
    def is_running(self) -> bool:
        return self.phase is not Phase.STOPPED

    # ------------------------------------------------------------------ from the engine

    @Slot(object)
    def on_reply(self, reply: Reply) -> None:
        match reply:
            case StepBatch():
                self._show(reply)
            case Halted():
                self._halt(reply)
            case Notice(text):
                self._tell(text)
            case Rejected(text):
                self._tell(words.not_accepted(text))
            case Failed(text):
                self.window.log.note(text)
                self.window.show_message("StudDesk", text)

    def _show(self, batch: StepBatch) -> None:
        if batch.game != self.game or self.phase is Phase.STOPPED:
            return  # from a game that was abandoned, or after closing
        for notice in batch.notices:
            self._tell(notice)
        if batch.status is not None:
            self.status_changed.emit(batch.status)
        self.phase = Phase.SHOWING
        self.window.director.enqueue(batch)

    def _halt(self, halted: Halted) -> None:
        if halted.game != self.game or self.phase is Phase.STOPPED:
            return
        self.phase = Phase.HALTED
        self.halted.emit(halted)

    def _tell(self, text: str) -> None:
        self.window.log.note(text)
        self.window.notify(text)

    # ------------------------------------------------------------------ from the director

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
        batch = self.last_batch
        view = batch.view
        if view.to_act == view.viewer and not view.is_over:
            self.phase = Phase.HUMAN_TURN
            self.window.panel.set_offers(view.legal)  # a pre-action may answer at once
            if self.phase is Phase.HUMAN_TURN:
                self.turn_started.emit()
            return
        dealt_in = any(s.seat == view.viewer for s in view.seats)  # not when out, or sitting out
        in_hand = dealt_in and not view.is_over and not view.me.folded
        self.window.panel.set_waiting(in_hand, self._waiting_note(batch, dealt_in, in_hand))
        if self.held:
            self.phase = Phase.PAUSED
        else:
            self.request_step()

    @staticmethod
    def _waiting_note(batch: StepBatch, dealt_in: bool, in_hand: bool) -> str:
        """The panel's line while it is not the player's turn."""
        if not dealt_in:
            return batch.away  # sitting out, or out of the tournament
        if in_hand or batch.view.is_over:
            return ""
        return you_folded()

    # ------------------------------------------------------------------ from the player

    @Slot(object)
    def on_action(self, offer: LegalAction) -> None:
        if self.phase is not Phase.HUMAN_TURN or self.last_batch is None:
            return
        self.phase = Phase.WAITING
        act = Act.taking(self.last_batch.viewer, offer)
        self._command.emit(TakeAction(act))
        self.acted.emit(self.last_batch.view, act)

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        self._command.emit(PauseClock(paused))  # a tournament's level clock stops too
        if not self.held and self.phase is Phase.PAUSED:
            self.request_step()

    # ------------------------------------------------------------------ shutdown

    @Slot()
    def shutdown(self) -> None:
        """Stop the engine thread, bounded in time (the game is saved on the way out)."""
        if self.phase is Phase.STOPPED and not self.engine_thread.isRunning():
            return
        self.phase = Phase.STOPPED
        self.window.director.clear()
        self.worker.interrupt()  # a third-party bot deciding now gives up at once
        self.engine_thread.quit()
        if not self.engine_thread.wait(SHUTDOWN_WAIT_MS):
            # A bot is still deciding; its answer is thrown away once it returns.
            log.warning("engine thread still busy after %d ms; waiting for it", SHUTDOWN_WAIT_MS)
            self.engine_thread.wait()
        self.collector.stop()
