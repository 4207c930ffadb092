"""Stud knowledge about a holding: first-round hand tiers, liveness, and words for it.

`assess_start` rates the first-round hand (three cards in the seven-card games,
two in Five Card Stud) on a 0..1 scale, the way a stud player sorts hands:
rolled-up trips, big pairs, small pairs with a live kicker, three-flushes and
three-straights by how live they are; three low cards in Hi/Lo and Razz.
Liveness counts the cards we need that are already visible elsewhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from studdesk.engine.cards import Card, Rank, Suit
from studdesk.engine.evaluation import HIGH, LOW8, RAZZ, high_category
from studdesk.engine.evaluation.high import STRAIGHT
from studdesk.wording import reasons
from studdesk.wording.hands import high_hand, low8_hand, partial_high, rank_plural_of, rank_symbol, razz_hand


@dataclass(frozen=True, slots=True)
class StartRating:
    score: float
    label: str


def low_rank(c: Card) -> int:
    return 1 if c.rank is Rank.ACE else int(c.rank)


def count_seen(seen: Iterable[Card], rank: int | None = None, suit: Suit | None = None) -> int:
    return sum(1 for c in seen if (rank is None or c.rank == rank) and (suit is None or c.suit is suit))


def assess_start(
    variant_key: str, mine: Sequence[Card], seen: Sequence[Card], live_doors: Sequence[Card]
) -> StartRating:
    """Rate the first-round hand `mine`; `seen` = every other visible card, `live_doors` =
    live opponents' up cards."""
    if variant_key == "razz":
        return _razz(mine, seen)
    if variant_key == "stud8":
        return _hilo(mine, seen, live_doors)
    if variant_key == "five":
        return _five(mine, live_doors, seen)
    return _stud(mine, seen, live_doors)


def _stud(mine: Sequence[Card], seen: Sequence[Card], live_doors: Sequence[Card]) -> StartRating:
    ranks = Counter(int(c.rank) for c in mine)
    top_doors = max((int(c.rank) for c in live_doors), default=0)
    if len(ranks) == 1:
        r = next(iter(ranks))
        return StartRating(1.0, reasons.rolled_up(rank_plural_of(r)))
    if len(ranks) == 2:
        pair = next(r for r, n in ranks.items() if n == 2)
        kicker = next(r for r, n in ranks.items() if n == 1)
        dead_pair = count_seen(seen, pair)
        score = 0.30 + (pair - 2) / 12 * 0.45 - 0.08 * dead_pair
        if kicker > pair:
            score += 0.04 + (kicker - pair) / 12 * 0.06 - 0.02 * count_seen(seen, kicker)
        if pair >= 10 and top_doors <= pair:
            score += 0.08
        elif top_doors > pair:
            score -= 0.05  # a bigger door card may already be paired
        hidden = sum(1 for c in mine[:2] if c.rank == pair) == 2
        if hidden:
            score += 0.03
        kick = rank_symbol(kicker) if kicker > pair else ""
        return StartRating(
            _clip(score), reasons.pair_start(rank_plural_of(pair), hidden, 2 - dead_pair, kick)
        )
    return _draws(mine, seen, high_only=True)


def _draws(mine: Sequence[Card], seen: Sequence[Card], high_only: bool) -> StartRating:
    """Three-flushes, three-straights and high cards (no pair)."""
    top = max(int(c.rank) for c in mine)
    suits = Counter(c.suit for c in mine)
    best = StartRating(_clip(0.06 + max(0, top - 9) * 0.04), reasons.high_no_draw(rank_symbol(top)))
    if len(suits) == 1:
        suit = mine[0].suit
        dead = count_seen(seen, suit=suit)
        live = 10 - dead
        score = 0.40 + max(0, top - 8) / 6 * 0.08 - 0.05 * max(0, dead - 1) - (0.15 if dead >= 4 else 0)
        best = StartRating(_clip(score), reasons.three_flush(live, suit))
    distinct = sorted({low_rank(c) if not high_only else int(c.rank) for c in mine})
    spans = [distinct]
    if high_only and 14 in distinct:
        spans.append(sorted(1 if r == 14 else r for r in distinct))
    for span in spans:
        if len(span) == 3 and span[-1] - span[0] <= 4:
            window = range(max(1, span[-1] - 4), min(14, span[0] + 4) + 1)
            needed = [r for r in window if r not in span]
            dead = sum(count_seen(seen, 14 if r == 1 else r) for r in needed)
            gaps = span[-1] - span[0] - 2
            score = 0.38 - 0.05 * gaps + max(0, top - 9) * 0.01 - 0.02 * max(0, dead - 2)
            if len(suits) == 1:
                score = best.score + 0.10
            if score > best.score:
                ranks = "-".join(rank_symbol(r) for r in reversed(span))
                best = StartRating(_clip(score), reasons.straight_draw(len(suits) == 1, ranks, dead))
    return best


