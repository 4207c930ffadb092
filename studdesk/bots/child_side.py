"""What every child process of StudDesk does first (`bots.host`, `bots.builtin_host`, `app.coach_host`).

The app talks to a child through its standard input and output (`wire`'s
frames). Those two are moved out of the way of the code the child runs, so
that a stray print or read cannot corrupt the protocol; and the child ends by
itself once the app is gone, even in the middle of a long computation.
"""

from __future__ import annotations

import os
import threading
import time

PARENT_CHECK_SECONDS = 0.5


def private_pipes() -> tuple[int, int]:
    """The protocol's descriptors; standard input becomes empty and standard output goes to stderr."""
    requests, answers = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    return requests, answers


def watch_parent() -> None:
    """End this process when the app is gone (its parent changes), whatever it is doing."""
    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(PARENT_CHECK_SECONDS)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="studdesk-parent-watch", daemon=True).start()
