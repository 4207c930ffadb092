"""Rule helpers for newcomers: who brings in and why, who opens and why, when the big bet
is allowed on an open pair, and whether each player can still make a low.

Who brings in and who opens come from the engine's own ordering code
(`engine.ordering`: the bring-in key, the showing values, the seat with chips), run on
the seats as the view shows them at the start of the street; nothing here re-decides a
rule. The helpers only add the "why": which card or hand decided, and what tie was
broken by suit (R3.2) or by position (R3.6), and who was passed over for being all-in.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from studdesk.analysis.seen import seen_cards
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import ALL_CARDS, Card, Rank
from studdesk.engine.evaluation import LOW8
from studdesk.engine.events import ActionTaken, AntePosted, StreetStarted
from studdesk.engine.ordering import best_showing, bring_in_key, bring_in_seat, opener_seat, showing_value
from studdesk.engine.variants import VARIANTS, LowCardRule, Variant
from studdesk.engine.views import PlayerView

LOW_RANKS = frozenset(
    (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT)
)


@dataclass(slots=True)
class _Seat:
    """A seat as `engine.ordering` reads it, at the start of a street."""

    seat: int
    folded: bool
    has_chips: bool
    up_cards: list[Card] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class BringInReason:
    """R3.2 / R3.9: who brings in, and the card that decided."""

    seat: int
    rule: LowCardRule
    #: the deciding door card and its owner (the bring-in seat unless that one was all-in)
    door: Card
    door_seat: int
    #: the door of the same rank that the suit order put after it (R3.2), if any
    suit_tie: Card | None
    #: seats passed over because they were all-in from the ante (R3.9)
    passed_all_in: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OpenerReason:
    """R3.6: who acts first on a later street, and the hand showing that decided."""

    street: int
    seat: int
    #: the seat with the best hand showing (the opener unless that one is all-in)
    best_seat: int
    up_cards: tuple[Card, ...]
    #: other live seats showing an equal hand, that sit later from the dealer's left
    tied_seats: tuple[int, ...]
    passed_all_in: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OpenPairRule:
    """R3.7: whether a big bet is allowed on this street because a pair shows."""

    #: the variant has an open-pair street (Seven Card Stud: 4th, Five Card Stud: 3rd)
    applies: bool
    #: the street where it could happen, and whether the house rule is on
    street: int | None
    house_rule_on: bool
    #: live seats whose up cards show a pair on that street
    pair_seats: tuple[int, ...]
    #: the big bet is allowed now (it is that street, the rule is on, a pair shows)
    allowed_now: bool


@dataclass(frozen=True, slots=True)
class LowChance:
    """Whether a player can still make an eight-or-better low (Hi/Lo: a qualifying low)."""

    seat: int
    #: different low ranks (A-8) the player shows (the hero: holds)
    low_ranks: tuple[Rank, ...]
    #: more low cards of new ranks needed, and cards still unseen to the viewer for that player
    needed: int
    unknown: int
    #: live low ranks that would count (not held, at least one card unseen)
    live_ranks: tuple[Rank, ...]
    made: bool
    possible: bool


# ----------------------------------------------------------------------------- the street's start


def _street_start(view: PlayerView, street: int) -> list[_Seat]:
    """Each seat as it was when `street` began: folded before it? all-in before it?"""
    folded: set[int] = set()
    all_in: set[int] = set()
    for event in view.history:
        if isinstance(event, StreetStarted) and event.street == street:
            break
        if isinstance(event, AntePosted) and event.all_in:
            all_in.add(event.seat)
        elif isinstance(event, ActionTaken):
            if event.kind is ActionKind.FOLD:
                folded.add(event.seat)
            elif event.all_in:
                all_in.add(event.seat)
    return [_Seat(s.seat, s.seat in folded, s.seat not in all_in, []) for s in view.seats]


def bring_in_reason(view: PlayerView) -> BringInReason | None:
    """Why the bring-in seat brings in; None before the door cards are dealt."""
    if view.street < 0 or any(not s.up_cards for s in view.seats):
        return None
    variant = VARIANTS[view.variant_key]
    seats = _street_start(view, 0)
    doors = {s.seat: s.up_cards[0] for s in view.seats}
    for s in seats:
        s.up_cards = [doors[s.seat]]
    if not _betting_opened(seats):
        return None
    seat = bring_in_seat(variant, seats)
    rule = variant.bring_in_rule
    owner = max(seats, key=lambda s: bring_in_key(rule, doors[s.seat]))
    door = doors[owner.seat]
    same_rank = [d for d in doors.values() if d.rank is door.rank and d is not door]
    tie = max(same_rank, key=lambda d: bring_in_key(rule, d), default=None)
    order = [s.seat for s in seats]
    passed = _between(order, owner.seat, seat)
    return BringInReason(seat, rule, door, owner.seat, tie, passed)


def opener_reason(view: PlayerView) -> OpenerReason | None:
    """Why the current later street's opener acts first; None on the first street."""
    if view.street < 1:
        return None
    variant = VARIANTS[view.variant_key]
    seats = _street_start(view, view.street)
    for s, shown in zip(seats, view.seats, strict=True):
        s.up_cards = list(shown.up_cards)
    live = [s for s in seats if not s.folded]
    if not _betting_opened(seats):
        return None
    best = best_showing(variant, seats)
    seat = opener_seat(variant, seats)
    value = showing_value(variant, best.up_cards)
    tied = tuple(s.seat for s in live if s is not best and showing_value(variant, s.up_cards) == value)
    order = [s.seat for s in seats]
    return OpenerReason(
        view.street, seat, best.seat, tuple(best.up_cards), tied, _between(order, best.seat, seat)
    )


