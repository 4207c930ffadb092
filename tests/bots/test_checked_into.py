"""A check weighed with the opponents behind betting into it (`Level.checked_into`,
`expected._checked`) and the bets an opponent makes when nobody has (`bet_unopened`),
on constructed hands."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from studdesk.bots import strategy
from studdesk.bots.equity import Deals, Holding, deal_out
from studdesk.bots.expected import Future, Option, Response, weigh
from studdesk.bots.opponents import OpponentModel, OpponentStats
from studdesk.bots.profiles import STYLES, Profile, tweaked_level
from studdesk.bots.reading import TableRead, read_view
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import cards

from .test_priced_answers import bet_called_and_folded_to
from .test_strategy import act, third_street

FUTURE = Future(0.4, 0.6, 0.7, 0.3)


def river_first_to_act() -> TableRead:
    """Stud, heads-up, the river: seat 0 (rolled-up sevens, quads by 4th street) acts first,
    seat 1 (deuce door) is yet to act; every street was checked through."""
    hand = third_street("stud", ["7d 7h 7s", "Qc Ks 2d"], later=["7c 2c 9h 4d", "Jh 3c 8s Ac"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    for _street in range(3):
        act(hand, ActionKind.CHECK)
        act(hand, ActionKind.CHECK)
    assert hand.street == 4 and hand.to_act == 0
    read = read_view(hand.view(0))
    assert read.yet_to_act == (1,)
    return read


def river_deals(read: TableRead, hero: str) -> Deals:
    """The river's deals with `hero` as the hero's seven cards (a stand-in holding: the
    weighing reads the cards only through the deals)."""
    return deal_out(
        read.variant,
        Holding(cards(hero), 0),
        [Holding(read.opponents[0].up_cards, 3, hidden_now=3)],
        samples=600,
        rng=np.random.default_rng(5),
    )


def check_value(read: TableRead, deals: Deals, bets: float, checked_into: bool) -> float:
    options = weigh(read, deals, [Response(0.3, 0.1, bet_unopened=bets)], FUTURE, checked_into=checked_into)
    return _value(options, ActionKind.CHECK)


def _value(options: list[Option], kind: ActionKind) -> float:
    return next(o.ev for o in options if o.action.kind is kind)


def test_nobody_who_bets_leaves_the_check_as_a_round_checked_through() -> None:
    read = river_first_to_act()
    deals = river_deals(read, "9d 9c Qh 6c 5h 4s Td")
    assert check_value(read, deals, 0.0, True) == check_value(read, deals, 0.0, False)
    assert check_value(read, deals, 0.5, False) == check_value(read, deals, 0.0, False)


def test_a_hand_that_folds_to_the_bet_loses_its_share_where_the_bet_comes() -> None:
    # a pair of nines on the river against a board of 2-J-3-8: the opponent's strongest half
    # bets, the nines cannot call it, and keep their share only where the opponent checks
    read = river_first_to_act()
    deals = river_deals(read, "9d 9c Qh 6c 5h 4s Td")
    through = check_value(read, deals, 0.5, False)
    weighed = check_value(read, deals, 0.5, True)
    assert 0.0 < weighed < through
    # the opponent's weakest half checks: the nines win more of those than of all deals
    share_where_checked = weighed / (0.5 * read.pot)
    assert share_where_checked > through / read.pot


def test_a_hand_that_calls_the_bet_wins_it_too() -> None:
    read = river_first_to_act()
    deals = river_deals(read, "7d 7h 7s 7c 2c 9h 4d")
    through = check_value(read, deals, 0.5, False)
    weighed = check_value(read, deals, 0.5, True)
    assert through > 0.9 * read.pot
    assert weighed > through + 0.4 * read.bet  # about half the deals: the bet is called and won


def test_the_last_to_act_checks_a_round_through() -> None:
    hand = third_street("stud", ["7d 7h 7s", "Qc Ks 2d"], later=["7c 2c 9h 4d", "Jh 3c 8s Ac"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CHECK)  # 4th street: seat 0 checks, seat 1 is last to act
    read = read_view(hand.view(1))
    assert read.yet_to_act == ()
    deals = deal_out(
        read.variant,
        Holding(read.my_cards, 3),
        [Holding(read.opponents[0].up_cards, 5, hidden_now=2)],
        samples=400,
        rng=np.random.default_rng(2),
    )
    responses = [Response(0.3, 0.1, bet_unopened=0.9)]
    plain = weigh(read, deals, responses, FUTURE)
    weighed = weigh(read, deals, responses, FUTURE, checked_into=True)
    assert _value(plain, ActionKind.CHECK) == _value(weighed, ActionKind.CHECK)


def test_the_model_counts_bets_when_nobody_has_bet() -> None:
    # 4th street: the first to act bets, the next calls, the last folds (they faced a bet:
    # not counted here). 5th street: the bettor checks and the caller bets (its one turn
    # with nothing to call, and a bet)
    hand, bettor, caller, folder = bet_called_and_folded_to()
    act(hand, ActionKind.CHECK)
    act(hand, ActionKind.BET)
    act(hand, ActionKind.CALL)
    model = OpponentModel()
    model.hand_over(hand.view(bettor))
    assert (model.get(f"p{caller}").unopened, model.get(f"p{caller}").opened) == (1, 1)
    assert (model.get(f"p{folder}").unopened, model.get(f"p{folder}").opened) == (0, 0)
    watcher = OpponentModel()
    watcher.hand_over(hand.view(folder))
    assert (watcher.get(f"p{bettor}").unopened, watcher.get(f"p{bettor}").opened) == (2, 1)
    assert OpponentStats().bet_unopened() == 0.3
    assert OpponentStats(unopened=90, opened=3).bet_unopened() == 0.06


def test_hard_weighs_the_check_so_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    read = river_first_to_act()
    seen: list[bool] = []

    def spy(*args: Any, **kwargs: Any) -> list[Option]:
        seen.append(kwargs["checked_into"])
        return weigh(*args, **kwargs)

    monkeypatch.setattr(strategy, "weigh", spy)
    for changes, expected in (("checked_into=False", False), ("checked_into=True", True)):
        seen.clear()
        StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1).decide(read.view)
        assert seen and all(s is expected for s in seen)


def test_hard_counts_one_payer_of_the_streets_to_come_but_in_razz(monkeypatch: pytest.MonkeyPatch) -> None:
    futures: list[Future] = []

    def spy(*args: Any, **kwargs: Any) -> list[Option]:
        futures.append(args[3])
        return weigh(*args, **kwargs)

    monkeypatch.setattr(strategy, "weigh", spy)
    read = river_first_to_act()  # Seven Card Stud
    StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", "")), seed=1).decide(read.view)
    assert futures and all(f.payers == 1 for f in futures)
    futures.clear()
    razz = third_street("razz", ["Ad 2h 5c", "Kd Qh 9s"], later=["4s", "Tc"])
    act(razz, ActionKind.BRING_IN)  # seat 1, the 9s
    act(razz, ActionKind.CALL)
    assert razz.street == 1
    for changes, payers in (("", 0), ("future_payers_in_razz=True", 1)):
        futures.clear()
        seat = razz.to_act
        assert seat is not None
        StrategyBot(Profile(STYLES["solid"], tweaked_level("hard", changes)), seed=1).decide(razz.view(seat))
        assert futures and all(f.payers == payers for f in futures)
