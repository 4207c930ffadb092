"""Equity with dead cards: Monte Carlo against exact enumeration, and its invariants."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.bots.equity import (
    DEFAULT_SAMPLES,
    EquityError,
    Holding,
    RangeWeight,
    deals_count,
    equity,
)
from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.engine.variants import VARIANTS

# Heads-up on 6th street: the hero's four up cards and two down cards, the opponent's
# four up cards; three folded players' up cards are dead. Small enough to enumerate.
SIXTH_STREET = {
    "stud": (cards("AsKs 7s 8s 2d Kd"), cards("Qh Qc 9c 3h"), cards("Js 4s 5c 6c 7c Tc Td Th")),
    "stud8": (cards("Ad 3c 5h 6s Kd Qc"), cards("2h 4c 7d Jh"), cards("8c 8h 3d 9s Ts Js 5s Ah")),
    "razz": (cards("Ad 3c 5h 6s Kd 8c"), cards("2h 4c 7d 9h"), cards("Jc Qc 3d 9s Ts Js 5s Ah")),
}


def _exact(variant: str, hero: Holding, opp: Holding, dead: tuple) -> object:
    return equity(VARIANTS[variant], hero, [opp], dead, exact_limit=10**7)


@pytest.mark.parametrize("variant", sorted(SIXTH_STREET))
def test_monte_carlo_within_one_point_of_exact_on_sixth_street(variant: str) -> None:
    mine, theirs, dead = SIXTH_STREET[variant]
    hero = Holding(mine, 1)
    opp = Holding(theirs, 3, hidden_now=2)
    exact = _exact(variant, hero, opp, dead)
    assert exact.exact
    for seed in (7, 8, 9):
        mc = equity(VARIANTS[variant], hero, [opp], dead, rng=np.random.default_rng(seed), exact_limit=0)
        assert not mc.exact and mc.samples == DEFAULT_SAMPLES
        for field in ("share", "high_share", "low_share", "scoop", "low_qualifies", "any_low"):
            assert getattr(mc, field) == pytest.approx(getattr(exact, field), abs=0.01), (field, seed)


def test_monte_carlo_within_one_point_of_exact_five_card_stud() -> None:
    # 4th street of Five Card Stud, heads-up: one card each to come, the hole card unknown
    hero = Holding(cards("Ah Kd 9s Qc"), 1)
    opp = Holding(cards("Tc 9d 9c"), 2, hidden_now=1)
    dead = cards("3s 7h 8c 5d 6d 2h")
    v = VARIANTS["five"]
    exact = equity(v, hero, [opp], dead, exact_limit=10**7)
    mc = equity(v, hero, [opp], dead, rng=np.random.default_rng(3), exact_limit=0)
    assert exact.exact and not mc.exact
    assert mc.share == pytest.approx(exact.share, abs=0.01)
    assert mc.scoop == pytest.approx(exact.scoop, abs=0.01)


def test_dead_cards_change_a_flush_draw() -> None:
    # Four spades on 6th street: with the other spades dead, the draw is worth less
    v = VARIANTS["stud"]
    hero = Holding(cards("As 2s 7s 9s Kd 3c"), 1)
    opp = Holding(cards("Qh Qc Jd 4h"), 3, hidden_now=2)
    live = equity(v, hero, [opp], (), rng=np.random.default_rng(1))
    dead = equity(v, hero, [opp], cards("Ks Qs Js Ts 8s 6s 5s"), rng=np.random.default_rng(1))
    assert dead.share < live.share - 0.05


def test_certain_outcomes_are_exact() -> None:
    # 7th street: the hero holds a royal flush, the opponent's three down cards are unknown
    v = VARIANTS["stud"]
    royal = equity(v, Holding(cards("As Ks Qs Js Ts 2c 3d"), 0), [Holding(cards("Ah Ad Ac 9c"), 3)])
    assert royal.exact and royal.share == 1.0 and royal.scoop == 1.0
    # Razz: a made wheel can only be tied (the opponent needs an ace and a five in the hole)
    wheel = Holding(cards("As 2s 3d 4c 5h Kc Kd"), 0)
    razz = equity(VARIANTS["razz"], wheel, [Holding(cards("2c 3c 4d 6h"), 3)])
    assert razz.exact
    assert 0.95 < razz.share < 1.0
    assert razz.scoop < razz.share  # a tie is a share but not a scoop


def test_hi_lo_reports_shares_scoops_and_qualifying_lows() -> None:
    # 7th street Hi/Lo: a made 7-low with a pair of aces against a board of kings with no low
    v = VARIANTS["stud8"]
    hero = Holding(cards("Ah Ad 2c 4d 5s 7h Qs"), 0)
    opp = Holding(cards("Kc Ks Kh 9d"), 3, hidden_now=3)
    e = equity(v, hero, [opp], (), exact_limit=10**6)
    assert e.exact
    assert e.low_qualifies == 1.0
    assert e.any_low == 1.0  # the hero's low always qualifies, so the pot is always split
    assert e.low_share > 0.45  # the opponent's best possible low needs three low cards in the hole
    assert e.high_share < 0.1  # three kings showing
    assert e.share == pytest.approx(e.high_share + e.low_share)
    assert e.scoop <= e.share


def test_no_low_means_high_takes_everything() -> None:
    v = VARIANTS["stud8"]
    hero = Holding(cards("Ah Ad Ac Kd Ks Qh Qs"), 0)
    opp = Holding(cards("Jc Js Th 9d"), 3, hidden_now=3)
    dead = tuple(c for c in ALL_CARDS if c.rank <= 8)  # no low card can come
    e = equity(v, hero, [opp], dead, exact_limit=10**6)
    assert e.any_low == 0.0 and e.low_share == 0.0
    assert e.share == e.high_share == e.scoop


def test_range_weighting_against_a_raiser_lowers_equity() -> None:
    v = VARIANTS["stud"]
    hero = Holding(cards("Jd Jc 8s"), 4)
    plain = Holding(cards("7h"), 6, hidden_now=2)
    raiser = Holding(cards("7h"), 6, hidden_now=2, weight=RangeWeight(power=3.0))
    e_plain = equity(v, hero, [plain], (), samples=4000, rng=np.random.default_rng(5))
    e_raiser = equity(v, hero, [raiser], (), samples=4000, rng=np.random.default_rng(5))
    assert e_raiser.share < e_plain.share - 0.05


def test_eight_players_share_a_community_card_when_the_deck_runs_short() -> None:
    # R2.7: eight players on 3rd street need 56 cards; the last card becomes a community card
    v = VARIANTS["stud"]
    hero = Holding(cards("As Ah Kd"), 4)
    opps = [Holding((c,), 6, hidden_now=2) for c in cards("2c 3d 4h 5s 9c Td Jh")]
    e = equity(v, hero, opps, samples=500, rng=np.random.default_rng(1))
    assert 0.15 < e.share < 0.6


def test_bad_problems_get_clear_errors() -> None:
    v = VARIANTS["stud"]
    with pytest.raises(EquityError, match="two players"):
        equity(v, Holding(cards("As Kd 7c"), 4), [Holding(cards("As"), 6)])
    with pytest.raises(EquityError, match="at least one opponent"):
        equity(v, Holding(cards("As Kd 7c"), 4), [])
    with pytest.raises(EquityError, match="same number"):
        equity(v, Holding(cards("As Kd 7c"), 4), [Holding(cards("2c"), 5)])


def test_deals_count() -> None:
    assert deals_count(10, [2, 3]) == 45 * 56
    assert deals_count(3, [2, 2]) == 0


@settings(max_examples=15, deadline=None)
@given(st.permutations(range(52)), st.sampled_from(sorted(("stud", "stud8", "razz"))))
def test_exact_shares_of_all_players_sum_to_one(order: list[int], variant: str) -> None:
    """From a spectator's view (same known cards for everyone), the players' shares add up to 1."""
    deck = [ALL_CARDS[i] for i in order]
    known = [tuple(deck[0:6]), tuple(deck[6:12]), tuple(deck[12:18])]
    dead = tuple(deck[18:40])  # leaves 12 live cards: 12 * 11 * 10 deals
    v = VARIANTS[variant]
    shares = []
    for hero in range(3):
        holdings = [Holding(known[(hero + k) % 3], 1) for k in range(3)]
        shares.append(equity(v, holdings[0], holdings[1:], dead, exact_limit=10**5).share)
    assert sum(shares) == pytest.approx(1.0, abs=1e-9)


def test_bank_sampled_rows_are_distinct_and_uniform() -> None:
    from studdesk.bots.equity import _sample

    pool = np.arange(3, 43, dtype=np.int64)
    rows = np.concatenate([_sample(pool, 6, 2000, np.random.default_rng(seed)) for seed in range(20)])
    assert rows.shape == (40_000, 6)
    assert all(len(set(r)) == 6 for r in rows[:2000].tolist())
    assert set(np.unique(rows)) <= set(pool.tolist())
    # every card about equally often in every column: 40,000 / 40 = 1,000 each
    for col in range(6):
        counts = np.bincount(rows[:, col] - 3, minlength=40)
        assert counts.min() > 850 and counts.max() < 1150


@pytest.mark.parametrize(("size", "need", "samples"), [(44, 32, 2100), (36, 12, 3000), (20, 20, 2500)])
def test_keyed_rows_deal_each_row_the_smallest_keys_in_key_order(size: int, need: int, samples: int) -> None:
    """Beyond the bank, a row deals the cards of its `need` smallest random keys, smallest first:
    the same rows, from the same random numbers, however they are computed (the bots' decisions
    and the coach's odds stay as they were dealt, seed for seed)."""
    from studdesk.bots.equity import _BANK_ROWS, _sample

    assert samples > _BANK_ROWS // 2  # the keyed path, not the bank's
    pool = np.arange(52 - size, 52, dtype=np.int64)
    rows = _sample(pool, need, samples, np.random.default_rng(7))
    keys = np.random.default_rng(7).random((samples, size))
    for row, row_keys in zip(rows.tolist(), keys.tolist(), strict=True):
        smallest = sorted(range(size), key=row_keys.__getitem__)[:need]
        assert row == [int(pool[i]) for i in smallest]


@pytest.mark.parametrize("variant", sorted(SIXTH_STREET))
def test_a_selective_first_sample_is_within_its_error_of_exact(variant: str) -> None:
    mine, theirs, dead = SIXTH_STREET[variant]
    hero = Holding(mine, 1)
    opp = Holding(theirs, 3, hidden_now=2)
    exact = _exact(variant, hero, opp, dead)
    assert exact.stderr == 0.0
    misses = 0
    for seed in range(20):
        mc = equity(VARIANTS[variant], hero, [opp], dead, samples=400, rng=np.random.default_rng(seed))
        assert 0.005 < mc.stderr < 0.04
        misses += abs(mc.share - exact.share) > 3 * mc.stderr
    assert misses <= 1


def test_partial_strength_tables_match_the_stud_ordering() -> None:
    from studdesk.bots.equity import partial_scores, partial_strength

    def high(text: str) -> float:
        return float(partial_strength(np.array([[c.index for c in cards(text)]]), low=False)[0])

    def low(text: str) -> float:
        return float(partial_strength(np.array([[c.index for c in cards(text)]]), low=True)[0])

    assert high("7c 7d 7h") > high("Kc Kd 2h 2s") > high("Tc Td 4h") > high("Ah 9h 3h") > high("9c 9d Ah")
    assert high("9c 9d Ah") > high("Ac Kd Qh") > high("Kc Qd Jh")
    assert low("Ac 2d 3h") > low("Ac 2d 8h") > low("Ac 2d Kh") > low("Kc Qd Jh")
    assert low("Ac Ad 2h") == low("Ac 2h Kd")  # a pair counts once
    rng = np.random.default_rng(2)
    for k in (1, 2, 3, 4):
        rows = np.argsort(rng.random((300, 52)), axis=1)[:, :k]
        lows, kickers = partial_strength(rows, low=True), partial_strength(rows, low=False, kickers=True)
        for i, (row, got) in enumerate(zip(rows, partial_strength(rows, low=False), strict=True)):
            ranks = sorted(int(c) // 4 for c in row)
            plain, suited, low_score = partial_scores(ranks)
            flushy = k >= 3 and max(np.bincount(row % 4)) >= 3
            assert got == (suited if flushy else plain)
            assert lows[i] == low_score
            assert kickers[i] == got * 13**k + sum(r * 13**j for j, r in enumerate(ranks))


@pytest.mark.parametrize("span", [3, 60, 10**7])
def test_share_at_most_counts_ties_as_at_most(span: int) -> None:
    from studdesk.bots.equity import _share_at_most

    rng = np.random.default_rng(span)
    for n in (1, 7, 500, 1024, 1025, 3000):  # binary search up to 1024 rows, a sort beyond
        score = rng.integers(-1, span, n)
        expected = np.searchsorted(np.sort(score), score, side="right") / n
        assert np.array_equal(_share_at_most(score), expected)
        halves = score / 2.0  # a float score (the Hi/Lo two-way strength) is ranked alike
        assert np.array_equal(_share_at_most(halves), expected)


def test_five_card_stud_partial_hands_are_ranked_by_their_kickers() -> None:
    """Every card plays in Five Card Stud: K-Q is a stronger holding than K-2 behind the
    same king, as A-K-9 is than A-K-3; a pair still beats any high cards. In seven-card
    stud only the group and the top card rank a partial hand (as before)."""
    from studdesk.bots.equity import strength_percentile

    def percentiles(variant: str, *holdings: str) -> list[float]:
        rows = np.array([[c.index for c in cards(h)] for h in holdings])
        return [float(p) for p in strength_percentile(VARIANTS[variant], rows)]

    kq, k2, a3, pair = percentiles("five", "Kc Qd", "Kh 2s", "As 3c", "4c 4d")
    assert k2 < kq < a3 < pair
    ak9, ak3, nines = percentiles("five", "Ac Kd 9h", "Ah Ks 3c", "9c 9d 2h")
    assert ak3 < ak9 < nines
    kq_stud, k2_stud = percentiles("stud", "Kc Qd 5h", "Kh 2s 5c")
    assert kq_stud == k2_stud
