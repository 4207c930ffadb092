"""Every card the hero has seen this hand: the dead-card tracker's data.

Built from the hero's censored view only: the hero's own cards, every up card at the
table (folded players' up cards stay in the view after they fold), the community card
and any card shown at the showdown. Folded players' cards are marked: they are dead.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from studdesk.engine.cards import Card, Rank, Suit
from studdesk.engine.views import PlayerView


class Place(Enum):
    """Where a seen card is."""

    MINE = "mine"
    #: face up in front of a player
    BOARD = "board"
    #: a down card turned over at the showdown
    SHOWN = "shown"
    COMMUNITY = "community"


@dataclass(frozen=True, slots=True)
class SeenCard:
    card: Card
    place: Place
    #: the seat holding it (None for the community card)
    seat: int | None
    #: its holder folded: the card is dead
    folded: bool


@dataclass(frozen=True, slots=True)
class SeenCards:
    """The seen cards, in seat order (clockwise from the dealer's left), each seat's in dealing order."""

    viewer: int
    entries: tuple[SeenCard, ...]

    @property
    def cards(self) -> frozenset[Card]:
        return frozenset(e.card for e in self.entries)

    @property
    def folded(self) -> tuple[Card, ...]:
        """Folded players' cards (the hero's own excepted): dead for everyone still in."""
        return tuple(e.card for e in self.entries if e.folded and e.seat != self.viewer)

    @property
    def mine(self) -> tuple[Card, ...]:
        """The hero's cards, with the community card when one was dealt."""
        return tuple(e.card for e in self.entries if e.place in (Place.MINE, Place.COMMUNITY))

    def on_live_boards(self, except_seat: int | None = None) -> tuple[Card, ...]:
        """Cards of players still in (up or shown), other than the hero's and `except_seat`'s."""
        others = (Place.BOARD, Place.SHOWN)
        skip = (self.viewer, except_seat)
        return tuple(
            e.card for e in self.entries if e.place in others and e.seat not in skip and not e.folded
        )

    def by_suit(self) -> dict[Suit, tuple[SeenCard, ...]]:
        """Per suit (clubs first), the seen cards of that suit from the ace down."""
        return {
            suit: tuple(sorted((e for e in self.entries if e.card.suit is suit), key=_rank_down))
            for suit in Suit
        }

    def by_rank(self) -> dict[Rank, tuple[SeenCard, ...]]:
        """Per rank (aces first), the seen cards of that rank, clubs first."""
        return {
            rank: tuple(sorted((e for e in self.entries if e.card.rank is rank), key=lambda e: e.card.suit))
            for rank in sorted(Rank, reverse=True)
        }

    def count(self, rank: Rank | None = None, suit: Suit | None = None, folded_only: bool = False) -> int:
        return sum(
            1
            for e in self.entries
            if (rank is None or e.card.rank is rank)
            and (suit is None or e.card.suit is suit)
            and (e.folded or not folded_only)
        )


def _rank_down(entry: SeenCard) -> int:
    return -entry.card.rank


def seen_cards(view: PlayerView) -> SeenCards:
    """What the viewer has seen so far this hand."""
    entries: list[SeenCard] = []
    for s in view.seats:
        for c, up in zip(s.cards, s.up, strict=True):
            if c is None:
                continue
            place = Place.MINE if s.seat == view.viewer else Place.BOARD if up else Place.SHOWN
            entries.append(SeenCard(c, place, s.seat, s.folded))
    if view.community is not None:
        entries.append(SeenCard(view.community, Place.COMMUNITY, None, False))
    return SeenCards(view.viewer, tuple(entries))
