"""The hand store: every finished hand in an SQLite database (DESIGN.md §4).

    store = HandStore.open()                      # data_dir()/hands.sqlite3, or a path
    if store.notice: tell_the_user(store.notice)  # a damaged file was moved aside
    session = store.start_session(SessionKind.PRACTICE, "Practice, Seven Card Stud")
    store.add_hand(record_from_hand(hand, hero_seat=0, bots={1: "solid"}), session)

One transaction per hand, WAL journal: a crash loses at most the hand being
written, and readers (the history window) never wait for the writer. A
`HandStore` belongs to the thread that opened it; `HandWriter`
(`handstore_writer`) writes from a thread of its own. Reading: `handstore_query`
(the list, one hand) and `handstore_stats` (statistics); schema and migrations:
`handstore_schema`.
"""

from __future__ import annotations

import contextlib
import enum
import json
import sqlite3
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from studdesk.engine.events import PotAwarded
from studdesk.engine.hand import Hand
from studdesk.engine.structure import Structure
from studdesk.persistence import paths
from studdesk.persistence.atomic import quarantine
from studdesk.persistence.handstore_record import (
    HandRecord,
    HandSource,
    PlayerRecord,
    decode_actions,
    decode_cards,
    decode_mask,
    encode_actions,
    encode_cards,
    encode_mask,
    replay_record,
    rules_from_json,
    rules_to_json,
    variant_from_key,
)
from studdesk.persistence.handstore_schema import APPLICATION_ID, VERSION, migrate
from studdesk.persistence.handstore_summary import summarize
from studdesk.wording import Words
from studdesk.wording import hand_store as words
from studdesk.wording.system import FileProblem

DATABASE_NAME = "hands.sqlite3"
_SQLITE_HEADER = b"SQLite format 3\x00"
#: how long a writer waits for another writer (an import, the recorder) before giving up
BUSY_TIMEOUT_MS = 15_000


class HandStoreError(Exception):
    """The store cannot be used (or a write failed); the message is for the user, in plain words.

    The sentence is kept unsaid (`words`, from `wording.hand_store`): `str()` says it in the
    language installed when it is shown (English on the command line)."""

    def __init__(self, reason: Words) -> None:
        super().__init__()
        self.words = reason

    def __str__(self) -> str:
        return self.words()


class SessionKind(enum.Enum):
    PRACTICE = "practice"
    TOURNAMENT = "tournament"
    SIMULATION = "simulation"
    IMPORT = "import"


@dataclass(frozen=True, slots=True)
class SessionRow:
    id: int
    kind: SessionKind
    label: str
    started_at: float
    ended_at: float | None
    hands: int
    #: what the session's maker kept with it (a tournament's finish: place, entrants, prize)
    details: Mapping[str, Any] = field(default_factory=dict)


def default_path() -> Path:
    """`hands.sqlite3` in the data directory (under `STUDDESK_HOME` when set)."""
    return paths.data_dir() / DATABASE_NAME


