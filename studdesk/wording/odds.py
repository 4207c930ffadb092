"""The live-odds panel in words: equity, pot odds, draws and their outs, boards, dead cards.

Numbers and cards come in as plain values (the practice aids in `studdesk.analysis`
compute them; `analysis.describe` passes them here); every sentence is a whole
template with the numbers put in. Cards are written as everywhere else ("10♥").

>>> pot_odds_text(40, 210, all_in=False)
'call 40 to win 210: 5.3 to 1, you need 16 %'
>>> draw_text("flush", 1, (), Suit.SPADES, live=6, total=9, folded=3, elsewhere=0, possible=True)
'Flush: 6 of 9 spades live, 3 folded'
>>> threat_text("trips", 1, (Rank.KING,), None, live=1, total=3, possible=True)
'could have trip kings: 1 king live'
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from studdesk.engine.cards import Rank, Suit
from studdesk.wording import translate
from studdesk.wording.hands import rank_plural, rank_symbol, rank_word

# ----------------------------------------------------------------------------- numbers


def pct(x: float, digits: int = 0) -> str:
    """0.163 -> '16 %' (a space before the sign, as in the rest of StudDesk)."""
    return translate("Odds", "{value} %").format(value=f"{100 * x:.{digits}f}")


def ratio_text(ratio: float) -> str:
    """5.25 -> '5.3 to 1'; whole ratios without a decimal ('3 to 1')."""
    rounded = math.floor(ratio * 10 + 0.5) / 10  # half up, as people round: 5.25 -> 5.3
    number = f"{rounded:.0f}" if rounded == int(rounded) else f"{rounded:.1f}"
    return translate("Odds", "{ratio} to 1").format(ratio=number)


def rank_name(rank: Rank) -> str:
    """A rank as a card shows it: 2-9, 10, J, Q, K, A."""
    return rank_symbol(int(rank))


def suit_word(suit: Suit, count: int) -> str:
    """The suit's word after the number `count`: 'spade' for one, 'spades' for any other count."""
    words = {
        Suit.CLUBS: lambda: translate("Suits", "club(s)", None, count),
        Suit.DIAMONDS: lambda: translate("Suits", "diamond(s)", None, count),
        Suit.HEARTS: lambda: translate("Suits", "heart(s)", None, count),
        Suit.SPADES: lambda: translate("Suits", "spade(s)", None, count),
    }
    return words[suit]()


def suits_word(suit: Suit) -> str:
    """A suit's cards, uncounted: 'How many spades were folded?'."""
    return {
        Suit.CLUBS: translate("Suits", "clubs"),
        Suit.DIAMONDS: translate("Suits", "diamonds"),
        Suit.HEARTS: translate("Suits", "hearts"),
        Suit.SPADES: translate("Suits", "spades"),
    }[suit]


def count_word(n: int) -> str:
    """'three' for 3 (one to five; other numbers as digits)."""
    words = {
        1: translate("Odds", "one"),
        2: translate("Odds", "two"),
        3: translate("Odds", "three"),
        4: translate("Odds", "four"),
        5: translate("Odds", "five"),
    }
    return words.get(n, str(n))


def rank_count(n: int, rank: Rank) -> str:
    """'1 queen', '3 queens', 'no queen'.

    A plural message per rank: the noun's form after a number differs by rank and by
    count in Russian (1 король, 2 короля, 5 королей) and Bulgarian (2 попа, 2 дами)."""
    if n == 0:
        return translate("Odds", "no {rank}").format(rank=rank_word(int(rank)))
    counted = {
        Rank.TWO: lambda: translate("Odds", "{n} two(s)", None, n),
        Rank.THREE: lambda: translate("Odds", "{n} three(s)", None, n),
        Rank.FOUR: lambda: translate("Odds", "{n} four(s)", None, n),
        Rank.FIVE: lambda: translate("Odds", "{n} five(s)", None, n),
        Rank.SIX: lambda: translate("Odds", "{n} six(es)", None, n),
        Rank.SEVEN: lambda: translate("Odds", "{n} seven(s)", None, n),
        Rank.EIGHT: lambda: translate("Odds", "{n} eight(s)", None, n),
        Rank.NINE: lambda: translate("Odds", "{n} nine(s)", None, n),
        Rank.TEN: lambda: translate("Odds", "{n} ten(s)", None, n),
        Rank.JACK: lambda: translate("Odds", "{n} jack(s)", None, n),
        Rank.QUEEN: lambda: translate("Odds", "{n} queen(s)", None, n),
        Rank.KING: lambda: translate("Odds", "{n} king(s)", None, n),
        Rank.ACE: lambda: translate("Odds", "{n} ace(s)", None, n),
    }
    return counted[rank]().format(n=n)


