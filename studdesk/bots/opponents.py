"""What a bot remembers about its opponents across hands, from the views it was given.

Counts per opponent name: how often it enters pots voluntarily, how often its
voluntary actions are bets or raises, how often it folds to a bet. Estimates
start from a prior (a typical player) so a few hands do not swing them.
Only what the bot's own views showed is counted.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from studdesk.bots.ranges import RangeStats, shown_percentiles
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionOn,
    ActionTaken,
    HandStarted,
    PotAwarded,
    ShowdownRevealed,
    StreetStarted,
)
from studdesk.engine.views import PlayerView


@dataclass(slots=True)
class OpponentStats:
    hands: int = 0
    voluntary: int = 0
    aggressive: int = 0
    passive: int = 0
    faced_bets: int = 0
    folded_to_bet: int = 0
    raised_a_bet: int = 0
    #: showdowns after it made the last bet or raise of the hand, and how many of them it lost
    aggressor_showdowns: int = 0
    aggressor_lost: int = 0

    # Priors, as pseudo-counts of an average player.
    def vpip(self) -> float:
        return (self.voluntary + 4.0) / (self.hands + 10.0)

    def aggression(self) -> float:
        """Share of voluntary actions (calls, bets, raises) that were bets or raises."""
        return (self.aggressive + 3.5) / (self.aggressive + self.passive + 10.0)

    def fold_to_bet(self) -> float:
        return (self.folded_to_bet + 3.0) / (self.faced_bets + 10.0)

    def raise_to_bet(self) -> float:
        """How often it raises when facing a bet after the first round."""
        return (self.raised_a_bet + 1.0) / (self.faced_bets + 10.0)

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
        self._pending: PlayerView | None = None

    def get(self, name: str) -> OpponentStats:
        return self.stats.get(name) or OpponentStats()

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
        for event in view.history:
            if isinstance(event, HandStarted):
                continue
            if isinstance(event, StreetStarted):
                street = event.street
            elif isinstance(event, ActionOn):
                facing[event.seat] = event.to_call
            elif isinstance(event, ActionTaken) and event.seat != view.viewer:
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
                if street > 0 and facing.get(event.seat, 0) > 0:
                    stats.faced_bets += 1
                    stats.folded_to_bet += event.kind is ActionKind.FOLD
                    stats.raised_a_bet += event.kind is ActionKind.RAISE
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
