"""What the statistics view shows, worked out from the hand store (no Qt; run off the GUI thread).

- `statistics_report`: the hero's figures, everyone's, and each opponent's.
- `winnings_series`: the hero's cumulative result over the hands, in big bets:
  the total, the part won or lost at showdowns and the part without.
- `tier_results`: the hero's results by first-round starting hand, in five tiers
  of strength (the bots' own rating of a starting hand, `bots.handread`).
- `tournament_finishes`: the player's finishing place in each sit-and-go.

Each takes the view's filter (variant, dates, session or kind of session).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from studdesk.bots.handread import assess_start
from studdesk.engine.cards import Card, cards
from studdesk.persistence.handstore import HandStore, SessionKind
from studdesk.persistence.handstore_query import HandFilter
from studdesk.persistence.handstore_stats import ALL_PLAYERS, Stats, hand_stats, opponent_stats

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class StatsReport:
    hero: Stats
    everyone: Stats
    opponents: dict[str, Stats]


def statistics_report(store: HandStore, where: HandFilter) -> StatsReport:
    return StatsReport(
        hand_stats(store, where), hand_stats(store, where, ALL_PLAYERS), opponent_stats(store, where)
    )


# ---------------------------------------------------------------------- winnings over the hands


@dataclass(frozen=True, slots=True)
class WinningsSeries:
    """Cumulative big bets after each of the hero's hands, oldest first."""

    total: FloatArray
    showdown: FloatArray
    non_showdown: FloatArray

    @property
    def hands(self) -> int:
        return len(self.total)


def winnings_series(store: HandStore, where: HandFilter) -> WinningsSeries:
    condition, args = where.where("h", copied="p")
    rows = store.connection.execute(
        f"SELECT p.net_bb, p.flags >> 7 & 1 FROM {where.player_rows} WHERE p.is_hero = 1 AND {condition} "
        "ORDER BY p.ended_at, p.hand_id",
        args,
    ).fetchall()
    if not rows:
        empty = np.zeros(0)
        return WinningsSeries(empty, empty, empty)
    bets, showdown = np.array(rows, dtype=np.float64).T
    at_showdown = bets * showdown
    return WinningsSeries(np.cumsum(bets), np.cumsum(at_showdown), np.cumsum(bets - at_showdown))


# ---------------------------------------------------------------------- starting-hand tiers

#: the lowest rating of each tier, per game: the best 5 %, the next 5 %, the next 10 %, the
#: next 10 % of every first-round holding (down cards and door card) as `assess_start` rates
#: them with nothing else seen. Measured over all 66,300 holdings (2,652 in Five Card Stud);
#: tests/play/test_history_stats.py checks them against a seeded sample.
TIER_FLOORS: dict[str, tuple[float, float, float, float]] = {
    "stud": (0.74, 0.5475, 0.42, 0.33),
    "stud8": (0.67, 0.6, 0.4, 0.3),
    "razz": (0.65, 0.56, 0.29, 0.23),
    "five": (0.7408, 0.56, 0.54, 0.49),
}
TIERS = 5


@dataclass(frozen=True, slots=True)
class TierResult:
    #: 0 for the best starting hands ... 4 for the weakest
    tier: int
    hands: int
    #: big bets won in all
    bets: float

    @property
    def per_100(self) -> float:
        return 100.0 * self.bets / self.hands if self.hands else 0.0


def first_round_count(variant_key: str) -> int:
    return 2 if variant_key == "five" else 3


@lru_cache(maxsize=32_768)
def tier_of(variant_key: str, first_round: str) -> int:
    """The tier of a first-round holding given as card text ("AsKd7c": down cards, then the door)."""
    rating = assess_start(variant_key, cards(first_round), (), ()).score
    floors = TIER_FLOORS[variant_key]
    # the ratings are sums of tenths and hundredths: 0.65 may come out as 0.6499999999999999
    return next((i for i, floor in enumerate(floors) if rating >= floor - 1e-9), len(floors))


def tier_results(store: HandStore, where: HandFilter) -> tuple[TierResult, ...]:
    """The hero's hands and big bets won per tier (hands whose first cards were not all recorded
    are left out)."""
    condition, args = where.where("h", copied="p")
    # the first-round cards are the first two or three of the row's cards (two characters each)
    first = "CASE WHEN p.variant = 'five' THEN substr(p.cards, 1, 4) ELSE substr(p.cards, 1, 6) END"
    rows = store.connection.execute(
        f"SELECT p.variant, {first}, COUNT(*), TOTAL(p.net_bb) FROM {where.player_rows} "
        f"WHERE p.is_hero = 1 AND p.unknown_mask & 7 = 0 AND {condition} GROUP BY 1, 2",
        args,
    )
    hands = [0] * TIERS
    bets = [0.0] * TIERS
    for variant, held, count, won in rows:
        if variant not in TIER_FLOORS or len(held) != 2 * first_round_count(variant):
            continue
        tier = tier_of(variant, _canonical(held))
        hands[tier] += count
        bets[tier] += won
    return tuple(TierResult(t, hands[t], bets[t]) for t in range(TIERS))


def _canonical(held: str) -> str:
    """The same holding with the suits renamed in order of appearance and the down cards sorted:
    the rating sees only ranks, which cards share a suit, and which are down (fewer to rate)."""
    items: list[Card] = list(cards(held))
    down = sorted(items[:-1], key=lambda c: (-int(c.rank), int(c.suit)))
    renamed: dict[int, str] = {}
    out = []
    for c in (*down, items[-1]):
        suit = renamed.setdefault(int(c.suit), "shdc"[len(renamed)])
        out.append(f"{c.rank.symbol}{suit}")
    return "".join(out)


# ---------------------------------------------------------------------- tournament finishes


@dataclass(frozen=True, slots=True)
class Finish:
    session_id: int
    label: str
    started_at: float
    place: int
    last_place: int
    entrants: int
    prize: float
    buy_in: int


def tournament_finishes(store: HandStore, where: HandFilter) -> tuple[Finish, ...]:
    """The player's finish in each tournament the filter's dates, game and session allow, oldest first."""
    if where.session_kind not in (None, SessionKind.TOURNAMENT):
        return ()
    since = where.since.timestamp() if where.since is not None else None
    until = where.until.timestamp() if where.until is not None else None
    out: list[Finish] = []
    for s in store.sessions():
        d = s.details
        if s.kind is not SessionKind.TOURNAMENT or not isinstance(d.get("place"), int):
            continue
        if where.session_id is not None and s.id != where.session_id:
            continue
        if where.variant is not None and where.variant not in d.get("variants", ()):
            continue
        if (since is not None and s.started_at < since) or (until is not None and s.started_at >= until):
            continue
        out.append(
            Finish(
                s.id,
                s.label,
                s.started_at,
                int(d["place"]),
                int(d.get("last_place", d["place"])),
                int(d.get("entrants", 0)),
                float(d.get("prize", 0.0)),
                int(d.get("buy_in", 0)),
            )
        )
    return tuple(sorted(out, key=lambda f: f.started_at))


def day_range(first: datetime | None, last: datetime | None) -> tuple[datetime | None, datetime | None]:
    """A filter's since/until for whole local days from `first` to `last` (both included)."""
    since = first.replace(hour=0, minute=0, second=0, microsecond=0) if first is not None else None
    until = (last.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)) if last else None
    return since, until
