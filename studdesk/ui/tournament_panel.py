"""The sit-and-go panel beside the table: level, next level, places paid, standings with ICM equity.

It shows the `TournamentStatus` snapshots the engine thread sends with each
new hand; with levels by minutes it counts the time down itself between
snapshots (and stops while the game is paused).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.variants import VARIANTS
from studdesk.play.status import TournamentStatus
from studdesk.wording import thousands, translatable, translate_marked
from studdesk.wording import tournament as words
from studdesk.wording.places import (
    amount_text,
    last_hand_outs,
    out_in_short,
    place_share,
    place_short,
    places_paid,
)
from studdesk.wording.table import shown_name, stakes
from studdesk.wording.variants import game_name, short_game_name

if TYPE_CHECKING:  # the director's plain data: the tournament logic loads in the engine thread
    from studdesk.engine.tournament import LevelStatus, Standing

#: the standings' column headings and their tooltips (marked; translated where shown)
HEADERS = (
    "",
    translatable("TournamentPanel", "Player"),
    translatable("TournamentPanel", "Chips"),
    "%",
    "ICM",
)
_HEADER_TIPS = (
    translatable("TournamentPanel", "Place (for those out)"),
    "",
    translatable("TournamentPanel", "Chips at the start of this hand"),
    translatable("TournamentPanel", "Share of all the chips in play"),
    translatable(
        "TournamentPanel",
        "ICM prize equity: the share of the prize pool the chips are worth (prize won, for those out)",
    ),
)
_OUT = QColor("#8b949e")
_ME = QColor("#f5d76e")


class TournamentPanel(QWidget):
    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TournamentPanel")
        self.clock = clock
        self.status: TournamentStatus | None = None
        self._received_at = 0.0
        self._paused = False

        self.title = QLabel("")
        self.title.setObjectName("SngTitle")
        self.level = QLabel("")
        self.level.setObjectName("SngLevel")
        self.next_level = QLabel("")
        self.paid = QLabel("")
        self.last_out = QLabel("")
        self.last_out.setObjectName("SngOut")
        for label in (self.title, self.level, self.next_level, self.paid, self.last_out):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QTableWidget(0, len(HEADERS))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._show_headers()

        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(4)
        for widget in (self.title, self.level, self.next_level, self.paid):
            box.addWidget(widget)
        box.addWidget(self.table, 1)
        box.addWidget(self.last_out)
        self.setStyleSheet(
            "#TournamentPanel { background: #15181c; }"
            "#TournamentPanel QLabel { color: #d8dee4; }"
            "#TournamentPanel #SngTitle { font-weight: bold; color: #f2f2f2; }"
            "#TournamentPanel #SngLevel { font-weight: bold; color: #f5d76e; }"
            "#TournamentPanel #SngOut { color: #ffa198; }"
            "QTableWidget { background: #15181c; color: #d8dee4; border: none; }"
        )

        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._tick)
        self.set_scale(1.0)

    def _show_headers(self) -> None:
        """The column headings and their tooltips, in the language installed now."""
        self.table.setHorizontalHeaderLabels([translate_marked("TournamentPanel", h) for h in HEADERS])
        for column, tip in enumerate(_HEADER_TIPS):
            item = self.table.horizontalHeaderItem(column)
            if item is not None and tip:
                item.setToolTip(translate_marked("TournamentPanel", tip))

    def retranslate(self) -> None:
        """The headings and the last status in the language just installed (`ui.languages`)."""
        self._show_headers()
        if self.status is not None:
            self.show_status(self.status)

    # ------------------------------------------------------------------ showing

    def show_status(self, status: TournamentStatus) -> None:
        self.status = status
        self._received_at = self.clock()
        lv = status.level
        self.title.setText(
            words.panel_title(status.title, status.players_left, status.entrants, status.hands_played)
        )
        self.level.setText(
            words.level_line(lv.level, game_name(VARIANTS[lv.variant_key]), stakes(lv.structure))
        )
        shares = [
            place_share(place + 1, share, status.prize_pool * share / 100)
            for place, share in enumerate(status.payouts)
        ]
        self.paid.setText(places_paid(status.places_paid, shares))
        self._fill(status.standings, status.human_seat)
        outs = [out_in_short(shown_name(e.name), e.place) for e in reversed(status.eliminated)]
        self.last_out.setText(last_hand_outs(outs))
        self._show_next(lv)
        if lv.seconds_left is not None and not self._paused:
            self._ticker.start()
        else:
            self._ticker.stop()

    def set_paused(self, paused: bool) -> None:
        """Freeze the level countdown while the game is paused (the level clock stops too)."""
        if self.status is not None and self.status.level.seconds_left is not None:
            if paused and not self._paused:
                self._freeze()
            elif not paused and self._paused:
                self._received_at = self.clock()
                self._ticker.start()
        self._paused = paused
        if paused:
            self._ticker.stop()

    def set_scale(self, scale: float) -> None:
        """Text size for the window's UI scale (1 up to a 1280x800 window)."""
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        self.setFont(font)
        self.table.setFont(font)
        # the header's sections take their font from the sheet only
        self.table.horizontalHeader().setStyleSheet(
            "QHeaderView::section { background: #22262c; color: #c9d1d9; border: none;"
            f" padding: 2px 4px; font-size: {font.pointSizeF():.1f}pt; }}"
        )
        # labels the style sheet has polished no longer take their parent's font: set each
        for label in (self.title, self.level, self.next_level, self.paid, self.last_out):
            label.setFont(font)
        # room for a place, a name and three figures without cutting the names to "…"
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("6th  Bruno  12,345  100.0  100.0 %") + 40)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)

    def wanted_height(self, rows: int, width: int | None = None) -> int:
        """Height that shows the labels and `rows` lines of standings without scrolling, the
        labels wrapped at `width` (the panel's own width if None)."""
        text_width = max(1, (width or self.width()) - 16)
        labels = (self.title, self.level, self.next_level, self.paid, self.last_out)
        heights = sum(
            w.heightForWidth(text_width) if w.hasHeightForWidth() else w.sizeHint().height() for w in labels
        )
        line = self.table.verticalHeader().defaultSectionSize()
        return heights + self.table.horizontalHeader().sizeHint().height() + (rows + 1) * line + 40

    def rows(self) -> list[tuple[str, ...]]:
        """The standings as the table shows them (text per cell)."""
        out = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c) for c in range(len(HEADERS))]
            out.append(tuple(c.text() if c is not None else "" for c in cells))
        return out

    # ------------------------------------------------------------------ internals

    def _fill(self, standings: tuple[Standing, ...], me: int | None) -> None:
        self.table.setRowCount(len(standings))
        bold = QFont(self.font())
        bold.setBold(True)
        for row, s in enumerate(standings):
            if s.is_out and s.finish is not None:
                cells = (
                    place_short(s.finish.place, s.finish.last_place),
                    shown_name(s.name),
                    words.out_cell(),
                    "",
                    amount_text(s.equity) if s.equity else "",
                )
            else:
                cells = (
                    str(row + 1),
                    shown_name(s.name),
                    thousands(s.chips),
                    f"{s.chip_percent:.1f}",
                    f"{s.equity_percent:.1f} %",
                )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if s.is_out:
                    item.setForeground(QBrush(_OUT))
                elif s.seat == me:
                    item.setForeground(QBrush(_ME))
                if s.seat == me:
                    item.setFont(bold)
                if column == 4 and not s.is_out and self.status is not None:
                    item.setToolTip(words.equity_tip(s.equity, self.status.prize_pool))
                self.table.setItem(row, column, item)

    def _show_next(self, lv: LevelStatus) -> None:
        if lv.next_structure is None or lv.next_variant_key is None:
            self.next_level.setText(words.top_of_ladder())
            return
        game = (
            short_game_name(VARIANTS[lv.next_variant_key]) if lv.next_variant_key != lv.variant_key else None
        )
        if lv.hands_left is not None:
            when = words.in_hands(lv.hands_left)
        elif lv.seconds_left is not None:
            left = lv.seconds_left - (0 if self._paused else self.clock() - self._received_at)
            when = words.in_time(left) if left > 0 else words.with_next_hand()
        else:
            when = ""
        self.next_level.setText(words.next_level(lv.level + 1, when, game, stakes(lv.next_structure)))

    def _freeze(self) -> None:
        status = self.status
        if status is None or status.level.seconds_left is None:
            return
        spent = self.clock() - self._received_at
        level = replace(status.level, seconds_left=max(0.0, status.level.seconds_left - spent))
        self.status = replace(status, level=level)

    @Slot()
    def _tick(self) -> None:
        if self.status is not None:
            self._show_next(self.status.level)
