"""The animation director: one queue of steps, one step playing at a time (DESIGN.md §3).

Batches from the worker are cut into steps: the bot's thinking pause, then the
events grouped by `builders.GROUPED`, then the batch's end (the scene is
squared with the view and `batch_finished` is emitted). When the queue runs
dry the director emits `idle`: that is when the controller asks the engine for
the next step, so the engine never runs ahead of what the player has seen.
`skip()` jumps the playing step to its end; with every duration 0 a whole
batch is applied at once. As each group starts, `cue` carries the sound that
goes with it (`sound_cues`), so the table is heard as it is seen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from studdesk.engine.events import Event
from studdesk.engine.variants import VARIANTS
from studdesk.play.messages import StepBatch
from studdesk.ui.scene.anim import Built
from studdesk.ui.scene.builders import BUILDERS, GROUPED, think
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.sound_cues import cue_for
from studdesk.ui.timings import Beat, Timings

Step = Callable[[], Built]


def group_events(events: tuple[Event, ...]) -> list[tuple[Event, ...]]:
    """Cut a batch into animation groups: runs of one GROUPED type together, the rest one by one."""
    groups: list[list[Event]] = []
    for event in events:
        if groups and type(event) in GROUPED and type(groups[-1][0]) is type(event):
            groups[-1].append(event)
        else:
            groups.append([event])
    return [tuple(g) for g in groups]


class AnimationDirector(QObject):
    #: nothing left to play: the controller may ask the engine for more
    idle = Signal()
    #: a batch has been shown to its end (carries the StepBatch)
    batch_finished = Signal(object)
    #: a group of events (a tuple) has been shown: the hand log writes it
    events_shown = Signal(object)
    #: a group starts to play: the sound that goes with it (a `sound_cues.Cue`)
    cue = Signal(object)

    def __init__(self, scene: TableScene, timings: Timings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.timings = timings
        self._queue: deque[Step] = deque()
        self._current: Built | None = None
        self._draining = False

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    def set_timings(self, timings: Timings) -> None:
        self.timings = timings

    # ------------------------------------------------------------- queueing

    def enqueue(self, batch: StepBatch) -> None:
        self._queue.append(lambda: self._begin(batch))
        if batch.thinker is not None:
            seat = batch.thinker
            self._queue.append(lambda: think(self.scene, seat, self.timings))
        for group in group_events(batch.events):
            self._queue.append(self._group_step(group, batch.viewer))
        self._queue.append(lambda: self._end(batch))
        self._drain()

    def _group_step(self, group: tuple[Event, ...], viewer: int) -> Step:
        builder = BUILDERS[type(group[0])]

        def step() -> Built:
            built = builder(self.scene, group, self.timings)
            cue = cue_for(group, viewer, self.timings.ms(Beat.DEAL_STAGGER))
            if cue is not None:
                self.cue.emit(cue)
            # the log tells what the table has shown, so it speaks once the animation ends
            built.after.append(lambda: self.events_shown.emit(group))
            return built

        return step

    def _begin(self, batch: StepBatch) -> Built:
        variant = VARIANTS[batch.view.variant_key]
        self.scene.configure(batch.seat_count, batch.viewer, variant.cards_per_player)
        return Built()

    def _end(self, batch: StepBatch) -> Built:
        self.scene.sync(batch.view)
        self.batch_finished.emit(batch)
        return Built()

    # -------------------------------------------------------------- playing

    def _drain(self) -> None:
        if self._draining or self._current is not None:
            return
        self._draining = True
        try:
            while self._queue and self._current is None:
                built = self._queue.popleft()()
                if built.anim is None:
                    for after in built.after:
                        after()
                    continue
                self._current = built
                built.anim.finished.connect(self._on_finished)
                built.anim.start()
        finally:
            self._draining = False
        if not self.busy:
            self.idle.emit()

    @Slot()
    def _on_finished(self) -> None:
        current = self._current
        if current is None:
            return
        self._current = None
        for after in current.after:
            after()
        if current.anim is not None:
            current.anim.deleteLater()
        self._drain()

    @Slot()
    def skip(self) -> None:
        """Jump the playing animation to its end (a click or a key on the table)."""
        current = self._current
        if current is None or current.anim is None:
            return
        anim = current.anim
        anim.setCurrentTime(anim.totalDuration())
        if self._current is current:  # Qt did not report the end: finish it ourselves
            anim.stop()
            self._on_finished()

    def clear(self) -> None:
        """Drop everything queued and stop what plays (a new game starts)."""
        self._queue.clear()
        current, self._current = self._current, None
        if current is not None and current.anim is not None:
            current.anim.finished.disconnect(self._on_finished)
            current.anim.stop()
            current.anim.deleteLater()
        self.scene.clear_hand()
