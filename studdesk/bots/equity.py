"""Pot equity against unknown cards, with every seen card dead (Monte Carlo or exact).

The problem is a set of holdings: the hero's known cards plus how many it has
still to receive, and for each live opponent its up cards plus the number of
cards the hero cannot know (down cards now and cards to come). Every other card
the hero has seen (folded players' up cards) is dead. Each sample deals the
unknown cards from the live deck and scores the showdown with the engine's
batch evaluators, so hi/lo shares, ties ("quartering") and razz come out of the
same code. When the number of possible deals is at most the sample count, the
deals are enumerated exactly instead.

Opponents' hidden cards can be weighted by their actions (`RangeWeight`): a
sampled holding that would not have called or raised counts for less.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from studdesk.engine.cards import ALL_CARDS, Card
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import Variant

#: default number of sampled deals: standard error below 0.4 percentage points
DEFAULT_SAMPLES = 16_000

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class RangeWeight:
    """How far an opponent's actions narrow its hidden cards.

    Each sampled holding is weighted by `percentile ** power`, where percentile is
    the strength of the opponent's current cards among all sampled holdings: 0
    keeps every holding equally likely, 1 (a call) leans to the better half, 3 (a
    raise from an honest player) leaves mostly the top of the range.
    """

    power: float = 0.0

    @property
    def active(self) -> bool:
        return self.power > 0.0


@dataclass(frozen=True, slots=True)
class Holding:
    """One player's cards in the equity problem."""

    known: tuple[Card, ...]
    #: cards this player will still hold that the hero cannot see (down now + to come)
    unknown: int
    #: of `unknown`, how many are already dealt face down (what `weight` judges)
    hidden_now: int = 0
    weight: RangeWeight = RangeWeight()


@dataclass(frozen=True, slots=True)
class Equity:
    """The hero's expectation at the showdown, as fractions (0..1)."""

    #: expected share of the pot (ties and split pots included)
    share: float
    #: expected share of the pot won with the high hand (up to 0.5 when a low qualifies)
    high_share: float
    #: expected share of the pot won with the low hand (split games only)
    low_share: float
    #: chance of taking the whole pot alone
    scoop: float
    #: chance the hero's own low qualifies (split games; razz: always 1)
    low_qualifies: float
    #: chance that somebody's low qualifies, so the pot is split (split games)
    any_low: float
    samples: int
    exact: bool


class EquityError(ValueError):
    """An equity problem that cannot be dealt (a card twice, too few cards left)."""


def deals_count(pool: int, unknowns: Sequence[int]) -> int:
    """Number of distinct deals of `unknowns` cards per player from `pool` cards."""
    total, left = 1, pool
    for u in unknowns:
        if u > left:
            return 0
        total *= math.comb(left, u)
        left -= u
    return total


def equity(
    variant: Variant,
    hero: Holding,
    opponents: Sequence[Holding],
    dead: Iterable[Card] = (),
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | None = None,
    exact_limit: int | None = None,
) -> Equity:
    """The hero's pot equity against `opponents` with `dead` cards out of play.

    Deals are enumerated exactly when there are at most `exact_limit` of them
    (default: `samples`); otherwise `samples` random deals are drawn with `rng`.
    """
    if not opponents:
        raise EquityError("equity needs at least one opponent")
    holdings = (hero, *opponents)
    seen = [c for h in holdings for c in h.known]
    dead_set = frozenset(dead) - frozenset(seen)
    if len(set(seen)) != len(seen):
        raise EquityError("a card is held by two players in the equity problem")
    final = {len(h.known) + h.unknown for h in holdings}
    if len(final) != 1:
        raise EquityError("every player must end with the same number of cards")
    out_of_pool = dead_set | frozenset(seen)
    pool = np.array([c.index for c in ALL_CARDS if c not in out_of_pool], dtype=np.int64)
    unknowns = [h.unknown for h in holdings]
    # R2.7: when the deck cannot give everyone a last card, one community card serves all
    shared = sum(unknowns) > len(pool) and min(unknowns) >= 1
    if shared:
        unknowns = [u - 1 for u in unknowns] + [1]
    need = sum(unknowns)
    if need > len(pool):
        raise EquityError(f"{need} unknown cards to deal but only {len(pool)} left in the deck")
    limit = samples if exact_limit is None else exact_limit
    count = deals_count(len(pool), unknowns)
    if 0 < count <= limit:
        deals = _enumerate(pool, unknowns)
        exact = True
    else:
        generator = rng if rng is not None else np.random.default_rng()
        deals = _sample(pool, need, samples, generator)
        exact = False
    return _score(variant, holdings, deals, exact, shared)


