"""Looking at child processes from the tests (the bots' and the coach's processes, issue 12). Linux."""

from __future__ import annotations

import os
import time


def gone(pid: int) -> bool:
    """Whether no process (not even a zombie) has this id."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def wait_until_stopped(pid: int) -> None:
    """Until the process is stopped by a signal (its state in /proc is T)."""
    for _ in range(5000):
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            if stat.read().rsplit(")", 1)[1].split()[0] == "T":
                return
        time.sleep(0.001)
    raise AssertionError(f"process {pid} did not stop")
