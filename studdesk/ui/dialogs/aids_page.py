"""The settings dialog's Practice aids tab: each aid on or off, the memory drill, sit-and-go tournaments.

A page of its own, so the dialog's other tabs are untouched: the dialog adds it
as a tab, merges `values()` into the settings it builds and calls `load`. The
labels and explanations come from the settings model's field metadata.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from studdesk.persistence.settings import Settings
from studdesk.ui.dialogs.field_widgets import NoteLabel, description, field_label
from studdesk.wording import translatable, translate, translate_marked

#: the aids at the table, in the order the tab lists them
TABLE_AIDS = (
    "live_odds",
    "board_reading",
    "hand_review",
    "advisor_hint",
    "rule_helpers",
    "dead_cards",
    "dim_folded_cards",
)
DRILL_CHOICES = (
    ("off", translatable("AidsPage", "Off")),
    ("end_of_hand", translatable("AidsPage", "After every hand with folded up cards")),
    ("random", translatable("AidsPage", "Now and then, on your turn")),
)
FIELDS = (*TABLE_AIDS, "memory_drill", "aids_in_tournaments")


class AidsPage(QWidget):
    """The Practice aids tab; `changed` whenever a box or the drill choice changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AidsPage")
        self.checks: dict[str, QCheckBox] = {}
        outer = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "AidsPage",
                "What a strong stud player sees and thinks, beside the table. The equity calculator "
                "and the third-street trainer are in the Tools menu at any time.",
            )
        )
        intro.setWordWrap(True)
        outer.addWidget(intro)
        for field in TABLE_AIDS:
            self._check(outer, field)
        self.drill = QComboBox()
        self.drill.setObjectName("memory_drill")
        for value, text in DRILL_CHOICES:
            self.drill.addItem(translate_marked("AidsPage", text), value)
        self.drill.setToolTip(description("memory_drill"))
        self.drill.currentIndexChanged.connect(self.changed)
        label = field_label("memory_drill")
        label.setBuddy(self.drill)
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(label)
        line.addWidget(self.drill, 1)
        outer.addWidget(self._with_note(row, "memory_drill"))
        self._check(outer, "aids_in_tournaments")
        outer.addStretch(1)

    def _check(self, column: QVBoxLayout, field: str) -> None:
        box = QCheckBox(field_label(field).text().rstrip(":"))
        box.setObjectName(field)
        box.setToolTip(description(field))
        box.toggled.connect(self.changed)
        self.checks[field] = box
        column.addWidget(self._with_note(box, field))

    @staticmethod
    def _with_note(editor: QWidget, field: str) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 4)
        column.setSpacing(2)
        column.addWidget(editor)
        note = NoteLabel(description(field))
        note.setObjectName(f"{field}_note")
        column.addWidget(note)
        return box

    def load(self, settings: Settings) -> None:
        for field, box in self.checks.items():
            box.setChecked(bool(getattr(settings, field)))
        self.drill.setCurrentIndex(max(0, self.drill.findData(settings.memory_drill)))

    def values(self) -> dict[str, Any]:
        return {
            **{field: box.isChecked() for field, box in self.checks.items()},
            "memory_drill": self.drill.currentData(),
        }
