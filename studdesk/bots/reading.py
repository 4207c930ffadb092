"""What a bot can read from its censored view: cards, dead cards, the betting so far.

Everything here is derived from `PlayerView` alone; a hidden card is never
available, so a bot built on `TableRead` cannot cheat.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from studdesk.engine.actions import BET, CALL, CHECK, COMPLETE, RAISE, ActionKind, LegalAction
from studdesk.engine.cards import Card
from studdesk.engine.events import ActionTaken, HandStarted, StreetStarted
from studdesk.engine.frozen import fill_slots_directly
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.engine.views import SPECTATOR, PlayerView, SeatView


@dataclass(frozen=True, slots=True)
class Choice:
    """A strategy's answer: the action and, in words, why."""

    action: LegalAction
    reason: str


@fill_slots_directly  # made for every opponent at every decision
@dataclass(frozen=True, slots=True)
class OpponentRead:
    """A live opponent as the viewer sees it."""

    seat: int
    name: str
    up_cards: tuple[Card, ...]
    #: cards the viewer cannot see: dealt face down and not shown
    hidden: int
    stack: int
    all_in: bool
    round_bet: int
    #: aggressive actions (complete, bet, raise) per street index, this hand
    raises: tuple[int, ...]
    #: calls per street index, this hand
    calls: tuple[int, ...]
    #: checks per street index, this hand
    checks: tuple[int, ...] = ()
    #: of `raises`, those made over a bet (or a completion) already in this round
    reraises: tuple[int, ...] = ()

    @property
    def door(self) -> Card | None:
        return self.up_cards[0] if self.up_cards else None


@fill_slots_directly  # made at every decision
@dataclass(frozen=True, slots=True)
class TableRead:
    view: PlayerView
    variant: Variant
    street: int
    #: the viewer's cards in dealing order, and which of them are face up
    my_cards: tuple[Card, ...]
    my_up: tuple[Card, ...]
    opponents: tuple[OpponentRead, ...]
    #: cards seen that no live player will use: folded players' up cards
    dead: frozenset[Card]
    community: Card | None
    pot: int
    to_call: int
    #: the fixed bet size of this street, and the big bet
    bet: int
    big_bet: int
    #: full bets and raises made in this round so far (completion counts, the bring-in does not)
    raises_this_round: int
    #: whether any aggressive action so far this round came from an opponent
    facing_aggression: bool
    #: live opponents with chips that have not acted yet in this round
    yet_to_act: tuple[int, ...]
    dealt_in: int
    legal: tuple[LegalAction, ...] = field(default=())
    #: the seat that made the last full bet or raise this round (None if nobody did)
    last_aggressor: int | None = None

    # ------------------------------------------------------------------ helpers

    @property
    def streets_left(self) -> int:
        """Betting rounds after this one."""
        return len(self.variant.streets) - 1 - self.street

    @property
    def is_first_round(self) -> bool:
        return self.street == 0

    @property
    def heads_up(self) -> bool:
        return len(self.opponents) == 1

    @property
    def my_stack(self) -> int:
        return self.view.me.stack

    @property
    def my_door(self) -> Card | None:
        return self.my_up[0] if self.my_up else None

    def offer(self, kind: ActionKind) -> LegalAction | None:
        return next((o for o in self.legal if o.kind is kind), None)

    def aggressive_offers(self) -> tuple[LegalAction, ...]:
        return tuple(o for o in self.legal if o.kind.is_aggressive)

    def opponent(self, seat: int) -> OpponentRead:
        return next(o for o in self.opponents if o.seat == seat)


def read_view(view: PlayerView) -> TableRead:
    """Digest a view into what a strategy needs; uses only what `view` shows."""
    variant = VARIANTS[view.variant_key]
    seats = view.seats
    viewer = view.viewer
    me = view.me
    my_cards = me.known_cards
    history = view.history
    streets = len(variant.streets)
    # per seat (its place in `seats`) and street: aggressive actions, calls, checks, re-raises
    place = {s.seat: i for i, s in enumerate(seats)}
    raises = [[0] * streets for _ in seats]
    calls = [[0] * streets for _ in seats]
    checks = [[0] * streets for _ in seats]
    reraises = [[0] * streets for _ in seats]
    street = -1
    round_raises = 0
    facing = False
    last_aggressor: int | None = None
    acted: set[int] = set()
    dealt_in = 0
    for event in history:  # exact type tests: this runs for every event of every decision
        if type(event) is ActionTaken:
            if street < 0:
                continue
            seat = event.seat
            acted.add(seat)
            kind = event.kind
            if kind is COMPLETE or kind is BET or kind is RAISE:
                i = place[seat]
                raises[i][street] += 1
                if round_raises > 0:
                    reraises[i][street] += 1
                round_raises += 1
                facing = seat != viewer
                last_aggressor = seat
            elif kind is CALL:
                calls[place[seat]][street] += 1
            elif kind is CHECK:
                checks[place[seat]][street] += 1
        elif type(event) is StreetStarted:
            street = event.street
            round_raises = 0
            facing = False
            last_aggressor = None
            acted = set()
        elif type(event) is HandStarted:
            dealt_in = len(event.seats)
    opponents = tuple(
        [
            _opponent(s, raises[i], calls[i], checks[i], reraises[i])
            for i, s in enumerate(seats)
            if s.seat != viewer and not s.folded
        ]
    )
    dead = frozenset([c for s in seats if s.folded and s.seat != viewer for c in s.known_cards])
    yet_to_act = tuple([o.seat for o in opponents if o.seat not in acted and not o.all_in])
    structure = view.structure
    now = max(view.street, 0)
    return TableRead(
        view=view,
        variant=variant,
        street=now,
        my_cards=my_cards,
        my_up=me.up_cards,
        opponents=opponents,
        dead=dead,
        community=view.community,
        pot=sum([s.committed for s in seats]),  # view.pot_total
        to_call=0 if viewer == SPECTATOR else max(0, view.call_level - me.round_bet),  # view.to_call
        bet=variant.bet_amount(now, structure.small_bet, structure.big_bet),
        big_bet=structure.big_bet,
        raises_this_round=round_raises,
        facing_aggression=facing,
        yet_to_act=yet_to_act,
        dealt_in=dealt_in or len(seats),
        legal=view.legal,
        last_aggressor=last_aggressor,
    )


def _opponent(
    seat: SeatView, raises: list[int], calls: list[int], checks: list[int], reraises: list[int]
) -> OpponentRead:
    cards = seat.cards
    return OpponentRead(
        seat.seat,
        seat.name,
        tuple([c for c, up in zip(cards, seat.up, strict=True) if up and c is not None]),  # seat.up_cards
        cards.count(None),  # hidden
        seat.stack,
        seat.all_in,
        seat.round_bet,
        tuple(raises),
        tuple(calls),
        tuple(checks),
        tuple(reraises),
    )
