"""Every user-visible sentence of the practice aids, in one place.

The analysis modules compute numbers and facts as frozen data; this module turns them
into English. It will move into the application's wording module (and through it into
Qt's translations): keep every sentence here, built from whole phrases with the numbers
put in, never from fragments glued by the caller.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from studdesk.analysis.advice import Advice, HandReview
from studdesk.analysis.boards import BoardReading
from studdesk.analysis.calculator import EquityResult, InputProblem, Problem
from studdesk.analysis.memory_drill import DrillResult, Question, QuestionKind
from studdesk.analysis.odds import LiveOdds, PotOdds
from studdesk.analysis.outs import Draw, DrawKind
from studdesk.analysis.rulehelp import BringInReason, LowChance, OpenerReason, OpenPairRule
from studdesk.analysis.seen import SeenCards
from studdesk.analysis.third_street import Feedback, Pick, TrainerScore
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card, Rank, Suit, format_cards
from studdesk.engine.evaluation import describe_showing_high
from studdesk.engine.variants import VARIANTS, LowCardRule, ShowingRule, Variant
from studdesk.engine.views import PlayerView

# ----------------------------------------------------------------------------- shared words


def pct(x: float, digits: int = 0) -> str:
    """0.163 -> '16 %' (the issue's style: a space before the sign)."""
    return f"{100 * x:.{digits}f} %"


def plural(n: int, noun: str) -> str:
    """'1 deal', '1,560 deals'."""
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {noun}s"


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
        return f"{p.game} is played by at most {p.limit} players (got {p.count:,} hands)"
    if kind is Problem.TOO_MANY_CARDS:
        return f"{where} has {p.count:,} cards, but {p.game} deals each player only {p.limit}"
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
        head = f"{game}: exact, {plural(result.deals, 'deal')} enumerated"
    else:
        error = 100 * result.max_error
        deals = plural(result.deals, "random deal")
        head = f"{game}: Monte Carlo, {deals}, standard error up to {error:.2f} points"
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


# ----------------------------------------------------------------------------- pot odds, live odds


def ratio_text(ratio: float) -> str:
    """5.25 -> '5.3 to 1'; whole ratios without a decimal ('3 to 1')."""
    rounded = math.floor(ratio * 10 + 0.5) / 10  # half up, as people round: 5.25 -> 5.3
    return f"{rounded:.0f} to 1" if rounded == int(rounded) else f"{rounded:.1f} to 1"


def pot_odds_text(p: PotOdds) -> str:
    """'call 40 to win 210: 5.3 to 1, you need 16 %'."""
    call = f"call {p.to_call:,} (all-in)" if p.all_in else f"call {p.to_call:,}"
    return f"{call} to win {p.to_win:,}: {ratio_text(p.ratio)}, you need {pct(p.needed)}"


def live_odds_lines(o: LiveOdds) -> list[str]:
    """'Equity 42 % against 2 opponents', then the Hi/Lo parts."""
    against = "1 opponent" if o.opponents == 1 else f"{o.opponents} opponents"
    how = "exact" if o.exact else f"±{100 * o.error:.1f}"
    lines = [f"Equity {pct(o.equity)} against {against} ({how})"]
    if o.high is not None and o.low is not None and o.makes_low is not None:
        lines.append(f"High {pct(o.high)}, low {pct(o.low)}, scoop {pct(o.scoop)}")
        lines.append(f"You make a qualifying low {pct(o.makes_low)} of the time")
    return lines


# ----------------------------------------------------------------------------- draws and outs

_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}

_DRAW_LABELS = {
    DrawKind.TWO_PAIR: "Two pair",
    DrawKind.TRIPS: "Trips",
    DrawKind.STRAIGHT: "Straight",
    DrawKind.FLUSH: "Flush",
    DrawKind.FULL_HOUSE: "Full house",
    DrawKind.QUADS: "Quads",
    DrawKind.LOW: "Low",
    DrawKind.BETTER_LOW: "Better low",
}