def _betting_opened(seats: list[_Seat]) -> bool:
    """The engine opens a betting round only with two players who can still bet (all-in run-outs)."""
    return sum(1 for s in seats if not s.folded and s.has_chips) >= 2


def _between(order: list[int], start: int, end: int) -> tuple[int, ...]:
    """Seats from `start` (included) up to `end` (excluded), clockwise."""
    i = order.index(start)
    out: list[int] = []
    while order[i % len(order)] != end:
        out.append(order[i % len(order)])
        i += 1
    return tuple(out)


# ----------------------------------------------------------------------------- open pair


def open_pair_rule(view: PlayerView) -> OpenPairRule:
    variant = VARIANTS[view.variant_key]
    street = variant.open_pair_street
    on = view.rules.open_pair_big_bet
    if street is None:
        return OpenPairRule(False, None, on, (), False)
    pairs: tuple[int, ...] = ()
    if view.street >= street:
        start = _street_start(view, street)
        pairs = tuple(
            s.seat
            for s, shown in zip(start, view.seats, strict=True)
            if not s.folded and _pair_showing(shown.up_cards[: _up_count(variant, street)])
        )
    return OpenPairRule(True, street, on, pairs, view.street == street and on and bool(pairs))


def _up_count(variant: Variant, street: int) -> int:
    """Up cards each player has once `street` is dealt."""
    return sum(sum(s.deal) for s in variant.streets[: street + 1])


def _pair_showing(up_cards: tuple[Card, ...]) -> bool:
    return max(Counter(c.rank for c in up_cards).values(), default=0) >= 2


# ----------------------------------------------------------------------------- lows


def low_chances(view: PlayerView) -> tuple[LowChance, ...]:
    """For each live player (the hero with all its cards, the others by their up cards):
    can an eight-or-better low still come? Empty outside Stud Hi/Lo and Razz."""
    variant = VARIANTS[view.variant_key]
    if variant.pot_evaluators[-1] not in ("low8", "razz"):
        return ()
    seen = seen_cards(view)
    unseen_ranks = {c.rank for c in ALL_CARDS if c not in seen.cards}
    community = (view.community,) if view.community is not None else ()
    out: list[LowChance] = []
    for s in view.seats:
        if s.folded:
            continue
        held = s.known_cards + community
        ranks = tuple(sorted({c.rank for c in held if c.rank in LOW_RANKS}, key=_ace_low))
        unknown = variant.cards_per_player - len(held)
        needed = max(0, 5 - len(ranks))
        live = tuple(sorted((LOW_RANKS - set(ranks)) & unseen_ranks, key=_ace_low))
        made = len(held) >= 5 and LOW8.value(held) is not None
        possible = made or (needed <= unknown and len(live) >= needed)
        out.append(LowChance(s.seat, ranks, needed, unknown, live, made, possible))
    return tuple(out)


def _ace_low(rank: Rank) -> int:
    return 1 if rank is Rank.ACE else int(rank)
