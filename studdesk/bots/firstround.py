"""First-round play (3rd street; 2nd street in Five Card Stud).

The hand's tier score (`handread.assess_start`) is compared with the style's
thresholds, widened heads-up, short-handed and when short-stacked. With only
the bring-in in, the best door card among the players still to act steals the
antes. Facing a completion, a bot with reads defends more against players who
complete with anything, and checks its equity against their (wide) range.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from studdesk.bots import fivefirst
from studdesk.bots.equity import Equity
from studdesk.bots.handread import assess_start, beats_the_board, low_rank
from studdesk.bots.opponents import OpponentModel
from studdesk.bots.profiles import Profile
from studdesk.bots.reading import Choice, TableRead
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.wording import reasons

EquityFn = Callable[[TableRead], Equity]


def first_round_choice(
    read: TableRead,
    prof: Profile,
    rng: random.Random,
    model: OpponentModel,
    equity_of: EquityFn,
    deals_of: fivefirst.DealsFn | None = None,
) -> Choice:
    style, level = prof.style, prof.level
    live_doors = [c for o in read.opponents for c in o.up_cards]
    seen = live_doors + (list(read.dead) if prof.counts_dead else [])
    rating = assess_start(read.variant.key, read.my_cards, seen, live_doors)
    if deals_of is not None and fivefirst.applies(read, level):
        return fivefirst.weighed_first(read, level, model, rng, deals_of, rating.label)
    score = rating.score + rng.gauss(0.0, level.noise)
    what = rating.label
    # Fewer players, weaker average hands: widen (heads-up most of all).
    score += 0.015 * max(0, 8 - read.dealt_in) + (0.05 if read.dealt_in == 2 else 0.0)
    if read.my_stack < 3 * read.big_bet:
        score += 0.05  # short stack: the antes are worth fighting for, there is little left to lose
    per_player = level.crowd_entry + {"five": level.five_crowd_entry, "stud8": level.hilo_crowd_entry}.get(
        read.variant.key, 0.0
    )
    crowd = per_player * max(0, read.dealt_in - 2)
    entry = style.entry + level.entry_shift + crowd
    hilo = read.variant.key == "stud8"
    limp = style.limp + level.entry_shift + crowd + (level.hilo_limp_shift if hilo else 0.0)
    opening = style.open + 0.5 * level.entry_shift + crowd + (level.hilo_open_shift if hilo else 0.0)
    if level.reads and read.opponents:
        # Against players who enter with anything, more hands are worth a raise and a call.
        field = sum(1.0 - model.get(o.name).tightness() for o in read.opponents) / len(read.opponents)
        opening -= 0.08 * field
        entry -= 0.05 * field

    bring_in = read.offer(ActionKind.BRING_IN)
    complete = read.offer(ActionKind.COMPLETE)
    if bring_in is not None:
        if complete is not None and score >= opening:
            return Choice(complete, reasons.acted("completed", what))
        return Choice(bring_in, reasons.acted("brought it in", what))

    call = read.offer(ActionKind.CALL)
    fold = read.offer(ActionKind.FOLD)
    aggressive = read.aggressive_offers()
    if read.raises_this_round == 0:
        steal = _best_door(read) and len(read.yet_to_act) <= 3
        steal_line = opening - 0.30 * style.steal
        stealing = steal and score >= steal_line and rng.random() < style.steal
        # a steal's line stays: few players are left to act
        crowd_open = {"five": level.five_crowd_open, "stud8": level.hilo_crowd_open}.get(
            read.variant.key, 0.0
        )
        opening += crowd_open * max(0, read.dealt_in - 2)
        if aggressive and (score >= opening or stealing):
            why = "completed to steal the antes" if score < opening else "completed"
            return Choice(aggressive[0], reasons.acted(why, what))
        if call is not None and score >= limp:
            if hilo and level.hilo_no_limp and aggressive:
                return Choice(aggressive[0], reasons.acted("completed", what))
            return Choice(call, reasons.acted("called the bring-in", what))
        if fold is None:
            check = read.offer(ActionKind.CHECK)
            assert check is not None
            return Choice(check, reasons.acted("checked", what))
        if deals_of is not None and fivefirst.applies(read, level, limp=True):
            limped = fivefirst.weighed_limp(read, level, model, rng, deals_of, what)
            if limped is not None:
                return limped
        return Choice(fold, reasons.acted("folded", what))

    raises = read.raises_this_round
    need = entry + 0.07 * (raises - 1)
    aggressor = read.last_aggressor
    loose = 0.0
    if level.reads and aggressor is not None and aggressor != read.view.viewer:
        name = read.view.seat(aggressor).name
        loose = 1.0 - model.get(name).honesty()
        need -= 0.15 * loose
    if read.view.me.round_bet > 0:
        need -= 0.04  # the bring-in is already in
    five_reading = level.hand_reading and read.variant.key == "five"
    if five_reading and not _paired(read.my_cards):
        return _unpaired_five(read, equity_of, what)
    if aggressive and score >= opening + 0.08 * raises:
        return Choice(aggressive[0], reasons.acted("re-raised", what))
    assert call is not None and fold is not None
    if five_reading and not beats_the_bettors(read):
        # Five Card Stud: a hand that cannot beat what the raisers show is drawing thin
        return Choice(fold, reasons.short_of_the_board(reasons.acted("folded", what), draws=False))
    if score >= need:
        return Choice(call, reasons.acted("called", what))
    if loose > 0.4 and read.facing_aggression:
        price = read.to_call / (read.pot + read.to_call)
        eq = equity_of(_in_the_pot(read))
        if eq.share >= price * (1.0 - style.call_slack):
            return Choice(call, reasons.acted("called a loose raiser", what, eq.share))
    return Choice(fold, reasons.acted("folded", what))


def _unpaired_five(read: TableRead, equity_of: EquityFn, what: str) -> Choice:
    """Five Card Stud, no pair, facing a completion or a raise: never a re-raise (a
    completer's range is mostly pairs, which an unpaired hand trails); a call only when the
    hand beats what the raisers show and its equity against what their actions say (the
    learned ranges) pays the price."""
    call, fold = read.offer(ActionKind.CALL), read.offer(ActionKind.FOLD)
    assert call is not None and fold is not None
    if not beats_the_bettors(read):
        return Choice(fold, reasons.short_of_the_board(reasons.acted("folded", what), draws=False))
    eq = equity_of(_in_the_pot(read))
    odds = pot_odds(read.pot, read.to_call)
    if eq.share >= read.to_call / (read.pot + read.to_call):
        return Choice(call, reasons.acted("called", what, eq.share, odds))
    return Choice(fold, reasons.odds_not_enough(reasons.acted("folded", what, eq.share, odds)))


def _paired(cards: Sequence[Card]) -> bool:
    return len({c.rank for c in cards}) < len(cards)


def pot_odds(pot: int, to_call: int) -> str:
    """The pot odds in words, e.g. '4.2:1' ('free' when there is nothing to call)."""
    if to_call <= 0:
        return reasons.free()
    ratio = pot / to_call
    return f"{ratio:.1f}:1" if ratio < 10 and abs(ratio - round(ratio)) > 0.05 else f"{round(ratio)}:1"


def beats_the_bettors(read: TableRead) -> bool:
    """Whether the viewer's cards beat the up cards of every opponent who put chips in
    this round (`handread.beats_the_board`)."""
    return all(beats_the_board(read.my_cards, o.up_cards) for o in read.opponents if o.round_bet > 0)


def _best_door(read: TableRead) -> bool:
    """Whether the viewer's door card beats every door still to act (and the bring-in)."""
    mine = read.my_door
    if mine is None:
        return False
    others = [o.door for o in read.opponents if o.seat in read.yet_to_act or o.round_bet > 0]
    doors = [d for d in others if d is not None]
    if read.variant.key == "razz":
        return all(low_rank(mine) < low_rank(d) for d in doors)
    if read.variant.key == "stud8":
        return low_rank(mine) <= 6 and all(_hilo_door(mine) > _hilo_door(d) for d in doors)
    return all(mine.rank > d.rank for d in doors)


def _hilo_door(c: Card) -> int:
    """Door strength in Hi/Lo: aces best, then the lowest cards."""
    return 20 if low_rank(c) == 1 else 10 - low_rank(c) if low_rank(c) <= 8 else 0


def _in_the_pot(read: TableRead) -> TableRead:
    """The read restricted to opponents who put chips in; the others' up cards count as dead."""
    active = tuple(o for o in read.opponents if o.round_bet > 0 or o.seat not in read.yet_to_act)
    if not active:
        return read
    out_cards = frozenset(c for o in read.opponents if o not in active for c in o.up_cards)
    return replace(read, opponents=active, dead=read.dead | out_cards)
