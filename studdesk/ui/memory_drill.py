"""The up-card memory drill: questions about the folded up cards while they are hidden, and its results.

`MemoryDrillDialog` asks the questions one at a time (a number of cards, or
whether a card is live), times each answer from the moment the question shows,
says right or wrong, and at the end emits the scored result. `DrillResultsDialog`
shows every drill taken so far: a chart of the accuracy and the time per
question, and the latest drills in words.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import datetime
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studdesk.analysis.memory_drill import DrillResult, Question, score
from studdesk.persistence.drill_log import DrillHistory
from studdesk.wording import drills as words
from studdesk.wording import translate

#: the most cards of one suit or rank that can have been folded
MAX_COUNT = 13


def question_words(q: Question) -> str:
    return words.question_text(q.kind.value, q.suit, q.rank, q.card)


class MemoryDrillDialog(QDialog):
    """One drill: the questions, the player's answers with their times, the result."""

    #: the drill is over (a `DrillResult`); not emitted when the player stops early
    completed = Signal(object)

    def __init__(
        self,
        questions: Sequence[Question],
        folded: int,
        parent: QWidget | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        if not questions:
            raise ValueError("a drill needs at least one question")
        self.setObjectName("MemoryDrill")
        self.setWindowTitle(words.drill_title())
        self.questions = tuple(questions)
        self.clock = clock
        self.answers: list[tuple[int | bool, float]] = []
        self.outcome: DrillResult | None = None
        self._asked_at = 0.0

        self.intro = QLabel(words.drill_intro(folded))
        self.intro.setWordWrap(True)
        self.number = QLabel("")
        self.number.setObjectName("number")
        self.question = QLabel("")
        self.question.setObjectName("question")
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        self.question.setFont(big)
        self.question.setWordWrap(True)

        self.count = QSpinBox()
        self.count.setObjectName("count")
        self.count.setRange(0, MAX_COUNT)
        self.answer_button = QPushButton(translate("MemoryDrill", "Answer"))
        self.answer_button.setObjectName("answer")
        self.answer_button.clicked.connect(lambda: self.answer(self.count.value()))
        self.yes = QPushButton(translate("MemoryDrill", "Yes, it is live"))
        self.yes.setObjectName("yes")
        self.no = QPushButton(translate("MemoryDrill", "No, it is dead"))
        self.no.setObjectName("no")
        self.yes.clicked.connect(lambda: self.answer(True))
        self.no.clicked.connect(lambda: self.answer(False))
        answers = QHBoxLayout()
        for w in (self.count, self.answer_button, self.yes, self.no):
            answers.addWidget(w)
        answers.addStretch(1)

        self.feedback = QLabel("")
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.next_button = QPushButton(translate("MemoryDrill", "Next question"))
        self.next_button.setObjectName("next")
        self.next_button.clicked.connect(self.next_question)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.number)
        layout.addWidget(self.question)
        layout.addLayout(answers)
        layout.addWidget(self.feedback)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self._show_question()

    @property
    def current(self) -> Question | None:
        index = len(self.answers)
        return self.questions[index] if index < len(self.questions) else None

    def _show_question(self) -> None:
        q = self.current
        assert q is not None
        self.number.setText(words.question_number(len(self.answers) + 1, len(self.questions)))
        self.question.setText(question_words(q))
        counting = not isinstance(q.answer, bool)
        for w in (self.count, self.answer_button):
            w.setVisible(counting)
            w.setEnabled(True)
        for w in (self.yes, self.no):
            w.setVisible(not counting)
            w.setEnabled(True)
        self.count.setValue(0)
        self.feedback.setText("")
        self.next_button.hide()
        (self.count if counting else self.yes).setFocus()
        self.answer_button.setDefault(counting)
        self._asked_at = self.clock()

    @Slot()
    def answer(self, given: int | bool) -> None:
        """The player's answer to the question on show (taken once)."""
        q = self.current
        if q is None or self.next_button.isVisible():
            return
        self.answers.append((given, self.clock() - self._asked_at))
        right = given == q.answer and type(given) is type(q.answer)
        self.feedback.setText(
            words.right_answer() if right else words.wrong_answer(words.answer_text(q.answer))
        )
        for w in (self.count, self.answer_button, self.yes, self.no):
            w.setEnabled(False)
        if self.current is None:
            self.outcome = score(self.questions, self.answers)
            r = self.outcome
            self.number.setText("")
            self.question.setText(words.drill_result_text(r.correct, r.asked, r.accuracy, r.mean_seconds))
            self.completed.emit(r)
            self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        else:
            self.next_button.show()
            self.next_button.setDefault(True)
            self.next_button.setFocus()

    @Slot()
    def next_question(self) -> None:
        if self.current is not None:
            self._show_question()