class HandStore:
    """An open hand database. Use `HandStore.open`; close it (or use `with`)."""

    def __init__(self, connection: sqlite3.Connection, path: Path, notice: Words | None) -> None:
        self.connection = connection
        self.path = path
        #: a note for the user when opening had to start a fresh database (or undid an import),
        #: unsaid: see `notice`
        self.notice_words = notice

    @property
    def notice(self) -> str | None:
        """The note of `notice_words` in the language installed now (None: nothing to say)."""
        return None if self.notice_words is None else self.notice_words()

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: Path | None = None) -> HandStore:
        """Open (creating or upgrading) the database at `path` (default: `default_path()`).

        A damaged or foreign file is moved aside (never deleted) and a fresh database
        started; `notice` then says so. Raises `HandStoreError` only when no database
        can be used at all (an unwritable folder, a file from a newer StudDesk).
        """
        path = Path(path) if path is not None else default_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            folder, why = str(path.parent), FileProblem(exc)
            raise HandStoreError(partial(words.folder_not_made, folder, why)) from exc
        problem = _problem_with_file(path)
        if problem is None:
            try:
                return cls._open_checked(path, None)
            except _UnusableError as exc:
                problem = exc.words
        notice = _move_aside(path, problem)
        try:
            return cls._open_checked(path, notice)
        except _UnusableError as exc:  # a fresh file that still fails: the folder itself is the problem
            failed = exc.words
            raise HandStoreError(lambda: words.cannot_start(str(path), failed())) from exc

    @classmethod
    def _open_checked(cls, path: Path, notice: Words | None) -> HandStore:
        try:
            connection = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        except sqlite3.Error as exc:
            why = FileProblem(exc)
            raise _UnusableError(partial(words.sqlite_cannot_open, why)) from exc
        try:
            notice = _prepare(connection, path, notice)
        except sqlite3.DatabaseError as exc:
            connection.close()
            why = FileProblem(exc)
            if _is_locked_or_io(exc):
                raise HandStoreError(lambda: words.cannot_open(str(path), why)) from exc
            raise _UnusableError(partial(words.damaged, why)) from exc
        except BaseException:
            connection.close()
            raise
        return cls(connection, path, notice)

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> HandStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ sessions

    def start_session(
        self,
        kind: SessionKind,
        label: str,
        details: Mapping[str, Any] | None = None,
        *,
        key: str | None = None,
    ) -> int:
        """A new practice session, tournament, headless run or import; returns its id.

        A `key` names a session that goes on across runs (a tournament resumed from its
        save): when a session of that key exists it is opened again and its id returned.
        """
        state = "importing" if kind is SessionKind.IMPORT else "open"
        with self.transaction():
            if key is not None:
                row = self.connection.execute("SELECT id FROM sessions WHERE key = ?", (key,)).fetchone()
                if row is not None:
                    self.connection.execute(
                        "UPDATE sessions SET state = 'open', ended_at = NULL WHERE id = ?", (row[0],)
                    )
                    return int(row[0])
            cursor = self.connection.execute(
                "INSERT INTO sessions (kind, label, started_at, state, details, key) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (kind.value, label, time.time(), state, json.dumps(dict(details or {})), key),
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def update_session(self, session_id: int, details: Mapping[str, Any]) -> None:
        """Add `details` to the session's (a key given again replaces its value)."""
        with self.transaction():
            row = self.connection.execute(
                "SELECT details FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
            if row is None:
                return
            merged = {**_json_object(row[0]), **details}
            self.connection.execute(
                "UPDATE sessions SET details = ? WHERE id = ?", (json.dumps(merged), session_id)
            )

    def end_session(self, session_id: int) -> None:
        with self.transaction():
            self.connection.execute(
                "UPDATE sessions SET ended_at = ?, state = 'done' WHERE id = ?", (time.time(), session_id)
            )

    def discard_session(self, session_id: int) -> int:
        """Remove a session and every hand in it (a cancelled import); returns the hands removed."""
        with self.transaction():
            removed = _delete_session(self.connection, session_id)
        return removed

    def sessions(self) -> list[SessionRow]:
        """Every session, newest first (an import in progress too)."""
        rows = self.connection.execute(
            "SELECT s.id, s.kind, s.label, s.started_at, s.ended_at, "
            "(SELECT COUNT(*) FROM hands h WHERE h.session_id = s.id), s.details "
            "FROM sessions s ORDER BY s.started_at DESC, s.id DESC"
        ).fetchall()
        return [SessionRow(r[0], SessionKind(r[1]), r[2], r[3], r[4], r[5], _json_object(r[6])) for r in rows]

    # ------------------------------------------------------------------ hands

    def add_hand(
        self, record: HandRecord, session_id: int | None = None, *, played: Hand | None = None
    ) -> int | None:
        """Store one hand in one transaction; returns its id, or None if it was stored before.

        `played` is the finished hand the record was made from, when the caller has it:
        it spares replaying the record to check it and to work out its summary.
        """
        with self.transaction():
            return insert_hand(self.connection, record, session_id, played)

    def hand_id(self, session_id: int | None, hand_number: int) -> int | None:
        """The id of the latest stored hand numbered `hand_number` in the session, if any."""
        row = self.connection.execute(
            "SELECT id FROM hands WHERE session_id IS ? AND hand_number = ? ORDER BY id DESC LIMIT 1",
            (session_id, hand_number),
        ).fetchone()
        return None if row is None else int(row[0])

    def hand_count(self) -> int:
        return int(self.connection.execute("SELECT COUNT(*) FROM hands").fetchone()[0])

    def load_record(self, hand_id: int) -> HandRecord:
        """The stored hand `hand_id` (KeyError if there is none); replay it with `HandReplay`."""
        return load_record(self.connection, hand_id)

    # ------------------------------------------------------------------ annotations

    def set_annotation(self, hand_id: int, kind: str, body: Any) -> None:
        """Keep `body` (anything JSON can hold) as the hand's note of `kind`, replacing an older one."""
        text = json.dumps(body)
        with self.transaction():
            self.connection.execute(
                "INSERT OR REPLACE INTO annotations (hand_id, kind, body, updated_at) VALUES (?, ?, ?, ?)",
                (hand_id, kind, text, time.time()),
            )

    def annotations(self, hand_id: int) -> dict[str, Any]:
        rows = self.connection.execute("SELECT kind, body FROM annotations WHERE hand_id = ?", (hand_id,))
        return {kind: json.loads(body) for kind, body in rows}

    # ------------------------------------------------------------------ plumbing

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE .. COMMIT (ROLLBACK on any exception); write errors become `HandStoreError`."""
        where = str(self.path)
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            why = FileProblem(exc)
            raise HandStoreError(partial(words.cannot_write, where, why)) from exc
        try:
            yield self.connection
            self.connection.execute("COMMIT")
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                self.connection.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                failed = FileProblem(exc)
                raise HandStoreError(partial(words.cannot_write, where, failed)) from exc
            raise


def _json_object(text: str) -> dict[str, Any]:
    """A stored JSON object; anything else (damaged by hand) reads as empty."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


class _UnusableError(Exception):
    """The file is not a usable StudDesk hand database (it will be moved aside); `words` says why."""

    def __init__(self, reason: Words) -> None:
        super().__init__()
        self.words = reason

    def __str__(self) -> str:
        return self.words()


# ---------------------------------------------------------------------- opening


def _problem_with_file(path: Path) -> Words | None:
    """Why an existing file cannot be our database (None: absent, or an SQLite file)."""
    if not path.exists() and not path.is_symlink():
        return None
    if path.is_dir():  # never move a folder aside: `--db ~/Documents` is a slip, not a damaged file
        raise HandStoreError(lambda: words.is_a_folder(str(path)))
    if not path.is_file():
        return words.not_a_regular_file
    try:
        with path.open("rb") as handle:
            head = handle.read(len(_SQLITE_HEADER))
    except OSError as exc:
        why = FileProblem(exc)
        raise HandStoreError(lambda: words.cannot_read(str(path), why)) from exc
    if head and head != _SQLITE_HEADER:
        return words.not_sqlite
    return None


def _prepare(connection: sqlite3.Connection, path: Path, notice: Words | None) -> Words | None:
    app_id = int(connection.execute("PRAGMA application_id").fetchone()[0])
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    tables = connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
    if app_id != APPLICATION_ID and (tables or version):
        raise _UnusableError(words.another_programs)
    if version > VERSION:
        raise HandStoreError(lambda: words.newer(str(path), version, VERSION))
    connection.execute("PRAGMA foreign_keys = ON")
    mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise HandStoreError(lambda: words.no_write_ahead_log(str(path), str(mode)))
    # WAL + NORMAL: a program crash loses nothing committed; a power cut may lose the last hands
    connection.execute("PRAGMA synchronous = NORMAL")
    migrate(connection)
    dropped = _drop_unfinished_imports(connection)
    if dropped:
        before = notice
        notice = (
            (partial(words.import_undone, dropped))
            if before is None
            else (lambda: f"{before()} {words.import_undone(dropped)}")
        )
    return notice


def _drop_unfinished_imports(connection: sqlite3.Connection) -> int:
    """Imports are all or nothing: hands of an import that never finished (a crash) are removed."""
    ids = [row[0] for row in connection.execute("SELECT id FROM sessions WHERE state = 'importing'")]
    removed = 0
    for session_id in ids:
        connection.execute("BEGIN IMMEDIATE")
        try:
            removed += _delete_session(connection, session_id)
            connection.execute("COMMIT")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
    return removed


def _delete_session(connection: sqlite3.Connection, session_id: int) -> int:
    cursor = connection.execute("DELETE FROM hands WHERE session_id = ?", (session_id,))
    connection.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
    return cursor.rowcount


def _move_aside(path: Path, problem: Words) -> Words:
    try:
        moved = quarantine(path)
    except OSError as exc:
        why = FileProblem(exc)
        raise HandStoreError(lambda: words.cannot_move_aside(str(path), problem(), why)) from exc
    for suffix in ("-wal", "-shm"):  # the old file's journal belongs with it
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                companion.rename(moved.with_name(moved.name + suffix))
    return lambda: words.moved_aside(str(path), problem(), moved.name)


def _is_locked_or_io(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text or "disk i/o" in text or "readonly" in text


# ---------------------------------------------------------------------- rows


def insert_hand(
    connection: sqlite3.Connection, record: HandRecord, session_id: int | None, played: Hand | None = None
) -> int | None:
    """Insert inside the caller's transaction; None when the same hand is already stored."""
    # without the played hand, the engine must agree with the record before it is kept
    final = played if played is not None else replay_record(record)
    summary = summarize(final)
    hero = record.hero_seat
    awards = [
        [e.pot, e.seat, e.amount, e.share.value, e.hand] for e in final.events if isinstance(e, PotAwarded)
    ]
    cursor = connection.execute(
        "INSERT OR IGNORE INTO hands (session_id, fingerprint, source, origin, hand_number, started_at, "
        "ended_at, variant, ante, bring_in, small_bet, big_bet, rules, button, player_count, hero_seat, "
        "deck, actions, community_unknown, showdown, pot, hero_net, player_names, awards) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            session_id,
            record.fingerprint,
            record.source.value,
            record.origin,
            record.hand_number,
            record.started_at,
            record.ended_at,
            record.variant.key,
            record.structure.ante,
            record.structure.bring_in,
            record.structure.small_bet,
            record.structure.big_bet,
            rules_to_json(record.rules),
            record.button,
            len(record.players),
            hero,
            encode_cards(record.deck),
            encode_actions(record.actions),
            int(record.community_unknown),
            int(summary.showdown),
            summary.pot,
            None if hero is None else record.player(hero).net,
            "\n".join(p.name for p in record.players),
            json.dumps(awards, separators=(",", ":")),
        ),
    )
    if cursor.rowcount == 0:
        return None
    hand_id = cursor.lastrowid
    assert hand_id is not None
    connection.executemany(
        "INSERT INTO hand_players (hand_id, position, seat, name, bot, is_hero, start_stack, final_stack, "
        "net, cards, unknown_mask, won, entered, raised_first, aggressor_first, saw_second, bet_second, "
        "saw_third, folded_third, showdown, won_showdown, high_half, low_half, scoop, variant, ended_at, "
        f"session_id, flags, net_bb) VALUES ({', '.join('?' * 29)})",
        [
            (
                hand_id,
                position,
                p.seat,
                p.name,
                p.bot,
                int(p.seat == hero),
                p.start_stack,
                p.final_stack,
                p.net,
                encode_cards(p.cards),
                encode_mask(p.unknown),
                s.won,
                s.entered,
                s.raised_first,
                s.aggressor_first,
                s.saw_second,
                s.bet_second,
                s.saw_third,
                s.folded_third,
                s.showdown,
                s.won_showdown,
                s.high_half,
                s.low_half,
                s.scoop,
                record.variant.key,
                record.ended_at,
                session_id,
                s.flags,
                p.net / record.structure.big_bet,
            )
            for position, (p, s) in enumerate(zip(record.players, summary.players, strict=True))
        ],
    )
    return hand_id


def load_record(connection: sqlite3.Connection, hand_id: int) -> HandRecord:
    row = connection.execute(
        "SELECT variant, ante, bring_in, small_bet, big_bet, rules, button, hand_number, deck, actions, "
        "ended_at, started_at, hero_seat, source, origin, community_unknown FROM hands WHERE id = ?",
        (hand_id,),
    ).fetchone()
    if row is None:
        raise KeyError(hand_id)
    players = tuple(
        PlayerRecord(seat, name, bot, start, final, decode_cards(cards), decode_mask(mask))
        for seat, name, bot, start, final, cards, mask in connection.execute(
            "SELECT seat, name, bot, start_stack, final_stack, cards, unknown_mask FROM hand_players "
            "WHERE hand_id = ? ORDER BY position",
            (hand_id,),
        )
    )
    return HandRecord(
        variant=variant_from_key(row[0]),
        structure=Structure(row[1], row[2], row[3], row[4]),
        rules=rules_from_json(row[5]),
        button=row[6],
        hand_number=row[7],
        players=players,
        deck=decode_cards(row[8]),
        actions=decode_actions(row[9]),
        ended_at=row[10],
        started_at=row[11],
        hero_seat=row[12],
        source=HandSource(row[13]),
        origin=row[14],
        community_unknown=bool(row[15]),
    )
