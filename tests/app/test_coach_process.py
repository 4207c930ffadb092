"""The coach in its child process (`app.coach_process`, the app's way, issue 12): the same answers
as a coach in this process with the same seed, in the player's language; a child that dies fails
one request in words and the next starts a new one; closing never waits and leaves no process;
the coach's thread drives it as it drives a coach of its own."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest
from analysis.situations import fifth_street_flush_draw
from pytestqt.qtbot import QtBot

from studdesk.app import coach_process
from studdesk.app.coach_process import CoachProcess, CoachProcessError
from studdesk.app.coach_worker import CoachThread
from studdesk.engine.actions import Act, ActionKind
from studdesk.play.aids import AidsWanted, CoachFailed, CoachReply, HandOver, HandReviewed, HeroActed, Look
from studdesk.play.coach import Coach
from studdesk.ui import languages
from studdesk.ui.assets import resource
from tests.processes import dies_with_the_next_request, gone

EVERYTHING = AidsWanted(odds=True, boards=True, review=True, hint=True, rules=True, dead_cards=True)

_MADE: list[CoachProcess] = []


@pytest.fixture(autouse=True)
def _close_the_children() -> Iterator[None]:
    yield
    while _MADE:
        made = _MADE.pop()
        made.close()
        made.release()


def child(seed: int, translation: str | None = None) -> CoachProcess:
    made = CoachProcess(seed, lambda: translation)
    _MADE.append(made)
    return made


def test_the_child_answers_a_look_and_reviews_a_hand_as_the_coach_here_does() -> None:
    here, there = Coach(seed=5), child(5)
    hand = fifth_street_flush_draw()
    view = hand.view(0)
    assert there.handle(Look(1, view, EVERYTHING)) == here.handle(Look(1, view, EVERYTHING))
    for coach in (here, there):
        coach.handle(HeroActed(view, Act(0, ActionKind.FOLD)))
    hand.apply(Act(0, ActionKind.FOLD))
    over = HandOver(hand.view(0), review=True, game=2)
    reviewed = there.handle(over)
    assert isinstance(reviewed, HandReviewed) and reviewed.differences == 1
    assert reviewed == here.handle(over)


def test_the_child_speaks_the_players_language(qtbot: QtBot) -> None:
    russian = resource("translations", "studdesk_ru.qm")
    assert russian is not None
    view = fifth_street_flush_draw().view(0)
    there = child(5, str(russian))
    answered = there.handle(Look(1, view, EVERYTHING))
    languages.languages().apply("ru")
    here = Coach(seed=5).handle(Look(1, view, EVERYTHING))
    assert answered == here
    assert answered is not None and answered.equity[0].startswith("Эквити ")  # type: ignore[union-attr]


def test_a_child_that_dies_fails_one_request_and_the_next_starts_a_new_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    there = child(5)
    view = fifth_street_flush_draw().view(0)
    there.warm_up("stud")
    first = there.proc
    assert first is not None
    dies_with_the_next_request(monkeypatch, coach_process, first.pid)
    with pytest.raises(CoachProcessError, match="ended"):
        there.handle(Look(1, view, EVERYTHING))
    assert first.returncode is not None  # reaped: no zombie
    assert there.handle(Look(2, view, EVERYTHING)) == Coach(seed=5).handle(Look(2, view, EVERYTHING))
    assert there.proc is not None and there.proc.pid != first.pid


def test_closing_ends_a_request_in_progress_at_once_and_leaves_no_process() -> None:
    there = child(5)
    there.warm_up("stud")
    proc = there.proc
    assert proc is not None
    failed: list[Exception] = []

    def ask() -> None:
        try:  # a look the child takes a while over: the first with every aid, eight players' worth
            there.handle(Look(1, fifth_street_flush_draw().view(0), EVERYTHING))
            there.handle(Look(2, fifth_street_flush_draw().view(2), EVERYTHING))
        except CoachProcessError as exc:
            failed.append(exc)

    asking = threading.Thread(target=ask)
    asking.start()
    time.sleep(0.05)
    started = time.monotonic()
    there.close()
    assert time.monotonic() - started < 1.0
    asking.join(5)
    assert not asking.is_alive()
    assert proc.returncode is not None and gone(proc.pid)
    with pytest.raises(CoachProcessError, match="closed"):
        there.handle(Look(3, fifth_street_flush_draw().view(0), EVERYTHING))


def test_a_frozen_build_runs_the_child_through_its_own_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A PyInstaller build has no `-m`: it starts itself with `--coach-host` (`studdesk.__main__`)."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert coach_process.host_command(9) == [sys.executable, coach_process.FROZEN_FLAG, "9"]
    monkeypatch.setattr(
        coach_process,
        "host_command",
        lambda seed: [sys.executable, "-m", "studdesk", "--coach-host", str(seed)],
    )
    view = fifth_street_flush_draw().view(0)
    assert child(9).handle(Look(1, view, EVERYTHING)) == Coach(seed=9).handle(Look(1, view, EVERYTHING))


def test_the_coach_thread_drives_the_child_and_stops_without_waiting(qtbot: QtBot) -> None:
    thread = CoachThread(seed=4, start_on_submit=False, in_child=True)
    replies: list[CoachReply] = []
    warmed: list[bool] = []
    thread.replied.connect(replies.append)
    thread.warmed.connect(warmed.append)
    view = fifth_street_flush_draw().view(0)
    thread.warm_up("stud")
    thread.submit(Look(1, view, EVERYTHING))
    try:
        qtbot.waitUntil(lambda: len(replies) == 1, timeout=30_000)
        assert warmed == [True] and replies == [Coach(seed=4).handle(Look(1, view, EVERYTHING))]
        proc = thread._process.proc if thread._process is not None else None
        assert proc is not None and proc.poll() is None
        thread.submit(Look(2, fifth_street_flush_draw().view(2), EVERYTHING))
    finally:
        assert thread.stop()
    assert proc.returncode is not None and gone(proc.pid)
    assert not any(isinstance(r, CoachFailed) for r in replies)


def test_python_dash_m_studdesk_still_starts_the_app_without_the_flag() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "studdesk", "--help"], capture_output=True, text=True, timeout=60, check=False
    )
    assert out.returncode == 0 and "--self-test" in out.stdout
