"""Questions that protect the session: a new table before settings reset it, and the re-buy.

Both are asked before anything happens; the app acts on the answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QCheckBox, QMessageBox, QPushButton, QWidget

from studdesk.wording import questions as words


class NewTableBox(QMessageBox):
    """New settings need a new table: say what will happen, and let the player go back."""

    def __init__(self, reasons: Sequence[str], starting_stack: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words.new_table_title())
        self.setIcon(QMessageBox.Icon.Question)
        self.setText(words.new_table_needed(reasons))
        self.setInformativeText(words.new_table_consequences(starting_stack))
        self.new_table_button: QPushButton = self.addButton(
            words.start_new_table(), QMessageBox.ButtonRole.AcceptRole
        )
        self.back_button: QPushButton = self.addButton(
            words.back_to_settings(), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.back_button)  # Enter does not reset a session by accident

    def chose_new_table(self) -> bool:
        return self.clickedButton() is self.new_table_button


class RebuyBox(QMessageBox):
    """The player lost their last chip at the practice table: re-buy, sit out, or leave."""

    def __init__(self, message: str, starting_stack: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(words.rebuy_title())
        self.setIcon(QMessageBox.Icon.Question)
        self.setText(message)
        self.setInformativeText(words.rebuy_explained())
        self.rebuy_button: QPushButton = self.addButton(
            words.rebuy_for(starting_stack), QMessageBox.ButtonRole.AcceptRole
        )
        self.sit_out_button: QPushButton = self.addButton(words.sit_out(), QMessageBox.ButtonRole.ActionRole)
        self.leave_button: QPushButton = self.addButton(
            words.leave_table(), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.rebuy_button)
        self.always = QCheckBox(words.always_rebuy())
        self.setCheckBox(self.always)

    def answer(self) -> str:
        """ "rebuy", "sit out" or "leave" (closing the box is leaving: nothing changes)."""
        clicked = self.clickedButton()
        if clicked is self.rebuy_button:
            return "rebuy"
        if clicked is self.sit_out_button:
            return "sit out"
        return "leave"
