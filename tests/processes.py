"""Looking at child processes from the tests (the bots' and the coach's processes, issue 12). Linux."""

from __future__ import annotations

import os
import signal
import time
from types import ModuleType

import pytest


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


def dies_with_the_next_request(monkeypatch: pytest.MonkeyPatch, module: ModuleType, pid: int) -> None:
    """The child `pid` dies with the next request `module` writes (its `write_frame`) in its pipe:
    stopped before it can read it, so that it cannot answer first (a machine under load could let
    it answer between the write and the kill), and not killed before it (a child already gone is
    replaced at once, which is no failure)."""
    written = module.write_frame

    def dies_once_asked(fd: int, body: bytes) -> None:
        os.kill(pid, signal.SIGSTOP)
        wait_until_stopped(pid)
        written(fd, body)
        monkeypatch.setattr(module, "write_frame", written)
        os.kill(pid, signal.SIGKILL)

    monkeypatch.setattr(module, "write_frame", dies_once_asked)
