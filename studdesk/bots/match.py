"""Duplicate matches between bots, with bb/100 and a 95% confidence interval.

Duplicate format: every deal (a deck seed and a button) is played once for each
seat the hero can take, the other seats held by the opponent bot, so that the
hero gets every hand of the deal exactly once and card luck largely cancels.
The unit of measurement is the deal: the hero's mean result over its seats, in
big bets; bb/100 is 100 x the mean over deals, and the 95% interval is
1.96 standard errors of that mean.

Each seat rotation is a separate run with fresh bots that keep their memory
from deal to deal, as at a real table. Rotations are independent of each other,
so they are the unit of parallel work (`run_matches` with `jobs` > 1): the
results are the same whatever the number of processes.
"""

from __future__ import annotations

import functools
import math
import multiprocessing
import random
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field

from studdesk.bots.base import Bot, safe_decision
from studdesk.bots.equity import warm_up
from studdesk.bots.isolated import DEFAULT_DEADLINE
from studdesk.bots.play import notify_hand_over
from studdesk.bots.registry import make_bot
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS

#: a cardroom $20/$40 stud structure: ante 3, bring-in 5
DEFAULT_STRUCTURE = Structure(ante=3, bring_in=5, small_bet=20, big_bet=40)
#: stacks reset every hand: 50 big bets, so that all-ins are rare
DEFAULT_STACK = 2000


@dataclass(frozen=True, slots=True)
class MatchSpec:
    variant: str
    hero: str
    villain: str
    players: int = 2
    deals: int = 500
    seed: int = 1
    structure: Structure = DEFAULT_STRUCTURE
    stack: int = DEFAULT_STACK
    #: seconds a third-party bot (run in its own process) has per decision
    bot_deadline: float = DEFAULT_DEADLINE


@dataclass(frozen=True, slots=True)
class RotationResult:
    """One seat rotation: the hero in `hero_seat` for every deal."""

    hero_seat: int
    #: the hero's net result per deal, in big bets
    nets: tuple[float, ...]
    problems: tuple[tuple[str, int], ...]
    #: the first problem of each bot that had any, in words
    first_problems: tuple[tuple[str, str], ...] = ()
    #: CPU seconds the rotation took in its process (the bots' own processes aside);
    #: not part of the result: the same match gives the same result at any speed
    cpu_seconds: float = field(default=0.0, compare=False)


@dataclass(frozen=True, slots=True)
class MatchResult:
    spec: MatchSpec
    #: the hero's result per deal, in big bets per hand (mean over its seats)
    per_deal: tuple[float, ...]
    hands: int
    #: decisions that raised or were illegal, by bot name (must stay 0 for our bots)
    problems: tuple[tuple[str, int], ...]
    #: the first problem of each bot that had any, in words
    first_problems: tuple[tuple[str, str], ...] = ()
    #: CPU seconds of all its rotations (not part of the result, as above)
    cpu_seconds: float = field(default=0.0, compare=False)

    @property
    def bb_per_100(self) -> float:
        return 100.0 * _mean(self.per_deal)

    @property
    def ci95(self) -> float:
        """Half-width of the 95% confidence interval of bb/100."""
        n = len(self.per_deal)
        if n < 2:
            return math.inf
        m = _mean(self.per_deal)
        var = sum((x - m) ** 2 for x in self.per_deal) / (n - 1)
        return 100.0 * 1.96 * math.sqrt(var / n)

    @property
    def low(self) -> float:
        """Lower end of the 95% interval of bb/100."""
        return self.bb_per_100 - self.ci95

    @property
    def significant(self) -> bool:
        return abs(self.bb_per_100) > self.ci95

    def line(self) -> str:
        return (
            f"{self.spec.variant:6} {self.spec.players}p  {self.spec.hero:>16} vs {self.spec.villain:<16}"
            f" {self.bb_per_100:+8.2f} ± {self.ci95:6.2f} bb/100  ({self.hands} hands)"
        )


def paired_difference(a: MatchResult, b: MatchResult) -> tuple[float, float]:
    """`a` less `b` played on the same deals (the same variant, table, deals and seed), in
    bb/100, with the half-width of its 95% interval: deal by deal, so the luck both shared
    cancels and a change is measured against the noise of the difference, not of each."""
    same = (a.spec.variant, a.spec.players, a.spec.deals, a.spec.seed)
    if same != (b.spec.variant, b.spec.players, b.spec.deals, b.spec.seed):
        raise ValueError("a paired difference needs two matches on the same deals")
    diffs = tuple(x - y for x, y in zip(a.per_deal, b.per_deal, strict=True))
    n = len(diffs)
    m = _mean(diffs)
    if n < 2:
        return 100.0 * m, math.inf
    var = sum((x - m) ** 2 for x in diffs) / (n - 1)
    return 100.0 * m, 100.0 * 1.96 * math.sqrt(var / n)


