"""The player's settings written off the GUI thread, in order, the last ones winning.

A save is two fsyncs (the file and its folder): about 9 ms on the test machine's
disk, but 110-180 ms on a disk that takes ten writes a second (a busy hard disk,
an SD card), and the GUI thread stood still for each text-size step, each
settings dialog and the closing. Here `save` only hands the settings over; a
thread writes them. Settings handed over while a write is on replace the ones
still waiting, so the file always ends at the newest and a burst of steps
writes twice, not once a step. The thread ends once nothing waits, and is not a
daemon: a process that ends right after the window closed still writes the last
settings before it exits, however long the disk takes (`flush` bounds the wait
of the closing window, not the write).
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsSaveError, SettingsStore

log = logging.getLogger(__name__)

#: closing the window waits this long for the last settings to reach the disk
CLOSE_WAIT_S = 2.0
#: the thread's name (the GUI-thread collector waits for it by name: `app.gc_guard`)
THREAD_NAME = "studdesk-settings-writer"


class SettingsWriter(QObject):
    #: a sentence for the player about a save (a failure, a file of theirs kept aside); emitted
    #: from the writer's thread, so connections to GUI objects are queued
    notice = Signal(str)

    def __init__(self, store: SettingsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._lock = threading.Condition()
        self._waiting: Settings | None = None
        self._writing = False
        self._thread: threading.Thread | None = None

    def save(self, settings: Settings) -> None:
        """Write `settings` soon; settings still waiting from before are dropped for them."""
        with self._lock:
            self._waiting = settings
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=THREAD_NAME)
                self._thread.start()

    def flush(self, timeout: float = CLOSE_WAIT_S) -> bool:
        """Wait until everything handed over is written; False if that took over `timeout` (the
        thread goes on writing: the process waits for it before it exits)."""
        with self._lock:
            done = self._lock.wait_for(lambda: self._waiting is None and not self._writing, timeout)
        if not done:
            log.warning("the settings were not written within %.1f s; still writing them", timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._lock:
                settings, self._waiting = self._waiting, None
                if settings is None:
                    self._thread = None
                    self._lock.notify_all()
                    return
                self._writing = True
            try:
                said = self._write(settings)
            finally:
                with self._lock:
                    self._writing = False
            if said:
                self._tell(said)

    def _tell(self, said: str) -> None:
        try:
            self.notice.emit(said)
        except RuntimeError:  # deleted with the application: the log keeps it
            log.warning("%s", said)

    def _write(self, settings: Settings) -> str | None:
        try:
            notice = self.store.save(settings)
        except SettingsSaveError as exc:
            notice = exc.notice
        except Exception:  # a bug must not end the thread with the newest settings unwritten
            log.exception("writing the settings failed")
            return None
        return notice.words() if notice is not None else None  # Qt's translate is thread-safe
