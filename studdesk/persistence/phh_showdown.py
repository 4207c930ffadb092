"""Cards for the unknown cards of players still in at the showdown (`??`, mucked hands).

A history hides the down cards of a player who mucked at the showdown (an export from
the hero's seat does, `studdesk-sim history export` without `--reveal`). The engine
compares every hand still in (R4.1: mucking only declines to show), so the cards given
to those unknown cards decide the awards: spare cards taken in deck order could win.

A player who mucks cannot win any part of the pot (R4.1), so each such player gets the
weakest cards the deck leaves: no qualifying low in Hi/Lo, then the lowest high; the
worst Razz hand. A player the history's `finishing_stacks` shows winning chips without
showing (a real history may) gets the strongest instead. The `finishing_stacks` have
the last word: when the first choice does not give the recorded awards, the next ones
are tried, up to `MAX_TRIALS` replays, so no file keeps the import busy for long.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, islice

import numpy as np

from studdesk.engine.cards import ALL_CARDS, Card
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.hand import Hand
from studdesk.persistence.phh_cards import DealtCards, PlayUntil
from studdesk.persistence.phh_read import PhhError, PhhHistory

#: replays tried before the choice is left to the caller's finishing-stacks check
MAX_TRIALS = 40
#: card combinations valued per player (three unknown cards from the 52: 22,100)
MAX_PICKS = 25_000


def showdown_unknowns(dealt: DealtCards, hand: Hand) -> dict[int, list[int]]:
    """Player (PHH order) -> indices of their unknown cards, for players still in at a showdown."""
    if not hand.is_over or len(hand.live) < 2:
        return {}
    slots = {
        i: [k for k, c in enumerate(dealt.holes[i]) if c is None]
        for i, p in enumerate(hand.order)
        if not p.folded
    }
    return {i: ks for i, ks in slots.items() if ks}


def fill_showdown_unknowns(
    phh: PhhHistory, dealt: DealtCards, hand: Hand, play_until: PlayUntil
) -> tuple[DealtCards, Hand]:
    """Cards for the showdown's unknown cards that give the recorded awards, and the hand played
    with them; when none found in `MAX_TRIALS` replays, the first choice (its stacks then tell)."""
    slots = showdown_unknowns(dealt, hand)
    target = list(phh.finishing_stacks) if phh.finishing_stacks is not None else None
    if not slots or (target is not None and _stacks(hand) == target):
        return dealt, hand
    first: tuple[DealtCards, Hand] | None = None
    for picked in _assignments(phh, dealt, hand, slots):
        trial = dealt.copy()
        for (player, ks), cards in zip(slots.items(), picked, strict=True):
            for k, c in zip(ks, cards, strict=True):
                trial.holes[player][k] = c
        try:
            played, _ = play_until(phh, trial, None)
        except PhhError:
            continue  # down cards change no action before the showdown; checked all the same
        if target is None or _stacks(played) == target:
            return trial, played
        if first is None:
            first = (trial, played)
    return first if first is not None else (dealt, hand)


def _assignments(
    phh: PhhHistory, dealt: DealtCards, hand: Hand, slots: dict[int, list[int]]
) -> Iterator[list[tuple[Card, ...]]]:
    """Up to `MAX_TRIALS` choices of cards for every player's unknown cards, no card twice.

    The first gives each player in turn the best-fitting cards left (weakest, or strongest
    for a winner); the next ones give one player its 2nd, then 3rd… best cards left, the
    others still their best: one valuation per player and try, however many players.
    """
    free = _free(dealt)
    players = list(slots)
    for attempt in range(MAX_TRIALS):
        moved, rank = (
            (None, 0)
            if attempt == 0
            else (players[(attempt - 1) % len(players)], 1 + (attempt - 1) // len(players))
        )
        taken: set[Card] = set()
        picked: list[tuple[Card, ...]] = []
        for player in players:
            left = [c for c in free if c not in taken]
            ranked = _ranked(phh, dealt, hand, player, len(slots[player]), left, _won(phh, hand, player))
            choice = next(islice(ranked, rank if player == moved else 0, None), None)
            if choice is None:
                break
            picked.append(choice)
            taken.update(choice)
        else:
            yield picked


def _stacks(hand: Hand) -> list[int]:
    return [p.stack for p in hand.order]


def _free(dealt: DealtCards) -> list[Card]:
    """Cards neither named by the file nor chosen for another unknown card."""
    used = dealt.named | {c for h in dealt.holes for c in h if c is not None}
    used |= {c for c in dealt.board if c is not None}
    return [c for c in ALL_CARDS if c not in used]


def _won(phh: PhhHistory, hand: Hand, player: int) -> bool:
    """Whether the history's finishing stacks give this player chips from the pot."""
    if phh.finishing_stacks is None:
        return False
    paid = phh.starting_stacks[player] - hand.order[player].committed
    return phh.finishing_stacks[player] > paid


def _ranked(
    phh: PhhHistory, dealt: DealtCards, hand: Hand, player: int, count: int, free: list[Card], strongest: bool
) -> Iterator[tuple[Card, ...]]:
    """`count` cards from `free` for the player's unknown cards, weakest hand first
    (strongest first when `strongest`)."""
    known = [c for c in dealt.holes[player] if c is not None]
    if hand.community is not None:
        known.append(hand.community)
    picks = list(islice(combinations(free, count), MAX_PICKS))
    if not picks or not 5 <= len(known) + count <= 7:  # a hand the evaluators cannot value: as they come
        yield from picks
        return
    rows = np.array([[c.index for c in known] + [c.index for c in pick] for pick in picks], dtype=np.int64)
    values = [EVALUATORS[key].batch(rows) for key in phh.variant.pot_evaluators]
    # Hi/Lo: no qualifying low (-1) before any low, then the lowest high; one pot: the lowest value
    order = np.lexsort(tuple(values))  # the last array is the primary key
    for i in (order[::-1] if strongest else order).tolist():
        yield picks[i]
