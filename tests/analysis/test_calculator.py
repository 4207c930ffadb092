"""The equity calculator: exact enumeration against hand-counted cases, Monte Carlo against
exact within its standard error, and the invariants of every answer."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.analysis.calculator import (
    CalculatorError,
    Problem,
    calculate,
    completions,
    make_query,
    parse_query,
)
from studdesk.engine.cards import ALL_CARDS, cards
from studdesk.engine.variants import VARIANTS


def test_seventh_street_known_hands_have_one_deal_and_a_sure_winner() -> None:
    q = parse_query("stud", ["As Ad Ks Kd 2c 3h 4s", "Qs Qd Js Jd 2d 3c 4c"])
    r = calculate(q)
    assert r.exact and r.deals == 1
    assert [p.equity for p in r.players] == [1.0, 0.0]
    assert [p.scoop for p in r.players] == [1.0, 0.0]
    assert r.players[0].high is None and r.players[0].low is None


def test_flush_draw_against_two_pair_hand_counted() -> None:
    # Player 2 needs one of the 8 hearts left (the 3h is player 1's) among 39 unseen cards.
    q = parse_query("stud", ["As Ad Ks Kd 2c 3h 4s", "9h Th 5h 2h 7c Qd"])
    r = calculate(q)
    assert r.exact and r.deals == 39 == completions(q)
    assert r.players[1].equity == pytest.approx(8 / 39)
    assert r.players[0].equity == pytest.approx(31 / 39)
    assert r.players[0].error == 0.0


def test_dead_hearts_are_not_outs() -> None:
    q = parse_query("stud", ["As Ad Ks Kd 2c 3h 4s", "9h Th 5h 2h 7c Qd"], dead="Kh Qh")
    r = calculate(q)
    assert r.deals == 37
    assert r.players[1].equity == pytest.approx(6 / 37)


def test_razz_tie_splits_the_pot_hand_counted() -> None:
    # Player 1 has the wheel; player 2 ties it with one of the 3 aces left, out of 39 cards.
    q = parse_query("razz", ["As 2s 3d 4c 5h Kc Kd", "2h 3h 4h 5d Qc Qd"])
    r = calculate(q)
    assert r.players[1].equity == pytest.approx(3 / 39 / 2)
    assert r.players[0].equity == pytest.approx(1 - 3 / 39 / 2)
    assert r.players[0].scoop == pytest.approx(36 / 39)
    assert r.players[1].scoop == 0.0
    assert r.players[0].high is None and r.players[0].low is None  # null outside Hi/Lo


def test_hi_lo_halves_hand_counted() -> None:
    # Player 1: kings and queens, no low. Player 2: 2-3-4-5 and a pair of nines.
    # An ace or a six (7 cards) makes a straight and a low: player 2 scoops.
    # A nine (2 cards) makes trips and no low qualifies: player 2 scoops the whole pot.
    # A seven or an eight (6 cards) makes only the low: the pot is split.
    # The other 24 of the 39 cards: player 1 scoops.
    q = parse_query("stud8", ["Kc Kd Qc Qd 8s 7s 6s", "2h 3h 4d 5d 9c 9d"])
    r = calculate(q)
    one, two = r.players
    assert r.deals == 39
    assert two.equity == pytest.approx(12 / 39)
    assert two.high == pytest.approx(5.5 / 39)
    assert two.low == pytest.approx(6.5 / 39)
    assert two.scoop == pytest.approx(9 / 39)
    assert two.makes_low == pytest.approx(13 / 39)
    assert one.equity == pytest.approx(27 / 39)
    assert one.high == pytest.approx(27 / 39) and one.low == 0.0
    assert one.scoop == pytest.approx(24 / 39)
    assert one.makes_low == 0.0


def test_five_card_stud_hand_counted() -> None:
    # Kings need a king (2) or to pair the five or the four (6) to beat the aces: 8 of 43.
    q = parse_query("five", ["As Ad 7c 8d 9h", "Kc Kd 5s 4s"])
    r = calculate(q)
    assert r.deals == 43
    assert r.players[1].equity == pytest.approx(8 / 43)


def test_two_cards_each_to_come_are_counted_in_both_orders() -> None:
    # 6th street heads-up: 40 cards left, 40 x 39 ordered deals (one card to each player).
    q = parse_query("stud", ["As Ks 7s 8s 2d Kd", "Qh Qc 9c 3h 2c 8h"])
    assert completions(q) == 40 * 39 == calculate(q).deals


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "five"])
def test_monte_carlo_agrees_with_exact_within_its_standard_error(variant: str) -> None:
    hands = {
        "stud": ["As Ks 7s 8s 2d 3d", "Qh Qc 9c 3h 2c 5c", "Jd Td 9d 4s 4c 6h"],
        "stud8": ["As 2s 7s 8s Kd 3d", "Qh Qc 9c 3h 4c 5c", "5d 6d 7d Js Jc 6h"],
        "razz": ["As 2s 7s 8s Kd 3d", "Qh 3c 9c 3h 4c 5c", "5d 6d 7d Js 2c 6h"],
        "five": ["As Ks 7s 2d", "Qh Qc 9c 3d", "Jd Td 9d 4s"],
    }[variant]
    q = parse_query(variant, hands)
    exact = calculate(q, exact=True)
    mc = calculate(q, samples=20_000, seed=11)
    assert exact.exact and not mc.exact and mc.deals == 20_000
    for e, m in zip(exact.players, mc.players, strict=True):
        assert (m.error > 0.0) == (0.0 < e.equity < 1.0)  # a certain result has no error
        # 4.5 standard errors: a false alarm about once in 150,000 runs (and the seed is fixed)
        assert abs(m.equity - e.equity) <= 4.5 * m.error + 1e-9
        assert m.scoop == pytest.approx(e.scoop, abs=0.03)


def test_target_error_stops_early_with_the_error_reached() -> None:
    q = parse_query("stud", ["As Ks 7h", "Qc Qd 2s", "9h 9d 8c"])
    r = calculate(q, samples=1_000_000, seed=5, target_error=0.005)
    assert not r.exact
    assert r.deals < 1_000_000
    assert r.max_error <= 0.005


def test_seed_reproduces_a_monte_carlo_answer() -> None:
    q = parse_query("stud8", ["As 2s 3h", "Qc Qd 2d", "7c8c9c"])
    assert calculate(q, samples=5000, seed=9) == calculate(q, samples=5000, seed=9)


def test_r2_7_eight_players_share_a_community_card() -> None:
    hands = [" ".join(str(c) for c in ALL_CARDS[3 * i : 3 * i + 3]) for i in range(8)]
    q = parse_query("stud", hands)
    r = calculate(q, samples=2000, seed=1)
    assert r.community_card
    assert sum(p.equity for p in r.players) == pytest.approx(1.0)


def test_more_cards_than_the_deck_holds_is_refused() -> None:
    hands = [" ".join(str(c) for c in ALL_CARDS[3 * i : 3 * i + 3]) for i in range(8)]
    with pytest.raises(CalculatorError) as caught:
        parse_query("stud", hands, dead=" ".join(str(c) for c in ALL_CARDS[24:30]))
    assert caught.value.problem.problem is Problem.DECK_TOO_SMALL


@pytest.mark.parametrize(
    ("hands", "dead", "problem", "player"),
    [
        (["As"], "", Problem.TOO_FEW_PLAYERS, None),
        (["As Kd", "Ks As"], "", Problem.DUPLICATE_CARD, 1),
        (["As As", "Kd"], "", Problem.DUPLICATE_CARD, 0),
        (["As", "Kd"], "Kd", Problem.DUPLICATE_CARD, None),
        (["As", "Xd"], "", Problem.BAD_CARD, 1),
        (["As", "Kd"], "Q", Problem.BAD_CARD, None),
        (["AsKsQsJsTs9s8s7s", "Kd"], "", Problem.TOO_MANY_CARDS, 0),
        ([f"{r}c" for r in "23456789T"], "", Problem.TOO_MANY_PLAYERS, None),
    ],
)
def test_bad_questions_name_the_problem_and_where(
    hands: list[str], dead: str, problem: Problem, player: int | None
) -> None:
    with pytest.raises(CalculatorError) as caught:
        parse_query("stud", hands, dead)
    assert caught.value.problem.problem is problem
    assert caught.value.problem.player == player


def test_five_card_stud_limits_hands_to_five_cards() -> None:
    with pytest.raises(CalculatorError) as caught:
        parse_query("five", ["As Ks Qs Js Ts 9s", "2c"])
    assert caught.value.problem.problem is Problem.TOO_MANY_CARDS
    assert caught.value.problem.limit == 5


def test_forced_exact_enumeration_of_an_absurd_size_is_refused() -> None:
    q = parse_query("stud", ["", ""])
    with pytest.raises(CalculatorError) as caught:
        calculate(q, exact=True)
    assert caught.value.problem.problem is Problem.TOO_MANY_TO_ENUMERATE


_DECK = st.permutations(ALL_CARDS)


@settings(max_examples=25, deadline=None)
@given(deck=_DECK, variant=st.sampled_from(["stud", "stud8", "razz"]), players=st.integers(2, 3))
def test_exact_answers_share_the_whole_pot_and_permute_with_the_players(
    deck: list, variant: str, players: int
) -> None:
    hands = [tuple(deck[6 * i : 6 * i + 6]) for i in range(players)]  # 6th street: one card each to come
    v = VARIANTS[variant]
    r = calculate(make_query(v, hands), exact=True)
    assert sum(p.equity for p in r.players) == pytest.approx(1.0)
    assert sum(p.scoop for p in r.players) <= 1.0 + 1e-9
    for p in r.players:
        assert 0.0 <= p.scoop <= p.equity + 1e-12
        if v.is_split:
            assert p.high is not None and p.low is not None
            assert p.high + p.low == pytest.approx(p.equity)
    flipped = calculate(make_query(v, hands[::-1]), exact=True)
    assert [p.equity for p in flipped.players] == pytest.approx([p.equity for p in r.players][::-1])


def test_cards_parse_with_or_without_spaces_and_in_either_case() -> None:
    assert parse_query("stud", ["AsKs 7h", "qcQD2s"]).hands == (cards("As Ks 7h"), cards("Qc Qd 2s"))
