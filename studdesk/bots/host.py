"""The process that hosts one third-party bot: `python -m studdesk.bots.host` (see `isolated`).

It reads requests on its standard input and answers on its standard output
(`wire`), after moving those two out of the bot's way: what the bot prints goes
to standard error, and it reads an empty standard input. Everything the bot
raises, `SystemExit` and `KeyboardInterrupt` included, becomes an error answer;
the process ends when StudDesk closes the pipe, kills it, or goes away.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import sys
from typing import Any

from studdesk.bots.base import Bot, reseed, shown
from studdesk.bots.child_side import private_pipes, watch_parent
from studdesk.bots.loading import BotLoadError, build, import_factory
from studdesk.bots.wire import (
    DECIDE,
    HAND_OVER,
    HELLO,
    MAX_REQUEST,
    WireError,
    answer,
    read_frame,
    write_frame,
)
from studdesk.engine.actions import ActionKind


def _serve(bot: Bot, number: int, op: str, argument: Any) -> bytes:
    seed, view = argument
    try:
        if seed is not None:
            reseed(bot, seed)
        if op == DECIDE:
            choice = bot.decide(view)
            kind, amount = getattr(choice, "kind", None), getattr(choice, "amount", None)
            if not isinstance(kind, ActionKind) or type(amount) is not int:
                # what it answered, for StudDesk to word (this process speaks no language)
                return answer(number, ok=False, answered=shown(choice, 200))
            return answer(number, ok=True, kind=kind.value, amount=amount)
        if op == HAND_OVER:
            hook = getattr(bot, "hand_over", None)
            if callable(hook) and view is not None:
                hook(view)
            return answer(number, ok=True)
        return answer(number, ok=False, error=f"unknown request {op!r}")
    except BaseException as exc:  # SystemExit and KeyboardInterrupt too: the bot failed, nothing else
        return answer(number, ok=False, error=shown(exc, 200))


def serve(requests: int, answers: int) -> None:
    """Load the bot named in the first request, then answer requests until the pipe closes."""
    try:
        number, op, hello = pickle.loads(read_frame(requests, MAX_REQUEST))
    except (WireError, OSError, pickle.UnpicklingError, ValueError, TypeError):
        return
    if op != HELLO:
        return
    sys.path[:] = hello["path"]
    spec = hello["spec"]
    try:
        bot = build(spec, import_factory(spec), hello["seed"])
    except BaseException as exc:  # whatever importing someone else's module does
        # the problem's key and details: StudDesk words them in the player's language
        if isinstance(exc, BotLoadError):
            problem, details = exc.problem, exc.details
        else:
            problem, details = "not created", {"name": spec, "error": shown(exc, 200)}
        write_frame(answers, answer(number, ok=False, problem=problem, details=details))
        return
    write_frame(answers, answer(number, ok=True))
    while True:
        try:
            number, op, argument = pickle.loads(read_frame(requests, MAX_REQUEST))
        except (WireError, OSError):
            return
        write_frame(answers, _serve(bot, number, op, argument))


def main() -> None:
    if hasattr(signal, "SIGINT"):  # Ctrl+C in the terminal is for StudDesk, which then closes us
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests, answers = private_pipes()
    watch_parent()
    with contextlib.suppress(BaseException):  # a broken pipe, or the bot's own threads: end quietly
        serve(requests, answers)
    # os._exit: threads the bot started must not keep this process alive
    os._exit(0)


if __name__ == "__main__":
    main()
