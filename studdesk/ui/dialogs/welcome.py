"""The first-run welcome: what StudDesk deals, the keys, where the rules and settings are."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from studdesk.wording import welcome as words


class WelcomeDialog(QDialog):
    """Closed with "Deal me in"; unticking the box turns it off for the next starts."""

    def __init__(self, game: str, keys: Mapping[str, str], parent: QWidget | None = None) -> None:
        """`keys`: command name -> the key the player has for it, as shown (`ui.shortcuts`)."""
        super().__init__(parent)
        self.setWindowTitle(words.welcome_title())
        self.text = QLabel(words.welcome_html(game, keys))
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.show_again = QCheckBox(words.show_at_start())
        self.show_again.setChecked(True)
        self.buttons = QDialogButtonBox()
        self.deal_button = self.buttons.addButton(words.deal_me_in(), QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.show_again)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.resize(520, self.sizeHint().height())
