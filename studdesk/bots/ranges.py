"""What an opponent's betting says about its hidden cards, learned from what it showed.

On each street a player's most telling action falls in one class: it raised a bet or a
completion (`reraise`), it bet or completed (`raise`), it called a bet (`call`), or it
only checked (`check`); the first round is kept apart from the later streets. A raise
over a bet is apart from a bet because most players need much more to make it. When a
player shows its cards at a showdown, the strength of its holding on every street it
acted is recorded under that street's class, as a percentile: the share of all the
holdings it could have had with the same up cards that were at most as strong
(`equity.strength_percentile`, the same measure the equity sampler weights by). A
player who only raises with the best hands shows raise percentiles near 1; one who
raises with anything, about one half.

The mean percentile of a class becomes a weight for sampled hidden cards
(`signed_exponent`): `p ** a` when the class means strength, `(1 - p) ** b` when it
means weakness, with the exponent chosen so that the weighted mean of a uniform
percentile equals the observed mean. Until a player has shown enough, a prior of a
typical player fills in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from studdesk.bots.equity import last_row_percentile
from studdesk.bots.reading import OpponentRead, read_view
from studdesk.engine.events import ShowdownRevealed
from studdesk.engine.variants import Variant
from studdesk.engine.views import PlayerView

IntArray = npt.NDArray[np.int64]

RERAISE, RAISE, CALL, CHECK = "reraise", "raise", "call", "check"
#: (first round?, action class)
RangeKey = tuple[bool, str]

#: a typical player's mean percentile per class, and how many showdowns it is worth
PRIOR_MEANS: dict[RangeKey, float] = {
    (True, RERAISE): 0.80,
    (False, RERAISE): 0.82,
    (True, RAISE): 0.70,
    (True, CALL): 0.60,
    (False, RAISE): 0.72,
    (False, CALL): 0.60,
    (False, CHECK): 0.42,
}
PRIOR_WEIGHT = 8.0
#: the steepest weight an observed mean can ask for
MAX_EXPONENT = 6.0
#: random holdings a shown hand is ranked among
RANKING_SAMPLES = 300


def signed_exponent(mean: float) -> float:
    """The exponent whose weight moves a uniform percentile's mean to `mean`.

    Positive a: weight `p ** a`, mean (a + 1) / (a + 2). Negative -b: weight
    `(1 - p) ** b`, mean 1 / (b + 2). Zero: no information.
    """
    m = min(max(mean, 0.01), 0.99)
    if m >= 0.5:
        return min((2.0 * m - 1.0) / (1.0 - m), MAX_EXPONENT)
    return -min(1.0 / m - 2.0, MAX_EXPONENT)


@dataclass(slots=True)
class RangeStats:
    """Percentiles an opponent showed, summed per class."""

    sums: dict[RangeKey, float] = field(default_factory=dict)
    counts: dict[RangeKey, int] = field(default_factory=dict)

    def add(self, key: RangeKey, percentile: float) -> None:
        self.sums[key] = self.sums.get(key, 0.0) + percentile
        self.counts[key] = self.counts.get(key, 0) + 1

    def mean(self, key: RangeKey) -> float:
        prior = PRIOR_MEANS.get(key, 0.5)
        return (self.sums.get(key, 0.0) + prior * PRIOR_WEIGHT) / (self.counts.get(key, 0) + PRIOR_WEIGHT)

    def exponent(self, key: RangeKey) -> float:
        return signed_exponent(self.mean(key))


def street_classes(o: OpponentRead) -> list[str | None]:
    """The opponent's action class on each street of the hand so far (None: nothing voluntary)."""
    out: list[str | None] = []
    none = (0,) * len(o.raises)
    for raised, reraised, called, checked in zip(
        o.raises, o.reraises or none, o.calls, o.checks or none, strict=True
    ):
        voluntary = RAISE if raised else CALL if called else CHECK if checked else None
        out.append(RERAISE if reraised else voluntary)
    return out


def cards_by_street(variant: Variant) -> list[tuple[int, int]]:
    """(up cards, down cards) a player holds on each street."""
    out: list[tuple[int, int]] = []
    up = down = 0
    for street in variant.streets:
        up += sum(street.deal)
        down += len(street.deal) - sum(street.deal)
        out.append((up, down))
    return out


def shown_percentiles(view: PlayerView, rng: np.random.Generator) -> dict[str, list[tuple[RangeKey, float]]]:
    """For every opponent who showed its cards in `view` (a final view), by name: each
    street's class and the percentile of the holding it had then among the holdings it
    could have had."""
    shown = {e.seat: e.cards for e in view.history if type(e) is ShowdownRevealed}
    if not shown:
        return {}
    read = read_view(view)
    variant = read.variant
    visible = {c.index for s in view.seats for c in s.up_cards} | {c.index for c in view.me.known_cards}
    out: dict[str, list[tuple[RangeKey, float]]] = {}
    for o in read.opponents:
        cards = shown.get(o.seat)
        seat = view.seat(o.seat)
        if cards is None or len(seat.up) != len(cards):
            continue
        pool = np.array([i for i in range(52) if i not in visible | {c.index for c in cards}], dtype=np.int64)
        ups = [c.index for c, up in zip(cards, seat.up, strict=True) if up]
        downs = [c.index for c, up in zip(cards, seat.up, strict=True) if not up]
        found: list[tuple[RangeKey, float]] = []
        for street, (cls, (n_up, n_down)) in enumerate(
            zip(street_classes(o), cards_by_street(variant), strict=False)
        ):
            if cls is None or n_down > len(downs) or n_up > len(ups) or n_down > len(pool):
                continue
            block = np.empty((RANKING_SAMPLES + 1, n_up + n_down), dtype=np.int64)
            block[:, :n_up] = ups[:n_up]
            block[:-1, n_up:] = _alternatives(pool, n_down, rng)
            block[-1, n_up:] = downs[:n_down]
            found.append(((street == 0, cls), last_row_percentile(variant, block)))
        out[o.name] = found
    return out


def _alternatives(pool: IntArray, n_down: int, rng: np.random.Generator) -> IntArray:
    """`RANKING_SAMPLES` random sets of `n_down` distinct cards from `pool`."""
    keys = rng.random((RANKING_SAMPLES, len(pool)))
    rows: IntArray = pool[np.argsort(keys, axis=1)[:, :n_down]]
    return rows


def street_steps(
    variant: Variant, known: int, classes: Sequence[str | None], stats: RangeStats, current: int, decay: float
) -> tuple[tuple[tuple[int, ...], float], ...]:
    """The weighting steps for one opponent in an equity problem: for each street it acted
    on, the columns of its hand array holding its cards of that street (up cards first,
    then the hidden ones, as `equity.Holding` lays them out) and the learned exponent,
    shrunk by `decay` per street back from the `current` one."""
    steps: list[tuple[tuple[int, ...], float]] = []
    for street, (cls, (n_up, n_down)) in enumerate(zip(classes, cards_by_street(variant), strict=False)):
        if street > current or cls is None:
            continue
        exponent = stats.exponent((street == 0, cls)) * decay ** (current - street)
        if exponent == 0.0:
            continue
        columns = tuple(range(min(n_up, known))) + tuple(range(known, known + n_down))
        steps.append((columns, exponent))
    return tuple(steps)
