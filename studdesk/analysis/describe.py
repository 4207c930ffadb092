"""The practice aids' data in words: each function hands one result's facts to `studdesk.wording`.

No sentence is written here (they are all in `wording.odds`, `wording.coach`,
`wording.drills` and `wording.calculator`, ready for translation); this module
only unpacks the frozen results of `analysis` into the plain values those take,
so the wording stays below the practice aids in the layers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studdesk.analysis.advice import Advice, HandReview, ReviewedDecision
from studdesk.analysis.boards import BoardReading
from studdesk.analysis.odds import LiveOdds, PotOdds
from studdesk.analysis.outs import Draw
from studdesk.analysis.seen import SeenCards
from studdesk.engine.cards import Suit
from studdesk.engine.variants import VARIANTS, LowCardRule, ShowingRule, Variant
from studdesk.engine.views import PlayerView
from studdesk.wording import calculator as calc_words
from studdesk.wording import coach as coach_words
from studdesk.wording import drills as drill_words
from studdesk.wording import odds as odds_words
from studdesk.wording.hands import cards_text, partial_high

if TYPE_CHECKING:  # the tool windows' results and the rule helpers' (off by default): the coach's
    # thread need not load their modules
    from studdesk.analysis.calculator import EquityResult, InputProblem
    from studdesk.analysis.memory_drill import DrillResult, Question
    from studdesk.analysis.rulehelp import BringInReason, LowChance, OpenerReason, OpenPairRule
    from studdesk.analysis.third_street import Feedback, TrainerScore

# ----------------------------------------------------------------------------- odds and outs


def pot_odds_text(p: PotOdds) -> str:
    return odds_words.pot_odds_text(p.to_call, p.to_win, p.all_in)


def live_odds_lines(o: LiveOdds) -> list[str]:
    split = None
    if o.high is not None and o.low is not None and o.makes_low is not None:
        split = (o.high, o.low, o.scoop, o.makes_low)
    return odds_words.live_odds_lines(o.equity, o.opponents, o.exact, o.error, split)


def draw_text(d: Draw) -> str:
    return odds_words.draw_text(
        d.kind.value,
        d.needed,
        d.ranks,
        d.suit,
        live=len(d.live),
        total=d.total,
        folded=len(d.folded),
        elsewhere=len(d.elsewhere),
        possible=d.possible,
    )


def threat_text(d: Draw) -> str:
    return odds_words.threat_text(d.kind.value, d.needed, d.ranks, d.suit, len(d.live), d.total, d.possible)


def board_lines(b: BoardReading, variant: Variant) -> list[str]:
    """A board's summary: what shows, then each threat."""
    hand = partial_high(b.up_cards) if variant.showing_rule is ShowingRule.BEST_HIGH and b.up_cards else ""
    shows = odds_words.board_showing(cards_text(b.up_cards), hand) if b.up_cards else ""
    head = odds_words.board_head(b.name, shows, b.folded)
    if b.folded:
        return [head]
    return [head, *(threat_text(t) for t in b.threats)] if b.threats else [head, odds_words.no_threats()]


def seen_by_suit_lines(seen: SeenCards) -> list[str]:
    """One line per suit, spades first: the seen cards from the ace down, the folded ones named."""
    lines = []
    for suit, entries in sorted(seen.by_suit().items(), key=lambda kv: -kv[0]):
        ranks = [e.card.rank for e in entries]
        folded = [e.card.rank for e in entries if e.folded and e.seat != seen.viewer]
        lines.append(odds_words.seen_suit_line(Suit(suit), ranks, folded))
    return lines


def seen_summary(seen: SeenCards) -> str:
    return odds_words.seen_count(len(seen.entries), len(seen.folded))


# ----------------------------------------------------------------------------- advisor and review


def advice_text(a: Advice) -> str:
    return coach_words.advice_text(a.action.kind, a.action.amount, a.reason)


def decision_line(d: ReviewedDecision, variant: Variant) -> str:
    street = variant.streets[d.street].name if 0 <= d.street < len(variant.streets) else "?"
    return coach_words.review_line(
        street,
        d.taken,
        d.taken_amount,
        d.advised,
        d.advised_amount,
        d.reason,
        d.equity,
        pot_odds_text(d.pot_odds) if d.pot_odds is not None else None,
    )


def review_lines(r: HandReview) -> list[str]:
    """A line saying how many decisions differed, then one line per such decision."""
    variant = VARIANTS[r.variant_key]
    if not r.decisions:
        return [coach_words.no_decisions()]
    if not r.differences:
        return [coach_words.review_all_matched(len(r.decisions))]
    head = coach_words.review_count(len(r.differences), len(r.decisions))
    return [head, *(decision_line(d, variant) for d in r.differences)]


