"""Playing hands headless: ask the bot of the seat to act until the hand is over."""

from __future__ import annotations

import logging
from collections.abc import Mapping

from studdesk.bots.base import Bot, safe_decision
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand


def play_out(hand: Hand, bots: Mapping[int, Bot]) -> list[Event]:
    """Drive `hand` (already started) to its end with one bot per seat; returns the events.

    Bots with an optional `hand_over(view)` method are shown their final view of
    the hand afterwards (so they can learn from what was revealed).
    """
    out: list[Event] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        act, _problem = safe_decision(bots[seat], hand.view(seat))
        out.extend(hand.apply(act))
    notify_hand_over(hand, bots)
    return out


def notify_hand_over(hand: Hand, bots: Mapping[int, Bot]) -> None:
    """Give each bot that wants it its final view; a failing hook is ignored (logged)."""
    for seat, bot in bots.items():
        hook = getattr(bot, "hand_over", None)
        if callable(hook) and seat in hand.by_seat:
            try:
                hook(hand.view(seat))
            except Exception:  # a third-party bot's hook must not break the table
                logging.getLogger(__name__).warning("hand_over of the bot at seat %s failed", seat)
