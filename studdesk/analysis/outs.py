"""Draws and their live outs: which cards would make a hand better, and where they are.

One finder serves the hero ("Flush: 6 of 9 spades live, 3 folded") and an opponent's
board ("three to a flush, 5 hearts live"): given the cards a player holds and how many
it will still get unseen, it lists each draw to a better hand with the cards that help,
split into live ones, folded (dead) ones and ones seen elsewhere (in another live hand).
Draws to a hand no better than the one already made are left out; draws needing more
than two more helping cards are noise at the table and left out too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from studdesk.analysis.seen import SeenCards, seen_cards
from studdesk.engine.cards import ALL_CARDS, Card, Rank, Suit
from studdesk.engine.evaluation import HIGH, high_category
from studdesk.engine.evaluation.high import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    STRAIGHT,
    THREE_OF_A_KIND,
    TWO_PAIR,
)
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.engine.views import PlayerView

#: draws needing more helping cards than this are not listed
MAX_NEEDED = 2
#: the low ranks (ace low) of an eight-or-better low (R4.3)
LOW_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT)


class DrawKind(Enum):
    """What the draw makes (high categories weakest first, then the low ones)."""

    TWO_PAIR = "two pair"
    TRIPS = "trips"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full house"
    QUADS = "quads"
    LOW = "low"
    BETTER_LOW = "better low"


_CATEGORY = {
    DrawKind.TWO_PAIR: TWO_PAIR,
    DrawKind.TRIPS: THREE_OF_A_KIND,
    DrawKind.STRAIGHT: STRAIGHT,
    DrawKind.FLUSH: FLUSH,
    DrawKind.FULL_HOUSE: FULL_HOUSE,
    DrawKind.QUADS: FOUR_OF_A_KIND,
}


@dataclass(frozen=True, slots=True)
class Draw:
    kind: DrawKind
    #: helping cards still needed (1: any live one of them makes it)
    needed: int
    #: the ranks that help (high card first); empty for a flush
    ranks: tuple[Rank, ...]
    suit: Suit | None
    live: tuple[Card, ...]
    folded: tuple[Card, ...]
    #: helping cards seen in another live hand (a board, or the hero's hand)
    elsewhere: tuple[Card, ...]
    #: whether enough helping cards are live to complete it
    possible: bool

    @property
    def total(self) -> int:
        return len(self.live) + len(self.folded) + len(self.elsewhere)


def find_draws(
    variant: Variant,
    held: Sequence[Card],
    to_get: int,
    folded: Collection[Card],
    elsewhere: Collection[Card],
) -> tuple[Draw, ...]:
    """The draws of a player holding `held` who will get `to_get` more cards unseen.

    `folded` and `elsewhere` sort the helping cards; every other helping card is live.
    """
    if to_get <= 0:
        return ()
    sorter = _Sorter(frozenset(held), frozenset(folded), frozenset(elsewhere))
    draws: list[Draw] = []
    if "high" in variant.pot_evaluators:
        made = _made_category(held)
        draws.extend(d for d in _high_draws(held, to_get, sorter) if _CATEGORY[d.kind] > made)
    if variant.pot_evaluators[-1] in ("low8", "razz"):
        draws.extend(_low_draws(held, to_get, sorter))
    return tuple(draws)


def hero_draws(view: PlayerView, seen: SeenCards | None = None) -> tuple[Draw, ...]:
    """The hero's draws, with every card the hero has seen sorted out of the live ones."""
    seen = seen if seen is not None else seen_cards(view)
    variant = VARIANTS[view.variant_key]
    mine = seen.mine
    return find_draws(variant, mine, variant.cards_per_player - len(mine), seen.folded, seen.on_live_boards())


# ----------------------------------------------------------------------------- high draws


@dataclass(frozen=True, slots=True)
class _Sorter:
    held: frozenset[Card]
    folded: frozenset[Card]
    elsewhere: frozenset[Card]

    def draw(self, kind: DrawKind, needed: int, helping: Sequence[Card], suit: Suit | None = None) -> Draw:
        cards = [c for c in helping if c not in self.held]
        ranks = tuple(sorted({c.rank for c in cards}, reverse=True)) if suit is None else ()
        live = tuple(c for c in cards if c not in self.folded and c not in self.elsewhere)
        # a flush takes any cards of its suit; the other draws need different ranks
        enough = len(live) if suit is not None else len({c.rank for c in live})
        return Draw(
            kind,
            needed,
            ranks,
            suit,
            live=live,
            folded=tuple(c for c in cards if c in self.folded),
            elsewhere=tuple(c for c in cards if c in self.elsewhere and c not in self.folded),
            possible=enough >= needed,
        )


