"""Ranking the hands showing, on up cards only (R3.6, docs/rules.md §5).

High (Seven Card Stud, Stud Hi/Lo, Five Card Stud): four of a kind > three of a kind >
two pair > pair > high cards; kickers are compared by rank; straights and flushes never
count and suits never break ties (the caller breaks ties by position).

Low (Razz, "best low showing acts first"): A-5 low on the up cards, ace low, pairs bad
(no pair < pair < two pair < trips < quads in badness), kickers from the highest down.

Values are ints, higher is better. They are built from the rank groups, bigger groups
first and higher ranks first within a size, in 4-bit slots left aligned behind the
category, so hands with different numbers of up cards compare the way a player reads
them: category first, then rank by rank, and a missing kicker counts below any card
(K-K beats Q-Q-A; K-K-5 beats K-K). Only a handful of up cards (at most four in stud)
are expected, but any number up to seven is accepted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from studdesk.engine.cards import Card, Rank

HIGH_CARDS, PAIR, TWO_PAIR, TRIPS, FULL_HOUSE, QUADS = range(6)
_SLOTS = 7
_CATEGORY_SHIFT = 4 * _SLOTS
#: showing_low_value = _LOW_TOP - code; every code is below it
_LOW_TOP = (6 << _CATEGORY_SHIFT) - 1


def _groups(ranks: Sequence[int]) -> list[tuple[int, int]]:
    """(count, rank) pairs, bigger groups first, higher ranks first within a size."""
    return sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)


def _category(groups: Sequence[tuple[int, int]]) -> int:
    top = groups[0][0] if groups else 1
    second = groups[1][0] if len(groups) > 1 else 0
    if top >= 4:
        return QUADS
    if top == 3:
        return FULL_HOUSE if second >= 2 else TRIPS
    if top == 2:
        return TWO_PAIR if second == 2 else PAIR
    return HIGH_CARDS


def _code(ranks: Sequence[int]) -> int:
    if len(ranks) > _SLOTS:
        raise ValueError(f"at most {_SLOTS} up cards can be ranked, got {len(ranks)}")
    groups = _groups(ranks)
    code = _category(groups)
    for _, r in groups:
        code = (code << 4) | r
    return code << (4 * (_SLOTS - len(groups)))


def showing_high_value(up_cards: Sequence[Card]) -> int:
    """R3.6: strength of the up cards for "best hand showing acts first"; higher is better."""
    return _code([int(c.rank) for c in up_cards])


def showing_low_value(up_cards: Sequence[Card]) -> int:
    """Razz: the best LOW showing acts first. A-5 low on the up cards, pairs bad;
    higher is a better low."""
    return _LOW_TOP - _code([1 if c.rank is Rank.ACE else int(c.rank) for c in up_cards])


def describe_showing_high(up_cards: Sequence[Card]) -> str:
    """'pair of queens showing', 'three fives showing', 'ace-king high showing'."""
    groups = _groups([int(c.rank) for c in up_cards])
    if not groups:
        return "nothing showing"
    category = _category(groups)
    first = Rank(groups[0][1])
    if category == QUADS:
        return f"four {first.plural} showing"
    if category in (TRIPS, FULL_HOUSE):
        return f"three {first.plural} showing"
    if category == TWO_PAIR:
        return f"two pair, {first.plural} and {Rank(groups[1][1]).plural}, showing"
    if category == PAIR:
        return f"pair of {first.plural} showing"
    return "-".join(Rank(r).word for _, r in groups[:2]) + " high showing"
