"""The hand store's SQLite schema and its migrations.

`PRAGMA user_version` holds the schema version and `PRAGMA application_id` marks
the file as StudDesk's, so a foreign database is told apart from an old one.
Migration k brings a database from version k-1 to k; each runs in its own
transaction, so an interrupted upgrade leaves the previous version intact.
Never edit a released migration: add the next one.

Tables (columns in docs/history.md):
- `sessions`: a practice session, a tournament, a headless run or an import.
- `hands`: one row per finished hand: the game, the deck and the commands that
  replay it, and summary columns the list shows and filters on.
- `hand_players`: one row per player per hand (dealing order): name, bot
  profile, stacks, cards, and the per-hand figures the statistics add up.
- `annotations` (version 2): per-hand notes by kind, e.g. the practice aids'
  review of the hero's decisions, as JSON.
- version 3: `hand_players` also holds its hand's variant, end time and
  session, its figures as a bit mask and its result in big bets; covering
  indexes serve the hero's statistics and each player's without `hands`.
- version 4: `player_totals`, every player's figures added up per (name,
  variant, session, UTC day), kept by triggers on `hand_players` (a hand
  stored or removed updates its rows in the same transaction): the statistics
  read a few thousand rows instead of one per player per hand. `sessions.key`
  names a session that goes on across runs (a tournament resumed from its save).
"""

from __future__ import annotations

import re
import sqlite3

#: "StDH" in ASCII: marks a StudDesk hand database
APPLICATION_ID = 0x53744448

_V1 = """
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    label TEXT NOT NULL,
    started_at REAL NOT NULL,
    ended_at REAL,
    state TEXT NOT NULL DEFAULT 'open',
    details TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER REFERENCES sessions(id),
    fingerprint TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    origin TEXT,
    hand_number INTEGER NOT NULL,
    started_at REAL,
    ended_at REAL NOT NULL,
    variant TEXT NOT NULL,
    ante INTEGER NOT NULL,
    bring_in INTEGER NOT NULL,
    small_bet INTEGER NOT NULL,
    big_bet INTEGER NOT NULL,
    rules TEXT NOT NULL,
    button INTEGER NOT NULL,
    player_count INTEGER NOT NULL,
    hero_seat INTEGER,
    deck TEXT NOT NULL,
    actions TEXT NOT NULL,
    community_unknown INTEGER NOT NULL DEFAULT 0,
    showdown INTEGER NOT NULL,
    pot INTEGER NOT NULL,
    hero_net INTEGER,
    player_names TEXT NOT NULL,
    awards TEXT NOT NULL
);
CREATE INDEX hands_by_time ON hands(ended_at);
CREATE INDEX hands_by_variant ON hands(variant, ended_at);
CREATE INDEX hands_by_session ON hands(session_id, ended_at);
CREATE INDEX hands_by_hero_net ON hands(hero_net);
CREATE INDEX hands_by_pot ON hands(pot);
CREATE TABLE hand_players (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    bot TEXT,
    is_hero INTEGER NOT NULL,
    start_stack INTEGER NOT NULL,
    final_stack INTEGER NOT NULL,
    net INTEGER NOT NULL,
    cards TEXT NOT NULL,
    unknown_mask INTEGER NOT NULL DEFAULT 0,
    won INTEGER NOT NULL,
    entered INTEGER NOT NULL,
    raised_first INTEGER NOT NULL,
    aggressor_first INTEGER NOT NULL,
    saw_second INTEGER NOT NULL,
    bet_second INTEGER NOT NULL,
    saw_third INTEGER NOT NULL,
    folded_third INTEGER NOT NULL,
    showdown INTEGER NOT NULL,
    won_showdown INTEGER NOT NULL,
    high_half INTEGER NOT NULL,
    low_half INTEGER NOT NULL,
    scoop INTEGER NOT NULL,
    PRIMARY KEY (hand_id, position)
) WITHOUT ROWID;
CREATE INDEX hand_players_by_name ON hand_players(name);
CREATE INDEX hand_players_hero ON hand_players(hand_id) WHERE is_hero;
"""

