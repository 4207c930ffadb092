"""Constructed table situations for the practice-aid tests (stacked decks, scripted betting)."""

from __future__ import annotations

from engine.stacked import play, stacked_hand

from studdesk.engine.hand import Hand
from studdesk.engine.views import PlayerView


def fifth_street_flush_draw() -> Hand:
    """Seat 0 (the hero) holds As Ks / 7s 2s 9d: four spades. Seat 2 shows 8s Kh Kd.
    Seats 1 and 3 folded the 4s and the Js on 3rd street. Seat 2 has just bet 10."""
    hand = stacked_hand(
        "stud", {0: "As Ks 7s 2s 9d", 1: "2c 3c 4s", 2: "Qh Qc 8s Kh Kd", 3: "5d 6d Js"}, button=3
    )
    hand.start()
    play(hand, "1 bring-in; 2 complete; 3 fold; 0 call; 1 fold")
    play(hand, "2 check; 0 check")
    play(hand, "2 bet 10")
    return hand


def hero_view(hand: Hand, seat: int = 0) -> PlayerView:
    return hand.view(seat)
