"""The dealer's log: the hand in words, written as the table shows it (never ahead of it).

It follows new lines as they come, unless the player has scrolled up to read:
then it stays where it is and a "New lines below ↓" button says there is more
(a click, or scrolling back down, makes it follow again). The lines written
before the current hand can be kept with a save (`kept_lines`, bounded) and
put back when the game is continued (`restore`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QPushButton, QWidget

from studdesk.engine.events import Event, HandStarted
from studdesk.ui.opaque_text import paint_opaque
from studdesk.wording.narration import Narrator
from studdesk.wording.table import new_lines_below

#: lines the log holds at most (the oldest go first)
MAX_LINES = 5000
#: the player's input that scrolls the log (on the text or on its scroll bar)
_SCROLLING_INPUT = (
    QEvent.Type.Wheel,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.MouseButtonRelease,
)
#: lines kept with a save: the last few hands, enough to see how the game got here
KEPT_LINES = 400


class HandLog(QPlainTextEdit):
    #: a new hand began: the lines before it are settled (the app keeps them with the save)
    hand_begun = Signal()

    def __init__(self, viewer: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.narrator = Narrator(viewer)
        paint_opaque(self, "#15181c", "#d8dee4")  # repainted alone, not with the dock and window behind
        #: the log scrolls down to each new line (the player has not scrolled up to read)
        self.following = True
        self._user_scrolling = False
        #: the line the game on the table began at (what was written before belongs to another game)
        self._game_start = 0
        #: lines written before the current hand began (what a save keeps); None before any hand
        self._settled_lines: int | None = None
        self.more_below = QPushButton(new_lines_below(), self.viewport())
        self.more_below.setObjectName("NewLinesBelow")
        self.more_below.setCursor(Qt.CursorShape.PointingHandCursor)
        self.more_below.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.more_below.clicked.connect(self.follow)
        self.more_below.hide()
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.valueChanged.connect(self._on_value)
        # the player's own scrolling is told by their input (the wheel, the bar, keys), seen before
        # the text edit acts on it: the bar also moves by itself while new lines are laid out
        bar.installEventFilter(self)
        self.viewport().installEventFilter(self)
        self.set_scale(1.0)

    def set_scale(self, scale: float) -> None:
        """Text size for the window's UI scale (1 up to a 1280x800 window)."""
        font = QFont("DejaVu Sans")
        font.setPointSizeF(9.0 * scale)
        self.setFont(font)
        self.more_below.setStyleSheet(
            "#NewLinesBelow { background: #2f5f8c; color: white; font-weight: bold;"
            f" border-radius: {round(10 * scale)}px; padding: {round(3 * scale)}px {round(12 * scale)}px;"
            f" font-size: {9.0 * scale:.1f}pt; }}"
        )
        self._place_button()

    # ------------------------------------------------------------------ writing

    @Slot(object)
    def show_events(self, group: tuple[Event, ...]) -> None:
        """Write a group of events the table is showing now."""
        started = isinstance(group[0], HandStarted)
        if started:
            written = self.document().characterCount() > 1
            self._settled_lines = self.blockCount() if written else 0
            if written:
                self.appendPlainText("")
        for line in self.narrator.lines(group):
            self._append(line)
        if started:
            self.hand_begun.emit()

    @Slot(str)
    def note(self, text: str) -> None:
        self._append(f"* {text}")

    def _append(self, line: str) -> None:
        self.appendPlainText(line)
        if self.following:
            self._to_bottom()
        else:
            self.more_below.show()
            self._place_button()

    def begin_game(self) -> None:
        """Another game starts on the table: what a save keeps starts here."""
        written = self.document().characterCount() > 1
        if written:
            self.appendPlainText("")
        self._game_start = self.blockCount() if written else 0
        self._settled_lines = None

    def restore(self, lines: list[str]) -> None:
        """Put back the lines kept with a continued game's save (call `begin_game` first)."""
        for line in lines:
            self.appendPlainText(line)
        self.follow()

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()

    def kept_lines(self) -> list[str]:
        """The lines to keep with a save: up to the hand being played (it is dealt again on
        continuing, and written again then), the last KEPT_LINES of them."""
        end = self.blockCount() if self._settled_lines is None else self._settled_lines
        start = min(self._game_start, end)
        first = max(start, end - KEPT_LINES - 1)
        out: list[str] = []
        block = self.document().findBlockByNumber(first)
        for _ in range(first, end):
            if not block.isValid():
                break
            out.append(block.text())
            block = block.next()
        while out and not out[-1]:
            out.pop()
        while out and not out[0]:
            out.pop(0)
        return out[-KEPT_LINES:]

    # ------------------------------------------------------------------ following

    @Slot()
    def follow(self) -> None:
        """Scroll to the newest line and keep following."""
        self.following = True
        self.more_below.hide()
        self._to_bottom()

    def _to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    @Slot(int, int)
    def _on_range(self, _low: int, high: int) -> None:
        # the text grew (or was laid out again): a following log stays at the bottom
        if self.following:
            self.verticalScrollBar().setValue(high)

    @Slot(int)
    def _on_value(self, value: int) -> None:
        # a move that is not the player's (a relayout) must not leave a following log short
        bar = self.verticalScrollBar()
        if not self._user_scrolling and self.following and value < bar.maximum():
            bar.setValue(bar.maximum())

    def user_scrolls(self) -> None:
        """The player scrolls (wheel, scroll bar, keys): once done, follow only if at the bottom."""
        if not self._user_scrolling:
            self._user_scrolling = True
            QTimer.singleShot(0, self, self._user_scroll_done)

    @Slot()
    def _user_scroll_done(self) -> None:
        self._user_scrolling = False
        bar = self.verticalScrollBar()
        if bar.value() >= bar.maximum():
            if not self.following:
                self.follow()
        else:
            self.following = False  # the player scrolled up to read

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        self.user_scrolls()  # Page Up, Ctrl+Home ...
        super().keyPressEvent(event)

    def _place_button(self) -> None:
        self.more_below.adjustSize()
        port = self.viewport()
        x = (port.width() - self.more_below.width()) // 2
        y = port.height() - self.more_below.height() - 8
        self.more_below.move(max(0, x), max(0, y))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if watched is self.viewport() and kind == QEvent.Type.Resize:
            self._place_button()
        elif kind in _SCROLLING_INPUT:
            self.user_scrolls()
        return False
