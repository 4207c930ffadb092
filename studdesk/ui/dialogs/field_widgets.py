"""Small editors for the settings dialog, built from the Settings model's field metadata.

Labels, tooltips, ranges and units come from the pydantic fields, so the dialog
cannot drift from the model that validates what it produces.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from studdesk.persistence.settings import Settings, field_title
from studdesk.wording import translate, translate_marked
from studdesk.wording.dialogs import bot_not_installed, not_a_bot_spec, pick_colour

_INT_LIMIT = 2_147_483_647  # QSpinBox holds a C int


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


class UnitSpinBox(QSpinBox):
    """A spin box whose unit agrees with the number ("1 chip", "2 chips")."""

    def __init__(self, unit: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._unit = unit
        self.valueChanged.connect(self._fit_unit)
        self._fit_unit(self.value())

    @Slot(int)
    def _fit_unit(self, value: int) -> None:
        if self._unit:
            self.setSuffix(f" {unit_text(self._unit, value)}")


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


def int_spin(field: str, step: int = 1) -> QSpinBox:
    spin = UnitSpinBox(unit(field))
    low, high = limits(field)
    spin.setRange(
        int(low) if low is not None else 0, int(min(high, _INT_LIMIT)) if high is not None else _INT_LIMIT
    )
    spin.setSingleStep(step)
    spin.setGroupSeparatorShown(True)
    spin.setToolTip(description(field))
    spin.setAccelerated(True)
    return spin


def float_spin(field: str, step: float, off_text: str | None = None) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    low, high = limits(field)
    spin.setRange(low if low is not None else 0.0, high if high is not None else 1e9)
    spin.setSingleStep(step)
    spin.setDecimals(2)
    suffix = unit(field)
    if suffix:
        spin.setSuffix(f" {unit_text(suffix, 2)}")
    if off_text:
        spin.setSpecialValueText(off_text)  # shown at the minimum
    spin.setToolTip(description(field))
    return spin


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


def bot_label(name: str) -> str:
    """'calling-station' -> 'Calling station'; plug-in specs (module:Class) stay as written."""
    if ":" in name:
        return name
    return name.replace("-", " ").replace("_", " ").capitalize()


#: the item that asks for a bot class of the player's own (data of that item)
OWN_BOT_ITEM = "\x00own-bot"
#: package.module:ClassName, as `studdesk.bots.registry.make_bot` loads it
BOT_SPEC = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")

AskSpec = Callable[[QWidget, "str | None"], "str | None"]


def ask_bot_spec(parent: QWidget, problem: str | None) -> str | None:
    """Ask for `package.module:ClassName`; None when the player cancels."""
    text = "Your own bot class, written as package.module:ClassName.\nIt must be importable by StudDesk."
    if problem:
        text = f"{problem}\n\n{text}"
    value, ok = QInputDialog.getText(parent, "Your own bot", text)
    return value.strip() if ok else None


class BotCombo(QComboBox):
    """Chooses a bot by registry name; optionally offers 'use the default bot' (value None).

    The last item asks for a bot class of the player's own (`package.module:ClassName`,
    see docs/bots.md); the game reports a class that cannot be loaded when it seats it.
    """

    def __init__(
        self,
        names: Sequence[str],
        with_default: bool,
        parent: QWidget | None = None,
        ask: AskSpec = ask_bot_spec,
    ) -> None:
        super().__init__(parent)
        self._known = list(names)
        self._ask = ask
        if with_default:
            self.addItem(translate("SettingsDialog", "Default bot"), None)
        for name in self._known:
            self.addItem(bot_label(name), name)
        self.addItem(translate("SettingsDialog", "Your own bot (module:Class)…"), OWN_BOT_ITEM)
        self._previous = 0
        self.activated.connect(self._on_activated)

    def value(self) -> str | None:
        data = self.currentData()
        return data if isinstance(data, str) and data != OWN_BOT_ITEM else None

    def set_value(self, name: str | None) -> None:
        index = self.findData(name) if name is not None else self.findData(None)
        if index < 0 and name is not None:
            # a plug-in spec is shown as written; a name from the settings file that no
            # installed bot answers to is kept, not lost
            label = bot_label(name) if ":" in name else bot_not_installed(bot_label(name))
            index = self.count() - 1
            self.insertItem(index, label, name)
        self.setCurrentIndex(max(index, 0))
        self._previous = self.currentIndex()

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        if self.itemData(index) != OWN_BOT_ITEM:
            self._previous = index
            return
        problem: str | None = None
        while True:
            spec = self._ask(self, problem)
            if spec is None:  # cancelled: back to the bot chosen before
                self.setCurrentIndex(self._previous)
                return
            if BOT_SPEC.match(spec):
                self.set_value(spec)  # its index change revalidates the dialog
                return
            problem = not_a_bot_spec(spec)


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
