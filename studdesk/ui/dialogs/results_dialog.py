"""The results screen of a finished sit-and-go (places and prizes), and the bust-out question."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.tournament import ordinal
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultPlace, TournamentResult

_ME = QColor("#b8860b")


def place_label(place: ResultPlace) -> str:
    if place.place == place.last_place:
        return ordinal(place.place)
    return f"{ordinal(place.place)}-{ordinal(place.last_place)} (shared)"


def money(value: float) -> str:
    return f"{value:,.2f}".removesuffix(".00")


def games_text(result: TournamentResult) -> str:
    names = [VARIANTS[k].short_name if k in VARIANTS else k for k in result.variants]
    return names[0] if len(names) == 1 else "Mixed (" + ", ".join(names) + ")"


def summary_text(result: TournamentResult) -> str:
    return (
        f"{games_text(result)} · {result.entrants} players · {result.hands_played} hands · "
        f"level {result.level_reached} reached · prize pool {result.prize_pool:,}"
    )


def headline(result: TournamentResult) -> str:
    me = result.human
    if me is None:
        return f"{result.places[0].name} wins."
    if me.place == 1:
        return f"You win the tournament and {money(me.prize)}!"
    prize = f" and win {money(me.prize)}" if me.prize > 0 else ""
    return f"You finish {place_label(me)}{prize}."


class ResultsTable(QTableWidget):
    """Places, names and prizes, the player's line picked out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels(("Place", "Player", "Prize", "Share"))
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a read-only list: no current-cell frame
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def show_result(self, result: TournamentResult | None) -> None:
        places = result.places if result is not None else ()
        self.setRowCount(len(places))
        bold = QFont(self.font())
        bold.setBold(True)
        for row, place in enumerate(places):
            who = place.name if place.bot is not None or place.name == "You" else f"{place.name} (you)"
            cells = (
                place_label(place),
                who,
                money(place.prize) if place.prize else "–",
                f"{place.share:g} %" if place.share else "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if place.bot is None:
                    item.setFont(bold)
                    item.setForeground(QBrush(_ME))
                if column == 1 and place.bot is not None:
                    item.setToolTip(f"Bot: {place.bot}")
                self.setItem(row, column, item)

    def cell_texts(self) -> list[tuple[str, ...]]:
        out = []
        for row in range(self.rowCount()):
            items = [self.item(row, c) for c in range(self.columnCount())]
            out.append(tuple(i.text() if i is not None else "" for i in items))
        return out


class ResultsDialog(QDialog):
    """The end of a sit-and-go: the player's finish, then every place and prize."""

    def __init__(self, result: TournamentResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Tournament results")
        self.tournament_result = result
        #: the player chose "New sit-and-go…" to close it
        self.wants_new_sng = False
        self.headline = QLabel(headline(result))
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.summary = QLabel(summary_text(result))
        self.summary.setWordWrap(True)
        self.table = ResultsTable()
        self.table.show_result(result)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new_button = QPushButton("New sit-and-go…")
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(self._new_sng)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel("The result is kept under Game ▸ Finished tournaments."))
        layout.addWidget(self.buttons)
        rows = min(len(result.places), 10)
        self.resize(520, 190 + rows * self.table.verticalHeader().defaultSectionSize())

    def _new_sng(self) -> None:
        self.wants_new_sng = True
        self.accept()


class BustBox(QMessageBox):
    """The player is out: watch the bots finish at high speed, or leave (they finish at once)."""

    def __init__(self, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("You are out")
        self.setIcon(QMessageBox.Icon.Information)
        self.setText(message)
        self.setInformativeText(
            "Watch the bots play the tournament out at high speed, or leave: they finish it at once "
            "and you see the results."
        )
        self.watch_button = self.addButton("Watch at high speed", QMessageBox.ButtonRole.AcceptRole)
        self.leave_button = self.addButton("Leave", QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.watch_button)

    def chose_watch(self) -> bool:
        return self.clickedButton() is self.watch_button