def _low_cards(mine: Sequence[Card]) -> list[int]:
    return sorted({low_rank(c) for c in mine if low_rank(c) <= 8})


def _hilo(mine: Sequence[Card], seen: Sequence[Card], live_doors: Sequence[Card]) -> StartRating:
    ranks = Counter(int(c.rank) for c in mine)
    lows = _low_cards(mine)
    low_seen = sum(1 for c in seen if low_rank(c) <= 8)
    if len(ranks) == 1:
        return StartRating(0.95, reasons.rolled_up(rank_plural_of(next(iter(ranks)))))
    best = StartRating(0.05, reasons.no_low_no_big_pair())
    if len(lows) == 3:
        score = 0.52 + (8 - lows[-1]) * 0.04 + (0.08 if lows[0] == 1 else 0.0)
        if len({c.suit for c in mine}) == 1:
            score += 0.05
        if lows[-1] - lows[0] <= 4:
            score += 0.03
        score -= 0.01 * max(0, low_seen - 4)
        best = StartRating(_clip(score), reasons.low_start_out(rank_symbol(lows[-1]), low_seen))
    if len(ranks) == 2:
        pair = next(r for r, n in ranks.items() if n == 2)
        kicker = next(r for r, n in ranks.items() if n == 1)
        if pair == 14:
            score = 0.72 + (0.05 if kicker <= 8 else 0.0)
        elif pair >= 10:
            score = 0.30 + (pair - 10) * 0.04 - 0.04 * sum(1 for d in live_doors if low_rank(d) <= 5)
        else:
            score = 0.18 + (0.12 if kicker == 14 else 0.0) + (0.05 if pair <= 5 else 0.0)
        score -= 0.06 * count_seen(seen, pair)
        if score > best.score:
            best = StartRating(_clip(score), reasons.pair_of(rank_plural_of(pair)))
    if len(lows) == 2 and best.score < 0.3:
        best = StartRating(0.2 + (0.05 if 1 in lows else 0.0), reasons.two_low_cards_out(low_seen))
    draws = _draws(mine, seen, high_only=True)
    if draws.score - 0.08 > best.score:
        best = StartRating(_clip(draws.score - 0.08), draws.label)
    return best


def _razz(mine: Sequence[Card], seen: Sequence[Card]) -> StartRating:
    lows = _low_cards(mine)
    low_seen = sum(1 for c in seen if low_rank(c) <= 8)
    distinct = sorted({low_rank(c) for c in mine})
    if len(lows) == 3:
        score = 0.50 + (8 - lows[-1]) * 0.09 - 0.01 * max(0, 3 - low_seen)
        return StartRating(_clip(score), reasons.low_start_dead(rank_symbol(lows[-1]), low_seen))
    if len(lows) == 2 and len(distinct) == 3:
        third = distinct[-1]
        score = 0.32 - 0.04 * (third - 9) - 0.03 * max(0, lows[-1] - 5)
        return StartRating(_clip(score), reasons.two_low_and(rank_symbol(third)))
    if len(lows) == 2:
        return StartRating(0.15, reasons.paired_two_low(rank_symbol(lows[-1])))
    return StartRating(0.03, reasons.no_low_draw())


