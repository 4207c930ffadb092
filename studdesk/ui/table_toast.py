"""A short notice over the top of the table ("Bruno is out in 6th place", "Level 4: …").

It sits on the view's viewport, not in the scene, so it keeps its size at any
zoom and never covers the cards for long: each notice stays a few seconds and
the next one waits its turn.
"""

from __future__ import annotations

from collections import deque
from html import escape

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import QAbstractScrollArea, QLabel

from studdesk.ui.viewport_watch import viewport_resizes
from studdesk.wording.table import paused_banner, paused_hint

SHOW_MS = 3200
#: notices waiting at most: when the game runs fast (watching the bots) only the latest ones matter
MAX_WAITING = 2


class TableToast(QLabel):
    def __init__(self, view: QAbstractScrollArea, show_ms: int = SHOW_MS) -> None:
        super().__init__(view.viewport())
        self.setObjectName("TableToast")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "#TableToast { background: rgba(16, 18, 22, 215); color: #f5d76e; font-weight: bold;"
            " border: 1px solid #5b6670; border-radius: 8px; padding: 8px 16px; }"
        )
        self.show_ms = show_ms
        self._queue: deque[str] = deque(maxlen=MAX_WAITING)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        viewport_resizes(view).resized.connect(self._follow)
        self.hide()

    def notify(self, text: str) -> None:
        self._queue.append(text)
        if not self._timer.isActive():
            self._next()

    def clear(self) -> None:
        self._queue.clear()
        self._timer.stop()
        self.hide()

    @Slot()
    def _next(self) -> None:
        if not self._queue:
            self.hide()
            return
        self.setText(self._queue.popleft())
        self._place()
        self.show()
        self.raise_()
        # a notice with others waiting behind it gives way sooner
        self._timer.start(self.show_ms // 2 if self._queue else self.show_ms)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(parent.width() - 40, max(300, parent.width() * 2 // 5))
        self.setFixedWidth(max(100, width))
        self.adjustSize()
        # between the pot and the player's own cards: the middle of the felt, clear of every seat
        top = parent.height() * 3 // 5 - self.height() // 2
        self.move((parent.width() - self.width()) // 2, max(8, top))

    @Slot()
    def _follow(self) -> None:
        """The table was resized: back to the middle of it."""
        if self.isVisible():
            self._place()


class PausedBanner(QLabel):
    """ "Paused" across the middle of the table while the game is paused (P), easy to see at a glance."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view.viewport())
        self.setObjectName("PausedBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.set_scale(1.0)
        viewport_resizes(view).resized.connect(self._follow)
        self.hide()

    def set_scale(self, scale: float) -> None:
        self._scale = scale
        self.setStyleSheet(
            "#PausedBanner { background: rgba(10, 12, 14, 225); color: #f2f2f2;"
            f" border: {max(1, round(2 * scale))}px solid #f5c542; border-radius: {round(12 * scale)}px;"
            f" padding: {round(10 * scale)}px {round(28 * scale)}px; }}"
        )
        self._fill()

    def set_paused(self, paused: bool) -> None:
        if paused:
            self._fill()
            self.show()
            self.raise_()
        else:
            self.hide()

    def retranslate(self) -> None:
        self._fill()

    def _fill(self) -> None:
        big = round(30 * self._scale)
        small = round(14 * self._scale)
        self.setText(
            f"<div style='font-size:{big}px; font-weight:bold; color:#f5d76e'>{escape(paused_banner())}</div>"
            f"<div style='font-size:{small}px; color:#e6edf3'>{escape(paused_hint())}</div>"
        )
        self._place()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        # on the felt between the pot and the player's own cards: no seat, street or pot is covered
        self.move(
            (parent.width() - self.width()) // 2, max(8, parent.height() * 31 // 50 - self.height() // 2)
        )

    @Slot()
    def _follow(self) -> None:
        """The table was resized: back to the middle of it."""
        if self.isVisible():
            self._place()
