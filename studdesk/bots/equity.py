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
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from studdesk.engine.cards import Card
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import Variant

#: default number of sampled deals: standard error below 0.4 percentage points
DEFAULT_SAMPLES = 16_000

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class RangeWeight:
    """How far an opponent's actions narrow its hidden cards.

    Each sampled holding is weighted by `percentile ** power`, where percentile is
    the strength of the opponent's current cards among all sampled holdings: 0
    keeps every holding equally likely, 1 (a call) leans to the better half, 3 (a
    raise from an honest player) leaves mostly the top of the range.

    `steps` weight by earlier streets too: each is (columns of the player's hand
    array that held its cards on that street, exponent); a positive exponent a
    weights by `percentile ** a`, a negative one -b by `(1 - percentile) ** b`
    (a player who only checked is more likely weak). See `ranges.street_steps`.
    """

    power: float = 0.0
    steps: tuple[tuple[tuple[int, ...], float], ...] = ()

    @property
    def active(self) -> bool:
        return self.power > 0.0 or bool(self.steps)


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
    #: standard error of `share` (0 when exact)
    stderr: float = 0.0


@dataclass(slots=True)
class _Kept:
    """What a `Deals` works out once and keeps (it is frozen; this holder is not)."""

    halves: tuple[FloatArray, ...] | None = None
    split: tuple[FloatArray, FloatArray, FloatArray, FloatArray] | None = None
    weight_sum: np.float64 | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Deals:
    """The showdowns of an equity problem, one row per deal: what the hero's decisions are
    weighed on (`equity` sums them up; the expected-value planner reads them row by row)."""

    variant: Variant
    #: the hero first, then the opponents
    holdings: tuple[Holding, ...]
    #: every player's full hand per deal: (players, rows, cards) card indices
    hands: IntArray
    #: per pot evaluator (high, then low in Hi/Lo): (players, rows) values, -1 = no low
    values: tuple[IntArray, ...]
    #: how likely each deal is given the opponents' actions (`RangeWeight`)
    weights: FloatArray
    exact: bool
    #: worked out once and kept: each opponent's current-cards percentile (`percentiles`),
    #: some already worked out for `weights`
    _percentiles: dict[int, FloatArray] = field(default_factory=dict, repr=False)
    #: every weight is 1 (no opponent's range is narrowed): a mean is a plain one
    uniform: bool = False
    _kept: _Kept = field(default_factory=_Kept, repr=False)

    @property
    def rows(self) -> int:
        return int(self.hands.shape[1])

    def shares(self, playing: BoolArray | None = None) -> FloatArray:
        """The hero's share of the pot per deal, against the players marked in `playing`
        ((players, rows); default: everyone). Players not playing never win."""
        if playing is None:
            return self._everyone()[0]
        values = tuple(np.where(playing, v, -2) for v in self.values)
        return self._split(values)[0]

    def _halves(self) -> tuple[FloatArray, ...]:
        """`_half` of each pot's values, worked out once."""
        if self._kept.halves is None:
            self._kept.halves = tuple(_half(v) for v in self.values)
        return self._kept.halves

    def _everyone(self) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
        """`_split` of every player's values, worked out once (read by `shares` and `equity`)."""
        if self._kept.split is None:
            self._kept.split = self._split(self.values, self._halves())
        return self._kept.split

    def _split(
        self, values: tuple[IntArray, ...], halves: tuple[FloatArray, ...] | None = None
    ) -> tuple[FloatArray, FloatArray, FloatArray, FloatArray]:
        """Per deal: the hero's share, high share, low share, and whether a low qualified
        (`halves`: the `_half` of each of `values`, when already worked out)."""
        first_half = halves[0] if halves else _half(values[0])
        if len(values) == 1:
            zeros = np.zeros(first_half.shape[1])
            return first_half[0], first_half[0], zeros, zeros
        any_low = values[1].max(axis=0) >= 0
        low_half = halves[1] if halves else _half(values[1])
        high_share = np.where(any_low, 0.5 * first_half[0], first_half[0])
        low_share = np.where(any_low, 0.5 * low_half[0], 0.0)
        return high_share + low_share, high_share, low_share, any_low.astype(np.float64)

    def mean(self, per_row: FloatArray) -> float:
        """The weighted mean of a per-deal quantity."""
        # x * 1.0 is x: with uniform weights the products are the values themselves
        weighted = per_row if self.uniform else per_row * self.weights
        return float(weighted.sum() / self._total())

    def _total(self) -> np.float64:
        """The sum of `weights`, worked out once (`mean` divides by it at every call)."""
        if self._kept.weight_sum is None:
            self._kept.weight_sum = self.weights.sum()
        return self._kept.weight_sum

    def stderr(self, per_row: FloatArray) -> float:
        """Standard error of `mean(per_row)` (0 when the deals were enumerated)."""
        if self.exact:
            return 0.0
        w = self.weights
        m = self.mean(per_row)
        # weighted samples: the variance of a ratio estimate, sum(w^2 (x - mean)^2) / sum(w)^2
        squares = (per_row - m) ** 2
        return float(np.sqrt((squares if self.uniform else w**2 * squares).sum()) / self._total())

    def current_shares(self) -> FloatArray:
        """Per deal, the hero's share if the cards held now were shown down (cards to come
        aside): who is ahead now, as opposed to who wins in the end."""
        current = [self.hands[p][:, : len(h.known) + h.hidden_now] for p, h in enumerate(self.holdings)]
        size = min(c.shape[1] for c in current)
        if size == 0:
            return np.full(self.rows, 1.0 / len(self.holdings))
        if size == self.hands.shape[2]:  # the last street: the cards held now are the final hands
            return self._everyone()[0]
        stacked = np.concatenate([c[:, :size] for c in current])
        players = len(self.holdings)
        if size >= 5:
            keys = self.variant.pot_evaluators
            values = tuple(EVALUATORS[key].batch(stacked).reshape(players, -1) for key in keys)
        elif self.variant.is_split:
            values = (
                partial_strength(stacked, low=False).reshape(players, -1),
                partial_strength(stacked, low=True).reshape(players, -1),
            )
        else:
            low = self.variant.pot_evaluators[0] == "razz"
            kickers = _kickers_play(self.variant)
            values = (partial_strength(stacked, low=low, kickers=kickers).reshape(players, -1),)
        return self._split(values)[0]

    def percentiles(self, player: int) -> FloatArray:
        """Per deal, the strength percentile of `player`'s current cards among all deals."""
        found = self._percentiles.get(player)
        if found is not None:
            return found
        h = self.holdings[player]
        current = self.hands[player][:, : len(h.known) + h.hidden_now]
        if current.shape[1] == 0:
            return np.ones(self.rows)
        final = tuple(v[player] for v in self.values) if current.shape[1] == self.hands.shape[2] else None
        found = self._percentiles[player] = strength_percentile(self.variant, current, final)
        return found

    def equity(self) -> Equity:
        halves = self._halves()
        share, high_share, low_share, any_low = self._everyone()
        alone = halves[0][0] == 1.0
        if len(self.values) == 1:
            scoop = alone.astype(np.float64)
            razz = self.variant.pot_evaluators[0] == "razz"
            mine_low = np.ones(self.rows) if razz else np.zeros(self.rows)
            any_low = mine_low
        else:
            low_alone = halves[1][0] == 1.0
            scoop = np.where(any_low > 0, alone & low_alone, alone).astype(np.float64)
            mine_low = (self.values[1][0] >= 0).astype(np.float64)
        return Equity(
            share=self.mean(share),
            high_share=self.mean(high_share),
            low_share=self.mean(low_share),
            scoop=self.mean(scoop),
            low_qualifies=self.mean(mine_low),
            any_low=self.mean(any_low),
            samples=self.rows,
            exact=self.exact,
            stderr=self.stderr(share),
        )


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
    return deal_out(variant, hero, opponents, dead, samples, rng, exact_limit).equity()