def _ranks_text(d: Draw) -> str:
    low = d.kind in (DrawKind.LOW, DrawKind.BETTER_LOW)
    ranks = sorted(d.ranks, key=lambda r: 1 if (low and r is Rank.ACE) else int(r))
    if not low:
        ranks.reverse()
    words = [r.plural for r in ranks]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _whereabouts(d: Draw) -> str:
    parts = []
    if d.folded:
        parts.append(f"{len(d.folded)} folded")
    if d.elsewhere:
        parts.append(f"{len(d.elsewhere)} showing")
    return "".join(f", {p}" for p in parts)


def _live_of(d: Draw) -> str:
    """'6 of 9 spades live', '1 queen live', 'no queen live'."""
    if d.suit is not None:
        what = suit_plural(d.suit)
    elif len(d.ranks) == 1:
        rank = d.ranks[0]
        if not d.live:
            return f"no {rank.word} live"
        return f"{rank_count(len(d.live), rank)} live"
    else:
        what = _ranks_text(d)
    return f"{len(d.live)} of {d.total} {what} live"


def draw_text(d: Draw) -> str:
    """The hero's draw: 'Flush: 6 of 9 spades live, 3 folded'; 'Trips: 1 queen live'."""
    label = _DRAW_LABELS[d.kind]
    if d.needed > 1:
        label = f"{label} (needs {_COUNT_WORDS.get(d.needed, str(d.needed))} more)"
    dead = "" if d.possible else " (dead draw)"
    return f"{label}: {_live_of(d)}{_whereabouts(d)}{dead}"


def threat_text(d: Draw) -> str:
    """An opponent's board: 'three to a flush, 5 hearts live'; 'could have trip kings: 1 king live'."""
    if d.kind is DrawKind.FLUSH and d.suit is not None:
        held = _COUNT_WORDS[5 - d.needed]
        live = len(d.live)
        suit = suit_singular(d.suit) if live == 1 else suit_plural(d.suit)
        return f"{held} to a flush, {live} {suit} live" + ("" if d.possible else ": no flush possible")
    if d.kind is DrawKind.STRAIGHT:
        held = _COUNT_WORDS[5 - d.needed]
        return f"{held} to a straight, {len(d.live)} of {d.total} cards that fit live" + (
            "" if d.possible else ": no straight possible"
        )
    if d.kind in (DrawKind.TRIPS, DrawKind.QUADS) and len(d.ranks) == 1:
        rank = d.ranks[0]
        what = f"trip {rank.plural}" if d.kind is DrawKind.TRIPS else f"four {rank.plural}"
        if not d.possible:
            return f"cannot have {what}: every other {rank.word} is seen"
        return f"could have {what}: {rank_count(len(d.live), rank)} live"
    if d.kind is DrawKind.FULL_HOUSE:
        verb = "could make a full house" if d.possible else "no full house possible"
        return f"{verb}: {len(d.live)} of {d.total} {_ranks_text(d)} live"
    if d.kind is DrawKind.LOW:
        held = _COUNT_WORDS[5 - d.needed]
        verb = "could make a low" if d.possible else "no low possible"
        return f"{held} low cards, {verb}: {len(d.live)} of {d.total} low cards live"
    return f"could improve the low: {len(d.live)} of {d.total} lower cards live"


def board_lines(b: BoardReading, variant: Variant) -> list[str]:
    """A board's summary: what shows, then each threat."""
    if variant.showing_rule is ShowingRule.BEST_HIGH:
        shows = describe_showing_high(b.up_cards)
    else:
        shows = f"{cards_text(b.up_cards)} showing"
    head = f"{seat_label(b.seat, b.name)}: {shows}"
    if b.folded:
        return [f"{head} (folded)"]
    return [head, *(threat_text(t) for t in b.threats)]


# ----------------------------------------------------------------------------- dead cards


