"""The action panel: legal actions as buttons, shortcuts, the misclick guard, pre-actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.ui.action_panel import ActionPanel, shortcut_keys

FOLD = LegalAction(ActionKind.FOLD, 0, 0)
CALL = LegalAction(ActionKind.CALL, 20, 20)
CHECK = LegalAction(ActionKind.CHECK, 0, 0)
BET_SMALL = LegalAction(ActionKind.BET, 20, 20)
BET_BIG = LegalAction(ActionKind.BET, 40, 40)
RAISE = LegalAction(ActionKind.RAISE, 40, 40)
BRING_IN = LegalAction(ActionKind.BRING_IN, 5, 5)
COMPLETE = LegalAction(ActionKind.COMPLETE, 20, 20)


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def _panel(qtbot: QtBot) -> tuple[ActionPanel, Clock, list[LegalAction]]:
    clock = Clock()
    panel = ActionPanel(clock=clock)
    qtbot.addWidget(panel)
    chosen: list[LegalAction] = []
    panel.action_chosen.connect(chosen.append)
    return panel, clock, chosen


def test_buttons_are_exactly_the_offers_with_their_shortcuts(qtbot: QtBot) -> None:
    panel, _, _ = _panel(qtbot)
    panel.set_offers((FOLD, CALL, RAISE))
    assert [(o, b.text()) for o, b in panel.buttons()] == [
        (FOLD, "Fold   F"),
        (CALL, "Call 20   C"),
        (RAISE, "Raise to 40   R"),
    ]


def test_r3_7_open_pair_offers_two_bet_sizes_on_two_keys() -> None:
    keys = shortcut_keys((CHECK, BET_SMALL, BET_BIG))
    assert keys == {CHECK: "C", BET_SMALL: "R", BET_BIG: "Shift+R"}


def test_r3_3_bring_in_and_complete_keys() -> None:
    assert shortcut_keys((BRING_IN, COMPLETE)) == {BRING_IN: "B", COMPLETE: "R"}


def test_misclick_guard_ignores_a_click_right_after_the_choices_changed(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((FOLD, CALL, RAISE))
    clock.now += 0.1  # 100 ms later: the player was aiming at what was there before
    qtbot.mouseClick(dict(panel.buttons())[FOLD], Qt.MouseButton.LeftButton)
    assert chosen == []
    assert "just changed" in panel.status.text()
    clock.now += 0.25  # 350 ms after the change: a deliberate click
    qtbot.mouseClick(dict(panel.buttons())[FOLD], Qt.MouseButton.LeftButton)
    assert chosen == [FOLD]
    assert panel.offers == ()  # one click, one action


def test_guard_rearms_only_when_the_meaning_changes(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((CHECK, BET_SMALL))
    clock.now += 1.0
    panel.set_offers((CHECK, BET_SMALL))  # the same choices shown again (a refused command)
    assert panel.press_key("C")
    assert chosen == [CHECK]


def test_keys_are_guarded_too(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((FOLD, CALL))
    assert not panel.press_key("F")
    clock.now += 0.5
    assert panel.press_key("F")
    assert chosen == [FOLD]


def test_pre_action_check_fold_checks_when_free_and_folds_to_a_bet(qtbot: QtBot) -> None:
    panel, _, chosen = _panel(qtbot)
    panel.set_waiting(in_hand=True)
    panel.check_fold.setChecked(True)
    panel.set_offers((FOLD, CALL, RAISE))
    assert chosen == [FOLD]
    assert not panel.check_fold.isChecked()  # used once
    panel.check_fold.setChecked(True)
    panel.set_offers((CHECK, BET_SMALL))
    assert chosen == [FOLD, CHECK]


def test_pre_action_call_any(qtbot: QtBot) -> None:
    panel, _, chosen = _panel(qtbot)
    panel.set_waiting(in_hand=True)
    panel.call_any.setChecked(True)
    assert not panel.check_fold.isChecked()
    panel.set_offers((FOLD, CALL, RAISE))
    assert chosen == [CALL]


def test_r3_3_pre_actions_never_post_a_forced_bring_in(qtbot: QtBot) -> None:
    panel, _, chosen = _panel(qtbot)
    panel.call_any.setChecked(True)
    panel.set_offers((BRING_IN, COMPLETE))
    assert chosen == []
    assert [o for o, _ in panel.buttons()] == [BRING_IN, COMPLETE]


def test_pre_actions_hidden_when_out_of_the_hand(qtbot: QtBot) -> None:
    panel, _, _ = _panel(qtbot)
    panel.show()
    panel.call_any.setChecked(True)
    panel.set_waiting(in_hand=False, text="You folded")
    assert not panel.call_any.isChecked()
    assert panel.status.text() == "You folded"