def _ranks_list(ranks: Sequence[Rank], low: bool) -> str:
    """'kings', 'jacks and fives', 'twos, fours and sixes' (low draws in low order)."""
    ordered = sorted(ranks, key=lambda r: 1 if (low and r is Rank.ACE) else int(r), reverse=not low)
    words = [rank_plural(int(r)) for r in ordered]
    if len(words) == 1:
        return words[0]
    return translate("Odds", "{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


# ----------------------------------------------------------------------------- pot odds, equity


def pot_odds_text(to_call: int, to_win: int, all_in: bool) -> str:
    """'call 40 to win 210: 5.3 to 1, you need 16 %'."""
    ratio = ratio_text(to_win / to_call)
    need = pct(to_call / (to_win + to_call))
    if all_in:
        template = translate("Odds", "call {call} (all-in) to win {win}: {ratio}, you need {need}")
    else:
        template = translate("Odds", "call {call} to win {win}: {ratio}, you need {need}")
    return template.format(call=f"{to_call:,}", win=f"{to_win:,}", ratio=ratio, need=need)


def nothing_to_call() -> str:
    return translate("Odds", "Nothing to call")


def live_odds_lines(
    equity: float,
    opponents: int,
    exact: bool,
    error: float,
    split: tuple[float, float, float, float] | None = None,
) -> list[str]:
    """'Equity 42 % against 2 opponents (±0.4)', then for Hi/Lo the halves and the low.

    `split` is (high share, low share, scoop chance, chance of a qualifying low).
    """
    how = translate("Odds", "exact") if exact else f"±{100 * error:.1f}"
    head = translate("Odds", "Equity {equity} against {n} opponent(s) ({how})", None, opponents)
    lines = [head.format(equity=pct(equity), n=opponents, how=how)]
    if split is not None:
        high, low, scoop, makes_low = split
        lines.append(
            translate("Odds", "High {high}, low {low}, scoop {scoop}").format(
                high=pct(high), low=pct(low), scoop=pct(scoop)
            )
        )
        lines.append(
            translate("Odds", "You make a qualifying low {chance} of the time").format(chance=pct(makes_low))
        )
    return lines


def computing() -> str:
    """Shown while the numbers for the latest card or action are being worked out."""
    return "…"


def not_in_hand() -> str:
    return translate("Odds", "You are not in this hand")


def hand_is_over() -> str:
    return translate("Odds", "The hand is over")


def nobody_left() -> str:
    return translate("Odds", "Nobody is left to play against")


def no_draws() -> str:
    return translate("Odds", "No draw to a better hand")


# ----------------------------------------------------------------------------- draws and outs

_DRAW_LABELS = {
    "two pair": lambda: translate("Outs", "Two pair"),
    "trips": lambda: translate("Outs", "Trips"),
    "straight": lambda: translate("Outs", "Straight"),
    "flush": lambda: translate("Outs", "Flush"),
    "full house": lambda: translate("Outs", "Full house"),
    "quads": lambda: translate("Outs", "Quads"),
    "low": lambda: translate("Outs", "Low"),
    "better low": lambda: translate("Outs", "Better low"),
}
#: the draw kinds this module can name (`analysis.outs.DrawKind` values)
DRAW_KINDS = frozenset(_DRAW_LABELS)
_LOW_KINDS = ("low", "better low")


def _whereabouts(folded: int, elsewhere: int) -> str:
    parts = []
    if folded:
        parts.append(translate("Outs", "{n} folded").format(n=folded))
    if elsewhere:
        parts.append(translate("Outs", "{n} showing").format(n=elsewhere))
    return "".join(f", {p}" for p in parts)


def _live_of(ranks: Sequence[Rank], suit: Suit | None, live: int, total: int, low: bool) -> str:
    """'6 of 9 spades live', '1 queen live', 'no queen live'."""
    if suit is not None:
        what = suits_word(suit)
    elif len(ranks) == 1:
        return translate("Outs", "{count} live").format(count=rank_count(live, ranks[0]))
    else:
        what = _ranks_list(ranks, low)
    return translate("Outs", "{live} of {total} {cards} live").format(live=live, total=total, cards=what)


def draw_text(
    kind: str,
    needed: int,
    ranks: Sequence[Rank],
    suit: Suit | None,
    live: int,
    total: int,
    folded: int,
    elsewhere: int,
    possible: bool,
) -> str:
    """The hero's draw: 'Flush: 6 of 9 spades live, 3 folded'; 'Trips: 1 queen live'."""
    label = _DRAW_LABELS[kind]()
    if needed > 1:
        label = translate("Outs", "{draw} (needs {n} more)").format(draw=label, n=count_word(needed))
    text = translate("Outs", "{draw}: {live}{whereabouts}").format(
        draw=label,
        live=_live_of(ranks, suit, live, total, kind in _LOW_KINDS),
        whereabouts=_whereabouts(folded, elsewhere),
    )
    return text if possible else translate("Outs", "{draw} (dead draw)").format(draw=text)


def threat_text(
    kind: str,
    needed: int,
    ranks: Sequence[Rank],
    suit: Suit | None,
    live: int,
    total: int,
    possible: bool,
) -> str:
    """What an opponent's board threatens: 'three to a flush, 5 hearts live'."""
    held = count_word(5 - needed)
    if kind == "flush" and suit is not None:
        if not possible:
            return translate("Boards", "{held} to a flush: no flush possible").format(held=held)
        return translate("Boards", "{held} to a flush, {live} {suit} live").format(
            held=held, live=live, suit=suit_word(suit, live)
        )
    if kind == "straight":
        if not possible:
            return translate("Boards", "{held} to a straight: no straight possible").format(held=held)
        return translate("Boards", "{held} to a straight, {live} of {total} cards that fit live").format(
            held=held, live=live, total=total
        )
    if kind in ("trips", "quads") and len(ranks) == 1:
        rank = ranks[0]
        if kind == "trips":
            what = translate("Boards", "trip {ranks}").format(ranks=rank_plural(int(rank)))
        else:
            what = translate("Boards", "four {ranks}").format(ranks=rank_plural(int(rank)))
        if not possible:
            return translate("Boards", "cannot have {hand}: every other {rank} is seen").format(
                hand=what, rank=rank_word(int(rank))
            )
        return translate("Boards", "could have {hand}: {count} live").format(
            hand=what, count=rank_count(live, rank)
        )
    if kind == "full house":
        ranks_text = _ranks_list(ranks, low=False)
        if not possible:
            return translate("Boards", "no full house possible: {live} of {total} {ranks} live").format(
                live=live, total=total, ranks=ranks_text
            )
        return translate("Boards", "could make a full house: {live} of {total} {ranks} live").format(
            live=live, total=total, ranks=ranks_text
        )
    if kind == "low":
        if not possible:
            return translate("Boards", "{held} low cards, no low possible").format(held=held)
        return translate(
            "Boards", "{held} low cards, could make a low: {live} of {total} low cards live"
        ).format(held=held, live=live, total=total)
    return translate("Boards", "could improve the low: {live} of {total} lower cards live").format(
        live=live, total=total
    )


def board_head(name: str, shows: str, folded: bool) -> str:
    """'Ada shows K♠ K♦ 7♣: pair of kings' (the hand name may be empty in the low games)."""
    if folded:
        return translate("Boards", "{name} folded").format(name=name)
    if not shows:
        return translate("Boards", "{name} shows nothing yet").format(name=name)
    return translate("Boards", "{name} shows {cards}").format(name=name, cards=shows)


def board_showing(cards: str, hand: str) -> str:
    """The up cards, then what they make: 'K♠ K♦ 7♣: pair of kings'."""
    return translate("Boards", "{cards}: {hand}").format(cards=cards, hand=hand) if hand else cards


def no_threats() -> str:
    return translate("Boards", "no draw to anything better showing")


# ----------------------------------------------------------------------------- dead cards


def seen_suit_line(suit: Suit, ranks: Sequence[Rank], folded: Sequence[Rank]) -> str:
    """'♠ A K J 10 7 (folded: J 4)': one suit's seen cards from the ace down."""
    shown = " ".join(rank_name(r) for r in ranks) or "–"
    if not folded:
        return f"{suit.glyph} {shown}"
    return translate("DeadCards", "{suit} {ranks} (folded: {folded})").format(
        suit=suit.glyph, ranks=shown, folded=" ".join(rank_name(r) for r in folded)
    )


def seen_count(seen: int, folded: int) -> str:
    """'14 cards seen, 5 of them folded'."""
    return translate("DeadCards", "{seen} cards seen, {folded} of them folded").format(
        seen=seen, folded=folded
    )


def folded_card_tip(name: str) -> str:
    """The tooltip of a dimmed folded up card at its seat."""
    return translate("DeadCards", "{name} folded this card: it is dead").format(name=name)
