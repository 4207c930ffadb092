"""Real engine hands turned into the batches the GUI receives (censored for seat 0)."""

from __future__ import annotations

import random

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import Deck
from studdesk.engine.events import Event, censor
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.play.messages import StepBatch
from studdesk.play.status import GameKind

VIEWER = 0


def new_hand(variant: str = "stud", players: int = 4, seed: int = 1) -> Hand:
    config = GameConfig(VARIANTS[variant], Structure(1, 5, 20, 40))
    seats = [PlayerSeat(i, f"P{i}", 1000) for i in range(players)]
    return Hand(config, seats, button=players - 1, deck=Deck(random.Random(seed)))


def batch(
    hand: Hand, events: tuple[Event, ...], seat_count: int | None = None, thinker: int | None = None
) -> StepBatch:
    return StepBatch(
        game=1,
        kind=GameKind.PRACTICE,
        seat_count=seat_count or len(hand.order),
        viewer=VIEWER,
        events=tuple(censor(e, VIEWER) for e in events),
        view=hand.view(VIEWER),
        thinker=thinker,
    )


def call_down(hand: Hand) -> list[tuple[Event, ...]]:
    """Everyone checks, calls or brings in until the hand ends; the events of each action."""
    out = []
    while not hand.is_over:
        offers = hand.legal_actions()
        kinds = {o.kind: o for o in offers}
        offer = next(kinds[k] for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in kinds)
        assert hand.to_act is not None
        out.append(hand.apply(Act.taking(hand.to_act, offer)))
    return out
