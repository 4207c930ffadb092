"""Where pokerkit 0.7.7 knowingly plays stud differently from RULES.md.

`known_differences(hand)` looks at a finished engine hand and names each
situation in it where pokerkit would act or pay differently, so the bulk
cross-check can set such hands aside (and count them) instead of failing.
Each reason is pinned by its own test in test_pinned_differences.py, which
shows the engine's RULES.md behaviour and pokerkit's different result.
"""

from __future__ import annotations

from collections import defaultdict

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
SHORT_OPENER = "R3.4 short all-in bet or completion: pokerkit raises on top instead of completing"
CAP_SHORT_RAISE = "R3.5 cap: pokerkit counts short all-in raises toward the cap"
ODD_CHIPS = "R4.5 odd chips: pokerkit gives the whole remainder to one winner"
MERGED_POTS = "R4.6 side pots: pokerkit merges pots left with the same contenders"
HILO_SIDE_POT = "R4.6 hi/lo side pot without a low: pokerkit still splits off a low half"
UNEXPLAINED_PAYOUT = "payout differs for a reason not listed here"
COMMUNITY = "R2.7 community card: pokerkit reshuffles mucked cards into the stub first"

ALL_REASONS = (
    OPEN_PAIR,
    SHORT_BRING_IN,
    SHORT_OPENER,
    CAP_SHORT_RAISE,
    ODD_CHIPS,
    MERGED_POTS,
    HILO_SIDE_POT,
    COMMUNITY,
)


def known_differences(hand: Hand) -> list[str]:
    """The reasons that apply to this finished hand (UNEXPLAINED_PAYOUT is not a known one)."""
    reasons: list[str] = []
    reasons += _betting(hand)
    reasons += _awards(hand)
    if _community_differs(hand):
        reasons.append(COMMUNITY)
    return reasons


def _betting(hand: Hand) -> list[str]:
    s = hand.structure
    reasons: set[str] = set()
    street_bet = s.small_bet
    aggressive = 0
    short_opener = False
    #: calls of a short bring-in before anyone completes (None: no short bring-in)
    short_calls: int | None = None
    for event in hand.events:
        if isinstance(event, StreetStarted):
            street_bet = event.bet
            aggressive = 0
            short_opener = False
            short_calls = None
        elif isinstance(event, ActionTaken):
            if event.kind is ActionKind.BRING_IN and event.amount < s.bring_in:
                short_calls = 0
            elif short_calls is not None and aggressive == 0 and event.kind is ActionKind.CALL:
                # a lone caller's extra chips come back as an uncalled bet unless someone
                # completes; a second caller makes a side pot of them
                short_calls += 1
                if short_calls >= 2:
                    reasons.add(SHORT_BRING_IN)
            elif short_calls and event.kind.is_aggressive:
                reasons.add(SHORT_BRING_IN)
            if event.big:
                reasons.add(OPEN_PAIR)
            if not event.kind.is_aggressive:
                continue
            if short_opener:
                reasons.add(SHORT_OPENER)
            if aggressive == 0 and event.amount < street_bet:
                short_opener = True
            aggressive += 1
            if aggressive > 1 + hand.rules.raise_cap:
                reasons.add(CAP_SHORT_RAISE)
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
