"""Measured bot strength: duplicate matches, bb/100 with 95% intervals, and the targets.

    .venv/bin/python benchmarks/match.py --jobs 2               # every suite (long: see --help)
    .venv/bin/python benchmarks/match.py --variants stud --players 2 --deals 300
    .venv/bin/python benchmarks/match.py --suite yardstick --deals 3000 --deals-6max 1000 --jobs 2
    .venv/bin/python benchmarks/match.py --tweak h2=hard:entry_shift=0.0 --pairs hard:equity,h2:equity

Suites:
  targets    Hard against Calling Station, Random and Maniac (the 95% interval must exclude 0)
  levels     the round robin Hard / Medium / Easy (Hard > Medium > Easy)
  raise      every profile against the always-raise bot (must win: interval above 0)
  yardstick  Hard and Medium against the plain equity/pot-odds bot `equity` (issue 16:
             Hard at least +20 bb/100 with the interval's lower end above +10; Medium >= 0)
Prints one line per match as it finishes, then every match in order with the targets.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.match import MatchResult, MatchSpec, paired_difference, run_matches
from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.registry import names, register
from studdesk.bots.strategy import StrategyBot

SUITES: dict[str, list[tuple[str, str]]] = {
    "targets": [("hard", "calling-station"), ("hard", "random"), ("hard", "maniac")],
    "levels": [("hard", "medium"), ("medium", "easy"), ("hard", "easy")],
    "raise": [
        (name, "always-raise")
        for name in ("rock", "solid", "calling-station", "maniac", "fish", "easy", "medium", "hard")
    ],
    "yardstick": [("hard", "equity"), ("medium", "equity")],
}


def check(result: MatchResult, suite: str) -> tuple[bool, str]:
    """Whether a match meets its target, and the target in words."""
    if suite == "yardstick" and result.spec.hero.endswith("hard"):
        return result.bb_per_100 >= 20.0 and result.low > 10.0, "at least +20, interval above +10"
    if suite == "yardstick":
        return result.bb_per_100 >= 0.0, "breaks even at least"
    if suite == "pairs":
        return True, "none"
    return result.low > 0.0, "wins, 95% interval above 0"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--suite", action="append", choices=sorted(SUITES), help="default: all suites")
    p.add_argument(
        "--pairs", help="instead of suites: comma list of HERO:VILLAIN matches (no targets checked)"
    )
    p.add_argument("--variants", default="stud,stud8,five,razz")
    p.add_argument("--players", default="2,6", help="table sizes, comma-separated")
    p.add_argument("--deals", type=int, default=400, help="deals per match (each played once per seat)")
    p.add_argument(
        "--deals-6max", type=int, default=None, help="deals per 6-handed match (default: --deals / 3)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="processes playing seat rotations in parallel")
    p.add_argument(
        "--tweak",
        action="append",
        default=[],
        metavar="NAME=LEVEL:CHANGES",
        help="a Solid bot at LEVEL with some parameters changed, known as NAME in --pairs, "
        'e.g. "h2=hard:entry_shift=0.0,future=(0.4,0.6,0.5,0.5)" (see studdesk/bots/profiles.py)',
    )
    args = p.parse_args(argv)
    if args.jobs < 1 or args.deals < 2:
        p.error("--jobs must be at least 1 and --deals at least 2")
    for tweak in args.tweak:
        problem = _register_tweak(tweak)
        if problem:
            p.error(f"--tweak {tweak!r}: {problem}")
    suites = args.suite or list(SUITES)
    if args.pairs:
        SUITES["pairs"] = [(pair.split(":")[0], pair.split(":")[1]) for pair in args.pairs.split(",")]
        suites = ["pairs"]
    specs: list[tuple[str, MatchSpec]] = []
    for players in (int(x) for x in args.players.split(",")):
        deals = args.deals if players == 2 else (args.deals_6max or max(50, args.deals // 3))
        for variant in args.variants.split(","):
            for suite in suites:
                for hero, villain in SUITES[suite]:
                    specs.append((suite, MatchSpec(variant, hero, villain, players, deals, args.seed)))
    started = time.perf_counter()
    print(f"{len(specs)} matches; structure ante 3, bring-in 5, 20/40; bb = big bet (40)", flush=True)
    results: dict[int, MatchResult] = {}
    try:
        for i, result in run_matches([s for _, s in specs], args.jobs):
            results[i] = result
            print(f"  done [{specs[i][0]:9}] {result.line()}  {result.cpu_seconds:5.0f} s CPU", flush=True)
    except KeyboardInterrupt:
        print(f"interrupted after {len(results)} of {len(specs)} matches", file=sys.stderr)
        return 130
    elapsed = time.perf_counter() - started
    cpu = _cpu_seconds()
    failures: list[str] = []
    print()
    for i, (suite, _spec) in enumerate(specs):
        report(suite, results[i], failures)
    _print_paired(results)
    print(f"\n{len(specs) - len(failures)} of {len(specs)} targets hold")
    print(f"wall time {elapsed:.0f} s; CPU time {cpu:.0f} s in all processes ({args.jobs} jobs)")
    for f in failures:
        print("MISSED:", f)
    return 1 if failures else 0


def _register_tweak(spec: str) -> str | None:
    """Register NAME=LEVEL:CHANGES as a bot (forked worker processes inherit it); the
    problem in words, or None."""
    name, _, rest = spec.partition("=")
    level, _, changes = rest.partition(":")
    if not name or not level:
        return "give NAME=LEVEL:CHANGES"
    if name in names():
        return f"{name!r} is a bot already; choose a new name"
    try:
        prof = Profile(STYLES["solid"], tweaked_level(level, changes))
    except ValueError as exc:
        return str(exc)
    register(name, lambda seed: StrategyBot(prof, seed))
    return None


def _cpu_seconds() -> float:
    """User and system CPU time of this process and of its finished worker processes."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def _print_paired(results: dict[int, MatchResult]) -> None:
    """Each hero against the first hero that met the same villain on the same deals: the
    difference deal by deal (how a --tweak is judged against the unchanged level)."""
    first: dict[tuple[str, str, int], MatchResult] = {}
    for i in sorted(results):
        r = results[i]
        key = (r.spec.variant, r.spec.villain, r.spec.players)
        base = first.setdefault(key, r)
        if base is not r and base.spec.hero != r.spec.hero:
            diff, ci = paired_difference(r, base)
            print(
                f"paired {r.spec.variant:6} {r.spec.players}p vs {r.spec.villain}: "
                f"{r.spec.hero} - {base.spec.hero} {diff:+.2f} ± {ci:.2f} bb/100 (same deals)"
            )


def report(suite: str, result: MatchResult, failures: list[str]) -> None:
    ok, target = check(result, suite)
    flag = "ok  " if ok else "MISS"
    problems = f"  problems: {dict(result.problems)}" if result.problems else ""
    print(f"{flag} [{suite:9}] {result.line()}{problems}", flush=True)
    if not ok:
        failures.append(f"{result.line()}  (target: {target})")
    if result.problems:
        failures.append(f"{result.line()}  had illegal or failed decisions {dict(result.problems)}")


if __name__ == "__main__":
    raise SystemExit(main())
