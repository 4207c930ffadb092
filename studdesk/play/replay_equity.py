"""Each player's equity at the start of each street of a replayed hand (the replayer's table).

At the first step of every street, each player still in gets their share of
the pot in expectation (`analysis.calculator`): from the cards the replay
shows (what the hero saw, or every known card when revealed), the other cards
dealt at random from the unseen ones, the folded players' seen cards dead.
Exact when the deals are few, else Monte Carlo to a small standard error,
seeded, so the same hand always gives the same figures. Heavy (numpy and the
batch evaluators): the screens run it off the GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.analysis.calculator import CalculatorError, calculate, make_query
from studdesk.play.replay import ReplayCursor, Street

#: random deals at most per street, and the standard error that ends them sooner
SAMPLES = 40_000
TARGET_ERROR = 0.004


@dataclass(frozen=True, slots=True)
class StreetEquity:
    street: Street
    #: each dealt-in seat's equity (0..1) at the start of the street; None once folded
    equity: dict[int, float | None]
    exact: bool


def street_equities(cursor: ReplayCursor, seed: int = 0) -> list[StreetEquity]:
    """The equity table of the hand as the cursor shows it (its `reveal` decides what is known)."""
    out: list[StreetEquity] = []
    for street in cursor.streets:
        hand = cursor.replay.hand_at(street.first_step)
        live = [s.seat for s in hand.order if not s.folded]
        equity: dict[int, float | None] = {s.seat: None for s in hand.order}
        if len(live) == 1:
            equity[live[0]] = 1.0
            out.append(StreetEquity(street, equity, True))
            continue
        if hand.community is not None:  # R2.7: everyone's seventh card is out; nothing left to deal
            out.append(StreetEquity(street, equity, False))
            continue
        dead = [c for s in hand.order if s.folded for c in cursor.seen(hand, s.seat)]
        try:
            query = make_query(hand.variant, [cursor.seen(hand, seat) for seat in live], dead)
            result = calculate(query, SAMPLES, seed=seed + street.number, target_error=TARGET_ERROR)
        except CalculatorError:
            out.append(StreetEquity(street, equity, False))  # the deck cannot complete this spot
            continue
        for seat, player in zip(live, result.players, strict=True):
            equity[seat] = player.equity
        out.append(StreetEquity(street, equity, result.exact))
    return out
