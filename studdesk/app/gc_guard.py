"""Keep Python's cyclic garbage collector in the GUI thread while the engine thread runs.

The collector runs in whichever thread happens to allocate when a threshold
is crossed. If that is the engine thread, it may destroy GUI objects caught in
reference cycles (a dropped window, finished animations) from the wrong thread:
Qt then warns "Timers cannot be stopped from another thread", or worse. So
while the engine thread runs, automatic collection is off and a GUI-thread
timer collects instead, by the same thresholds. Everything alive when the game
starts (modules, tables, the window) is frozen out of the collector's sight
first, so a full collection does not walk it again and again (a 50 ms stall).

The engine thread is not the only one: the coach's, the hand writer's and the
settings writer's threads may still be finishing their last job when the table
closes (left to end on their own). Automatic collection comes back only
once they have ended too, as a process that goes on (the tests, a benchmark)
would otherwise collect in them. The switch is the process's, like the collector
itself: a table built again before the last one's threads ended shares it.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 50  # often enough that each young-generation pass stays short

#: the threads besides the engine's that run our Python beside the GUI thread: the coach's
#: (`app.coach_worker`), the hand writer's (`persistence.handstore_writer`) and the settings
#: writer's (`app.settings_writer`), by name, so that none is imported for it at start-up
BACKGROUND_THREADS = frozenset({"studdesk-coach", "studdesk-hand-writer", "studdesk-settings-writer"})


class _ProcessSwitch:
    """Automatic collection, off while any collector holds it; what to restore is read by the first."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._holders = 0
        self._restore = True

    def hold(self) -> None:
        with self._lock:
            if self._holders == 0:
                self._restore = gc.isenabled()
                gc.disable()
            self._holders += 1
            gc.freeze()

    def release(self) -> None:
        with self._lock:
            self._holders -= 1
            if self._holders == 0:
                gc.unfreeze()
                if self._restore:
                    gc.enable()


_switch = _ProcessSwitch()


def background_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name in BACKGROUND_THREADS and t.is_alive()]


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holding = False
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)

    def start(self) -> None:
        # What to restore is read here, not at construction: the collector may have been
        # switched since, and a second start must not take our own "disabled" for the user's.
        if self._holding:
            return
        self._holding = True
        _switch.hold()
        self._timer.start()

    def stop(self) -> None:
        """The engine thread has ended: back to automatic collection once the coach's and the
        hand writer's threads have ended too (at once if they have; else a watcher waits)."""
        if not self._holding:
            return
        self._holding = False
        self._timer.stop()
        waiting = background_threads()
        if not waiting:
            _switch.release()
            return
        # Until then the GUI thread goes on collecting, if its event loop runs.
        self._timer.start()
        threading.Thread(
            target=_release_after, args=(waiting,), name="studdesk-gc-restore", daemon=True
        ).start()

    @Slot()
    def collect(self) -> None:
        if not self._holding and not any(t.is_alive() for t in background_threads()):
            self._timer.stop()  # released, or about to be: collection is automatic again
            return
        counts = gc.get_count()
        generation = -1
        for i, (count, threshold) in enumerate(zip(counts, gc.get_threshold(), strict=True)):
            if threshold and count > threshold:
                generation = i
        if generation >= 0:
            gc.collect(generation)


def _release_after(threads: list[threading.Thread]) -> None:
    for thread in threads:
        thread.join()
    _switch.release()
