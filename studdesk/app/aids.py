"""The practice aids in the desktop app: which are on, what the coach is asked, what the table shows.

The aids controller listens where the architecture says a screen that reacts
to the game should: the director's `batch_finished` (the table has shown a
step: ask the coach about the new view), the pacer's `acted` (a decision for
the review), the flow's `settings_applied` (which aids are on for this game;
none in a sit-and-go unless the player wants them there). The coach runs in a
thread of its own (`app.coach_worker`); its answers for a table that has moved
on are dropped. The memory drill holds the table (`Pacer.hold`) while it asks.
The tool windows (calculator, trainer, drill results) open from the Tools menu,
with or without a game; their heavy parts are imported only then. The coach's
thread and the drills' log are made (and their modules imported) when first
needed, after the table is on screen.

The coach warms up (`CoachThread.warm_up`: its imports and its first look's
one-off work) once the table with its players has been painted, never before:
earlier it would compete for the GIL with the engine thread's first command and
put off the first paint. Until it is warm the table waits after each step
(`Pacer.hold`), so the first hand is not played while it warms up: done in the
middle of the hand, that work held the GUI thread off the GIL for 30-50 ms, the
longest stall of the table (issue 12). A warm-up that fails lets the table go on
at once, one that takes too long after `WARM_UP_WAIT_MS`.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from studdesk.app.work_processes import processes_pay
from studdesk.engine.actions import Act
from studdesk.engine.events import Event, HandStarted
from studdesk.engine.views import PlayerView
from studdesk.persistence.settings import Settings
from studdesk.play.aids import (
    REVIEW_NOTE,
    AidsWanted,
    CoachFailed,
    CoachReply,
    HandOver,
    HandReviewed,
    HeroActed,
    Look,
    NewCoach,
    TableAids,
)
from studdesk.play.messages import KeepNote, StepBatch
from studdesk.ui.aids_dock import AidsUi
from studdesk.ui.main_window import MainWindow
from studdesk.ui.theme import Theme
from studdesk.wording import drills as drill_words

if TYPE_CHECKING:  # the drill's logic is imported when a drill starts; the pacer is the app's
    from studdesk.analysis.memory_drill import DrillResult
    from studdesk.app.coach_worker import CoachThread
    from studdesk.app.pacer import Pacer
    from studdesk.persistence.drill_log import DrillLog

log = logging.getLogger(__name__)

#: "now and then on your turn": the chance a turn with folded up cards on the table is drilled
RANDOM_DRILL_CHANCE = 0.25
DRILL_HOLD = "memory drill"
WARM_UP_HOLD = "coach warm-up"
#: the coach works in a child process (`app.coach_process`) where the machine has the cores for it
#: (`work_processes`); the tests of the table's own logic keep it in its thread (tests/app/conftest.py)
COACH_IN_CHILD = processes_pay()
#: the table waits this long at most for the coach's warm-up (about 0.1-0.3 s; a failure says so at once)
WARM_UP_WAIT_MS = 3000


def _translation_file() -> Callable[[], str | None]:
    """The `.qm` file of the player's language as it is now (None: English), for the coach's
    process; read from the coach's thread (a plain attribute and a path)."""
    from studdesk.ui.assets import resource
    from studdesk.ui.languages import ENGLISH, languages

    chosen = languages()
    found: dict[str, str | None] = {ENGLISH: None}

    def now() -> str | None:
        code = chosen.current
        if code not in found:
            path = resource("translations", f"studdesk_{code}.qm")
            found[code] = str(path) if path is not None else None
        return found[code]

    return now


