"""Playing hands headless: ask the bot of the seat to act until the hand is over."""

from __future__ import annotations

from collections.abc import Mapping

from studdesk.bots.base import Bot, safe_decision
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand


def play_out(hand: Hand, bots: Mapping[int, Bot]) -> list[Event]:
    """Drive `hand` (already started) to its end with one bot per seat; returns the events."""
    out: list[Event] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        act, _problem = safe_decision(bots[seat], hand.view(seat))
        out.extend(hand.apply(act))
    return out
