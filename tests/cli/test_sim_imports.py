"""`studdesk-sim --bots random` loads only what it plays with (issue 10: its whole process,
start-up included, is measured against pokerkit): no numpy, no pydantic, no hand store, no
strategy bots and none of the machinery that hosts a bot of one's own in a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: modules (and their submodules) a random-bot simulation has no use for
NOT_NEEDED = (
    "numpy",
    "pydantic",
    "studdesk.persistence",
    "studdesk.analysis",
    "studdesk.cli.record",
    "studdesk.bots.strategy",
    "studdesk.bots.equity",
    "studdesk.bots.isolated",
    "studdesk.bots.wire",
    "subprocess",
    "pickle",
    "queue",
    "tempfile",
)

_SIMULATE = """
import json, sys
from studdesk.cli.sim import main
status = main(["--variant", "stud", "--players", "8", "--hands", "30", "--bots", "random", "--quiet"])
print(json.dumps(sorted(sys.modules)))
raise SystemExit(status)
"""


def _loaded_after_a_simulation(tmp_path: Path) -> list[str]:
    env = dict(os.environ, STUDDESK_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", _SIMULATE],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    *_, listed = done.stdout.strip().splitlines()
    loaded: list[str] = json.loads(listed)
    return loaded


def test_a_random_bot_simulation_imports_nothing_it_does_not_need(tmp_path: Path) -> None:
    loaded = _loaded_after_a_simulation(tmp_path)
    unwanted = [m for m in loaded if any(m == n or m.startswith(n + ".") for n in NOT_NEEDED)]
    assert unwanted == []


def test_the_check_sees_what_a_simulation_does_load(tmp_path: Path) -> None:
    """The listing is real: the engine and the random bot are there."""
    loaded = _loaded_after_a_simulation(tmp_path)
    assert {"studdesk.engine.hand", "studdesk.bots.simple"} <= set(loaded)
