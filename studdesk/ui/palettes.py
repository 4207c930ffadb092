"""The application's light and dark palettes, and following the desktop's choice between them.

The table keeps its own colours (the felt, the cards, and the dark cardroom round
them: action panel, dealer's log, standings); the palette colours the rest: the menu
bar and menus, dialogs, tooltips and the other windows. "system"
asks Qt which scheme the desktop prefers (`QStyleHints.colorScheme`) and follows it
when it changes while StudDesk runs; a desktop that says nothing gets light.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

Choice = Literal["system", "light", "dark"]
Scheme = Literal["light", "dark"]

_ROLE = QPalette.ColorRole
_GROUP = QPalette.ColorGroup

#: (role, normal colour, colour when disabled or None for the same)
_DARK: tuple[tuple[QPalette.ColorRole, str, str | None], ...] = (
    (_ROLE.Window, "#25292f", None),
    (_ROLE.WindowText, "#e6e9ed", "#7d848c"),
    (_ROLE.Base, "#1b1e23", "#22262b"),
    (_ROLE.AlternateBase, "#2b3037", None),
    (_ROLE.ToolTipBase, "#30353c", None),
    (_ROLE.ToolTipText, "#eef1f4", None),
    (_ROLE.PlaceholderText, "#8b929a", None),
    (_ROLE.Text, "#e6e9ed", "#7d848c"),
    (_ROLE.Button, "#30353c", "#2a2e34"),
    (_ROLE.ButtonText, "#e6e9ed", "#7d848c"),
    (_ROLE.BrightText, "#ff6b6b", None),
    (_ROLE.Light, "#454b53", None),
    (_ROLE.Midlight, "#393e45", None),
    (_ROLE.Mid, "#2c3036", None),
    (_ROLE.Dark, "#15171a", None),
    (_ROLE.Shadow, "#0b0c0e", None),
    (_ROLE.Highlight, "#3d7bd9", "#3a3f46"),
    (_ROLE.HighlightedText, "#ffffff", "#9aa1a9"),
    (_ROLE.Link, "#7fb2ff", None),
    (_ROLE.LinkVisited, "#c09cff", None),
)


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, normal, disabled in _DARK:
        palette.setColor(_GROUP.All, role, QColor(normal))
        if disabled is not None:
            palette.setColor(_GROUP.Disabled, role, QColor(disabled))
    return palette


def light_palette() -> QPalette:
    """The style's own light palette (what a light desktop shows)."""
    return QApplication.style().standardPalette()


def system_scheme() -> Scheme:
    """What the desktop prefers; light when it does not say."""
    hints = QGuiApplication.styleHints()
    return "dark" if hints.colorScheme() is Qt.ColorScheme.Dark else "light"


def scheme_for(choice: Choice) -> Scheme:
    return system_scheme() if choice == "system" else choice


def is_dark(palette: QPalette) -> bool:
    return palette.color(_ROLE.Window).lightness() < 128


class PaletteKeeper(QObject):
    """Applies the chosen palette to the application and, on "system", follows the desktop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.choice: Choice = "system"
        self.scheme: Scheme | None = None
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_changed)

    def apply(self, choice: Choice) -> None:
        self.choice = choice
        scheme = scheme_for(choice)
        if scheme == self.scheme:
            return
        self.scheme = scheme
        QGuiApplication.setPalette(QPalette())  # the desktop's own palette, which Qt keeps current
        if is_dark(QGuiApplication.palette()) != (scheme == "dark"):
            QGuiApplication.setPalette(dark_palette() if scheme == "dark" else light_palette())

    @Slot(Qt.ColorScheme)
    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == "system":
            self.apply("system")
