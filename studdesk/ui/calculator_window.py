"""The stud equity calculator window (Tools ▸ Equity calculator): usable with or without a game.

Choose the game, type each player's down and up cards (`As Kd 7c`, spaces
optional) and the dead cards, or click them on the card grid into the field
being edited. Every problem is shown under its field as it is typed, and
Compute stays off until there are none. The answer (each player's equity; in
Hi/Lo the high and low shares and the scoop; the number of deals, exact or
Monte Carlo, and the standard error) is worked out in a thread of its own and
can be cancelled.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.variants import VARIANTS
from studdesk.play.tools import (
    DEAD_FIELD,
    CalcAnswer,
    CalcCheck,
    FieldKey,
    ToolCancelledError,
    ToolError,
    down_field,
    readable_cards,
    up_field,
)
from studdesk.ui.background import Background
from studdesk.ui.card_grid import CardGrid
from studdesk.ui.dialogs.field_widgets import ErrorLabel
from studdesk.ui.languages import follow_language
from studdesk.wording import calculator as words
from studdesk.wording import translate
from studdesk.wording.odds import pct
from studdesk.wording.system import unexpected_problem
from studdesk.wording.variants import game_name

log = logging.getLogger(__name__)

MIN_PLAYERS, MAX_PLAYERS = 2, 8
DEFAULT_SAMPLES = 200_000
MAX_SAMPLES = 10_000_000


class CalculatorService(Protocol):
    """What the window needs from the calculator (`play.calculator_tool` is one)."""

    def check(
        self, variant_key: str, players: Sequence[tuple[str, str]], dead: str, samples: int
    ) -> CalcCheck: ...

    def compute(
        self,
        variant_key: str,
        players: Sequence[tuple[str, str]],
        dead: str,
        samples: int,
        exact: bool,
        should_stop: Callable[[], bool],
    ) -> CalcAnswer: ...


class PlayerRow:
    """One player's two fields and the problem line under them."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.label = QLabel()
        self.down = QLineEdit()
        self.down.setObjectName(down_field(index))
        self.up = QLineEdit()
        self.up.setObjectName(up_field(index))
        self.error = ErrorLabel()
        self.error.setObjectName(f"p{index}-error")

    def retranslate(self) -> None:
        self.label.setText(translate("CalculatorWindow", "Player {number}").format(number=self.index + 1))
        self.down.setPlaceholderText(translate("CalculatorWindow", "down: As Kd"))
        self.up.setPlaceholderText(translate("CalculatorWindow", "up: 7c 8h"))

    def widgets(self) -> tuple[QWidget, ...]:
        return self.label, self.down, self.up, self.error


