"""The payouts editor of the sit-and-go dialog: a percentage per paid place (R6.3), checked by the engine."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.tournament_config import TournamentSetupError, default_payouts, validate_payouts
from studdesk.ui.dialogs.field_widgets import ErrorLabel
from studdesk.wording import translate
from studdesk.wording.dialogs import payout_prize, payouts_total
from studdesk.wording.places import ordinal, place_share_name
from studdesk.wording.problems import setup_problem

MAX_PLACES = 10


class PayoutsEditor(QWidget):
    changed = Signal()

    def __init__(self, entrants: int, prize_pool: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entrants = entrants
        self._pool = prize_pool
        #: True once the player changed a share: a new number of entrants then keeps their table
        self.edited = False
        self._loading = False

        self.places = QSpinBox()
        self.places.setRange(1, entrants)
        self.places.setSuffix(" " + translate("PayoutsEditor", "paid", "places paid: 3 paid"))
        self.places.setToolTip(translate("PayoutsEditor", "How many places win a share of the prize pool"))
        self.default_button = QPushButton(translate("PayoutsEditor", "Default"))
        self.default_button.setToolTip(
            translate("PayoutsEditor", "R6.3: 2-4 entrants 100 %; 5-6: 65/35; 7-10: 50/30/20")
        )
        self.total = QLabel("")
        self.error = ErrorLabel()

        self.shares: list[QDoubleSpinBox] = []
        self._prizes: list[QLabel] = []
        self._labels: list[QLabel] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        half = (MAX_PLACES + 1) // 2
        for place in range(MAX_PLACES):
            spin = QDoubleSpinBox()
            spin.setRange(0.0, 100.0)
            spin.setDecimals(1)
            spin.setSingleStep(5.0)
            spin.setSuffix(" %")
            spin.setAccessibleName(place_share_name(place + 1))
            spin.valueChanged.connect(self._on_share)
            label = QLabel(ordinal(place + 1))
            label.setBuddy(spin)
            prize = QLabel("")
            row, col = place % half, (place // half) * 3
            grid.addWidget(label, row, col)
            grid.addWidget(spin, row, col + 1)
            grid.addWidget(prize, row, col + 2)
            self.shares.append(spin)
            self._labels.append(label)
            self._prizes.append(prize)
        grid.setColumnStretch(2, 1)
        grid.setColumnStretch(5, 1)

        top = QHBoxLayout()
        top.addWidget(self.places)
        top.addWidget(self.total, 1)
        top.addWidget(self.default_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(top)
        column.addLayout(grid)
        column.addWidget(self.error)

        self.places.valueChanged.connect(self._on_places)
        self.default_button.clicked.connect(self.reset)
        self.reset()

    # ------------------------------------------------------------------ values

    def values(self) -> tuple[float, ...]:
        return tuple(round(spin.value(), 1) for spin in self.shares[: self.places.value()])

    def set_values(self, shares: tuple[float, ...]) -> None:
        self._loading = True
        try:
            self.places.setValue(len(shares))
            for spin, share in zip(self.shares, shares, strict=False):
                spin.setValue(share)
        finally:
            self._loading = False
        self._refresh()

    def problem(self) -> str | None:
        try:
            validate_payouts(self.values(), self._entrants)
        except TournamentSetupError as exc:
            return setup_problem(exc)
        return None

    def set_entrants(self, entrants: int, prize_pool: int) -> None:
        """A new field size: the R6.3 default for it, unless the player set their own table."""
        self._entrants = entrants
        self._pool = prize_pool
        self._loading = True  # a smaller field may cut the places paid: not the player's edit
        try:
            self.places.setMaximum(entrants)
        finally:
            self._loading = False
        if not self.edited:
            self.reset()
        else:
            self._refresh()

    @Slot()
    def reset(self) -> None:
        self.set_values(default_payouts(self._entrants))
        self.edited = False
        self._refresh()

    # ------------------------------------------------------------------ reacting

    @Slot(int)
    def _on_places(self, _places: int) -> None:
        if not self._loading:
            self.edited = True
        self._refresh()

    @Slot(float)
    def _on_share(self, _value: float) -> None:
        if not self._loading:
            self.edited = True
            self._refresh()

    def _refresh(self) -> None:
        paid = self.places.value()
        for place, (spin, label, prize) in enumerate(
            zip(self.shares, self._labels, self._prizes, strict=True)
        ):
            visible = place < paid
            for widget in (spin, label, prize):
                widget.setVisible(visible)
            amount = self._pool * spin.value() / 100.0
            prize.setText(payout_prize(amount) if self._pool else "")
        total = sum(self.values())
        self.total.setText(payouts_total(total, self._pool))
        self.error.show_problem(self.problem())
        self.changed.emit()
