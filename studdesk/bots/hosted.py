"""The built-in bots of a table in one child process (`bots.builtin_host`), off the app's GIL.

The Hard bots' simulations are Python, numpy and compiled code; run in the app's
engine thread, they held the GIL the GUI thread needs for every slot and paint,
often inside one long call that no switch interval interrupts (issue 12: the
longest stalls of the table). `BotHost` runs them in one process for all seats;
each seat's `HostedBot` has the bot protocol and forwards every call down a pipe,
blocking (without the GIL) for the answer. The bots there are made by
`registry.make_bot` with the same names and seeds, and get the same calls in the
same order, so they decide as they would here. Third-party bots keep their own
processes (`isolated`); tests and the command line keep the bots in-process.

Only the thread that plays (the engine thread) makes requests. A request carries
what the child must do first: make the seat's bot (its first request, or the
first after the child was started again), give it a new seed (`reseed` only
notes it: it never fails and costs no round trip), forget closed bots. A child
that dies fails the request in words (`BotError`: the bot checks or folds and
the player is told); the next request starts a new one, where each bot is made
again from its name and seed (what the bots learned of the opponents is lost,
the game goes on). `close` (any thread) kills the child at once and reaps it.
"""

from __future__ import annotations

import contextlib
import itertools
import pickle
import subprocess
import sys
import threading
import weakref
from typing import Any

from studdesk.bots.base import BotError
from studdesk.bots.children import end_child, kill_process, spawn
from studdesk.bots.wire import DECIDE, HAND_OVER, MAX_REQUEST, WireError, read_frame, write_frame
from studdesk.engine.actions import LegalAction
from studdesk.engine.views import PlayerView
from studdesk.wording import bot_failures

#: the request that makes a seat's bot (the answer says whether it learns from hands)
MAKE = "make"
#: the argument that makes a frozen build (PyInstaller) run the bots' process (`studdesk.__main__`)
FROZEN_FLAG = "--bot-host"


def host_command() -> list[str]:
    """The command that starts the bots' process, from a checkout, a venv or a frozen build."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_FLAG]
    return [sys.executable, "-m", "studdesk.bots.builtin_host"]


class BotHost:
    """One child process holding the built-in bots of a table."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        #: how many children were started: a bot made in an earlier one is made again
        self.generation = 0
        self._keys = itertools.count(1)
        self._number = 0
        self._lock = threading.Lock()
        self._dropped: list[int] = []
        self._dropped_lock = threading.Lock()
        #: `close` was called: no request is made any more
        self.closed = False
        # a host nobody closed still has its child killed when it is collected or at exit
        self._holder: list[subprocess.Popen[bytes]] = []
        self._finalizer = weakref.finalize(self, _kill_all, self._holder)

    def make_bot(self, name: str, seed: int | None = None) -> HostedBot:
        """The built-in bot `name` (see `registry.is_builtin`), hosted; BotError if it cannot be made."""
        bot = HostedBot(self, next(self._keys), name, seed)
        if not self.ask(bot, MAKE, None):
            return bot
        learning = HostedLearningBot(self, bot.key, name, seed)
        learning.made_in = bot.made_in
        return learning

    def forget(self, key: int) -> None:
        """A bot was closed (any thread): the child drops it with the next request."""
        with self._dropped_lock:
            self._dropped.append(key)

    def ask(self, bot: HostedBot, op: str, argument: Any) -> Any:
        """One request for `bot`, answered by the child; BotError (in words) if it cannot be."""
        with self._lock:
            if self.closed:
                raise BotError(bot_failures.process_ended())
            proc = self.proc
            if proc is None or proc.poll() is not None:
                if proc is not None:
                    self._forget_child(proc)
                try:
                    proc = self._start()
                except OSError:  # no interpreter to start (a broken installation)
                    raise BotError(bot_failures.process_ended()) from None
            make = (bot.name, bot.seed) if bot.made_in != self.generation else None
            reseed, bot.pending_seed = bot.pending_seed, None
            if make is not None and reseed is None:
                reseed = bot.last_seed  # made again in a new child: with the hand's seed too
            with self._dropped_lock:
                dropped, self._dropped = self._dropped, []
            self._number += 1
            request = (self._number, op, bot.key, argument, make, reseed, dropped)
            assert proc.stdin is not None and proc.stdout is not None
            try:
                write_frame(proc.stdin.fileno(), pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL))
                while True:  # blocks in os.read, without the GIL, while the bot thinks
                    number, ok, value = pickle.loads(read_frame(proc.stdout.fileno(), MAX_REQUEST))
                    if number == self._number:
                        break
            except (WireError, OSError, ValueError, EOFError, pickle.UnpicklingError):
                self._forget_child(proc)
                raise BotError(bot_failures.process_ended()) from None
            bot.made_in = self.generation
            if not ok:
                raise BotError(bot_failures.raised(str(value)))
            return value

    def _start(self) -> subprocess.Popen[bytes]:
        proc = spawn(host_command())
        self.proc = proc
        self._holder.append(proc)
        self.generation += 1
        return proc

    def _forget_child(self, proc: subprocess.Popen[bytes]) -> None:
        """Kill and reap a child, and close its pipes (by the thread that made the requests)."""
        end_child(proc)
        with contextlib.suppress(ValueError):
            self._holder.remove(proc)
        if self.proc is proc:
            self.proc = None

    def close(self) -> None:
        """Kill the child now (any thread): a decision in progress fails at once; nothing new starts.
        Its pipes are closed here when no request is under way, else by the request as it fails
        (never under a thread reading them: a new file could take their numbers)."""
        self.closed = True
        proc = self.proc
        if proc is not None:
            kill_process(proc)
        if self._lock.acquire(blocking=False):
            try:
                if self.proc is not None:
                    self._forget_child(self.proc)
            finally:
                self._lock.release()

    def release(self) -> None:
        """`close`, waiting for a request under way to fail first: the pipes are closed on return."""
        self.close()
        with self._lock:
            if self.proc is not None:
                self._forget_child(self.proc)


def _kill_all(holder: list[subprocess.Popen[bytes]]) -> None:
    for proc in list(holder):
        kill_process(proc)


class HostedBot:
    """A built-in bot in the `BotHost`'s process (a `Bot`, `Reseedable` and `Closable`)."""

    def __init__(self, host: BotHost, key: int, name: str, seed: int | None) -> None:
        self.host = host
        self.key = key
        self.name = name
        self.seed = seed
        #: the host's child the bot was made in (-1: not yet)
        self.made_in = -1
        #: a seed given since the last request, sent with the next
        self.pending_seed: int | None = None
        #: the last seed given (`reseed`), for a bot made again in a new child
        self.last_seed: int | None = None
        self.closed = False

    def __repr__(self) -> str:
        return f"HostedBot({self.name!r})"

    def decide(self, view: PlayerView) -> LegalAction:
        answer: LegalAction = self.host.ask(self, DECIDE, view)
        return answer

    def reseed(self, seed: int) -> None:
        self.pending_seed = self.last_seed = seed

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.host.forget(self.key)


class HostedLearningBot(HostedBot):
    """A hosted bot that learns from each finished hand (`LearnsFromHands`)."""

    def hand_over(self, view: PlayerView) -> None:
        if self.host.closed:
            return  # the app is closing (`BotHost.close`): nothing left to learn for
        try:
            self.host.ask(self, HAND_OVER, view)
        except BotError:
            if not self.host.closed:
                raise  # (closed meanwhile: as above)
