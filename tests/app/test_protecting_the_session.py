"""Protecting the session (issue 15): settings say what they will do and ask before a reset; bots,
stakes and the game change at the next hand with the same players and stacks; a busted player is
asked (re-buy, sit out, leave); first start: the welcome and the explanations beside the choices."""

from __future__ import annotations

import json
import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.events import HandStarted
from studdesk.persistence.settings import EXPLANATIONS, Settings
from studdesk.play.practice import HUMAN_SEAT
from studdesk.play.status import PracticeStatus
from studdesk.ui.action_panel import Hint
from studdesk.ui.dialogs.settings_dialog import SettingsDialog
from studdesk.ui.dialogs.table_questions import NewTableBox, RebuyBox
from studdesk.ui.dialogs.welcome import WelcomeDialog

from .driver import Driver, mostly_calls, quick_settings, start


def _started(driver: Driver) -> list[HandStarted]:
    return [e for b in driver.batches for e in b.events if isinstance(e, HandStarted)]


def _said(hint: Hint | None) -> str:
    """The words of a first-start explanation ("" for none)."""
    return hint() if hint is not None else ""


def _at_turn(qtbot: QtBot, driver: Driver) -> None:
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    qtbot.waitUntil(lambda: isinstance(driver.flow.status, PracticeStatus), timeout=5000)


def test_settings_that_need_a_new_table_say_so_and_ask_first(qtbot: QtBot) -> None:
    settings = quick_settings(opponents=2)
    driver = start(qtbot, settings, seed=8)
    _at_turn(qtbot, driver)
    asked: list[tuple[tuple[str, ...], int]] = []
    answer = [False]

    def ask(reasons: tuple[str, ...], stack: int) -> bool:
        asked.append((reasons, stack))
        return answer[0]

    driver.flow.ask_new_table = ask  # type: ignore[method-assign]
    dialog = SettingsDialog(settings, confirm=driver.flow.confirm_settings)
    qtbot.addWidget(dialog)
    dialog.editors["opponents"].setValue(6)
    dialog.accept()
    assert asked == [(("6 opponents need a bigger table than this one of 3 seats",), 1000)]
    assert dialog.result_settings() is None and dialog.result() != SettingsDialog.DialogCode.Accepted
    answer[0] = True  # "Start a new table"
    dialog.accept()
    assert dialog.result_settings() is not None and dialog.result_settings().opponents == 6


def test_the_new_table_question_says_what_happens_and_defaults_to_back(qtbot: QtBot) -> None:
    box = NewTableBox(("6 opponents need a bigger table than this one of 3 seats",), 1500)
    qtbot.addWidget(box)
    assert "6 opponents need a bigger table" in box.text()
    assert "everyone starts again with 1,500 chips" in box.informativeText()
    assert "counted from #1" in box.informativeText()
    assert box.defaultButton() is box.back_button  # Enter does not reset the session


def test_bots_stakes_and_fewer_opponents_change_at_the_next_hand_without_a_reset(qtbot: QtBot) -> None:
    settings = quick_settings(opponents=3)
    driver = start(qtbot, settings, seed=12)
    driver.stop_after_hand_over = False
    _at_turn(qtbot, driver)
    flow = driver.flow

    def no_question(reasons: tuple[str, ...], stack: int) -> bool:
        raise AssertionError(f"asked about a new table: {reasons}")

    flow.ask_new_table = no_question  # type: ignore[method-assign]
    changed = settings.updated(
        opponents=2, opponent_bots=("rock-easy", "maniac-hard"), ante=2, bring_in=10, small_bet=30, big_bet=60
    )
    assert flow.confirm_settings(changed)  # nothing to ask
    flow.apply_settings(changed)
    driver.play_hand(mostly_calls, "click", hand_number=1)
    qtbot.waitUntil(lambda: len(_started(driver)) >= 2, timeout=5000)
    first, second = _started(driver)[:2]
    assert second.hand_number == 2  # the same session goes on
    assert (second.ante, second.small_bet) == (2, 30)
    assert sorted(s.seat for s in second.seats) == [0, 1, 2]  # the last opponent left
    names = {s.seat: s.name for s in first.seats}
    assert {s.seat: s.name for s in second.seats} == {0: names[0], 1: names[1], 2: names[2]}
    status = flow.status
    assert isinstance(status, PracticeStatus)
    assert [p.bot for p in status.bots] == ["rock-easy", "maniac-hard"]
    assert any("now plays as Rock (Easy)" in line for line in driver.window.log.lines())
    # the stacks were carried over: what the seats had at the first hand's end, less nothing
    ended = {s.seat: s.stack for s in second.seats}
    assert sum(ended.values()) <= sum(s.stack for s in first.seats)


def _call_until_busted(qtbot: QtBot, driver: Driver) -> RebuyBox:
    """Call everything down until the chips are gone and the re-buy question comes."""
    flow = driver.flow
    for _ in range(60):
        qtbot.waitUntil(lambda: driver.pacer.phase in (Phase.HUMAN_TURN, Phase.HALTED), timeout=10000)
        if isinstance(flow.dialog, RebuyBox):
            break
        driver.clock.advance(1.0)
        driver.window.panel.choose(mostly_calls(driver.window.panel.offers))
    box = flow.dialog
    assert isinstance(box, RebuyBox)
    return box


