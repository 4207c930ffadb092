"""The player's own hand in words, for the live read-out under the table.

Runs in the engine thread (it uses the evaluators). Five cards or more are
described by the evaluators themselves; the first streets (three or four
cards) get the made hand so far: "Pair of kings", "Queen high", "7-4-A low draw".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.variants import Variant


def hand_readout(variant: Variant, cards: Sequence[Card]) -> tuple[str, ...]:
    """One line per pot share of the variant ("High: …", "Low: …" in hi/lo)."""
    if not cards:
        return ()
    lines: list[str] = []
    for key in variant.pot_evaluators:
        text = _describe(key, cards)
        if variant.is_split:
            text = ("Low: " if key == "low8" else "High: ") + text
        lines.append(text)
    return tuple(lines)


def _describe(key: str, cards: Sequence[Card]) -> str:
    if len(cards) >= 5:
        evaluator = EVALUATORS[key]
        value = evaluator.value(cards)
        if value is None:
            return "no low (needs five different cards eight or lower)"
        return evaluator.describe(value)
    if key == "high":
        return partial_high(cards)
    return partial_low(cards, qualifier=8 if key == "low8" else None)


def partial_high(cards: Sequence[Card]) -> str:
    counts = Counter(c.rank for c in cards)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    top_rank, top_count = groups[0]
    if top_count == 4:
        return f"Four of a kind, {top_rank.plural}"
    if top_count == 3:
        return f"Three of a kind, {top_rank.plural}"
    if top_count == 2 and len(groups) > 1 and groups[1][1] == 2:
        return f"Two pair, {top_rank.plural} and {groups[1][0].plural}"
    if top_count == 2:
        return f"Pair of {top_rank.plural}"
    return f"{top_rank.word.capitalize()} high"


def _low_symbol(rank: int) -> str:
    return "A" if rank == 1 else Rank(rank).symbol


def partial_low(cards: Sequence[Card], qualifier: int | None) -> str:
    """Distinct low ranks so far, aces low; with `qualifier` only cards that rank or lower."""
    ranks = {1 if c.rank is Rank.ACE else int(c.rank) for c in cards}
    if qualifier is not None:
        ranks = {r for r in ranks if r <= qualifier}
    if not ranks:
        return "no low cards yet"
    shown = "-".join(_low_symbol(r) for r in sorted(ranks, reverse=True))
    return f"{shown} low draw"
