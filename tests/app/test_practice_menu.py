"""The Table menu of a practice game through the real app: top up, remove and add a bot, sit out,
change the game; every change lands between hands."""

from __future__ import annotations

from play.helpers import calls
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.engine.events import HandStarted
from studdesk.play.status import PracticeStatus

from .driver import quick_settings, start
from .test_sng_app import play_until, recorded


def hands(batches: list) -> list[HandStarted]:  # type: ignore[type-arg]
    return [e for b in batches for e in b.events if isinstance(e, HandStarted)]


def answer(dialog: QInputDialog | None, value: int | str) -> None:
    assert dialog is not None and dialog.isVisible()
    if isinstance(value, int):
        dialog.setIntValue(value)
    else:
        assert value in dialog.comboBoxItems()
        dialog.setTextValue(value)
    dialog.accept()


def test_top_up_remove_and_add_a_bot_sit_out_and_change_game(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(opponents=2, default_bot="always-call"), seed=6)
    driver.stop_after_hand_over = False
    app, menu = driver.app, driver.window.practice_menu
    batches = recorded(app)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=5000)
    assert menu.isEnabled() and not menu.add_bot_action.isEnabled()  # three seats, all taken
    assert driver.flow._bot_names is None  # the registry is read when a bot is added, not at start-up

    def next_hand() -> HandStarted:
        count = len(hands(batches))
        play_until(qtbot, app, calls, lambda: len(hands(batches)) > count)
        return hands(batches)[-1]

    menu.top_up_action.trigger()
    answer(menu.dialog, 700)
    menu.remove_bot_action.trigger()
    answer(menu.dialog, "Bruno — Always call, seat 3")
    second = next_hand()
    final = next(b.view for b in reversed(batches) if b.view.hand_number == 1 and b.view.is_over)
    stacks = {s.seat: s.stack for s in second.seats}
    assert stacks == {0: final.seat(0).stack + 700, 1: final.seat(1).stack}  # topped up; Bruno gone
    status = driver.flow.status
    assert isinstance(status, PracticeStatus) and status.free_seats == (2,)
    assert menu.add_bot_action.isEnabled()

    menu.add_bot_action.trigger()
    answer(menu.dialog, "Rock (Easy)")
    menu.sit_out_action.trigger()
    third = next_hand()
    assert {s.seat for s in third.seats} == {1, 2}  # the new bot plays; the player sits out
    assert any("(Rock (Easy)) sits down in seat 3" in line for line in driver.window.log.lines())
    qtbot.waitUntil(lambda: driver.window.panel.status.text() == "You are sitting out", timeout=5000)

    menu.sit_out_action.trigger()  # sit in again
    menu.variant_actions["razz"].trigger()
    fourth = next_hand()
    assert 0 in {s.seat for s in fourth.seats} and fourth.variant_key == "razz"
    assert driver.flow.settings.variant == "razz"
