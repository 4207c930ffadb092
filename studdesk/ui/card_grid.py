"""A grid of the 52 cards to click instead of typing them (the equity calculator's input).

One row per suit (spades, hearts, diamonds, clubs), aces first. A card in the
field being edited shows pressed (a click takes it out again); a card used in
another field is greyed out, so no card can be given twice by clicking.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QToolButton, QWidget

from studdesk.engine.cards import Card, Rank, Suit
from studdesk.ui.theme import FOUR_COLOR, TWO_COLOR
from studdesk.wording.hands import card_text

SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANK_COLUMNS = tuple(sorted(Rank, reverse=True))


class CardGrid(QWidget):
    #: a card was clicked: its PHH text ("As", "Td")
    card_clicked = Signal(str)

    def __init__(self, four_color: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardGrid")
        self.buttons: dict[Card, QToolButton] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        colors = FOUR_COLOR if four_color else TWO_COLOR
        for row, suit in enumerate(SUIT_ROWS):
            for col, rank in enumerate(RANK_COLUMNS):
                card = Card.of(rank, suit)
                button = QToolButton()
                button.setText(card_text(card))
                button.setObjectName(f"card-{card}")
                button.setCheckable(True)
                button.setMinimumSize(QSize(34, 26))
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setAccessibleName(str(card))
                button.setStyleSheet(
                    f"QToolButton {{ color: {colors[suit]}; background: #f7f7f2; border: 1px solid #9aa3ad;"
                    " border-radius: 3px; font-weight: bold; }"
                    "QToolButton:checked { background: #ffd866; border: 2px solid #7a5b00; }"
                    "QToolButton:disabled { color: #b0b4b8; background: #d9dcdf; }"
                )
                button.clicked.connect(lambda _checked=False, c=card: self._clicked(c))
                grid.addWidget(button, row, col)
                self.buttons[card] = button

    def _clicked(self, card: Card) -> None:
        self.card_clicked.emit(str(card))

    def buttons_by_text(self, text: str) -> QToolButton:
        """The button of the card typed as `text` ("As", "Td")."""
        return self.buttons[Card.parse(text)]

    def show_cards(self, mine: Iterable[Card], elsewhere: Iterable[Card]) -> None:
        """Press the cards of the field being edited; grey out the cards used in other fields."""
        mine, elsewhere = set(mine), set(elsewhere)
        for card, button in self.buttons.items():
            button.setChecked(card in mine)
            button.setEnabled(card in mine or card not in elsewhere)
