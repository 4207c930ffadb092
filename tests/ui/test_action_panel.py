"""The action panel: legal actions as buttons, shortcuts, the misclick guard, pre-actions."""

from __future__ import annotations

import gc
import tracemalloc

from PySide6.QtCore import QCoreApplication, QEvent, Qt
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


def test_a_new_turn_with_the_same_choices_does_not_arm_the_guard(qtbot: QtBot) -> None:
    """Quick play: the turn comes back with what the player saw last time, so a fast key is taken."""
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((CHECK, BET_SMALL))
    clock.now += 1.0
    assert panel.press_key("C")
    panel.set_waiting(in_hand=True)  # a bot acts
    clock.now += 0.05
    panel.set_offers((CHECK, BET_SMALL))  # the next street: the same choices
    clock.now += 0.05
    assert panel.press_key("C")  # 50 ms later, and taken
    assert chosen == [CHECK, CHECK]


def test_a_new_turn_with_other_choices_arms_the_guard(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((CHECK, BET_SMALL))
    clock.now += 1.0
    assert panel.press_key("C")
    panel.set_waiting(in_hand=True)
    panel.set_offers((FOLD, CALL, RAISE))  # a bot bet: C now means a call of 20
    clock.now += 0.05
    assert not panel.press_key("C")
    assert "just changed" in panel.status.text()
    panel.set_offers(())
    panel.set_offers((FOLD, LegalAction(ActionKind.CALL, 40, 40), RAISE))  # only the amount changed
    clock.now += 0.05
    assert not panel.press_key("C")
    assert chosen == [CHECK]


def test_c_at_a_bring_in_says_which_keys_open_the_betting(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((BRING_IN, COMPLETE))
    clock.now += 1.0
    assert not panel.press_key("C")
    assert panel.status.text() == "You must open the betting: B to bring in, R to complete to 20"
    assert chosen == []
    assert panel.press_key("B")
    assert chosen == [BRING_IN]


def test_the_panel_keeps_one_height_whatever_it_shows(qtbot: QtBot) -> None:
    """The table above must not move when the turn starts or ends (nor with a notice or a read-out)."""
    panel, _, _ = _panel(qtbot)
    panel.resize(1000, 60)
    panel.show()
    heights = []
    for step in (
        lambda: panel.set_waiting(in_hand=False, text=""),
        lambda: panel.set_offers((FOLD, CALL, RAISE)),
        lambda: panel.set_readout(("High: Three of a kind, sevens", "Low: 8-7-6-2-A low")),
        lambda: panel.press_key("F"),  # held back: a notice
        lambda: panel.set_waiting(in_hand=True),
        lambda: panel.set_offers((CHECK, BET_SMALL, BET_BIG)),
    ):
        step()
        qtbot.wait(1)
        heights.append(panel.height())
        assert panel.layout().totalMinimumSize().height() <= panel.height()  # and everything fits
    assert len(set(heights)) == 1


def test_a_hi_lo_read_out_shows_each_line_whole_beside_three_buttons(qtbot: QtBot) -> None:
    """Issue 15: the low line was cut by "Your turn"; in an 800-pixel window each line is whole."""
    panel, _, _ = _panel(qtbot)
    panel.resize(800, 60)
    panel.show()
    panel.set_offers((FOLD, CALL, RAISE))
    lines = ("High: Three of a kind, sevens", "Low: 8-7-6-2-A low draw")
    panel.set_readout(lines)
    qtbot.wait(5)
    readout = panel.readout
    line = readout.fontMetrics().lineSpacing()
    assert readout.heightForWidth(readout.width()) < 3 * line  # two lines: neither wraps
    assert all(readout.fontMetrics().horizontalAdvance(t) <= readout.width() for t in lines)
    assert panel.status.text() == "Your turn"  # still there, beside it


def test_a_first_start_hint_is_read_whole_beside_three_buttons(qtbot: QtBot) -> None:
    """The open-pair explanation beside Check, Bet 20 and Bet 40 under a 1024-pixel window's
    table (the log beside it) is not cut; the buttons and the pre-actions share one place."""
    from studdesk.wording.panel import open_pair_hint

    panel, _, _ = _panel(qtbot)
    panel.resize(1024 - 250, 60)
    panel.show()
    panel.hint_for = lambda offers: lambda: open_pair_hint(20, 40)
    panel.set_waiting(in_hand=True)
    qtbot.wait(5)
    panel.set_readout(("High: Pair of tens",))
    panel.set_offers((CHECK, BET_SMALL, BET_BIG))
    qtbot.wait(5)
    status = panel.status
    assert status.text() == open_pair_hint(20, 40)
    assert status.heightForWidth(status.width()) <= status.height()
    assert not panel.check_fold.isVisible() and all(b.isVisible() for _, b in panel.buttons())
    last = panel.buttons()[-1][1]
    right_edge = last.mapTo(panel, last.rect().topRight()).x()
    assert panel.width() - right_edge <= 16  # no room kept empty for the hidden pre-actions


def test_the_action_timer_checks_or_folds_when_time_is_up(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_time_limit(15)
    panel.set_offers((CHECK, BET_SMALL))
    assert panel.timer_label.text() == "⏱ 0:15"
    clock.now += 10.2
    panel.tick()
    assert panel.timer_label.text() == "⏱ 0:05"
    assert chosen == []
    panel.set_paused(True)  # the game is paused: the clock stops
    clock.now += 60
    panel.tick()
    assert chosen == []
    panel.set_paused(False)
    clock.now += 5
    panel.tick()
    assert chosen == [CHECK]
    assert panel.status.text() == "Time is up: Check for you."
    panel.set_offers((FOLD, CALL, RAISE))
    clock.now += 15
    panel.tick()
    assert chosen == [CHECK, FOLD]


def test_the_action_timer_posts_a_bring_in_it_cannot_fold(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_time_limit(10)
    panel.set_offers((BRING_IN, COMPLETE))
    clock.now += 10
    panel.tick()
    assert chosen == [BRING_IN]


def test_no_action_timer_by_default(qtbot: QtBot) -> None:
    panel, clock, chosen = _panel(qtbot)
    panel.set_offers((CHECK, BET_SMALL))
    clock.now += 3600
    panel.tick()
    assert chosen == [] and panel.timer_label.isHidden()


def test_turn_after_turn_of_buttons_leaves_no_memory_behind(qtbot: QtBot) -> None:
    """Issue 13: each turn's buttons get fresh click handlers; PySide6 kept about 270 bytes,
    never freed, for each one decorated as a @Slot() (the app grew ~35 MB per 10,000 hands).
    3,000 turns of three buttons would hold over 2 MB that way."""
    panel, _, _ = _panel(qtbot)
    for _ in range(200):  # warm-up: caches, first layouts
        panel.set_offers((FOLD, CALL, RAISE))
        panel.set_offers(())
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for turn in range(3000):
            panel.set_offers((FOLD, CALL, RAISE))
            panel.set_offers(())
            if turn % 100 == 0:  # the old buttons are deleted later, as the event loop would
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 200_000, f"{grown:,} bytes kept by 3,000 turns"


def test_the_buttons_are_made_once_and_shown_again_turn_after_turn(qtbot: QtBot) -> None:
    """A turn shows the offers on the buttons of the last one (a new button with its own style
    sheet for every offer was some 3 ms of the GUI thread as each turn began, issue 12); the spare
    ones are hidden, a click acts for the offer its button shows now, and the look follows the kind."""
    panel, clock, chosen = _panel(qtbot)
    panel.show()
    panel.set_offers((FOLD, CALL, RAISE))
    made = [b for _, b in panel.buttons()]
    panel.set_waiting(in_hand=True)
    assert not any(b.isVisible() for b in made)
    panel.set_offers((CHECK, BET_SMALL))
    assert [b for _, b in panel.buttons()] == made[:2] and not made[2].isVisible()
    assert [b.text() for _, b in panel.buttons()] == ["Check   C", "Bet 20   R"]
    assert "#2f5f8c" in made[0].styleSheet() and "#a8641c" in made[1].styleSheet()
    clock.now += 1.0
    qtbot.mouseClick(made[1], Qt.MouseButton.LeftButton)
    assert chosen == [BET_SMALL]
    panel.set_offers((FOLD, CALL, RAISE))
    assert [b for _, b in panel.buttons()] == made and all(b.isVisible() for b in made)
    assert "#8c2f2f" in made[0].styleSheet()


def test_buttons_offered_while_the_panel_is_hidden_show_with_it(qtbot: QtBot) -> None:
    panel, _, _ = _panel(qtbot)
    panel.show()
    panel.set_offers((FOLD, CALL))
    panel.set_offers(())
    panel.hide()
    panel.set_offers((CHECK, BET_SMALL))
    panel.show()
    assert all(b.isVisible() for _, b in panel.buttons())
