"""Bots that do everything a bot should not (issue 13), each loaded by `module:Name` like any own bot.

Used by the isolation tests and by benchmarks/hostile_bots.py. Each is written
the way a careless or broken bot would be, not as a mock of one.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.views import PlayerView


class Sleeper:
    """Takes 30 seconds over every decision."""

    def decide(self, view: PlayerView) -> LegalAction:
        time.sleep(30)
        return view.legal[0]


class Looper:
    """Never answers: a `while True` with no way out."""

    def decide(self, view: PlayerView) -> LegalAction:
        n = 0
        while True:
            n += 1


class Exiter:
    """Calls sys.exit in the middle of a decision."""

    def decide(self, view: PlayerView) -> LegalAction:
        sys.exit(3)


class Interrupter:
    """Raises KeyboardInterrupt, as if Ctrl+C had been pressed."""

    def decide(self, view: PlayerView) -> LegalAction:
        raise KeyboardInterrupt


class Raiser:
    def decide(self, view: PlayerView) -> LegalAction:
        raise RuntimeError("boom")


class Garbage:
    """Answers with things that are not actions."""

    def __init__(self) -> None:
        self.answers: list[Any] = [
            42,
            None,
            "raise",
            ActionKind.RAISE,
            LegalAction(ActionKind.RAISE, 10**30, 1),
        ]
        self.turn = 0

    def decide(self, view: PlayerView) -> LegalAction:
        self.turn += 1
        answer: LegalAction = self.answers[self.turn % len(self.answers)]
        return answer


class Mutator:
    """Tries to force "complete to 20,000" into the offer it was given (`object.__setattr__`);
    offers are named tuples, which nothing can alter, so it fails with an AttributeError."""

    def decide(self, view: PlayerView) -> LegalAction:
        offer = view.legal[-1]
        object.__setattr__(offer, "amount", 20_000)
        object.__setattr__(offer, "cost", 20_000)
        return offer


class HistoryRewriter:
    """Rewrites every event it is shown (seat numbers to 99), then plays on."""

    def decide(self, view: PlayerView) -> LegalAction:
        for event in view.history:
            for name in ("seat", "amount", "card"):
                if hasattr(event, name):
                    object.__setattr__(event, name, 99)
        return view.legal[0]


class Crasher:
    """Ends its interpreter abruptly (as a segfault or os._exit would)."""

    def decide(self, view: PlayerView) -> LegalAction:
        os._exit(1)


class Printer:
    """Prints to stdout (and reads stdin) while deciding, then answers properly."""

    def decide(self, view: PlayerView) -> LegalAction:
        print("thinking..." * 1000)
        sys.stdout.flush()
        sys.stdin.read()
        return view.legal[0]


class SlowStarter:
    """Takes 30 seconds to be created."""

    def __init__(self) -> None:
        time.sleep(30)

    def decide(self, view: PlayerView) -> LegalAction:
        return view.legal[0]


class SometimesSlow:
    """Answers at once, except every second decision, which takes 30 seconds."""

    def __init__(self) -> None:
        self.turn = 0

    def decide(self, view: PlayerView) -> LegalAction:
        self.turn += 1
        if self.turn % 2 == 0:
            time.sleep(30)
        return view.legal[0]


class Polite:
    """A well-behaved bot, for comparison: checks or calls."""

    def decide(self, view: PlayerView) -> LegalAction:
        for offer in view.legal:
            if offer.kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
                return offer
        return view.legal[0]


ALL = (Sleeper, Looper, Exiter, Interrupter, Raiser, Garbage, Mutator, HistoryRewriter, Crasher, Printer)
