"""The player's own hand in words, for the live read-out under the table.

Five cards or more are named as the evaluators rank them; the first streets
(three or four cards) get the made hand so far: "Pair of kings", "Queen high",
"7-4-A low draw". In Stud Hi/Lo a low that has not come yet is shown as the
draw it still is while enough cards are to come ("8-6-3 low draw" on 5th
street), and as "No low" only once it cannot come any more. Runs in the engine
thread (it uses the evaluators).
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.cards import Card
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import Variant
from studdesk.wording.hands import (
    hand_name,
    high_share,
    low_draw,
    low_ranks_so_far,
    low_share,
    no_low,
    partial_high,
    partial_low,
)

#: cards in an eight-or-better low
LOW_CARDS = 5


def hand_readout(variant: Variant, cards: Sequence[Card]) -> tuple[str, ...]:
    """One line per pot share of the variant ("High: …", "Low: …" in hi/lo).

    >>> from studdesk.engine.cards import cards
    >>> from studdesk.engine.variants import VARIANTS
    >>> hand_readout(VARIANTS["stud8"], cards("Ah 2d 7c 7s"))
    ('High: Pair of sevens', 'Low: 7-2-A low draw')
    >>> hand_readout(VARIANTS["stud8"], cards("8h 6d 3c Ks Kd"))  # two cards to come
    ('High: Pair of kings', 'Low: 8-6-3 low draw')
    >>> hand_readout(VARIANTS["stud8"], cards("8h 6d 3c Ks Kd Qh Jc"))
    ('High: Pair of kings', 'Low: No low')
    """
    if not cards:
        return ()
    to_come = max(0, variant.cards_per_player - len(cards))
    lines: list[str] = []
    for key in variant.pot_evaluators:
        text = _describe(key, cards, to_come)
        if variant.is_split:
            text = low_share(text) if key == "low8" else high_share(text)
        lines.append(text)
    return tuple(lines)


def _describe(key: str, cards: Sequence[Card], to_come: int) -> str:
    if len(cards) >= LOW_CARDS:
        value = EVALUATORS[key].value(cards)
        if value is not None:
            return hand_name(key, value)
        ranks = low_ranks_so_far(cards, qualifier=8)  # only "low8" can have no value
        return low_draw(ranks) if ranks and len(ranks) + to_come >= LOW_CARDS else no_low()
    if key == "high":
        return partial_high(cards)
    return partial_low(cards, qualifier=8 if key == "low8" else None)
