"""The bring-in presets of the settings dialog: "2 × ante", "½ small bet", "¼ small bet".

Each button says what it gives with the stakes entered now, or why it gives
nothing usable (the bring-in is at least 1 chip and at most the small bet);
a click puts that amount in the bring-in field.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from studdesk.engine.structure import BringInPreset
from studdesk.wording import dialogs as words
from studdesk.wording import thousands, translatable, translate, translate_marked

_PRESET_NAMES = {
    BringInPreset.TWICE_ANTE: translatable("SettingsDialog", "2 × ante"),
    BringInPreset.HALF_SMALL_BET: translatable("SettingsDialog", "½ small bet"),
    BringInPreset.QUARTER_SMALL_BET: translatable("SettingsDialog", "¼ small bet"),
}
_PRESET_NOTES = {
    BringInPreset.TWICE_ANTE: translatable(
        "SettingsDialog", "Twice the ante (the usual Seven Card Stud bring-in)."
    ),
    BringInPreset.HALF_SMALL_BET: translatable(
        "SettingsDialog", "Half the small bet (common in Five Card Stud)."
    ),
    BringInPreset.QUARTER_SMALL_BET: translatable(
        "SettingsDialog", "A quarter of the small bet (e.g. 5 with 20/40 limits)."
    ),
}


class BringInPresets(QWidget):
    """The preset buttons in a row; `chosen(amount)` when one is clicked."""

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translate("SettingsDialog", "Presets:")))
        self.buttons: dict[BringInPreset, QPushButton] = {}
        self._stakes = (0, 0)
        for preset in BringInPreset:
            button = QPushButton(translate_marked("SettingsDialog", _PRESET_NAMES[preset]))
            button.setToolTip(translate_marked("SettingsDialog", _PRESET_NOTES[preset]))
            button.setProperty("preset", preset.name)
            button.clicked.connect(self._clicked)
            row.addWidget(button)
            self.buttons[preset] = button
        row.addStretch(1)

    def show_stakes(self, ante: int, small_bet: int) -> None:
        """What each preset gives with this ante and small bet."""
        self._stakes = (ante, small_bet)
        for preset, button in self.buttons.items():
            _show_preset(preset, button, ante, small_bet)

    @Slot()
    def _clicked(self) -> None:
        preset = BringInPreset[str(self.sender().property("preset"))]
        self.chosen.emit(preset.amount(*self._stakes))


def _show_preset(preset: BringInPreset, button: QPushButton, ante: int, small_bet: int) -> None:
    """The button says what it gives, or why it gives nothing usable now (the bring-in is at least 1)."""
    raw = {
        BringInPreset.TWICE_ANTE: 2 * ante,
        BringInPreset.HALF_SMALL_BET: small_bet // 2,
        BringInPreset.QUARTER_SMALL_BET: small_bet // 4,
    }[preset]
    name = translate_marked("SettingsDialog", _PRESET_NAMES[preset])
    if raw < 1:  # "2 × ante = 0", not a "= 1" the formula never gave
        button.setText(f"{name} = {raw}")
        button.setEnabled(False)
        button.setToolTip(words.preset_gives_nothing(name))
    elif raw > small_bet:
        button.setText(words.preset_capped(name, small_bet))
        button.setEnabled(True)
        button.setToolTip(words.preset_capped_tip(name, raw, small_bet))
    else:
        button.setText(f"{name} = {thousands(raw)}")
        button.setEnabled(True)
        button.setToolTip(translate_marked("SettingsDialog", _PRESET_NOTES[preset]))
