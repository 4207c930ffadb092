"""The history list's model: a table over the hand store, fetched a page at a time.

`HandBrowser` (`play.history_browser`) does the fetching; the model only turns
its rows into cells. Sorting asks the store for another order (the columns
the store can sort by); a column it cannot sort by keeps the current order.
At 100,000 stored hands the view only ever asks for the rows on screen.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore_query import HandFilter, HandRow, SortKey
from studdesk.play.history_browser import HandBrowser
from studdesk.wording import local_number, thousands, translatable, translate, translate_marked
from studdesk.wording.table import shown_name
from studdesk.wording.variants import short_game_name

HEADERS = (
    translatable("HandList", "When"),
    translatable("HandList", "Game"),
    translatable("HandList", "Hand"),
    translatable("HandList", "Session"),
    translatable("HandList", "Players"),
    translatable("HandList", "Your result"),
    translatable("HandList", "Pot"),
    translatable("HandList", "Showdown"),
)
#: the store's order for each column it can sort by
SORT_KEYS: dict[int, SortKey] = {
    0: SortKey.TIME,
    1: SortKey.VARIANT,
    4: SortKey.PLAYERS,
    5: SortKey.HERO_NET,
    6: SortKey.POT,
}
WON = QColor("#1b7f3a")
LOST = QColor("#b3261e")

Index = QModelIndex | QPersistentModelIndex


def when_text(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


def result_text(row: HandRow) -> str:
    if row.hero_net is None:
        return "—"
    return local_number(f"{row.hero_net:+,}") if row.hero_net else "0"


class HandListModel(QAbstractTableModel):
    def __init__(self, browser: HandBrowser) -> None:
        super().__init__()
        self.browser = browser
        self.sort_column = 0

    # ------------------------------------------------------------------ what is shown

    def set_filter(self, where: HandFilter) -> None:
        self.beginResetModel()
        self.browser.set_filter(where)
        self.endResetModel()

    def refresh(self) -> None:
        """Hands were stored or removed: count and fetch again."""
        self.beginResetModel()
        self.browser.forget()
        self.endResetModel()

    def retranslate(self) -> None:
        """The headings and every cell again, in the language installed now (the cells are
        worded when shown: names of games, dates, results)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self.rowCount() > 0:
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, len(HEADERS) - 1))

    def hand_id(self, row: int) -> int | None:
        hand = self.browser.row(row)
        return None if hand is None else hand.id

    # ------------------------------------------------------------------ Qt's model

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() else self.browser.count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(  # noqa: N802 (Qt override)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate_marked("HandList", HEADERS[section])
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return None if section in SORT_KEYS else translate("HandList", "This column cannot be sorted")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.browser.row(index.row())
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell(row, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == 5 and row.hero_net:
            return QBrush(WON if row.hero_net > 0 else LOST)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (2, 5, 6):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 4:
            return ", ".join(shown_name(p) for p in row.players)
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    @staticmethod
    def _cell(row: HandRow, column: int) -> str:
        match column:
            case 0:
                return when_text(row.ended_at)
            case 1:
                variant = VARIANTS.get(row.variant)
                return short_game_name(variant) if variant is not None else row.variant
            case 2:
                return f"#{row.hand_number}"
            case 3:
                return row.session_label or "—"
            case 4:
                return ", ".join(shown_name(p) for p in row.players)
            case 5:
                return result_text(row)
            case 6:
                return thousands(row.pot)
            case _:
                return translate("HandList", "Yes") if row.showdown else translate("HandList", "No")

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key = SORT_KEYS.get(column)
        if key is None:
            return
        self.beginResetModel()
        self.sort_column = column
        self.browser.set_sort(key, order is Qt.SortOrder.DescendingOrder)
        self.endResetModel()