def seen_by_suit_lines(seen: SeenCards) -> list[str]:
    """'♠ A K 9 7 (folded: K 7)' per suit, spades first."""
    lines = []
    for suit, entries in sorted(seen.by_suit().items(), key=lambda kv: -kv[0]):
        ranks = " ".join(e.card.rank.symbol for e in entries) or "-"
        folded = " ".join(e.card.rank.symbol for e in entries if e.folded and e.seat != seen.viewer)
        lines.append(f"{suit.glyph} {ranks}" + (f" (folded: {folded})" if folded else ""))
    return lines


# ----------------------------------------------------------------------------- advisor and review


def action_text(kind: ActionKind, amount: int) -> str:
    """'fold', 'check', 'call', 'bring in', 'complete to 20', 'bet 40', 'raise to 80'."""
    if kind is ActionKind.FOLD:
        return "fold"
    if kind is ActionKind.CHECK:
        return "check"
    if kind is ActionKind.CALL:
        return "call"
    if kind is ActionKind.BRING_IN:
        return "bring in"
    if kind is ActionKind.COMPLETE:
        return f"complete to {amount:,}"
    if kind is ActionKind.BET:
        return f"bet {amount:,}"
    return f"raise to {amount:,}"


def advice_text(a: Advice) -> str:
    """'Advisor: raise to 40. Raised: pair of kings, 61% of the pot'."""
    return f"Advisor: {action_text(a.action.kind, a.action.amount)}. {a.reason}"


def review_lines(r: HandReview) -> list[str]:
    """One line per decision that differed from the advice (or a line saying none did)."""
    variant = VARIANTS[r.variant_key]
    if not r.differences:
        return ["Every decision matched the advisor's."]
    lines = []
    for d in r.differences:
        street = variant.streets[d.street].name if 0 <= d.street < len(variant.streets) else "?"
        you = action_text(d.taken, d.taken_amount)
        advised = action_text(d.advised, d.advised_amount)
        facts = []
        if d.equity is not None:
            facts.append(f"equity {pct(d.equity)}")
        if d.pot_odds is not None:
            facts.append(pot_odds_text(d.pot_odds))
        tail = f" ({'; '.join(facts)})" if facts else ""
        lines.append(f"{street}: you chose {you}, the advisor {advised}{tail}. {d.reason}")
    return lines


# ----------------------------------------------------------------------------- rule helpers


def bring_in_text(b: BringInReason, view: PlayerView) -> str:
    """Why this seat brings in (R3.2, R3.9)."""
    owner = _seat_name(view, b.door_seat)
    if b.rule is LowCardRule.LOWEST_ACE_HIGH:
        why = f"the {card_text(b.door)} is the lowest up card, aces high"
        tie = "clubs, diamonds, hearts, spades from lowest" if b.suit_tie else ""
    else:
        why = f"the {card_text(b.door)} is the highest up card, aces low"
        tie = "spades, hearts, diamonds, clubs from highest" if b.suit_tie else ""
    text = f"{owner} {'bring' if b.door_seat == view.viewer else 'brings'} in: {why}"
    if b.suit_tie is not None:
        text += f"; the {card_text(b.suit_tie)} has the same rank, and suits break the tie ({tie})"
    text += " (R3.2)."
    if b.seat != b.door_seat:
        text += (
            f" {owner} {'are' if b.door_seat == view.viewer else 'is'} all-in from the ante, so the next "
            f"player with chips, {_seat_name(view, b.seat)}, brings in (R3.9)."
        )
    return text


def opener_text(o: OpenerReason, view: PlayerView) -> str:
    """Who acts first on this street and why (R3.6)."""
    variant = VARIANTS[view.variant_key]
    best = _seat_name(view, o.best_seat)
    if variant.showing_rule is ShowingRule.BEST_HIGH:
        hand = describe_showing_high(o.up_cards)
        text = f"{best} {_verb(view, o.best_seat, 'act')} first with the best hand showing, {hand}"
    else:
        low = cards_text(o.up_cards)
        text = f"{best} {_verb(view, o.best_seat, 'act')} first with the best low showing, {low}"
    if o.tied_seats:
        others = ", ".join(_seat_name(view, s) for s in o.tied_seats)
        text += f"; {others} shows as much, and the first from the dealer's left acts first"
    text += " (R3.6)."
    if o.seat != o.best_seat:
        text += (
            f" {best} {'are' if o.best_seat == view.viewer else 'is'} all-in, so "
            f"{_seat_name(view, o.seat)} {_verb(view, o.seat, 'act')} first."
        )
    return text


