"""Shared lookup machinery of the evaluators (R4.2, R4.3, razz); pure Python, no numpy.

Every card has a precomputed integer key. The keys of a hand's cards are simply
added up, and the sum carries three fields:

* bits 0..22  -- the sum of the rank weights `RANK_WEIGHTS`. The weights are chosen so
  that every multiset of 5, 6 or 7 ranks (each rank at most four times) has its own
  sum (checked by brute force in the tests). The rank multiset decides every non-flush
  high hand, every 8-or-better low and every A-5 low.
* bits 23..25 -- the number of cards (the same rank sum may mean different multisets
  for different hand sizes, so lookups key on count and sum together).
* bits 26..41 -- four 4-bit suit counters, clubs first, each started at 3 (`SUIT_BIAS`)
  so that bit 3 of a counter is set exactly when that suit holds five or more cards:
  `sum & FLUSH_BITS` detects a flush with one AND.

Seven cards, the hand every stud showdown and equity run evaluates, have keys of their
own that keep every sum below 2**30 (CPython adds such "medium" ints on a fast path):
the rank weight plus a suit weight `SUIT_WEIGHTS_7` in bits 23..30, less 2**30 on the
first card so the sum stays signed-medium. The suit weights are chosen so that the suit
sum alone tells whether seven cards hold a flush and in which suit (`FLUSH_SUIT_7`).

The scalar lookups are dicts keyed by these sums, filled as hands are met (the first
hand of a multiset computes its value), so nothing is built at start-up. The numpy batch
lookups (`_batch`) build full tables of their own on first use.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations, product

from studdesk.engine.cards import Card

#: rank weights for 2, 3, ..., K, A: every multiset of 7 ranks (each at most 4 times)
#: has a distinct weighted sum, and likewise for 5 and for 6 ranks.
RANK_WEIGHTS: tuple[int, ...] = (
    0,
    1,
    5,
    22,
    98,
    453,
    2031,
    8698,
    22854,
    83661,
    262349,
    636345,
    1479181,
)
RANK_SUM_BITS = 23
RANK_SUM_MASK = (1 << RANK_SUM_BITS) - 1
COUNT_SHIFT = RANK_SUM_BITS
KEY_BITS = COUNT_SHIFT + 3
KEY_MASK = (1 << KEY_BITS) - 1
SUIT_SHIFT = KEY_BITS
SUIT_BIAS = 0x3333 << SUIT_SHIFT
FLUSH_BITS = 0x8888 << SUIT_SHIFT

#: card index (0..51) -> key; card index = (rank - 2) * 4 + suit
CARD_KEYS: tuple[int, ...] = tuple(
    RANK_WEIGHTS[i >> 2] + (1 << COUNT_SHIFT) + (1 << (SUIT_SHIFT + 4 * (i & 3))) for i in range(52)
)
#: card index -> the rank weight alone (lows ignore suits)
RANK_KEYS: tuple[int, ...] = tuple(RANK_WEIGHTS[i >> 2] for i in range(52))

HAND_SIZES = (5, 6, 7)

Counts = tuple[int, ...]
CountsFn = Callable[[Counts], int]

# ----------------------------------------------------------------------------- seven cards

#: suit weights of the seven-card keys: the suit sum of any 7 cards (7..231) tells the flush suit
SUIT_WEIGHTS_7 = (1, 2, 26, 33)
#: 2**30 == 128 << RANK_SUM_BITS: taken off the first card's key, so `sum >> RANK_SUM_BITS` is the
#: suit sum less 128 (a list index from -121 to 103) and `sum & RANK_SUM_MASK` the rank sum
SEVEN_OFFSET = 1 << 30
#: card index -> seven-card key
KEYS_7: tuple[int, ...] = tuple(
    RANK_WEIGHTS[i >> 2] + (SUIT_WEIGHTS_7[i & 3] << RANK_SUM_BITS) for i in range(52)
)
#: the same, for the first of the seven cards
FIRST_KEYS_7: tuple[int, ...] = tuple(k - SEVEN_OFFSET for k in KEYS_7)
#: card index -> rank weight plus the count of seven cards: lows sum `RANK_KEYS` over the six others
FIRST_RANK_KEYS_7: tuple[int, ...] = tuple(k + (7 << COUNT_SHIFT) for k in RANK_KEYS)


def _flush_suits_7() -> list[int]:
    """Suit sum less 128 (as a list index) -> the suit holding five or more of seven cards, or -1."""
    table = [-1] * 256
    seen: dict[int, int] = {}
    for counts in product(range(8), repeat=4):
        if sum(counts) != 7:
            continue
        total = sum(n * w for n, w in zip(counts, SUIT_WEIGHTS_7, strict=True))
        suit = next((s for s in range(4) if counts[s] >= 5), -1)
        if seen.setdefault(total, suit) != suit:  # pragma: no cover - the weights were searched for this
            raise AssertionError(f"suit weights {SUIT_WEIGHTS_7} do not tell flushes apart")
        table[total - 128] = suit
    return table


#: `sum >> RANK_SUM_BITS` of seven cards' keys -> flush suit or -1
FLUSH_SUIT_7: list[int] = _flush_suits_7()


def rank_counts(idx: Sequence[int]) -> Counts:
    """Rank counts (index 0 = deuce) of 5-7 card indices; ValueError if no hand has them."""
    counts = [0] * 13
    for i in idx:
        if not 0 <= i <= 51:
            raise ValueError(f"cannot evaluate card indices {list(idx)}: an index is 0..51")
        counts[i >> 2] += 1
    if not 5 <= len(idx) <= 7 or max(counts) > 4:
        raise ValueError(f"cannot evaluate card indices {list(idx)}: a hand is 5-7 different cards")
    return tuple(counts)


#: one int object per distinct hand value, shared by every memo entry holding it: the memos
#: fill towards some 79,000 entries each over a few thousand distinct values, and a fresh
#: int per entry would cost 28 bytes more each over a long session (issue 13's memory curve)
_SHARED_VALUES: dict[int, int] = {}


def shared(value: int) -> int:
    """`value`, as the one int object the memos keep for it."""
    return _SHARED_VALUES.setdefault(value, value)


def multiset_lookup(fn: CountsFn, name: str) -> Callable[[Sequence[int]], int]:
    """The scalar evaluator of a game decided by the rank multiset alone (the lows):
    5-7 card indices -> `fn(rank counts)`, remembered per multiset as hands are met.

    Seven cards sum their rank keys (the count rides on the first); five and six cards
    take the general path. No validation beyond what a new multiset's counting catches.
    """
    table: dict[int, int] = {}
    first, keys = FIRST_RANK_KEYS_7, RANK_KEYS

    def value(idx: Sequence[int]) -> int:
        try:
            a, b, c, d, e, f, g = idx
        except ValueError:
            key = sum(map(keys.__getitem__, idx)) + (len(idx) << COUNT_SHIFT)
        else:
            key = first[a] + keys[b] + keys[c] + keys[d] + keys[e] + keys[f] + keys[g]
        try:
            return table[key]
        except KeyError:
            found = table[key] = shared(fn(rank_counts(idx)))
            return found

    value.__name__ = value.__qualname__ = name
    return value


def checked_indices(cards: Sequence[Card]) -> list[int]:
    """Card indices of a hand to evaluate; raises ValueError unless 5-7 different cards."""
    idx = [c.index for c in cards]
    if not 5 <= len(idx) <= 7 or len(set(idx)) != len(idx):
        raise ValueError(f"a hand to evaluate is 5-7 different cards, got {' '.join(map(str, cards))!r}")
    return idx


def five_making(cards: Sequence[Card], value_of: Callable[[Sequence[int]], int]) -> tuple[Card, ...] | None:
    """The first five of `cards` whose value equals the whole hand's; None when it is "no hand" (< 0).

    `value_of` is an evaluator's index-level function (higher is better, -1 for no low).
    """
    idx = checked_indices(cards)
    target = value_of(idx)
    if target < 0:
        return None
    for combo in combinations(range(len(idx)), 5):
        if value_of([idx[i] for i in combo]) == target:
            return tuple(cards[i] for i in combo)
    raise AssertionError("unreachable: some five cards make the value")  # pragma: no cover


def pack(category: int, ranks: Iterable[int]) -> int:
    """`category << 20` followed by up to five 4-bit ranks, left aligned."""
    v = category
    n = 0
    for r in ranks:
        v = (v << 4) | r
        n += 1
    return v << (4 * (5 - n))


def low_symbol(r: int) -> str:
    """Rank symbol for ace-low ranks 1 (ace) .. 13 (king)."""
    return "A23456789TJQK"[r - 1]


def rank_multisets(size: int) -> Iterator[Counts]:
    """Every rank count vector (index 0 = deuce ... 12 = ace), each count <= 4, summing to size."""
    counts = [0] * 13

    def rec(rank: int, left: int) -> Iterator[Counts]:
        if rank == 12:
            if left <= 4:
                counts[12] = left
                yield tuple(counts)
                counts[12] = 0
            return
        for c in range(min(4, left), -1, -1):
            counts[rank] = c
            yield from rec(rank + 1, left - c)
        counts[rank] = 0

    yield from rec(0, size)


def rank_sum(counts: Counts) -> int:
    return sum(c * w for c, w in zip(counts, RANK_WEIGHTS, strict=True))


def multiset_key(counts: Counts) -> int:
    """The `sum & KEY_MASK` of any hand with these rank counts."""
    return rank_sum(counts) + (sum(counts) << COUNT_SHIFT)


def straight_top(mask: int) -> int:
    """Top rank (2..14) of the best straight in a 13-bit rank mask (wheel -> 5), or 0."""
    for top in range(12, 3, -1):  # ace-high down to six-high
        run = 0x1F << (top - 4)
        if mask & run == run:
            return top + 2
    if mask & 0x100F == 0x100F:  # A-2-3-4-5
        return 5
    return 0


# ----------------------------------------------------------------------------- full tables

#: held while a full table is built (the batch tables share it)
build_lock = threading.RLock()
