"""Hands for the hand-store tests: random bot hands of every variant, and a store to put them in."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from studdesk.bots.play import play_out
from studdesk.bots.simple import RandomBot
from studdesk.engine.cards import Deck
from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_record import HandRecord, record_from_hand

STRUCTURE = Structure(ante=1, bring_in=2, small_bet=5, big_bet=10)


def bot_hand(
    variant: str,
    seed: int,
    players: int = 5,
    *,
    low: int = 15,
    high: int = 300,
    rules: HouseRules | None = None,
    names: Sequence[str] | None = None,
) -> Hand:
    """A finished hand between random bots with random stacks (all-ins and side pots happen)."""
    rng = random.Random(seed)
    if names is not None:
        players = len(names)
    named = list(names) if names is not None else [f"bot{s}" for s in range(players)]
    seats = [PlayerSeat(s, named[s], rng.randint(low, high)) for s in range(players)]
    config = GameConfig(VARIANTS[variant], STRUCTURE, rules or HouseRules())
    hand = Hand(config, seats, rng.randrange(players), Deck(rng), seed)
    hand.start()
    play_out(hand, {s: RandomBot(seed * 31 + s) for s in range(players)})
    return hand


def bot_record(
    variant: str,
    seed: int,
    *,
    hero: int | None = 0,
    ended_at: float = 1.7e9,
    names: Sequence[str] | None = None,
) -> HandRecord:
    hand = bot_hand(variant, seed, names=names)
    bots = {p.seat: "random" for p in hand.order if p.seat != hero}
    return record_from_hand(hand, hero_seat=hero, bots=bots, ended_at=ended_at + seed)


def open_store(tmp_path: Path) -> HandStore:
    return HandStore.open(tmp_path / "hands.sqlite3")
