"""Statistics over stored hands: the hero's, one player's, everyone's, and per opponent.

    figures = hand_stats(store, HandFilter(variant="stud8"))            # the hero
    everyone = hand_stats(store, HandFilter(), who=ALL_PLAYERS)
    per_bot = opponent_stats(store, HandFilter())                      # {name: Stats}

Each figure is a sum over the per-player summaries worked out when the hand
was stored (`handstore_summary`): one ordered scan of a covering index,
grouped by (variant, flags), answers every figure at once. Hands
with no hero (imported without `--hero`) count only for `ALL_PLAYERS` and the
named players. Percentages are 0-100 and None when nothing was counted; the
definitions are in docs/history.md.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import EVERY_HAND, HandFilter
from studdesk.persistence.handstore_summary import FLAG_BITS

#: `who` for the hero (the default) and for every player of every hand
HERO: Final = "\x00hero"
ALL_PLAYERS: Final = "\x00all"

_BIT = {name: 1 << k for k, name in enumerate(FLAG_BITS)}
#: one row per (variant, flags) group: the figures are worked out from the groups in Python
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


def hand_stats(store: HandStore, where: HandFilter = EVERY_HAND, who: str = HERO) -> Stats:
    """The figures of `who`: HERO, ALL_PLAYERS, or a player's exact name."""
    condition, args = where.where("h", copied="p")
    if who == HERO:
        player = "p.is_hero = 1"
    elif who == ALL_PLAYERS:
        player = "p.is_hero IN (0, 1)"
    else:
        player = "p.is_hero IN (0, 1) AND p.name = ?"
        args = [who, *args]
    rows = store.connection.execute(
        f"SELECT {_GROUPED} FROM {_source(where)} WHERE {player} AND {condition} GROUP BY p.variant, p.flags",
        args,
    ).fetchall()
    return _stats(rows)


def opponent_stats(store: HandStore, where: HandFilter = EVERY_HAND) -> dict[str, Stats]:
    """Each player other than the hero, by name, most hands first."""
    condition, args = where.where("h", copied="p")
    groups: dict[str, list[tuple[Any, ...]]] = {}
    for row in store.connection.execute(
        f"SELECT p.name, {_GROUPED} FROM {_source(where)} WHERE p.is_hero = 0 AND {condition} "
        "GROUP BY p.name, p.variant, p.flags",
        args,
    ):
        groups.setdefault(row[0], []).append(row[1:])
    figures = {name: _stats(rows) for name, rows in groups.items()}
    return dict(sorted(figures.items(), key=lambda item: (-item[1].hands, item[0])))


def _source(where: HandFilter) -> str:
    # the covering indexes of `hand_players` answer most filters without touching `hands`
    return "hand_players p JOIN hands h ON h.id = p.hand_id" if where.needs_hands else "hand_players p"


def _stats(groups: list[tuple[Any, ...]]) -> Stats:
    """The figures from (variant, flags, player-hands, chips, big bets) groups."""
    count: dict[str, int] = dict.fromkeys(FLAG_BITS, 0)
    hands = agg_saw4 = agg_bet4 = hi_lo = net = 0
    net_bb = sd_net = sd_bb = 0.0
    for variant, flags, n, chips, bets in groups:
        hands += n
        net += chips
        net_bb += bets
        for name, bit in _BIT.items():
            if flags & bit:
                count[name] += n
        if flags & _BIT["showdown"]:
            sd_net += chips
            sd_bb += bets
        if flags & _BIT["aggressor_first"]:
            agg_saw4 += n if flags & _BIT["saw_second"] else 0
            agg_bet4 += n if flags & _BIT["bet_second"] else 0
        if variant == "stud8":
            hi_lo += n

    def per_100(value: float) -> float | None:
        return 100.0 * value / hands if hands else None

    def percent(part: float, whole: float) -> float | None:
        return 100.0 * part / whole if whole else None

    return Stats(
        hands=hands,
        chips_won=int(net),
        won_chips_per_100=per_100(net),
        won_bb_per_100=per_100(net_bb),
        won_chips_showdown_per_100=per_100(sd_net),
        won_chips_non_showdown_per_100=per_100(net - sd_net),
        won_bb_showdown_per_100=per_100(sd_bb),
        won_bb_non_showdown_per_100=per_100(net_bb - sd_bb),
        vpip_third_street=percent(count["entered"], hands),
        complete_raise_third_street=percent(count["raised_first"], hands),
        continuation_fourth_street=percent(agg_bet4, agg_saw4),
        fold_fifth_street=percent(count["folded_third"], count["saw_third"]),
        showdown_rate=percent(count["showdown"], count["saw_second"]),
        won_at_showdown=percent(count["won_showdown"], count["showdown"]),
        hi_lo_hands=hi_lo,
        scoops=count["scoop"],
        high_halves=count["high_half"],
        low_halves=count["low_half"],
    )
