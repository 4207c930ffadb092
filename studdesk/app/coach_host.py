"""The process the desktop app's coach runs in: `python -m studdesk.app.coach_host` (see `coach_process`).

The coach's simulations are Python and numpy; run in a thread of the app's own
process, they held the GIL the GUI thread needs for each slot and paint, often
inside one long numpy or compiled call that no switch interval interrupts (the
table's longest stalls with every aid on, issue 12). Here they hold this
process's GIL only.

It reads pickled requests on its standard input and answers on its standard
output (`bots.wire`'s frames), after moving those out of the way (a stray print
goes to standard error). A request is `(number, translation, op, argument)`:
`translation` is the `.qm` file of the player's language (None: English), put
in place before the request is served, so the coach's words are the player's;
`op` is "warm_up" (the argument: a variant's key) or "handle" (a `CoachCommand`).
The answer is `(number, True, reply)`, or `(number, False, words)` when the coach
raised (logged here, on standard error). Both sides are StudDesk's own code,
hence pickle both ways. The process ends when the app closes the pipe, kills
it, or goes away.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import signal
import sys
from typing import Any

from studdesk import wording
from studdesk.bots.child_side import private_pipes, watch_parent
from studdesk.bots.wire import MAX_REQUEST, WireError, read_frame, write_frame

log = logging.getLogger(__name__)

WARM_UP = "warm_up"
HANDLE = "handle"


class _Language:
    """The player's language in this process: the translation file the app names with each request."""

    def __init__(self) -> None:
        self.path: str | None = None
        self._translator: Any = None

    def use(self, path: str | None) -> None:
        if path == self.path:
            return
        self.path = path
        if path is None:
            wording.install(None)
            return
        from PySide6.QtCore import QTranslator  # only for a language other than English

        translator = QTranslator()
        if not translator.load(path):
            log.warning("the translation %s could not be read; the coach speaks English", path)
            wording.install(None)
            return
        self._translator = translator

        def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
            return translator.translate(context, text, disambiguation, n) or text

        wording.install(translate)


def serve(requests: int, answers: int, seed: int) -> None:
    """Answer requests until the pipe closes."""
    from studdesk.play.coach import Coach  # numpy and the bots: here, not in the app's process

    coach = Coach(seed)
    language = _Language()
    while True:
        try:
            number, translation, op, argument = pickle.loads(read_frame(requests, MAX_REQUEST))
        except (WireError, OSError):
            return
        try:
            language.use(translation)
            if op == WARM_UP:
                coach.warm_up(argument)
                reply: Any = None
            elif op == HANDLE:
                reply = coach.handle(argument)
            else:
                raise ValueError(f"unknown request {op!r}")
            body = pickle.dumps((number, True, reply), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # a bug in the coach: the app words it for the player
            log.exception("the coach failed on %s", op)
            body = pickle.dumps((number, False, repr(exc)), protocol=pickle.HIGHEST_PROTOCOL)
        write_frame(answers, body)


def main() -> None:
    if hasattr(signal, "SIGINT"):  # Ctrl+C in the terminal is for the app, which then closes us
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    requests, answers = private_pipes()
    watch_parent()
    seed = int(sys.argv[-1]) if len(sys.argv) > 1 and sys.argv[-1].lstrip("-").isdigit() else 0
    with contextlib.suppress(BaseException):  # a broken pipe at the app's end: end quietly
        serve(requests, answers, seed)
    os._exit(0)


if __name__ == "__main__":
    main()
