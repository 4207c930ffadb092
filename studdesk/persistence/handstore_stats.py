"""Statistics over stored hands: the hero's, one player's, everyone's, and per opponent.

    figures = hand_stats(store, HandFilter(variant="stud8"))            # the hero
    everyone = hand_stats(store, HandFilter(), who=ALL_PLAYERS)
    per_bot = opponent_stats(store, HandFilter())                      # {name: Stats}

Each figure is a sum over the per-player summary columns that were worked out
when the hand was stored (`handstore_summary`), so one query answers it. Hands
with no hero (imported without `--hero`) count only for `ALL_PLAYERS` and the
named players. Percentages are 0-100 and None when nothing was counted; the
definitions are in docs/history.md.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

from studdesk.persistence.handstore import HandStore
from studdesk.persistence.handstore_query import EVERY_HAND, HandFilter

#: `who` for the hero (the default) and for every player of every hand
HERO: Final = "\x00hero"
ALL_PLAYERS: Final = "\x00all"

_SUMS = (
    "COUNT(*)",
    "TOTAL(p.net)",
    "TOTAL(CAST(p.net AS REAL) / h.big_bet)",
    "TOTAL(CASE WHEN p.showdown THEN p.net ELSE 0 END)",
    "TOTAL(CASE WHEN p.showdown THEN CAST(p.net AS REAL) / h.big_bet ELSE 0 END)",
    "TOTAL(p.entered)",
    "TOTAL(p.raised_first)",
    "TOTAL(p.aggressor_first AND p.saw_second)",
    "TOTAL(p.aggressor_first AND p.bet_second)",
    "TOTAL(p.saw_second)",
    "TOTAL(p.saw_third)",
    "TOTAL(p.folded_third)",
    "TOTAL(p.showdown)",
    "TOTAL(p.won_showdown)",
    "TOTAL(h.variant = 'stud8')",
    "TOTAL(p.scoop)",
    "TOTAL(p.high_half)",
    "TOTAL(p.low_half)",
)


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
    condition, args = where.where("h")
    if who == HERO:
        player = "p.is_hero"
    elif who == ALL_PLAYERS:
        player = "1"
    else:
        player = "p.name = ?"
        args = [who, *args]
    row = store.connection.execute(
        f"SELECT {', '.join(_SUMS)} FROM hand_players p JOIN hands h ON h.id = p.hand_id "
        f"WHERE {player} AND {condition}",
        args,
    ).fetchone()
    return _stats(row)


def opponent_stats(store: HandStore, where: HandFilter = EVERY_HAND) -> dict[str, Stats]:
    """Each player other than the hero, by name, most hands first."""
    condition, args = where.where("h")
    rows = store.connection.execute(
        f"SELECT p.name, {', '.join(_SUMS)} FROM hand_players p JOIN hands h ON h.id = p.hand_id "
        f"WHERE NOT p.is_hero AND {condition} GROUP BY p.name ORDER BY COUNT(*) DESC, p.name",
        args,
    ).fetchall()
    return {row[0]: _stats(row[1:]) for row in rows}


def _stats(row: tuple[Any, ...]) -> Stats:
    (
        player_hands,
        net,
        net_bb,
        sd_net,
        sd_bb,
        entered,
        raised,
        agg_saw4,
        agg_bet4,
        saw4,
        saw5,
        fold5,
        showdowns,
        won_sd,
        hi_lo,
        scoops,
        highs,
        lows,
    ) = row
    hands = int(player_hands)

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
        vpip_third_street=percent(entered, hands),
        complete_raise_third_street=percent(raised, hands),
        continuation_fourth_street=percent(agg_bet4, agg_saw4),
        fold_fifth_street=percent(fold5, saw5),
        showdown_rate=percent(showdowns, saw4),
        won_at_showdown=percent(won_sd, showdowns),
        hi_lo_hands=int(hi_lo),
        scoops=int(scoops),
        high_halves=int(highs),
        low_halves=int(lows),
    )
