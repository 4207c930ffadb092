"""The kept totals (`player_totals`, schema version 4) give the same statistics as adding up
every player row, for any filter by variant, session and dates, and stay right when hands go
(a cancelled import), change, or come from an older database. Sessions with a key go on
across runs; the writer keeps a hand's notes whether they come before or after the hand."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.persistence.handstore import HandStore, SessionKind
from studdesk.persistence.handstore_query import HandFilter, Result
from studdesk.persistence.handstore_stats import ALL_PLAYERS, HERO, Stats, hand_stats, opponent_stats
from studdesk.persistence.handstore_writer import HandWriter

from .handstore_hands import bot_record, open_store

#: Monday 2024-03-04 00:00 UTC; the hands are spread over nine days from here
START = 1_709_510_400.0
HOUR = 3600.0
VARIANTS = ("stud", "stud8", "razz", "five")


def _filled(path: Path) -> tuple[HandStore, list[int]]:
    store = HandStore.open(path)
    sessions = [
        store.start_session(SessionKind.PRACTICE, "practice"),
        store.start_session(SessionKind.TOURNAMENT, "tournament"),
    ]
    for seed in range(60):
        when = START + (seed * 37 % 216) * HOUR + seed * 41  # nine days, at odd times of day
        record = bot_record(VARIANTS[seed % 4], seed, hero=None if seed % 7 == 0 else 0, ended_at=when - seed)
        store.add_hand(record, sessions[seed % 2] if seed % 5 else None)
    return store, sessions


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[HandStore, list[int]]:
    return _filled(tmp_path_factory.mktemp("totals") / "hands.sqlite3")


def _same(a: Stats, b: Stats) -> None:
    assert a.as_dict(decimals=9) == pytest.approx(b.as_dict(decimals=9))


def _check(store: HandStore, where: HandFilter) -> None:
    for who in (HERO, ALL_PLAYERS, "bot2"):
        _same(hand_stats(store, where, who), hand_stats(store, where, who, totals=False))
    from_totals, from_rows = opponent_stats(store, where), opponent_stats(store, where, totals=False)
    assert list(from_totals) == list(from_rows)
    for name in from_totals:
        _same(from_totals[name], from_rows[name])


def _at(hours: float) -> datetime:
    return datetime.fromtimestamp(START + hours * HOUR, tz=UTC).astimezone()


@settings(max_examples=60, deadline=None)
@given(
    variant=st.sampled_from((None, *VARIANTS)),
    session=st.sampled_from((None, 0, 1)),
    kind=st.sampled_from((None, SessionKind.PRACTICE, SessionKind.TOURNAMENT)),
    since=st.one_of(st.none(), st.floats(-30, 250)),
    length=st.one_of(st.none(), st.floats(0, 240)),
)
def test_the_totals_give_what_every_row_gives_for_any_variant_session_and_dates(
    filled: tuple[HandStore, list[int]],
    variant: str | None,
    session: int | None,
    kind: SessionKind | None,
    since: float | None,
    length: float | None,
) -> None:
    store, sessions = filled
    until = None if length is None else _at((since or 0) + length)
    where = HandFilter(
        variant=variant,
        session_id=None if session is None else sessions[session],
        session_kind=kind,
        since=None if since is None else _at(since),
        until=until,
    )
    _check(store, where)


@pytest.mark.parametrize(
    "where",
    [
        HandFilter(),
        HandFilter(since=_at(24), until=_at(48)),  # whole UTC days: the totals alone
        HandFilter(since=_at(0.5), until=_at(0.75)),  # a quarter of an hour: the rows alone
        HandFilter(since=_at(23.99), until=_at(72.01)),  # whole days with a sliver at each end
        HandFilter(until=_at(-1)),  # before every hand
        HandFilter(result=Result.WON, variant="razz"),  # only `hands` knows the result: every row
    ],
    ids=["all", "days", "quarter", "slivers", "nothing", "result"],
)
def test_the_totals_agree_on_chosen_ranges(filled: tuple[HandStore, list[int]], where: HandFilter) -> None:
    _check(filled[0], where)


def test_the_totals_keep_one_row_per_player_variant_session_and_day(
    filled: tuple[HandStore, list[int]],
) -> None:
    store = filled[0]
    rows = store.connection.execute("SELECT COUNT(*), SUM(hands) FROM player_totals").fetchone()
    players = store.connection.execute("SELECT COUNT(*) FROM hand_players").fetchone()[0]
    keys = store.connection.execute(
        "SELECT COUNT(*) FROM (SELECT DISTINCT is_hero, name, variant, IFNULL(session_id, 0), "
        "CAST(ended_at / 86400 AS INTEGER) FROM hand_players)"
    ).fetchone()[0]
    assert (rows[0], rows[1]) == (keys, players)


def test_removed_and_changed_hands_leave_the_totals_right(tmp_path: Path) -> None:
    store, sessions = _filled(tmp_path / "hands.sqlite3")
    with store:
        assert store.discard_session(sessions[1]) > 0  # a cancelled import: its hands go (cascade)
        _check(store, HandFilter())
        left = store.connection.execute(
            "SELECT COUNT(*) FROM player_totals WHERE session_id = ?", (sessions[1],)
        ).fetchone()[0]
        assert left == 0
        with store.transaction() as c:  # a later migration might rewrite player rows
            moved = "SELECT id FROM hands WHERE hand_number % 3 = 0"
            c.execute(f"UPDATE hands SET ended_at = ended_at + 86400 WHERE id IN ({moved})")
            c.execute(f"UPDATE hand_players SET ended_at = ended_at + 86400 WHERE hand_id IN ({moved})")
            c.execute("UPDATE hand_players SET name = 'renamed' WHERE seat = 3")
        assert "renamed" in opponent_stats(store)
        _check(store, HandFilter())
        _check(store, HandFilter(since=_at(30.5), until=_at(100.25)))


def test_a_version_3_database_gets_its_totals(tmp_path: Path) -> None:
    """Version 4 adds up the hands a version-3 store already holds."""
    from studdesk.persistence.handstore_schema import migrate

    path = tmp_path / "hands.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)
    migrate(connection, target=3)
    connection.close()
    store, _ = _filled(tmp_path / "new.sqlite3")
    store.close()
    copy = sqlite3.connect(path, isolation_level=None)
    copy.execute("ATTACH DATABASE ? AS new", (str(tmp_path / "new.sqlite3"),))
    for table in ("sessions", "hands", "hand_players"):
        columns = [r[1] for r in copy.execute(f"PRAGMA main.table_info({table})")]
        names = ", ".join(columns)
        copy.execute(f"INSERT INTO main.{table} ({names}) SELECT {names} FROM new.{table}")
    copy.execute("DETACH DATABASE new")
    assert copy.execute("PRAGMA user_version").fetchone()[0] == 3
    copy.close()
    with HandStore.open(path) as store:
        assert store.connection.execute("PRAGMA user_version").fetchone()[0] == 4
        _check(store, HandFilter())
        _check(store, HandFilter(variant="stud8", since=_at(10), until=_at(130.5)))


# ---------------------------------------------------------------------- sessions and notes


def test_a_session_with_a_key_goes_on_across_runs(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        first = store.start_session(SessionKind.TOURNAMENT, "Turbo", {"seed": 3}, key="tournament:sng-1")
        store.end_session(first)
        again = store.start_session(SessionKind.TOURNAMENT, "Turbo", key="tournament:sng-1")
        other = store.start_session(SessionKind.TOURNAMENT, "Turbo", key="tournament:sng-2")
        assert again == first and other != first
        store.update_session(first, {"place": 2, "entrants": 6})
        rows = {s.id: s for s in store.sessions()}
        assert rows[first].ended_at is None  # open again
        assert rows[first].details == {"seed": 3, "place": 2, "entrants": 6}


def test_damaged_session_details_read_as_empty(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        session = store.start_session(SessionKind.PRACTICE, "p")
        with store.transaction() as c:
            c.execute("UPDATE sessions SET details = '[1, 2' WHERE id = ?", (session,))
        assert store.sessions()[0].details == {}
        store.update_session(session, {"place": 1})
        assert store.sessions()[0].details == {"place": 1}


def test_the_writer_keeps_a_note_sent_before_or_after_its_hand(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite3"
    writer = HandWriter(path)
    early, late = bot_record("stud", 1), bot_record("razz", 2)
    writer.begin_session(SessionKind.PRACTICE, "p", key="practice:1")
    writer.annotate(early.hand_number, "review", {"early": True})  # the review came first
    writer.submit(early)
    writer.submit(late)
    writer.annotate(late.hand_number, "review", {"late": True})
    writer.annotate(99, "review", {"nobody": True})  # no such hand: dropped with the session
    writer.update_session({"place": 1})
    assert writer.close()
    with HandStore.open(path) as store:
        ids = [store.hand_id(store.sessions()[0].id, r.hand_number) for r in (early, late)]
        notes: list[dict[str, Any]] = [store.annotations(i) for i in ids if i is not None]
        assert notes == [{"review": {"early": True}}, {"review": {"late": True}}]
        assert store.sessions()[0].details == {"place": 1}
        assert store.connection.execute("SELECT COUNT(*) FROM annotations").fetchone()[0] == 2
