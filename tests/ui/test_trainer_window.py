"""The third-street trainer window: a situation, the picks on offer, the feedback and the score."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from studdesk.engine.cards import card
from studdesk.play.tools import TrainerSituation, TrainerVerdict
from studdesk.play.trainer_tool import TrainerTool
from studdesk.ui import languages
from studdesk.ui.trainer_window import TrainerWindow


class FakeTrainer:
    def __init__(self) -> None:
        self.configured: list[tuple[str, int, int, str]] = []
        self.judged: list[str] = []
        self.number = 0

    def configure(self, variant_key: str, opponents: int, seed: int, style: str) -> None:
        self.configured.append((variant_key, opponents, seed, style))
        self.number = 0

    def deal(self) -> TrainerSituation:
        self.number += 1
        return TrainerSituation(
            self.number,
            f"Situation {self.number} · Razz",
            (card("Ah"), card("2d"), card("3c")),
            (False, False, True),
            ("Ada (K♠): Brings in for 10",),
            "call 10 to win 25: 2.5 to 1, you need 29 %",
            (("fold", "Fold"), ("call", "Call"), ("complete", "Complete to 30")),
        )

    def reworded(self) -> tuple[TrainerSituation | None, TrainerVerdict | None, str]:
        return None, None, ""  # (the language is not changed here: tests/app/test_tool_windows_language.py)

    def judge(self, pick: str) -> TrainerVerdict:
        self.judged.append(pick)
        if pick == "call":
            raise ValueError("the simulation broke")
        right = pick == "complete"
        return TrainerVerdict(
            right,
            ("Right: Completed: wheel draw",) if right else ("The advisor would complete",),
            "1 of 1 (100 %), streak 1, best 1",
        )


def test_a_situation_its_picks_and_the_feedback(qtbot: QtBot) -> None:
    fake = FakeTrainer()
    w = TrainerWindow(fake, seed=4)
    qtbot.addWidget(w)
    w.show()
    w.variant.setCurrentIndex(w.variant.findData("razz"))
    w.opponents.setValue(3)
    w.opponents_style.setCurrentIndex(w.opponents_style.findData("rock"))
    assert w.opponents_style.currentText() == "Rocks (tight, cautious)"
    w.start()
    qtbot.waitUntil(lambda: w.situation is not None, timeout=5000)
    assert fake.configured == [("razz", 3, 4, "rock")]
    assert w.title.text() == "Situation 1 · Razz"
    assert len(w.card_labels) == 3
    assert w.doors.text() == "Ada (K♠): Brings in for 10"
    assert sorted(w.pick_buttons) == ["call", "complete", "fold"]
    assert not w.next_button.isEnabled()
    w.pick_buttons["complete"].click()
    qtbot.waitUntil(lambda: w.verdict is not None, timeout=5000)
    assert w.feedback.text() == "Right: Completed: wheel draw"
    assert w.score.text() == "1 of 1 (100 %), streak 1, best 1"
    assert not any(b.isEnabled() for b in w.pick_buttons.values())  # one pick per situation
    w.pick("fold")
    assert fake.judged == ["complete"]
    w.next_button.click()
    qtbot.waitUntil(lambda: w.situation is not None and w.situation.number == 2, timeout=5000)
    assert w.feedback.text() == "" and all(b.isEnabled() for b in w.pick_buttons.values())


def test_a_failure_is_said_and_the_window_goes_on(qtbot: QtBot) -> None:
    fake = FakeTrainer()
    w = TrainerWindow(fake, seed=1)
    qtbot.addWidget(w)
    w.start()
    qtbot.waitUntil(lambda: w.situation is not None, timeout=5000)
    w.pick("call")
    qtbot.waitUntil(lambda: "could not go on" in w.status.text(), timeout=5000)
    # a bug's English ("the simulation broke") is for the log, not the player
    assert w.status.text() == "The trainer could not go on: an unexpected error (the log has the details)"
    assert w.pick_buttons["fold"].isEnabled()


def test_a_failure_is_said_in_russian(qtbot: QtBot) -> None:
    languages.languages().apply("ru")
    w = TrainerWindow(FakeTrainer(), seed=1)
    qtbot.addWidget(w)
    w.start()
    qtbot.waitUntil(lambda: w.situation is not None, timeout=5000)
    w.pick("call")
    qtbot.waitUntil(lambda: "непредвиденная ошибка" in w.status.text(), timeout=5000)
    assert "simulation" not in w.status.text()


def test_the_real_trainer_deals_and_judges_in_the_window(qtbot: QtBot) -> None:
    w = TrainerWindow(TrainerTool(), seed=2)
    qtbot.addWidget(w)
    w.show()
    w.start()
    qtbot.waitUntil(lambda: w.situation is not None, timeout=20_000)
    assert w.situation is not None and len(w.situation.cards) == 3
    pick = next(iter(w.pick_buttons))
    w.pick(pick)
    qtbot.waitUntil(lambda: w.verdict is not None, timeout=20_000)
    assert w.score.text().endswith("best 1") or w.score.text().endswith("best 0")
    w.close()