def _mean(xs: tuple[float, ...]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


BotMaker = Callable[[str, int], Bot]


def play_rotation(spec: MatchSpec, hero_seat: int, maker: BotMaker | None = None) -> RotationResult:
    """Every deal of `spec` with the hero in `hero_seat` and the villain everywhere else.

    Bots come from the registry unless `maker` is given; third-party ones run in their own
    processes with `spec.bot_deadline` per decision, and are closed at the end."""
    if maker is None:
        maker = functools.partial(make_bot, deadline=spec.bot_deadline)
    started = time.process_time()
    config = GameConfig(VARIANTS[spec.variant], spec.structure, HouseRules())
    warm_up(config.variant)  # the evaluators' one-off tables are no bot's thinking time
    n = spec.players
    bots: dict[int, Bot] = {}
    names: dict[int, str] = {}
    for seat in range(n):
        name = spec.hero if seat == hero_seat else spec.villain
        # Seeds depend on the run and the seat, never on the other bots: runs are reproducible.
        bots[seat] = maker(name, spec.seed * 7919 + hero_seat * 101 + seat)
        names[seat] = f"{name}#{seat}"
    problems: dict[str, int] = {}
    first: dict[str, str] = {}
    nets: list[float] = []
    for deal in range(spec.deals):
        deck_seed = spec.seed * 1_000_003 + deal
        players = [PlayerSeat(seat, names[seat], spec.stack) for seat in range(n)]
        hand = Hand(config, players, deal % n, Deck(random.Random(deck_seed)), hand_number=deal + 1)
        hand.start()
        while not hand.is_over:
            to_act = hand.to_act
            assert to_act is not None
            act, problem = safe_decision(bots[to_act], hand.view(to_act))
            if problem is not None:
                key = spec.hero if to_act == hero_seat else spec.villain
                problems[key] = problems.get(key, 0) + 1
                first.setdefault(key, problem)
            hand.apply(act)
        notify_hand_over(hand, bots)
        nets.append((hand.final_stacks()[hero_seat] - spec.stack) / spec.structure.big_bet)
    for bot in bots.values():
        close = getattr(bot, "close", None)  # a third-party bot's process ends now, not at exit
        if callable(close):
            close()
    return RotationResult(
        hero_seat,
        tuple(nets),
        tuple(sorted(problems.items())),
        tuple(sorted(first.items())),
        time.process_time() - started,
    )


def combine(spec: MatchSpec, rotations: Sequence[RotationResult]) -> MatchResult:
    """The match result of all of `spec`'s rotations (in any order)."""
    n = spec.players
    rotations = sorted(rotations, key=lambda r: r.hero_seat)  # the same sums in any order
    if [r.hero_seat for r in rotations] != list(range(n)):
        raise ValueError(f"a {n}-player match needs one rotation per seat")
    per_deal = tuple(sum(r.nets[deal] for r in rotations) / n for deal in range(spec.deals))
    problems: dict[str, int] = {}
    first: dict[str, str] = {}
    for r in rotations:
        for name, count in r.problems:
            problems[name] = problems.get(name, 0) + count
        for name, text in r.first_problems:
            first.setdefault(name, text)
    return MatchResult(
        spec,
        per_deal,
        spec.deals * n,
        tuple(sorted(problems.items())),
        tuple(sorted(first.items())),
        sum(r.cpu_seconds for r in rotations),
    )


def run_match(spec: MatchSpec, maker: BotMaker | None = None) -> MatchResult:
    """Play `spec.deals` deals, each once per hero seat, in this process."""
    return combine(spec, [play_rotation(spec, seat, maker) for seat in range(spec.players)])


def run_matches(specs: Sequence[MatchSpec], jobs: int = 1) -> Iterator[tuple[int, MatchResult]]:
    """Play every match, `jobs` processes at a time; yields (index in `specs`, result) as
    each match completes.

    The unit of work is one rotation; the costliest go first so that the processes
    finish together. The bots are made by name in the worker processes, so a bot given
    as `package.module:ClassName` must be importable there (as it is from the
    directory the command was started in).
    """
    if jobs <= 1:
        for i, spec in enumerate(specs):
            yield i, run_match(spec)
        return
    tasks = sorted(
        ((i, seat) for i, spec in enumerate(specs) for seat in range(spec.players)),
        key=lambda t: -_cost(specs[t[0]]),
    )
    done: dict[int, list[RotationResult]] = {}
    before = set(multiprocessing.active_children())
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(tasks)), initializer=_leave_interrupts_to_parent
    ) as pool:
        pending: dict[Future[RotationResult], int] = {
            pool.submit(play_rotation, specs[i], seat): i for i, seat in tasks
        }
        try:
            while pending:
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    i = pending.pop(future)
                    done.setdefault(i, []).append(future.result())
                    if len(done[i]) == specs[i].players:
                        yield i, combine(specs[i], done.pop(i))
        except BaseException:
            # Ctrl-C, a failed rotation or the caller giving up: stop the work now, not after
            # the rotations in progress (the workers are this pool's new child processes)
            pool.shutdown(wait=False, cancel_futures=True)
            for child in set(multiprocessing.active_children()) - before:
                child.terminate()
            raise


def _leave_interrupts_to_parent() -> None:
    """Worker processes ignore Ctrl-C: the parent stops them (see `run_matches`)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


#: rough relative cost of a decision, for ordering the work (unknown bots count as costly)
_DECISION_COST = {"random": 0.2, "always-call": 0.2, "always-raise": 0.2, "equity": 2.0, "easy": 1.0}


def _cost(spec: MatchSpec) -> float:
    def per_decision(name: str) -> float:
        if name in _DECISION_COST:
            return _DECISION_COST[name]
        return 3.0 if name.endswith("hard") else 1.5

    seats = per_decision(spec.hero) + (spec.players - 1) * per_decision(spec.villain)
    return spec.deals * seats
