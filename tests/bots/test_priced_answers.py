"""Opponents' answers to a bet by the price they faced (`OpponentModel.answer`) and Hard's
weighing with them (`Response.by_price`), on constructed hands."""

from __future__ import annotations

import numpy as np
import pytest

from studdesk.bots.expected import Future, Option, Response, _priced_cuts, _Ranked, weigh
from studdesk.bots.opponents import ANSWER_KEYS, PRICE_EDGES, Answers, OpponentModel, answer_key
from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.reading import read_view
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import ActionKind
from studdesk.engine.hand import Hand

from .test_expected import facing_a_bet_with_one_behind
from .test_strategy import act, third_street

FUTURE = Future(0.4, 0.6, 0.7, 0.3)


def test_price_buckets() -> None:
    keys = {answer_key(0.0, live, in_round) for live in (2, 3) for in_round in (False, True)}
    assert keys == {0, 1, 2, 3}
    assert answer_key(PRICE_EDGES[0], 2) == 4  # an edge belongs to the bucket above it
    assert answer_key(0.9, 6, True) == ANSWER_KEYS - 1


def bet_called_and_folded_to() -> tuple[Hand, int, int, int]:
    """Stud, three-handed: everyone pays the bring-in (pot 3 x 3 antes + 3 x 5 = 24); on 4th
    street the first to act bets 20, the next calls 20 into 44, the last folds to 20 into
    64. The hand at 5th street, the bettor to act, and the three seats."""
    hand = third_street(
        "stud", ["Ad 2h 5c", "Kd Qh 9s", "7d 7c Js"], later=["4s", "Tc", "3d", "8h", "2s", "6c"]
    )
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CALL)
    assert hand.street == 1
    bettor = hand.to_act
    act(hand, ActionKind.BET)
    caller = hand.to_act
    act(hand, ActionKind.CALL)
    folder = hand.to_act
    act(hand, ActionKind.FOLD)
    assert bettor is not None and caller is not None and folder is not None
    assert hand.street == 2 and hand.to_act == bettor
    return hand, bettor, caller, folder


def test_the_buckets_count_the_price_each_opponent_faced() -> None:
    # bet_called_and_folded_to, then on 5th, heads-up, the caller bets and folds to a raise
    # with its chips in
    hand, bettor, caller, folder = bet_called_and_folded_to()
    act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)  # the caller bets 40 into 64
    act(hand, ActionKind.RAISE)  # the viewer raises to 80: 40 more for the caller into 184
    act(hand, ActionKind.FOLD)
    model = OpponentModel()
    model.hand_over(hand.view(bettor))
    called = answer_key(20 / 64, 3, False)
    folded = answer_key(20 / 84, 3, False)
    folded_heads_up = answer_key(40 / 224, 2, True)
    assert len({called, folded, folded_heads_up}) == 3
    caller_answers = model.get(f"p{caller}").answers
    assert caller_answers.faced[called] == 1 and caller_answers.folded[called] == 0
    assert caller_answers.faced[folded_heads_up] == 1 and caller_answers.folded[folded_heads_up] == 1
    assert sum(caller_answers.faced) == 2  # the bring-in it called is the first round: not counted
    folder_answers = model.get(f"p{folder}").answers
    assert folder_answers.faced[folded] == 1 and folder_answers.folded[folded] == 1
    assert sum(folder_answers.faced) == 1
    assert sum(model.get(f"p{bettor}").answers.faced) == 0  # the viewer is not its own opponent
    assert model.table.faced[folded_heads_up] == 1 and sum(model.table.faced) == 3


