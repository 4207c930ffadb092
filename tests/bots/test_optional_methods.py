"""The bot protocol's optional methods: called when a bot has them, harmless when they fail."""

from __future__ import annotations

import random

import pytest

from studdesk.bots.base import Explains, LearnsFromHands, Reseedable, explanation, reseed, show_hand_over
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import LegalAction
from studdesk.engine.views import PlayerView

from .helpers import play_hands


class Minimal:
    """Only `decide`: every optional hook is skipped."""

    def decide(self, view: PlayerView) -> LegalAction:
        return view.legal[0]


class Hostile(Minimal):
    """Every optional hook raises (or answers nonsense)."""

    def __init__(self) -> None:
        self.rng = random.Random(1)

    def hand_over(self, view: PlayerView) -> None:
        raise RuntimeError("cannot learn")

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def explain(self) -> str:
        raise ValueError("no words")


def test_the_optional_methods_are_recognised_by_shape() -> None:
    hostile, minimal = Hostile(), Minimal()
    assert isinstance(hostile, LearnsFromHands) and isinstance(hostile, Reseedable)
    assert isinstance(hostile, Explains)
    assert not isinstance(minimal, LearnsFromHands | Reseedable | Explains)
    strategy = make_bot("hard", 1)
    assert isinstance(strategy, LearnsFromHands | Reseedable | Explains)


def test_a_bot_without_hooks_plays_and_a_failing_hook_breaks_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    results = play_hands("stud", {0: Hostile(), 1: Minimal()}, hands=3, seed=4)
    assert len(results) == 3
    assert "hand_over of the bot at seat 0 failed" in caplog.text
    assert explanation(Hostile()) is None and explanation(Minimal()) is None
    reseed(Minimal(), 5)  # nothing to reseed: nothing happens


def test_reseed_restarts_the_random_source() -> None:
    bot = Hostile()
    reseed(bot, 9)
    first = bot.rng.random()
    reseed(bot, 9)
    assert bot.rng.random() == first


def test_show_hand_over_reaches_a_bot_that_learns() -> None:
    seen: list[int] = []

    class Learner(Minimal):
        def hand_over(self, view: PlayerView) -> None:
            seen.append(view.hand_number)

    play_hands("razz", {0: Learner(), 1: Minimal()}, hands=2, seed=1)
    assert seen == [1, 2]


def test_show_hand_over_skips_a_bot_that_does_not_learn() -> None:
    hand, _ = play_hands("stud", {0: Minimal(), 1: Minimal()}, hands=1, seed=2)[0]
    show_hand_over(Minimal(), hand.view(0))  # no hook: nothing to call, nothing raised
