"""The coach's thread: the practice aids worked out beside the table, never in the GUI thread.

Why a thread of its own and not the engine thread: the engine thread paces the
table (the pacer asks it for the next step only once the last one is shown),
so every equity simulation or advisor decision run there would slow the game by
its 20-150 ms, also for players who keep the aids off. Here the table goes on at
its own pace and the aids catch up.

Looks are coalesced: only the newest waiting `Look` is worked out, so a table
that moves faster than the simulations never builds up a queue, and an answer
for a table that has moved on is dropped by the screens (its token is old).
The player's decisions and the hands' ends queue in order, as the review needs
every one of them. The coach itself (and with it numpy and the bots) is
imported in this thread on its first command, never at start-up.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot

from studdesk.play.aids import CoachCommand, CoachFailed, Look
from studdesk.wording import game as words

if TYPE_CHECKING:  # the coach itself is imported in its thread, once an aid is on
    from studdesk.play.coach import Coach

log = logging.getLogger(__name__)

#: closing the window waits this long for a simulation to end (it takes well under that)
SHUTDOWN_WAIT_MS = 2000


class CoachWorker(QObject):
    """Lives in the coach thread: one slot for looks (newest only), one for everything else."""

    #: each answer of the coach (a `play.aids.CoachReply`)
    replied = Signal(object)
    _look_waiting = Signal()
    _command = Signal(object)

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self._seed = seed
        self._lock = threading.Lock()
        self._next_look: Look | None = None
        self._coach: Coach | None = None
        self._look_waiting.connect(self._take_look)
        self._command.connect(self._handle)

    # ------------------------------------------------------------------ from the GUI thread

    def submit(self, command: CoachCommand) -> None:
        """Queue a command (any thread); a `Look` replaces the one still waiting, if any."""
        if isinstance(command, Look):
            with self._lock:
                self._next_look = command
            self._look_waiting.emit()
        else:
            self._command.emit(command)

    # ------------------------------------------------------------------ in the coach thread

    @Slot()
    def _take_look(self) -> None:
        with self._lock:
            look, self._next_look = self._next_look, None
        if look is not None:  # an older signal whose look a newer one replaced
            self._handle(look)

    @Slot(object)
    def _handle(self, command: CoachCommand) -> None:
        try:
            reply = self._the_coach().handle(command)
        except Exception as exc:  # a bug must reach the player as a message, not kill the thread
            log.exception("the coach failed on %r", type(command).__name__)
            self.replied.emit(CoachFailed(words.engine_failed(exc)))
            return
        if reply is not None:
            self.replied.emit(reply)

    def _the_coach(self) -> Coach:
        if self._coach is None:
            from studdesk.play.coach import Coach  # numpy and the bots: only once an aid is on

            self._coach = Coach(self._seed)
        return self._coach


class CoachThread(QObject):
    """Owns the coach's thread; it starts on the first command and stops with the window."""

    def __init__(self, parent: QObject | None = None, seed: int = 0) -> None:
        super().__init__(parent)
        self.qthread = QThread(self)
        self.qthread.setObjectName("StudDeskCoach")
        self.worker = CoachWorker(seed)
        self.worker.moveToThread(self.qthread)
        self.qthread.finished.connect(self.worker.deleteLater)

    @property
    def running(self) -> bool:
        return self.qthread.isRunning()

    def submit(self, command: CoachCommand) -> None:
        if not self.qthread.isRunning():
            self.qthread.start(QThread.Priority.LowPriority)
        self.worker.submit(command)

    def stop(self) -> None:
        """Stop the thread, bounded in time (a simulation in progress is finished and thrown away)."""
        if not self.qthread.isRunning():
            return
        self.qthread.quit()
        if not self.qthread.wait(SHUTDOWN_WAIT_MS):
            log.warning("the coach thread is still busy after %d ms; waiting for it", SHUTDOWN_WAIT_MS)
            self.qthread.wait()
