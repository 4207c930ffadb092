"""Cards and hands in words, in one style for every screen: "10♥", "King high", "8-6-4-2-A low".

One style everywhere (the table, the read-out under it, the dealer's log):
a ten is "10" (as on the card faces), a high card hand is "King high" (like
"Flush, ace high"), a low lists its ranks from the top with an ace as "A".
Hands are named here from the evaluators' values (their encodings are
documented in `engine.evaluation`), not from the engine's own English, so a
translation reaches every hand name. The first streets (three or four cards)
are named as what they make so far.

>>> from studdesk.engine.cards import cards
>>> partial_high(cards("Kh Kd 7c"))
'Pair of kings'
>>> partial_high(cards("Th 8d 7c"))
'10 high'
>>> partial_low(cards("7h 4d Ac Kd"), qualifier=8)
'7-4-A low draw'
>>> best_hand("high", cards("Kh Kd 7c 7s 2d Ah 9c"))
'Two pair, kings and sevens'
>>> best_hand("razz", cards("Th 4h 4c 2s Ad"))
'Pair of fours, 10-2-A low'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from studdesk.engine.cards import Card, Rank
from studdesk.engine.evaluation import EVALUATORS
from studdesk.engine.evaluation.high import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
)
from studdesk.engine.evaluation.low import LOW_TOP
from studdesk.engine.evaluation.razz import FULL_HOUSE as RAZZ_FULL_HOUSE
from studdesk.engine.evaluation.razz import NO_PAIR, ONE_PAIR, QUADS, RAZZ_TOP, TRIPS
from studdesk.engine.evaluation.razz import TWO_PAIR as RAZZ_TWO_PAIR
from studdesk.wording import per_language, translate

# ------------------------------------------------------------------ ranks and cards


def rank_symbol(rank: int) -> str:
    """A rank as on the card faces: 2-9, "10", J, Q, K, A (1 or 14 is the ace)."""
    if rank in (1, 14):
        return "A"
    return "10" if rank == 10 else Rank(rank).symbol


def card_text(card: Card) -> str:
    """A card as the log writes it: rank then suit glyph, "10♥" for a ten."""
    return f"{rank_symbol(card.rank)}{card.suit.glyph}"


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


# Each use of a rank's name has its own words, so that a language with cases can decline them
# (Russian: "Пара королей", "Фул-хаус, короли и семёрки", "Стрит до короля", "Старшая карта: король").


@per_language
def rank_word(rank: int) -> str:
    """A rank on its own: "queen" in "no queen", "every other queen is seen" (1 or 14: "ace")."""
    words = {
        2: translate("Ranks", "two", "on its own: no two"),
        3: translate("Ranks", "three", "on its own: no three"),
        4: translate("Ranks", "four", "on its own: no four"),
        5: translate("Ranks", "five", "on its own: no five"),
        6: translate("Ranks", "six", "on its own: no six"),
        7: translate("Ranks", "seven", "on its own: no seven"),
        8: translate("Ranks", "eight", "on its own: no eight"),
        9: translate("Ranks", "nine", "on its own: no nine"),
        10: translate("Ranks", "ten", "on its own: no ten"),
        11: translate("Ranks", "jack", "on its own: no jack"),
        12: translate("Ranks", "queen", "on its own: no queen"),
        13: translate("Ranks", "king", "on its own: no king"),
        14: translate("Ranks", "ace", "on its own: no ace"),
    }
    return words[14 if rank == 1 else rank]


@per_language
def high_card_word(rank: int) -> str:
    """A rank heading a high-card hand: "King" in "King high", "10" in "10 high" (1 or 14 is the ace)."""
    words = {
        2: translate("Ranks", "Two", "high card: Two high"),
        3: translate("Ranks", "Three", "high card: Three high"),
        4: translate("Ranks", "Four", "high card: Four high"),
        5: translate("Ranks", "Five", "high card: Five high"),
        6: translate("Ranks", "Six", "high card: Six high"),
        7: translate("Ranks", "Seven", "high card: Seven high"),
        8: translate("Ranks", "Eight", "high card: Eight high"),
        9: translate("Ranks", "Nine", "high card: Nine high"),
        10: translate("Ranks", "10", "high card: 10 high"),
        11: translate("Ranks", "Jack", "high card: Jack high"),
        12: translate("Ranks", "Queen", "high card: Queen high"),
        13: translate("Ranks", "King", "high card: King high"),
        14: translate("Ranks", "Ace", "high card: Ace high"),
    }
    return words[14 if rank == 1 else rank]


@per_language
def top_card_word(rank: int) -> str:
    """The top card of a straight or flush: "king" in "Straight, king high", "10" for a ten."""
    words = {
        5: translate("Ranks", "five", "top of a straight or flush: Straight, five high"),
        6: translate("Ranks", "six", "top of a straight or flush: Straight, six high"),
        7: translate("Ranks", "seven", "top of a straight or flush: Flush, seven high"),
        8: translate("Ranks", "eight", "top of a straight or flush: Straight, eight high"),
        9: translate("Ranks", "nine", "top of a straight or flush: Straight, nine high"),
        10: translate("Ranks", "10", "top of a straight or flush: Straight, 10 high"),
        11: translate("Ranks", "jack", "top of a straight or flush: Straight, jack high"),
        12: translate("Ranks", "queen", "top of a straight or flush: Straight, queen high"),
        13: translate("Ranks", "king", "top of a straight or flush: Straight, king high"),
        14: translate("Ranks", "ace", "top of a straight or flush: Straight, ace high"),
    }
    return words[14 if rank == 1 else rank]


@per_language
def rank_plural(rank: int) -> str:
    """Ranks named in a list: "kings" and "sevens" in "Full house, kings over sevens" (1 or 14: "aces")."""
    words = {
        2: translate("Ranks", "twos", "a list: Two pair, kings and twos"),
        3: translate("Ranks", "threes", "a list: Two pair, kings and threes"),
        4: translate("Ranks", "fours", "a list: Two pair, kings and fours"),
        5: translate("Ranks", "fives", "a list: Two pair, kings and fives"),
        6: translate("Ranks", "sixes", "a list: Two pair, kings and sixes"),
        7: translate("Ranks", "sevens", "a list: Two pair, kings and sevens"),
        8: translate("Ranks", "eights", "a list: Two pair, kings and eights"),
        9: translate("Ranks", "nines", "a list: Two pair, kings and nines"),
        10: translate("Ranks", "tens", "a list: Two pair, kings and tens"),
        11: translate("Ranks", "jacks", "a list: Two pair, kings and jacks"),
        12: translate("Ranks", "queens", "a list: Two pair, kings and queens"),
        13: translate("Ranks", "kings", "a list: Full house, kings over sevens"),
        14: translate("Ranks", "aces", "a list: Two pair, aces and kings"),
    }
    return words[14 if rank == 1 else rank]


@per_language
def rank_plural_of(rank: int) -> str:
    """Ranks after "of": "kings" in "Pair of kings", "Three of a kind, kings" (1 or 14: "aces")."""
    words = {
        2: translate("Ranks", "twos", "of: Pair of twos"),
        3: translate("Ranks", "threes", "of: Pair of threes"),
        4: translate("Ranks", "fours", "of: Pair of fours"),
        5: translate("Ranks", "fives", "of: Pair of fives"),
        6: translate("Ranks", "sixes", "of: Pair of sixes"),
        7: translate("Ranks", "sevens", "of: Pair of sevens"),
        8: translate("Ranks", "eights", "of: Pair of eights"),
        9: translate("Ranks", "nines", "of: Pair of nines"),
        10: translate("Ranks", "tens", "of: Pair of tens"),
        11: translate("Ranks", "jacks", "of: Pair of jacks"),
        12: translate("Ranks", "queens", "of: Pair of queens"),
        13: translate("Ranks", "kings", "of: Pair of kings"),
        14: translate("Ranks", "aces", "of: Pair of aces"),
    }
    return words[14 if rank == 1 else rank]


def _high_card(rank: int) -> str:
    return translate("Hands", "{rank} high").format(rank=high_card_word(rank))


def _low_ranks(ranks: Sequence[int]) -> str:
    return "-".join(rank_symbol(r) for r in ranks)


# ------------------------------------------------------------------ made hands (five cards or more)


def _nibbles(code: int) -> list[int]:
    """The five 4-bit rank slots of an evaluator value, most significant first."""
    return [(code >> (16 - 4 * i)) & 0xF for i in range(5)]


def high_hand(value: int) -> str:
    """A high value (`engine.evaluation.high` encoding): 'Full house, kings over sevens'."""
    category = value >> 20
    r = _nibbles(value)
    if category == STRAIGHT_FLUSH:
        return translate("Hands", "Straight flush, {rank} high").format(rank=top_card_word(r[0]))
    if category == FOUR_OF_A_KIND:
        return translate("Hands", "Four of a kind, {rank}").format(rank=rank_plural_of(r[0]))
    if category == FULL_HOUSE:
        return translate("Hands", "Full house, {trips} over {pair}").format(
            trips=rank_plural(r[0]), pair=rank_plural(r[1])
        )
    if category == FLUSH:
        return translate("Hands", "Flush, {rank} high").format(rank=top_card_word(r[0]))
    if category == STRAIGHT:
        return translate("Hands", "Straight, {rank} high").format(rank=top_card_word(r[0]))
    if category == THREE_OF_A_KIND:
        return translate("Hands", "Three of a kind, {rank}").format(rank=rank_plural_of(r[0]))
    if category == TWO_PAIR:
        return translate("Hands", "Two pair, {high} and {low}").format(
            high=rank_plural(r[0]), low=rank_plural(r[1])
        )
    if category == PAIR:
        return translate("Hands", "Pair of {rank}").format(rank=rank_plural_of(r[0]))
    return _high_card(r[0])


def low8_hand(value: int) -> str:
    """An eight-or-better low value: '8-6-4-2-A low'."""
    return translate("Hands", "{ranks} low").format(ranks=_low_ranks(_nibbles(LOW_TOP - value)))


def razz_hand(value: int) -> str:
    """A razz value: '7-5-4-2-A low', 'Pair of fours, 8-6-3 low', 'Two pair, fours and aces'."""
    code = RAZZ_TOP - value
    badness = code >> 20
    g = _nibbles(code)
    if badness == NO_PAIR:
        return translate("Hands", "{ranks} low").format(ranks=_low_ranks(g))
    if badness == ONE_PAIR:
        return translate("Hands", "Pair of {rank}, {ranks} low").format(
            rank=rank_plural_of(g[0]), ranks=_low_ranks(g[1:4])
        )
    if badness == RAZZ_TWO_PAIR:
        return translate("Hands", "Two pair, {high} and {low}").format(
            high=rank_plural(g[0]), low=rank_plural(g[1])
        )
    if badness == TRIPS:
        return translate("Hands", "Three of a kind, {rank}").format(rank=rank_plural_of(g[0]))
    if badness == RAZZ_FULL_HOUSE:
        return translate("Hands", "Full house, {trips} over {pair}").format(
            trips=rank_plural(g[0]), pair=rank_plural(g[1])
        )
    assert badness == QUADS, f"{value} is not a razz value"
    return translate("Hands", "Four of a kind, {rank}").format(rank=rank_plural_of(g[0]))


def hand_name(key: str, value: int) -> str:
    """A value of the evaluator `key` ("high", "low8", "razz") in words."""
    if key == "high":
        return high_hand(value)
    if key == "low8":
        return low8_hand(value)
    return razz_hand(value)


def best_hand(key: str, cards: Sequence[Card]) -> str | None:
    """The best hand of five or more cards for evaluator `key`; None without a qualifying low."""
    value = EVALUATORS[key].value(cards)
    return None if value is None else hand_name(key, value)


# ------------------------------------------------------------------ the first streets


def partial_high(cards: Sequence[Card]) -> str:
    """The best high hand so far in fewer than five cards."""
    counts = Counter(c.rank for c in cards)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    top_rank, top_count = groups[0]
    if top_count == 4:
        return translate("Hands", "Four of a kind, {rank}").format(rank=rank_plural_of(top_rank))
    if top_count == 3:
        return translate("Hands", "Three of a kind, {rank}").format(rank=rank_plural_of(top_rank))
    if top_count == 2 and len(groups) > 1 and groups[1][1] == 2:
        return translate("Hands", "Two pair, {high} and {low}").format(
            high=rank_plural(top_rank), low=rank_plural(groups[1][0])
        )
    if top_count == 2:
        return translate("Hands", "Pair of {rank}").format(rank=rank_plural_of(top_rank))
    return _high_card(top_rank)


def low_ranks_so_far(cards: Sequence[Card], qualifier: int | None) -> list[int]:
    """Distinct low ranks (ace = 1), highest first; with `qualifier` only that rank or lower."""
    ranks = {1 if c.rank is Rank.ACE else int(c.rank) for c in cards}
    if qualifier is not None:
        ranks = {r for r in ranks if r <= qualifier}
    return sorted(ranks, reverse=True)


def partial_low(cards: Sequence[Card], qualifier: int | None) -> str:
    """Distinct low ranks so far, aces low; with `qualifier` only cards that rank or lower."""
    ranks = low_ranks_so_far(cards, qualifier)
    if not ranks:
        return translate("Hands", "no low cards yet")
    return low_draw(ranks)


def low_draw(ranks: Sequence[int]) -> str:
    """A low still being drawn to: '8-6-3 low draw' (ranks highest first, ace = 1)."""
    return translate("Hands", "{ranks} low draw").format(ranks=_low_ranks(ranks))


def no_low() -> str:
    """Hi/Lo: no qualifying low, and none can come any more."""
    return translate("Hands", "No low")


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


def shown_hands(
    variant_key: str, cards: Sequence[Card], high: str | None, low: str | None
) -> tuple[str | None, str | None]:
    """The names of a hand turned up at the showdown, in this module's style.

    `high` and `low` are what the engine found (None: no such hand, e.g. no
    qualifying low); the names are made again from `cards` (every card the seat
    plays, the community card included), falling back to the engine's words
    when there are fewer than five cards to name.
    """
    if len(cards) < 5:
        return high, low
    if variant_key == "razz":  # the one hand of razz comes as the "high" one: it takes the pot
        return (best_hand("razz", cards) if high is not None else None), None
    named_high = best_hand("high", cards) if high is not None else None
    named_low = best_hand("low8", cards) if low is not None else None
    return named_high, named_low


def awarded_hand(
    variant_key: str, low_half: bool, cards: Sequence[Card] | None, engine_words: str | None
) -> str | None:
    """The hand a pot (or half of one) was won with, named from its five winning cards."""
    if cards is None or len(cards) < 5 or engine_words is None:
        return engine_words
    if variant_key == "razz":
        return best_hand("razz", cards)
    return best_hand("low8" if low_half else "high", cards)