def warm_up(variant: Variant) -> None:
    """Build the evaluators' lookup tables for `variant` now rather than in the first decision."""
    for size in range(5, variant.cards_per_player + 1):
        block = np.arange(size, dtype=np.int64).reshape(1, size)
        for key in variant.pot_evaluators:
            EVALUATORS[key].batch(block)


# ----------------------------------------------------------------------------- dealing


def _sample(pool: IntArray, need: int, samples: int, rng: np.random.Generator) -> IntArray:
    """`samples` rows of `need` distinct cards from `pool`, each row uniformly random."""
    if need == 0:
        return np.empty((1, 0), dtype=np.int64)
    # Random keys sorted per row give a uniform random permutation; keep the first `need`.
    keys = rng.random((samples, len(pool)))
    order = np.argpartition(keys, need - 1, axis=1)[:, :need] if need < len(pool) else None
    if order is None:
        order = np.argsort(keys, axis=1)
    else:
        # argpartition leaves the first `need` in no particular order: sort them by key
        part = np.take_along_axis(keys, order, axis=1)
        order = np.take_along_axis(order, np.argsort(part, axis=1), axis=1)
    return pool[order]


def _enumerate(pool: IntArray, unknowns: Sequence[int]) -> IntArray:
    """Every deal, one row each: player 0's unknown cards, then player 1's, ..."""
    cards = [int(c) for c in pool]
    rows = list(_deals(cards, list(unknowns)))
    if not rows:
        return np.empty((1, 0), dtype=np.int64)
    return np.array(rows, dtype=np.int64).reshape(len(rows), sum(unknowns))


def _deals(cards: list[int], unknowns: list[int]) -> Iterator[tuple[int, ...]]:
    if not unknowns:
        yield ()
        return
    first, rest = unknowns[0], unknowns[1:]
    for combo in itertools.combinations(cards, first):
        taken = set(combo)
        remaining = [c for c in cards if c not in taken]
        for tail in _deals(remaining, rest):
            yield combo + tail


# ----------------------------------------------------------------------------- scoring


def _hands(holdings: Sequence[Holding], deals: IntArray, shared: bool) -> list[IntArray]:
    """Each player's full (N, cards) array of card indices for the deals.

    With `shared`, the deal's last column is a community card every player uses.
    """
    n = deals.shape[0]
    out: list[IntArray] = []
    col = 0
    for h in holdings:
        own = h.unknown - int(shared)
        known = np.broadcast_to(np.array([c.index for c in h.known], dtype=np.int64), (n, len(h.known)))
        parts = [known, deals[:, col : col + own]]
        if shared:
            parts.append(deals[:, -1:])
        out.append(np.concatenate(parts, axis=1))
        col += own
    return out


def _score(
    variant: Variant, holdings: Sequence[Holding], deals: IntArray, exact: bool, shared: bool
) -> Equity:
    n = deals.shape[0]
    hands = _hands(holdings, deals, shared)
    stacked = np.concatenate(hands, axis=0)
    players = len(holdings)
    values = [EVALUATORS[key].batch(stacked).reshape(players, n) for key in variant.pot_evaluators]
    weights = _weights(variant, holdings, hands)
    first_half = _half(values[0])
    hero_alone_first = first_half[0] == 1.0
    if len(values) == 1:
        share = first_half[0]
        high_share, low_share = share, np.zeros(n)
        scoop = hero_alone_first.astype(np.float64)
        mine_low = np.ones(n) if variant.pot_evaluators[0] == "razz" else np.zeros(n)
        any_low = mine_low
    else:
        low_values = values[1]
        any_low_mask = low_values.max(axis=0) >= 0
        low_half = _half(low_values)
        high_share = np.where(any_low_mask, 0.5 * first_half[0], first_half[0])
        low_share = np.where(any_low_mask, 0.5 * low_half[0], 0.0)
        share = high_share + low_share
        scoop = np.where(any_low_mask, hero_alone_first & (low_half[0] == 1.0), hero_alone_first)
        scoop = scoop.astype(np.float64)
        mine_low = (low_values[0] >= 0).astype(np.float64)
        any_low = any_low_mask.astype(np.float64)
    total = float(weights.sum())

    def mean(a: FloatArray) -> float:
        return float((a * weights).sum() / total)

    return Equity(
        share=mean(share),
        high_share=mean(high_share),
        low_share=mean(low_share),
        scoop=mean(scoop),
        low_qualifies=mean(mine_low),
        any_low=mean(any_low),
        samples=n,
        exact=exact,
    )


