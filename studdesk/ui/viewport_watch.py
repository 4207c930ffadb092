"""One event filter on a scroll area's viewport for everything laid over it that follows its size.

The table's viewport is repainted for every frame of an animation, and an event filter sees
every event: the toast, the "Paused" banner, the side panel and the screen reader's stand-ins
each watched it with a Python event filter of their own, four entries into Python for every
frame painted (some 1,700 a hand), each a wait for the GIL while a bot or the coach computes in
another thread (issue 12). They share this one, and hear of a resize by its signal.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QAbstractScrollArea


class ViewportResizes(QObject):
    """Watches one viewport; `resized` once it has its new size."""

    resized = Signal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self.resized.emit()
        return False


def viewport_resizes(view: QAbstractScrollArea) -> ViewportResizes:
    """The watcher of `view`'s viewport, installed by the first to ask."""
    port = view.viewport()
    watch = port.findChild(ViewportResizes, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if watch is None:
        watch = ViewportResizes(port)
        port.installEventFilter(watch)
    return watch