# ----------------------------------------------------------------------------- rule helpers


def _name(view: PlayerView, seat: int) -> str:
    return coach_words.you() if seat == view.viewer else view.seat(seat).name


def bring_in_text(b: BringInReason, view: PlayerView) -> str:
    passed = b.seat != b.door_seat
    return coach_words.bring_in_text(
        _name(view, b.door_seat),
        b.door_seat == view.viewer,
        b.door,
        b.rule is LowCardRule.LOWEST_ACE_HIGH,
        b.suit_tie,
        passed_to=_name(view, b.seat) if passed else None,
        passed_to_you=passed and b.seat == view.viewer,
    )


def opener_text(o: OpenerReason, view: PlayerView) -> str:
    high = VARIANTS[view.variant_key].showing_rule is ShowingRule.BEST_HIGH
    cards = cards_text(o.up_cards)
    showing = coach_words.showing_hand(partial_high(o.up_cards).lower(), cards) if high else cards
    passed = o.seat != o.best_seat
    return coach_words.opener_text(
        _name(view, o.best_seat),
        o.best_seat == view.viewer,
        showing,
        high,
        tuple(_name(view, s) for s in o.tied_seats),
        acting=_name(view, o.seat) if passed else None,
        acting_is_you=passed and o.seat == view.viewer,
    )


def open_pair_text(p: OpenPairRule, view: PlayerView) -> str:
    variant = VARIANTS[view.variant_key]
    if not p.applies or p.street is None:
        return coach_words.no_open_pair_rule(variant.name)
    street = variant.streets[p.street].name
    if not p.house_rule_on:
        return coach_words.open_pair_off(street)
    if p.allowed_now:
        return coach_words.open_pair_now(street, [_name(view, s) for s in p.pair_seats])
    return coach_words.open_pair_if(street)


def low_chance_text(c: LowChance, view: PlayerView) -> str:
    return coach_words.low_chance_text(
        _name(view, c.seat), c.low_ranks, c.made, c.possible, c.needed, len(c.live_ranks)
    )


# ----------------------------------------------------------------------------- drills


def question_text(q: Question) -> str:
    return drill_words.question_text(q.kind.value, q.suit, q.rank, q.card)


def drill_result_text(r: DrillResult) -> str:
    return drill_words.drill_result_text(r.correct, r.asked, r.accuracy, r.mean_seconds)


def feedback_lines(f: Feedback) -> list[str]:
    return drill_words.feedback_lines(
        f.correct,
        f.advised.value,
        f.reason,
        f.tier_label,
        f.tier_score,
        f.opponents_in,
        f.equity,
        pot_odds_text(f.pot_odds) if f.pot_odds is not None else None,
    )


def score_text(s: TrainerScore) -> str:
    return drill_words.score_text(s.correct, s.answered, s.accuracy, s.streak, s.best_streak)


# ----------------------------------------------------------------------------- calculator


def problem_text(p: InputProblem) -> str:
    return calc_words.problem_text(
        p.problem.value,
        player=p.player,
        text=p.text,
        card=str(p.card) if p.card is not None else "",
        other=p.other,
        count=p.count,
        limit=p.limit,
        game=p.game,
        variants=", ".join(sorted(VARIANTS)),
    )


def how_computed(result: EquityResult) -> str:
    return calc_words.how_computed(result.exact, result.deals, result.max_error)


def equity_table(result: EquityResult) -> list[str]:
    """The command's text answer: how it was computed, then one line per player."""
    lines = [calc_words.table_head(result.variant.name, how_computed(result))]
    if result.community_card:
        lines.append(calc_words.community_card())
    split = result.variant.is_split
    shown = [cards_text(p.cards) or calc_words.no_cards() for p in result.players]
    player, cards = calc_words.player_column(), calc_words.cards_column()
    width = max(len(cards), *(len(s) for s in shown))
    lines.append(
        "  ".join([player, cards.ljust(width), *(f.rjust(8) for f in calc_words.column_names(split))])
    )
    for i, (p, text) in enumerate(zip(result.players, shown, strict=True), start=1):
        values = [p.equity, p.high or 0.0, p.low or 0.0, p.scoop] if split else [p.equity, p.scoop]
        cells = [odds_words.pct(v, 2).rjust(8) for v in values]
        lines.append("  ".join([str(i).ljust(len(player)), text.ljust(width), *cells]))
    return lines
