"""The coach's thread: only the newest look is worked out, decisions queue in order and come first,
a bug in the coach reaches the player as words, and closing never waits for a long simulation."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator

import pytest
from analysis.situations import fifth_street_flush_draw
from engine.stacked import play
from pytestqt.qtbot import QtBot

from studdesk.app.coach_worker import SHUTDOWN_WAIT_S, CoachThread
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.views import PlayerView
from studdesk.play.aids import (
    AidsWanted,
    CoachCommand,
    CoachFailed,
    CoachReply,
    HandOver,
    HeroActed,
    Look,
    TableAids,
)

VIEW = fifth_street_flush_draw().view(0)
ODDS = AidsWanted(odds=True)


class GatedCoach:
    """Stands in for `play.coach.Coach`: notes each command, and waits at the gate while it is shut."""

    def __init__(self, fail_on: type | None = None) -> None:
        self.handled: list[CoachCommand | str] = []
        self.gate = threading.Event()
        self.gate.set()
        self.busy = threading.Event()
        self.fail_on = fail_on

    def warm_up(self, variant_key: str) -> None:
        self.gate.wait(10)
        self.handled.append(f"warm up for {variant_key}")
        if self.fail_on is str:
            raise RuntimeError("numpy is broken")

    def handle(self, command: CoachCommand) -> CoachReply | None:
        self.busy.set()
        self.gate.wait(10)
        self.handled.append(command)
        if self.fail_on is not None and isinstance(command, self.fail_on):
            raise RuntimeError("the simulation broke")
        if isinstance(command, Look):
            return TableAids(command.token, command.view.hand_number, equity=(f"look {command.token}",))
        return None


_MADE: list[tuple[CoachThread, GatedCoach]] = []


@pytest.fixture(autouse=True)
def _stop_the_threads_made() -> Iterator[None]:
    """A test that fails before its own stop() must not leave a coach's thread running: the
    process's garbage-collection switch (app.gc_guard) stays off while one runs, and the next
    tests in this worker would fail for it."""
    yield
    while _MADE:
        thread, coach = _MADE.pop()
        coach.gate.set()
        thread.stop()


def coach_thread(coach: GatedCoach, start_on_submit: bool = True) -> tuple[CoachThread, list[CoachReply]]:
    thread = CoachThread(seed=1, start_on_submit=start_on_submit)
    _MADE.append((thread, coach))
    thread._coach = coach  # type: ignore[assignment]  # the real coach's first import takes seconds
    replies: list[CoachReply] = []
    thread.replied.connect(replies.append)
    return thread, replies


def test_only_the_newest_look_is_worked_out_while_the_coach_is_busy(qtbot: QtBot) -> None:
    coach = GatedCoach()
    thread, replies = coach_thread(coach)
    coach.gate.clear()
    thread.submit(Look(1, VIEW, ODDS))
    assert coach.busy.wait(5)  # the coach works on look 1
    for token in (2, 3, 4):  # the table moves on three times meanwhile
        thread.submit(Look(token, VIEW, ODDS))
    coach.gate.set()
    qtbot.waitUntil(lambda: len(replies) == 2, timeout=5000)
    assert [r.token for r in replies if isinstance(r, TableAids)] == [1, 4]
    assert thread.stop()


def test_decisions_and_the_hands_end_queue_in_order_before_a_waiting_look(qtbot: QtBot) -> None:
    coach = GatedCoach()
    thread, _replies = coach_thread(coach)
    coach.gate.clear()
    thread.submit(Look(1, VIEW, ODDS))
    assert coach.busy.wait(5)
    called, folded = HeroActed(VIEW, Act(0, ActionKind.CALL)), HeroActed(VIEW, Act(0, ActionKind.FOLD))
    over = HandOver(VIEW, review=True, game=1)
    thread.submit(Look(2, VIEW, ODDS))
    for command in (called, folded, over):
        thread.submit(command)
    coach.gate.set()
    qtbot.waitUntil(lambda: len(coach.handled) == 5, timeout=5000)
    assert coach.handled[1:4] == [called, folded, over]  # every decision, in order, for the review
    assert isinstance(coach.handled[4], Look) and coach.handled[4].token == 2
    assert thread.stop()


def test_a_bug_in_the_coach_reaches_the_player_as_words_and_the_coach_goes_on(qtbot: QtBot) -> None:
    coach = GatedCoach(fail_on=HeroActed)
    thread, replies = coach_thread(coach)
    thread.submit(HeroActed(VIEW, Act(0, ActionKind.CALL)))
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    (failed,) = replies
    assert isinstance(failed, CoachFailed)
    assert "the simulation broke" in failed.text and "Traceback" not in failed.text
    thread.submit(Look(7, VIEW, ODDS))
    qtbot.waitUntil(lambda: len(replies) == 2, timeout=5000)
    assert isinstance(replies[1], TableAids) and replies[1].token == 7
    assert thread.stop()


def test_closing_never_waits_for_a_long_simulation_and_nothing_is_said_after(qtbot: QtBot) -> None:
    coach = GatedCoach()
    thread, replies = coach_thread(coach)
    coach.gate.clear()
    thread.submit(Look(1, VIEW, ODDS))
    assert coach.busy.wait(5)
    started = time.monotonic()
    assert not thread.stop()  # the simulation is still running: the thread is left to end by itself
    assert time.monotonic() - started < SHUTDOWN_WAIT_S + 0.5
    thread.submit(Look(2, VIEW, ODDS))  # refused: the window is closing
    coach.gate.set()
    qtbot.waitUntil(lambda: not thread.running, timeout=5000)
    qtbot.wait(50)  # a queued answer would have arrived by now
    assert replies == [] and [c.token for c in coach.handled if isinstance(c, Look)] == [1]


def test_commands_wait_for_the_warm_up_which_comes_first_and_says_when_it_is_over(qtbot: QtBot) -> None:
    """The app's coach starts with its warm-up (after the first paint), not with the first look."""
    coach = GatedCoach()
    thread, replies = coach_thread(coach, start_on_submit=False)
    warmed: list[bool] = []
    thread.warmed.connect(warmed.append)
    called = HeroActed(VIEW, Act(0, ActionKind.CALL))
    thread.submit(Look(1, VIEW, ODDS))
    thread.submit(called)
    qtbot.wait(100)
    assert not thread.running and coach.handled == []  # waiting for the warm-up
    thread.warm_up("razz")
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    assert warmed == [True]
    assert coach.handled[0] == "warm up for razz"  # before the commands that were waiting
    assert coach.handled[1:] == [called, Look(1, VIEW, ODDS)]
    thread.warm_up("stud")  # only the first warm-up counts
    qtbot.wait(50)
    assert warmed == [True] and "warm up for stud" not in coach.handled
    assert thread.stop()