def open_pair_text(p: OpenPairRule, view: PlayerView) -> str:
    """When the open-pair big bet is allowed (R3.7)."""
    variant = VARIANTS[view.variant_key]
    if not p.applies or p.street is None:
        return f"{variant.name} has no open-pair big bet: bets follow the street's size."
    street = variant.streets[p.street].name
    if not p.house_rule_on:
        return f"The open-pair big bet is switched off at this table: {street} bets are small bets."
    if p.allowed_now:
        who = ", ".join(_seat_name(view, s) for s in p.pair_seats)
        return (
            f"A pair shows ({who}): on {street} anyone may bet or raise the big bet; "
            "once a big bet is made, later raises are big too (R3.7)."
        )
    return f"If a pair shows on {street}, anyone may bet the big bet on that street (R3.7)."


def low_chance_text(c: LowChance, view: PlayerView) -> str:
    """'P2 (seat 2): 3 low cards (A 4 7), can still make a low: 2 more needed, 5 ranks live'."""
    who = _seat_name(view, c.seat)
    shown = f"low cards {' '.join('A' if r is Rank.ACE else r.symbol for r in c.low_ranks)}"
    if not c.low_ranks:
        shown = "no low cards yet"
    if c.made:
        return f"{who}: has an eight-or-better low"
    if not c.possible:
        return f"{who}: {shown}; no low possible any more"
    return f"{who}: {shown}; a low can still come: {c.needed} more needed, {len(c.live_ranks)} low ranks live"


def _verb(view: PlayerView, seat: int, verb: str) -> str:
    """'act' for the hero ("You act"), 'acts' for anyone else."""
    return verb if seat == view.viewer else f"{verb}s"


def _seat_name(view: PlayerView, seat: int) -> str:
    s = view.seat(seat)
    return "You" if seat == view.viewer else seat_label(seat, s.name)


# ----------------------------------------------------------------------------- drills


def question_text(q: Question) -> str:
    """'How many spades were folded?', 'Is the 9♥ live?'."""
    if q.kind is QuestionKind.FOLDED_OF_SUIT and q.suit is not None:
        return f"How many {suit_plural(q.suit)} were folded?"
    if q.kind is QuestionKind.FOLDED_OF_RANK and q.rank is not None:
        return f"How many {q.rank.plural} were folded?"
    assert q.card is not None
    return f"Is the {card_text(q.card)} live?"


def answer_text(value: int | bool) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def drill_result_text(r: DrillResult) -> str:
    return f"{r.correct} of {r.asked} right ({pct(r.accuracy)}), {r.mean_seconds:.1f} s a question"


PICK_WORDS = {Pick.FOLD: "fold", Pick.CALL: "call", Pick.COMPLETE: "complete", Pick.RAISE: "raise"}


def feedback_lines(f: Feedback) -> list[str]:
    """The trainer's verdict, the tier, the simulation and the price."""
    verdict = "Right" if f.correct else f"The advisor would {PICK_WORDS[f.advised]}"
    lines = [f"{verdict}: {f.reason}", f"Hand: {f.tier_label} (strength {f.tier_score:.2f} of 1)"]
    against = "1 player" if f.opponents_in == 1 else f"{f.opponents_in} players"
    lines.append(f"Played to the showdown against {against} still in: {pct(f.equity)} of the pot")
    if f.pot_odds is not None:
        lines.append(pot_odds_text(f.pot_odds).capitalize())
    return lines


def score_text(s: TrainerScore) -> str:
    return f"{s.correct} of {s.answered} ({pct(s.accuracy)}), streak {s.streak}, best {s.best_streak}"