def deal_out(
    variant: Variant,
    hero: Holding,
    opponents: Sequence[Holding],
    dead: Iterable[Card] = (),
    samples: int = DEFAULT_SAMPLES,
    rng: np.random.Generator | None = None,
    exact_limit: int | None = None,
) -> Deals:
    """Every sampled (or enumerated) showdown of the problem, row by row (see `equity`)."""
    if not opponents:
        raise EquityError("equity needs at least one opponent")
    holdings = (hero, *opponents)
    seen = [c.index for h in holdings for c in h.known]
    if len(set(seen)) != len(seen):
        raise EquityError("a card is held by two players in the equity problem")
    final = {len(h.known) + h.unknown for h in holdings}
    if len(final) != 1:
        raise EquityError("every player must end with the same number of cards")
    live = np.ones(52, dtype=bool)
    live[seen] = False
    live[[c.index for c in dead]] = False
    pool = np.flatnonzero(live).astype(np.int64)
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
    hands = _hands(holdings, deals, shared)
    stacked = hands.reshape(-1, hands.shape[2])
    values = tuple(
        EVALUATORS[key].batch(stacked).reshape(len(holdings), -1) for key in variant.pot_evaluators
    )
    percentiles: dict[int, FloatArray] = {}
    weights = _weights(variant, holdings, hands, values, percentiles)
    uniform = not any(h.weight.active and h.hidden_now for h in holdings[1:])
    return Deals(variant, holdings, hands, values, weights, exact, percentiles, uniform=uniform)


