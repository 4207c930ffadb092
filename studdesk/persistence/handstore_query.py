"""Reading the hand store for the history window: a filtered, sorted, paged list.

    rows = list_hands(store, HandFilter(variant="stud8", showdown=True), sort=SortKey.POT, limit=50)
    total = count_hands(store, HandFilter(variant="stud8", showdown=True))
    record = store.load_record(rows[0].id)          # then HandReplay(record) to step through it

Every filter maps to an index (a rare player name: `hand_players`' name index), so the first page at 100,000
hands takes a few milliseconds (benchmarks/bench_handstore.py).
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from studdesk.persistence.handstore import HandStore, SessionKind


class Result(enum.Enum):
    """The hero's result in a hand (hands with no hero match none of these)."""

    WON = "won"
    LOST = "lost"
    EVEN = "even"


class SortKey(enum.Enum):
    TIME = "ended_at"
    VARIANT = "variant"
    HERO_NET = "hero_net"
    POT = "pot"
    PLAYERS = "player_count"


@dataclass(frozen=True, slots=True)
class HandFilter:
    """Which hands: every field left at None does not filter."""

    variant: str | None = None
    #: hands that ended at or after `since`, before `until` (local times)
    since: datetime | None = None
    until: datetime | None = None
    session_id: int | None = None
    session_kind: SessionKind | None = None
    result: Result | None = None
    showdown: bool | None = None
    #: a part of a player's name, any case (ASCII)
    player_text: str | None = None
    #: only hands with (True) or without (False) a hero
    has_hero: bool | None = None

    @property
    def needs_hands(self) -> bool:
        """Whether a filter reads a column that only `hands` has (statistics then join it)."""
        return any(
            v is not None for v in (self.result, self.showdown, self.player_text or None, self.has_hero)
        )

    @property
    def player_rows(self) -> str:
        """The SQL source of the player rows (`hand_players p`), joined to `hands h` when `needs_hands`."""
        return "hand_players p JOIN hands h ON h.id = p.hand_id" if self.needs_hands else "hand_players p"

    def where(
        self, alias: str = "h", copied: str | None = None, store: HandStore | None = None
    ) -> tuple[str, list[Any]]:
        """The SQL condition on `hands` (as `alias`) and its parameters.

        With `copied`, the columns `hand_players` copies from its hand (variant, end
        time, session) are read from that alias instead (`player_totals` has all but
        the time). With `store`, a name search is planned by how many hands the
        matching names sat in (see FEW_HANDS).
        """
        parts: list[str] = []
        args: list[Any] = []
        own = copied or alias
        if self.variant is not None:
            parts.append(f"{own}.variant = ?")
            args.append(self.variant)
        if self.since is not None:
            parts.append(f"{own}.ended_at >= ?")
            args.append(self.since.timestamp())
        if self.until is not None:
            parts.append(f"{own}.ended_at < ?")
            args.append(self.until.timestamp())
        if self.session_id is not None:
            parts.append(f"{own}.session_id = ?")
            args.append(self.session_id)
        if self.session_kind is not None:
            parts.append(f"{own}.session_id IN (SELECT id FROM sessions WHERE kind = ?)")
            args.append(self.session_kind.value)
        if self.result is Result.WON:
            parts.append(f"{alias}.hero_net > 0")
        elif self.result is Result.LOST:
            parts.append(f"{alias}.hero_net < 0")
        elif self.result is Result.EVEN:
            parts.append(f"{alias}.hero_net = 0")
        if self.showdown is not None:
            parts.append(f"{alias}.showdown = ?")
            args.append(int(self.showdown))
        if self.player_text:
            escaped = self.player_text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
            pattern = f"%{escaped}%"
            names = _names_like(store, pattern) if store is not None else None
            if names is not None and not names:
                parts.append("0")
            elif names is not None and sum(names.values()) < FEW_HANDS:
                # a rare name: its hands through hand_players' (is_hero, name) index
                marks = ", ".join("?" * len(names))
                parts.append(
                    f"{alias}.id IN (SELECT p.hand_id FROM hand_players p "
                    f"WHERE p.is_hero IN (0, 1) AND p.name IN ({marks}))"
                )
                args.extend(names)
            else:
                # a common one: read newest first, a page ends early (the index would give them all)
                parts.append(f"{alias}.player_names LIKE ? ESCAPE '\\'")
                args.append(pattern)
        if self.has_hero is not None:
            parts.append(f"{alias}.hero_seat IS {'NOT ' if self.has_hero else ''}NULL")
        return (" AND ".join(parts) or "1"), args


