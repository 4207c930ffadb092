"""What a bot remembers about its opponents across hands, from the views it was given.

Counts per opponent name: how often it enters pots voluntarily, how often its
voluntary actions are bets or raises, how often it bets when nobody has, how often it
folds to a bet, and how it
answered a bet by the price it faced (`Answers`: a pot-odds player folds often for
a big price, rarely for a small one, more often multiway). Estimates start from a
prior (a typical player) so a few hands do not swing them. Only what the bot's own
views showed is counted.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

import numpy as np

from studdesk.bots.ranges import RangeStats, shown_percentiles
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionOn,
    ActionTaken,
    AntePosted,
    HandStarted,
    PotAwarded,
    ShowdownRevealed,
    StreetStarted,
)
from studdesk.engine.views import PlayerView

#: upper ends of the price buckets: the price a player faced is to_call / (pot + to_call)
#: when it was its turn (a bet of B into a pot P costs the first to answer B / (P + 2B))
PRICE_EDGES = (0.09, 0.13, 0.17, 0.21, 0.25, 0.29)
#: pseudo-counts by which a bucket's estimate is pulled toward the rate it starts from
PRICE_PSEUDO = 8.0


def answer_key(price: float, live: int, in_round: bool = False) -> int:
    """The bucket of a bet faced at `price` with `live` players in (heads-up or multiway),
    by whether the player had put chips in this round already (it bet or called and now
    faces a raise: what a player does then says more about its hand than about the price)."""
    return (bisect_right(PRICE_EDGES, price) * 2 + (live >= 3)) * 2 + in_round


#: how many answer buckets there are
ANSWER_KEYS = (len(PRICE_EDGES) + 1) * 4


@dataclass(slots=True)
class Answers:
    """Bets faced after the first round, folded to and raised, per price bucket and
    heads-up or multiway (`answer_key`)."""

    faced: list[int] = field(default_factory=lambda: [0] * ANSWER_KEYS)
    folded: list[int] = field(default_factory=lambda: [0] * ANSWER_KEYS)
    raised: list[int] = field(default_factory=lambda: [0] * ANSWER_KEYS)

    def add(self, key: int, fold: bool, raise_: bool) -> None:
        self.faced[key] += 1
        self.folded[key] += fold
        self.raised[key] += raise_

    def shares(self, key: int, fold_prior: float, raise_prior: float) -> tuple[float, float]:
        """This bucket's fold and raise shares, each pulled toward its prior by `PRICE_PSEUDO`."""
        n = self.faced[key] + PRICE_PSEUDO
        return (
            (self.folded[key] + PRICE_PSEUDO * fold_prior) / n,
            (self.raised[key] + PRICE_PSEUDO * raise_prior) / n,
        )


def _fold_rate(folded: int, faced: int) -> float:
    """`OpponentStats.fold_to_bet`'s estimate (its prior: three folds in ten bets)."""
    return (folded + 3.0) / (faced + 10.0)


def _raise_rate(raised: int, faced: int) -> float:
    """`OpponentStats.raise_to_bet`'s estimate."""
    return (raised + 1.0) / (faced + 10.0)


@dataclass(slots=True)
class OpponentStats:
    hands: int = 0
    voluntary: int = 0
    aggressive: int = 0
    passive: int = 0
    #: showdowns after it made the last bet or raise of the hand, and how many of them it lost
    aggressor_showdowns: int = 0
    aggressor_lost: int = 0
    #: the bets it faced after the first round, by price and players in (`Answers`)
    answers: Answers = field(default_factory=Answers)
    #: its turns after the first round with nothing to call, and how many of them it bet
    unopened: int = 0
    opened: int = 0

    @property
    def faced_bets(self) -> int:
        """Bets it faced after the first round (every price together)."""
        return sum(self.answers.faced)

    @property
    def folded_to_bet(self) -> int:
        return sum(self.answers.folded)

    @property
    def raised_a_bet(self) -> int:
        return sum(self.answers.raised)

    # Priors, as pseudo-counts of an average player.
    def vpip(self) -> float:
        return (self.voluntary + 4.0) / (self.hands + 10.0)

    def aggression(self) -> float:
        """Share of voluntary actions (calls, bets, raises) that were bets or raises."""
        return (self.aggressive + 3.5) / (self.aggressive + self.passive + 10.0)

    def fold_to_bet(self) -> float:
        return _fold_rate(self.folded_to_bet, self.faced_bets)

    def raise_to_bet(self) -> float:
        """How often it raises when facing a bet after the first round."""
        return _raise_rate(self.raised_a_bet, self.faced_bets)

    def bet_unopened(self) -> float:
        """How often it bets after the first round when nobody has bet (first to act or
        checked to); the prior: three bets in ten turns."""
        return (self.opened + 3.0) / (self.unopened + 10.0)

    def tightness(self) -> float:
        """0 = plays every hand, 1 = very selective: how much its calls mean."""
        return max(0.0, min(1.0, (0.95 - self.vpip()) / 0.65))

    def bluff_rate(self) -> float:
        """How often its last bet of a hand was beaten at the showdown."""
        return (self.aggressor_lost + 1.0) / (self.aggressor_showdowns + 5.0)

    def honesty(self) -> float:
        """0 = bets and raises with anything, 1 = only with strong hands.

        Half from how often it raises, half from what it showed down after betting last.
        """
        by_frequency = max(0.0, min(1.0, (0.85 - self.aggression()) / 0.6))
        by_showdown = max(0.0, min(1.0, (0.55 - self.bluff_rate()) / 0.4))
        return 0.5 * by_frequency + 0.5 * by_showdown


