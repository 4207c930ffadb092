"""What a screen reader says for the table: the pot, the street and the player's own cards;
each seat and each card as the player reaches them (`ui.table_reader`).

>>> from studdesk.engine.cards import card
>>> card_spoken(card("Td"))
'ten of diamonds'
>>> table_spoken("5th street", 36, [(card("Td"), False), (card("6c"), True)])
'5th street. Pot 36. Your cards: ten of diamonds (down), six of clubs.'
>>> table_spoken("", 0, [])
'Waiting for the next hand.'
>>> seat_spoken("Bob", 1480, "", you=False, folded=False, to_act=True, action="Calls 20")
'Bob, 1,480 chips, Calls 20, to act'
>>> card_at_seat_spoken(None, up=False), card_at_seat_spoken(card("Td"), up=False)
('face down', 'ten of diamonds (down)')
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.engine.cards import Card, Suit
from studdesk.wording import thousands, translate
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
    parts.append(pot_spoken(pot))
    if your_cards:
        named = [card_at_seat_spoken(c, up) for c, up in your_cards]
        parts.append(translate("Speech", "Your cards: {cards}.").format(cards=", ".join(named)))
    return " ".join(parts)


def key_spoken(key: str) -> str:
    """An action button's description: the key that presses it."""
    return translate("Speech", "Key {key}").format(key=key)


def pot_spoken(pot: int) -> str:
    return translate("Speech", "Pot {chips}.").format(chips=chips_text(pot))


def seat_spoken(
    name: str, chips: int, stack_text: str, *, you: bool, folded: bool, to_act: bool, action: str
) -> str:
    """A seat: who, their chips (or `stack_text`, "All in", with none left), what they did last."""
    parts = [translate("Speech", "Your seat") if you else name]
    if chips > 0:
        parts.append(translate("Speech", "{chips} chip(s)", None, chips).format(chips=thousands(chips)))
    else:
        parts.append(stack_text)
    if folded:
        parts.append(translate("Speech", "folded"))
    elif action:
        parts.append(action)
    if to_act:
        parts.append(translate("Speech", "to act"))
    return ", ".join(parts)


def card_at_seat_spoken(card: Card | None, up: bool) -> str:
    """A card on the table: its face, "(down)" for a down card seen, or "face down" unseen."""
    if card is None:
        return translate("Speech", "face down")
    if up:
        return card_spoken(card)
    return translate("Speech", "{card} (down)").format(card=card_spoken(card))


def card_place_spoken(owner: str, number: int, count: int, you: bool = False) -> str:
    """A card's description: whose it is and where in the row ("Bob: card 2 of 5")."""
    if you:
        return translate("Speech", "Your card {number} of {count}").format(number=number, count=count)
    return translate("Speech", "{owner}: card {number} of {count}").format(
        owner=owner, number=number, count=count
    )


def seat_keys_spoken() -> str:
    """A seat's description: how to reach its cards and the other seats."""
    return translate("Speech", "Left and Right arrows: the cards; Up and Down: the other seats")
