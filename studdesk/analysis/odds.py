"""Live odds for the hero: pot equity with every seen card dead, and the pot odds of a call.

`live_odds` runs the bots' equity code (`studdesk.bots.equity`) on the hero's view: the
hero's cards against each live opponent's up cards with its hidden cards unknown, every
folded card out of play, no guessing from the opponents' actions (that is the advisor's
job). It is meant to run off the GUI thread after every card and action.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from studdesk.analysis.seen import SeenCards, seen_cards
from studdesk.bots.equity import Holding, equity
from studdesk.engine.actions import ActionKind
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

#: hands evaluated per update at most (deals x players): a fixed latency at any table size
ROW_BUDGET = 60_000
#: deals per update at most (standard error below 0.5 points)
MAX_SAMPLES = 12_000


@dataclass(frozen=True, slots=True)
class PotOdds:
    """The price of calling now: "call 40 to win 210: 5.3 to 1, you need 16 %"."""

    to_call: int
    #: what the call can win: the pot as it stands, limited to what the hero can match
    to_win: int
    all_in: bool

    @property
    def ratio(self) -> float:
        """to_win : to_call, as a number (5.25 for 210 to 40)."""
        return self.to_win / self.to_call

    @property
    def needed(self) -> float:
        """The share of the pot the call must win to break even: to_call / (to_win + to_call)."""
        return self.to_call / (self.to_win + self.to_call)


@dataclass(frozen=True, slots=True)
class LiveOdds:
    """The hero's expectation at the showdown, fractions 0..1 (see `bots.equity.Equity`)."""

    equity: float
    #: Hi/Lo: the parts of `equity` won with the high and with the low hand; None elsewhere
    high: float | None
    low: float | None
    scoop: float
    #: Hi/Lo: the chance the hero makes a qualifying low; None elsewhere
    makes_low: float | None
    opponents: int
    deals: int
    exact: bool
    #: standard error of `equity` at most (0 when exact)
    error: float


def pot_odds(view: PlayerView) -> PotOdds | None:
    """The price of the hero's call, or None when there is nothing to call."""
    if view.viewer not in {s.seat for s in view.seats} or view.me.folded or view.is_over:
        return None
    me = view.me
    call = next((o for o in view.legal if o.kind is ActionKind.CALL), None)
    cost = call.cost if call is not None else min(view.to_call, me.stack)
    if cost <= 0:
        return None
    # Chips beyond what the hero can match come back to their owner (R3.10, side pots):
    # the hero can win from each player at most what the hero has in after calling.
    mine = me.committed + cost
    to_win = me.committed + sum(min(s.committed, mine) for s in view.seats if s.seat != view.viewer)
    return PotOdds(cost, to_win, all_in=cost == me.stack)


def live_odds(
    view: PlayerView,
    seed: int | None = None,
    seen: SeenCards | None = None,
    max_samples: int = MAX_SAMPLES,
) -> LiveOdds | None:
    """The hero's equity against the live opponents, or None when the hero is not in the hand
    (folded, a spectator) or nobody is left to play against."""
    if view.viewer not in {s.seat for s in view.seats} or view.me.folded:
        return None
    variant = VARIANTS[view.variant_key]
    seen = seen if seen is not None else seen_cards(view)
    final = variant.cards_per_player
    community = (view.community,) if view.community is not None else ()
    mine = seen.mine
    hero = Holding(mine, final - len(mine))
    opponents = []
    for s in view.seats:
        if s.seat != view.viewer and not s.folded:
            known = s.known_cards + community
            opponents.append(Holding(known, final - len(known), hidden_now=sum(c is None for c in s.cards)))
    if not opponents:
        return None
    samples = max(100, min(max_samples, ROW_BUDGET // (len(opponents) + 1)))
    rng = np.random.default_rng(seed)
    result = equity(variant, hero, opponents, seen.folded, samples=samples, rng=rng)
    # the share of each deal lies in 0..1, so its variance is at most p(1 - p)
    error = 0.0 if result.exact else math.sqrt(result.share * (1.0 - result.share) / result.samples)
    split = variant.is_split
    return LiveOdds(
        equity=result.share,
        high=result.high_share if split else None,
        low=result.low_share if split else None,
        scoop=result.scoop,
        makes_low=result.low_qualifies if split else None,
        opponents=len(opponents),
        deals=result.samples,
        exact=result.exact,
        error=error,
    )


def warm_up_live_odds(variant_key: str) -> None:
    """The first update's one-off work, done ahead: numpy's random generators (imported on first
    use) and the evaluators' tables for the variant's final hands. In the first update, in the
    middle of the first hand, they took 60-100 ms of CPU (issue 12)."""
    variant = VARIANTS[variant_key]
    np.random.default_rng(0)
    final_hand = np.arange(variant.cards_per_player, dtype=np.int64).reshape(1, -1)
    for key in variant.pot_evaluators:
        EVALUATORS[key].batch(final_hand)
