"""The dealer's log: the hand in words, written as the table shows it (never ahead of it)."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from studdesk.engine.events import Event, HandStarted
from studdesk.wording.narration import Narrator


class HandLog(QPlainTextEdit):
    def __init__(self, viewer: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.set_scale(1.0)
        self.narrator = Narrator(viewer)
        self.setStyleSheet("QPlainTextEdit { background: #15181c; color: #d8dee4; border: none; }")

    def set_scale(self, scale: float) -> None:
        """Text size for the window's UI scale (1 up to a 1280x800 window)."""
        font = QFont("DejaVu Sans")
        font.setPointSizeF(9.0 * scale)
        self.setFont(font)

    @Slot(object)
    def show_events(self, group: tuple[Event, ...]) -> None:
        """Write a group of events the table is showing now."""
        if isinstance(group[0], HandStarted) and self.document().characterCount() > 1:
            self.appendPlainText("")
        for line in self.narrator.lines(group):
            self.appendPlainText(line)

    @Slot(str)
    def note(self, text: str) -> None:
        self.appendPlainText(f"* {text}")

    def lines(self) -> list[str]:
        return self.toPlainText().splitlines()
