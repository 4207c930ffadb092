"""Work an equity problem's deals keep instead of doing again (issue 10: the match runner's
time): each opponent's current-cards percentile worked out for the range weights, the
split of the pot among all players, the final hands' values on the last street, the sum
of the weights. What is kept must be exactly what would be worked out."""

from __future__ import annotations

import numpy as np
import pytest

from studdesk.bots.equity import Holding, RangeWeight, deal_out, last_row_percentile, strength_percentile
from studdesk.bots.expected import _Ranked, _scaled_cut, weighted_quantile
from studdesk.engine.cards import cards
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import VARIANTS, Variant

# Fifth street, three-handed: the hero's three up cards and two down cards, each opponent's
# three up cards and two down ones (columns 3 and 4 of its hand: this street's cards are 0..4)
HERO = Holding(cards("Ah 9d Ks 5c 5d"), 2)
STEPS = (((0, 1, 2, 3, 4), 1.5), ((0, 3, 4), 0.8))  # this street's (all five cards), then third street's
OPPONENTS = {
    "steps": [
        Holding(cards("Qh Qc 7s"), 4, hidden_now=2, weight=RangeWeight(steps=STEPS)),
        Holding(cards("2c 8h Td"), 4, hidden_now=2, weight=RangeWeight(steps=STEPS)),
    ],
    "power": [
        Holding(cards("Qh Qc 7s"), 4, hidden_now=2, weight=RangeWeight(power=2.0)),
        Holding(cards("2c 8h Td"), 4, hidden_now=2),
    ],
}


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz"])
@pytest.mark.parametrize("kind", sorted(OPPONENTS))
def test_kept_percentiles_and_shares_are_those_worked_out_afresh(variant: str, kind: str) -> None:
    v = VARIANTS[variant]
    deals = deal_out(v, HERO, OPPONENTS[kind], samples=1500, rng=np.random.default_rng(7))
    kept = dict(deals._percentiles)
    assert 1 in kept  # the first opponent's percentile came with its range weight
    for player in (1, 2):
        now = deals.hands[player][:, :5]
        assert np.array_equal(deals.percentiles(player), strength_percentile(v, np.ascontiguousarray(now)))
    assert deals.percentiles(1) is kept[1]
    assert np.array_equal(deals.weights, _weights_afresh(v, deals.hands, OPPONENTS[kind]))
    again = deal_out(v, HERO, OPPONENTS[kind], samples=1500, rng=np.random.default_rng(7))
    fresh = deals._split(deals.values)
    equity = deals.equity()
    assert np.array_equal(deals.shares(), fresh[0])
    assert equity.share == deals.mean(fresh[0]) and equity.high_share == deals.mean(fresh[1])
    assert equity == again.equity()  # kept or not, the same numbers


def _weights_afresh(v: Variant, hands: np.ndarray, opponents: list[Holding]) -> np.ndarray:
    """The range weights as `equity._weights` defines them, every percentile worked out anew."""
    weights = np.ones(hands.shape[1])
    for player, h in enumerate(opponents, start=1):
        if h.weight.power > 0.0:
            now = strength_percentile(v, np.ascontiguousarray(hands[player][:, :5]))
            weights *= np.maximum(now, 1e-3) ** h.weight.power
        for columns, exponent in h.weight.steps:
            p = strength_percentile(v, hands[player][:, list(columns)])
            weights *= p**exponent
    return weights


def test_percentiles_sorted_once_give_the_quantiles_sorted_each_time() -> None:
    """weigh() asks each opponent's percentiles for a fold cut, a raise cut and scaled cuts:
    sorted once (`_Ranked`), they answer exactly as `weighted_quantile` and `_scaled_cut` do."""
    rng = np.random.default_rng(11)
    values = np.round(rng.random(700), 2)  # ties, as percentiles have
    weights = rng.random(700) ** 3
    ranked = _Ranked(values, weights)
    for level in (0.0, 0.01, 0.25, 0.5, 0.77, 0.999, 1.0):
        assert ranked.quantile(level) == weighted_quantile(values, weights, level)
    for cut, scale in ((0.3, 0.3), (0.6, 1.0), (0.95, 0.5)):
        assert ranked.scaled_cut(cut, scale) == _scaled_cut(values, weights, cut, scale)


# The river, three-handed: every player holds its seven cards (the opponents' three down cards
# are hidden now), so the cards held now are the final hands the sampler already scored.
RIVER_HERO = Holding(cards("Ah 9d Ks 5c 5d 2s 3s"), 0)
RIVER_STEPS = ((tuple(range(7)), 1.2), ((0, 4, 5), 0.8))  # the river's (all seven), third street's


