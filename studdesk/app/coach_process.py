"""The coach in a child process (`coach_host`), driven from the coach's thread as the coach itself.

`CoachProcess` has the coach's `warm_up` and `handle`: each sends its request
down a pipe and blocks reading the answer, so the coach's thread holds the GIL
only to pickle a view and unpickle the reply, and the simulations never hold up
the GUI thread (issue 12: with every aid on, the coach's numpy and compiled
calls held the GIL for tens of milliseconds at a time, the table's longest
stalls). The child is started (spawned, never forked: Qt's threads) on the first
request, with the coach's seed, so its answers are those of an in-process coach
with that seed.

A child that dies (killed, out of memory, a crash) makes the request raise
`CoachProcessError`, which the coach's thread words for the player as any
failure of the coach; the next request starts a new child (a new coach with the
same seed: what the advisor learned of the opponents and the hand's review so
far are lost, the game goes on). `close` kills the child at once and reaps it:
closing never waits for a simulation, and no zombie is left.
"""

from __future__ import annotations

import logging
import pickle
import subprocess
import sys
from collections.abc import Callable
from typing import cast

from studdesk.app.coach_host import HANDLE, WARM_UP
from studdesk.bots.children import end_child, kill_process, spawn
from studdesk.bots.wire import MAX_REQUEST, WireError, read_frame, write_frame
from studdesk.play.aids import CoachCommand, CoachReply

log = logging.getLogger(__name__)

#: the argument that makes a frozen build (PyInstaller) run the coach's process (`studdesk.__main__`)
FROZEN_FLAG = "--coach-host"


class CoachProcessError(Exception):
    """The coach's process is gone, or it failed on a request (the message says which)."""


def host_command(seed: int) -> list[str]:
    """The command that starts the coach's process, from a checkout, a venv or a frozen build."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_FLAG, str(seed)]
    return [sys.executable, "-m", "studdesk.app.coach_host", str(seed)]


class CoachProcess:
    """The coach in a child process; use it from one thread (the coach's) only, but `close` from any."""

    def __init__(self, seed: int, translation: Callable[[], str | None] = lambda: None) -> None:
        self.seed = seed
        #: the `.qm` file of the player's language now (None: English), read at each request
        self.translation = translation
        self.proc: subprocess.Popen[bytes] | None = None
        self._number = 0
        self._closed = False

    def warm_up(self, variant_key: str) -> None:
        self._ask(WARM_UP, variant_key)

    def handle(self, command: CoachCommand) -> CoachReply | None:
        return cast("CoachReply | None", self._ask(HANDLE, command))  # the child's coach's reply

    def _ask(self, op: str, argument: object) -> object:
        if self._closed:
            raise CoachProcessError("the coach's process was closed")
        proc = self.proc
        if proc is None or proc.poll() is not None:
            if proc is not None:
                self._forget(proc)
            proc = self.proc = spawn(host_command(self.seed))
        assert proc.stdin is not None and proc.stdout is not None
        self._number += 1
        request = (self._number, self.translation(), op, argument)
        body = pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)
        try:
            write_frame(proc.stdin.fileno(), body)
            while True:  # blocks in os.read, without the GIL, while the child works
                number, ok, value = pickle.loads(read_frame(proc.stdout.fileno(), MAX_REQUEST))
                if number == self._number:
                    break
        except (WireError, OSError, ValueError, EOFError, pickle.UnpicklingError) as exc:
            self._forget(proc)
            raise CoachProcessError(f"the coach's process ended ({exc})") from None
        if not ok:
            raise CoachProcessError(str(value))
        return value

    def _forget(self, proc: subprocess.Popen[bytes]) -> None:
        """Kill and reap a child that failed, and close its pipes (in the thread that used them)."""
        end_child(proc)
        if self.proc is proc:
            self.proc = None

    def release(self) -> None:
        """Kill the child and close its pipes (by the thread that made the requests, once done)."""
        self._closed = True
        if self.proc is not None:
            self._forget(self.proc)

    def close(self) -> None:
        """Kill the child now (any thread): a request waiting for it fails at once; nothing new starts.
        Its pipes are closed by the thread that reads them (`_forget`), or with this object."""
        self._closed = True
        proc = self.proc
        if proc is not None:
            kill_process(proc)
