"""Simple reference bots: uniformly random legal actions, always call, always raise."""

from __future__ import annotations

import random

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.views import PlayerView


class RandomBot:
    """Picks uniformly among the legal actions (a fuzzer more than an opponent)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> LegalAction:
        return self.rng.choice(view.legal)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)


class CallingStationBot:
    """Never folds and never raises: checks, calls, and posts the bring-in."""

    def __init__(self, seed: int | None = None) -> None:
        del seed  # deterministic by nature

    def decide(self, view: PlayerView) -> LegalAction:
        for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
            for offer in view.legal:
                if offer.kind is kind:
                    return offer
        return view.legal[0]


class AlwaysRaiseBot:
    """Bets, completes or raises whenever it may, else calls: the measuring stick for
    bots that fold too much (it never folds)."""

    def __init__(self, seed: int | None = None) -> None:
        del seed  # deterministic by nature

    def decide(self, view: PlayerView) -> LegalAction:
        aggressive = [o for o in view.legal if o.kind.is_aggressive]
        if aggressive:
            return aggressive[0]
        for kind in (ActionKind.CALL, ActionKind.CHECK, ActionKind.BRING_IN):
            for offer in view.legal:
                if offer.kind is kind:
                    return offer
        return view.legal[0]
