"""The up-card memory drill's dialog (answers, timing, score) and the results over time."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.analysis.memory_drill import DrillResult, Question, QuestionKind
from studdesk.engine.cards import Rank, Suit, card
from studdesk.persistence.drill_log import DrillEntry, DrillHistory
from studdesk.ui.memory_drill import DrillResultsDialog, MemoryDrillDialog

QUESTIONS = (
    Question(QuestionKind.FOLDED_OF_SUIT, suit=Suit.SPADES, answer=2),
    Question(QuestionKind.CARD_LIVE, card=card("9h"), answer=False),
    Question(QuestionKind.FOLDED_OF_RANK, rank=Rank.KING, answer=1),
)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_drill_asks_each_question_times_the_answers_and_scores_them(qtbot: QtBot) -> None:
    clock = Clock()
    dialog = MemoryDrillDialog(QUESTIONS, folded=3, clock=clock)
    qtbot.addWidget(dialog)
    dialog.show()
    results: list[DrillResult] = []
    dialog.completed.connect(results.append)
    assert dialog.intro.text().startswith("3 up cards folded this hand and hidden now")
    assert dialog.number.text() == "Question 1 of 3"
    assert dialog.question.text() == "How many spades were folded?"
    assert dialog.count.isVisible() and not dialog.yes.isVisible()
    clock.now += 4.0
    dialog.count.setValue(2)
    dialog.answer_button.click()
    assert dialog.feedback.text() == "Right."
    assert not dialog.answer_button.isEnabled()
    dialog.answer(5)  # a second answer to the same question is not taken
    dialog.next_button.click()
    assert dialog.question.text() == "Is the 9♥ live?"
    assert dialog.yes.isVisible() and not dialog.count.isVisible()
    clock.now += 2.0
    dialog.yes.click()
    assert dialog.feedback.text() == "Not quite: the answer is no."
    dialog.next_button.click()
    assert dialog.question.text() == "How many kings were folded?"
    clock.now += 3.0
    dialog.count.setValue(1)
    dialog.answer_button.click()
    (result,) = results
    assert (result.asked, result.correct) == (3, 2)
    assert result.mean_seconds == 3.0
    assert dialog.question.text() == "2 of 3 right (67 %), 3.0 s a question"
    assert not dialog.next_button.isVisible()


def test_a_drill_needs_a_question() -> None:
    try:
        MemoryDrillDialog((), folded=0)
    except ValueError:
        return
    raise AssertionError("a drill without questions was made")


def test_results_over_time_show_figures_a_chart_and_the_latest_drills(qtbot: QtBot) -> None:
    history = DrillHistory(
        (DrillEntry(1_700_000_000.0, 5, 3, 4.0), DrillEntry(1_700_086_400.0, 5, 5, 2.0)), skipped=1
    )
    dialog = DrillResultsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.summary.text() == "Over 2 drills: 80 % right, 3.0 s a question"
    assert dialog.list.count() == 2
    assert dialog.list.item(0).text().endswith(": 5 of 5 right, 2.0 s a question")  # the newest first
    assert dialog.chart.points == [(0.6, 4.0), (1.0, 2.0)]
    assert dialog.note.text() == "1 damaged line in the drill results skipped."
    dialog.chart.grab()  # paints without complaint


def test_no_results_yet_says_how_to_start(qtbot: QtBot) -> None:
    dialog = DrillResultsDialog(DrillHistory(()))
    qtbot.addWidget(dialog)
    assert "switch the memory drill on" in dialog.summary.text()
    dialog.chart.grab()
