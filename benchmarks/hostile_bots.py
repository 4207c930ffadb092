"""How long `studdesk-sim` and `studdesk-sim sng` take to finish with a hostile third-party bot.

    .venv/bin/python benchmarks/hostile_bots.py [--deadline 5] [--hands 30] [--timeout 300]

Each bot of `tests/bots/hostile.py` (sleeps 30 s per decision, loops forever,
calls sys.exit, raises, returns garbage, mutates its offer, ...) is given as
`tests.bots.hostile:Name` to one seat, the others playing `random`; the whole
command runs as a user runs it (a new process, the default per-decision
deadline unless `--deadline` says otherwise). Printed per bot: seconds until
the command ended, its exit status, and how many notices it printed about the
bot. `Polite`, a well-behaved bot in its own process, and `random` in
StudDesk's own process are the yardsticks.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOTS = [
    "random",
    "Polite",
    "Sleeper",
    "Looper",
    "Exiter",
    "Interrupter",
    "Raiser",
    "Garbage",
    "Mutator",
    "HistoryRewriter",
    "Crasher",
    "Printer",
]


def run(argv: list[str], timeout: float) -> tuple[float, str, int]:
    """Seconds, exit status (or 'hung'), and the notices printed about bots."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "studdesk.cli.sim", *argv],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        return time.monotonic() - started, "hung", 0
    seconds = time.monotonic() - started
    notices = sum("went wrong" in line for line in (done.stdout + done.stderr).splitlines())
    status = str(done.returncode)
    if "Traceback" in done.stderr:
        status += " TRACEBACK"
    return seconds, status, notices


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deadline", type=float, default=5.0, help="--bot-deadline given to the commands")
    parser.add_argument("--hands", type=int, default=30, help="hands of the plain simulation")
    parser.add_argument(
        "--timeout", type=float, default=300.0, help="seconds before a command counts as hung"
    )
    args = parser.parse_args()
    deadline = ["--bot-deadline", str(args.deadline)]
    print(
        f"per-decision deadline {args.deadline:g} s; "
        f"a command still running after {args.timeout:g} s is 'hung'"
    )
    print(f"{'bot':<16}{f'studdesk-sim (3 players, {args.hands} hands)':<38}studdesk-sim sng (3 entrants)")
    print(f"{'':<16}{'seconds':>9}{'exit':>7}{'notices':>9}{'':13}{'seconds':>9}{'exit':>7}{'notices':>9}")
    worst = 0.0
    for name in BOTS:
        bot = name if name == "random" else f"tests.bots.hostile:{name}"
        bots = f"{bot},random,random"
        sim = run(["--players", "3", "--hands", str(args.hands), "--bots", bots, *deadline], args.timeout)
        sng = run(
            ["sng", "--entrants", "3", "--speed", "turbo", "--bots", bots, "--seed", "2", *deadline],
            args.timeout,
        )
        worst = max(worst, sim[0], sng[0])
        print(f"{name:<16}{sim[0]:>9.1f}{sim[1]:>7}{sim[2]:>9}{'':13}{sng[0]:>9.1f}{sng[1]:>7}{sng[2]:>9}")
    print(f"slowest command: {worst:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
