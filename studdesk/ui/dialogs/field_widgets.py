"""Small editors for the settings dialog, built from the Settings model's field metadata.

Labels, tooltips, ranges and units come from the pydantic fields, so the dialog
cannot drift from the model that validates what it produces.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QColorDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from studdesk.persistence.settings import Settings, field_title
from studdesk.ui.dialogs.range_spins import FLOAT_LIMIT, INT_LIMIT, RangeDoubleSpinBox, RangeSpinBox
from studdesk.wording import translate, translate_marked
from studdesk.wording.dialogs import allowed_range, pick_colour


def description(field: str) -> str:
    text = Settings.model_fields[field].description
    return translate_marked("Settings", text) if text else ""


def limits(field: str) -> tuple[float | None, float | None]:
    """(lowest, highest) allowed by the field's ge/le constraints."""
    low: float | None = None
    high: float | None = None
    for item in Settings.model_fields[field].metadata:
        low = getattr(item, "ge", low)
        high = getattr(item, "le", high)
    return low, high


def unit(field: str) -> str:
    extra = Settings.model_fields[field].json_schema_extra
    value = extra.get("unit") if isinstance(extra, dict) else None
    return str(value) if value else ""


def field_label(field: str) -> QLabel:
    label = QLabel(f"{field_title(field)}:")
    label.setToolTip(description(field))
    return label


def int_spin(field: str, step: int = 1) -> RangeSpinBox:
    """A whole-number field for `field`: its arrows move within the model's range, typing is kept."""
    low, high = limits(field)
    spin = RangeSpinBox(
        unit(field),
        int(low) if low is not None else 0,
        int(min(high, INT_LIMIT)) if high is not None else INT_LIMIT,
    )
    spin.setSingleStep(step)
    spin.setGroupSeparatorShown(True)
    spin.setToolTip(description(field))
    spin.setAccelerated(True)
    return spin


def float_spin(field: str, step: float, off_text: str = "") -> RangeDoubleSpinBox:
    low, high = limits(field)
    spin = RangeDoubleSpinBox(
        unit(field), low if low is not None else 0.0, high if high is not None else FLOAT_LIMIT, off_text
    )
    spin.setSingleStep(step)
    spin.setToolTip(description(field))
    return spin


def range_label(field: str, low: float | None = None, high: float | None = None) -> NoteLabel:
    """The allowed range, written beside a number field ("1 to 9", "0 (off) to 4 ×")."""
    label = NoteLabel("")
    label.setWordWrap(False)
    label.setObjectName(f"{field}_range")
    set_range_text(label, field, low, high)
    return label


def set_range_text(
    label: QLabel, field: str, low: float | None = None, high: float | None = None, why: str = ""
) -> None:
    model_low, model_high = limits(field)
    low = model_low if low is None else low
    high = model_high if high is None else high
    label.setText(allowed_range(low, high, unit(field), why))


class NoteLabel(QLabel):
    """A quieter explanation under a control: readable, but clearly not a control itself."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        palette = self.palette()
        text_color = palette.color(QPalette.ColorRole.WindowText)
        window = palette.color(QPalette.ColorRole.Window)
        # two thirds of the way from the background to the text colour
        blended = QColor(
            (2 * text_color.red() + window.red()) // 3,
            (2 * text_color.green() + window.green()) // 3,
            (2 * text_color.blue() + window.blue()) // 3,
        )
        palette.setColor(QPalette.ColorRole.WindowText, blended)
        self.setPalette(palette)


class ErrorLabel(QLabel):
    """A plain-words problem shown under its field; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.hide()

    def show_problem(self, message: str | None) -> None:
        if message:
            self.setText(message)
            self.setStyleSheet(f"color: {error_color(self.palette()).name()};")
            self.show()
        else:
            self.clear()
            self.hide()


def error_color(palette: QPalette) -> QColor:
    """A red that reads on both light and dark window backgrounds."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor("#ff7b72") if dark else QColor("#b3261e")


class ColorField(QWidget):
    """A #rrggbb text field with a swatch button that opens the colour picker."""

    changed = Signal()

    def __init__(self, field: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._field = field
        self.edit = QLineEdit()
        self.edit.setMaxLength(7)
        self.edit.setToolTip(description(field))
        self.edit.setPlaceholderText("#1d6b3c")
        self.button = QPushButton(translate("SettingsDialog", "Choose…"))
        self.button.setToolTip(pick_colour(field_title(field)))
        self.swatch = QLabel()
        self.swatch.setFixedSize(28, 20)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.swatch)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.button)
        self.edit.textChanged.connect(self._on_text)
        self.button.clicked.connect(self._pick)

    def text(self) -> str:
        return self.edit.text().strip()

    def set_text(self, value: str) -> None:
        self.edit.setText(value)

    @Slot(str)
    def _on_text(self, _text: str) -> None:
        color = QColor(self.text())
        valid = color.isValid() and len(self.text()) == 7
        # the swatch shows the colour only when it is one; the error label says why not
        self.swatch.setStyleSheet(
            f"background: {color.name()}; border: 1px solid palette(mid);"
            if valid
            else "background: transparent; border: 1px dashed palette(mid);"
        )
        self.changed.emit()

    @Slot()
    def _pick(self) -> None:
        current = QColor(self.text())
        chosen = QColorDialog.getColor(
            current if current.isValid() else QColor("#1d6b3c"), self, field_title(self._field)
        )
        if chosen.isValid():
            self.set_text(chosen.name())
