"""What a screen reader says for the table: the pot, the street and the player's own cards.

>>> from studdesk.engine.cards import card
>>> card_spoken(card("Td"))
'ten of diamonds'
>>> table_spoken("5th street", 36, [(card("Td"), False), (card("6c"), True)])
'5th street. Pot 36. Your cards: ten of diamonds (down), six of clubs.'
>>> table_spoken("", 0, [])
'Waiting for the next hand.'
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.cards import Card, Suit
from studdesk.wording import translate
from studdesk.wording.hands import rank_word
from studdesk.wording.table import chips_text


def suit_word(suit: Suit) -> str:
    words = {
        Suit.CLUBS: translate("Speech", "clubs"),
        Suit.DIAMONDS: translate("Speech", "diamonds"),
        Suit.HEARTS: translate("Speech", "hearts"),
        Suit.SPADES: translate("Speech", "spades"),
    }
    return words[suit]


def card_spoken(card: Card) -> str:
    """ "ten of diamonds": a screen reader reads "10♦" as symbols."""
    return translate("Speech", "{rank} of {suit}").format(
        rank=rank_word(card.rank), suit=suit_word(card.suit)
    )


def table_spoken(street: str, pot: int, your_cards: Sequence[tuple[Card, bool]]) -> str:
    """The table in a sentence or three; `your_cards` are (card, seen by everyone)."""
    if not street and not your_cards:
        return translate("Speech", "Waiting for the next hand.")
    parts = []
    if street:
        parts.append(translate("Speech", "{street}.").format(street=street))
    parts.append(translate("Speech", "Pot {chips}.").format(chips=chips_text(pot)))
    if your_cards:
        named = [
            card_spoken(c) if up else translate("Speech", "{card} (down)").format(card=card_spoken(c))
            for c, up in your_cards
        ]
        parts.append(translate("Speech", "Your cards: {cards}.").format(cards=", ".join(named)))
    return " ".join(parts)


def key_spoken(key: str) -> str:
    """An action button's description: the key that presses it."""
    return translate("Speech", "Key {key}").format(key=key)
