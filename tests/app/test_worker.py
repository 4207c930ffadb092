"""The engine worker on its own (called directly, in the test's thread)."""

from __future__ import annotations

from studdesk.app.worker import HUMAN_SEAT, EngineWorker
from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.events import CardDealt, HandStarted
from studdesk.persistence.settings import Settings
from studdesk.ui.messages import StepBatch


class Recorder:
    def __init__(self, worker: EngineWorker) -> None:
        self.batches: list[StepBatch] = []
        self.rejected: list[str] = []
        self.failed: list[str] = []
        worker.batch_ready.connect(self.batches.append)
        worker.rejected.connect(self.rejected.append)
        worker.failed.connect(self.failed.append)


def _worker(**changes: object) -> tuple[EngineWorker, Recorder]:
    worker = EngineWorker()
    recorder = Recorder(worker)
    settings = Settings(**{"opponents": 3, "default_bot": "calling-station", **changes})  # type: ignore[arg-type]
    worker.start_session(settings, 99, 1)
    return worker, recorder


def _step_to_human(worker: EngineWorker, recorder: Recorder) -> StepBatch:
    for _ in range(50):
        worker.step()
        view = recorder.batches[-1].view
        if view.to_act == HUMAN_SEAT:
            return recorder.batches[-1]
    raise AssertionError("the human never got a turn")


def test_each_step_answers_with_one_batch_for_the_human_seat() -> None:
    worker, recorder = _worker()
    worker.step()
    assert len(recorder.batches) == 1
    batch = recorder.batches[0]
    assert isinstance(batch.events[0], HandStarted)
    assert batch.viewer == HUMAN_SEAT and batch.view.viewer == HUMAN_SEAT and batch.seat_count == 4
    # R2.5: other seats' down cards are censored, the human's own are not
    for event in batch.events:
        if isinstance(event, CardDealt) and not event.face_up:
            assert (event.card is not None) == (event.seat == HUMAN_SEAT)


def test_bot_steps_name_the_thinker() -> None:
    worker, recorder = _worker()
    worker.step()
    hand = worker.hand
    assert hand is not None
    while hand.to_act == HUMAN_SEAT:  # let the human call so that a bot acts next
        worker.act(Act.taking(HUMAN_SEAT, hand.legal_actions(HUMAN_SEAT)[0]))
    actor = hand.to_act
    worker.step()
    assert recorder.batches[-1].thinker == actor


def test_illegal_command_is_refused_in_plain_words_and_changes_nothing() -> None:
    worker, recorder = _worker()
    batch = _step_to_human(worker, recorder)
    hand = worker.hand
    assert hand is not None
    before = len(hand.events)
    worker.act(Act(HUMAN_SEAT, ActionKind.RAISE, 999_999))
    assert recorder.rejected and "cannot raise 999999" in recorder.rejected[-1]
    assert len(hand.events) == before
    assert recorder.batches[-1].view.legal == batch.view.legal  # the same choices again


def test_command_for_another_seat_is_refused() -> None:
    worker, recorder = _worker()
    _step_to_human(worker, recorder)
    worker.act(Act(2, ActionKind.FOLD))
    assert recorder.rejected[-1] == "You play seat 1, not seat 3."  # seats count from 1 for people


def test_unknown_bot_falls_back_with_a_notice() -> None:
    worker, recorder = _worker(default_bot="no-such-bot")
    worker.step()
    notices = recorder.batches[0].notices
    assert len(notices) == 3
    assert "unknown bot 'no-such-bot'" in notices[0] and "calling-station" in notices[0]


def test_busted_player_buys_back_in() -> None:
    worker, recorder = _worker(starting_stack=500)
    assert worker.table is not None
    worker.table.set_stack(HUMAN_SEAT, 1)  # all-in with the ante: a lost hand busts the human
    for _ in range(400):
        hand = worker.hand
        if hand is not None and not hand.is_over and hand.to_act == HUMAN_SEAT:
            worker.act(Act.taking(HUMAN_SEAT, hand.legal_actions(HUMAN_SEAT)[0]))
        else:
            worker.step()
        if "You buy back in for 500 chips." in recorder.batches[-1].notices:
            break
    else:
        raise AssertionError("the human never busted and bought back in")
    started = recorder.batches[-1].events[0]
    assert isinstance(started, HandStarted)
    assert dict((s.seat, s.stack) for s in started.seats)[HUMAN_SEAT] == 500


def test_step_without_a_table_reports_it() -> None:
    worker = EngineWorker()
    recorder = Recorder(worker)
    worker.step()
    assert recorder.failed == ["There is no table: start a new game from the Game menu."]
