"""Playing hands headless: ask the bot of the seat to act until the hand is over."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from studdesk.bots.base import Bot, close_bot, learns_from_hands, safe_decision, show_hand_over
from studdesk.engine.events import Event
from studdesk.engine.hand import Hand


def play_out(hand: Hand, bots: Mapping[int, Bot], notify: Callable[[str], None] | None = None) -> list[Event]:
    """Drive `hand` (already started) to its end with one bot per seat; returns the events.

    A bot that fails checks or folds instead, and `notify` (if given) is told so.
    Bots that learn (`hand_over`) are shown their final view of the hand afterwards.
    """
    first = len(hand.events)
    view, apply = hand.view, hand.apply  # the simulator's innermost loop
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        act, problem = safe_decision(bots[seat], view(seat))
        if problem is not None and notify is not None:
            notify(f"the bot in seat {seat} went wrong ({problem}) and checks or folds")
        apply(act)
    notify_hand_over(hand, bots)
    return hand.events[first:]  # what each `apply` returned, in order


def notify_hand_over(hand: Hand, bots: Mapping[int, Bot]) -> None:
    """Give each bot dealt into `hand` its final view (see `show_hand_over`)."""
    for seat, bot in bots.items():
        if seat in hand.by_seat and learns_from_hands(bot):  # no view made for a bot that does not learn
            show_hand_over(bot, hand.view(seat))


def close_bots(bots: Iterable[Bot]) -> None:
    """End the processes of the bots that have one (third-party bots: see `close_bot`)."""
    for bot in bots:
        close_bot(bot)