def _pot_odds_folder(model: OpponentModel, name: str, bets: int) -> None:
    """`bets` bets faced at each of a small and a big price, multiway: folds to nearly every
    pricey one, nearly never to a cheap one (as a pot-odds player does)."""
    stats = model.stats.setdefault(name, model.get(name))
    for price, folds in ((0.10, bets // 20), (0.32, bets - bets // 20)):
        key = answer_key(price, 4)
        for answers in (stats.answers, model.table):
            answers.faced[key] += bets
            answers.folded[key] += folds


def test_a_pricier_bet_gets_more_folds_from_a_pot_odds_folder() -> None:
    model = OpponentModel()
    assert model.answer("new", 0.1, 2) == pytest.approx((0.3, 0.1))  # nothing seen: the old prior
    _pot_odds_folder(model, "v", 100)
    cheap, _ = model.answer("v", 0.10, 4)
    pricey, _ = model.answer("v", 0.32, 4)
    assert cheap < 0.15 < 0.85 < pricey
    # one rate whatever the price would have said about one half
    assert model.get("v").fold_to_bet() == pytest.approx(0.5, abs=0.02)
    # a bucket it never faced starts from the table's and its own overall rate
    assert model.answer("v", 0.20, 4)[0] == pytest.approx(model.get("v").fold_to_bet(), abs=0.02)


def test_a_thin_bucket_is_pulled_toward_the_table() -> None:
    model = OpponentModel()
    _pot_odds_folder(model, "v", 100)  # the table: mostly "v"
    thin = model.stats.setdefault("w", model.get("w"))
    key = answer_key(0.10, 4)
    thin.answers.faced[key] = thin.answers.folded[key] = 1  # one fold in one cheap bet
    fold, _ = model.answer("w", 0.10, 4)
    assert fold < 0.5  # one fold does not make a folder of it


def test_answers_shares_shrink_to_the_prior() -> None:
    answers = Answers()
    assert answers.shares(3, 0.4, 0.1) == (0.4, 0.1)
    answers.add(3, True, False)
    fold, raise_ = answers.shares(3, 0.4, 0.1)
    assert 0.4 < fold < 1.0 and raise_ < 0.1


def _value(options: list[Option], kind: ActionKind) -> float:
    return next(o.ev for o in options if o.action.kind is kind)


def test_each_opponent_answers_at_the_price_this_raise_puts_to_it() -> None:
    # Hi/Lo 4th street, three-handed: seat 2 bets 20 into 24, seat 0 (the hero) to act,
    # seat 1 has not acted yet; a raise to 40 puts 40 into 44 + 40 to seat 1 (cold) and
    # 20 into 44 + 40 to seat 2 (the bettor); a call puts 20 into 44 + 20 to seat 1
    read, deals = facing_a_bet_with_one_behind()
    assert read.pot == 44 and [(o.seat, o.round_bet) for o in read.opponents] == [(1, 0), (2, 20)]
    asked: list[tuple[float, int, bool]] = []

    def folds_above_a_quarter(price: float, live: int, in_round: bool) -> tuple[float, float]:
        asked.append((price, live, in_round))
        return (1.0 if price > 0.25 else 0.0), 0.0

    priced = [Response(0.5, 0.0, 1.0, folds_above_a_quarter)] * 2
    options = weigh(read, deals, priced, FUTURE, call_behind=True)
    assert sorted(asked) == sorted([(40 / 124, 3, False), (20 / 104, 3, True), (20 / 84, 3, False)])
    # the same weighing as fixed shares: the cold player folds to the raise, the bettor
    # does not; nobody folds a call
    raise_fixed = weigh(read, deals, [Response(1.0, 0.0, 1.0), Response(0.0, 0.0, 1.0)], FUTURE)
    assert _value(options, ActionKind.RAISE) == _value(raise_fixed, ActionKind.RAISE)
    call_fixed = weigh(read, deals, [Response(0.0, 0.0, 1.0)] * 2, FUTURE, call_behind=True)
    assert _value(options, ActionKind.CALL) == _value(call_fixed, ActionKind.CALL)
    # and not the one rate's: half of every opponent's hands fold
    one_rate = weigh(read, deals, [Response(0.5, 0.0, 1.0)] * 2, FUTURE)
    assert _value(one_rate, ActionKind.RAISE) != _value(options, ActionKind.RAISE)


def test_hard_prices_answers_only_when_asked() -> None:
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s"], later=["4s", "Tc"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    open_read = read_view(hand.view(hand.to_act or 0))
    assert open_read.to_call == 0
    act(hand, ActionKind.BET)
    facing = read_view(hand.view(hand.to_act or 0))
    assert facing.to_call > 0

    def bot(changes: str) -> StrategyBot:
        return StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1)

    plain, when_facing, always = bot(""), bot("priced_answers=1"), bot("priced_answers=2")
    for read in (open_read, facing):
        assert plain._response(read, read.opponents[0]).by_price is None
        assert always._response(read, read.opponents[0]).by_price is not None
    assert when_facing._response(open_read, open_read.opponents[0]).by_price is None
    by_price = when_facing._response(facing, facing.opponents[0]).by_price
    name = facing.opponents[0].name
    assert by_price is not None and by_price(0.1, 2, True) == when_facing.model.answer(name, 0.1, 2, True)


@pytest.mark.parametrize(
    ("cold_folds", "bettor_asked"), [(0.0, (20 / 144, 3, True)), (1.0, (20 / 104, 2, True))]
)
def test_in_turn_each_answers_at_the_price_the_answers_before_it_leave(
    cold_folds: float, bettor_asked: tuple[float, int, bool]
) -> None:
    # the raise spot above: the hero (seat 0) raises to 40 over seat 2's bet of 20 into 24;
    # seat 1 answers first (40 into 124), then seat 2: with seat 1's 40 in if it called,
    # one player fewer if it folded
    read, deals = facing_a_bet_with_one_behind(300)
    asked: list[tuple[float, int, bool]] = []

    def answers(price: float, live: int, in_round: bool) -> tuple[float, float]:
        asked.append((price, live, in_round))
        return (cold_folds if not in_round else 0.0), 0.0

    weigh(read, deals, [Response(0.0, 0.0, 1.0, answers)] * 2, FUTURE, in_turn=True)
    assert asked == [(40 / 124, 3, False), bettor_asked]


def test_an_absolute_cut_folds_less_of_a_range_narrowed_to_strength() -> None:
    # a range its actions weighted toward strength: the share folding by the price cuts its
    # strength among every holding (the pot-odds player's own measure), not its range
    hand = third_street("stud8", ["Ad 2h 5c", "Kd Qh 9s", "7d 7c Js"], later=["4s", "Tc", "3d"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)  # seat 2
    read = read_view(hand.view(0))
    values = np.linspace(0.0, 1.0, 1001)
    ranked = [_Ranked(values, values**3) for _ in read.opponents]
    half = Response(0.0, 0.0, 1.0, lambda price, live, in_round: (0.5, 0.1))
    cuts = (np.zeros(2), np.ones(2))
    weighted, _ = _priced_cuts(read, 40, 40, [half, half], ranked, cuts)
    absolute, raises = _priced_cuts(read, 40, 40, [half, half], ranked, cuts, (False, True))
    assert absolute[0] == pytest.approx(0.5, abs=0.002) and raises[0] == pytest.approx(0.9, abs=0.002)
    assert weighted[0] == pytest.approx(0.5**0.25, abs=0.01)  # half the weight is above 0.84
    assert ranked[0].below(absolute[0]) == pytest.approx(0.5**4, abs=0.01)