def _five(mine: Sequence[Card], live_doors: Sequence[Card], seen: Sequence[Card]) -> StartRating:
    ranks = sorted((int(c.rank) for c in mine), reverse=True)
    board_top = max((int(c.rank) for c in live_doors), default=0)
    if len(set(ranks)) < len(ranks):
        pair = ranks[0]
        score = 0.72 + (pair - 2) / 12 * 0.25 - 0.1 * count_seen(seen, pair)
        return StartRating(_clip(score), reasons.pair_of(rank_plural_of(pair)))
    top, second = ranks[0], ranks[1]
    score = 0.12 + max(0, top - 8) * 0.05 + max(0, second - 9) * 0.02
    if top > board_top:
        score += 0.12
    elif top < board_top:
        score -= 0.08
    score -= 0.03 * count_seen(seen, top)
    return StartRating(
        _clip(score), reasons.five_card_start(rank_symbol(top), rank_symbol(second), top > board_top)
    )


def showing(ranks: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Cards as a stud player compares what is showing: the largest group first (four of a
    kind 3, trips 2, two pair or a pair 1 and 2 pairs, nothing 0), then the ranks by group
    size and rank."""
    counts = Counter(ranks)
    order = tuple(sorted(counts, key=lambda r: (-counts[r], -r)))
    top = counts[order[0]] if order else 0
    pairs = sum(1 for n in counts.values() if n == 2)
    category = {4: 6, 3: 4}.get(top, 2 if pairs >= 2 else 1 if pairs == 1 else 0)
    return category, order


def beats_the_board(mine: Sequence[Card], board: Sequence[Card]) -> bool:
    """Five Card Stud: whether `mine` (every card held) beats `board` (an opponent's up
    cards) as they show, before any card to come: a pair beats a higher card, and without
    a pair, the top cards must outrank the board's, rank by rank (a tie does not beat it:
    the hidden card decides, and a player who bets usually holds it)."""
    if not board:
        return True
    cat_mine, mine_ranks = showing([int(c.rank) for c in mine])
    cat_board, board_ranks = showing([int(c.rank) for c in board])
    if cat_mine != cat_board:
        return cat_mine > cat_board
    return mine_ranks[: len(board_ranks)] > board_ranks


def has_four_card_draw(mine: Sequence[Card]) -> bool:
    """Four cards of a suit, or four ranks within a five-rank window (ace high or low)."""
    if any(n >= 4 for n in Counter(c.suit for c in mine).values()):
        return True
    ranks = {int(c.rank) for c in mine} | ({1} if any(c.rank is Rank.ACE for c in mine) else set())
    return any(len(ranks & set(range(low, low + 5))) >= 4 for low in range(1, 11))


def _clip(x: float) -> float:
    return max(0.0, min(1.0, x))


# ----------------------------------------------------------------------------- words


def describe_holding(variant_key: str, mine: Sequence[Card], seen: Sequence[Card]) -> str:
    """A short description of what the hand is now: made hand, and the draw if any."""
    if variant_key == "razz":
        return _describe_low(mine, seen, qualifier=False)
    high = _describe_high(mine, seen)
    if variant_key == "stud8":
        low = _describe_low(mine, seen, qualifier=True)
        return reasons.high_and_low(high, low) if low else high
    return high


def _describe_high(mine: Sequence[Card], seen: Sequence[Card]) -> str:
    if len(mine) >= 5:
        value = HIGH.value(mine)
        made = _lower_first(high_hand(value))
        if high_category(value) >= STRAIGHT:  # a straight or better needs no draw
            return made
    else:
        made = _lower_first(partial_high(mine))  # the same words as the player's read-out
    suits = Counter(c.suit for c in mine)
    suit, n = suits.most_common(1)[0]
    if 3 <= n < 5 and len(mine) < 7:
        live = 13 - n - count_seen(seen, suit=suit)
        return reasons.with_flush_draw(made, n, live, suit)
    return made


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _describe_low(mine: Sequence[Card], seen: Sequence[Card], qualifier: bool) -> str:
    if len(mine) >= 5:
        if qualifier:
            low = LOW8.value(mine)
            if low is not None:
                return low8_hand(low)
        else:
            return _lower_first(razz_hand(RAZZ.value(mine)))
    lows = sorted({low_rank(c) for c in mine if not qualifier or low_rank(c) <= 8})
    if qualifier and len(lows) < 3:
        return ""
    if not lows:
        return reasons.no_low()
    top = rank_symbol(lows[-1])
    return reasons.low_cards_to(len(lows), top)