def _river_opponents(kind: str) -> list[Holding]:
    weight = RangeWeight(steps=RIVER_STEPS) if kind == "steps" else RangeWeight(power=2.0)
    return [
        Holding(cards("Qh Qc 7s 8s"), 3, hidden_now=3, weight=weight),
        Holding(cards("2c 8h Td Jc"), 3, hidden_now=3),
    ]


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz"])
@pytest.mark.parametrize("kind", ["steps", "power"])
def test_on_the_river_the_final_values_rank_the_cards_held_now(variant: str, kind: str) -> None:
    """Percentiles and who is ahead now, taken from the values the sampler worked out for the
    final hands, are exactly those worked out afresh from the cards."""
    v = VARIANTS[variant]
    opponents = _river_opponents(kind)
    deals = deal_out(v, RIVER_HERO, opponents, samples=1200, rng=np.random.default_rng(3))
    assert 1 in deals._percentiles  # worked out for the range weight, from the values
    for player in (1, 2):
        afresh = strength_percentile(v, np.ascontiguousarray(deals.hands[player]))
        assert np.array_equal(deals.percentiles(player), afresh)
    assert np.array_equal(deals.weights, _weights_afresh_7(v, deals.hands, opponents))
    stacked = deals.hands.reshape(-1, 7)
    values = tuple(EVALUATORS[key].batch(stacked).reshape(3, -1) for key in v.pot_evaluators)
    assert np.array_equal(deals.current_shares(), deals._split(values)[0])


def _weights_afresh_7(v: Variant, hands: np.ndarray, opponents: list[Holding]) -> np.ndarray:
    weights = np.ones(hands.shape[1])
    for player, h in enumerate(opponents, start=1):
        if h.weight.power > 0.0:
            now = strength_percentile(v, np.ascontiguousarray(hands[player]))
            weights *= np.maximum(now, 1e-3) ** h.weight.power
        for columns, exponent in h.weight.steps:
            weights *= strength_percentile(v, hands[player][:, list(columns)]) ** exponent
    return weights


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz"])
def test_means_of_unweighted_deals_are_the_weighted_formula(variant: str) -> None:
    """Without range weights a deal's mean skips multiplying by weights of 1: the same numbers."""
    v = VARIANTS[variant]
    plain = [Holding(cards("Qh Qc 7s"), 4, hidden_now=2), Holding(cards("2c 8h Td"), 4, hidden_now=2)]
    deals = deal_out(v, HERO, plain, samples=900, rng=np.random.default_rng(5))
    assert deals.uniform and not deal_out(v, HERO, OPPONENTS["power"], samples=900).uniform
    w = deals.weights
    for per_row in (deals.shares(), deals.current_shares(), deals.shares() * 3.7 - 1.25):
        assert deals.mean(per_row) == float((per_row * w).sum() / w.sum())
        m = deals.mean(per_row)
        assert deals.stderr(per_row) == float(np.sqrt((w**2 * (per_row - m) ** 2).sum()) / w.sum())


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "five"])
def test_the_last_rows_percentile_alone_is_its_percentile_among_all(variant: str) -> None:
    """The opponent model ranks a shown holding among sampled ones: only the last row's
    percentile, the same number as ranking every row."""
    v = VARIANTS[variant]
    rng = np.random.default_rng(8)
    for k in range(1, v.cards_per_player + 1):
        for _ in range(20):
            rows = np.argsort(rng.random((301, 52)), axis=1)[:, :k]
            rows[:150] = rows[150:300]  # ties with other rows
            assert last_row_percentile(v, rows) == float(strength_percentile(v, rows)[-1])


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "five"])
def test_partial_holdings_counted_rank_as_the_general_ranking(variant: str) -> None:
    """Partial holdings' percentiles are counted straight off their scores (a small range of
    non-negative numbers): the same shares as the general ranking of any scores."""
    from studdesk.bots.equity import _kickers_play, _partial_tables, _share_at_most, partial_strength

    assert max(int(t.max()) for k in (1, 2, 3, 4) for t in _partial_tables(k)) < 2048
    v = VARIANTS[variant]
    rng = np.random.default_rng(12)
    for k in (1, 2, 3, 4):
        for n in (1, 5, 400, 2000):
            rows = np.argsort(rng.random((n, 52)), axis=1)[:, :k]
            if v.is_split:
                high = _share_at_most(partial_strength(rows, low=False))
                expected = np.maximum(high, _share_at_most(partial_strength(rows, low=True)))
            else:
                low = v.pot_evaluators[0] == "razz"
                expected = _share_at_most(partial_strength(rows, low=low, kickers=_kickers_play(v)))
            assert np.array_equal(strength_percentile(v, rows), expected)
