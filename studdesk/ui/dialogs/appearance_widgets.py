"""Small helpers of the settings dialog's appearance rows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from studdesk.ui.dialogs.field_widgets import ColorField


class FeltPresets(QWidget):
    """A row of buttons, one per classic felt colour, that fill in the felt colour field."""

    def __init__(self, field: ColorField, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._field = field
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        presets = (
            (self.tr("Green"), "#1d6b3c"),
            (self.tr("Blue"), "#1f4e79"),
            (self.tr("Red"), "#7a1f24"),
            (self.tr("Grey"), "#4a4f55"),
        )
        self.buttons: dict[str, QPushButton] = {}
        for name, colour in presets:
            button = QPushButton(name)
            button.setToolTip(self.tr("Felt colour {colour}").format(colour=colour))
            button.setStyleSheet(f"QPushButton {{ border-left: 14px solid {colour}; padding: 2px 8px; }}")
            button.clicked.connect(self._setter(colour))
            row.addWidget(button)
            self.buttons[colour] = button
        row.addStretch(1)

    def _setter(self, colour: str) -> Callable[[], None]:
        def chosen() -> None:
            self._field.set_text(colour)

        return chosen