def test_a_failed_warm_up_is_said_and_the_coach_still_answers(qtbot: QtBot) -> None:
    coach = GatedCoach(fail_on=str)
    thread, replies = coach_thread(coach, start_on_submit=False)
    warmed: list[bool] = []
    thread.warmed.connect(warmed.append)
    thread.warm_up("stud")
    qtbot.waitUntil(lambda: warmed == [False], timeout=5000)
    thread.submit(Look(2, VIEW, ODDS))
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    assert isinstance(replies[0], TableAids) and replies[0].token == 2
    assert thread.stop()


def test_the_real_coach_warms_up_in_its_thread_and_nothing_starts_after_closing(qtbot: QtBot) -> None:
    thread = CoachThread(seed=1, start_on_submit=False)
    warmed: list[bool] = []
    thread.warmed.connect(warmed.append)
    thread.warm_up("stud8")
    qtbot.waitUntil(lambda: warmed == [True], timeout=60_000)
    assert "studdesk.play.coach" in sys.modules and "numpy.random" in sys.modules
    assert thread.stop()
    stopped = CoachThread(seed=1, start_on_submit=False)
    stopped.stop()
    stopped.warm_up("stud")
    assert not stopped.running


def _moving_table() -> PlayerView:
    """The hero's view after calling on 5th street: a bot is to act, the table moves on."""
    hand = fifth_street_flush_draw()
    play(hand, "0 call")
    view = hand.view(0)
    assert view.to_act != view.viewer
    return view


def test_a_moving_tables_look_waits_till_the_table_stands_still_and_only_the_last_is_worked_out(
    qtbot: QtBot,
) -> None:
    """Animations off, the bots' steps come faster than a simulation: those looks were thrown away."""
    coach = GatedCoach()
    thread, replies = coach_thread(coach)
    thread.settle_s = 0.3
    moving = _moving_table()
    for token in (1, 2, 3):  # three steps, 0.1 s apart
        thread.submit(Look(token, moving, ODDS))
        last_step = time.monotonic()
        qtbot.wait(100)
    assert coach.handled == []  # the table has not stood still for 0.3 s yet
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    # measured from the last step itself: Qt's timers behind qtbot.wait may end a few ms early
    assert time.monotonic() - last_step >= thread.settle_s
    assert [c.token for c in coach.handled if isinstance(c, Look)] == [3]
    assert thread.stop()


def test_the_players_turn_and_commands_are_worked_out_at_once(qtbot: QtBot) -> None:
    coach = GatedCoach()
    thread, replies = coach_thread(coach)
    thread.settle_s = 30.0
    called = HeroActed(VIEW, Act(0, ActionKind.CALL))
    thread.submit(Look(1, _moving_table(), ODDS))
    thread.submit(called)  # not held up by the moving table's look
    qtbot.waitUntil(lambda: coach.handled == [called], timeout=5000)
    thread.submit(Look(2, VIEW, ODDS))  # the player's turn: the table waits for them
    qtbot.waitUntil(lambda: len(replies) == 1, timeout=5000)
    assert isinstance(replies[0], TableAids) and replies[0].token == 2
    assert thread.stop()  # closing does not wait for a look to settle
