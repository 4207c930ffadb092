"""Where a bot loses chips: counterfactual rollouts of its decisions against an opponent.

    .venv/bin/python benchmarks/decision_regret.py --hero hard --villain equity --variant five
    .venv/bin/python benchmarks/decision_regret.py --hero medium --villain equity --players 6 --jobs 2

Hands are played as in the duplicate match runner. At each decision of the hero (or,
with --probe-rate below 1, at that share of them), every other action it could have
taken is tried: the hand is replayed
up to that point with the same deck, the other action is applied, and the hand is played
out by copies of the bots as they were at that moment. The difference between the hero's
result after the other action and after what it did (big bets) is the regret of the
decision; positive means the other action would have won more with these very cards.
Regrets are summed up by situation (street, facing a bet or not, the hero's equity
against random holdings, what it did), with 95% intervals, worst situations first.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from studdesk.bots.base import Bot, safe_decision
from studdesk.bots.equity_bot import random_holdings_equity
from studdesk.bots.match import DEFAULT_STACK, DEFAULT_STRUCTURE
from studdesk.bots.play import notify_hand_over
from studdesk.bots.reading import read_view
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

Situation = tuple[int, str, str, str]
#: (situation, alternative kind) -> regrets in big bets
Regrets = dict[tuple[Situation, str], list[float]]
#: a probed decision: what the hero took, what it could take, and its situation
Probed = tuple[LegalAction, Sequence[LegalAction], Situation]
T = TypeVar("T")


def _new_hand(config: GameConfig, names: dict[int, str], deal: int, seed: int) -> Hand:
    players = [PlayerSeat(seat, name, DEFAULT_STACK) for seat, name in names.items()]
    deck = Deck(random.Random(seed * 1_000_003 + deal))
    hand = Hand(config, players, deal % len(names), deck, hand_number=deal + 1)
    hand.start()
    return hand


def _finish(hand: Hand, bots: dict[int, Bot], hero: int) -> float:
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        act, _ = safe_decision(bots[seat], hand.view(seat))
        hand.apply(act)
    return (hand.final_stacks()[hero] - DEFAULT_STACK) / DEFAULT_STRUCTURE.big_bet


def _alternatives(legal: Sequence[LegalAction], taken: LegalAction) -> list[LegalAction]:
    seen: dict[ActionKind, LegalAction] = {}
    for offer in legal:
        seen.setdefault(offer.kind, offer)  # the smaller bet when an open pair offers two
    return [o for o in seen.values() if o.kind is not taken.kind]


def _situation(view: PlayerView, taken: LegalAction, rng: random.Random) -> Situation:
    read = read_view(view)
    eq = random_holdings_equity(read, 300, rng).share
    fair = 1.0 / (len(read.opponents) + 1)
    ratio = eq / fair
    bucket = "weak" if ratio < 0.8 else "fair" if ratio < 1.25 else "good" if ratio < 1.7 else "strong"
    facing = f"facing {read.raises_this_round}" if read.to_call > 0 else "open"
    return read.street, facing, bucket, taken.kind.value


#: what a probe keeps of a hero's decision: the actions before it, every bot as it was then, and
#: what the probe made of it
Probe = tuple[list[Act], dict[int, Bot], T]


def table(
    variant: str, hero_name: str, villain_name: str, players: int, hero: int, seed: int
) -> tuple[GameConfig, dict[int, str], dict[int, Bot], random.Random]:
    """The hero in seat `hero` among villains: the game, the names, the bots and the probes' rng."""
    config = GameConfig(VARIANTS[variant], DEFAULT_STRUCTURE)
    names = {s: f"{hero_name if s == hero else villain_name}#{s}" for s in range(players)}
    bots = {
        s: make_bot(hero_name if s == hero else villain_name, seed * 7919 + hero * 101 + s) for s in names
    }
    return config, names, bots, random.Random(seed * 31 + hero)