class CalculatorWindow(QWidget):
    def __init__(
        self,
        service: CalculatorService,
        variant_key: str = "stud",
        four_color: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("CalculatorWindow")
        self.service = service
        self.background = Background(self)
        self.background.done.connect(self._answered)
        self.background.failed.connect(self._failed)
        self._job = 0
        self.computing = False
        self.answer: CalcAnswer | None = None

        self.variant = QComboBox()
        self.variant.setObjectName("variant")
        for key in VARIANTS:
            self.variant.addItem("", key)
        self.variant.setCurrentIndex(max(0, self.variant.findData(variant_key)))
        self.samples = QSpinBox()
        self.samples.setObjectName("samples")
        self.samples.setRange(1_000, MAX_SAMPLES)
        self.samples.setSingleStep(50_000)
        self.samples.setGroupSeparatorShown(True)
        self.samples.setValue(DEFAULT_SAMPLES)
        self.exact = QCheckBox()
        self.exact.setObjectName("exact")
        self.game_label, self.samples_label = QLabel(), QLabel()
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.variant, 1)
        top.addWidget(self.samples_label)
        top.addWidget(self.samples)
        top.addWidget(self.exact)

        self.rows: list[PlayerRow] = []
        self.player_grid = QGridLayout()
        self.player_grid.setColumnStretch(1, 1)
        self.player_grid.setColumnStretch(2, 1)
        self.down_label, self.up_label = QLabel(), QLabel()
        self.player_grid.addWidget(self.down_label, 0, 1)
        self.player_grid.addWidget(self.up_label, 0, 2)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.add_button.clicked.connect(self.add_player)
        self.remove_button.clicked.connect(self.remove_player)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)

        self.dead = QLineEdit()
        self.dead.setObjectName(DEAD_FIELD)
        self.dead_error = ErrorLabel()
        self.dead_error.setObjectName("dead-error")
        dead = QGridLayout()
        self.dead_label = QLabel()
        dead.addWidget(self.dead_label, 0, 0)
        dead.addWidget(self.dead, 0, 1)
        dead.addWidget(self.dead_error, 1, 1)
        dead.setColumnStretch(1, 1)

        self.grid = CardGrid(four_color)
        self.grid.card_clicked.connect(self.put_card)
        self.grid_note = QLabel()
        self.grid_note.setWordWrap(True)

        self.form_error = ErrorLabel()
        self.form_error.setObjectName("form-error")
        self.plan = QLabel("")
        self.plan.setObjectName("plan")
        self.compute_button = QPushButton()
        self.compute_button.setObjectName("compute")
        self.compute_button.setDefault(True)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.setEnabled(False)
        self.compute_button.clicked.connect(self.compute)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        actions = QHBoxLayout()
        actions.addWidget(self.compute_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.plan, 1)

        self.table = QTableWidget(0, 7)
        self.table.setObjectName("results")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.player_grid)
        layout.addLayout(buttons)
        layout.addLayout(dead)
        layout.addWidget(self.grid)
        layout.addWidget(self.grid_note)
        layout.addWidget(self.form_error)
        layout.addLayout(actions)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)

        self._target: QLineEdit = self.dead
        for _ in range(MIN_PLAYERS):
            self.add_player()
        self._target = self.rows[0].down
        self.dead.textChanged.connect(self._changed)
        self.variant.currentIndexChanged.connect(self._changed)
        self.samples.valueChanged.connect(self._changed)
        self.exact.toggled.connect(self._changed)
        self._watch_focus(self.dead)
        self.resize(720, 720)
        follow_language(self, self.retranslate)

    def retranslate(self) -> None:
        """Every word in the language installed now (`ui.languages`): labels, the problems
        with what is typed, and an answer on show."""
        self.setWindowTitle(translate("CalculatorWindow", "Stud equity calculator"))
        for index, variant in enumerate(VARIANTS.values()):
            self.variant.setItemText(index, game_name(variant))
        self.samples.setLocale(QLocale())  # the thousands as the language writes them: 200 000
        self.samples.setToolTip(
            translate(
                "CalculatorWindow",
                "Deals to sample; the answer is exact when there are no more deals than this",
            )
        )
        self.exact.setText(translate("CalculatorWindow", "Count every deal"))
        self.exact.setToolTip(
            translate("CalculatorWindow", "Enumerate every completion, however many (may take long)")
        )
        self.game_label.setText(translate("CalculatorWindow", "Game:"))
        self.samples_label.setText(translate("CalculatorWindow", "Samples:"))
        self.down_label.setText(translate("CalculatorWindow", "Down cards"))
        self.up_label.setText(translate("CalculatorWindow", "Up cards"))
        self.add_button.setText(translate("CalculatorWindow", "Add a player"))
        self.remove_button.setText(translate("CalculatorWindow", "Remove a player"))
        self.dead.setPlaceholderText(translate("CalculatorWindow", "folded and other seen cards: Kc 9d"))
        self.dead_label.setText(translate("CalculatorWindow", "Dead cards"))
        self.grid_note.setText(
            translate(
                "CalculatorWindow",
                "Click a card to put it into the field being edited (click again to take it out).",
            )
        )
        self.compute_button.setText(translate("CalculatorWindow", "Compute"))
        self.cancel_button.setText(translate("CalculatorWindow", "Cancel"))
        self.table.setHorizontalHeaderLabels(
            [
                translate("CalculatorWindow", "Player"),
                translate("CalculatorWindow", "Cards"),
                translate("CalculatorWindow", "Equity"),
                translate("CalculatorWindow", "High"),
                translate("CalculatorWindow", "Low"),
                translate("CalculatorWindow", "Scoop"),
                translate("CalculatorWindow", "± error"),
            ]
        )
        for row in self.rows:
            row.retranslate()
        if self.computing:
            self.status.setText(words.computing())
        elif self.answer is not None:
            self._show_answer(self.answer)
        self.revalidate()

    # ------------------------------------------------------------------ the fields

    def fields(self) -> dict[FieldKey, QLineEdit]:
        out = {DEAD_FIELD: self.dead}
        for i, row in enumerate(self.rows):
            out[down_field(i)] = row.down
            out[up_field(i)] = row.up
        return out

    def players(self) -> list[tuple[str, str]]:
        return [(row.down.text(), row.up.text()) for row in self.rows]

    @Slot()
    def add_player(self) -> None:
        if len(self.rows) >= MAX_PLAYERS:
            return
        row = PlayerRow(len(self.rows))
        row.retranslate()
        r = 1 + 2 * len(self.rows)
        self.player_grid.addWidget(row.label, r, 0)
        self.player_grid.addWidget(row.down, r, 1)
        self.player_grid.addWidget(row.up, r, 2)
        self.player_grid.addWidget(row.error, r + 1, 1, 1, 2)
        for edit in (row.down, row.up):
            edit.textChanged.connect(self._changed)
            self._watch_focus(edit)
        self.rows.append(row)
        self.revalidate()

    @Slot()
    def remove_player(self) -> None:
        if len(self.rows) <= MIN_PLAYERS:
            return
        row = self.rows.pop()
        for widget in row.widgets():
            self.player_grid.removeWidget(widget)
            widget.deleteLater()
        if self._target in (row.down, row.up):
            self._target = self.rows[-1].down
        self.revalidate()

    def _watch_focus(self, edit: QLineEdit) -> None:
        edit.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The field that gets the focus is the one the grid's clicks go into."""
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QLineEdit):
            self._target = watched
            self._show_grid()
        return super().eventFilter(watched, event)

    def set_target(self, key: FieldKey) -> None:
        """The field the grid's clicks go into."""
        self._target = self.fields()[key]
        self._show_grid()

    @Slot(str)
    def put_card(self, text: str) -> None:
        """A click on the grid: the card goes into the field being edited, or out of it again."""
        field = self._target
        tokens = field.text().split()
        compact = "".join(tokens)
        mine = [compact[i : i + 2] for i in range(0, len(compact), 2)]
        same = [t for t in mine if t.lower() == text.lower()]
        if same:
            mine = [t for t in mine if t.lower() != text.lower()]
        else:
            mine.append(text)
        field.setText(" ".join(mine))

    def _show_grid(self) -> None:
        mine = set(readable_cards(self._target.text()))
        elsewhere = {
            c for f in self.fields().values() if f is not self._target for c in readable_cards(f.text())
        }
        self.grid.show_cards(mine, elsewhere)

    # ------------------------------------------------------------------ checking

    @Slot()
    def _changed(self) -> None:
        """The question changed: an answer on show no longer answers it."""
        if self.answer is not None and not self.computing:
            self.answer = None
            self.table.setRowCount(0)
            self.status.setText("")
        self.revalidate()

    @Slot()
    def revalidate(self) -> CalcCheck:
        self.add_button.setEnabled(len(self.rows) < MAX_PLAYERS)
        self.remove_button.setEnabled(len(self.rows) > MIN_PLAYERS)
        check = self.service.check(
            self._variant_key(), self.players(), self.dead.text(), self.samples.value()
        )
        by_field: dict[str, list[str]] = {}
        for key, message in check.problems:
            by_field.setdefault(key, []).append(message)
        for i, row in enumerate(self.rows):
            messages = by_field.get(down_field(i), []) + by_field.get(up_field(i), [])
            row.error.show_problem(" ".join(messages) or None)
        self.dead_error.show_problem(" ".join(by_field.get(DEAD_FIELD, [])) or None)
        self.form_error.show_problem(" ".join(by_field.get("", [])) or None)
        self.plan.setText(check.plan if check.ok and not self.exact.isChecked() else "")
        self.compute_button.setEnabled(check.ok and not self.computing)
        self._show_grid()
        return check

    def _variant_key(self) -> str:
        return str(self.variant.currentData())

    # ------------------------------------------------------------------ computing

    @Slot()
    def compute(self) -> None:
        if not self.revalidate().ok:
            return
        variant, players, dead = self._variant_key(), self.players(), self.dead.text()
        samples, exact = self.samples.value(), self.exact.isChecked()
        service = self.service

        def job(should_stop: Callable[[], bool]) -> CalcAnswer:
            return service.compute(variant, players, dead, samples, exact, should_stop)

        self._job = self.background.run(job)
        self.computing = True
        self.status.setText(words.computing())
        self.compute_button.setEnabled(False)
        self.cancel_button.setEnabled(True)

    @Slot()
    def cancel(self) -> None:
        self.background.cancel()

    @Slot(int, object)
    def _answered(self, job: int, answer: object) -> None:
        if job != self._job or not isinstance(answer, CalcAnswer):
            return
        self.answer = answer
        self._done("")
        self._show_answer(answer)

    def _show_answer(self, answer: CalcAnswer) -> None:
        self.status.setText(answer.how + (f"\n{answer.note}" if answer.note else ""))
        self.table.setRowCount(len(answer.rows))
        for r, row in enumerate(answer.rows):
            high = pct(row.high, 1) if row.high is not None else "–"
            low = pct(row.low, 1) if row.low is not None else "–"
            cells = [
                str(r + 1),
                row.cards or words.no_cards(),
                pct(row.equity, 1),
                high,
                low,
                pct(row.scoop, 1),
            ]
            cells.append(
                words.error_points(row.error)
                if not answer.exact
                else translate("CalculatorWindow", "exact", "no error: the equity was counted")
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setColumnHidden(3, not answer.split)
        self.table.setColumnHidden(4, not answer.split)

    @Slot(int, object)
    def _failed(self, job: int, error: object) -> None:
        if job != self._job:
            return
        if isinstance(error, ToolCancelledError):
            self._done(words.cancelled())
        elif isinstance(error, ToolError):
            self._done(str(error))
        else:  # a bug: said in words (its English in the log), the window stays usable
            log.warning("the calculation failed: %r", error)
            self._done(words.failed(unexpected_problem()))

    def _done(self, text: str) -> None:
        self.computing = False
        self.status.setText(text)
        self.cancel_button.setEnabled(False)
        self.revalidate()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.background.stop()
        super().closeEvent(event)
