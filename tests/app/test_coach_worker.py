"""The coach's thread: only the newest look is worked out, decisions queue in order and come first,
a bug in the coach reaches the player as words, and closing never waits for a long simulation."""

from __future__ import annotations

import threading
import time

from analysis.situations import fifth_street_flush_draw
from pytestqt.qtbot import QtBot

from studdesk.app.coach_worker import SHUTDOWN_WAIT_S, CoachThread
from studdesk.engine.actions import Act, ActionKind
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
        self.handled: list[CoachCommand] = []
        self.gate = threading.Event()
        self.gate.set()
        self.busy = threading.Event()
        self.fail_on = fail_on

    def handle(self, command: CoachCommand) -> CoachReply | None:
        self.busy.set()
        self.gate.wait(10)
        self.handled.append(command)
        if self.fail_on is not None and isinstance(command, self.fail_on):
            raise RuntimeError("the simulation broke")
        if isinstance(command, Look):
            return TableAids(command.token, command.view.hand_number, equity=(f"look {command.token}",))
        return None


def coach_thread(coach: GatedCoach) -> tuple[CoachThread, list[CoachReply]]:
    thread = CoachThread(seed=1)
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
