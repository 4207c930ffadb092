"""Game ▸ Finished tournaments: every sit-and-go played to the end, kept between runs.

The list comes from the results store (one small file per tournament); a file
that could not be read costs only its own line, and is reported in plain words.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.persistence.results import ResultsListing, TournamentResult
from studdesk.ui.dialogs.field_widgets import ErrorLabel
from studdesk.ui.dialogs.results_dialog import ResultsTable, games_text, place_label, summary_text
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.places import prize_text, watched

HEADERS = (
    translatable("FinishedList", "Finished"),
    translatable("FinishedList", "Game"),
    translatable("FinishedList", "Players"),
    translatable("FinishedList", "Your place"),
    translatable("FinishedList", "Your prize"),
    translatable("FinishedList", "Hands"),
)


def when(result: TournamentResult) -> str:
    return result.finished_at.replace("T", " ")[:16]


class FinishedListDialog(QDialog):
    def __init__(self, listing: ResultsListing, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("FinishedList", "Finished tournaments"))
        self.results = listing.results
        self.problems = ErrorLabel()
        self.problems.show_problem("\n".join(p.message for p in listing.problems) or None)
        self.empty = QLabel(
            translate("FinishedList", "No sit-and-go has been played to the end yet: Game ▸ New sit-and-go…")
        )
        self.empty.setVisible(not self.results)

        self.list = QTableWidget(len(self.results), len(HEADERS))
        self.list.setHorizontalHeaderLabels([translate_marked("FinishedList", h) for h in HEADERS])
        self.list.verticalHeader().hide()
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, result in enumerate(self.results):
            me = result.human
            cells = (
                when(result),
                games_text(result),
                str(result.entrants),
                place_label(me) if me else watched(),
                prize_text(me.prize) if me and me.prize else "–",
                str(result.hands_played),
            )
            for column, text in enumerate(cells):
                self.list.setItem(row, column, QTableWidgetItem(text))

        self.detail_summary = QLabel("")
        self.detail_summary.setWordWrap(True)
        self.detail = ResultsTable()
        detail_box = QWidget()
        detail_column = QVBoxLayout(detail_box)
        detail_column.setContentsMargins(0, 0, 0, 0)
        detail_column.addWidget(self.detail_summary)
        detail_column.addWidget(self.detail, 1)
        splitter = QSplitter()
        splitter.addWidget(self.list)
        splitter.addWidget(detail_box)
        splitter.setSizes([560, 380])

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problems)
        layout.addWidget(self.empty)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.list.itemSelectionChanged.connect(self._show_selected)
        if self.results:
            self.list.selectRow(0)
        self.resize(980, 460)

    def rows(self) -> list[tuple[str, ...]]:
        out = []
        for row in range(self.list.rowCount()):
            items = [self.list.item(row, c) for c in range(len(HEADERS))]
            out.append(tuple(i.text() if i is not None else "" for i in items))
        return out

    @Slot()
    def _show_selected(self) -> None:
        rows = {index.row() for index in self.list.selectedIndexes()}
        result = self.results[min(rows)] if rows else None
        self.detail.show_result(result)
        self.detail_summary.setText(summary_text(result) if result is not None else "")
