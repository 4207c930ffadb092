"""What the statistics need from one hand, worked out once when the hand is stored.

The store keeps these per-player figures as plain columns, so the statistics
are sums over indexed rows instead of replays of every hand. Streets are
counted from the first betting street: "first" is 3rd street in the seven-card
games and 2nd street in Five Card Stud. The definitions are in docs/history.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.engine.actions import BRING_IN, CHECK, FOLD
from studdesk.engine.events import (
    ActionTaken,
    HandMucked,
    PotAwarded,
    PotShare,
    ShowdownRevealed,
    StreetStarted,
)
from studdesk.engine.hand import Hand


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    seat: int
    net: int
    #: chips awarded from the pots (own chips won back included)
    won: int
    #: put chips in by choice on the first street (called, completed or raised; not the bring-in alone)
    entered: bool
    #: completed or raised on the first street
    raised_first: bool
    #: made the last completion or raise of the first street
    aggressor_first: bool
    saw_second: bool
    #: bet or raised on the second street
    bet_second: bool
    saw_third: bool
    folded_third: bool
    #: still in when the hands were compared (shown or mucked there)
    showdown: bool
    #: won chips from a pot at the showdown
    won_showdown: bool
    #: Hi/Lo at the showdown: took every share of the main pot (a scoop), or else a high or a
    #: low share of some pot (a split)
    high_half: bool
    low_half: bool
    scoop: bool

    @property
    def flags(self) -> int:
        """The yes/no figures as one integer (bit k: `FLAG_BITS[k]`), as the store keeps them."""
        return sum(1 << bit for bit, name in enumerate(FLAG_BITS) if getattr(self, name))


#: the yes/no figures in bit order (the schema's version-3 migration spells the same order)
FLAG_BITS = (
    "entered",
    "raised_first",
    "aggressor_first",
    "saw_second",
    "bet_second",
    "saw_third",
    "folded_third",
    "showdown",
    "won_showdown",
    "scoop",
    "high_half",
    "low_half",
)


@dataclass(frozen=True, slots=True)
class HandSummary:
    showdown: bool
    pot: int
    players: tuple[PlayerSummary, ...]

    def of(self, seat: int) -> PlayerSummary:
        return next(p for p in self.players if p.seat == seat)


def summarize(hand: Hand) -> HandSummary:
    """The figures of a finished hand (its own event log)."""
    street = 0
    folded: set[int] = set()
    saw: dict[int, set[int]] = {0: set(), 1: set(), 2: set()}
    entered: set[int] = set()
    raised_first: set[int] = set()
    aggressor_first: int | None = None
    bet_second: set[int] = set()
    folded_third: set[int] = set()
    at_showdown: set[int] = set()
    won: dict[int, int] = {}
    shares: dict[int, set[PotShare]] = {}
    main_pot_winners: set[int] = set()
    seats = [p.seat for p in hand.order]
    saw[0].update(seats)
    for event in hand.events:
        if isinstance(event, StreetStarted):
            street = event.street
            if street in saw:
                saw[street].update(s for s in seats if s not in folded)
        elif isinstance(event, ActionTaken):
            kind, seat = event.kind, event.seat
            if kind is FOLD:
                folded.add(seat)
                if street == 2:
                    folded_third.add(seat)
            elif street == 0:
                if kind is not BRING_IN and kind is not CHECK:
                    entered.add(seat)
                if kind.is_aggressive:
                    raised_first.add(seat)
                    aggressor_first = seat
            elif street == 1 and kind.is_aggressive:
                bet_second.add(seat)
        elif isinstance(event, ShowdownRevealed | HandMucked):
            at_showdown.add(event.seat)
        elif isinstance(event, PotAwarded):
            won[event.seat] = won.get(event.seat, 0) + event.amount
            if at_showdown:
                shares.setdefault(event.seat, set()).add(event.share)
                if event.pot == 0:
                    main_pot_winners.add(event.seat)
    showdown = bool(at_showdown)
    hi_lo = len(hand.variant.pot_evaluators) == 2
    players = tuple(
        PlayerSummary(
            seat=s.seat,
            net=s.stack - s.start_stack,
            won=won.get(s.seat, 0),
            entered=s.seat in entered,
            raised_first=s.seat in raised_first,
            aggressor_first=s.seat == aggressor_first,
            saw_second=s.seat in saw[1],
            bet_second=s.seat in bet_second,
            saw_third=s.seat in saw[2],
            folded_third=s.seat in folded_third,
            showdown=s.seat in at_showdown,
            won_showdown=s.seat in at_showdown and won.get(s.seat, 0) > 0,
            high_half=hi_lo and PotShare.HIGH in shares.get(s.seat, ()) and main_pot_winners != {s.seat},
            low_half=hi_lo and PotShare.LOW in shares.get(s.seat, ()) and main_pot_winners != {s.seat},
            scoop=hi_lo and showdown and main_pot_winners == {s.seat},
        )
        for s in hand.order
    )
    return HandSummary(showdown, sum(won.values()), players)
