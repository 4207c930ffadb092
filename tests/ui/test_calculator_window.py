"""The equity calculator window: typing and clicking cards, problems under their fields, computing
off the GUI thread, cancelling."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from pytestqt.qtbot import QtBot

from studdesk.play.calculator_tool import CalculatorTool
from studdesk.play.tools import CalcAnswer, CalcCheck, ToolCancelledError
from studdesk.ui.calculator_window import CalculatorWindow


def window(qtbot: QtBot, variant: str = "stud") -> CalculatorWindow:
    w = CalculatorWindow(CalculatorTool(seed=1), variant)
    qtbot.addWidget(w)
    w.show()
    return w


def test_an_exact_answer_fills_the_table(qtbot: QtBot) -> None:
    w = window(qtbot)
    w.rows[0].down.setText("As Ks")
    w.rows[0].up.setText("Kd Kc 7h 8h")
    w.rows[1].down.setText("Qh Qc")
    w.rows[1].up.setText("9c 3h 2c 8d")
    assert w.plan.text() == "1,560 deals: the answer will be exact"
    assert w.compute_button.isEnabled()
    w.compute_button.click()
    qtbot.waitUntil(lambda: w.answer is not None, timeout=10_000)
    assert w.status.text() == "exact, 1,560 deals enumerated"
    assert w.table.rowCount() == 2
    assert w.table.item(0, 1).text() == "A♠ K♠ K♦ K♣ 7♥ 8♥"
    assert w.table.item(0, 6).text() == "exact"
    assert w.table.isColumnHidden(3) and w.table.isColumnHidden(4)  # no high and low outside Hi/Lo
    equities = [float(w.table.item(r, 2).text().rstrip(" %")) for r in range(2)]
    assert abs(sum(equities) - 100.0) < 0.2


def test_hi_lo_shows_high_low_scoop_and_the_standard_error(qtbot: QtBot) -> None:
    w = window(qtbot, "stud8")
    w.rows[0].down.setText("As 2s")
    w.rows[0].up.setText("3h")
    w.rows[1].down.setText("Qc Qd")
    w.rows[1].up.setText("2d")
    w.samples.setValue(20_000)
    w.compute()
    qtbot.waitUntil(lambda: w.answer is not None, timeout=20_000)
    assert w.status.text().startswith("Monte Carlo, 20,000 random deals, standard error up to ")
    assert not w.table.isColumnHidden(3) and not w.table.isColumnHidden(4)
    assert w.table.item(0, 6).text().startswith("±")


def test_problems_show_under_their_fields_and_compute_waits(qtbot: QtBot) -> None:
    w = window(qtbot, "stud8")
    w.rows[0].down.setText("As 2s")
    w.rows[1].up.setText("2d As Xx")
    w.dead.setText("Kh 9")
    assert not w.compute_button.isEnabled()
    assert w.rows[1].error.isVisible()
    assert "'Xx' is not a card" in w.rows[1].error.text()
    assert "The As is given in player 1 and in player 2." in w.rows[1].error.text()
    assert w.dead_error.text().startswith("The dead cards: '9' is half a card")
    assert not w.rows[0].error.isVisible()
    w.rows[1].up.setText("2d")
    w.dead.setText("Kh")
    assert not w.rows[1].error.isVisible() and not w.dead_error.isVisible()
    assert w.compute_button.isEnabled()


def test_too_many_cards_and_too_many_players(qtbot: QtBot) -> None:
    w = window(qtbot, "five")
    w.rows[0].up.setText("As Ks Kd Kh Kc 7h")
    assert "deals each player only 5" in w.rows[0].error.text()
    for _ in range(10):
        w.add_player()
    assert len(w.rows) == 8 and not w.add_button.isEnabled()
    for _ in range(10):
        w.remove_player()
    assert len(w.rows) == 2 and not w.remove_button.isEnabled()


def test_the_card_grid_puts_cards_in_the_field_being_edited_and_greys_out_used_ones(qtbot: QtBot) -> None:
    w = window(qtbot)
    w.set_target("p1-up")
    w.grid.buttons_by_text("Ah").click()
    w.grid.buttons_by_text("Td").click()
    assert w.rows[1].up.text() == "Ah Td"
    assert w.grid.buttons_by_text("Ah").isChecked()
    w.set_target("p0-down")
    assert not w.grid.buttons_by_text("Ah").isEnabled()  # in another field: cannot be given twice
    w.grid.buttons_by_text("Ks").click()
    assert w.rows[0].down.text() == "Ks"
    w.grid.buttons_by_text("Ks").click()  # again: out
    assert w.rows[0].down.text() == ""
    w.set_target("dead")
    w.grid.buttons_by_text("2c").click()
    assert w.dead.text() == "2c"


class SlowService:
    """A calculator that runs until told to stop."""

    def __init__(self) -> None:
        self.started = threading.Event()

    def check(
        self, variant_key: str, players: Sequence[tuple[str, str]], dead: str, samples: int
    ) -> CalcCheck:
        return CalcCheck((), "forever")

    def compute(
        self,
        variant_key: str,
        players: Sequence[tuple[str, str]],
        dead: str,
        samples: int,
        exact: bool,
        should_stop: Callable[[], bool],
    ) -> CalcAnswer:
        self.started.set()
        while not should_stop():
            threading.Event().wait(0.005)
        raise ToolCancelledError


def test_cancel_stops_the_calculation_and_says_so(qtbot: QtBot) -> None:
    service = SlowService()
    w = CalculatorWindow(service)
    qtbot.addWidget(w)
    w.show()
    w.compute()
    assert w.computing and w.cancel_button.isEnabled() and not w.compute_button.isEnabled()
    assert w.status.text() == "Computing…"
    assert service.started.wait(5)
    w.cancel_button.click()
    qtbot.waitUntil(lambda: not w.computing, timeout=5000)
    assert w.status.text() == "Cancelled: no answer."
    assert w.compute_button.isEnabled() and not w.cancel_button.isEnabled()


def test_closing_the_window_stops_the_calculation(qtbot: QtBot) -> None:
    service = SlowService()
    w = CalculatorWindow(service)
    qtbot.addWidget(w)
    w.show()
    w.compute()
    assert service.started.wait(5)
    w.close()
    assert not w.background.busy


def test_a_changed_question_clears_the_old_answer(qtbot: QtBot) -> None:
    w = window(qtbot)
    w.rows[0].up.setText("As Ks Kd Kc 7h 8h")
    w.rows[1].up.setText("Qh Qc 9c 3h 2c 8d")
    w.compute()
    qtbot.waitUntil(lambda: w.answer is not None, timeout=10_000)
    w.rows[1].up.setText("Qh Qc 9c 3h 2c 8s")
    assert w.answer is None and w.table.rowCount() == 0 and w.status.text() == ""
