"""The opponents' seats in the settings dialog: one row per seat, named as the table names it.

Each row is the seat's player ("Ada:"), the bot that plays it (the grouped
list of `bot_choice`) and one line on how that bot plays. Rows beyond the
number of opponents are hidden but keep their choice, so fewer and then more
opponents gives the same bots back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from studdesk.persistence.settings import seat_bot
from studdesk.ui.dialogs.bot_choice import BotCombo
from studdesk.ui.dialogs.field_widgets import NoteLabel
from studdesk.wording.bots import bot_description, bot_label, bot_summary, default_seat, opponent_seat
from studdesk.wording.dialogs import seat_bot_tip


class ElidedLabel(NoteLabel):
    """One line that ends in "…" when it does not fit; the whole text is its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setWordWrap(False)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override): room for the whole line if there is some
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, hint.height())

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width()))


class SeatBots(QWidget):
    """The bot of every opponent seat; `values()` as Settings.opponent_bots wants them."""

    changed = Signal()

    def __init__(
        self,
        bot_names: Sequence[str],
        seats: int,
        opponent_names: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.combos: list[BotCombo] = []
        self.labels: list[QLabel] = []
        self.descriptions: list[ElidedLabel] = []
        self._default = ""
        for i in range(seats):
            name = opponent_names[i] if i < len(opponent_names) else opponent_seat(i + 1)
            combo = BotCombo(bot_names, with_default=True)
            combo.setToolTip(seat_bot_tip(name))
            combo.setSizeAdjustPolicy(BotCombo.SizeAdjustPolicy.AdjustToContents)
            label = QLabel(f"{name}:")
            label.setBuddy(combo)
            about = ElidedLabel()
            grid.addWidget(label, i, 0, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(combo, i, 1)
            grid.addWidget(about, i, 2)
            combo.currentIndexChanged.connect(self._on_changed)
            self.combos.append(combo)
            self.labels.append(label)
            self.descriptions.append(about)
        grid.setColumnStretch(2, 1)  # the bots' lines take the room that is left

    def load(self, bots: Sequence[str]) -> None:
        for i, combo in enumerate(self.combos):
            combo.set_value(bots[i] if i < len(bots) else None)
        self._describe()

    def set_count(self, count: int) -> None:
        """Show the first `count` seats (the number of opponents)."""
        for i, row in enumerate(zip(self.labels, self.combos, self.descriptions, strict=True)):
            for widget in row:
                widget.setVisible(i < count)

    def set_default(self, bot: str) -> None:
        """The default bot, for seats left on "Default" (a mix gives each seat its style)."""
        self._default = bot
        for i, combo in enumerate(self.combos):
            combo.setItemText(0, default_seat(bot_label(seat_bot(bot, i)) if bot else None))
        widest = max((combo.sizeHint().width() for combo in self.combos), default=0)
        for combo in self.combos:  # one column of lists, however long each seat's default reads
            combo.setMinimumWidth(widest)
        self._describe()

    def values(self, default: str) -> tuple[str, ...]:
        """The bots of the seats in order. Seats left on the default after the last chosen one
        are not listed; one in between is stored with the default's name."""
        choices = [combo.value() for combo in self.combos]
        last = max((i for i, c in enumerate(choices) if c is not None), default=-1)
        return tuple(c if c is not None else default for c in choices[: last + 1])

    @Slot()
    def _on_changed(self) -> None:
        self._describe()
        self.changed.emit()

    def _describe(self) -> None:
        for i, (combo, about) in enumerate(zip(self.combos, self.descriptions, strict=True)):
            bot = combo.value() or (seat_bot(self._default, i) if self._default else "")
            about.set_full_text(bot_summary(bot) if bot else "")
            about.setToolTip(bot_description(bot) if bot else "")
