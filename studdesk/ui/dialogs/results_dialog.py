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

from studdesk.engine.variants import VARIANTS
from studdesk.persistence.results import ResultPlace, TournamentResult
from studdesk.wording import places as words
from studdesk.wording import translate
from studdesk.wording.table import DEFAULT_PLAYER_NAME, shown_name
from studdesk.wording.variants import short_game_name

#: the player's own row: dark text on a light gold band, readable on light and dark palettes alike
_ME_TEXT = QColor("#1b1b1b")
_ME_BAND = QColor("#f5d76e")


def place_label(place: ResultPlace) -> str:
    return words.place_text(place.place, place.last_place)


def games_text(result: TournamentResult) -> str:
    return words.games_text([short_game_name(VARIANTS[k]) if k in VARIANTS else k for k in result.variants])


def summary_text(result: TournamentResult) -> str:
    return words.results_summary(
        games_text(result), result.entrants, result.hands_played, result.level_reached, result.prize_pool
    )


def headline(result: TournamentResult) -> str:
    me = result.human
    if me is None:
        return words.winner_headline(shown_name(result.places[0].name))
    if me.place == 1:
        return words.tournament_won_by_you(me.prize)
    return words.you_finish(me.place, me.last_place, me.prize)


class ResultsTable(QTableWidget):
    """Places, names and prizes, the player's line picked out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels(
            (
                translate("ResultsDialog", "Place"),
                translate("ResultsDialog", "Player"),
                translate("ResultsDialog", "Prize"),
                translate("ResultsDialog", "Share"),
            )
        )
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
            who = (
                shown_name(place.name)
                if place.bot is not None or place.name == DEFAULT_PLAYER_NAME
                else words.you_marked(place.name)
            )
            cells = (
                place_label(place),
                who,
                words.prize_text(place.prize) if place.prize else "–",
                words.share_percent(place.share) if place.share else "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if place.bot is None:
                    item.setFont(bold)
                    item.setForeground(QBrush(_ME_TEXT))
                    item.setBackground(QBrush(_ME_BAND))
                if column == 1 and place.bot is not None:
                    item.setToolTip(words.bot_tip(place.bot))
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
        self.setWindowTitle(translate("ResultsDialog", "Tournament results"))
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
        self.new_button = QPushButton(translate("ResultsDialog", "New sit-and-go…"))
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.clicked.connect(self._new_sng)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(
            QLabel(translate("ResultsDialog", "The result is kept under Game ▸ Finished tournaments."))
        )
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
        self.setWindowTitle(translate("ResultsDialog", "You are out"))
        self.setIcon(QMessageBox.Icon.Information)
        self.setText(message)
        self.setInformativeText(
            translate(
                "ResultsDialog",
                "Watch the bots play the tournament out at high speed, or leave: they finish it at once "
                "and you see the results.",
            )
        )
        self.watch_button = self.addButton(
            translate("ResultsDialog", "Watch at high speed"), QMessageBox.ButtonRole.AcceptRole
        )
        self.leave_button = self.addButton(
            translate("ResultsDialog", "Leave"), QMessageBox.ButtonRole.RejectRole
        )
        self.setDefaultButton(self.watch_button)

    def chose_watch(self) -> bool:
        return self.clickedButton() is self.watch_button
