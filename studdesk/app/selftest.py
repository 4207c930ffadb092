"""`studdesk --self-test`: start the real app, paint the table, play one hand, quit.

The whole desktop path runs: the window, the engine thread, the bots of the
default practice table, the animation director (at speed 0, so nothing waits)
and the sounds. The player's seat checks or calls. Everything is written to a
temporary folder that is removed afterwards, so the player's own settings and
saved games are never read or touched. Prints one line (the time from the
process's start to the first paint of the table with its players seated, the
hand's time, the sound's state) and exits with status 0, or 1 with the reason
when anything went wrong: an error logged by StudDesk, an exception in a Qt
slot, or no hand finished within `DEADLINE_S`.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication

from studdesk import __version__
from studdesk.app.pacer import Pacer
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import HandEnded
from studdesk.persistence.paths import HOME_ENV
from studdesk.persistence.settings import Settings
from studdesk.play.messages import StepBatch
from studdesk.ui.main_window import MainWindow

DEADLINE_S = 60
#: past this, the event loop itself no longer answers (the deadline timer could not fire):
#: a watchdog thread ends the process, so a self-test never hangs a build
WATCHDOG_S = DEADLINE_S + 30
SEED = 1
#: the player's answer when it is their turn: the first of these on offer
PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)

log = logging.getLogger(__name__)


def settings() -> Settings:
    """The default practice table (its default bots), with nothing animated and no thinking pause."""
    return Settings(animation_speed=0.0, bot_think_ms=0)


def seconds_since_process_start() -> float | None:
    """How long ago this process started (Linux: from /proc, to the clock tick), else None."""
    try:
        stat = Path("/proc/self/stat").read_text(encoding="ascii")
        # fields after the command's closing parenthesis start at field 3; starttime is field 22
        start_ticks = int(stat.rsplit(")", 1)[1].split()[19])
        return time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


class _Errors(logging.Handler):
    """Keeps every error StudDesk logs while the self-test runs."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.messages = messages

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@contextmanager
def session() -> Iterator[list[str]]:
    """The self-test's surroundings: a temporary home (removed afterwards), no screen needed,
    and every error (logged, raised in a Qt slot, or raised here) collected in the list yielded."""
    if sys.platform.startswith("linux") and not (
        os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no screen: the test still runs, off screen
    home = tempfile.mkdtemp(prefix="studdesk-self-test-")
    os.environ[HOME_ENV] = home
    errors: list[str] = []
    collector = _Errors(errors)
    # the collector would silence Python's last-resort printing: warnings still reach stderr
    said = logging.StreamHandler()
    said.setLevel(logging.WARNING)
    studdesk_log = logging.getLogger("studdesk")
    for handler in (collector, said):
        studdesk_log.addHandler(handler)
    previous_hook = sys.excepthook

    def slot_exception(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        errors.append(f"{kind.__name__}: {exc}")
        previous_hook(kind, exc, tb)

    sys.excepthook = slot_exception
    watchdog = threading.Timer(WATCHDOG_S, _event_loop_stuck)
    watchdog.daemon = True
    watchdog.start()
    try:
        yield errors
    except Exception as exc:  # a self-test reports what broke instead of a traceback
        log.debug("self-test failed", exc_info=True)
        errors.append(f"{type(exc).__name__}: {exc}")
    finally:
        watchdog.cancel()
        sys.excepthook = previous_hook
        for handler in (collector, said):
            studdesk_log.removeHandler(handler)
        shutil.rmtree(home, ignore_errors=True)


def _event_loop_stuck() -> None:
    _say(f"self-test FAILED: the event loop stopped answering for {WATCHDOG_S} s")
    os._exit(1)


class SelfTest(QObject):
    """Watches the real app through one hand: the first paint, the player's turns, the hand's end."""

    def __init__(self, window: MainWindow, pacer: Pacer, code_started: float) -> None:
        super().__init__(window)
        self.window = window
        self.pacer = pacer
        self.code_started = code_started
        self.first_paint: float | None = None  # seconds since the process (or our code) started
        self.hand_started: float | None = None
        self.hand_seconds: float | None = None
        self.players = 0
        self.failure: str | None = None
        window.view.viewport().installEventFilter(self)
        window.director.batch_finished.connect(self._batch_shown)
        pacer.turn_started.connect(self._our_turn)
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self._too_slow)
        self.deadline.start(DEADLINE_S * 1000)

    def since_start(self) -> float:
        age = seconds_since_process_start()
        return age if age is not None else time.perf_counter() - self.code_started

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        plates = self.window.scene.plates
        if event.type() == QEvent.Type.Paint and any(p.name for p in plates.values()):
            self.first_paint = self.since_start()
            self.hand_started = time.perf_counter()
            watched.removeEventFilter(self)
        return False

    @Slot()
    def _our_turn(self) -> None:
        QTimer.singleShot(0, self, self._answer)  # after the pacer has finished handing over

    @Slot()
    def _answer(self) -> None:
        offers = {offer.kind: offer for offer in self.window.panel.offers}
        if not offers:
            return  # the turn was answered meanwhile (a pre-action)
        choice = next((offers[k] for k in PASSIVE if k in offers), None)
        # nothing passive on offer cannot happen in limit stud; folding still ends the hand
        self.pacer.on_action(choice if choice is not None else offers[ActionKind.FOLD])

    @Slot(object)
    def _batch_shown(self, batch: StepBatch) -> None:
        self.players = max(self.players, len(batch.view.seats))
        if self.hand_seconds is None and any(isinstance(e, HandEnded) for e in batch.events):
            start = self.hand_started if self.hand_started is not None else self.code_started
            self.hand_seconds = time.perf_counter() - start
            QTimer.singleShot(0, self, self._finish)

    @Slot()
    def _too_slow(self) -> None:
        self.failure = f"no hand finished within {DEADLINE_S} s"
        self._finish()

    @Slot()
    def _finish(self) -> None:
        sounds = self.window.sounds
        if not sounds.settled and self.deadline.isActive() and sounds.state != "not started":
            QTimer.singleShot(20, self, self._finish)  # the sounds are part of the test: let them load
            return
        self.deadline.stop()
        self.window.close()  # stops the engine thread and saves, as a player's quit does
        QApplication.exit(0)


def _say(text: str) -> None:
    if sys.stdout is not None:  # a windowed Windows build has no console
        print(text, flush=True)


def report(test: SelfTest | None, errors: list[str]) -> int:
    """Print the outcome; the process's exit status: 0 passed, 1 failed."""
    failure = errors[0] if errors else None
    if test is not None:
        failure = test.failure or failure
        if test.first_paint is None and failure is None:
            failure = "the table was never painted"
        paint = f"{test.first_paint * 1000:.0f} ms" if test.first_paint is not None else "never"
        hand = f"{test.hand_seconds:.2f} s" if test.hand_seconds is not None else "did not finish"
        _say(
            f"StudDesk {__version__} self-test: first paint of the table {paint} after the start; "
            f"one hand of {test.players} players in {hand}; sound {test.window.sounds.state}"
        )
    if failure is not None:
        _say(f"self-test FAILED: {failure}")
        return 1
    _say("self-test passed")
    return 0
