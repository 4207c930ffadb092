"""The third-street trainer window (Tools ▸ Third-street trainer): a situation, a pick, the feedback.

Each situation is a real first round: your three cards, every door card and what
the players before you did. Pick fold, call, complete or raise; the feedback
says what the advisor (the Hard bot) would do and why, how strong the hand is by
the strategy's tiers, and what it is worth played to the showdown against the
players still in. The score runs until the table is changed. Dealing and judging
run the bots and a simulation, in a thread of the window's own.

A change of language (Qt's LanguageChange) words the window again at once: its
labels, and the situation, verdict and score on show (asked of the trainer again).
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.variants import VARIANTS
from studdesk.play.tools import TRAINER_STYLES, ToolError, TrainerSituation, TrainerVerdict
from studdesk.ui.background import Background, Job
from studdesk.ui.card_faces import PIXMAPS
from studdesk.ui.languages import follow_language
from studdesk.ui.theme import Theme
from studdesk.wording import drills as words
from studdesk.wording import translate
from studdesk.wording.system import unexpected_problem
from studdesk.wording.variants import game_name

log = logging.getLogger(__name__)

CARD_WIDTH = 64
MAX_OPPONENTS = 7


class TrainerService(Protocol):
    """What the window needs from the trainer (`play.trainer_tool.TrainerTool` is one)."""

    def configure(self, variant_key: str, opponents: int, seed: int, style: str) -> None: ...

    def deal(self) -> TrainerSituation: ...

    def judge(self, pick: str) -> TrainerVerdict: ...
    def reworded(self) -> tuple[TrainerSituation | None, TrainerVerdict | None, str]: ...


class TrainerWindow(QWidget):
    def __init__(
        self, service: TrainerService, seed: int, theme: Theme | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("TrainerWindow")
        self.service = service
        self.seed = seed
        self.theme = theme or Theme()
        self.background = Background(self)
        self.background.done.connect(self._answered)
        self.background.failed.connect(self._failed)
        self._job = 0
        self.situation: TrainerSituation | None = None
        self.verdict: TrainerVerdict | None = None

        self.variant = QComboBox()
        self.variant.setObjectName("variant")
        for key in VARIANTS:
            self.variant.addItem("", key)
        self.opponents = QSpinBox()
        self.opponents.setObjectName("opponents")
        self.opponents.setRange(1, MAX_OPPONENTS)
        self.opponents.setValue(4)
        self.opponents_style = QComboBox()
        self.opponents_style.setObjectName("style")
        for key in TRAINER_STYLES:
            self.opponents_style.addItem("", key)
        self.new_table = QPushButton()
        self.new_table.setObjectName("new_table")
        self.new_table.clicked.connect(self.start)
        self.game_label, self.opponents_label = QLabel(), QLabel()
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.variant, 1)
        table = QHBoxLayout()
        table.addWidget(self.opponents_label)
        table.addWidget(self.opponents)
        table.addWidget(self.opponents_style, 1)
        table.addWidget(self.new_table)

        self.title = QLabel("")
        self.title.setObjectName("title")
        self.title.setStyleSheet("font-weight: bold;")
        self.cards_row = QHBoxLayout()
        self.card_labels: list[QLabel] = []
        self.doors = QLabel("")
        self.doors.setObjectName("doors")
        self.doors.setWordWrap(True)
        self.pot = QLabel("")
        self.pot.setObjectName("pot")
        self.picks_row = QHBoxLayout()
        self.pick_buttons: dict[str, QPushButton] = {}
        self.feedback = QLabel("")
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.score = QLabel("")
        self.score.setObjectName("score")
        self.status = QLabel("")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.deal)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(table)
        layout.addWidget(self.title)
        layout.addLayout(self.cards_row)
        layout.addWidget(self.doors)
        layout.addWidget(self.pot)
        layout.addLayout(self.picks_row)
        layout.addWidget(self.feedback)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        layout.addWidget(self.score)
        layout.addWidget(self.status)
        self.resize(560, 560)
        follow_language(self, self.retranslate)

    def retranslate(self) -> None:
        """The window's own words in the language installed now (`ui.languages`)."""
        self.setWindowTitle(words.trainer_title())
        for index, variant in enumerate(VARIANTS.values()):
            self.variant.setItemText(index, game_name(variant))
        for index, key in enumerate(TRAINER_STYLES):
            self.opponents_style.setItemText(index, words.opponents_style(key))
        self.opponents_style.setToolTip(
            translate("TrainerWindow", "Who sits with you: the bots acting before you and in the simulation")
        )
        self.new_table.setText(translate("TrainerWindow", "New table"))
        self.new_table.setToolTip(
            translate(
                "TrainerWindow", "Deal at a table of this game, size and opponents; the score starts again"
            )
        )
        self.game_label.setText(translate("TrainerWindow", "Game:"))
        self.opponents_label.setText(translate("TrainerWindow", "Opponents:"))
        self.next_button.setText(translate("TrainerWindow", "Next situation"))
        if self.situation is not None:
            for label, up in zip(self.card_labels, self.situation.up, strict=True):
                label.setToolTip(_card_tip(up))
            if not self.background.busy:  # (a job on the way brings words of the new language)
                self._reword()

    def _reword(self) -> None:
        situation, verdict, score = self.service.reworded()
        if situation is None:
            return
        self.situation = situation
        self.title.setText(situation.title)
        self.doors.setText("\n".join(situation.doors))
        self.pot.setText(situation.pot)
        for value, text in situation.picks:
            button = self.pick_buttons.get(value)
            if button is not None:
                button.setText(text)
        if verdict is not None and self.verdict is not None:
            self.verdict = verdict
            self.feedback.setText("\n".join(verdict.lines))
        if self.score.text():
            self.score.setText(score)

    # ------------------------------------------------------------------ the player

    @Slot()
    def start(self) -> None:
        """A new table of the chosen game, size and opponents, and its first situation."""
        variant, opponents, seed = str(self.variant.currentData()), self.opponents.value(), self.seed
        style = str(self.opponents_style.currentData())
        self.seed += 1
        service = self.service

        def job(_stop: object) -> TrainerSituation:
            service.configure(variant, opponents, seed, style)
            return service.deal()

        self.score.setText("")
        self._run(job, words.dealing())

    @Slot()
    def deal(self) -> None:
        service = self.service
        self._run(lambda _stop: service.deal(), words.dealing())

    def pick(self, value: str) -> None:
        """The player's answer to the situation on show."""
        if self.situation is None or self.verdict is not None or value not in self.pick_buttons:
            return
        service = self.service
        self._run(lambda _stop: service.judge(value), words.judging())

    def _run(self, job: Job, note: str) -> None:
        self._job = self.background.run(job)
        self.status.setText(note)
        self._enable(False)

    def _enable(self, on: bool) -> None:
        self.new_table.setEnabled(on)
        self.next_button.setEnabled(on and self.verdict is not None)
        for button in self.pick_buttons.values():
            button.setEnabled(on and self.verdict is None)

    # ------------------------------------------------------------------ answers

    @Slot(int, object)
    def _answered(self, job: int, answer: object) -> None:
        if job != self._job:
            return
        self.status.setText("")
        if isinstance(answer, TrainerSituation):
            self._show_situation(answer)
        elif isinstance(answer, TrainerVerdict):
            self.verdict = answer
            self.feedback.setText("\n".join(answer.lines))
            self.feedback.setStyleSheet("color: #1f7a3a;" if answer.correct else "color: #b3261e;")
            self.score.setText(answer.score)
        self._enable(True)

    @Slot(int, object)
    def _failed(self, job: int, error: object) -> None:
        if job != self._job:
            return
        if isinstance(error, ToolError):
            reason = str(error)
        else:  # a bug: its English goes to the log, the player reads that something went wrong
            log.warning("the trainer failed: %r", error)
            reason = unexpected_problem()
        self.status.setText(words.trainer_failed(reason))
        self._enable(True)

    def _show_situation(self, s: TrainerSituation) -> None:
        self.situation, self.verdict = s, None
        self.title.setText(s.title)
        _clear(self.cards_row)
        self.card_labels = []
        ratio = self.devicePixelRatioF()
        for card, up in zip(s.cards, s.up, strict=True):
            label = QLabel()
            pixmap = PIXMAPS.face(card, CARD_WIDTH * ratio, self.theme, hidden=not up)
            pixmap.setDevicePixelRatio(ratio)
            label.setPixmap(pixmap)
            label.setToolTip(_card_tip(up))
            self.cards_row.addWidget(label)
            self.card_labels.append(label)
        self.cards_row.addStretch(1)
        self.doors.setText("\n".join(s.doors))
        self.pot.setText(s.pot)
        _clear(self.picks_row)
        self.pick_buttons = {}
        for value, label_text in s.picks:
            button = QPushButton(label_text)
            button.setObjectName(f"pick-{value}")
            button.clicked.connect(lambda _checked=False, v=value: self.pick(v))
            self.picks_row.addWidget(button)
            self.pick_buttons[value] = button
        self.picks_row.addStretch(1)
        self.feedback.setText("")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.background.stop()
        super().closeEvent(event)


def _card_tip(up: bool) -> str:
    return translate("TrainerWindow", "up card") if up else translate("TrainerWindow", "down card")


def _clear(layout: QHBoxLayout) -> None:
    """Take every widget and stretch out of a row (the widgets are deleted)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()
