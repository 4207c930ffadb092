"""Continue a saved game: the unfinished sit-and-gos and the practice table, newest first.

Shown at start-up when there is something to continue (and from Game ▸
Continue a saved game…). Saves that could not be read are listed in plain
words above: they have been moved aside, and the others are not affected.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.persistence.saves import SaveInfo, SaveListing
from studdesk.play.messages import ResumeChoice
from studdesk.play.status import GameKind
from studdesk.ui.dialogs.field_widgets import ErrorLabel
from studdesk.wording import translatable, translate, translate_marked

HEADERS = (
    translatable("ResumeDialog", "Game"),
    translatable("ResumeDialog", "Saved"),
    translatable("ResumeDialog", "Hands played"),
)


class ResumeDialog(QDialog):
    #: the player chose a save to continue
    chosen = Signal(object)
    #: the player asked to delete this save (a slot name)
    delete_requested = Signal(str)

    def __init__(
        self, listing: SaveListing, parent: QWidget | None = None, fresh_text: str | None = None
    ) -> None:
        super().__init__(parent)
        if fresh_text is None:
            fresh_text = translate("ResumeDialog", "New practice game")
        self.setWindowTitle(translate("ResumeDialog", "Continue a saved game"))
        self.saves: list[SaveInfo] = [s for s in listing.saves if not s.finished]
        self.problems = ErrorLabel()
        self.problems.show_problem("\n\n".join(p.message for p in listing.problems) or None)
        self.intro = QLabel(
            translate("ResumeDialog", "Pick up where you left off, with the same cards:")
            if self.saves
            else translate("ResumeDialog", "There is no saved game to continue.")
        )
        self.list = QTableWidget(0, len(HEADERS))
        self.list.setHorizontalHeaderLabels([translate_marked("ResumeDialog", h) for h in HEADERS])
        self.list.verticalHeader().hide()
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list.setVisible(bool(self.saves))

        self.buttons = QDialogButtonBox()
        self.continue_button = QPushButton(translate("ResumeDialog", "Continue"))
        self.continue_button.setDefault(True)
        self.delete_button = QPushButton(translate("ResumeDialog", "Delete"))
        self.delete_button.setToolTip(translate("ResumeDialog", "Delete the selected saved game for good"))
        self.fresh_button = QPushButton(fresh_text)
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.buttons.addButton(self.fresh_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.continue_button.clicked.connect(self.continue_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.fresh_button.clicked.connect(self.reject)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(self.continue_selected)

        layout = QVBoxLayout(self)
        layout.addWidget(self.problems)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self._fill()
        self.resize(620, 200 + 28 * min(len(self.saves), 8) + (80 if listing.problems else 0))

    def selected(self) -> SaveInfo | None:
        rows = sorted({index.row() for index in self.list.selectedIndexes()})
        return self.saves[rows[0]] if rows else None

    def select_slot(self, slot: str) -> None:
        for row, save in enumerate(self.saves):
            if save.slot == slot:
                self.list.selectRow(row)

    @Slot()
    def continue_selected(self) -> None:
        save = self.selected()
        if save is None:
            return
        self.chosen.emit(ResumeChoice(save.slot, GameKind(save.kind)))
        self.accept()

    @Slot()
    def delete_selected(self) -> None:
        save = self.selected()
        if save is None:
            return
        self.delete_requested.emit(save.slot)
        self.saves.remove(save)
        self._fill()

    def _fill(self) -> None:
        self.list.setRowCount(len(self.saves))
        for row, save in enumerate(self.saves):
            cells = (save.title, save.saved_at.replace("T", " "), str(save.hands_played))
            for column, text in enumerate(cells):
                self.list.setItem(row, column, QTableWidgetItem(text))
        if self.saves:
            self.list.selectRow(0)
        else:
            self.list.hide()
            self.intro.setText(translate("ResumeDialog", "There is no saved game to continue."))
        self._update_buttons()

    @Slot()
    def _update_buttons(self) -> None:
        has = self.selected() is not None
        self.continue_button.setEnabled(has)
        self.delete_button.setEnabled(has)
