"""The practice aids in the real app (window, pacer, flow, engine thread, the coach and the bots in
their processes), animation off: the odds panel after every step, the hint on the player's turn,
the review after the hand, the memory drill holding the table, no aid in a sit-and-go by default,
the Tools menu."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.tournament_config import Entrant, LevelTiming, TournamentConfig
from studdesk.persistence.handstore import HandStore, default_path
from studdesk.persistence.handstore_query import list_hands
from studdesk.play.aids import AidsWanted, CoachFailed, HandReviewed
from studdesk.play.replay import review_lines
from studdesk.ui.calculator_window import CalculatorWindow
from studdesk.ui.memory_drill import DrillResultsDialog, MemoryDrillDialog

from .driver import Driver, mostly_calls, quick_settings, start

#: the aids as users get them: the coach and the bots in their own processes
pytestmark = pytest.mark.processes


def settled(driver: Driver, qtbot: QtBot) -> None:
    """The coach has answered the look for the table on show."""
    aids = driver.app.aids
    qtbot.waitUntil(
        lambda: "…" not in aids.panel.equity.lines() and aids.panel.token == aids.token, timeout=30_000
    )


def test_the_odds_panel_speaks_at_the_players_turn_and_after_every_step(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=11)
    aids = driver.app.aids
    assert aids.ui.dock.isVisible()  # live odds are on by default at the practice table
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=30_000)
    settled(driver, qtbot)
    equity = aids.panel.equity.lines()
    assert equity[0].startswith("Equity ") and "against 3 opponents" in equity[0]
    assert aids.panel.outs.lines()  # a draw, or words saying there is none
    looks = aids.token
    assert looks >= 2  # one look per batch the table showed
    driver.play_hand(mostly_calls, "click")
    settled(driver, qtbot)
    assert aids.token > looks


def test_the_advisors_hint_on_the_players_turn(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(advisor_hint=True), seed=11)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=30_000)
    aids = driver.app.aids
    qtbot.waitUntil(lambda: aids.panel.hint.lines()[0].startswith("Advisor: "), timeout=30_000)
    assert "Advisor: " in aids.panel.toPlainText()


def folds_at_once(offers: tuple[LegalAction, ...]) -> LegalAction:
    kinds = {o.kind: o for o in offers}
    return kinds.get(ActionKind.FOLD) or mostly_calls(offers)


def test_the_review_lists_the_decisions_after_the_hand_and_is_handed_on_to_be_kept(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=11)
    aids = driver.app.aids
    kept: list[tuple[int, str, object]] = []
    aids.review_ready.connect(lambda number, kind, body: kept.append((number, kind, body)))
    driver.play_hand(mostly_calls, "click")
    qtbot.waitUntil(lambda: aids.last_review is not None, timeout=30_000)
    review = aids.last_review
    assert review is not None and review.hand_number == 1
    assert review.lines[0].startswith(("All ", "Your one ", "1 of ", "2 of ", "3 of ", "4 of ", "5 of "))
    assert "Review of hand #1" in aids.panel.toPlainText()
    ((number, kind, body),) = kept
    assert (number, kind) == (1, "review")
    assert isinstance(body, dict) and body["hand"] == 1 and body["decisions"]
    driver.window.close()  # the engine thread writes what is queued for the hand history
    with HandStore.open(default_path()) as store:
        (row,) = list_hands(store)
        assert store.annotations(row.id) == {"review": body}
    assert review_lines({"review": body}) == review.lines  # the history shows what the panel showed


def test_a_review_for_a_game_since_replaced_is_not_kept_with_the_new_games_hand(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=11)
    aids = driver.app.aids
    kept: list[int] = []
    aids.review_ready.connect(lambda number, kind, body: kept.append(number))
    late = HandReviewed(1, ("All 2 of your decisions matched the advisor's.",), 0, {}, game=driver.pacer.game)
    driver.flow.new_game()
    assert driver.pacer.game == late.game + 1
    aids.on_reply(late)
    assert kept == [] and aids.last_review is late  # shown (it is the last hand's), not kept


def test_no_review_when_it_is_off(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(hand_review=False), seed=11)
    driver.play_hand(mostly_calls, "click")
    qtbot.wait(300)
    assert driver.app.aids.last_review is None
    assert "Last hand" not in driver.app.aids.panel.toPlainText()


@pytest.mark.parametrize("width", [1100, 800], ids=["wide", "narrow"])
def test_the_memory_drill_holds_the_table_hides_the_folded_cards_and_keeps_the_result(
    qtbot: QtBot, width: int
) -> None:
    """Narrow: the log is a tab over the table (open here), not in its dock; it is hidden too."""
    settings = quick_settings(memory_drill="end_of_hand", dead_cards=True, default_bot="rock", opponents=5)
    driver = start(qtbot, settings, seed=3, size=(width, 720))
    window = driver.window
    if window.compact:
        window.side.set_open(True)
        qtbot.waitUntil(lambda: window.log.isVisible(), timeout=5000)
    assert window.log.isVisible()
    dock_shown = window.log_dock.isVisible()
    driver.stop_after_hand_over = False
    aids = driver.app.aids
    panel = driver.window.panel
    for _ in range(200):  # the player folds at once, until a hand ends with folded up cards
        qtbot.waitUntil(
            lambda: aids.dialog is not None or driver.pacer.phase is Phase.HUMAN_TURN, timeout=30_000
        )
        if aids.dialog is not None:
            break
        driver.clock.advance(1.0)
        panel.choose(folds_at_once(panel.offers))
    drill = aids.dialog
    assert isinstance(drill, MemoryDrillDialog)
    hands_before = {b.view.hand_number for b in driver.batches}
    assert DRILL in driver.pacer.holds
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.PAUSED, timeout=5000)
    assert not window.log.isVisible()  # the log would tell the folded cards
    assert window.log_dock.isVisible() == dock_shown  # the player's layout is left as it was
    assert not any(s.name == "DeadCards" and s.visible for s in aids.panel.sections)
    while drill.current is not None:
        q = drill.current
        drill.answer(q.answer)  # a player with a perfect memory
        drill.next_question()
    drill.close()
    qtbot.waitUntil(lambda: aids.dialog is None, timeout=5000)
    assert window.log.isVisible() and window.log_dock.isVisible() == dock_shown
    assert not driver.pacer.holds
    history = aids.drill_log.load()
    assert len(history.entries) == 1 and history.entries[0].accuracy == 1.0
    qtbot.waitUntil(
        lambda: max(b.view.hand_number for b in driver.batches) > max(hands_before), timeout=30_000
    )
    results = aids.open_drill_results()
    assert isinstance(results, DrillResultsDialog)
    assert results.summary.text().startswith("Over 1 drill: 100 % right")
    results.close()


DRILL = "memory drill"


def test_no_aid_in_a_sit_and_go_unless_asked_for(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(advisor_hint=True), seed=5)
    aids = driver.app.aids
    assert aids.wanted.odds and aids.wanted.hint
    config = TournamentConfig(
        (Entrant("You"), Entrant("Ada", "calling-station"), Entrant("Bruno", "calling-station")),
        starting_chips=1500,
        timing=LevelTiming(per_level=10),
    )
    driver.flow.start_tournament(config, seed=5)
    assert aids.wanted == AidsWanted() and not aids.ui.dock.isVisible()
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=30_000)
    assert aids.token == 0 or aids.panel.token == aids.token  # nothing asked of the coach
    driver.flow.apply_settings(driver.flow.settings.updated(aids_in_tournaments=True))
    assert aids.wanted.odds and aids.ui.dock.isVisible()
    settled(driver, qtbot)
    assert aids.panel.equity.lines()[0].startswith("Equity ")


def test_the_tools_menu_opens_the_calculator_without_a_game(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=5)
    aids = driver.app.aids
    aids.ui.calculator_action.trigger()
    window = aids.windows["calculator"]
    assert isinstance(window, CalculatorWindow) and window.isVisible()
    aids.ui.calculator_action.trigger()
    assert aids.windows["calculator"] is window  # one calculator, brought to the front
    assert window.variant.currentData() == "stud"
    driver.window.close()
    assert not window.isVisible()


def test_a_coach_failure_is_noted_in_the_log_and_the_table_plays_on(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=11)
    aids = driver.app.aids
    aids.on_reply(CoachFailed("The practice aids stopped: the simulation broke."))
    assert "The practice aids stopped: the simulation broke." in driver.window.log.toPlainText()
    driver.play_hand(mostly_calls, "click")  # the game goes on without the aids' answer
