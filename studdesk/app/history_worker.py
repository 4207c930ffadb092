"""The hand history's worker: its slow jobs in a thread of their own, one command slot, one reply signal.

A QObject moved to a QThread, like the engine worker: `run(job)` arrives
queued; the `HistoryService` (`play.history_jobs`) does the work with a store
it opens in that thread; the result leaves on `finished`, the import's and
export's progress on `progress`. Cancelling is a flag the GUI thread sets
directly (the thread is busy with the job when it is wanted), read by the
import between two hands.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from studdesk.play.history_jobs import HistoryService, Job

#: closing waits this long for a job to notice it was cancelled
SHUTDOWN_WAIT_MS = 3000


class HistoryWorker(QObject):
    #: (the job, its result) for each job, in order
    finished = Signal(object, object)
    #: (hands done, hands in all) during an import or an export
    progress = Signal(int, int)

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        self.service = HistoryService(path)
        self._cancel = threading.Event()

    @Slot(object)
    def handle(self, job: Job) -> None:
        self._cancel.clear()
        result = self.service.run(job, self.progress.emit, self._cancel.is_set)
        self.finished.emit(job, result)

    def cancel(self) -> None:
        """Stop the job running now at its next check (from any thread)."""
        self._cancel.set()

    @Slot()
    def close(self) -> None:
        self.service.close()


class HistoryThread(QObject):
    """Owns the worker's thread: start, send, cancel, stop (bounded)."""

    finished = Signal(object, object)
    progress = Signal(int, int)
    _send = Signal(object)

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.qthread = QThread(self)
        self.qthread.setObjectName("StudDeskHistory")
        self.worker = HistoryWorker(path)
        self.worker.moveToThread(self.qthread)
        self._send.connect(self.worker.handle)
        self.worker.finished.connect(self.finished)
        self.worker.progress.connect(self.progress)
        # the worker's store closes in its own thread, as the thread ends
        self.qthread.finished.connect(self.worker.close, Qt.ConnectionType.DirectConnection)
        self.qthread.finished.connect(self.worker.deleteLater)
        self.qthread.start()

    def send(self, job: Job) -> None:
        self._send.emit(job)

    def cancel(self) -> None:
        self.worker.cancel()

    def stop(self) -> None:
        if not self.qthread.isRunning():
            return
        self.worker.cancel()
        self.qthread.quit()
        self.qthread.wait(SHUTDOWN_WAIT_MS)