class OpponentModel:
    """Per-name statistics, fed with the views a bot sees (each hand counted once)."""

    def __init__(self) -> None:
        self.stats: dict[str, OpponentStats] = {}
        self.shown: dict[str, RangeStats] = {}
        #: every opponent's answers together: what a bucket starts from for one opponent
        self.table = Answers()
        self._pending: PlayerView | None = None

    def get(self, name: str) -> OpponentStats:
        return self.stats.get(name) or OpponentStats()

    def answer(self, name: str, price: float, live: int, in_round: bool = False) -> tuple[float, float]:
        """The shares of its hands this opponent folds and raises facing a bet at `price`
        (to_call / (pot + to_call)) with `live` players in the hand, `in_round`: with chips
        of its own in this round already.

        Its bucket's counts, pulled toward the table's rate in that bucket moved by how
        much this opponent's overall rate differs from the table's; the table's bucket is
        pulled toward the table's overall rate. With nothing seen, the overall prior
        (`fold_to_bet`, `raise_to_bet`), as without prices."""
        key = answer_key(price, live, in_round)
        table = self.table
        all_faced = sum(table.faced)
        table_fold = _fold_rate(sum(table.folded), all_faced)
        table_raise = _raise_rate(sum(table.raised), all_faced)
        bucket_fold, bucket_raise = table.shares(key, table_fold, table_raise)
        stats = self.get(name)
        fold_prior = _clip(bucket_fold + stats.fold_to_bet() - table_fold)
        raise_prior = _clip(bucket_raise + stats.raise_to_bet() - table_raise)
        return stats.answers.shares(key, fold_prior, raise_prior)

    def ranges(self, name: str) -> RangeStats:
        """The strength this opponent showed down per action (a prior until it shows)."""
        return self.shown.get(name) or RangeStats()

    def see(self, view: PlayerView) -> None:
        """Remember the latest view of the current hand; a new hand commits the previous one."""
        pending = self._pending
        if pending is not None and pending.hand_number != view.hand_number:
            self._commit(pending)
        self._pending = view

    def hand_over(self, view: PlayerView) -> None:
        """The final view of a hand: count it now."""
        pending = self._pending
        if pending is not None and pending.hand_number != view.hand_number:
            self._commit(pending)
        self._commit(view)
        self._pending = None

    def _commit(self, view: PlayerView) -> None:
        names = {s.seat: s.name for s in view.seats}
        street = -1
        seen_third: set[int] = set()
        voluntary: set[int] = set()
        facing: dict[int, int] = {}
        #: the price each seat faced when it was its turn
        prices: dict[int, float] = {}
        #: per seat: whether it had chips in this round when it was its turn
        in_round: dict[int, bool] = {}
        round_bets: dict[int, int] = {}
        pot = 0
        live = len(view.seats)
        for event in view.history:
            if isinstance(event, HandStarted):
                live = len(event.seats)
                continue
            if isinstance(event, AntePosted):
                pot += event.amount
            elif isinstance(event, StreetStarted):
                street = event.street
                round_bets = {}
            elif isinstance(event, ActionOn):
                facing[event.seat] = event.to_call
                prices[event.seat] = event.to_call / (pot + event.to_call) if event.to_call > 0 else 0.0
                in_round[event.seat] = round_bets.get(event.seat, 0) > 0
            elif isinstance(event, ActionTaken):
                pot += event.paid
                round_bets[event.seat] = event.amount
                live -= event.kind is ActionKind.FOLD
                if event.seat == view.viewer:
                    continue
                stats = self.stats.setdefault(names.get(event.seat, str(event.seat)), OpponentStats())
                if street == 0:
                    seen_third.add(event.seat)
                if event.kind is ActionKind.BRING_IN:
                    continue
                if event.kind.is_aggressive:
                    stats.aggressive += 1
                elif event.kind is ActionKind.CALL:
                    stats.passive += 1
                if street == 0 and event.kind in (ActionKind.CALL, ActionKind.COMPLETE, ActionKind.RAISE):
                    voluntary.add(event.seat)
                if street > 0 and facing.get(event.seat, 0) == 0:
                    stats.unopened += 1
                    stats.opened += event.kind.is_aggressive
                elif street > 0:
                    fold, raise_ = event.kind is ActionKind.FOLD, event.kind is ActionKind.RAISE
                    # the players in when it answered: the fold is counted above already
                    bucket = answer_key(prices[event.seat], live + fold, in_round[event.seat])
                    stats.answers.add(bucket, fold, raise_)
                    self.table.add(bucket, fold, raise_)
        for seat in seen_third:
            stats = self.stats.setdefault(names.get(seat, str(seat)), OpponentStats())
            stats.hands += 1
            stats.voluntary += seat in voluntary
        self._showdown(view, names)
        # a fixed seed per hand: the same views teach the same model
        rng = np.random.default_rng([view.hand_number, max(view.viewer, 0)])
        for name, found in shown_percentiles(view, rng).items():
            shown = self.shown.setdefault(name, RangeStats())
            for key, percentile in found:
                shown.add(key, percentile)

    def _showdown(self, view: PlayerView, names: dict[int, str]) -> None:
        """Count who bet last and whether it won, when the hand reached a showdown."""
        if not any(isinstance(e, ShowdownRevealed) for e in view.history):
            return
        last = next(
            (e.seat for e in reversed(view.history) if isinstance(e, ActionTaken) and e.kind.is_aggressive),
            None,
        )
        if last is None or last == view.viewer:
            return
        stats = self.stats.setdefault(names.get(last, str(last)), OpponentStats())
        stats.aggressor_showdowns += 1
        stats.aggressor_lost += not any(isinstance(e, PotAwarded) and e.seat == last for e in view.history)


def _clip(share: float) -> float:
    return min(0.98, max(0.02, share))
