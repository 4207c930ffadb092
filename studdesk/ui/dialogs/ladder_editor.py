"""The level-ladder editor of the sit-and-go dialog: one row per level, the problem next to its row.

Each row is checked on its own against R1.4 (a `Structure`), and the whole
ladder with the engine's `ladder_from_rows`, which also rejects a level that
goes down; the engine's message goes into the row it names, so the rule and
its words live in one place (the engine).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.errors import StructureError
from studdesk.engine.structure import Structure
from studdesk.engine.tournament_config import (
    DEFAULT_LADDER,
    TournamentSetupError,
    ladder_from_rows,
    validate_ladder,
)
from studdesk.ui.dialogs.field_widgets import error_color
from studdesk.wording import translatable, translate, translate_marked
from studdesk.wording.dialogs import level_cell, level_problem, level_row
from studdesk.wording.problems import setup_problem, structure_problem

COLUMNS = (
    translatable("LadderEditor", "Ante"),
    translatable("LadderEditor", "Bring-in"),
    translatable("LadderEditor", "Small bet"),
    translatable("LadderEditor", "Big bet"),
)
PROBLEM_COLUMN = len(COLUMNS)
MAX_LEVELS = 40
_MAX_AMOUNT = 100_000_000
#: the smallest structure R1.4 allows: every amount of every valid level is at least this
_FLOOR = Structure(0, 1, 1, 2)


class LadderEditor(QWidget):
    """Edits a ladder of levels; `problems()` maps a 0-based row to its message."""

    changed = Signal()

    def __init__(self, levels: Sequence[Structure] = DEFAULT_LADDER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, len(COLUMNS) + 1)
        self.table.setHorizontalHeaderLabels(
            [*(translate_marked("LadderEditor", c) for c in COLUMNS), translate("LadderEditor", "Problem")]
        )
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            self.table.setColumnWidth(column, self.fontMetrics().horizontalAdvance("000,000") + 14)
        header.setSectionResizeMode(PROBLEM_COLUMN, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # wrapped problems need their rows re-measured whenever the problem column changes width:
        # after the table has laid itself out again, hence the zero-time timer
        self._fit_timer = QTimer(self)  # owned: it dies with the editor, never firing into a dead table
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_rows)
        header.sectionResized.connect(self._fit_rows_later)
        self.table.viewport().installEventFilter(self)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setToolTip(
            translate("LadderEditor", "Amounts in chips. Levels may stay the same or rise; none may go down.")
        )

        self.add_button = QPushButton(translate("LadderEditor", "Add level"))
        self.add_button.setToolTip(
            translate("LadderEditor", "A new level at the bottom, a copy of the last one doubled")
        )
        self.remove_button = QPushButton(translate("LadderEditor", "Remove last"))
        self.default_button = QPushButton(translate("LadderEditor", "Default ladder"))
        self.default_button.setToolTip(
            translate("LadderEditor", "The R6.4 ladder (made for 1,500 starting chips)")
        )
        self.add_button.clicked.connect(self.add_level)
        self.remove_button.clicked.connect(self.remove_level)
        self.default_button.clicked.connect(self.reset)

        buttons = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.default_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.table, 1)
        outer.addLayout(buttons)
        self.set_levels(levels)

    # ------------------------------------------------------------------ values

    def rows(self) -> list[tuple[int, int, int, int]]:
        out = []
        for row in range(self.table.rowCount()):
            a, b, s, g = (self.spin(row, column).value() for column in range(len(COLUMNS)))
            out.append((a, b, s, g))
        return out

    def spin(self, row: int, column: int) -> QSpinBox:
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, QSpinBox)
        return widget

    def set_levels(self, levels: Sequence[Structure]) -> None:
        self.table.setRowCount(0)
        for level in levels:
            self._append((level.ante, level.bring_in, level.small_bet, level.big_bet))
        self._refresh()

    def set_row(self, row: int, values: Sequence[int]) -> None:
        for column, value in enumerate(values):
            self.spin(row, column).setValue(value)

    def ladder(self) -> tuple[Structure, ...] | None:
        """The ladder as entered, or None while a row has a problem."""
        try:
            return ladder_from_rows(self.rows())
        except TournamentSetupError:
            return None

    def problems(self) -> dict[int, str]:
        """0-based row -> plain-words problem: each row breaking R1.4, each level lower than the one above."""
        return {row: whole for row, (whole, _cell) in self._problems().items()}

    def _problems(self) -> dict[int, tuple[str, str]]:
        """0-based row -> (the problem, and the same for the row's own cell, which needs no level number)."""
        rows = self.rows()
        if not rows:
            none = translate("LadderEditor", "The ladder needs at least one level")
            return {-1: (none, none)}
        out: dict[int, tuple[str, str]] = {}
        levels: list[Structure | None] = []
        for index, row in enumerate(rows):
            try:
                levels.append(Structure(*row))
            except StructureError as exc:
                levels.append(None)
                reason = structure_problem(exc)
                out[index] = (level_problem(index + 1, reason), reason)
        for index in range(1, len(levels)):
            before, level = levels[index - 1], levels[index]
            if before is None or level is None:
                continue
            # The engine checks the pair and words the message; the floor levels in front only
            # number it right, as no valid level is below the floor.
            try:
                validate_ladder([_FLOOR] * (index - 1) + [before, level])
            except TournamentSetupError as exc:
                problem = setup_problem(exc)
                out[index] = (problem, problem)
        return out

    # ------------------------------------------------------------------ editing

    @Slot()
    def add_level(self) -> None:
        if self.table.rowCount() >= MAX_LEVELS:
            return
        rows = self.rows()
        last = rows[-1] if rows else (0, 10, 20, 40)
        # doubled past the largest amount the big bet would equal the small bet (a level R1.4
        # refuses): the same stakes again instead, which a ladder allows
        doubled = tuple(v * 2 for v in last)
        self._append(doubled if max(doubled) <= _MAX_AMOUNT else last)
        self._refresh()

    @Slot()
    def remove_level(self) -> None:
        if self.table.rowCount() > 1:
            self.table.removeRow(self.table.rowCount() - 1)
            self._refresh()

    @Slot()
    def reset(self) -> None:
        self.set_levels(DEFAULT_LADDER)

    def _append(self, values: Sequence[int]) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, value in enumerate(values):
            spin = QSpinBox()
            spin.setRange(0, _MAX_AMOUNT)
            spin.setGroupSeparatorShown(True)
            spin.setFrame(False)
            spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)  # narrow: the problem column needs room
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.setValue(value)
            spin.setAccessibleName(level_cell(row + 1, translate_marked("LadderEditor", COLUMNS[column])))
            spin.valueChanged.connect(self._refresh)
            self.table.setCellWidget(row, column, spin)
        item = QTableWidgetItem("")
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.table.setItem(row, PROBLEM_COLUMN, item)

    @Slot()
    def _refresh(self) -> None:
        problems = self._problems()
        red = error_color(self.palette())
        for row in range(self.table.rowCount()):
            item = self.table.item(row, PROBLEM_COLUMN)
            assert item is not None
            message, cell = problems.get(row, ("", ""))
            item.setText(cell)  # the row's header says which level
            item.setToolTip(message)
            item.setForeground(red)
            for column in range(len(COLUMNS)):
                self.spin(row, column).setStyleSheet(
                    f"background: rgba({red.red()}, {red.green()}, {red.blue()}, 45);" if message else ""
                )
        self.table.setVerticalHeaderLabels([level_row(i + 1) for i in range(self.table.rowCount())])
        self._fit_rows()
        self.remove_button.setEnabled(self.table.rowCount() > 1)
        self.add_button.setEnabled(self.table.rowCount() < MAX_LEVELS)
        self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self._fit_rows_later()
        return False

    @Slot()
    def _fit_rows_later(self) -> None:
        self._fit_timer.start()

    @Slot()
    def _fit_rows(self) -> None:
        """Each row as tall as its wrapped problem at the problem column's width (one line at least)."""
        metrics = self.table.fontMetrics()
        width = max(40, self.table.columnWidth(PROBLEM_COLUMN) - 8)
        line = max(metrics.height() + 8, self.spin(0, 0).sizeHint().height() if self.table.rowCount() else 0)
        for row in range(self.table.rowCount()):
            item = self.table.item(row, PROBLEM_COLUMN)
            text = item.text() if item is not None else ""
            wrapped = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
            self.table.setRowHeight(row, max(line, wrapped.height() + 8) if text else line)
        # The table moves its cell widgets to new row heights only on a later pass of the event
        # loop; until then the spin boxes below a grown row sit out of line with their labels
        # (and are painted so), so they follow the rows here and now.
        self.table.updateEditorGeometries()
