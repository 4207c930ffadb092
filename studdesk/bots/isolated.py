"""Third-party bots in a process of their own, with a deadline per decision.

A bot given as `package.module:ClassName` or through the `studdesk.bots` entry
points is someone else's code: it may sleep, loop forever, call `sys.exit`,
crash its interpreter, return garbage or rewrite the objects it is handed.
`IsolatedBot` runs it in a child process (`studdesk.bots.host`) and talks to
it through pipes (`wire`), so that whatever it does:

- each decision takes at most `deadline` seconds: a late bot's process is
  killed and `BotError` raised, which `safe_decision` turns into
  check-or-fold with a notice; the process is started again for the next
  decision, and after repeated failures the bot is dropped and only checks
  or folds, at once, for the rest of the game;
- it only ever sees copies (the view is pickled), so it cannot change the
  table's objects, and StudDesk only reads plain JSON back from it;
- `close()` kills the process (and anything it started) at once, whatever
  the bot is doing, so closing the window or ending `studdesk-sim` never
  waits on a bot.

The built-in bots are ours and need no deadline: the tools and tests play them in the StudDesk
process, the desktop app in one process for all of them (`hosted`), off its GIL.
"""

from __future__ import annotations

import contextlib
import logging
import pickle
import queue
import sys
import threading
import time
import weakref
from typing import Any, NoReturn

from studdesk.bots.base import BotError, passive_fallback
from studdesk.bots.children import kill_process, spawn
from studdesk.bots.loading import DEFAULT_DEADLINE as DEFAULT_DEADLINE  # re-exported: callers read it here
from studdesk.bots.loading import BotLoadError
from studdesk.bots.wire import (
    DECIDE,
    HAND_OVER,
    HELLO,
    MAX_ANSWER,
    WireError,
    parse_answer,
    read_frame,
    write_frame,
)
from studdesk.engine.actions import LegalAction
from studdesk.engine.views import PlayerView
from studdesk.wording import bot_failures

log = logging.getLogger(__name__)

#: seconds for the bot's process to start and load the bot (an interpreter and some imports)
START_TIMEOUT = 15.0
#: a bot failing this many decisions in a row, or this many in all, is dropped
DROP_AFTER_IN_ROW = 3
DROP_AFTER_IN_ALL = 10


class _NoAnswerError(Exception):
    """The bot's process did not answer in time, is gone, or sent no answer; the message says
    which, in words (`wording.bot_failures`)."""


class _Child:
    """One running host process and the thread that reads its answers."""

    def __init__(self) -> None:
        self.proc = spawn([sys.executable, "-m", "studdesk.bots.host"])
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._to_child = self.proc.stdin
        self._from_child = self.proc.stdout
        self._answers: queue.SimpleQueue[dict[str, Any] | WireError] = queue.SimpleQueue()
        self._number = 0
        threading.Thread(target=self._read, name="studdesk-bot-answers", daemon=True).start()

    def _read(self) -> None:
        fd = self._from_child.fileno()
        try:
            while True:
                self._answers.put(parse_answer(read_frame(fd, MAX_ANSWER)))
        except WireError as exc:
            self._answers.put(exc)
        except (OSError, ValueError) as exc:
            self._answers.put(WireError(f"the pipe was closed ({exc})"))
        finally:
            # closed here, not by `kill`: closing a descriptor another thread still reads
            # from could let a newly opened file take its number
            with contextlib.suppress(OSError):
                self._from_child.close()

    def ask(self, op: str, argument: Any, timeout: float) -> dict[str, Any]:
        """Send one request and wait at most `timeout` seconds for its answer."""
        self._number += 1
        body = pickle.dumps((self._number, op, argument), protocol=pickle.HIGHEST_PROTOCOL)
        try:
            write_frame(self._to_child.fileno(), body)
        except (OSError, ValueError):
            raise _NoAnswerError(bot_failures.process_ended()) from None
        give_up = time.monotonic() + timeout
        while True:
            left = give_up - time.monotonic()
            try:
                item = self._answers.get(timeout=max(left, 0.0)) if left > 0 else self._answers.get_nowait()
            except queue.Empty:
                raise _NoAnswerError(bot_failures.no_answer(timeout)) from None
            if isinstance(item, WireError):
                if "closed" in str(item):
                    raise _NoAnswerError(bot_failures.process_ended())
                log.warning("a bot's process sent %s", item)
                raise _NoAnswerError(bot_failures.unreadable_answer())
            if item["n"] == self._number:
                return item

    def kill(self) -> None:
        """End the process and everything it started, now."""
        kill_process(self.proc)  # its end of the answers pipe closes, so the reading thread ends
        with contextlib.suppress(OSError):
            self._to_child.close()


