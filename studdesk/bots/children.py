"""StudDesk's child processes from the app's side: a third-party bot's (`isolated`), the built-in
bots' (`hosted`) and the coach's (`app.coach_process`). Each is started the same way and ended
the same way (the child's own side: `child_side`)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys


def spawn(command: list[str]) -> subprocess.Popen[bytes]:
    """Start a child that talks through its standard input and output (`wire`'s frames)."""
    env = dict(os.environ)
    # the child must import StudDesk exactly as this process does (a source checkout, a venv...)
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if isinstance(p, str))
    return subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        close_fds=True,
        # its own session: Ctrl+C in the terminal does not reach it, and killing the group
        # ends anything it started as well
        start_new_session=True,
    )


def kill_process(proc: subprocess.Popen[bytes]) -> None:
    """Kill the child and everything it started, and reap it."""
    if proc.returncode is None:  # not reaped yet, so its id (and group id) cannot be someone else's
        try:
            if hasattr(os, "killpg"):
                os.killpg(proc.pid, signal.SIGKILL)
            else:
                proc.kill()
        except OSError:
            pass
    with contextlib.suppress(subprocess.TimeoutExpired, OSError):
        proc.wait(timeout=1.0)  # SIGKILL is not refused: this is immediate


def end_child(proc: subprocess.Popen[bytes]) -> None:
    """`kill_process`, and its pipes closed (by the thread that used them)."""
    kill_process(proc)
    for pipe in (proc.stdin, proc.stdout):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()