def _half(values: IntArray) -> FloatArray:
    """Each player's fraction of one pot share: 1/k for the k tied best, 0 otherwise.

    A value of -1 (no qualifying low) never wins.
    """
    best = values.max(axis=0)
    winners = (values == best) & (values >= 0)
    count = winners.sum(axis=0)
    return np.where(count > 0, winners / np.maximum(count, 1), 0.0)


# ----------------------------------------------------------------------------- range weights


def _weights(variant: Variant, holdings: Sequence[Holding], hands: Sequence[IntArray]) -> FloatArray:
    n = hands[0].shape[0]
    weights = np.ones(n)
    for h, cards in zip(holdings[1:], hands[1:], strict=True):
        if not h.weight.active or h.hidden_now == 0 or n < 2:
            continue
        current = cards[:, : len(h.known) + h.hidden_now]
        weights *= np.maximum(strength_percentile(variant, current), 1e-3) ** h.weight.power
    if not weights.sum() > 0.0:
        return np.ones(n)
    return weights


def strength_percentile(variant: Variant, cards: IntArray) -> FloatArray:
    """Per row, the share of rows whose current cards are at most as strong (0..1].

    Five cards or more are scored by the variant's evaluators (in Hi/Lo the better of
    the high and the low percentile); fewer by `partial_strength`.
    """
    if cards.shape[1] >= 5:
        scores: list[FloatArray] = [
            EVALUATORS[key].batch(cards).astype(np.float64) for key in variant.pot_evaluators
        ]
    elif variant.is_split:
        scores = [partial_strength(cards, low=False), partial_strength(cards, low=True)]
    else:
        scores = [partial_strength(cards, low=variant.pot_evaluators[0] == "razz")]
    best = np.zeros(cards.shape[0])
    for score in scores:
        ordered = np.sort(score)
        best = np.maximum(best, np.searchsorted(ordered, score, side="right") / len(score))
    return best


_RANK_ONE_HOT = np.eye(13, dtype=np.int64)
_SUIT_ONE_HOT = np.eye(4, dtype=np.int64)


def partial_strength(cards: IntArray, low: bool) -> FloatArray:
    """A stud player's ordering of two to four cards (higher is stronger).

    High: trips > two pair > big pair (tens up) > three- or four-flush > small pair >
    high cards, then by the rank of the group. Low (ace low, A-8): more distinct low
    cards first, then the lower the highest of them; pairs do not count.
    """
    counts = _RANK_ONE_HOT[cards // 4].sum(axis=1)  # (N, 13): deuces .. aces
    ranks = np.arange(2, 15)
    if low:
        present = counts > 0
        lows = np.concatenate([present[:, 12:13], present[:, :7]], axis=1)  # A, 2..8
        distinct = lows.sum(axis=1)
        low_values = np.arange(1, 9)
        highest = np.where(lows, low_values, 0).max(axis=1)
        low_score: FloatArray = (distinct * 16 - highest).astype(np.float64)
        return low_score
    top_count = counts.max(axis=1)
    pairs = (counts >= 2).sum(axis=1)
    group_rank = np.where(counts == top_count[:, None], ranks, 0).max(axis=1)
    high = np.where(counts > 0, ranks, 0).max(axis=1)
    suited = _SUIT_ONE_HOT[cards % 4].sum(axis=1).max(axis=1)
    category = np.select(
        [top_count >= 3, pairs >= 2, (top_count == 2) & (group_rank >= 10), suited >= 3, top_count == 2],
        [6.0, 5.0, 4.0, 3.0, 2.0],
        default=0.0,
    )
    high_score: FloatArray = category * 256 + group_rank * 16 + high
    return high_score
