"""How often pokerkit plays a hand written by `studdesk-sim --phh-dir` differently, and why.

For each variant (stud, stud8, razz) and each table size (2-8 players), the real
command writes random hands (random bots, `--random-stacks 10:400 --no-open-pair`);
pokerkit 0.7.7 then replays every file strictly, action by action (as the
cross-check tests do). A hand "differs" when pokerkit rejects an action or ends
with other stacks. Each differing hand is replayed through the engine and named
by the pinned reasons of tests/crosscheck/differences.py; a hand no reason
explains is listed as "unexplained" with its file.

    .venv/bin/python benchmarks/crosscheck_rate.py                     # 500 hands a table size
    .venv/bin/python benchmarks/crosscheck_rate.py --hands 2000 --workers 2
    .venv/bin/python benchmarks/crosscheck_rate.py --sim-args="--all-in-rule full_bet"
"""

from __future__ import annotations

import argparse
import multiprocessing
import shlex
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the pinned differences live with the cross-check tests

from studdesk.persistence.phh import load_phh, replay  # noqa: E402
from tests.crosscheck.differences import known_differences  # noqa: E402
from tests.crosscheck.pokerkit_replay import PokerkitRejectedError, pokerkit_final_stacks  # noqa: E402

VARIANTS = ("stud", "stud8", "razz")
PLAYERS = range(2, 9)
UNEXPLAINED = "unexplained"


@dataclass
class Tally:
    hands: int = 0
    differ: int = 0
    rejected: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    unexplained: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.differ += other.differ
        self.rejected += other.rejected
        self.reasons.update(other.reasons)
        self.unexplained += other.unexplained

    @property
    def rate(self) -> float:
        return self.differ / self.hands if self.hands else 0.0


def check_file(path: Path) -> Tally:
    """One written hand: does pokerkit replay it to the same stacks? If not, why not."""
    tally = Tally(hands=1)
    text = path.read_text(encoding="utf-8")
    history = load_phh(path)
    try:
        theirs = pokerkit_final_stacks(text)
    except PokerkitRejectedError:
        tally.rejected = 1
        theirs = None
    if theirs is not None and list(theirs) == list(history.finishing_stacks or ()):
        return tally
    tally.differ = 1
    reasons = known_differences(replay(history))
    if reasons:
        tally.reasons.update(reasons)
    else:
        tally.reasons[UNEXPLAINED] += 1
        tally.unexplained.append(str(path))
    return tally


def write_hands(out: Path, variant: str, players: int, hands: int, seed: int, extra: list[str]) -> None:
    command = [
        sys.executable,
        "-m",
        "studdesk.cli.sim",
        f"--variant={variant}",
        f"--players={players}",
        f"--hands={hands}",
        f"--seed={seed}",
        "--random-stacks=10:400",
        "--no-open-pair",
        f"--phh-dir={out}",
        *extra,
    ]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=500, help="hands per variant and table size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--sim-args", default="", help="more studdesk-sim options, e.g. '--all-in-rule full_bet'"
    )
    parser.add_argument("--keep", type=Path, help="write the hands here (kept) instead of a temporary folder")
    args = parser.parse_args()
    if args.hands < 1 or args.workers < 1:
        parser.error("--hands and --workers must be at least 1")
    extra = shlex.split(args.sim_args)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        base = args.keep or Path(scratch)
        files: dict[str, list[Path]] = {}
        for v, variant in enumerate(VARIANTS):
            files[variant] = []
            for players in PLAYERS:
                out = base / f"{variant}-{players}"
                seed = args.seed * 1000 + v * 10 + players  # a different deal and betting per run
                write_hands(out, variant, players, args.hands, seed, extra)
                files[variant] += sorted(out.glob("*.phh"))
        total = Tally()
        with multiprocessing.Pool(args.workers) as pool:
            for variant in VARIANTS:
                tally = Tally()
                for one in pool.imap_unordered(check_file, files[variant], chunksize=50):
                    tally.add(one)
                report(variant, tally)
                total.add(tally)
        report("all", total)
        for path in total.unexplained[:10]:
            print(f"  unexplained: {path}")
    print(f"({time.perf_counter() - started:.0f} s; studdesk-sim options: {' '.join(extra) or 'none'})")
    return 0


def report(name: str, tally: Tally) -> None:
    print(
        f"{name:6s} {tally.hands:6d} hands, {tally.differ:5d} differ in pokerkit "
        f"({100 * tally.rate:.2f} %; {tally.rejected} rejected, "
        f"{tally.differ - tally.rejected} paid differently)"
    )
    for reason, count in tally.reasons.most_common():
        print(f"         {count:5d} {100 * count / tally.hands:5.2f} %  {reason}")


if __name__ == "__main__":
    raise SystemExit(main())
