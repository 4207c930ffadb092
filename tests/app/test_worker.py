"""The engine worker: the runner behind one command slot and one reply signal (called directly)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from studdesk.app.worker import EngineWorker
from studdesk.engine.actions import Act, ActionKind
from studdesk.persistence.results import ResultsStore
from studdesk.persistence.saves import SaveStore
from studdesk.persistence.settings import Settings
from studdesk.play.messages import (
    Command,
    Failed,
    NewGame,
    Rejected,
    Replies,
    StartPractice,
    Step,
    StepBatch,
    TakeAction,
)
from studdesk.play.runner import Runner


def worker_and_replies(tmp_path: Path) -> tuple[EngineWorker, list[object]]:
    worker = EngineWorker(Runner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))
    replies: list[object] = []
    worker.replied.connect(replies.append)
    return worker, replies


def test_every_reply_of_the_runner_leaves_on_the_one_signal_in_order(tmp_path: Path) -> None:
    worker, replies = worker_and_replies(tmp_path)
    worker.handle(NewGame(3, StartPractice(Settings(opponents=1, default_bot="always-call"), 5)))
    assert replies == []  # a new game answers nothing until it is stepped
    worker.handle(Step())
    assert len(replies) == 1 and isinstance(replies[0], StepBatch) and replies[0].game == 3
    worker.handle(TakeAction(Act(1, ActionKind.FOLD)))  # not the player's seat
    assert isinstance(replies[1], Rejected) and replies[1].text == "You play seat 1, not seat 2."
    assert isinstance(replies[2], StepBatch) and replies[2].view == replies[0].view


class BrokenRunner(Runner):
    def handle(self, command: Command) -> Replies:
        raise RuntimeError("boom")


def test_a_bug_in_the_engine_reaches_the_player_as_a_message_and_the_worker_goes_on(
    tmp_path: Path,
) -> None:
    worker = EngineWorker(BrokenRunner(SaveStore(tmp_path / "saves"), ResultsStore(tmp_path / "results")))
    replies: list[object] = []
    worker.replied.connect(replies.append)
    worker.handle(Step())
    worker.handle(Step())
    assert replies == [Failed("The engine stopped with an error: RuntimeError('boom')")] * 2


def test_a_look_at_the_runner_from_another_thread_never_makes_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The runner (games, bots, saves) lives in the engine thread: it is made by the first
    command there, not by a read of `runner` from the GUI thread before any command came."""
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))
    worker = EngineWorker()
    assert worker.runner is None
    worker.save_now()  # closing before any command: nothing to save, nothing made
    assert worker.runner is None
    made_in: list[str] = []
    make = Runner.__init__

    def recorded_make(self: Runner, *args: Any, **kwargs: Any) -> None:
        made_in.append(threading.current_thread().name)
        make(self, *args, **kwargs)

    monkeypatch.setattr(Runner, "__init__", recorded_make)
    assert worker.runner is None and made_in == []
    engine = threading.Thread(target=worker.handle, args=(Step(),), name="engine")
    engine.start()
    engine.join(30)
    assert worker.runner is not None and made_in == ["engine"]
