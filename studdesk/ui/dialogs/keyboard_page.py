"""The settings dialog's Keyboard tab: every shortcut, shown and rebindable.

A key field records one key (with modifiers) when it has the focus; Tab and
Shift+Tab still move on, so the page can be used without a mouse. Each row has a
button that puts the usual key back; a key given to two commands is named under
the list and keeps the dialog's OK disabled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QKeySequenceEdit,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.ui.shortcuts import COMMANDS, bindings, changes, clashes, key_of, shown

_MOVE_ON = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


class _TabPassesThrough(QObject):
    """Lets Tab and Shift+Tab leave a key field instead of being recorded as its key."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in _MOVE_ON:
            widget = watched.parent() if isinstance(watched.parent(), QKeySequenceEdit) else watched
            if isinstance(widget, QWidget):
                widget.focusNextPrevChild(event.key() == Qt.Key.Key_Tab)
                return True
        return False


class KeyboardPage(QWidget):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Click a key field (or Tab to it) and press the key you want; the button beside it "
                "puts the usual key back; a field left empty leaves its command without a key."
            )
        )
        intro.setWordWrap(True)
        outer.addWidget(intro)
        # key field, its usual key, then the words: a grid, so long (translated) words wrap
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        self._filter = _TabPassesThrough(self)
        self.edits: dict[str, QKeySequenceEdit] = {}
        for row, command in enumerate(COMMANDS):
            edit = QKeySequenceEdit()
            edit.setObjectName(f"key_{command.name}")
            edit.setMaximumSequenceLength(1)
            edit.setClearButtonEnabled(True)
            edit.setMinimumWidth(130)
            edit.setAccessibleName(command.what())
            edit.installEventFilter(self._filter)
            for child in edit.findChildren(QWidget):  # the line edit inside gets the keys
                child.installEventFilter(self._filter)
            edit.keySequenceChanged.connect(self._edited)
            usual = QPushButton(self.tr("Usual: {key}").format(key=shown(key_of(command.default))))
            usual.setAccessibleDescription(
                self.tr("Put back the usual key for {what}").format(what=command.what())
            )
            usual.clicked.connect(self._resetter(command.name))
            label = QLabel(command.what())
            label.setBuddy(edit)
            label.setWordWrap(True)
            grid.addWidget(edit, row, 0)
            grid.addWidget(usual, row, 1)
            grid.addWidget(label, row, 2)
            self.edits[command.name] = edit
        outer.addLayout(grid)
        self.clash_label = QLabel("")
        self.clash_label.setObjectName("ShortcutClashes")
        self.clash_label.setWordWrap(True)
        self.clash_label.setStyleSheet("color: #d9534f;")
        outer.addWidget(self.clash_label)
        outer.addStretch(1)

    def load(self, changed: Mapping[str, str]) -> None:
        for name, key in bindings(changed).items():
            edit = self.edits[name]
            edit.blockSignals(True)
            edit.setKeySequence(key)
            edit.blockSignals(False)
        self._edited()

    def keys(self) -> dict[str, QKeySequence]:
        return {name: key_of(edit.keySequence().toString()) for name, edit in self.edits.items()}

    def changes(self) -> dict[str, str]:
        """The keys that differ from the usual ones, as the settings keep them."""
        return changes(self.keys())

    def problems(self) -> list[str]:
        return [clash.words() for clash in clashes(self.keys())]

    @Slot()
    def _edited(self) -> None:
        self.clash_label.setText("\n".join(self.problems()))
        self.changed.emit()

    def _resetter(self, name: str) -> Callable[[], None]:
        def reset() -> None:
            command = next(c for c in COMMANDS if c.name == name)
            self.edits[name].setKeySequence(key_of(command.default))

        return reset