def warm_up(variant: Variant) -> None:
    """Build the evaluators' lookup tables for `variant` now rather than in the first decision."""
    for size in range(5, variant.cards_per_player + 1):
        block = np.arange(size, dtype=np.int64).reshape(1, size)
        for key in variant.pot_evaluators:
            EVALUATORS[key].batch(block)


# ----------------------------------------------------------------------------- dealing


#: rows of each permutation bank; a decision uses a contiguous block of them
_BANK_ROWS = 4096
_banks: dict[int, npt.NDArray[np.int8]] = {}
_bank_lock = threading.Lock()


def _bank(size: int) -> npt.NDArray[np.int8]:
    """`_BANK_ROWS` fixed random permutations of range(size), built once per size.

    A constant table (made from a fixed seed, like the evaluators' tables): each row
    is a uniformly random order in which to deal `size` cards.
    """
    found = _banks.get(size)
    if found is None:
        with _bank_lock:
            found = _banks.get(size)
            if found is None:
                keys = np.random.default_rng(size).random((_BANK_ROWS, size))
                found = np.argsort(keys, axis=1).astype(np.int8)
                _banks[size] = found
    return found


def _sample(pool: IntArray, need: int, samples: int, rng: np.random.Generator) -> IntArray:
    """`samples` rows of `need` distinct cards from `pool`, each row uniformly random.

    Rows come from a random block of the permutation bank with the pool freshly
    relabelled by a random permutation, so the rows are independent and uniform
    for this call; drawing them costs a lookup instead of sorting random keys.
    """
    if need == 0:
        return np.empty((1, 0), dtype=np.int64)
    if samples <= _BANK_ROWS // 2:
        start = int(rng.integers(0, _BANK_ROWS - samples + 1))
        relabelled = rng.permutation(pool)
        # a contiguous block of native indices: indexing by the bank's int8 columns directly is slower
        return relabelled[_bank(len(pool))[start : start + samples, :need].astype(np.intp)]
    # Random keys sorted per row give a uniform random permutation; keep the first `need`,
    # in the order of their keys. One sort of each whole row (at most 52 keys) costs half of a
    # partition, two gathers and a sort of the kept part, with the same rows (issue 12: the
    # coach's live odds and the bots' decisions share the GUI thread's interpreter and cores).
    keys = rng.random((samples, len(pool)))
    return pool.take(np.argsort(keys, axis=1)[:, :need])


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


def _hands(holdings: Sequence[Holding], deals: IntArray, shared: bool) -> IntArray:
    """Every player's full hand for each deal: a (players, N, cards) array of card indices.

    With `shared`, the deal's last column is a community card every player uses.
    Filled in place: one allocation, and `reshape` to (players * N, cards) is free.
    """
    n = deals.shape[0]
    size = len(holdings[0].known) + holdings[0].unknown
    out = np.empty((len(holdings), n, size), dtype=np.int64)
    col = 0
    for p, h in enumerate(holdings):
        known = len(h.known)
        own = h.unknown - int(shared)
        out[p, :, :known] = [c.index for c in h.known]
        out[p, :, known : known + own] = deals[:, col : col + own]
        if shared:
            out[p, :, -1] = deals[:, -1]
        col += own
    return out