def test_a_busted_player_is_asked_and_can_always_rebuy(qtbot: QtBot) -> None:
    settings = quick_settings(opponents=2, default_bot="always-raise", starting_stack=300)
    driver = start(qtbot, settings, seed=5)
    driver.stop_after_hand_over = False
    _at_turn(qtbot, driver)
    flow = driver.flow
    box = _call_until_busted(qtbot, driver)
    assert box.text() == "You are out of chips. Re-buy for 300, sit out and watch, or leave the table?"
    assert not any("You buy back in" in line for line in driver.window.log.lines())
    box.always.setChecked(True)
    box.rebuy_button.click()
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    last = _started(driver)[-1]
    assert dict((s.seat, s.stack) for s in last.seats)[HUMAN_SEAT] == 300
    assert flow.settings.always_rebuy and driver.saved_settings()["always_rebuy"] is True


def test_leaving_a_busted_table_stops_the_dealing_until_the_player_chooses(qtbot: QtBot) -> None:
    settings = quick_settings(opponents=2, default_bot="always-raise", starting_stack=300)
    driver = start(qtbot, settings, seed=5)
    driver.stop_after_hand_over = False
    box = _call_until_busted(qtbot, driver)
    box.leave_button.click()
    qtbot.wait(50)
    assert driver.pacer.phase is Phase.HALTED
    assert driver.window.panel.status.text().startswith("You left the table.")


def test_the_welcome_shows_until_turned_off(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=3)
    welcome = driver.flow.first_start.show_welcome()
    assert isinstance(welcome, WelcomeDialog)
    text = welcome.text.text()
    for said in ("Seven Card Stud", "Help ▸ Rules", "Game ▸ Settings", "check or call", "bring in"):
        assert said in text
    welcome.show_again.setChecked(False)
    welcome.deal_button.click()
    assert driver.flow.settings.show_welcome is False and driver.saved_settings()["show_welcome"] is False
    assert driver.flow.first_start.show_welcome() is None


def test_the_welcome_names_the_keys_the_player_chose(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(shortcuts={"fold": "G", "skip": ""}), seed=3)
    welcome = driver.flow.first_start.show_welcome()
    assert welcome is not None
    text = welcome.text.text()
    assert "<b>G</b></td><td>fold your hand" in text and "<b>F</b>" not in text
    assert "skip the animation" not in text  # left without a key: not offered
    assert "Help ▸ Rules (F1)" in text


def test_the_bring_in_and_open_pair_choices_are_explained_the_first_few_times(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(), seed=3)
    first = driver.flow.first_start
    bring_in = (LegalAction(ActionKind.BRING_IN, 5, 5), LegalAction(ActionKind.COMPLETE, 20, 20))
    open_pair = (
        LegalAction(ActionKind.CHECK, 0, 0),
        LegalAction(ActionKind.BET, 20, 20),
        LegalAction(ActionKind.BET, 40, 40),
    )
    said = [_said(first.hint_for(bring_in)) for _ in range(EXPLANATIONS + 1)]
    assert said[0] == (
        "Your up card is the lowest, so you open: bring in for 5 (B), or complete to a full bet of 20 (R)."
    )
    assert said[EXPLANATIONS - 1] == said[0] and said[EXPLANATIONS] == ""  # the first few times only
    assert _said(first.hint_for(open_pair)).startswith("An open pair shows, so this round you may bet")
    assert first.hint_for((LegalAction(ActionKind.CHECK, 0, 0), LegalAction(ActionKind.BET, 40, 40))) is None
    assert driver.flow.settings.bring_in_explained == EXPLANATIONS
    driver.window.set_variant("razz")
    driver.flow.settings = driver.flow.settings.updated(bring_in_explained=0, explain_choices=True)
    assert "Your up card is the highest" in _said(first.hint_for(bring_in))
    driver.flow.settings = driver.flow.settings.updated(explain_choices=False, bring_in_explained=0)
    assert _said(first.hint_for(bring_in)) == ""


def test_an_explanation_is_counted_without_writing_at_the_turn_and_written_on_closing(qtbot: QtBot) -> None:
    # a durable settings write at the player's turn held the GUI thread for an fsync (issue 12)
    driver = start(qtbot, quick_settings(), seed=3)
    path = Path(os.environ["STUDDESK_HOME"]) / "config" / "settings.json"
    before = path.read_bytes() if path.exists() else None
    bring_in = (LegalAction(ActionKind.BRING_IN, 5, 5), LegalAction(ActionKind.COMPLETE, 20, 20))
    assert driver.flow.first_start.hint_for(bring_in)
    assert driver.flow.settings.bring_in_explained == 1
    assert (path.read_bytes() if path.exists() else None) == before
    driver.window.close()
    assert json.loads(path.read_text())["bring_in_explained"] == 1


def test_the_explanations_name_the_keys_the_player_chose(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(shortcuts={"bring_in": "N", "bet_raise_bigger": "Ctrl+G"}), seed=3)
    first = driver.flow.first_start
    bring_in = (LegalAction(ActionKind.BRING_IN, 5, 5), LegalAction(ActionKind.COMPLETE, 20, 20))
    assert _said(first.hint_for(bring_in)).endswith(
        "bring in for 5 (N), or complete to a full bet of 20 (R)."
    )
    open_pair = (LegalAction(ActionKind.BET, 20, 20), LegalAction(ActionKind.BET, 40, 40))
    assert _said(first.hint_for(open_pair)).endswith("the small bet 20 (R) or the big bet 40 (Ctrl G).")


def test_the_action_timer_is_a_setting_off_by_default(qtbot: QtBot) -> None:
    assert Settings().action_timer == 0
    driver = start(qtbot, quick_settings(), seed=3)
    assert driver.window.panel.time_limit == 0
    driver.flow.apply_settings(driver.flow.settings.updated(action_timer=20))
    assert driver.window.panel.time_limit == 20
