"""Hard's expected-value weighing on constructed boards (the strength itself is a benchmark)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from studdesk.bots.equity import Deals, Holding, deal_out
from studdesk.bots.expected import Future, Option, Response, weigh, weighted_quantile
from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.reading import TableRead, read_view
from studdesk.bots.strategy import StrategyBot, _raise_penalty
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import cards
from studdesk.engine.variants import VARIANTS

from .test_strategy import act, decision, third_street

FUTURE = Future(0.4, 0.6, 0.7, 0.3)


def test_weighted_quantile() -> None:
    values = np.array([0.1, 0.2, 0.3, 0.4])
    assert weighted_quantile(values, np.ones(4), 0.5) == 0.2
    assert weighted_quantile(values, np.array([0.0, 0.0, 1.0, 1.0]), 0.5) == 0.3
    assert weighted_quantile(values, np.ones(4), 0.0) == -np.inf


def test_ahead_now_is_not_winning_in_the_end() -> None:
    # Five Card Stud, 3rd street: the hero's pair of kings is ahead of ace-high now; the
    # opponent's hidden card and both players' cards to come may change it
    v = VARIANTS["five"]
    hero = Holding(cards("Kd Kc 7s"), 2)
    opp = Holding(cards("Ah 9c"), 3, hidden_now=1)
    deals = deal_out(v, hero, [opp], samples=2000, rng=np.random.default_rng(3))
    now = deals.current_shares()
    final = deals.shares()
    assert deals.mean(now) > 0.85  # only a hidden ace or nine pairs the opponent now
    assert deals.mean(final) < deals.mean(now)


def test_a_lock_on_the_river_bets_and_folding_is_worth_nothing() -> None:
    hand = third_street("stud", ["7d 7h 7s", "Qc Ks 2d"], later=["7c 2c 9h 4d", "Jh 3c 8s Ac"])
    act(hand, ActionKind.BRING_IN)  # seat 1, deuce door
    act(hand, ActionKind.CALL)  # seat 0 calls with rolled-up sevens
    for _street in range(3):  # 4th to 6th: seat 0 (quads sevens from 4th) checks, seat 1 checks
        act(hand, ActionKind.CHECK)
        act(hand, ActionKind.CHECK)
    assert hand.street == 4 and hand.to_act == 0
    read = read_view(hand.view(0))
    deals = deal_out(
        read.variant,
        Holding(read.my_cards, 0),
        [Holding(read.opponents[0].up_cards, 3, hidden_now=3)],
        samples=400,
        rng=np.random.default_rng(1),
    )
    options = weigh(read, deals, [Response(0.3, 0.1)], FUTURE)
    assert options[0].action.kind is ActionKind.BET
    assert {o.action.kind for o in options} == {ActionKind.BET, ActionKind.CHECK}
    kind, why = decision(hand)
    assert kind is ActionKind.BET, why
    assert "four of a kind, sevens" in why and "worth +" in why


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_same_seed_same_weighed_decision(seed: int) -> None:
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s"], later=["4s", "Tc"])
    act(hand, ActionKind.BRING_IN)  # seat 0: the 5c door is lower than the 9s
    first = decision(hand, seed=seed)  # seat 1, king-queen-nine, against a low door
    assert decision(hand, seed=seed) == first


def test_a_bettor_that_never_folds_to_a_raise_is_weighed_so() -> None:
    # Hi/Lo 4th street: seat 1 (nine-ten showing) bets, seat 0 holds A-2-5 under the 4s
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s"], later=["4s", "Tc"])
    act(hand, ActionKind.BRING_IN)  # seat 0, five door
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)  # seat 1, the higher board, bets 4th street
    read = read_view(hand.view(0))
    deals = deal_out(
        read.variant,
        Holding(read.my_cards, 3),
        [Holding(read.opponents[0].up_cards, 5, hidden_now=2)],
        samples=600,
        rng=np.random.default_rng(2),
    )

    def raise_value(response: Response) -> float:
        options = weigh(read, deals, [response], FUTURE)
        return next(o.ev for o in options if o.action.kind is ActionKind.RAISE)

    # it bet this round: with no folds left after betting, its usual folds do not count
    assert raise_value(Response(0.5, 0.0, fold_after_betting=0.0)) == raise_value(Response(0.0, 0.0))
    assert raise_value(Response(0.5, 0.0, fold_after_betting=1.0)) != raise_value(Response(0.0, 0.0))


def facing_a_bet_with_one_behind(samples: int = 600) -> tuple[TableRead, Deals]:
    # Hi/Lo 4th street, three-handed: seat 2 (jack-three showing) bets, seat 0 (A-2-5 under
    # the 4s) is to act, seat 1 (nine-ten showing) has not acted yet this round
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s", "7d 7c Js"], later=["4s", "Tc", "3d"])
    act(hand, ActionKind.BRING_IN)  # seat 1, the 9s
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)  # seat 2
    read = read_view(hand.view(0))
    assert [(o.seat, o.round_bet) for o in read.opponents] == [(1, 0), (2, 20)]
    deals = deal_out(
        read.variant,
        Holding(read.my_cards, 3),
        [Holding(o.up_cards, 5, hidden_now=2) for o in read.opponents],
        samples=samples,
        rng=np.random.default_rng(4),
    )
    return read, deals


def _value(options: list[Option], kind: ActionKind) -> float:
    return next(o.ev for o in options if o.action.kind is kind)


def test_a_call_counts_what_the_players_behind_put_in() -> None:
    read, deals = facing_a_bet_with_one_behind()
    never_fold = [Response(0.0, 0.0), Response(0.0, 0.0)]
    before = weigh(read, deals, never_fold, FUTURE)
    behind = weigh(read, deals, never_fold, FUTURE, call_behind=True)
    # seat 1 always calls the 20 behind the hero: the call wins its share of those chips too
    added = _value(behind, ActionKind.CALL) - _value(before, ActionKind.CALL)
    assert added == pytest.approx(deals.mean(deals.shares()) * 20)
    # a raise and a fold are weighed as before
    assert _value(behind, ActionKind.RAISE) == _value(before, ActionKind.RAISE)
    assert _value(behind, ActionKind.FOLD) == 0.0
    # a player behind that folds its weakest half leaves the hero fewer chips to win
    folding = weigh(read, deals, [Response(0.5, 0.0), Response(0.0, 0.0)], FUTURE, call_behind=True)
    assert _value(folding, ActionKind.CALL) != _value(behind, ActionKind.CALL)


def test_two_bets_cold_fold_more_only_for_the_players_facing_them() -> None:
    read, deals = facing_a_bet_with_one_behind()

    def raise_value(responses: list[Response], cold_power: float) -> float:
        return _value(weigh(read, deals, responses, FUTURE, cold_power=cold_power), ActionKind.RAISE)

    # the bettor (seat 2) faces one more bet, not two cold: the power does not touch it
    bettor_folds = [Response(0.0, 0.0), Response(0.5, 0.0, fold_after_betting=1.0)]
    assert raise_value(bettor_folds, 2.0) == raise_value(bettor_folds, 1.0)
    # seat 1 faces two bets at once: it continues with 25 % of its hands, not 50 %
    behind_folds = [Response(0.5, 0.0), Response(0.0, 0.0)]
    assert raise_value(behind_folds, 2.0) != raise_value(behind_folds, 1.0)
    assert raise_value(behind_folds, 2.0) == raise_value([Response(0.75, 0.0), Response(0.0, 0.0)], 1.0)


def test_a_raise_over_a_bet_multiway_in_hi_lo_needs_the_margin() -> None:
    read, deals = facing_a_bet_with_one_behind()
    responses = [Response(0.3, 0.1), Response(0.3, 0.1)]
    plain = weigh(read, deals, responses, FUTURE)
    margin = _raise_penalty(read, 0.5)
    assert margin == 0.5 * read.big_bet  # Hi/Lo, two opponents, cards to come
    penalised = weigh(read, deals, responses, FUTURE, raise_penalty=margin)
    raised = next(o for o in penalised if o.action.kind is ActionKind.RAISE)
    assert raised.ev == _value(plain, ActionKind.RAISE)  # the value is what it is
    assert raised.rank == raised.ev - margin  # the rank pays the margin
    for o in penalised:
        if o.action.kind is not ActionKind.RAISE:
            assert o.rank == o.ev
    # heads-up there is no margin
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s"], later=["4s", "Tc"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)
    assert _raise_penalty(read_view(hand.view(0)), 0.5) == 0.0


def test_the_hi_lo_raise_margin_counts_from_the_streets_asked() -> None:
    """`Level.hilo_raise_streets`: on 4th street (three streets to come) a margin asked from
    three streets to come counts, one asked from four does not; on 6th street (one to come)
    only the default, from one street, counts."""
    read, _ = facing_a_bet_with_one_behind()
    assert read.streets_left == 3
    assert _raise_penalty(read, 0.5, 1) == _raise_penalty(read, 0.5, 3) == 0.5 * read.big_bet
    assert _raise_penalty(read, 0.5, 4) == 0.0
    later = ["4s 6h 8c 2s", "Tc Jh 9h Qc", "3d Kc Ks Qd"]
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s", "7d 7c Js"], later=later)
    act(hand, ActionKind.BRING_IN)
    for _ in range(2):
        act(hand, ActionKind.CALL)
    while hand.street < 3:  # every later street checked through
        act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)
    while hand.to_act != 0:
        act(hand, ActionKind.CALL)
    sixth = read_view(hand.view(0))
    assert sixth.streets_left == 1 and sixth.to_call > 0 and len(sixth.opponents) == 2
    assert _raise_penalty(sixth, 0.5) == 0.5 * sixth.big_bet
    assert _raise_penalty(sixth, 0.5, 2) == 0.0


def test_hard_calls_a_bet_multiway_in_hi_lo_where_it_would_raise_without_the_margin() -> None:
    """Hard's `hilo_raise_margin`: three-handed on 4th street, A-2-5 under the 4s facing a
    bet with a player behind, the raise is worth more than the call by less than the
    margin, so Hard calls; without the margin it raises."""
    for seed in (1, 2, 3):
        kinds = []
        # the streets to come paid by every opponent, as when this spot was set up
        for changes in ("hilo_raise_margin=0.0,future_payers=0", "future_payers=0"):
            hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s", "7d 7c Js"], later=["4s", "Tc", "3d"])
            act(hand, ActionKind.BRING_IN)
            act(hand, ActionKind.CALL)
            act(hand, ActionKind.CALL)
            act(hand, ActionKind.BET)
            bot = StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=seed)
            kinds.append(bot.decide(hand.view(0)).kind)
        assert kinds == [ActionKind.RAISE, ActionKind.CALL], seed


def test_a_raise_over_a_bet_multiway_in_five_card_stud_needs_its_own_margin() -> None:
    # Five Card Stud 3rd street, three-handed: seat 0 (K-4 showing) checked, seat 1 checked,
    # seat 2 (Q-3 showing) bet; seat 0 is to act with seat 1 behind
    hand = third_street("five", ["Ad Kh", "9c 2s", "7d Qc"], later=["4s", "Tc", "3d"])
    act(hand, ActionKind.BRING_IN)  # seat 1, the 2s
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CHECK)  # 3rd street: seat 0 first (king high)
    act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)
    read = read_view(hand.view(0))
    assert read.variant.key == "five" and read.to_call > 0 and len(read.opponents) == 2
    assert _raise_penalty(read, 0.0, five_margin=0.4) == 0.4 * read.big_bet
    assert _raise_penalty(read, 0.5) == 0.0  # the Hi/Lo margin is not Five Card Stud's
    # heads-up there is no margin
    duel = third_street("five", ["Ad Kh", "9c 2s"], later=["4s", "Tc"])
    act(duel, ActionKind.BRING_IN)  # seat 1
    act(duel, ActionKind.CALL)
    act(duel, ActionKind.CHECK)  # 3rd street: seat 0 first
    act(duel, ActionKind.BET)
    act(duel, ActionKind.RAISE)
    assert _raise_penalty(read_view(duel.view(1)), 0.0, five_margin=0.4) == 0.0


def test_at_most_the_payers_asked_pay_the_streets_to_come() -> None:
    # two opponents in: a call's future winnings count both by default, one with payers=1
    read, deals = facing_a_bet_with_one_behind()
    responses = [Response(0.3, 0.1), Response(0.3, 0.1)]

    def call_value(payers: int) -> float:
        return _value(weigh(read, deals, responses, replace(FUTURE, payers=payers)), ActionKind.CALL)

    assert call_value(2) == call_value(0)
    share = deals.shares()
    ahead = deals.current_shares() >= 1.0 / 3
    per_payer = deals.mean(np.where(ahead, FUTURE.ahead_win, FUTURE.behind_win) * share)
    bets = 3 * read.big_bet  # 5th, 6th and 7th street
    assert call_value(0) - call_value(1) == pytest.approx(bets * per_payer)
    assert bets * per_payer > 0.0
