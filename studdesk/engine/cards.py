"""Cards, ranks, suits and the deck (R1.1, R1.5).

A card is one of 52 interned `Card` objects. Each carries a dense `index`
(0..51, rank-major) that the evaluators use for table lookups, so hot loops
never parse or hash card objects.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from studdesk.engine.errors import CardParseError


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return RANK_SYMBOLS[self]

    @property
    def word(self) -> str:
        return RANK_WORDS[self]

    @property
    def plural(self) -> str:
        return "sixes" if self is Rank.SIX else RANK_WORDS[self] + "s"


class Suit(IntEnum):
    """Suit order for the rules that use it (R1.5): clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def symbol(self) -> str:
        return "cdhs"[self]

    @property
    def glyph(self) -> str:
        return "♣♦♥♠"[self]


RANK_SYMBOLS: dict[Rank, str] = dict(zip(Rank, "23456789TJQKA", strict=True))
RANK_WORDS: dict[Rank, str] = dict(
    zip(
        Rank,
        (
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "jack",
            "queen",
            "king",
            "ace",
        ),
        strict=True,
    )
)
_RANK_BY_SYMBOL = {symbol: rank for rank, symbol in RANK_SYMBOLS.items()}
_SUIT_BY_SYMBOL = {suit.symbol: suit for suit in Suit}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card. Use `Card.of` / `card()` / `ALL_CARDS`; instances are interned."""

    rank: Rank
    suit: Suit
    index: int

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        return ALL_CARDS[(rank - 2) * 4 + suit]

    @staticmethod
    def parse(text: str) -> Card:
        """Parse `As`, `Td`, `2c` (case of the suit letter is ignored)."""
        if len(text) != 2:
            raise CardParseError(f"{text!r} is not a card: expected rank and suit, like 'As' or 'Td'")
        rank = _RANK_BY_SYMBOL.get(text[0].upper())
        suit = _SUIT_BY_SYMBOL.get(text[1].lower())
        if rank is None or suit is None:
            raise CardParseError(f"{text!r} is not a card: ranks are 2-9 T J Q K A, suits c d h s")
        return Card.of(rank, suit)

    def __str__(self) -> str:
        return RANK_SYMBOLS[self.rank] + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def name(self) -> str:
        return f"{self.rank.word} of {self.suit.name.lower()}"


ALL_CARDS: tuple[Card, ...] = tuple(Card(rank, suit, (rank - 2) * 4 + suit) for rank in Rank for suit in Suit)


def card(text: str) -> Card:
    """Shorthand for `Card.parse`."""
    return Card.parse(text)


def cards(text: str) -> tuple[Card, ...]:
    """Parse a run of cards, with or without spaces: `"AsKd 7c"` -> three cards."""
    compact = "".join(text.split())
    if len(compact) % 2:
        raise CardParseError(f"{text!r} is not a list of cards: each card is two characters")
    return tuple(Card.parse(compact[i : i + 2]) for i in range(0, len(compact), 2))


def format_cards(items: Iterable[Card]) -> str:
    return " ".join(str(c) for c in items)


def shuffle(items: list[Card], rng: random.Random) -> None:
    """Fisher-Yates shuffle in place, drawing floats from `rng`.

    `random.Random.shuffle` draws each index with a getrandbits loop in Python;
    scaling `rng.random()` (53 bits) is twice as fast and its bias for at most 52
    items is below 2**-47. The shuffle is a fifth of a simulated hand's cost.
    """
    draw = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(draw() * (i + 1))
        items[i], items[j] = items[j], items[i]


class Deck:
    """The cards not yet dealt this hand, in dealing order.

    Shuffled from an injected `random.Random` (R1.1): a seed reproduces the hand.
    Tests stack a deck by passing `order` (the cards to come first, in dealing order).
    """

    __slots__ = ("_cards",)

    def __init__(self, rng: random.Random | None = None, order: Sequence[Card] = ()) -> None:
        stacked = set(order)
        remaining = [c for c in ALL_CARDS if c not in stacked] if stacked else list(ALL_CARDS)
        if rng is not None:
            shuffle(remaining, rng)
        if len(stacked) != len(order):
            raise CardParseError("a stacked deck lists the same card twice")
        # Stored reversed so that dealing is a cheap pop() from the end.
        remaining.reverse()
        self._cards = [*remaining, *reversed(order)] if order else remaining

    def __len__(self) -> int:
        return len(self._cards)

    def deal(self) -> Card:
        return self._cards.pop()

    def peek_order(self) -> tuple[Card, ...]:
        """The undealt cards in the order they will come (for saves and tests)."""
        return tuple(reversed(self._cards))