class IsolatedBot:
    """A third-party bot in its own process (a `Bot`). Raises BotLoadError if it cannot be loaded."""

    def __init__(
        self,
        spec: str,
        seed: int | None = None,
        deadline: float = DEFAULT_DEADLINE,
        start_timeout: float = START_TIMEOUT,
    ) -> None:
        self.spec = spec
        self.deadline = deadline
        self.start_timeout = start_timeout
        self.dropped = False
        self.closed = False
        self.failures = 0
        self._failures_in_row = 0
        self._seed = seed
        self._reseed: int | None = None
        self._unreported: str | None = None
        self._child: _Child | None = None
        # a bot nobody closed is still killed when it is collected or at exit
        self._holder: list[_Child] = []
        self._finalizer = weakref.finalize(self, _kill_all, self._holder)
        try:
            self._start()
        except _NoAnswerError as exc:
            self.close()
            raise BotLoadError("did not start", spec=spec, reason=str(exc)) from None
        except BotLoadError:
            self.close()
            raise

    def __repr__(self) -> str:
        return f"IsolatedBot({self.spec!r})"

    # ------------------------------------------------------------------ the Bot protocol

    def decide(self, view: PlayerView) -> LegalAction:
        """The bot's choice, one of `view.legal`; BotError (in plain words) when it gives none."""
        if self._unreported is not None:
            message, self._unreported = self._unreported, None
            raise BotError(message)
        if self.dropped or self.closed:
            return passive_fallback(view.legal)
        reply = self._ask(DECIDE, view)
        if not reply.get("ok"):
            self._failed(_refusal(reply))
        kind, amount = reply.get("kind"), reply.get("amount")
        for offer in view.legal:
            if offer.kind.value == kind and type(amount) is int and offer.amount == amount:
                self._failures_in_row = 0
                return offer
        self._failed(bot_failures.not_on_offer(f"{kind} {amount}"[:120]))

    def hand_over(self, view: PlayerView) -> None:
        """Show the bot the end of the hand (bots that learn); a failure counts, and is told later."""
        if self.dropped or self.closed:
            return
        try:
            reply = self._ask(HAND_OVER, view)
            if not reply.get("ok"):
                self._failed(bot_failures.at_hand_over(_refusal(reply)))
        except BotError as exc:
            self._unreported = str(exc)

    def reseed(self, seed: int) -> None:
        """A fresh random source for the next hand; sent along with the next request."""
        self._seed = self._reseed = seed

    def close(self) -> None:
        """Kill the bot's process now (idempotent); the bot only checks or folds afterwards."""
        self.closed = True
        self._child = None
        self._finalizer()

    def __enter__(self) -> IsolatedBot:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ------------------------------------------------------------------ internals

    def _start(self) -> _Child:
        child = _Child()
        self._holder.append(child)
        self._child = child
        hello = {"spec": self.spec, "seed": self._seed, "path": [p for p in sys.path if isinstance(p, str)]}
        try:
            reply = child.ask(HELLO, hello, self.start_timeout)
        except _NoAnswerError:
            self._kill_child()
            raise
        if not reply.get("ok"):
            self._kill_child()
            raise _load_error(reply)
        return child

    def _ask(self, op: str, view: PlayerView) -> dict[str, Any]:
        try:
            child = self._child
            if child is None:
                child = self._start()
                self._reseed = self._seed  # a restarted bot starts the hand from its seed again
            seed, self._reseed = self._reseed, None
            return child.ask(op, (seed, view), self.deadline)
        except _NoAnswerError as exc:
            self._kill_child()
            self._failed(str(exc))
        except BotLoadError as exc:
            self._failed(bot_failures.not_restarted(str(exc)))

    def _failed(self, reason: str) -> NoReturn:
        self.failures += 1
        self._failures_in_row += 1
        if self._failures_in_row >= DROP_AFTER_IN_ROW or self.failures >= DROP_AFTER_IN_ALL:
            self.dropped = True
            self._kill_child()
            in_row = self._failures_in_row >= DROP_AFTER_IN_ROW
            failures = self._failures_in_row if in_row else self.failures
            raise BotError(bot_failures.dropped(reason, failures, in_row))
        raise BotError(reason)

    def _kill_child(self) -> None:
        child, self._child = self._child, None
        if child is not None:
            child.kill()
            with contextlib.suppress(ValueError):
                self._holder.remove(child)


def _load_error(reply: dict[str, Any]) -> BotLoadError:
    """Why the bot's process could not load the bot: its problem key and details, as plain strings."""
    details = reply.get("details")
    if not isinstance(details, dict):
        details = {}
    plain = {str(k)[:40]: str(v)[:500] for k, v in list(details.items())[:8] if k != "problem"}
    return BotLoadError(str(reply.get("problem"))[:200], **plain)


def _refusal(reply: dict[str, Any]) -> str:
    """A failed answer in words: what the bot answered that is no action, or what it raised."""
    if "answered" in reply:
        return bot_failures.not_an_action(str(reply["answered"])[:200])
    return bot_failures.raised(str(reply.get("error"))[:200])


def _kill_all(children: list[_Child]) -> None:
    for child in children:
        child.kill()
    children.clear()
