"""Seeded games between every built-in bot: legal decisions only, determinism, views only."""

from __future__ import annotations

import pytest

from studdesk.bots.base import Bot
from studdesk.bots.registry import make_bot
from studdesk.bots.strategy import StrategyBot
from studdesk.engine.actions import LegalAction
from studdesk.engine.events import ActionTaken
from studdesk.engine.views import PlayerView

from .helpers import play_hands

LINEUP = ("hard", "medium", "easy", "rock", "maniac", "fish", "calling-station", "always-raise")


@pytest.mark.parametrize("variant", ["stud", "stud8", "five", "razz"])
def test_seeded_six_handed_games_have_no_illegal_decision(variant: str) -> None:
    bots = {seat: make_bot(name, seat) for seat, name in enumerate(LINEUP[:6])}
    results = play_hands(variant, bots, hands=12, seed=11)
    for hand, problems in results:
        assert problems == []
        assert sum(hand.final_stacks().values()) == 600 * 6


@pytest.mark.parametrize("variant", ["stud", "razz"])
def test_short_stacks_and_heads_up(variant: str) -> None:
    bots = {0: make_bot("hard", 1), 1: make_bot("maniac", 2)}
    for _hand, problems in play_hands(variant, bots, hands=15, seed=3, stack=70):
        assert problems == []


def _actions(seed: int) -> list[tuple[int, str, int]]:
    bots = {0: make_bot("hard", seed), 1: make_bot("maniac", seed + 1), 2: make_bot("fish", seed + 2)}
    out = []
    for hand, _ in play_hands("stud8", bots, hands=6, seed=5):
        out.extend((e.seat, e.kind.value, e.amount) for e in hand.events if isinstance(e, ActionTaken))
    return out


def test_same_seed_same_decisions() -> None:
    assert _actions(21) == _actions(21)


def test_reseed_restarts_the_random_source() -> None:
    a, b = make_bot("maniac", 1), make_bot("maniac", 2)
    assert isinstance(a, StrategyBot) and isinstance(b, StrategyBot)
    a.reseed(99)
    b.reseed(99)
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)]


def test_explain_describes_the_last_decision() -> None:
    bot = make_bot("hard", 4)
    assert isinstance(bot, StrategyBot)
    assert bot.explain() == "No decision yet."
    explanations: list[str] = []

    class Recorder:
        def decide(self, view: PlayerView) -> LegalAction:
            action = bot.decide(view)
            explanations.append(bot.explain())
            return action

    play_hands("stud", {0: Recorder(), 1: make_bot("always-call", 0)}, hands=8, seed=2)
    assert explanations
    for line in explanations:
        assert "\n" not in line and line[0].isupper() and len(line) < 160
    later = [x for x in explanations if "% of the pot" in x]
    assert later, explanations  # later-street decisions name the equity


class Spy:
    """Wraps a bot and checks every view it is given."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.views = 0

    def decide(self, view: PlayerView) -> LegalAction:
        for seat in view.seats:
            if seat.seat == view.viewer:
                assert all(c is not None for c in seat.cards)
                continue
            for c, up in zip(seat.cards, seat.up, strict=True):
                assert (c is None) != up, "a bot saw another player's down card"
        self.views += 1
        return self.inner.decide(view)


@pytest.mark.parametrize("variant", ["stud", "five"])
def test_bots_only_ever_see_their_own_down_cards(variant: str) -> None:
    spies = {seat: Spy(make_bot(name, seat)) for seat, name in enumerate(("hard", "maniac", "fish"))}
    play_hands(variant, spies, hands=10, seed=8)
    assert all(s.views > 0 for s in spies.values())
