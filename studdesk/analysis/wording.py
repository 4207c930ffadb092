"""Every user-visible sentence of the practice aids, in one place.

The analysis modules compute numbers and facts as frozen data; this module turns them
into English. It will move into the application's wording module (and through it into
Qt's translations): keep every sentence here, built from whole phrases with the numbers
put in, never from fragments glued by the caller.
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.analysis.calculator import EquityResult, InputProblem, Problem
from studdesk.engine.cards import Card, Rank, Suit, format_cards
from studdesk.engine.variants import VARIANTS

# ----------------------------------------------------------------------------- shared words


def pct(x: float, digits: int = 0) -> str:
    """0.163 -> '16 %' (the issue's style: a space before the sign)."""
    return f"{100 * x:.{digits}f} %"


def card_text(c: Card) -> str:
    """'9♥': rank symbol and suit glyph, as the table shows cards."""
    return f"{c.rank.symbol}{c.suit.glyph}"


def cards_text(items: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in items)


def suit_plural(suit: Suit) -> str:
    return suit.name.lower()


def suit_singular(suit: Suit) -> str:
    return suit.name.lower()[:-1]


def rank_count(n: int, rank: Rank) -> str:
    """'1 queen', '3 queens'."""
    return f"{n} {rank.word if n == 1 else rank.plural}"


def seat_label(seat: int, name: str) -> str:
    return f"{name} (seat {seat})"


# ----------------------------------------------------------------------------- calculator

INTERRUPTED = "interrupted"


def player_label(index: int | None) -> str:
    """'player 2' for index 1; 'the dead cards' for None."""
    return "the dead cards" if index is None else f"player {index + 1}"


def problem_text(p: InputProblem) -> str:
    """One line naming what is wrong with an equity question, and where."""
    where = player_label(p.player)
    kind = p.problem
    if kind is Problem.UNKNOWN_VARIANT:
        return f"unknown variant {p.text!r}; choose one of {', '.join(sorted(VARIANTS))}"
    if kind is Problem.BAD_CARD:
        if len(p.text) == 1:
            return f"{where}: {p.text!r} is half a card; write each card as rank and suit, like 'As' or 'Td'"
        return f"{where}: {p.text!r} is not a card; ranks are 2-9 T J Q K A and suits c d h s"
    if kind is Problem.TOO_FEW_PLAYERS:
        return f"give at least {p.limit} hands to compare (got {p.count})"
    if kind is Problem.TOO_MANY_PLAYERS:
        return f"{p.game} is played by at most {p.limit} players (got {p.count} hands)"
    if kind is Problem.TOO_MANY_CARDS:
        return f"{where} has {p.count} cards, but {p.game} deals each player only {p.limit}"
    if kind is Problem.DUPLICATE_CARD:
        twice = f"twice in {where}" if p.other == p.player else f"in {player_label(p.other)} and in {where}"
        return f"the {p.card} is given {twice}"
    if kind is Problem.DECK_TOO_SMALL:
        return (
            f"the hands need {p.count} more cards, but only {p.limit} are left once the known "
            "and dead cards are out of the deck"
        )
    if kind is Problem.BAD_SAMPLES:
        return f"the number of samples must be at least {p.limit} (got {p.count})"
    return (
        f"--exact would enumerate {p.count:,} deals, more than the {p.limit:,} that finish in about "
        "half a minute; leave out --exact for a Monte Carlo answer with its standard error"
    )


def not_a_whole_number(flag: str, text: str) -> str:
    return f"{flag} takes a whole number, not {text!r}"


def out_of_range(flag: str, low: int, high: int, value: int) -> str:
    return f"{flag} must be between {low:,} and {high:,} (got {value:,})"


def equity_table(result: EquityResult) -> list[str]:
    """The command's text answer: how it was computed, then one line per player."""
    game = result.variant.name
    if result.exact:
        head = f"{game}: exact, {result.deals:,} deals enumerated"
    else:
        error = 100 * result.max_error
        head = f"{game}: Monte Carlo, {result.deals:,} random deals, standard error up to {error:.2f} points"
    lines = [head]
    if result.community_card:
        lines.append("The deck runs out: the last card is one community card for everyone (R2.7).")
    split = result.variant.is_split
    shown = [format_cards(p.cards) or "(no cards)" for p in result.players]
    width = max(len("cards"), *(len(s) for s in shown))
    figures = ["equity", "high", "low", "scoop"] if split else ["equity", "scoop"]
    lines.append("  ".join(["player", "cards".ljust(width), *(f.rjust(8) for f in figures)]))
    for i, (p, text) in enumerate(zip(result.players, shown, strict=True), start=1):
        values = [p.equity, p.high or 0.0, p.low or 0.0, p.scoop] if split else [p.equity, p.scoop]
        lines.append("  ".join([str(i).ljust(6), text.ljust(width), *(_cell(v) for v in values)]))
    return lines


def _cell(x: float) -> str:
    return pct(x, 2).rjust(8)
