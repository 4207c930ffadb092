"""Colours of the table and the cards (one place, so a theme is one object)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from studdesk.engine.cards import Suit

TWO_COLOR: dict[Suit, str] = {
    Suit.CLUBS: "#111111",
    Suit.DIAMONDS: "#c8102e",
    Suit.HEARTS: "#c8102e",
    Suit.SPADES: "#111111",
}
FOUR_COLOR: dict[Suit, str] = {
    Suit.CLUBS: "#137a2c",
    Suit.DIAMONDS: "#1f56c4",
    Suit.HEARTS: "#c8102e",
    Suit.SPADES: "#111111",
}


@dataclass(frozen=True, slots=True)
class Theme:
    """What the table looks like; frozen so it can key the pixmap cache."""

    four_color: bool = False
    felt: str = "#1d6b3c"
    #: rank and suit as big as a fanned card's visible strip allows (small screens)
    large_index: bool = False

    @property
    def key(self) -> str:
        """What the card faces depend on (the pixmap cache's part of the key)."""
        return ("4c" if self.four_color else "2c") + ("-large" if self.large_index else "")

    def suit_color(self, suit: Suit) -> QColor:
        return QColor((FOUR_COLOR if self.four_color else TWO_COLOR)[suit])

    @property
    def felt_color(self) -> QColor:
        return QColor(self.felt)

    @property
    def felt_edge(self) -> QColor:
        return QColor(self.felt).darker(140)

    @property
    def rail(self) -> QColor:
        return QColor("#3b2a1e")

    @property
    def background(self) -> QColor:
        return QColor("#17191d")


HIGHLIGHT = QColor("#f5c542")  # turn highlight, winning cards
TEXT = QColor("#f2f2f2")
MUTED_TEXT = QColor("#b8c0c8")
PLATE = QColor(20, 24, 28, 225)
PLATE_EDGE = QColor("#5b6670")
CARD_BACK = QColor("#8e1c2b")
CARD_BACK_LINE = QColor("#c4485a")
