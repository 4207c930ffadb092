"""The process that hosts a table's built-in bots: `python -m studdesk.bots.builtin_host` (see `hosted`).

It reads pickled requests on its standard input and answers on its standard
output (`wire`'s frames), after moving those out of the way (a stray print goes
to standard error). A request is `(number, op, key, argument, make, reseed,
dropped)`: first the bots of the keys in `dropped` are forgotten; `make`, when
given, is `(name, seed)` of the bot to make for `key` (`registry.make_bot`);
`reseed`, when given, a new seed for it; then `op` is done: "make" (answers
whether the bot learns from hands), "decide" (a view: answers the bot's choice)
or "hand_over" (a view). The answer is `(number, True, value)` or
`(number, False, what the bot raised)`. Both sides are StudDesk's own code,
hence pickle both ways. The process ends when the app closes the pipe, kills it,
or goes away.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import sys
from typing import Any

from studdesk.bots.base import Bot, learns_from_hands, reseed, show_hand_over, shown
from studdesk.bots.child_side import private_pipes, watch_parent
from studdesk.bots.hosted import MAKE
from studdesk.bots.registry import make_bot
from studdesk.bots.wire import DECIDE, HAND_OVER, MAX_REQUEST, WireError, read_frame, write_frame


def _serve(bots: dict[int, Bot], request: tuple[Any, ...]) -> tuple[bool, Any]:
    _number, op, key, argument, make, seed, dropped = request
    for gone in dropped:
        bots.pop(gone, None)
    if make is not None:
        name, first_seed = make
        bots[key] = make_bot(name, first_seed)
    bot = bots[key]
    if seed is not None:
        reseed(bot, seed)
    if op == MAKE:
        return True, learns_from_hands(bot)
    if op == DECIDE:
        return True, bot.decide(argument)
    if op == HAND_OVER:
        show_hand_over(bot, argument)
        return True, None
    return False, f"unknown request {op!r}"


def serve(requests: int, answers: int) -> None:
    """Answer requests until the pipe closes."""
    bots: dict[int, Bot] = {}
    while True:
        try:
            request = pickle.loads(read_frame(requests, MAX_REQUEST))
        except (WireError, OSError):
            return
        try:
            ok, value = _serve(bots, request)
        except Exception as exc:  # a bug in a bot: it checks or folds, the player is told
            ok, value = False, shown(exc, 200)
        write_frame(answers, pickle.dumps((request[0], ok, value), protocol=pickle.HIGHEST_PROTOCOL))


def main() -> None:
    if hasattr(signal, "SIGINT"):  # Ctrl+C in the terminal is for the app, which then closes us
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    requests, answers = private_pipes()
    watch_parent()
    with contextlib.suppress(BaseException):  # a broken pipe at the app's end: end quietly
        serve(requests, answers)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