def play_probed(
    hand: Hand,
    bots: dict[int, Bot],
    hero: int,
    wanted: Callable[[], bool],
    probe: Callable[[PlayerView, LegalAction, dict[int, Bot]], T | None],
) -> tuple[float, list[Probe[T]]]:
    """Play `hand` out; at each of the hero's real choices that `wanted()`, copy the bots before it
    and keep what `probe(view, taken, copies)` makes of it (None: nothing). Returns the hero's
    net (big bets) and the probes kept, for `replayed`."""
    log: list[Act] = []
    probes: list[Probe[T]] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        if seat == hero and len(view.legal) > 1 and wanted():
            saved = copy.deepcopy(bots)
            act, _ = safe_decision(bots[seat], view)
            taken = next(o for o in view.legal if o.kind is act.kind and o.amount == act.amount)
            kept = probe(view, taken, saved)
            if kept is not None:
                probes.append((list(log), saved, kept))
        else:
            act, _ = safe_decision(bots[seat], view)
        log.append(act)
        hand.apply(act)
    notify_hand_over(hand, bots)
    return (hand.final_stacks()[hero] - DEFAULT_STACK) / DEFAULT_STRUCTURE.big_bet, probes


def replayed(
    config: GameConfig,
    names: dict[int, str],
    deal: int,
    seed: int,
    prefix: Sequence[Act],
    saved: dict[int, Bot],
    hero: int,
    other: LegalAction,
) -> float:
    """The hero's net (big bets) when the same deal goes as `prefix`, then the hero takes `other`
    and copies of the bots as they were (`saved`) play it out."""
    replay = _new_hand(config, names, deal, seed)
    for cmd in prefix:
        replay.apply(cmd)
    replay.apply(Act.taking(hero, other))
    return _finish(replay, copy.deepcopy(saved), hero)


def rotation(args: tuple[str, str, str, int, int, int, int, float]) -> Regrets:
    variant, hero_name, villain_name, players, hero, deals, seed, rate = args
    config, names, bots, rng = table(variant, hero_name, villain_name, players, hero, seed)
    out: Regrets = defaultdict(list)

    def situated(view: PlayerView, taken: LegalAction, _: dict[int, Bot]) -> Probed:
        return taken, view.legal, _situation(view, taken, rng)

    for deal in range(deals):
        hand = _new_hand(config, names, deal, seed)
        actual, probes = play_probed(hand, bots, hero, lambda: rng.random() < rate, situated)
        for prefix, saved, (taken, legal, situation) in probes:
            for other in _alternatives(legal, taken):
                net = replayed(config, names, deal, seed, prefix, saved, hero, other)
                # per probed decision, scaled back to every decision by the probe rate
                out[(situation, other.kind.value)].append((net - actual) / rate)
    return dict(out)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hero", default="hard")
    p.add_argument("--villain", default="equity")
    p.add_argument("--variant", default="five", choices=sorted(VARIANTS))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--probe-rate", type=float, default=1.0, help="share of the hero's decisions probed")
    p.add_argument("--top", type=int, default=25, help="situations to print")
    args = p.parse_args(argv)
    work = [
        (args.variant, args.hero, args.villain, args.players, hero, args.deals, args.seed, args.probe_rate)
        for hero in range(args.players)
    ]
    merged: Regrets = defaultdict(list)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for part in pool.map(rotation, work):
            for key, values in part.items():
                merged[key].extend(values)
    rows = []
    for (situation, other), values in merged.items():
        n = len(values)
        mean = sum(values) / n
        sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else math.inf
        # total regret per 100 hands played: how much this situation costs overall
        hands = args.deals * args.players
        per100 = 100.0 * sum(values) / hands
        ci100 = 100.0 * 1.96 * sd * math.sqrt(n) / hands if n > 1 else math.inf
        rows.append((per100, situation, other, n, mean, ci100))
    rows.sort(key=lambda r: -r[0])
    print(f"{args.hero} vs {args.villain}, {args.variant}, {args.players} players, {args.deals} deals a seat")
    print(f"{'bb/100':>15}  street situation  equity  did       -> instead       n  mean bb")
    for per100, (street, facing, bucket, did), other, n, mean, ci in rows[: args.top]:
        where = f"{street:>6} {facing:10} {bucket:7} {did:9} -> {other:9}"
        print(f"{per100:+7.2f} ± {ci:5.2f}  {where} {n:5d}  {mean:+.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
