"""Where pokerkit 0.7.7 knowingly plays stud differently from docs/rules.md.

`known_differences(hand)` looks at a finished engine hand and names each
situation in it where pokerkit would act or pay differently, so the bulk
cross-check can set such hands aside (and count them) instead of failing.
Each reason is pinned by its own test in test_pinned_differences.py, which
shows the engine's docs/rules.md behaviour and pokerkit's different result.

The betting reasons come from a small model of pokerkit's fixed-limit checks
(`_PokerkitRound`, after `pokerkit.state.State._verify_completion_betting_or_raising`
and `complete_bet_or_raise_to`) run over the engine's actions: the first engine
bet, completion or raise that pokerkit would refuse names its reason.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionTaken,
    CardDealt,
    CommunityCardDealt,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    StreetStarted,
)
from studdesk.engine.hand import Hand

#: reason keys, with what pokerkit does differently
OPEN_PAIR = "R3.7 open pair: pokerkit has no big bet on 4th street"
SHORT_BRING_IN = "R3.9 short bring-in: pokerkit lets the others call the short amount"
SHORT_COMPLETED = (
    "R3.4/R3.8 all-in under half a bet: pokerkit raises a full bet on top instead of completing it"
)
CAP_SHORT_RAISE = "R3.5 cap: pokerkit counts all-ins under half a bet toward the cap"
HALF_RAISE_REOPENS = (
    "R3.8 an all-in raise of half a raise or more reopens the betting; pokerkit needs a full raise"
)
ODD_CHIPS = "R4.5 odd chips: pokerkit gives the whole remainder to one winner"
MERGED_POTS = "R4.6 side pots: pokerkit merges pots left with the same contenders"
HILO_SIDE_POT = "R4.6 hi/lo side pot without a low: pokerkit still splits off a low half"
UNEXPLAINED_PAYOUT = "payout differs for a reason not listed here"
COMMUNITY = "R2.7 community card: pokerkit reshuffles mucked cards into the stub first"

ALL_REASONS = (
    OPEN_PAIR,
    SHORT_BRING_IN,
    SHORT_COMPLETED,
    CAP_SHORT_RAISE,
    HALF_RAISE_REOPENS,
    ODD_CHIPS,
    MERGED_POTS,
    HILO_SIDE_POT,
    COMMUNITY,
)

#: pokerkit's fixed-limit games allow a bet (or completion) and three raises, always
POKERKIT_CAP = 4


def known_differences(hand: Hand) -> list[str]:
    """The reasons that apply to this finished hand (UNEXPLAINED_PAYOUT is not a known one)."""
    reasons: list[str] = []
    reasons += _betting(hand)
    reasons += _awards(hand)
    if _community_differs(hand):
        reasons.append(COMMUNITY)
    return reasons


@dataclass
class _PokerkitRound:
    """What pokerkit 0.7.7 tracks in a fixed-limit betting round, enough to know what it refuses."""

    bet: int
    #: True until the first completion, bet or raise after a bring-in (pokerkit's completion_status)
    completing: bool
    bets: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    #: the largest completion, bet or raise increment so far
    largest_raise: int = 0
    count: int = 0
    acted: set[int] = field(default_factory=set)
    short_all_ins: list[int] = field(default_factory=list)

    def refuses(self, event: ActionTaken) -> str | None:
        """Why pokerkit would refuse this engine bet, completion or raise (None: it accepts it)."""
        seat, top = event.seat, max(self.bets.values(), default=0)
        reach = event.stack + event.amount  # the seat's all-in level this round, in both
        to_call = min(reach, top) - self.bets[seat]
        if to_call < self.largest_raise:
            return HALF_RAISE_REOPENS  # "Short all-in cannot be raised"
        if self.count == POKERKIT_CAP:
            return CAP_SHORT_RAISE
        if seat in self.acted and self.short_all_ins and sum(self.short_all_ins) < self.largest_raise:
            return HALF_RAISE_REOPENS  # "cannot raise in face of a non-full all-in wager"
        least = max(self.largest_raise, self.bet) + (0 if self.completing else top)
        if event.amount != min(least, reach):  # fixed limit: the least amount is also the most
            return SHORT_COMPLETED
        return None

    def record(self, event: ActionTaken) -> None:
        seat = event.seat
        self.acted.add(seat)
        if event.kind.is_aggressive:
            increment = event.amount - max(self.bets.values(), default=0)
            if increment >= self.largest_raise:
                self.acted = {seat}
            self.largest_raise = max(self.largest_raise, increment)
            self.count += 1
            self.completing = False
            if event.all_in:
                self.short_all_ins.append(increment)
            else:
                self.short_all_ins.clear()
            if sum(self.short_all_ins) >= self.largest_raise:
                self.short_all_ins.clear()
        if event.kind is ActionKind.CALL:  # pokerkit calls what is bet, a short bring-in too (R3.9)
            self.bets[seat] = min(self.bets[seat] + event.paid, max(self.bets.values()))
        elif event.kind is not ActionKind.FOLD and event.kind is not ActionKind.CHECK:
            self.bets[seat] = event.amount


def _betting(hand: Hand) -> list[str]:
    s = hand.structure
    reasons: set[str] = set()
    model: _PokerkitRound | None = None
    #: calls of a short bring-in before anyone completes (None: no short bring-in)
    short_calls: int | None = None
    for event in hand.events:
        if isinstance(event, StreetStarted):
            model = _PokerkitRound(event.bet, completing=event.street == 0)
            short_calls = None
        elif isinstance(event, ActionTaken):
            assert model is not None
            if event.kind is ActionKind.BRING_IN and event.amount < s.bring_in:
                short_calls = 0
            elif short_calls is not None and model.count == 0 and event.kind is ActionKind.CALL:
                # a lone caller's extra chips come back as an uncalled bet unless someone
                # completes; a second caller makes a side pot of them
                short_calls += 1
                if short_calls >= 2:
                    reasons.add(SHORT_BRING_IN)
            elif short_calls and event.kind.is_aggressive:
                reasons.add(SHORT_BRING_IN)
            if event.big:
                reasons.add(OPEN_PAIR)
            if event.kind.is_aggressive:
                refused = model.refuses(event)
                if refused is not None:
                    reasons.add(refused)
            model.record(event)
    return sorted(reasons)


def _awards(hand: Hand) -> list[str]:
    """Compare the engine's awards with pokerkit's way of paying the same winners.

    pokerkit 0.7.7 pays pots after dropping mucked and losing hands, merges pots
    left with the same contenders, splits every pot high/low once anybody has a
    low (a pot with no low among its contenders then shares the "low" half among
    all of them), and gives a split's whole remainder to the first winner.
    """
    if not any(isinstance(e, ShowdownRevealed) for e in hand.events):
        return []
    awards = [e for e in hand.events if isinstance(e, PotAwarded)]
    paid_to = {e.seat for e in awards}
    pots = hand.pot_infos()
    contenders = [tuple(s for s in pot.eligible if s in paid_to) for pot in pots]
    groups: list[list[int]] = []
    for index, live in enumerate(contenders):
        if groups and contenders[groups[-1][0]] == live:
            groups[-1].append(index)
        else:
            groups.append([index])
    reasons: set[str] = set()
    for group in groups:
        engine: dict[int, int] = defaultdict(int)
        for e in awards:
            if e.pot in group:
                engine[e.seat] += e.amount
        pokerkit, why = _pokerkit_pays(hand, awards, group, contenders[group[0]])
        if pokerkit != dict(engine):
            if len(group) > 1:
                why.add(MERGED_POTS)
            reasons |= why or {UNEXPLAINED_PAYOUT}
    return sorted(reasons)


def _pokerkit_pays(
    hand: Hand, awards: list[PotAwarded], group: list[int], contenders: tuple[int, ...]
) -> tuple[dict[int, int], set[str]]:
    """What pokerkit pays out of these (merged) pots to the engine's winners, and why it may differ."""
    position = {p.seat: i for i, p in enumerate(hand.order)}
    first = group[0]
    winners: dict[PotShare, list[int]] = defaultdict(list)
    for e in awards:
        if e.pot == first:
            winners[e.share].append(e.seat)
    total = sum(pot.amount for i, pot in enumerate(hand.pot_infos()) if i in group)
    why: set[str] = set()
    if hand.variant.is_split and any(e.share is PotShare.LOW for e in awards):
        half, odd = divmod(total, 2)
        low = winners[PotShare.LOW]
        if not low:
            why.add(HILO_SIDE_POT)
        shares = [
            (half + odd, winners[PotShare.HIGH] or winners[PotShare.WHOLE]),
            (half, low or list(contenders)),
        ]
    else:
        shares = [(total, winners[PotShare.WHOLE])]
    paid: dict[int, int] = defaultdict(int)
    for amount, seats in shares:
        ordered = sorted(seats, key=position.__getitem__)
        base, odd = divmod(amount, len(ordered))
        if len(ordered) >= 3 and odd >= 2:
            why.add(ODD_CHIPS)
        for k, seat in enumerate(ordered):
            paid[seat] += base + (odd if k == 0 else 0)
    return {k: v for k, v in paid.items() if v}, why


def _community_differs(hand: Hand) -> bool:
    """The engine dealt a community card where pokerkit would deal from reshuffled mucked cards."""
    dealt = 0
    folded_cards = 0
    cards_held: dict[int, int] = defaultdict(int)
    for event in hand.events:
        if isinstance(event, CardDealt):
            dealt += 1
            cards_held[event.seat] += 1
        elif isinstance(event, ActionTaken) and event.kind is ActionKind.FOLD:
            folded_cards += cards_held[event.seat]
        elif isinstance(event, CommunityCardDealt):
            live = len(hand.live)
            return live <= (52 - dealt) + folded_cards
    return False
