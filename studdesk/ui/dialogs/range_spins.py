"""Number fields that never change what the player typed behind their back.

A plain spin box clamps a typed value to its range when the field loses
focus: "12" opponents silently became 1, an animation speed of 8 silently
stayed 4. These fields take any whole number (or any number) as typed; the
settings model then refuses one outside the allowed range with its reason,
shown under the field, and the allowed range is written beside it. The
arrows and the keyboard's up/down still move within the allowed range only.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QSpinBox, QWidget

from studdesk.wording import translate

#: QSpinBox holds a C int
INT_LIMIT = 2_147_483_647
#: a float field accepts this much either way as typed (the model says what is allowed)
FLOAT_LIMIT = 1e9


def unit_text(unit: str, value: float) -> str:
    """A settings field's unit, in the player's language and agreeing with `value`: "1 chip", "5 фишек"."""
    match unit:
        case "chips":
            count = int(value) if value == int(value) else 2  # a fraction takes the plural
            return translate("Units", "chip(s)", None, count)
        case "ms":
            return translate("Units", "ms", "milliseconds")
        case "s":
            return translate("Units", "s", "seconds")
    return unit  # "%", "×": the same in every language


def _step_within(box: RangeSpinBox | RangeDoubleSpinBox, steps: int) -> None:
    """Arrows, keys and the wheel move within the allowed range only (typing may go anywhere)."""
    target = box.value() + steps * box.singleStep()
    box.setValue(min(max(target, box.low), box.high))  # type: ignore[arg-type]  # int box: int bounds


def _steps_enabled(box: RangeSpinBox | RangeDoubleSpinBox) -> QAbstractSpinBox.StepEnabledFlag:
    flags = QAbstractSpinBox.StepEnabledFlag.StepNone
    if box.value() < box.high:
        flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
    if box.value() > box.low:
        flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
    return flags


class RangeSpinBox(QSpinBox):
    """A whole-number field that keeps what is typed; the arrows stay within `allowed`.

    The unit agrees with the number ("1 chip", "2 chips").
    """

    def __init__(self, unit: str, low: int, high: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._unit = unit
        self.low, self.high = low, high
        self.setRange(-INT_LIMIT, INT_LIMIT)
        self.setValue(low)
        self.valueChanged.connect(self._fit_unit)
        self._fit_unit(self.value())

    def set_allowed(self, low: int, high: int) -> None:
        """The range the arrows move in (the model's range, narrowed by other fields)."""
        self.low, self.high = low, high

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt override)
        _step_within(self, steps)

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 (Qt override)
        return _steps_enabled(self)

    @Slot(int)
    def _fit_unit(self, value: int) -> None:
        if self._unit:
            self.setSuffix(f" {unit_text(self._unit, value)}")


class RangeDoubleSpinBox(QDoubleSpinBox):
    """A number field that keeps what is typed; the arrows stay within `allowed`.

    `off_text` is shown for 0 (typed 0, or the word itself, is read as 0); the unit
    follows the number ("1.50 ×") and is not needed when typing.
    """

    def __init__(
        self, unit: str, low: float, high: float, off_text: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.low, self.high = low, high
        self._off = off_text
        self._unit = unit
        self.setDecimals(2)
        self.setRange(-FLOAT_LIMIT, FLOAT_LIMIT)
        self.setValue(low)

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt override)
        _step_within(self, steps)

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 (Qt override)
        return _steps_enabled(self)

    def textFromValue(self, value: float) -> str:  # noqa: N802 (Qt override)
        if self._off and value == 0:
            return self._off
        number = super().textFromValue(value)
        return f"{number} {unit_text(self._unit, value)}" if self._unit else number

    def valueFromText(self, text: str) -> float:  # noqa: N802 (Qt override)
        bare = self._bare(text)
        if self._off and bare.lower() == self._off.lower():
            return 0.0
        return super().valueFromText(bare)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        bare = self._bare(text)
        if self._off and bare and self._off.lower().startswith(bare.lower()):
            done = bare.lower() == self._off.lower()
            return (QValidator.State.Acceptable if done else QValidator.State.Intermediate), text, pos
        state, _, _ = super().validate(bare, min(pos, len(bare)))
        return state, text, pos

    def _bare(self, text: str) -> str:
        text = text.strip()
        for count in (1, 2, 5) if self._unit else ():  # every plural form (Russian has three)
            text = text.removesuffix(unit_text(self._unit, count)).strip()
        return text
