"""Keep Python's cyclic garbage collector in the GUI thread while the engine thread runs.

The collector runs in whichever thread happens to allocate when a threshold
is crossed. If that is the engine thread, it may destroy GUI objects caught in
reference cycles (a dropped window, finished animations) from the wrong thread:
Qt then warns "Timers cannot be stopped from another thread", or worse. So
while the engine thread runs, automatic collection is off and a GUI-thread
timer collects instead, by the same thresholds. Everything alive when the game
starts (modules, tables, the window) is frozen out of the collector's sight
first, so a full collection does not walk it again and again (a 50 ms stall).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 50  # often enough that each young-generation pass stays short


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._was_enabled = True
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)

    def start(self) -> None:
        # What to restore is read here, not at construction: the collector may have been
        # switched since, and a second start must not take our own "disabled" for the user's.
        if self._timer.isActive():
            return
        self._was_enabled = gc.isenabled()
        gc.disable()
        gc.freeze()
        self._timer.start()

    def stop(self) -> None:
        """The engine thread has ended: back to automatic collection."""
        if not self._timer.isActive():
            return
        self._timer.stop()
        gc.unfreeze()
        if self._was_enabled:
            gc.enable()

    @Slot()
    def collect(self) -> None:
        counts = gc.get_count()
        generation = -1
        for i, (count, threshold) in enumerate(zip(counts, gc.get_threshold(), strict=True)):
            if threshold and count > threshold:
                generation = i
        if generation >= 0:
            gc.collect(generation)
