"""A bot that raises or answers illegally never breaks the game: check-or-fold instead."""

from __future__ import annotations

import random

from studdesk.bots.base import passive_fallback, safe_decision
from studdesk.bots.play import play_out
from studdesk.bots.registry import make_bot
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

from .helpers import STRUCTURE, play_hands


class Crashing:
    def decide(self, view: PlayerView) -> LegalAction:
        raise RuntimeError("boom")


class Cheating:
    def decide(self, view: PlayerView) -> LegalAction:
        return LegalAction(ActionKind.RAISE, 10_000, 10_000)


def test_exception_becomes_check_or_fold() -> None:
    results = play_hands("stud", {0: Crashing(), 1: make_bot("always-raise", 0)}, hands=3, seed=1)
    for hand, problems in results:
        assert problems and all("boom" in p for p in problems)
        assert hand.is_over
        assert sum(hand.final_stacks().values()) == 1200


def test_illegal_answer_becomes_check_or_fold() -> None:
    hand, problems = play_hands("razz", {0: Cheating(), 1: make_bot("hard", 0)}, hands=1, seed=2)[0]
    assert problems and all("not on offer" in p for p in problems)
    assert hand.is_over


def test_passive_fallback_prefers_check_then_fold_then_forced_bring_in() -> None:
    check = LegalAction(ActionKind.CHECK, 0, 0)
    fold = LegalAction(ActionKind.FOLD, 0, 0)
    call = LegalAction(ActionKind.CALL, 20, 20)
    bet = LegalAction(ActionKind.BET, 20, 20)
    bring = LegalAction(ActionKind.BRING_IN, 5, 5)
    complete = LegalAction(ActionKind.COMPLETE, 20, 20)
    assert passive_fallback((check, bet)) == check
    assert passive_fallback((fold, call, bet)) == fold
    assert passive_fallback((bring, complete)) == bring


def test_safe_decision_reports_the_problem_and_play_out_finishes() -> None:
    hand = Hand(
        GameConfig(VARIANTS["stud"], STRUCTURE),
        [PlayerSeat(0, "a", 100), PlayerSeat(1, "b", 100)],
        0,
        Deck(random.Random(3)),
    )
    hand.start()
    seat = hand.to_act
    assert seat is not None
    act, problem = safe_decision(Crashing(), hand.view(seat))
    assert problem is not None and "boom" in problem
    assert act.kind is ActionKind.BRING_IN  # the bring-in may not fold: the forced bet it is
    play_out(hand, {0: Crashing(), 1: make_bot("hard", 1)})
    assert hand.is_over
