"""The `equity` yardstick: equity against random holdings, then thresholds on equity and pot odds."""

from __future__ import annotations

import pytest

from studdesk.bots.equity_bot import EquityBot
from studdesk.bots.reading import read_view
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import ActionKind
from studdesk.engine.events import ActionTaken
from studdesk.engine.hand import Hand

from .helpers import play_hands
from .test_strategy import act, third_street


def decide(hand: Hand, seed: int = 1) -> tuple[ActionKind, str]:
    seat = hand.to_act
    assert seat is not None
    bot = EquityBot(seed)
    return bot.decide(hand.view(seat)).kind, bot.explain()


def test_registered_as_equity() -> None:
    assert isinstance(make_bot("equity", 3), EquityBot)


def test_rolled_up_trips_complete_with_the_edge_in_words() -> None:
    hand = third_street("stud", ["Kd Qh 8s", "5d 7h 2c", "9c 9d 9h"])
    act(hand, ActionKind.BRING_IN)  # seat 1, the deuce
    kind, why = decide(hand)
    assert kind is ActionKind.COMPLETE, why
    assert "of the pot against 2 random holdings" in why and "edge" in why


def test_a_made_full_house_raises_a_bet() -> None:
    hand = third_street("stud", ["7d 7h 2s", "Qc Ks Qd"], later=["7c 2c", "Ah 4c"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)  # 4th street: seat 1 bets
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.CHECK)  # 5th street: seat 0 (sevens full) checks, seat 1 bets
    act(hand, ActionKind.BET)
    kind, why = decide(hand)
    assert kind is ActionKind.RAISE, why


def test_nothing_folds_to_a_bet_from_a_pair_showing() -> None:
    hand = third_street("stud", ["2d 3h 6s", "Qc Ks Qd"], later=["9c Jh", "Qh 4c"])
    act(hand, ActionKind.BRING_IN)
    act(hand, ActionKind.COMPLETE)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)
    act(hand, ActionKind.CALL)
    act(hand, ActionKind.BET)  # 5th street: the pair of queens showing bets again
    kind, why = decide(hand)
    assert kind is ActionKind.FOLD, why
    assert "the call costs" in why


def test_a_cheap_call_with_enough_equity_is_made() -> None:
    # Heads-up on 3rd street, only the bring-in in: king-queen-eight against a deuce door
    # has far more equity than the price of playing on.
    hand = third_street("stud", ["Kd Qh 8s", "5d 7h 2c"])
    act(hand, ActionKind.BRING_IN)  # seat 1
    read = read_view(hand.view(0))
    price = read.to_call / (read.pot + read.to_call)
    kind, why = decide(hand)
    assert kind in (ActionKind.CALL, ActionKind.COMPLETE), why
    assert price < 0.5


def test_same_seed_same_decisions() -> None:
    def actions(seed: int) -> list[tuple[int, str, int]]:
        bots = {0: make_bot("equity", seed), 1: make_bot("maniac", 5), 2: make_bot("equity", seed + 1)}
        out = []
        for hand, problems in play_hands("stud8", bots, hands=6, seed=9):
            assert problems == []
            out.extend((e.seat, e.kind.value, e.amount) for e in hand.events if isinstance(e, ActionTaken))
        return out

    assert actions(4) == actions(4)


@pytest.mark.parametrize("variant", ["stud", "stud8", "five", "razz"])
def test_plays_every_variant_legally(variant: str) -> None:
    bots = {seat: make_bot("equity", seat) for seat in range(4)}
    for hand, problems in play_hands(variant, bots, hands=8, seed=3):
        assert problems == []
        assert sum(hand.final_stacks().values()) == 600 * 4


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "five"])
def test_the_estimate_a_decision_reads_is_the_equitys_share(variant: str) -> None:
    """A decision reads the equity's share, its error and whether it was exact: the same
    numbers as the whole Equity from the same random draws."""
    holdings = ["Kd Qh 8s", "5d 7h 2c", "9c Jd 4h"]
    if variant == "five":  # one down card
        holdings = [h[3:] for h in holdings]
    hand = third_street(variant, holdings)
    act(hand, ActionKind.BRING_IN)
    read = read_view(hand.view(hand.to_act or 0))
    for samples in (300, 1000):
        whole = EquityBot(4).equity(read, samples)
        share, stderr, exact, rows = EquityBot(4)._estimate(read, samples)
        assert (share, stderr, exact, rows) == (whole.share, whole.stderr, whole.exact, whole.samples)
