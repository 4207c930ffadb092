"""The player's own hand in words, for the live read-out under the table.

Five cards or more are named by the evaluators themselves; the first streets
(three or four cards) get the made hand so far: "Pair of kings", "Queen high",
"7-4-A low draw". Runs in the engine thread (it uses the evaluators).
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.cards import Card
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import Variant
from studdesk.wording.hands import high_share, low_share, no_qualifying_low, partial_high, partial_low


def hand_readout(variant: Variant, cards: Sequence[Card]) -> tuple[str, ...]:
    """One line per pot share of the variant ("High: …", "Low: …" in hi/lo).

    >>> from studdesk.engine.cards import cards
    >>> from studdesk.engine.variants import VARIANTS
    >>> hand_readout(VARIANTS["stud8"], cards("Ah 2d 7c 7s"))
    ('High: Pair of sevens', 'Low: 7-2-A low draw')
    """
    if not cards:
        return ()
    lines: list[str] = []
    for key in variant.pot_evaluators:
        text = _describe(key, cards)
        if variant.is_split:
            text = low_share(text) if key == "low8" else high_share(text)
        lines.append(text)
    return tuple(lines)


def _describe(key: str, cards: Sequence[Card]) -> str:
    if len(cards) >= 5:
        evaluator = EVALUATORS[key]
        value = evaluator.value(cards)
        if value is None:
            return no_qualifying_low()
        return evaluator.describe(value)
    if key == "high":
        return partial_high(cards)
    return partial_low(cards, qualifier=8 if key == "low8" else None)