def _half(values: IntArray) -> FloatArray:
    """Each player's fraction of one pot share: 1/k for the k tied best, 0 otherwise.

    A value of -1 (no qualifying low) never wins.
    """
    best = values.max(axis=0)
    winners = (values == best) & (values >= 0)
    # no winner (nobody's low qualifies): 0 / 1 = 0.0 for every player
    share: FloatArray = winners / np.maximum(winners.sum(axis=0), 1)
    return share


# ----------------------------------------------------------------------------- range weights


def _weights(
    variant: Variant,
    holdings: Sequence[Holding],
    hands: IntArray,
    values: tuple[IntArray, ...],
    percentiles: dict[int, FloatArray],
) -> FloatArray:
    """How likely each deal is; each opponent's percentile of its current cards, where worked
    out on the way, goes into `percentiles` (by player) for `Deals.percentiles`. `values`:
    every player's final hand's values (`Deals.values`), which rank the current cards when
    they are the whole hand (the last street)."""
    n = hands.shape[1]
    weights = np.ones(n)
    if n < 2:
        return weights
    for player, (h, cards) in enumerate(zip(holdings[1:], hands[1:], strict=True), start=1):
        if not h.weight.active or h.hidden_now == 0:
            continue
        now = len(h.known) + h.hidden_now
        final = tuple(v[player] for v in values) if now == cards.shape[1] else None
        if h.weight.power > 0.0:
            current = percentiles[player] = strength_percentile(variant, cards[:, :now], final)
            weights *= np.maximum(current, 1e-3) ** h.weight.power
        for columns, exponent in h.weight.steps:
            if len(columns) == 0 or max(columns) >= now:
                continue  # a street whose cards this problem does not hold
            if columns == tuple(range(now)):  # this street's: all its cards now
                p = percentiles.get(player)
                if p is None:
                    p = percentiles[player] = strength_percentile(variant, cards[:, :now], final)
            else:
                p = strength_percentile(variant, cards[:, columns])
            weights *= p**exponent if exponent > 0 else np.maximum(1.0 - p, 1e-3) ** -exponent
    if not weights.sum() > 0.0:
        return np.ones(n)
    return weights


def strength_percentile(
    variant: Variant, cards: IntArray, values: Sequence[IntArray] | None = None
) -> FloatArray:
    """Per row, the share of rows whose current cards are at most as strong (0..1].

    Five cards or more are scored by the variant's evaluators; fewer by `partial_strength`
    (in Hi/Lo the better of the high and the low percentile). With five cards or more in
    Hi/Lo a holding is ranked by both halves at once (`two_way_strength`): a made low with
    a strong high is the hand that scoops, a low alone only splits. `values`: the
    evaluators' values of these very rows, when already worked out (five cards or more).
    """
    if cards.shape[1] >= 5:
        scores: list[IntArray] = (
            list(values)
            if values is not None
            else [EVALUATORS[key].batch(cards) for key in variant.pot_evaluators]
        )
        if variant.is_split:
            return _share_at_most(two_way_strength(scores[0], scores[1]))
        return _share_at_most(scores[0])
    if variant.is_split:
        high = _share_counted(partial_strength(cards, low=False))
        best: FloatArray = np.maximum(high, _share_counted(partial_strength(cards, low=True)))
        return best
    low = variant.pot_evaluators[0] == "razz"
    if _kickers_play(variant):  # the kickers make the range of scores too wide to count
        return _share_at_most(partial_strength(cards, low=low, kickers=True))
    return _share_counted(partial_strength(cards, low=low))


def last_row_percentile(variant: Variant, cards: IntArray) -> float:
    """`strength_percentile(variant, cards)` of the last row alone (the share of rows at most
    as strong as it), without ranking every row."""
    if cards.shape[1] >= 5:
        scores: list[IntArray] = [EVALUATORS[key].batch(cards) for key in variant.pot_evaluators]
        if variant.is_split:
            return _share_at_most_last(two_way_strength(scores[0], scores[1]))
    elif variant.is_split:
        scores = [partial_strength(cards, low=False), partial_strength(cards, low=True)]
    else:
        low = variant.pot_evaluators[0] == "razz"
        scores = [partial_strength(cards, low=low, kickers=_kickers_play(variant))]
    return max(_share_at_most_last(score) for score in scores)