class AidsController(QObject):
    #: a finished hand's review went to the engine thread, to be kept with the hand in the hand
    #: history: (hand number, kind, JSON body), for the game the engine plays now
    review_ready = Signal(int, str, object)

    def __init__(
        self,
        window: MainWindow,
        pacer: Pacer,
        settings: Settings,
        seed: int | None = None,
        drill_log: DrillLog | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.pacer = pacer
        self.ui = AidsUi(window)
        self.panel = self.ui.panel
        self.overlay = self.ui.overlay
        self.rng = random.Random(seed)
        self._coach: CoachThread | None = None
        self._coach_seed = self.rng.getrandbits(32)
        self._drill_log = drill_log
        self.settings = settings
        self.tournament = False
        self.wanted = AidsWanted()
        #: the look the panel waits for; answers with another token are for a table since moved on
        self.token = 0
        self.last_batch: StepBatch | None = None
        self.last_review: HandReviewed | None = None
        #: the drill (or any dialog of the aids) open now
        self.dialog: QWidget | None = None
        self.windows: dict[str, QWidget] = {}
        #: puts a tool window where it was left, by its name, and notes where it is left this
        #: time (`ui.remembered.PlaceMemory.watch`; the flow keeps the places with the settings)
        self.place: Callable[[str, QWidget], None] | None = None
        self._game = -1
        self._hand_over = -1
        self._decided_in = -1
        self._drilled_in = -1
        #: the table with its players has been painted (the coach may warm up from then on)
        self.table_painted = False
        self._seated = False
        #: the coach is warm, or the table stopped waiting for it
        self.coach_warm = False
        self._warm_up_asked = False
        self._warm_wait = QTimer(self)
        self._warm_wait.setSingleShot(True)
        self._warm_wait.setInterval(WARM_UP_WAIT_MS)
        self._warm_wait.timeout.connect(self._stop_waiting_for_coach)

        window.view.viewport().installEventFilter(self)
        window.director.batch_finished.connect(self.on_batch)
        window.director.events_shown.connect(self.on_events)
        pacer.acted.connect(self.on_acted)
        window.closing.connect(self.shutdown)
        window.ui_scale_changed.connect(self.panel.set_scale)
        self.ui.calculator_requested.connect(self.open_calculator)
        self.ui.trainer_requested.connect(self.open_trainer)
        self.ui.drill_results_requested.connect(self.open_drill_results)
        self.apply(settings, False)

    @property
    def coach(self) -> CoachThread:
        """The coach's thread, made when an aid first asks (its own thread starts then too)."""
        if self._coach is None:
            from studdesk.app.coach_worker import CoachThread

            # its thread starts with the warm-up, after the first paint: the commands wait till then;
            # the coach itself works in a child process, off this process's GIL (issue 12)
            self._coach = CoachThread(
                self,
                seed=self._coach_seed,
                start_on_submit=False,
                in_child=COACH_IN_CHILD,
                translation=_translation_file(),
            )
            self._coach.replied.connect(self.on_reply)
            self._coach.warmed.connect(self._coach_warmed)
        return self._coach

    @property
    def drill_log(self) -> DrillLog:
        if self._drill_log is None:
            from studdesk.persistence.drill_log import DrillLog

            self._drill_log = DrillLog()
        return self._drill_log

    # ------------------------------------------------------------------ which aids are on

    @Slot(object, bool)
    def apply(self, settings: Settings, tournament: bool) -> None:
        """New settings or another kind of game: switch the aids on or off."""
        self.settings, self.tournament = settings, tournament
        wanted = AidsWanted.from_settings(settings, tournament)
        if wanted == self.wanted:
            return
        self.wanted = wanted
        self.panel.set_wanted(wanted)
        self.ui.show_dock(wanted.panel)
        self.overlay.set_enabled(wanted.boards, wanted.dim_folded)
        if not wanted.needs_coach:
            self._release_table()
        elif self.table_painted:
            self._warm_up_coach()
        if self.last_batch is not None:
            self._look(self.last_batch.view)  # the newly switched-on aids speak at once

    # ------------------------------------------------------------------ the coach's warm-up

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and self._seated:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._table_was_painted)  # once this paint is over
        return False

    @Slot()
    def _table_was_painted(self) -> None:
        self.table_painted = True
        if self.wanted.needs_coach:
            self._warm_up_coach()

    def _warm_up_coach(self) -> None:
        if not self._warm_up_asked:
            self._warm_up_asked = True
            self.coach.warm_up(self.window.variant_key)

    def _wait_for_coach(self) -> None:
        """The table waits after the step on show until the coach is warm (`WARM_UP_WAIT_MS` at most)."""
        self.pacer.hold(WARM_UP_HOLD)
        if not self._warm_wait.isActive():
            self._warm_wait.start()

    @Slot(bool)
    def _coach_warmed(self, _ready: bool) -> None:
        """Warm, or failed (logged; each look then reports the failure in words): the table goes on."""
        self.coach_warm = True
        self._release_table()

    @Slot()
    def _stop_waiting_for_coach(self) -> None:
        log.warning("the coach's warm-up took over %d ms; the table goes on", WARM_UP_WAIT_MS)
        self._warm_up_coach()  # not painted yet (a hidden window): the waiting commands need the coach
        self.coach_warm = True
        self._release_table()

    def _release_table(self) -> None:
        self._warm_wait.stop()
        self.pacer.release(WARM_UP_HOLD)

    # ------------------------------------------------------------------ the table moved on

    @Slot(object)
    def on_batch(self, batch: StepBatch) -> None:
        view = batch.view
        if batch.game != self._game:
            self._new_game(batch.game)
        self.last_batch = batch
        self.overlay.show_view(view)
        self._look(view)
        if self.wanted.needs_coach and not self.coach_warm:
            self._wait_for_coach()
        if view.is_over and view.hand_number != self._hand_over:
            self._hand_over = view.hand_number
            self._end_of_hand(view)
        elif self._random_drill_due(view):
            self.start_drill(view)

    @Slot(object)
    def on_events(self, group: tuple[Event, ...]) -> None:
        if isinstance(group[0], HandStarted):
            self._seated = True  # the players are on the table: its next paint is the first one
            self.overlay.clear()  # the last hand's folded cards leave with its other cards

    def _new_game(self, game: int) -> None:
        self._game = game
        self._hand_over = self._decided_in = self._drilled_in = -1
        self.overlay.clear()
        if self._coach is not None:
            self.coach.submit(NewCoach(self.rng.getrandbits(32)))

    def _look(self, view: PlayerView) -> None:
        if not self.wanted.needs_coach:
            return
        self.token += 1
        self.panel.computing(self.token, view.to_act == view.viewer and not view.is_over)
        self.coach.submit(Look(self.token, view, self.wanted))

    @Slot(object, object)
    def on_acted(self, view: PlayerView, act: Act) -> None:
        """The player acted: the decision goes to the review (and the advisor's cache serves it)."""
        if self.wanted.review:
            self._decided_in = view.hand_number
            self.coach.submit(HeroActed(view, act))

    def _end_of_hand(self, view: PlayerView) -> None:
        review = self.wanted.review and self._decided_in == view.hand_number
        if self._coach is not None:
            # the advisor learns the opponents either way
            self.coach.submit(HandOver(view, review, self._game))
        if self.wanted.drill == "end_of_hand":
            self.start_drill(view)

    # ------------------------------------------------------------------ the coach's answers

    @Slot(object)
    def on_reply(self, reply: CoachReply) -> None:
        match reply:
            case TableAids():
                if self.panel.show_aids(reply):
                    self.overlay.set_boards(reply.boards)
            case HandReviewed():
                self.last_review = reply
                self.panel.show_review(reply)
                if reply.game == self.pacer.game:  # the engine still plays that game: its hand is known
                    self.pacer.send(KeepNote(reply.hand_number, REVIEW_NOTE, reply.body))
                    self.review_ready.emit(reply.hand_number, REVIEW_NOTE, reply.body)
            case CoachFailed(text):
                self.window.log.note(text)

    # ------------------------------------------------------------------ the memory drill

    def _random_drill_due(self, view: PlayerView) -> bool:
        if self.wanted.drill != "random" or self._drilled_in == view.hand_number or self.dialog is not None:
            return False
        if view.to_act != view.viewer or view.is_over or not _folded_up_cards(view):
            return False
        return self.rng.random() < RANDOM_DRILL_CHANCE

    def start_drill(self, view: PlayerView) -> bool:
        """Ask about the folded up cards, with them hidden; the table waits. False if none were folded."""
        folded = _folded_up_cards(view)
        if not folded or self.dialog is not None:
            return False
        from studdesk.analysis.memory_drill import memory_questions
        from studdesk.ui.memory_drill import MemoryDrillDialog

        questions = memory_questions(view, self.rng.getrandbits(32))
        if not questions:
            return False
        self._drilled_in = view.hand_number
        self.pacer.hold(DRILL_HOLD)
        self._hide_folded(True)
        dialog = MemoryDrillDialog(questions, folded, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.completed.connect(self._keep_drill)
        dialog.finished.connect(self._drill_closed)
        self.dialog = dialog
        dialog.open()
        return True

    def _hide_folded(self, hidden: bool) -> None:
        """While the drill asks, nothing on screen may tell the folded cards: tracker, dimmed cards, log.

        The log's text is hidden, not its dock: in a narrow window the log is a tab over the
        table, not in its dock, and a hidden dock would count as the player closing it."""
        self.panel.hide_tracker(hidden)
        self.overlay.hide_folded(hidden)
        self.window.log.setHidden(hidden)

    @Slot(object)
    def _keep_drill(self, result: DrillResult) -> None:
        from studdesk.persistence.drill_log import DrillEntry, DrillLogError

        entry = DrillEntry(time.time(), result.asked, result.correct, result.mean_seconds)
        try:
            self.drill_log.add(entry)
        except DrillLogError as exc:
            message = drill_words.results_not_kept(str(exc))
            self.window.log.note(message)
            self.window.notify(message)

    @Slot()
    def _drill_closed(self) -> None:
        self.dialog = None
        self._hide_folded(False)
        self.pacer.release(DRILL_HOLD)

    # ------------------------------------------------------------------ the tool windows

    @Slot()
    def open_calculator(self) -> QWidget:
        def make() -> QWidget:
            from studdesk.play.calculator_tool import CalculatorTool  # numpy: only now
            from studdesk.ui.calculator_window import CalculatorWindow

            return CalculatorWindow(CalculatorTool(), self.settings.variant, self.settings.four_color_deck)

        return self._one_window("calculator", make)

    @Slot()
    def open_trainer(self) -> QWidget:
        def make() -> QWidget:
            from studdesk.play.trainer_tool import TrainerTool  # the bots: only now
            from studdesk.ui.trainer_window import TrainerWindow

            theme = Theme(self.settings.four_color_deck, self.settings.felt_color)
            trainer = TrainerWindow(TrainerTool(), self.rng.getrandbits(31), theme)
            trainer.variant.setCurrentIndex(max(0, trainer.variant.findData(self.settings.variant)))
            trainer.start()
            return trainer

        return self._one_window("trainer", make)

    def _one_window(self, name: str, make: Callable[[], QWidget]) -> QWidget:
        """The tool window `name`, made the first time (and again once closed), brought to the front."""
        window = self.windows.get(name)
        if window is None:
            window = make()
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.destroyed.connect(lambda: self.windows.pop(name, None))
            self.windows[name] = window
            if self.place is not None:
                self.place(name, window)
        _bring_up(window)
        return window

    @Slot()
    def open_drill_results(self) -> QWidget:
        from studdesk.ui.memory_drill import DrillResultsDialog

        dialog = DrillResultsDialog(self.drill_log.load(), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ closing

    @Slot()
    def shutdown(self) -> None:
        for window in list(self.windows.values()):
            window.close()
        self._warm_wait.stop()
        if self._coach is not None:
            self._coach.stop()


def _folded_up_cards(view: PlayerView) -> int:
    """Up cards of the players who folded (the player's own excepted)."""
    return sum(len(s.up_cards) for s in view.seats if s.folded and s.seat != view.viewer)


def _bring_up(window: QWidget) -> None:
    window.show()
    window.raise_()
    window.activateWindow()