def _of_rank(*ranks: Rank) -> list[Card]:
    return [c for c in ALL_CARDS if c.rank in ranks]


def _made_category(held: Sequence[Card]) -> int:
    if len(held) >= 5:
        return high_category(HIGH.value(held))
    counts = sorted(Counter(c.rank for c in held).values(), reverse=True) or [0]
    if counts[0] >= 4:
        return FOUR_OF_A_KIND
    if counts[0] == 3:
        return FULL_HOUSE if len(counts) > 1 and counts[1] >= 2 else THREE_OF_A_KIND
    if counts[0] == 2:
        return TWO_PAIR if len(counts) > 1 and counts[1] == 2 else PAIR
    return HIGH_CARD


def _high_draws(held: Sequence[Card], to_get: int, sorter: _Sorter) -> list[Draw]:
    counts = Counter(c.rank for c in held)
    by_size: dict[int, list[Rank]] = {}
    for rank, n in sorted(counts.items(), reverse=True):
        by_size.setdefault(n, []).append(rank)
    singles, pairs, trips = by_size.get(1, []), by_size.get(2, []), by_size.get(3, []) + by_size.get(4, [])
    out: list[Draw] = []
    for rank in by_size.get(3, []):
        out.append(sorter.draw(DrawKind.QUADS, 1, _of_rank(rank)))
    if trips and (singles or pairs):
        out.append(sorter.draw(DrawKind.FULL_HOUSE, 1, _of_rank(*singles, *pairs)))
    elif len(pairs) >= 2:
        out.append(sorter.draw(DrawKind.FULL_HOUSE, 1, _of_rank(*pairs)))
    elif len(pairs) == 1:
        out.append(sorter.draw(DrawKind.TRIPS, 1, _of_rank(pairs[0])))
        if singles:
            out.append(sorter.draw(DrawKind.TWO_PAIR, 1, _of_rank(*singles)))
    suits = Counter(c.suit for c in held)
    for suit, n in sorted(suits.items()):
        if 3 <= n < 5 and 5 - n <= to_get:
            out.append(sorter.draw(DrawKind.FLUSH, 5 - n, [c for c in ALL_CARDS if c.suit is suit], suit))
    straight = _straight_draw(held, to_get, sorter)
    if straight is not None:
        out.append(straight)
    return out


#: the ten straights as rank windows, the wheel first (the ace plays low there, R4.2)
_WINDOWS: tuple[tuple[Rank, ...], ...] = (
    (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE),
    *(tuple(Rank(r) for r in range(low, low + 5)) for low in range(2, 11)),
)


def _straight_draw(held: Sequence[Card], to_get: int, sorter: _Sorter) -> Draw | None:
    """The closest straight draw: the ranks that complete one (needing 1), else the ranks of
    the windows that need two more (three to a straight)."""
    have = {c.rank for c in held}
    gaps = [tuple(r for r in w if r not in have) for w in _WINDOWS]
    if any(not gap for gap in gaps):
        return None  # a straight is made
    for needed in (1, MAX_NEEDED):
        if needed > to_get:
            return None
        windows = [gap for gap in gaps if len(gap) == needed]
        if windows:
            draw = sorter.draw(DrawKind.STRAIGHT, needed, _of_rank(*{r for gap in windows for r in gap}))
            # two cards to come must fill one window: possible only when some window's ranks are live
            live_ranks = {c.rank for c in draw.live}
            return replace(draw, possible=any(set(gap) <= live_ranks for gap in windows))
    return None


# ----------------------------------------------------------------------------- low draws


def _low_draws(held: Sequence[Card], to_get: int, sorter: _Sorter) -> list[Draw]:
    """Five different low ranks (A-8) make a low: the draw to one, or to a better one."""
    have = {c.rank for c in held if c.rank in LOW_RANKS}
    missing = [r for r in LOW_RANKS if r not in have]
    if len(have) >= 5:
        ordered = [r for r in LOW_RANKS if r in have][:5]  # the best five low ranks held
        better = [r for r in missing if LOW_RANKS.index(r) < LOW_RANKS.index(ordered[-1])]
        return [sorter.draw(DrawKind.BETTER_LOW, 1, _of_rank(*better))] if better else []
    needed = 5 - len(have)
    if needed > min(to_get, MAX_NEEDED):
        return []
    return [sorter.draw(DrawKind.LOW, needed, _of_rank(*missing))]
