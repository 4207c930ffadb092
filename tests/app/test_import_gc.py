"""The app's modules load with the collector paused (issue 10: start-up)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys

from studdesk.app import import_gc


def test_importing_the_app_runs_no_collection_and_leaves_it_on() -> None:
    probe = (
        "import gc, studdesk.app\n"  # Qt, which the bare window loads too
        "passes = []\n"
        "gc.callbacks.append(lambda phase, info: phase == 'start' and passes.append(info))\n"
        "import studdesk.app.main\n"
        "print(len(passes), gc.isenabled(), gc.get_freeze_count() > 10000)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", probe]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    passes, collecting, frozen = result.stdout.split()
    assert int(passes) <= 2  # after the pause, for main's own classes (70-odd passes without it)
    assert (collecting, frozen) == ("True", "True")


def test_collection_comes_back_as_it_was() -> None:
    collecting = gc.isenabled()
    try:
        for before in (True, False):
            (gc.enable if before else gc.disable)()
            with import_gc.paused():
                assert not gc.isenabled()
            assert gc.isenabled() is before
        try:
            with import_gc.paused():
                raise ImportError("a module that failed to load")
        except ImportError:
            pass
        assert not gc.isenabled()  # as it was (off, from the loop's last round)
    finally:
        gc.unfreeze()
        (gc.enable if collecting else gc.disable)()
