"""What the program remembers between runs besides the main window's place: the dock layout,
each dialog's last tab and the other windows' places (the hand history's, the replayer's).

The settings file keeps them (`window_state`, `dialog_tabs`, `window_places`, saved
when the main window closes); here they are read and put back. A saved layout or place
Qt cannot read, or a tab that no longer exists, is passed over: the usual layout, size
and first tab stay.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QMainWindow, QTabWidget, QWidget

_log = logging.getLogger(__name__)


def encoded(data: QByteArray) -> str:
    """Qt's saved state as the settings file keeps it (base64 text)."""
    return bytes(data.toBase64().data()).decode("ascii")


def decoded(text: str) -> QByteArray:
    return QByteArray.fromBase64(text.encode("ascii"))


def restore_layout(window: QMainWindow, state: str | None) -> bool:
    """Put the docks back where they were; False (and the usual layout) if that cannot be read."""
    return bool(state) and window.restoreState(decoded(state or ""))


#: a window restored smaller than this is taken for a damaged place (its usual size comes back)
SMALLEST_PLACE = QSize(320, 240)


def restore_place(window: QWidget, place: str) -> bool:
    """Put `window` where `place` says; False (and its usual size) if that is unreadable or absurd.

    Qt itself brings a window saved off the screens back onto one and shrinks one larger than
    its screen; a window restored too small to use (a few pixels) gets its usual size back."""
    usual = window.size()
    floor = SMALLEST_PLACE.expandedTo(window.minimumSize())
    if window.restoreGeometry(decoded(place)):
        size = window.size()
        if size.width() >= floor.width() and size.height() >= floor.height():
            return True
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(usual)
    _log.warning("the saved place of %s could not be used: it opens at its usual size", type(window).__name__)
    return False


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
        def noted(index: int) -> None:
            if index >= 0:
                self.tabs[name] = index

        return noted


class PlaceMemory(QObject):
    """The place and size of each window other than the main one, by a name ("history")."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.places: dict[str, str] = {}
        self._windows: dict[str, QWidget] = {}

    def load(self, places: Mapping[str, str]) -> None:
        self.places = dict(places)

    def watch(self, name: str, window: QWidget) -> None:
        """Put `window` where it was left (call it before it is first shown), and note where it
        is each time it is hidden."""
        place = self.places.get(name)
        if place:
            restore_place(window, place)
        self._windows[name] = window
        window.installEventFilter(self)
        window.destroyed.connect(self._forgetter(name, window))

    def noted(self) -> dict[str, str]:
        """Every window's place: as it is now for those still shown, as last left for the others."""
        for name, window in self._windows.items():
            if window.isVisible():
                self.places[name] = encoded(window.saveGeometry())
        return dict(self.places)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            for name, window in self._windows.items():
                if window is watched:
                    self.places[name] = encoded(window.saveGeometry())
        return False

    def _forgetter(self, name: str, window: QWidget) -> Callable[[], None]:
        def forget() -> None:
            if self._windows.get(name) is window:
                del self._windows[name]

        return forget