def _share_at_most_last(score: IntArray | FloatArray) -> float:
    """`_share_at_most(score)[-1]`: the share of rows whose score is at most the last row's."""
    return int(np.count_nonzero(score <= score[-1])) / len(score)


def two_way_strength(high: IntArray, low: IntArray) -> FloatArray:
    """Per row of Hi/Lo holdings, the high percentile plus the low percentile (0 without a
    qualifying low, `low` < 0): about twice the share of the pot the holding takes from a
    random one, so a high-only or low-only hand ranks below one that can win both halves."""
    high_part = _share_at_most(high)
    low_part = np.where(low >= 0, _share_at_most(low), 0.0)
    total: FloatArray = high_part + low_part
    return total


#: up to this many rows `_share_at_most_sorted` counts by binary search (measured faster there)
_SEARCH_ROWS = 1024


def _share_at_most(score: IntArray | FloatArray) -> FloatArray:
    """Per row, the share of rows whose score is at most this row's (ties count as at most)."""
    n = len(score)
    if score.dtype.kind == "f":
        return _share_at_most_sorted(score)
    low, high = int(score.min()), int(score.max())
    if high - low < 4 * n + 4096:  # small range (partial strengths): count, no sort
        below: IntArray = np.cumsum(np.bincount(score - low))
        share: FloatArray = below[score - low] / n
        return share
    return _share_at_most_sorted(score)


def _share_counted(score: IntArray) -> FloatArray:
    """`_share_at_most` of non-negative scores of a small range (`partial_strength`'s without
    kickers: below 2,048): the same counts, without finding the range first."""
    below: IntArray = np.cumsum(np.bincount(score))
    share: FloatArray = below[score] / len(score)
    return share


def _share_at_most_sorted(score: IntArray | FloatArray) -> FloatArray:
    n = len(score)
    if n <= _SEARCH_ROWS:  # a sorted copy and a binary search per row: fewer, cheaper passes
        counted: FloatArray = np.searchsorted(np.sort(score), score, side="right") / n
        return counted
    order = np.argsort(score, kind="stable")
    ordered = score[order]
    # the last position of each run of equal scores, found from the right
    last = np.where(np.append(ordered[1:] != ordered[:-1], True), np.arange(n), n)
    ranks = np.empty(n, dtype=np.float64)
    ranks[order] = (np.minimum.accumulate(last[::-1])[::-1] + 1) / n
    return ranks


def partial_strength(cards: IntArray, low: bool, kickers: bool = False) -> IntArray:
    """A stud player's ordering of one to four cards (higher is stronger).

    High: trips > two pair > big pair (tens up) > three- or four-flush > small pair >
    high cards, then by the rank of the group. Low (ace low, A-8): more distinct low
    cards first, then the lower the highest of them; pairs do not count.
    Looked up by the ranks (`partial_scores` says what each score is).
    `kickers` (high only) breaks the ties by every rank held, highest first: K-Q above
    K-2, as when every card plays at the showdown (Five Card Stud).
    """
    k = cards.shape[1]
    tables = _partial_lookup(k)
    # one gather of every card's column key: the ranks as base-13 digits in the order held
    # (the tables sort them) plus a 3-bit count per suit above them
    keys: IntArray = np.take(tables.card_keys, cards + tables.offsets).sum(axis=1)
    held = keys & _RANK_KEY_MASK
    if low:
        low_score: IntArray = tables.low[held]
        return low_score
    if k < 3:
        high_score: IntArray = tables.high[held]
    else:
        high_score = tables.high[held + tables.flushy[keys >> _SUIT_KEY_SHIFT]]
    if kickers:
        high_score = high_score * 13**k + tables.sorted_key[held]
    return high_score


def _kickers_play(variant: Variant) -> bool:
    """Whether every card a player holds plays at the showdown (five-card hands), so that
    the kickers of a partial hand rank it too."""
    return variant.cards_per_player == 5


