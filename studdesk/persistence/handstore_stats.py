"""Statistics over stored hands: the hero's, one player's, everyone's, and per opponent.

    figures = hand_stats(store, HandFilter(variant="stud8"))            # the hero
    everyone = hand_stats(store, HandFilter(), who=ALL_PLAYERS)
    per_bot = opponent_stats(store, HandFilter())                      # {name: Stats}

The figures are sums of the per-player summaries worked out when each hand was
stored (`handstore_summary`). Filtered by variant, session and dates they come
from `player_totals`, those sums kept per (player, variant, session, UTC day)
by the schema's triggers; the hours of a date range that cover part of a day
are added from the player rows of those hours. Filters only `hands` knows
(result, showdown, a name's text, having a hero) read every matching player
row instead, grouped by (variant, flags). Hands with no hero (imported without
`--hero`) count only for `ALL_PLAYERS` and the named players. Percentages are
0-100 and None when nothing was counted; the definitions are in
docs/history.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any, Final

from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import EVERY_HAND, HandFilter
from studdesk.persistence.handstore_schema import DAY_SECONDS, TOTALS
from studdesk.persistence.handstore_summary import FLAG_BITS

#: `who` for the hero (the default) and for every player of every hand
HERO: Final = "\x00hero"
ALL_PLAYERS: Final = "\x00all"

_BIT = {name: 1 << k for k, name in enumerate(FLAG_BITS)}
_TOTAL_NAMES = tuple(name for name, _ in TOTALS)
_SUMS = ", ".join(f"SUM(t.{name})" for name in _TOTAL_NAMES)
#: one row per (variant, flags) group of player rows: added up in Python
_GROUPED = "p.variant, p.flags, COUNT(*), SUM(p.net), TOTAL(p.net_bb)"


@dataclass(frozen=True, slots=True)
class Stats:
    """The figures of one player (or of everyone) over a set of hands."""

    #: player-hands counted (for one player: the hands they were dealt into)
    hands: int
    chips_won: int
    won_chips_per_100: float | None
    won_bb_per_100: float | None
    won_chips_showdown_per_100: float | None
    won_chips_non_showdown_per_100: float | None
    won_bb_showdown_per_100: float | None
    won_bb_non_showdown_per_100: float | None
    #: 3rd street (2nd in Five Card Stud): entered by choice, and completed or raised
    vpip_third_street: float | None
    complete_raise_third_street: float | None
    #: 4th street: bet or raised after making the last 3rd-street completion or raise
    continuation_fourth_street: float | None
    #: 5th street: folded there, of the times dealt it
    fold_fifth_street: float | None
    #: went to the showdown, of the times dealt 4th street
    showdown_rate: float | None
    #: won chips at the showdown, of the showdowns
    won_at_showdown: float | None
    #: Hi/Lo hands among `hands`, and how they ended
    hi_lo_hands: int
    scoops: int
    high_halves: int
    low_halves: int

    def as_dict(self, *, decimals: int = 2) -> dict[str, Any]:
        """Plain values (floats rounded), Hi/Lo keys only when Hi/Lo hands were counted."""
        # `+ 0.0` turns a rounded -0.0 into 0.0
        out = {k: round(v, decimals) + 0.0 if isinstance(v, float) else v for k, v in asdict(self).items()}
        if not self.hi_lo_hands:
            for key in ("hi_lo_hands", "scoops", "high_halves", "low_halves"):
                del out[key]
        return out


def hand_stats(
    store: HandStore, where: HandFilter = EVERY_HAND, who: str = HERO, *, totals: bool = True
) -> Stats:
    """The figures of `who`: HERO, ALL_PLAYERS, or a player's exact name.

    `totals=False` adds up every player row instead of the kept totals (the tests check
    that both agree)."""
    args: list[Any] = []
    if who == HERO:
        player = "{a}.is_hero = 1"
    elif who == ALL_PLAYERS:
        player = "{a}.is_hero IN (0, 1)"
    else:
        player, args = "{a}.is_hero IN (0, 1) AND {a}.name = ?", [who]
    tally = _tallies(store, where, player, args, by_name=False, totals=totals).get("")
    return (tally or _Tally()).stats()


def opponent_stats(
    store: HandStore, where: HandFilter = EVERY_HAND, *, totals: bool = True
) -> dict[str, Stats]:
    """Each player other than the hero, by name, most hands first."""
    tallies = _tallies(store, where, "{a}.is_hero = 0", [], by_name=True, totals=totals)
    figures = {name: tally.stats() for name, tally in tallies.items()}
    return dict(sorted(figures.items(), key=lambda item: (-item[1].hands, item[0])))


# ---------------------------------------------------------------------- the queries


def _tallies(
    store: HandStore, where: HandFilter, player: str, args: list[Any], by_name: bool, totals: bool
) -> dict[str, _Tally]:
    """The sums per player name ("" for all together), from the totals where the filter allows."""
    if where.needs_hands or not totals:
        tallies: dict[str, _Tally] = {}
        _add_rows(tallies, store, where, player, args, by_name, None)
        return tallies
    days, edges = _day_split(where)
    tallies = {}
    condition, cargs = replace(where, since=None, until=None).where("h", copied="t")
    if days is not None:
        first, last = days
        if first is not None:
            condition += " AND t.day >= ?"
            cargs.append(first)
        if last is not None:
            condition += " AND t.day < ?"
            cargs.append(last)
        # grouped in the table's own order (no sorting); the names are merged here when not wanted
        rows = store.connection.execute(
            f"SELECT t.name, t.variant, {_SUMS} FROM player_totals t "
            f"WHERE {player.format(a='t')} AND {condition} GROUP BY t.name, t.variant",
            [*args, *cargs],
        )
        for row in rows:
            tallies.setdefault(row[0] if by_name else "", _Tally()).add_totals(row[1], row[2:])
    for edge in edges:
        _add_rows(tallies, store, where, player, args, by_name, edge)
    return tallies


#: the hours at the ends of a date range, read from the player rows: (the day they are before,
#: the day they are on or after); None does not limit (the filter's own dates still do)
_Edge = tuple[int | None, int | None]


def _add_rows(
    tallies: dict[str, _Tally],
    store: HandStore,
    where: HandFilter,
    player: str,
    args: list[Any],
    by_name: bool,
    edge: _Edge | None,
) -> None:
    if edge is None:
        condition, cargs = where.where("h", copied="p")
        source = where.player_rows
    else:
        # a few hours: through the hands' time index, the day worked out as the totals' triggers do
        condition, cargs = where.where("h")
        source = "hands h JOIN hand_players p ON p.hand_id = h.id"
        before_day, from_day = edge
        if before_day is not None:
            condition += " AND h.ended_at < ? AND CAST(p.ended_at / 86400 AS INTEGER) < ?"
            cargs += [before_day * DAY_SECONDS + 1, before_day]
        if from_day is not None:
            condition += " AND h.ended_at >= ? AND CAST(p.ended_at / 86400 AS INTEGER) >= ?"
            cargs += [from_day * DAY_SECONDS - 1, from_day]
    name = "p.name" if by_name else "''"
    rows = store.connection.execute(
        f"SELECT {name}, {_GROUPED} FROM {source} WHERE {player.format(a='p')} AND {condition} "
        "GROUP BY 1, p.variant, p.flags",
        [*args, *cargs],
    )
    for row in rows:
        tallies.setdefault(row[0], _Tally()).add_flags(*row[1:])


def _day_split(where: HandFilter) -> tuple[tuple[int | None, int | None] | None, list[_Edge]]:
    """The whole UTC days within the filter's dates (read from the totals; None: no whole day)
    and the parts of days at either end (read from the player rows)."""
    low = where.since.timestamp() if where.since is not None else None
    high = where.until.timestamp() if where.until is not None else None
    first = math.ceil(low / DAY_SECONDS) if low is not None else None
    last = math.floor(high / DAY_SECONDS) if high is not None else None
    if first is not None and last is not None and first >= last:
        return None, [(None, None)]  # less than two days: every row of those hours
    edges: list[_Edge] = []
    if low is not None and first is not None and low < first * DAY_SECONDS:
        edges.append((first, None))
    if high is not None and last is not None and last * DAY_SECONDS < high:
        edges.append((None, last))
    return (first, last), edges


# ---------------------------------------------------------------------- adding up


class _Tally:
    """The sums of TOTALS over some player rows, and how many were Hi/Lo hands."""

    def __init__(self) -> None:
        self.sums: dict[str, float] = dict.fromkeys(_TOTAL_NAMES, 0)
        self.hi_lo = 0

    def add_totals(self, variant: str, values: Sequence[float]) -> None:
        for name, value in zip(_TOTAL_NAMES, values, strict=True):
            self.sums[name] += value
        if variant == "stud8":
            self.hi_lo += int(values[0])

    def add_flags(self, variant: str, flags: int, n: int, chips: int, bets: float) -> None:
        sums = self.sums
        sums["hands"] += n
        sums["chips"] += chips
        sums["bets"] += bets
        for name, bit in _BIT.items():
            if flags & bit:
                sums[name] += n
        if flags & _BIT["showdown"]:
            sums["showdown_chips"] += chips
            sums["showdown_bets"] += bets
        if flags & _BIT["aggressor_first"]:
            sums["aggressor_saw_second"] += n if flags & _BIT["saw_second"] else 0
            sums["aggressor_bet_second"] += n if flags & _BIT["bet_second"] else 0
        if variant == "stud8":
            self.hi_lo += n

    def stats(self) -> Stats:
        c = self.sums
        hands = int(c["hands"])

        def per_100(value: float) -> float | None:
            return 100.0 * value / hands if hands else None

        def percent(part: float, whole: float) -> float | None:
            return 100.0 * part / whole if whole else None

        net, bets = c["chips"], c["bets"]
        return Stats(
            hands=hands,
            chips_won=int(net),
            won_chips_per_100=per_100(net),
            won_bb_per_100=per_100(bets),
            won_chips_showdown_per_100=per_100(c["showdown_chips"]),
            won_chips_non_showdown_per_100=per_100(net - c["showdown_chips"]),
            won_bb_showdown_per_100=per_100(c["showdown_bets"]),
            won_bb_non_showdown_per_100=per_100(bets - c["showdown_bets"]),
            vpip_third_street=percent(c["entered"], hands),
            complete_raise_third_street=percent(c["raised_first"], hands),
            continuation_fourth_street=percent(c["aggressor_bet_second"], c["aggressor_saw_second"]),
            fold_fifth_street=percent(c["folded_third"], c["saw_third"]),
            showdown_rate=percent(c["showdown"], c["saw_second"]),
            won_at_showdown=percent(c["won_showdown"], c["showdown"]),
            hi_lo_hands=self.hi_lo,
            scoops=int(c["scoop"]),
            high_halves=int(c["high_half"]),
            low_halves=int(c["low_half"]),
        )