_V2 = """
CREATE TABLE annotations (
    hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (hand_id, kind)
) WITHOUT ROWID;
"""

# Statistics read only `hand_players`, through covering indexes in group order: each player row
# carries its hand's variant, end time and session, its figures as one bit mask (`flags`, bits
# in handstore_summary.FLAG_BITS) and its result in big bets, so a statistics query is one
# ordered index scan grouped by (variant, flags). Version 1 counted a scoop's halves as high
# and low halves too; they count as a scoop only now.
_V3 = """
ALTER TABLE hand_players ADD COLUMN variant TEXT NOT NULL DEFAULT '';
ALTER TABLE hand_players ADD COLUMN ended_at REAL NOT NULL DEFAULT 0;
ALTER TABLE hand_players ADD COLUMN session_id INTEGER;
ALTER TABLE hand_players ADD COLUMN flags INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hand_players ADD COLUMN net_bb REAL NOT NULL DEFAULT 0;
UPDATE hand_players SET (variant, ended_at, session_id, net_bb) =
    (SELECT h.variant, h.ended_at, h.session_id, CAST(hand_players.net AS REAL) / h.big_bet
     FROM hands h WHERE h.id = hand_players.hand_id);
UPDATE hand_players SET high_half = high_half AND NOT scoop, low_half = low_half AND NOT scoop;
UPDATE hand_players SET flags = entered + (raised_first << 1) + (aggressor_first << 2)
    + (saw_second << 3) + (bet_second << 4) + (saw_third << 5) + (folded_third << 6) + (showdown << 7)
    + (won_showdown << 8) + (scoop << 9) + (high_half << 10) + (low_half << 11);
DROP INDEX hand_players_by_name;
CREATE INDEX hand_players_hero_stats
    ON hand_players(is_hero, variant, flags, ended_at, session_id, net, net_bb) WHERE is_hero = 1;
CREATE INDEX hand_players_player_stats
    ON hand_players(is_hero, name, variant, flags, ended_at, session_id, net, net_bb);
"""

# Every yes/no figure of `hand_players.flags` (bits in handstore_summary.FLAG_BITS), as the
# column of `player_totals` it is counted in, and the two counts the 4th-street continuation needs.
_COUNTED = (
    ("entered", "flags & 1"),
    ("raised_first", "flags >> 1 & 1"),
    ("aggressor_first", "flags >> 2 & 1"),
    ("saw_second", "flags >> 3 & 1"),
    ("bet_second", "flags >> 4 & 1"),
    ("saw_third", "flags >> 5 & 1"),
    ("folded_third", "flags >> 6 & 1"),
    ("showdown", "flags >> 7 & 1"),
    ("won_showdown", "flags >> 8 & 1"),
    ("scoop", "flags >> 9 & 1"),
    ("high_half", "flags >> 10 & 1"),
    ("low_half", "flags >> 11 & 1"),
    ("aggressor_saw_second", "(flags >> 2 & 1) * (flags >> 3 & 1)"),
    ("aggressor_bet_second", "(flags >> 2 & 1) * (flags >> 4 & 1)"),
)
#: the added-up columns of `player_totals` (after its key), and what one player row adds to each
TOTALS: tuple[tuple[str, str], ...] = (
    ("hands", "1"),
    ("chips", "net"),
    ("bets", "net_bb"),
    ("showdown_chips", "net * (flags >> 7 & 1)"),
    ("showdown_bets", "net_bb * (flags >> 7 & 1)"),
    *_COUNTED,
)
#: the key of `player_totals`, and how a `hand_players` row (`{r}`) gives it; the day is UTC
TOTALS_KEY = ("is_hero", "name", "variant", "session_id", "day")
_KEY_OF_ROW = (
    "{r}.is_hero",
    "{r}.name",
    "{r}.variant",
    "IFNULL({r}.session_id, 0)",
    "CAST({r}.ended_at / 86400 AS INTEGER)",
)
DAY_SECONDS = 86400


