"""Keep Python's cyclic garbage collector in the GUI thread while the table runs.

The collector runs in whichever thread happens to allocate when a threshold
is crossed. If that is the engine thread, it may destroy GUI objects caught in
reference cycles (a dropped window, finished animations) from the wrong thread:
Qt then warns "Timers cannot be stopped from another thread", or worse. So
while the engine thread runs, automatic collection is off and a GUI-thread
timer collects instead, by the same thresholds. Everything alive when the game
starts (modules, tables, the window) is frozen out of the collector's sight
first, so a full collection does not walk it again and again (a 50 ms stall).

The engine thread is not the only one: the coach's, the hand writer's and the
settings writer's threads may still be working when the table closes (the last
settings are written as the window closes). Automatic collection comes back
only once they have ended too, and only from the GUI thread (a collection may
start in the very thread that switches it on), as a process that goes on (the
tests, a benchmark, the screenshot script) would otherwise collect in them.
Until then the GUI-thread timer goes on collecting; should the collector be
deleted first, the next table's start (or a collector's timer) settles it. The
switch is the process's, like the collector itself.
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


def background_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name in BACKGROUND_THREADS and t.is_alive()]


class _ProcessSwitch:
    """Automatic collection, off while any table holds it. Used from the GUI thread only."""

    def __init__(self) -> None:
        self._holders = 0
        #: tables that have closed, waiting for the background threads to end
        self._leaving = 0
        self._restore = True

    def hold(self) -> None:
        self.settle()
        if self._holders == 0:
            self._restore = gc.isenabled()  # read by the first: the others see our own "off"
            gc.disable()
        self._holders += 1
        gc.freeze()

    def leave(self) -> None:
        """A table has closed: let go once no background thread runs (`settle`)."""
        self._leaving += 1

    @property
    def settled(self) -> bool:
        return self._leaving == 0

    def settle(self) -> None:
        if not self._leaving or background_threads():
            return
        self._holders -= self._leaving
        self._leaving = 0
        if self._holders == 0:
            gc.unfreeze()
            if self._restore:
                gc.enable()


_switch = _ProcessSwitch()


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._holding = False
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        # deleted before the background threads ended: whatever runs next in the GUI thread settles
        self.destroyed.connect(lambda: _switch.settle())

    def start(self) -> None:
        # What to restore is read here, not at construction: the collector may have been
        # switched since, and a second start must not take our own "disabled" for the user's.
        if self._holding:
            return
        self._holding = True
        _switch.hold()
        self._timer.start()

    def stop(self) -> None:
        """The engine thread has ended: back to automatic collection once the background threads
        have ended too; the check is made again at each tick, in the GUI thread, not at once (the
        closing window still writes the settings in a thread of their own)."""
        if not self._holding:
            return
        self._holding = False
        _switch.leave()  # settled by a later tick: after the rest of the closing

    @Slot()
    def collect(self) -> None:
        if not self._holding:
            _switch.settle()
            if _switch.settled:
                self._timer.stop()
                return
        counts = gc.get_count()
        generation = -1
        for i, (count, threshold) in enumerate(zip(counts, gc.get_threshold(), strict=True)):
            if threshold and count > threshold:
                generation = i
        if generation >= 0:
            gc.collect(generation)
