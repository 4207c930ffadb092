"""What changing a level's parameters is worth, decision by decision, with far less noise
than two duplicate matches.

    .venv/bin/python benchmarks/change_gain.py --variant five --players 6 --deals 300 --seed 24 \\
        --change "m3=hard:five_raise_margin=0.3" --change "fab0=hard:fold_after_betting=0.0"

Hands are played as in `decision_regret.py` (the hero in every seat in turn, the same
decks). At each of the hero's decisions, a copy of the hero with each change (LEVEL:CHANGES,
as `match.py --tweak` takes them) is asked what it would do there; where that differs from
what the hero did, the hand is replayed up to that point with the same deck, the other
action is taken and the hand is played out by copies of the unchanged bots. The difference
(big bets) is what the change was worth at that decision; summed over the hands, with a
95% interval over the hands, it is what the change is worth at first order (the changed
bot's own later decisions are the unchanged one's). Two duplicate matches part after the
first decision that differs, and all that follows is noise: here only the decisions that
differ count, each replayed on the same cards. Each distinct other action is played out
once for every change that chose it.
"""

from __future__ import annotations

import argparse
import copy
import math
import sys
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from decision_regret import Situation, _new_hand, _situation, play_probed, replayed, table

from studdesk.bots.base import Bot
from studdesk.bots.profiles import Level, Profile, tweaked_level
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import LegalAction
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

#: per change: (situation, what the change did instead) -> gains in big bets
Gains = dict[tuple[Situation, str], list[float]]
#: per change: its gains by situation, and per hand played the sum of its gains
Rotation = list[tuple[Gains, list[float]]]
#: a decision some change made otherwise: what each did instead (None: the same), the situation
Changed = tuple[list[LegalAction | None], Situation]


def parse_change(spec: str) -> tuple[str, Level]:
    """NAME=LEVEL:CHANGES (or LEVEL:CHANGES, named by itself) -> the name and the level."""
    head, _, changes = spec.partition(":")
    name, _, level = head.rpartition("=")
    return name or spec, tweaked_level(level, changes)


def changed_action(bot: Bot, level: Level, view: PlayerView) -> LegalAction:
    """What a copy of `bot` (a strategy bot, as it is now) with `level` does at `view`."""
    assert isinstance(bot, StrategyBot), "the hero must be a built-in strategy bot"
    twin = copy.deepcopy(bot)
    twin.profile = Profile(bot.profile.style, level)
    act = twin.decide(view)
    return next(o for o in view.legal if o.kind is act.kind and o.amount == act.amount)


def rotation(args: tuple[str, str, str, int, int, int, int, list[str]]) -> Rotation:
    """The hero in seat `hero` for `deals` deals: every change's gains."""
    variant, hero_name, villain_name, players, hero, deals, seed, changes = args
    levels = [parse_change(c)[1] for c in changes]
    config, names, bots, rng = table(variant, hero_name, villain_name, players, hero, seed)
    out: Rotation = [(defaultdict(list), []) for _ in changes]

    def differing(view: PlayerView, taken: LegalAction, saved: dict[int, Bot]) -> Changed | None:
        """What each change did instead (None: the same), if any did otherwise, and the situation."""
        others = [changed_action(saved[hero], lv, view) for lv in levels]
        instead = [o if o != taken else None for o in others]
        if all(o is None for o in instead):
            return None
        return instead, _situation(view, taken, rng)

    for deal in range(deals):
        hand = _new_hand(config, names, deal, seed)
        actual, probes = play_probed(hand, bots, hero, lambda: True, differing)
        totals = [0.0] * len(changes)
        for prefix, saved, (instead, situation) in probes:
            played: dict[LegalAction, float] = {}
            for i, other in enumerate(instead):
                if other is None:
                    continue
                if other not in played:
                    played[other] = replayed(config, names, deal, seed, prefix, saved, hero, other) - actual
                out[i][0][(situation, other.kind.value)].append(played[other])
                totals[i] += played[other]
        for i, total in enumerate(totals):
            out[i][1].append(total)
    return [(dict(g), h) for g, h in out]


def per_100(per_hand: Sequence[float]) -> tuple[float, float]:
    """Mean big bets per 100 hands and the 95% interval's half width, over hands."""
    n = len(per_hand)
    mean = sum(per_hand) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in per_hand) / (n - 1)) if n > 1 else math.inf
    return 100.0 * mean, 100.0 * 1.96 * sd / math.sqrt(n)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hero", default="hard")
    p.add_argument("--villain", default="equity")
    p.add_argument("--variant", default="five", choices=sorted(VARIANTS))
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--deals", type=int, default=300, help="deals a seat")
    p.add_argument("--seed", type=int, default=24)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--top", type=int, default=6, help="situations to print per change")
    p.add_argument(
        "--change",
        action="append",
        required=True,
        metavar="[NAME=]LEVEL:CHANGES",
        help='a change to weigh, e.g. "m3=hard:five_raise_margin=0.3" (repeatable)',
    )
    args = p.parse_args(argv)
    for spec in args.change:
        try:
            parse_change(spec)
        except ValueError as exc:
            p.error(f"--change {spec!r}: {exc}")
    work = [
        (args.variant, args.hero, args.villain, args.players, hero, args.deals, args.seed, args.change)
        for hero in range(args.players)
    ]
    gains: list[Gains] = [defaultdict(list) for _ in args.change]
    hands: list[list[float]] = [[] for _ in args.change]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for part in pool.map(rotation, work):
            for i, (g, h) in enumerate(part):
                hands[i].extend(h)
                for key, values in g.items():
                    gains[i][key].extend(values)
    total_hands = args.deals * args.players
    print(f"{args.hero} vs {args.villain}, {args.variant}, {args.players} players, {args.deals} deals a seat")
    for spec, g, h in zip(args.change, gains, hands, strict=True):
        gain, ci = per_100(h)
        changed = sum(len(v) for v in g.values())
        name = parse_change(spec)[0]
        print(f"\n{name}: {gain:+.2f} ± {ci:.2f} bb/100, {changed} decisions changed ({spec})")
        rows = sorted(
            ((100.0 * sum(v) / total_hands, situation, other, len(v)) for (situation, other), v in g.items()),
            key=lambda r: -abs(r[0]),
        )
        for per100, (street, facing, bucket, did), other, n in rows[: args.top]:
            print(f"  {per100:+6.2f}  street {street} {facing:9} {bucket:6} {did:8} -> {other:8} {n:4d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