class AccuracyChart(QWidget):
    """Accuracy (bars, 0-100 %) and seconds per question (a line) of the latest drills."""

    SHOWN = 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AccuracyChart")
        self.setMinimumSize(420, 160)
        self.points: list[tuple[float, float]] = []

    def set_history(self, history: DrillHistory) -> None:
        self.points = [(e.accuracy, e.mean_seconds) for e in history.entries[-self.SHOWN :]]
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        labels = self.fontMetrics().horizontalAdvance("100%") + 8
        area = QRectF(self.rect()).adjusted(labels + 4, 10, -34, -10)
        painter.fillRect(self.rect(), QColor("#15181c"))
        painter.setPen(QPen(QColor("#3a424b"), 1))
        for fraction in (0.0, 0.5, 1.0):
            y = area.bottom() - fraction * area.height()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#8fa1b3"))
            painter.drawText(
                QRectF(0, y - 8, labels, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{fraction * 100:.0f}%",
            )
            painter.setPen(QPen(QColor("#3a424b"), 1))
        if not self.points:
            return
        n = len(self.points)
        step = area.width() / n
        slowest = max(max(s for _, s in self.points), 1.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#4f9d69"))
        for i, (accuracy, _) in enumerate(self.points):
            h = accuracy * area.height()
            painter.drawRect(QRectF(area.left() + i * step + step * 0.15, area.bottom() - h, step * 0.7, h))
        painter.setPen(QPen(QColor("#ffd866"), 2))
        line = [
            QPointF(area.left() + (i + 0.5) * step, area.bottom() - (s / slowest) * area.height())
            for i, (_, s) in enumerate(self.points)
        ]
        for a, b in pairwise(line):
            painter.drawLine(a, b)
        painter.setPen(QColor("#ffd866"))
        painter.drawText(
            QRectF(area.right() + 2, area.top() - 6, 32, 16), Qt.AlignmentFlag.AlignLeft, f"{slowest:.0f}s"
        )


class DrillResultsDialog(QDialog):
    """Every memory drill so far: the overall figures, a chart, the latest drills."""

    LISTED = 200

    def __init__(self, history: DrillHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DrillResults")
        self.setWindowTitle(translate("MemoryDrill", "Memory drill results"))
        self.summary = QLabel("")
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.legend = QLabel(
            translate("MemoryDrill", "Bars: share of right answers. Yellow line: seconds per question.")
        )
        self.chart = AccuracyChart()
        self.list = QListWidget()
        self.list.setObjectName("drills")
        self.note = QLabel("")
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (self.summary, self.chart, self.legend, self.list, self.note, buttons):
            layout.addWidget(w)
        self.resize(520, 520)
        self.show_history(history)

    def show_history(self, history: DrillHistory) -> None:
        entries = history.entries
        if entries:
            self.summary.setText(words.results_summary(len(entries), history.accuracy, history.mean_seconds))
        else:
            self.summary.setText(words.no_results_yet())
        self.chart.set_history(history)
        self.list.clear()
        for e in reversed(entries[-self.LISTED :]):
            when = datetime.fromtimestamp(e.at).strftime("%Y-%m-%d %H:%M")
            self.list.addItem(words.results_row(when, e.correct, e.asked, e.mean_seconds))
        self.note.setText(words.results_unreadable(history.skipped) if history.skipped else "")
