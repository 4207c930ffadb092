"""SIGKILL during saves: every save stays loadable, no progress is lost, results are unchanged.

    .venv/bin/python benchmarks/kill_during_save.py [--runs 200] [--seed 1] [--app]

For each run, `studdesk-sim sng --save-dir DIR` (the whole process, saving after
every hand) is killed with SIGKILL at a random moment while a watcher reads the
save over and over (the most progress it ever saw saved is what a kill must
not lose). Then, as a user would, `--resume` plays the game to its end (or a
new game is started when the kill came before the first save).

With `--app`, the process killed is the app's own saving path without its
window: `benchmarks/app_save_driver.py` plays a practice table through the
play layer's `Runner` (what the app's engine thread runs), saving after every
command of the player and every hand, and resumes from the save as the app
does (the interrupted hand dealt again, its commands replayed), up to 60 hands.

Checked for every run, and printed as counts:

- the save left by the kill loads (`--resume` exits 0) and holds at least the
  hands the watcher saw saved;
- a temporary file left by a kill in the middle of a write (counted) is gone
  once `--resume` has started;
- the resumed game ends exactly as the uninterrupted one with the same seed
  (the same finishing order, prizes and hand count; for the practice table,
  the same stacks after the same hands).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

GAME = ["--variant", "rotation", "--entrants", "6", "--speed", "turbo", "--bots", "random,always-call"]
DRIVER = Path(__file__).with_name("app_save_driver.py")
APP_HANDS = 60


@dataclass(frozen=True)
class Scenario:
    """What is killed and resumed, and how its progress and outcome are read."""

    start: Callable[[int, str], list[str]]
    resume: Callable[[int, str], list[str]]
    save_name: str
    progress: Callable[[dict[str, Any]], int]
    outcome: Callable[[str], list[str]]


def sim(*args: str) -> list[str]:
    return [sys.executable, "-m", "studdesk.cli.sim", "sng", *args]


def results_block(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("place"))
    return [line for line in lines[start:] if not line.startswith("time")]


CLI = Scenario(
    start=lambda seed, folder: sim(*GAME, "--seed", str(seed), "--save-dir", folder),
    resume=lambda seed, folder: sim("--save-dir", folder, "--resume"),
    save_name="sng.studsave",
    progress=lambda body: len(body["log"]),
    outcome=results_block,
)


def drive_app(seed: int, folder: str) -> list[str]:
    """The driver starts the table, or resumes it when the folder holds its save."""
    return [sys.executable, str(DRIVER), folder, "--hands", str(APP_HANDS), "--seed", str(seed)]


APP = Scenario(
    start=drive_app,
    resume=drive_app,
    save_name="practice.studsave",
    # hands before the one in play, and that hand's commands: never less after a later save
    progress=lambda body: body["snapshot"]["hands_played"] * 10_000 + len(body["pending"]),
    outcome=lambda out: out.strip().splitlines()[-1:],
)


def saved_progress(path: Path, scenario: Scenario) -> int | None:
    """Progress in the save, read as any reader would (None while there is none or it is mid-rename)."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        return scenario.progress(document["body"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


@dataclass
class Tally:
    runs: int = 0
    ended_before_the_kill: int = 0
    killed_before_first_save: int = 0
    temp_file_left: int = 0
    temp_file_cleaned: int = 0
    loadable: int = 0
    progress_kept: int = 0
    same_results: int = 0
    failures: list[str] = field(default_factory=list)


def one_run(
    scenario: Scenario,
    number: int,
    seed: int,
    reference: list[str],
    span: float,
    rng: random.Random,
    tally: Tally,
) -> None:
    with tempfile.TemporaryDirectory(prefix="studdesk-kill-") as folder:
        save = Path(folder) / scenario.save_name
        game = subprocess.Popen(
            scenario.start(seed, folder), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        # half the kills come at a random moment of the whole run (start-up included), half
        # once the game is being saved (where a kill can land in the middle of a write)
        started = time.monotonic()
        kill_at = started + rng.uniform(0.0, span) if number % 2 == 0 else None
        seen = 0
        while game.poll() is None:
            progress = saved_progress(save, scenario)
            seen = max(seen, progress or 0)
            if kill_at is None and progress is not None:
                kill_at = time.monotonic() + rng.uniform(0.0, max(span - (time.monotonic() - started), 0.1))
            if kill_at is not None and time.monotonic() >= kill_at:
                break
            time.sleep(0.001)  # leave the game the CPU
        if game.poll() is None:
            os.kill(game.pid, signal.SIGKILL)
        else:
            tally.ended_before_the_kill += 1
        game.wait()
        tally.runs += 1
        left = list(Path(folder).glob(".*.tmp"))
        tally.temp_file_left += bool(left)
        if not save.exists():
            tally.killed_before_first_save += 1
            again = scenario.start(seed, folder)
        else:
            kept = saved_progress(save, scenario)
            if kept is not None and kept >= seen:
                tally.progress_kept += 1
            else:
                tally.failures.append(f"run {number}: the save holds progress {kept}, {seen} was seen saved")
            again = scenario.resume(seed, folder)
        finish = subprocess.run(again, capture_output=True, text=True)
        if finish.returncode == 0:
            tally.loadable += 1
        else:
            tally.failures.append(f"run {number}: exit {finish.returncode}: {finish.stderr.strip()[-300:]}")
            return
        if left and not any(p.exists() for p in left):
            tally.temp_file_cleaned += 1
        if scenario.outcome(finish.stdout) == reference:
            tally.same_results += 1
        else:
            tally.failures.append(f"run {number}: the outcome differs from the uninterrupted run")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--app", action="store_true", help="kill the app's practice saves, not studdesk-sim sng"
    )
    args = parser.parse_args()
    scenario = APP if args.app else CLI
    rng = random.Random(args.seed)
    seeds = [args.seed + i for i in range(4)]
    references: dict[int, list[str]] = {}
    spans: dict[int, float] = {}
    for seed in seeds:
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="studdesk-kill-ref-") as folder:
            straight = subprocess.run(
                scenario.start(seed, folder), capture_output=True, text=True, check=True
            )
        spans[seed] = time.monotonic() - started
        references[seed] = scenario.outcome(straight.stdout)
    what = "practice table through the play layer (app saves)" if args.app else "studdesk-sim sng"
    print(f"{what}; uninterrupted runs: {', '.join(f'seed {s}: {spans[s]:.2f} s' for s in seeds)}")
    tally = Tally()
    started = time.monotonic()
    for number in range(1, args.runs + 1):
        seed = seeds[number % len(seeds)]
        one_run(scenario, number, seed, references[seed], spans[seed], rng, tally)
    print(f"SIGKILL runs                  {tally.runs} ({time.monotonic() - started:.0f} s)")
    print(f"ended before the kill         {tally.ended_before_the_kill}")
    print(f"killed before the first save  {tally.killed_before_first_save}")
    print(f"killed in the middle of a write (temp file left)  {tally.temp_file_left}")
    print(f"  temp file removed by the next start             {tally.temp_file_cleaned}")
    print(f"save loadable / game finished {tally.loadable} / {tally.runs}")
    print(
        f"no saved progress lost        {tally.progress_kept} / {tally.runs - tally.killed_before_first_save}"
    )
    print(f"results identical             {tally.same_results} / {tally.runs}")
    for failure in tally.failures:
        print(f"FAILED {failure}")
    return 1 if tally.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
