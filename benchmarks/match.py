"""Measured bot strength: duplicate matches, bb/100 with 95% intervals, and the targets.

    .venv/bin/python benchmarks/match.py                       # everything (long: see --help)
    .venv/bin/python benchmarks/match.py --variants stud --players 2 --deals 300
    .venv/bin/python benchmarks/match.py --suite levels --jobs 2

Suites (issue 4):
  targets   Hard against Calling Station, Random and Maniac (the 95% interval must exclude 0)
  levels    the round robin Hard / Medium / Easy (Hard > Medium > Easy)
  raise     every profile against the always-raise bot (must not lose more than 5 bb/100)
Prints one line per match and a summary of which targets hold.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.match import MatchResult, MatchSpec, run_match

SUITES: dict[str, list[tuple[str, str]]] = {
    "targets": [("hard", "calling-station"), ("hard", "random"), ("hard", "maniac")],
    "levels": [("hard", "medium"), ("medium", "easy"), ("hard", "easy")],
    "raise": [
        (name, "always-raise")
        for name in ("rock", "solid", "calling-station", "maniac", "fish", "easy", "medium", "hard")
    ],
}


def check(result: MatchResult, suite: str) -> tuple[bool, str]:
    """Whether a match meets its target, and the target in words."""
    if suite == "raise":
        return result.bb_per_100 >= -5.0, "loses at most 5 bb/100"
    lo = result.bb_per_100 - result.ci95
    return lo > 0.0, "wins, 95% interval above 0"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--suite", action="append", choices=sorted(SUITES), help="default: all suites")
    p.add_argument("--variants", default="stud,stud8,five,razz")
    p.add_argument("--players", default="2,6", help="table sizes, comma-separated")
    p.add_argument("--deals", type=int, default=400, help="deals per match (each played once per seat)")
    p.add_argument(
        "--deals-6max", type=int, default=None, help="deals per 6-handed match (default: --deals / 3)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="matches run in parallel processes")
    args = p.parse_args(argv)
    suites = args.suite or list(SUITES)
    specs: list[tuple[str, MatchSpec]] = []
    for players in (int(x) for x in args.players.split(",")):
        deals = args.deals if players == 2 else (args.deals_6max or max(50, args.deals // 3))
        for variant in args.variants.split(","):
            for suite in suites:
                for hero, villain in SUITES[suite]:
                    specs.append((suite, MatchSpec(variant, hero, villain, players, deals, args.seed)))
    started = time.perf_counter()
    print(f"{len(specs)} matches; structure ante 3, bring-in 5, 20/40; bb = big bet (40)", flush=True)
    failures = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = pool.map(run_match, [s for _, s in specs])
        for (suite, _spec), result in zip(specs, results, strict=True):
            report(suite, result, failures)
    print(
        f"\n{len(specs) - len(failures)} of {len(specs)} targets hold ({time.perf_counter() - started:.0f} s)"
    )
    for f in failures:
        print("MISSED:", f)
    return 1 if failures else 0


def report(suite: str, result: MatchResult, failures: list[str]) -> None:
    ok, target = check(result, suite)
    flag = "ok  " if ok else "MISS"
    problems = f"  problems: {dict(result.problems)}" if result.problems else ""
    print(f"{flag} [{suite:7}] {result.line()}{problems}", flush=True)
    if not ok:
        failures.append(f"{result.line()}  (target: {target})")
    if result.problems:
        failures.append(f"{result.line()}  had illegal or failed decisions {dict(result.problems)}")


if __name__ == "__main__":
    raise SystemExit(main())
