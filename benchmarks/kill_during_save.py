"""SIGKILL during saves: every save stays loadable, no progress is lost, results are unchanged.

    .venv/bin/python benchmarks/kill_during_save.py [--runs 200] [--seed 1]

For each run, `studdesk-sim sng --save-dir DIR` (the whole process, saving after
every hand) is killed with SIGKILL at a random moment while a watcher reads the
save over and over (the most hands it ever saw saved is the progress a kill
must not lose). Then, as a user would, `--resume` plays the game to its end
(or a new game is started when the kill came before the first save). Checked
for every run, and printed as counts:

- the save left by the kill loads (`--resume` exits 0) and holds at least the
  hands the watcher saw saved;
- a temporary file left by a kill in the middle of a write (counted) is gone
  once `--resume` has started;
- the resumed tournament ends exactly as the uninterrupted one with the same
  seed (the same finishing order, prizes and hand count).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

GAME = ["--variant", "rotation", "--entrants", "6", "--speed", "turbo", "--bots", "random,always-call"]


def sim(*args: str) -> list[str]:
    return [sys.executable, "-m", "studdesk.cli.sim", "sng", *args]


def results_block(out: str) -> list[str]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("place"))
    return [line for line in lines[start:] if not line.startswith("time")]


def saved_hands(path: Path) -> int | None:
    """Hands in the save, read as any reader would (None while there is none or it is mid-rename)."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        return len(document["body"]["log"])
    except (OSError, ValueError, KeyError):
        return None


@dataclass
class Tally:
    runs: int = 0
    killed_before_first_save: int = 0
    temp_file_left: int = 0
    temp_file_cleaned: int = 0
    loadable: int = 0
    progress_kept: int = 0
    same_results: int = 0
    failures: list[str] = field(default_factory=list)


def one_run(
    number: int, seed: int, reference: list[str], span: float, play: float, rng: random.Random, tally: Tally
) -> None:
    with tempfile.TemporaryDirectory(prefix="studdesk-kill-") as folder:
        save = Path(folder) / "sng.studsave"
        game = subprocess.Popen(
            sim(*GAME, "--seed", str(seed), "--save-dir", folder),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # half the kills come at a random moment of the whole run (start-up included), half
        # once the game is being saved (where a kill can land in the middle of a write)
        anywhere = number % 2 == 0
        kill_at = time.monotonic() + rng.uniform(0.0, span) if anywhere else None
        seen = 0
        while game.poll() is None:
            hands = saved_hands(save)
            seen = max(seen, hands or 0)
            if kill_at is None and hands is not None:
                kill_at = time.monotonic() + rng.uniform(0.0, play)
            if kill_at is not None and time.monotonic() >= kill_at:
                break
            time.sleep(0.001)  # leave the game the CPU
        os.kill(game.pid, signal.SIGKILL)
        game.wait()
        tally.runs += 1
        left = list(Path(folder).glob(".*.tmp"))
        tally.temp_file_left += bool(left)
        if not save.exists():
            tally.killed_before_first_save += 1
            finish = subprocess.run(
                sim(*GAME, "--seed", str(seed), "--save-dir", folder), capture_output=True, text=True
            )
        else:
            kept = saved_hands(save)
            if kept is not None and kept >= seen:
                tally.progress_kept += 1
            else:
                tally.failures.append(f"run {number}: the save holds {kept} hands, {seen} were seen saved")
            finish = subprocess.run(sim("--save-dir", folder, "--resume"), capture_output=True, text=True)
        if finish.returncode == 0:
            tally.loadable += 1
        else:
            tally.failures.append(f"run {number}: exit {finish.returncode}: {finish.stderr.strip()[:200]}")
            return
        if left and not any(p.exists() for p in left):
            tally.temp_file_cleaned += 1
        if results_block(finish.stdout) == reference:
            tally.same_results += 1
        else:
            tally.failures.append(f"run {number}: the results differ from the uninterrupted run")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    seeds = [args.seed + i for i in range(4)]
    references: dict[int, list[str]] = {}
    spans: dict[int, float] = {}
    plays: dict[int, float] = {}
    for seed in seeds:
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="studdesk-kill-ref-") as folder:
            straight = subprocess.run(
                sim(*GAME, "--seed", str(seed), "--save-dir", folder),
                capture_output=True,
                text=True,
                check=True,
            )
        spans[seed] = time.monotonic() - started
        plays[seed] = float(re.search(r"^time +([0-9.]+) s", straight.stdout, re.M).group(1))  # type: ignore[union-attr]
        references[seed] = results_block(straight.stdout)
    print(f"uninterrupted runs: {', '.join(f'seed {s}: {spans[s]:.2f} s' for s in seeds)}")
    tally = Tally()
    started = time.monotonic()
    for number in range(1, args.runs + 1):
        seed = seeds[number % len(seeds)]
        one_run(number, seed, references[seed], spans[seed], plays[seed], rng, tally)
    print(f"SIGKILL runs                  {tally.runs} ({time.monotonic() - started:.0f} s)")
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
