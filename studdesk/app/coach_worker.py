"""The coach's thread: the practice aids worked out beside the table, never in the GUI thread.

Why a thread of its own and not the engine thread: the engine thread paces the
table (the pacer asks it for the next step only once the last one is shown),
so every equity simulation or advisor decision run there would slow the game by
its 20-150 ms, also for players who keep the aids off. Here the table goes on at
its own pace and the aids catch up.

Why a Python daemon thread and not a QThread: the coach's first simulation
builds the evaluators' lookup tables (seconds of work that cannot be
interrupted). Closing the window must never wait for that, and a QThread may
not outlive the application; a daemon thread simply ends with the process.
Answers reach the GUI thread through a queued Qt signal.

Looks are coalesced: only the newest waiting `Look` is worked out, so a table
that moves faster than the simulations never builds up a queue, and an answer
for a table that has moved on is dropped by the screens (its token is old).
The player's decisions and the hands' ends queue in order, as the review needs
every one of them. The coach itself (and with it numpy and the bots) is
imported in this thread, never at start-up: on its first command, or ahead of
play by `warm_up`, which also does the first look's one-off work (the app warms
it up once the table is painted and lets the table wait for it: in the first
hand, that work held the GUI thread off the GIL for 30-50 ms, issue 12).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from studdesk.play.aids import CoachCommand, CoachFailed, CoachReply, Look
from studdesk.wording import game as words

if TYPE_CHECKING:  # the coach itself is imported in its thread, once an aid is on
    from studdesk.app.coach_process import CoachProcess

log = logging.getLogger(__name__)

#: closing the window waits at most this long for the coach (it is left to end with the process)
SHUTDOWN_WAIT_S = 0.3
#: a look at a table that is not waiting for the player is worked out once the table has stood
#: still this long: with the animations off the bots' steps come every few milliseconds, and each
#: simulation (5-20 ms) of a step already overtaken was thrown away
LOOK_SETTLE_S = 0.04
#: the thread's name (the GUI-thread collector waits for it by name: `app.gc_guard`)
THREAD_NAME = "studdesk-coach"


class CoachLike(Protocol):
    """`play.coach.Coach`, or `app.coach_process.CoachProcess` running one in a child process."""

    def warm_up(self, variant_key: str) -> None: ...

    def handle(self, command: CoachCommand) -> CoachReply | None: ...


class CoachRelay(QObject):
    """Carries the coach's answers into the GUI thread (emitted from the coach's thread: queued)."""

    replied = Signal(object)
    #: the warm-up is over: True when the coach is ready, False when it failed (see the log)
    warmed = Signal(bool)


class CoachThread(QObject):
    """Owns the coach's thread; it starts on the first command (or, when `start_on_submit` is
    False, only on `warm_up`: commands wait in the queue till then) and stops with the window."""

    def __init__(
        self,
        parent: QObject | None = None,
        seed: int = 0,
        start_on_submit: bool = True,
        in_child: bool = False,
        translation: Callable[[], str | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._seed = seed
        #: the coach works in a child process (`app.coach_process`, the app's way: its simulations
        #: then never hold the GIL the GUI thread needs), or here in this thread (tests, tools)
        self._in_child = in_child
        #: the `.qm` file of the player's language now (None: English), for a coach in a child
        self._translation = translation
        self._start_on_submit = start_on_submit
        # no parent: the thread may still hold it for a moment after the window is gone
        self.relay = CoachRelay()
        self.replied = self.relay.replied
        self.warmed = self.relay.warmed
        #: a look is worked out once its table has stood still this long (see `_settled_locked`)
        self.settle_s = LOOK_SETTLE_S
        #: the variant to warm up for, once `warm_up` asked (read by the thread as it starts)
        self._warm_variant: str | None = None
        self._wake = threading.Condition()
        self._next_look: Look | None = None
        self._commands: deque[CoachCommand] = deque()
        self._stopping = False
        self._thread: threading.Thread | None = None
        self._coach: CoachLike | None = None
        self._process: CoachProcess | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def submit(self, command: CoachCommand) -> None:
        """Queue a command (any thread); a `Look` replaces the one still waiting, if any."""
        with self._wake:
            if self._stopping:
                return
            if isinstance(command, Look):
                self._next_look = command
            else:
                self._commands.append(command)
            if self._start_on_submit:
                self._start_locked()
            self._wake.notify()

    def warm_up(self, variant_key: str) -> None:
        """Build the coach now and do its first look's one-off work for `variant_key` (numpy's
        random generators, the evaluators' tables), before the commands waiting; `warmed` tells
        when it is over. Only the first call counts; after `stop`, nothing starts."""
        with self._wake:
            if self._stopping or self._thread is not None:
                return
            self._warm_variant = variant_key
            self._start_locked()

    def _start_locked(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
            self._thread.start()

    def stop(self) -> bool:
        """Stop taking commands and let the thread end; True if it ended within the short wait."""
        with self._wake:
            self._stopping = True
            self._next_look = None
            self._commands.clear()
            self._wake.notify()
            process = self._process
        if process is not None:
            process.close()  # a simulation in the child ends now, and the thread's wait with it
        if self._thread is None:
            return True
        self._thread.join(SHUTDOWN_WAIT_S)
        return not self._thread.is_alive()

    # ------------------------------------------------------------------ in the coach's thread

    def _run(self) -> None:
        try:
            self._serve()
        finally:
            if self._process is not None:
                self._process.release()  # its pipes are this thread's to close

    def _serve(self) -> None:
        if self._warm_variant is not None:
            self._warm(self._warm_variant)
        while True:
            with self._wake:
                while not self._stopping and self._next_look is None and not self._commands:
                    self._wake.wait()
                if self._stopping:
                    return
                # the decisions first: the review needs each, in order, before the hand's end
                command: CoachCommand
                if self._commands:
                    command = self._commands.popleft()
                elif not self._settled_locked():
                    continue  # a newer look, a command or the closing came meanwhile
                else:
                    assert self._next_look is not None
                    command, self._next_look = self._next_look, None
            reply = self._handle(command)
            if reply is not None:
                self._emit(self.relay.replied, reply)

    def _settled_locked(self) -> bool:
        """Whether the waiting look's table has stood still for `self.settle_s` (at once on the
        player's turn: the table waits for them). While it moves on faster than that (animations
        off), each of its steps would be simulated only for the answer to be dropped."""
        look = self._next_look
        assert look is not None
        view = look.view
        if view.to_act == view.viewer and not view.is_over:
            return True
        deadline = time.monotonic() + self.settle_s
        while not self._stopping and not self._commands and self._next_look is look:
            left = deadline - time.monotonic()
            if left <= 0:
                return True
            self._wake.wait(left)
        return False

    def _handle(self, command: CoachCommand) -> CoachReply | None:
        try:
            return self._the_coach().handle(command)
        except Exception as exc:  # a bug must reach the player as a message, not end the thread
            with self._wake:
                if self._stopping:  # the window closed and ended the coach's process: nobody to tell
                    return None
            log.exception("the coach failed on %s", type(command).__name__)
            return CoachFailed(words.engine_failed(exc))

    def _warm(self, variant_key: str) -> None:
        try:
            self._the_coach().warm_up(variant_key)
            ready = True
        except Exception:  # each command builds the coach again and reports a failure in words
            with self._wake:
                if self._stopping:  # the window closed and ended the coach's process
                    return
            log.exception("the coach could not be warmed up")
            ready = False
        self._emit(self.relay.warmed, ready)

    def _emit(self, signal: SignalInstance, answer: object) -> None:
        with self._wake:
            if self._stopping:
                return  # the window is closing: nobody to tell
        try:
            signal.emit(answer)
        except RuntimeError:  # the relay was deleted with the application
            log.debug("a coach answer came after the window closed")

    def _the_coach(self) -> CoachLike:
        if self._coach is None:
            if self._in_child:
                from studdesk.app.coach_process import CoachProcess

                process = CoachProcess(self._seed, self._translation)
                with self._wake:
                    if self._stopping:
                        process.close()
                    self._process = process
                self._coach = process
            else:
                from studdesk.play.coach import Coach  # numpy and the bots: only once an aid is on

                self._coach = Coach(self._seed)
        return self._coach
