"""The engine worker: the runner in its own thread, behind one command slot and one reply signal.

A QObject moved to a QThread (DESIGN.md §3). Commands (`play.messages`)
arrive through the queued slot `handle`; every reply the runner gives leaves
on `replied`, in order. The worker owns the game; the GUI thread never touches
it. All the game logic is in `studdesk.play.runner`: this is only the Qt
adapter, plus the guard that turns a bug into a message instead of a dead
thread. The runner (and with it the games, the bots and the engine's hand
logic) is imported and made on the first command, in the engine thread, so
the GUI thread's start-up does not load it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from studdesk.app.work_processes import processes_pay
from studdesk.play.messages import Command, Failed
from studdesk.wording import game as words

if TYPE_CHECKING:
    from studdesk.bots.hosted import BotHost
    from studdesk.play.runner import Runner

log = logging.getLogger(__name__)

#: the built-in bots play in a process of their own (`bots.hosted`) where the machine has the cores
#: for it (`work_processes`): their thinking then never holds the GIL the GUI thread needs (issue
#: 12); the tests of the table's own logic keep them in the engine thread (tests/app/conftest.py)
BOTS_IN_CHILD = processes_pay()


class EngineWorker(QObject):
    #: each reply of the runner (a `play.messages.Reply`), in order
    replied = Signal(object)
    #: `save_game` is done (the game is written, or a failure was told the usual way)
    saved = Signal()

    def __init__(self, runner: Runner | None = None) -> None:
        super().__init__()
        self._runner = runner
        #: the process of the built-in bots (made with the runner)
        self.bot_host: BotHost | None = None

    @property
    def runner(self) -> Runner | None:
        """The runner, once the first command has made it (None before): reading it never makes
        one, so a runner cannot be built in the GUI thread by a look from there."""
        return self._runner

    def _made_runner(self) -> Runner:
        """The runner, made on the first command, in the engine thread (see the module's docstring)."""
        if self._runner is None:
            from studdesk.play.recording import HandRecorder
            from studdesk.play.runner import Runner

            if BOTS_IN_CHILD:
                from studdesk.bots.hosted import BotHost

                self.bot_host = BotHost()
            self._runner = Runner(  # every finished hand into the history
                recorder=HandRecorder(),
                bot_maker=self.bot_host.make_bot if self.bot_host is not None else None,
            )
        return self._runner

    @Slot(object)
    def handle(self, command: Command) -> None:
        try:
            replies = self._made_runner().handle(command)
        except Exception as exc:  # a bug must reach the player as a message, not kill the thread
            log.exception("the engine failed on %r", command)
            replies = (Failed(words.engine_failed(exc)),)
        for reply in replies:
            self.replied.emit(reply)

    def interrupt(self) -> None:
        """The app is closing: called from the GUI thread, directly, so that a bot deciding
        in the engine thread now is cut off at once (see `Runner.interrupt`)."""
        runner = self._runner
        if runner is not None:
            runner.interrupt()
        host = self.bot_host
        if host is not None:
            host.close()  # a decision in progress ends now (not played: see `Runner.interrupt`)

    @Slot()
    def save_game(self) -> None:
        """Save the game as it is, and say so (`saved`); the game goes on (after an unexpected error)."""
        if self._runner is not None:
            self._runner.save()
        self.saved.emit()

    @Slot()
    def save_now(self) -> None:
        """Save the game as it is and write the hands still queued for the history (the app is closing)."""
        if self._runner is not None:  # no command came: nothing to save
            self._runner.save()
            self._runner.close_recorder()
