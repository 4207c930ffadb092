"""Work a tool window hands to a thread of its own, one job at a time, answered in the GUI thread.

A window calls `run(job)`; the job runs in the helper's single pool thread and
its result (or its failure, in words) comes back through `done` / `failed` with
the job's number, so a window that has moved on since can drop an old answer.
`cancel()` sets the flag the running job's `should_stop` reads; `stop()` waits
for the job to end (closing the window).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

log = logging.getLogger(__name__)

#: a job gets a `should_stop` to ask now and then
Job = Callable[[Callable[[], bool]], object]


class _Relay(QObject):
    done = Signal(int, object)
    failed = Signal(int, object)


def _task(number: int, job: Job, stop: threading.Event, relay: _Relay) -> Callable[[], None]:
    def run() -> None:
        try:
            result = job(stop.is_set)
        except Exception as exc:  # the window shows it; the thread lives on
            log.info("background job %d ended with %r", number, exc)
            relay.failed.emit(number, exc)
        else:
            relay.done.emit(number, result)

    return run


class Background(QObject):
    #: (job number, result)
    done = Signal(int, object)
    #: (job number, the exception that ended it)
    failed = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one job at a time: the tools are not thread-safe
        self._relay = _Relay(self)
        # noted before the window hears of it, so `busy` is already False in its slot
        self._relay.done.connect(self._note_answered)
        self._relay.failed.connect(self._note_answered)
        self._relay.done.connect(self.done)
        self._relay.failed.connect(self.failed)
        self._stop = threading.Event()
        self.last = 0
        self._answered = 0

    def run(self, job: Job) -> int:
        """Queue `job` (after the one running, if any); returns its number."""
        self.last += 1
        self._stop = threading.Event()
        self.pool.start(_task(self.last, job, self._stop, self._relay))
        return self.last

    def cancel(self) -> None:
        """Ask the latest job to stop (it raises, or returns early, at its next check)."""
        self._stop.set()

    def _note_answered(self, number: int, _answer: object) -> None:
        self._answered = max(self._answered, number)

    @property
    def busy(self) -> bool:
        """A job runs or waits whose answer has not reached the GUI thread yet. (Not the pool's
        thread count: its thread is still counted for a moment after the answer arrived, and a
        window that waited on that saw a job "on the way" that never came.)"""
        return self._answered < self.last

    def stop(self, wait_ms: int = 5000) -> bool:
        """Cancel and wait for the running job; False if it is still running after `wait_ms`."""
        self.cancel()
        ended = self.pool.waitForDone(wait_ms)
        if ended:  # nothing is on the way any more: a stopped window awaits no answer
            self._answered = self.last
        return ended
