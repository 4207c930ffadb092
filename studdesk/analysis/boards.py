"""What an opponent's board can still make, given every card the hero has seen.

"three to a flush, 5 hearts live"; "could have trip kings: 1 king live". The board's up
cards are a player's held cards with its down cards and the cards to come unknown; the
hero's own cards, the other boards and the folded cards are out of its reach.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.analysis.outs import Draw, DrawKind, find_draws
from studdesk.analysis.seen import SeenCards, seen_cards
from studdesk.engine.cards import Card
from studdesk.engine.variants import VARIANTS
from studdesk.engine.views import PlayerView

#: what a board threatens (two pair from a pair showing is too common to be worth a line)
THREATS = (
    DrawKind.QUADS,
    DrawKind.FULL_HOUSE,
    DrawKind.FLUSH,
    DrawKind.STRAIGHT,
    DrawKind.TRIPS,
    DrawKind.LOW,
    DrawKind.BETTER_LOW,
)


@dataclass(frozen=True, slots=True)
class BoardReading:
    seat: int
    name: str
    up_cards: tuple[Card, ...]
    #: cards the hero cannot see: down cards now
    hidden: int
    #: cards still to come to this player
    to_come: int
    folded: bool
    #: the hands the board could still make or hold, strongest first (impossible ones too, marked)
    threats: tuple[Draw, ...]


def read_board(view: PlayerView, seat: int, seen: SeenCards | None = None) -> BoardReading:
    """What the player in `seat` may hold or make, as the viewer can tell."""
    seen = seen if seen is not None else seen_cards(view)
    variant = VARIANTS[view.variant_key]
    s = view.seat(seat)
    community = (view.community,) if view.community is not None else ()
    board = s.known_cards + community if seat != view.viewer else s.up_cards + community
    unknown = variant.cards_per_player - len(board)
    hidden = sum(c is None for c in s.cards)
    to_come = max(0, unknown - hidden) if not view.is_over and not s.folded else 0
    elsewhere = (*seen.mine, *seen.on_live_boards(except_seat=seat))
    draws = find_draws(variant, board, unknown, seen.folded, [c for c in elsewhere if c not in board])
    threats = tuple(sorted((d for d in draws if d.kind in THREATS), key=lambda d: THREATS.index(d.kind)))
    return BoardReading(seat, s.name, s.up_cards, hidden, to_come, s.folded, threats)


def read_boards(view: PlayerView) -> tuple[BoardReading, ...]:
    """Every live opponent's board, in seat order."""
    seen = seen_cards(view)
    return tuple(read_board(view, s.seat, seen) for s in view.seats if s.seat != view.viewer and not s.folded)
