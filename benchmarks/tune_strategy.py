"""Searches the Hard level's parameters by duplicate matches, with a held-out check.

    .venv/bin/python benchmarks/tune_strategy.py --variants stud8,five --deals 600 --budget 12 --jobs 2
    .venv/bin/python benchmarks/tune_strategy.py --level medium --rounds 2

Method: coordinate search (one parameter at a time, a step up and a step down, the step
halved after a round without a move). Each candidate plays duplicate matches against the
training opponents on the same deals as the current best, variant by variant, so card luck
cancels in the difference: a candidate replaces the best only when the paired difference,
summed over the variants, is more than `--accept-z` standard errors above zero. Every round
deals fresh cards (a new seed), so no parameter is fitted to one set of deals.

Against overfitting to the training opponent, the final parameters are then checked on
fresh seeds that the search never saw, against the training opponents and a held-out pool
(`--holdout`) that the search never played: they are adopted only if they beat the
unchanged level against the training opponents by more than the noise and lose to it by
no more than the noise against every held-out opponent. The script prints the changes to
make in `studdesk/bots/profiles.py` when that holds, and says so plainly when it does not.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.match import MatchResult, MatchSpec, run_matches
from studdesk.bots.profiles import LEVELS, STYLES, Level, Profile
from studdesk.bots.registry import names, register
from studdesk.bots.strategy import StrategyBot

#: parameter -> (step, lowest, highest); `future.K` is the K-th share of `Level.future`
SPACE: dict[str, tuple[float, float, float]] = {
    "entry_shift": (0.04, -0.20, 0.12),
    "value_shift": (0.04, -0.20, 0.12),
    "slack_shift": (0.04, -0.12, 0.20),
    "fold_after_betting": (0.15, 0.0, 1.0),
    "future.0": (0.10, 0.0, 1.0),
    "future.1": (0.10, 0.0, 1.0),
    "future.2": (0.10, 0.0, 1.0),
    "future.3": (0.10, 0.0, 1.0),
}
#: what the Hard level (`Level.expected_value`) reads: its later streets are weighed by
#: expected value, so the value and call thresholds of the other levels play no part
EXPECTED_VALUE_PARAMS = ("entry_shift", "fold_after_betting", "future.0", "future.1", "future.2", "future.3")
THRESHOLD_PARAMS = ("entry_shift", "value_shift", "slack_shift")
#: seeds of the search start here, the held-out check's after the search's last one
FIRST_SEED = 1001


@dataclass(frozen=True, slots=True)
class Paired:
    """A candidate minus the best on the same deals, summed over the variants (bb/100)."""

    diff: float
    stderr: float

    @property
    def z(self) -> float:
        return self.diff / self.stderr if self.stderr > 0 else 0.0

    def words(self) -> str:
        return f"{self.diff:+6.2f} ± {1.96 * self.stderr:5.2f} bb/100"


def get(level: Level, name: str) -> float:
    field, _, index = name.partition(".")
    value = getattr(level, field)
    return float(value[int(index)]) if index else float(value)


def put(level: Level, name: str, value: float) -> Level:
    field, _, index = name.partition(".")
    if index:
        shares = list(getattr(level, field))
        shares[int(index)] = value
        return replace(level, **{field: tuple(shares)})  # type: ignore[arg-type]
    return replace(level, **{field: value})  # type: ignore[arg-type]


def changes(level: Level, base: Level) -> str:
    """The parameters in which `level` differs from `base`, as `--tweak` takes them."""
    out = []
    for f in fields(Level):
        if f.name not in ("key", "title") and getattr(level, f.name) != getattr(base, f.name):
            value = getattr(level, f.name)
            text = "(" + ",".join(f"{x:g}" for x in value) + ")" if isinstance(value, tuple) else f"{value:g}"
            out.append(f"{f.name}={text}")
    return ",".join(out) or "(none)"


class Tuner:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.evaluations = 0
        self._count = 0
        self._names: dict[Level, str] = {}

    def bot(self, level: Level) -> str:
        """A registered name for the Solid style at `level` (worker processes fork after it);
        the same level keeps its name (the best one is asked for at every step)."""
        if level in self._names:
            return self._names[level]
        self._count += 1
        name = f"tune{self._count}"
        while name in names():
            self._count += 1
            name = f"tune{self._count}"
        prof = Profile(STYLES["solid"], level)
        register(name, lambda seed: StrategyBot(prof, seed))
        self._names[level] = name
        return name

    def play(
        self, heroes: Sequence[str], villains: Sequence[str], seed: int, deals: int
    ) -> dict[tuple[str, str, str], MatchResult]:
        specs = [
            MatchSpec(variant, hero, villain, self.args.players, deals, seed)
            for variant in self.args.variants.split(",")
            for villain in villains
            for hero in heroes
        ]
        out: dict[tuple[str, str, str], MatchResult] = {}
        for i, result in run_matches(specs, self.args.jobs):
            out[(specs[i].variant, specs[i].hero, specs[i].villain)] = result
        self.evaluations += len(heroes)
        return out

    def paired(
        self,
        results: dict[tuple[str, str, str], MatchResult],
        candidate: str,
        best: str,
        villains: Sequence[str],
    ) -> Paired:
        diff, var = 0.0, 0.0
        for variant in self.args.variants.split(","):
            for villain in villains:
                a = results[(variant, candidate, villain)].per_deal
                b = results[(variant, best, villain)].per_deal
                d = [100.0 * (x - y) for x, y in zip(a, b, strict=True)]
                mean = sum(d) / len(d)
                diff += mean
                var += sum((x - mean) ** 2 for x in d) / (len(d) - 1) / len(d)
        return Paired(diff, math.sqrt(var))


def search(tuner: Tuner, start: Level) -> tuple[Level, int]:
    """Coordinate search from `start`; returns the best level found and the next free seed."""
    args = tuner.args
    best = start
    steps = {p: SPACE[p][0] for p in args.params.split(",")}
    seed = FIRST_SEED
    train = args.train.split(",")
    for round_number in range(1, args.rounds + 1):
        moved = False
        for param in steps:
            if tuner.evaluations + 3 > args.budget:
                print(f"budget of {args.budget} evaluations spent", flush=True)
                return best, seed + 1
            _, lowest, highest = SPACE[param]
            step = steps[param]
            now = get(best, param)
            tries = [v for v in (now + step, now - step) if lowest - 1e-9 <= v <= highest + 1e-9]
            if not tries:
                continue
            candidates = [put(best, param, round(v, 4)) for v in tries]
            best_name = tuner.bot(best)
            names_ = [tuner.bot(c) for c in candidates]
            started = time.perf_counter()
            results = tuner.play([best_name, *names_], train, seed, args.deals)
            pairs = [tuner.paired(results, n, best_name, train) for n in names_]
            for c, pair in zip(candidates, pairs, strict=True):
                print(
                    f"round {round_number} seed {seed} {param:>18} {now:+.3f} -> {get(c, param):+.3f}:"
                    f" {pair.words()}  (z {pair.z:+.2f})",
                    flush=True,
                )
            top = max(range(len(pairs)), key=lambda k: pairs[k].z)
            if pairs[top].z > args.accept_z:
                best = candidates[top]
                moved = True
                print(f"  taken: {param} = {get(best, param):+.3f}", flush=True)
            print(f"  ({time.perf_counter() - started:.0f} s; {tuner.evaluations} evaluations)", flush=True)
            seed += 1
        if not moved:
            steps = {p: s / 2 for p, s in steps.items()}
            print(f"round {round_number}: no move; steps halved", flush=True)
    return best, seed


def holdout(tuner: Tuner, found: Level, base: Level, seed: int) -> bool:
    """Whether `found` beats `base` on fresh seeds against the training opponents and does
    not lose to it against any held-out opponent (each beyond 1.96 standard errors)."""
    args = tuner.args
    train, held = args.train.split(","), args.holdout.split(",")
    found_name, base_name = tuner.bot(found), tuner.bot(base)
    print(
        f"\nheld-out check, seeds {seed}..{seed + args.holdout_seeds - 1}, {args.holdout_deals} deals a match"
    )
    verdict = True
    for villains, must_win in ((train, True), (held, False)):
        for villain in villains:
            diffs: list[Paired] = []
            for k in range(args.holdout_seeds):
                results = tuner.play([found_name, base_name], [villain], seed + k, args.holdout_deals)
                diffs.append(tuner.paired(results, found_name, base_name, [villain]))
            total = Paired(
                sum(d.diff for d in diffs) / len(diffs),
                math.sqrt(sum(d.stderr**2 for d in diffs)) / len(diffs),
            )
            ok = total.diff > 1.96 * total.stderr if must_win else total.diff >= -1.96 * total.stderr
            role = "training" if must_win else "held-out"
            need = "must win" if must_win else "must not lose"
            print(
                f"  {role} {villain:>16}: found - base {total.words()}  ({need}: {'ok' if ok else 'NO'})",
                flush=True,
            )
            verdict = verdict and ok
    return verdict


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--level", default="hard", choices=sorted(LEVELS))
    p.add_argument(
        "--params",
        help=f"comma list of: {', '.join(SPACE)} (default: those the level reads: "
        f"{', '.join(EXPECTED_VALUE_PARAMS)} for Hard, {', '.join(THRESHOLD_PARAMS)} for the others)",
    )
    p.add_argument("--variants", default="stud8,five")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--train", default="equity", help="opponents the search plays (comma list)")
    p.add_argument(
        "--holdout", default="medium,maniac,rock-hard", help="opponents only the final check plays"
    )
    p.add_argument("--deals", type=int, default=600, help="deals per match in the search")
    p.add_argument("--rounds", type=int, default=2)
    p.add_argument("--budget", type=int, default=24, help="candidate evaluations at most in the search")
    p.add_argument("--accept-z", type=float, default=1.0, help="standard errors a move must gain")
    p.add_argument("--holdout-deals", type=int, default=1000)
    p.add_argument("--holdout-seeds", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args(argv)
    if not args.params:
        reads = EXPECTED_VALUE_PARAMS if LEVELS[args.level].expected_value else THRESHOLD_PARAMS
        args.params = ",".join(reads)
    unknown = [x for x in args.params.split(",") if x not in SPACE]
    if unknown:
        p.error(f"unknown parameters {', '.join(unknown)}; known: {', '.join(SPACE)}")
    if args.deals < 20 or args.holdout_deals < 20 or args.budget < 3 or args.rounds < 1 or args.jobs < 1:
        p.error(
            "--deals and --holdout-deals at least 20, --budget at least 3, --rounds and --jobs at least 1"
        )
    if not 0.0 <= args.accept_z <= 10.0 or args.holdout_seeds < 1:
        p.error("--accept-z must be from 0 to 10 and --holdout-seeds at least 1")
    if not 2 <= args.players <= 8:
        p.error("--players must be from 2 to 8")
    bots = set(names())
    missing = [b for b in args.train.split(",") + args.holdout.split(",") if b not in bots]
    if missing:
        p.error(f"unknown opponents {', '.join(missing)}")
    base = LEVELS[args.level]
    started = time.perf_counter()
    print(f"coordinate search of {args.level} over {args.params}; {args.variants}, {args.players} players")
    tuner = Tuner(args)
    try:
        return _tune(tuner, base, started)
    except KeyboardInterrupt:
        print(f"interrupted after {tuner.evaluations} evaluations; nothing adopted", file=sys.stderr)
        return 130


def _tune(tuner: Tuner, base: Level, started: float) -> int:
    args = tuner.args
    found, seed = search(tuner, base)
    print(f"\nsearch found: {changes(found, base)}  ({time.perf_counter() - started:.0f} s)")
    if found == base:
        print("nothing to adopt: no move beat the noise")
        return 0
    adopted = holdout(tuner, found, base, seed + 100)
    print(f"\n{'ADOPT' if adopted else 'do not adopt'}: {changes(found, base)}")
    if adopted:
        print(
            f'measure it in full first: benchmarks/match.py --tweak "new={args.level}:{changes(found, base)}"'
        )
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