#: the filter that keeps every hand
EVERY_HAND = HandFilter()

#: A name search matching fewer player rows than this finds its hands through the name index
#: (a name no one has: 20 ms at 100,000 hands, against 0.7 s reading every hand's names); a
#: commoner one reads the hands newest first, so the list's page ends after a few hands (reading
#: all of its hands from the index took 0.4 s at 100,000). benchmarks/bench_handstore.py has both.
FEW_HANDS = 5_000


def _names_like(store: HandStore, pattern: str) -> dict[str, int]:
    """The names matching `pattern`, each with its number of player rows (from the kept totals:
    one row per name, game, session and day, so a few thousand rows rather than every player of
    every hand)."""
    rows = store.connection.execute(
        "SELECT name, SUM(hands) FROM player_totals WHERE name LIKE ? ESCAPE '\\' GROUP BY name", (pattern,)
    )
    return {name: int(count) for name, count in rows}


@dataclass(frozen=True, slots=True)
class HandRow:
    """One line of the history list."""

    id: int
    ended_at: float
    variant: str
    hand_number: int
    session_id: int | None
    session_label: str | None
    players: tuple[str, ...]
    hero_seat: int | None
    hero_name: str | None
    hero_net: int | None
    pot: int
    showdown: bool
    big_bet: int
    #: (seat, chips won) of every seat that won chips
    winners: tuple[tuple[int, int], ...]


def count_hands(store: HandStore, where: HandFilter = EVERY_HAND) -> int:
    condition, args = where.where(store=store)
    row = store.connection.execute(f"SELECT COUNT(*) FROM hands h WHERE {condition}", args).fetchone()
    return int(row[0])


def list_hands(
    store: HandStore,
    where: HandFilter = EVERY_HAND,
    *,
    sort: SortKey = SortKey.TIME,
    descending: bool = True,
    offset: int = 0,
    limit: int = 100,
) -> list[HandRow]:
    """One page of the list: `limit` hands from `offset`, sorted (ties: newest first)."""
    condition, args = where.where(store=store)
    direction = "DESC" if descending else "ASC"
    if sort is SortKey.TIME:
        order = f"h.ended_at {direction}, h.id {direction}"
    else:
        order = f"h.{sort.value} {direction}, h.ended_at DESC, h.id DESC"
    rows = store.connection.execute(
        "SELECT h.id, h.ended_at, h.variant, h.hand_number, h.session_id, s.label, h.player_names, "
        "h.hero_seat, h.hero_net, h.pot, h.showdown, h.big_bet, h.awards, "
        "(SELECT p.name FROM hand_players p WHERE p.hand_id = h.id AND p.is_hero) "
        f"FROM hands h LEFT JOIN sessions s ON s.id = h.session_id WHERE {condition} "
        f"ORDER BY {order} LIMIT ? OFFSET ?",
        [*args, max(0, limit), max(0, offset)],
    ).fetchall()
    return [_row(r) for r in rows]


def _row(r: tuple[Any, ...]) -> HandRow:
    won: dict[int, int] = {}
    for _pot, seat, amount, _share, _hand in json.loads(r[12]):
        won[seat] = won.get(seat, 0) + amount
    return HandRow(
        id=r[0],
        ended_at=r[1],
        variant=r[2],
        hand_number=r[3],
        session_id=r[4],
        session_label=r[5],
        players=tuple(r[6].split("\n")),
        hero_seat=r[7],
        hero_name=r[13],
        hero_net=r[8],
        pot=r[9],
        showdown=bool(r[10]),
        big_bet=r[11],
        winners=tuple(sorted(won.items())),
    )


def hand_ids(store: HandStore, where: HandFilter = EVERY_HAND) -> list[int]:
    """Every matching hand's id, oldest first (for export)."""
    condition, args = where.where(store=store)
    return [
        row[0]
        for row in store.connection.execute(
            f"SELECT h.id FROM hands h WHERE {condition} ORDER BY h.ended_at, h.id", args
        )
    ]
