"""What the window remembers between runs besides its place: the dock layout and each dialog's
last tab.

The settings file keeps them (`window_state`, `dialog_tabs`, saved when the window
closes); here they are read and put back. A saved layout Qt cannot read, or a tab
that no longer exists, is passed over: the usual layout and the first tab stay.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QByteArray, QObject, Slot
from PySide6.QtWidgets import QMainWindow, QTabWidget


def encoded(data: QByteArray) -> str:
    """Qt's saved state as the settings file keeps it (base64 text)."""
    return bytes(data.toBase64().data()).decode("ascii")


def decoded(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))


def restore_layout(window: QMainWindow, state: str | None) -> bool:
    """Put the docks back where they were; False (and the usual layout) if that cannot be read."""
    return bool(state) and window.restoreState(decoded(state or ""))


class TabMemory(QObject):
    """The last tab of each dialog, by a name of the dialog's own ("settings", "history")."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tabs: dict[str, int] = {}

    def load(self, tabs: Mapping[str, int]) -> None:
        self.tabs = dict(tabs)

    def watch(self, name: str, widget: QTabWidget) -> None:
        """Open `widget` on the tab it was left on, and note every change from now on."""
        index = self.tabs.get(name)
        if index is not None and 0 <= index < widget.count():
            widget.setCurrentIndex(index)
        widget.currentChanged.connect(self._noter(name))

    def _noter(self, name: str) -> Callable[[int], None]:
        @Slot(int)
        def noted(index: int) -> None:
            if index >= 0:
                self.tabs[name] = index

        return noted