def partial_scores(ranks: Sequence[int]) -> tuple[int, int, int]:
    """High score without and with three or more cards of a suit, and low score, of
    ranks 0 (deuce) .. 12 (ace)."""
    counts = [0] * 13
    for r in ranks:
        counts[r] += 1
    top_count = max(counts)
    pairs = sum(1 for c in counts if c >= 2)
    group_rank = max(r for r in range(13) if counts[r] == top_count) + 2
    high = max(ranks) + 2

    def high_score(suited: bool) -> int:
        if top_count >= 3:
            category = 6
        elif pairs >= 2:
            category = 5
        elif top_count == 2 and group_rank >= 10:
            category = 4
        elif suited:
            category = 3
        elif top_count == 2:
            category = 2
        else:
            category = 0
        return category * 256 + group_rank * 16 + high

    low_values = {1 if r == 12 else r + 2 for r in ranks if r == 12 or r <= 6}
    low_score = len(low_values) * 16 - max(low_values, default=0)
    return high_score(False), high_score(True), low_score


_RANK_DIGITS = np.array([13**j for j in range(4)], dtype=np.int64)
_partial: dict[int, tuple[IntArray, IntArray, IntArray]] = {}
#: a card's column key: its rank as the column's base-13 digit below this bit, its suit's
#: 3-bit counter above it
_SUIT_KEY_SHIFT = 16
_RANK_KEY_MASK = (1 << _SUIT_KEY_SHIFT) - 1


@dataclass(frozen=True, slots=True)
class _PartialLookup:
    """`partial_strength`'s tables for hands of k cards, by the ranks in the order held."""

    #: (k * 52,) column j's key of card c at j * 52 + c
    card_keys: IntArray
    #: (k,) j * 52: where column j's keys start
    offsets: IntArray
    #: ranks key (unsorted) -> sorted key (`_RANK_DIGITS` of the ranks sorted)
    sorted_key: IntArray
    #: ranks key -> high score without a three-flush; + 13**k: with one (k >= 3)
    high: IntArray
    #: ranks key -> low score
    low: IntArray
    #: suit counters -> 13**k when three or more cards share a suit, else 0
    flushy: IntArray


_lookups: dict[int, _PartialLookup] = {}


def _partial_lookup(k: int) -> _PartialLookup:
    """The tables of `_partial_tables` indexed by the ranks in any order (built once): a row's
    key is one gather and a sum, with no sort of the rows."""
    found = _lookups.get(k)
    if found is not None:
        return found
    plain, suited, lows = _partial_tables(k)
    size = 13**k
    ranks = np.arange(size, dtype=np.int64)[:, None] // _RANK_DIGITS[:k] % 13  # digits in order held
    sorted_key = np.sort(ranks, axis=1) @ _RANK_DIGITS[:k]
    card = np.arange(52, dtype=np.int64)
    card_keys = np.concatenate(
        [(card // 4) * 13**j + (1 << (_SUIT_KEY_SHIFT + 3 * (card % 4))) for j in range(k)]
    )
    counters = np.arange(1 << 12, dtype=np.int64)
    most = np.max([(counters >> (3 * suit)) & 7 for suit in range(4)], axis=0)
    found = _PartialLookup(
        card_keys=card_keys,
        offsets=np.arange(k, dtype=np.int64) * 52,
        sorted_key=sorted_key,
        high=np.concatenate([plain[sorted_key], suited[sorted_key]]),
        low=lows[sorted_key],
        flushy=np.where(most >= 3, size, 0).astype(np.int64),
    )
    with _bank_lock:
        _lookups.setdefault(k, found)
    return _lookups[k]


def _partial_tables(k: int) -> tuple[IntArray, IntArray, IntArray]:
    """Sorted-rank key -> the three `partial_scores`, for hands of `k` cards (built once)."""
    found = _partial.get(k)
    if found is None:
        with _bank_lock:
            found = _partial.get(k)
            if found is None:
                tables = np.zeros((3, 13**k), dtype=np.int64)
                for combo in itertools.combinations_with_replacement(range(13), k):
                    key = sum(r * 13**j for j, r in enumerate(combo))
                    tables[:, key] = partial_scores(combo)
                found = (tables[0], tables[1], tables[2])
                _partial[k] = found
    return found