def _of(expression: str, row: str) -> str:
    """A TOTALS expression over the columns of `row` (NEW, OLD, or a table alias)."""
    return re.sub(r"\b(flags|net_bb|net)\b", rf"{row}.\1", expression)


def _totals_sql() -> str:
    """Version 4: the table, the triggers that keep it, and the totals of the hands already stored."""
    key_new = [k.format(r="NEW") for k in _KEY_OF_ROW]
    matches_old = " AND ".join(
        f"{k} = {v.format(r='OLD')}" for k, v in zip(TOTALS_KEY, _KEY_OF_ROW, strict=True)
    )
    columns = ", ".join(f"{name} {'REAL' if 'bets' in name else 'INTEGER'} NOT NULL" for name, _ in TOTALS)
    upsert = (
        f"INSERT INTO player_totals VALUES ({', '.join(key_new + [_of(v, 'NEW') for _, v in TOTALS])}) "
        f"ON CONFLICT ({', '.join(TOTALS_KEY)}) DO UPDATE SET "
        + ", ".join(f"{name} = {name} + excluded.{name}" for name, _ in TOTALS)
    )
    subtract = (
        "UPDATE player_totals SET "
        + ", ".join(f"{name} = {name} - ({_of(v, 'OLD')})" for name, v in TOTALS)
        + f" WHERE {matches_old}; DELETE FROM player_totals WHERE {matches_old} AND hands <= 0"
    )
    watched = "is_hero, name, variant, session_id, ended_at, net, net_bb, flags"
    key_p = ", ".join(k.format(r="p") for k in _KEY_OF_ROW)
    sums = ", ".join(f"SUM({_of(v, 'p')})" for _, v in TOTALS)
    return f"""
ALTER TABLE sessions ADD COLUMN key TEXT;
CREATE UNIQUE INDEX sessions_by_key ON sessions(key) WHERE key IS NOT NULL;
CREATE TABLE player_totals (
    is_hero INTEGER NOT NULL, name TEXT NOT NULL, variant TEXT NOT NULL,
    session_id INTEGER NOT NULL, day INTEGER NOT NULL, {columns},
    PRIMARY KEY ({", ".join(TOTALS_KEY)})
) WITHOUT ROWID;
CREATE TRIGGER player_totals_add AFTER INSERT ON hand_players BEGIN {upsert}; END;
CREATE TRIGGER player_totals_remove AFTER DELETE ON hand_players BEGIN {subtract}; END;
CREATE TRIGGER player_totals_change AFTER UPDATE OF {watched} ON hand_players BEGIN {subtract}; {upsert}; END;
INSERT INTO player_totals SELECT {key_p}, {sums} FROM hand_players p GROUP BY {key_p}
"""


#: MIGRATIONS[k - 1] brings a database from version k - 1 to version k
MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _totals_sql())
VERSION = len(MIGRATIONS)


def migrate(connection: sqlite3.Connection, target: int = VERSION) -> int:
    """Apply the migrations from the database's version up to `target`; returns the version before."""
    before = int(connection.execute("PRAGMA user_version").fetchone()[0])
    for version in range(before + 1, target + 1):
        # executescript would commit on its own: run the statements inside one explicit transaction
        connection.execute("BEGIN IMMEDIATE")
        try:
            # read again inside the lock: another connection (the app's recorder and its history
            # window open the file at once) may have migrated meanwhile; doing it twice fails
            if int(connection.execute("PRAGMA user_version").fetchone()[0]) >= version:
                connection.execute("COMMIT")
                continue
            for statement in _statements(MIGRATIONS[version - 1]):
                connection.execute(statement)
            connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            connection.execute(f"PRAGMA user_version = {version}")
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
    return before


def _statements(script: str) -> list[str]:
    """The script's statements (a trigger's body holds semicolons of its own)."""
    out: list[str] = []
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \n;"):
                out.append(pending.strip())
            pending = ""
    if pending.strip(" \n;"):
        out.append(pending.strip())
    return out
