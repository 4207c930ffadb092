"""Cards and hands in words: "10♥", "Pair of kings", "7-4-A low draw", "Low: 8-6-4-2-A".

The made hand of five cards or more is named by the evaluators
(`Evaluator.describe`); the first streets (three or four cards) are named here.

>>> from studdesk.engine.cards import cards
>>> partial_high(cards("Kh Kd 7c"))
'Pair of kings'
>>> partial_low(cards("7h 4d Ac Kd"), qualifier=8)
'7-4-A low draw'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from studdesk.engine.cards import Card, Rank
from studdesk.wording import translate


def card_text(card: Card) -> str:
    """A card as the log writes it: rank then suit glyph, "10" for a ten."""
    rank = "10" if card.rank.symbol == "T" else card.rank.symbol
    return f"{rank}{card.suit.glyph}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def partial_high(cards: Sequence[Card]) -> str:
    """The best high hand so far in fewer than five cards."""
    counts = Counter(c.rank for c in cards)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    top_rank, top_count = groups[0]
    if top_count == 4:
        return translate("Hands", "Four of a kind, {rank}").format(rank=top_rank.plural)
    if top_count == 3:
        return translate("Hands", "Three of a kind, {rank}").format(rank=top_rank.plural)
    if top_count == 2 and len(groups) > 1 and groups[1][1] == 2:
        return translate("Hands", "Two pair, {high} and {low}").format(
            high=top_rank.plural, low=groups[1][0].plural
        )
    if top_count == 2:
        return translate("Hands", "Pair of {rank}").format(rank=top_rank.plural)
    return translate("Hands", "{rank} high").format(rank=top_rank.word.capitalize())


def partial_low(cards: Sequence[Card], qualifier: int | None) -> str:
    """Distinct low ranks so far, aces low; with `qualifier` only cards that rank or lower."""
    ranks = {1 if c.rank is Rank.ACE else int(c.rank) for c in cards}
    if qualifier is not None:
        ranks = {r for r in ranks if r <= qualifier}
    if not ranks:
        return translate("Hands", "no low cards yet")
    shown = "-".join("A" if r == 1 else Rank(r).symbol for r in sorted(ranks, reverse=True))
    return translate("Hands", "{cards} low draw").format(cards=shown)


def no_qualifying_low() -> str:
    return translate("Hands", "no low (needs five different cards eight or lower)")


def high_share(text: str) -> str:
    """A hand for the high half of a split pot."""
    return translate("Hands", "High: {hand}").format(hand=text)


def low_share(text: str) -> str:
    """A hand for the low half of a split pot."""
    return translate("Hands", "Low: {hand}").format(hand=text)


def showdown_label(high: str | None, low: str | None, split: bool) -> str:
    """The hand name shown next to a seat at the showdown (two lines in a split game)."""
    if not split:
        return high or low or ""
    low_line = low_share(low) if low else translate("Hands", "No low")
    return f"{high_share(high or '')}\n{low_line}"
