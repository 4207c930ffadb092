"""The hand store: records round-trip through SQLite and the engine, one transaction per hand,
damaged files moved aside, migrations from version 1, the writer thread."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studdesk.persistence.handstore import HandStore, HandStoreError, SessionKind, default_path
from studdesk.persistence.handstore_query import HandFilter
from studdesk.persistence.handstore_record import (
    HandReplay,
    RecordError,
    decode_actions,
    encode_actions,
    record_from_hand,
    replay_record,
)
from studdesk.persistence.handstore_schema import APPLICATION_ID, VERSION
from studdesk.persistence.handstore_stats import hand_stats
from studdesk.persistence.handstore_summary import summarize
from studdesk.persistence.handstore_writer import HandWriter

from .handstore_hands import bot_hand, bot_record, open_store

V1_FIXTURE = Path(__file__).parent / "data" / "handstore_v1.sql"


@pytest.mark.parametrize("variant", ["stud", "stud8", "razz", "five"])
def test_a_stored_hand_comes_back_equal_and_replays_to_the_same_events(tmp_path: Path, variant: str) -> None:
    with open_store(tmp_path) as store:
        for seed in range(15):
            hand = bot_hand(variant, seed)
            record = record_from_hand(hand, hero_seat=hand.order[0].seat, bots={1: "random"})
            hand_id = store.add_hand(record)
            assert hand_id is not None
            loaded = store.load_record(hand_id)
            assert loaded == record
            assert replay_record(loaded).events == hand.events


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["stud", "stud8", "razz", "five"]))
def test_every_step_of_a_replay_is_the_hand_after_that_many_actions(seed: int, variant: str) -> None:
    hand = bot_hand(variant, seed)
    replay = HandReplay(record_from_hand(hand))
    for step in range(replay.steps + 1):
        at = replay.hand_at(step)
        assert tuple(at.events) == replay.events_at(step)
        assert at.events == hand.events[: len(at.events)]
    assert replay.hand_at(replay.steps).is_over


def test_actions_encode_compactly_and_decode_back() -> None:
    hand = bot_hand("stud", 3)
    record = record_from_hand(hand)
    text = encode_actions(record.actions)
    assert decode_actions(text) == record.actions
    with pytest.raises(RecordError, match="cannot be read"):
        decode_actions("3X5")


def test_the_same_hand_is_stored_once(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        record = bot_record("razz", 4)
        assert store.add_hand(record) is not None
        assert store.add_hand(record) is None
        assert store.hand_count() == 1


def test_an_unfinished_hand_is_refused() -> None:
    from studdesk.engine.cards import Deck
    from studdesk.engine.hand import GameConfig, Hand, PlayerSeat
    from studdesk.engine.variants import VARIANTS

    from .handstore_hands import STRUCTURE

    hand = Hand(
        GameConfig(VARIANTS["stud"], STRUCTURE), [PlayerSeat(0, "a", 50), PlayerSeat(1, "b", 50)], 1, Deck()
    )
    hand.start()
    with pytest.raises(RecordError, match="only a finished hand"):
        record_from_hand(hand)


def test_a_record_that_no_longer_replays_is_named(tmp_path: Path) -> None:
    record = bot_record("stud", 5)
    broken = type(record)(
        **{**{f: getattr(record, f) for f in record.__slots__}, "actions": record.actions[:-1]}
    )
    with pytest.raises(RecordError, match="no longer replays to its recorded result"):
        replay_record(broken)
    with open_store(tmp_path) as store, pytest.raises(RecordError):
        store.add_hand(broken)
    with open_store(tmp_path) as store:
        assert store.hand_count() == 0  # nothing half-stored


def test_wal_mode_versioned_and_marked_as_ours(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        connection = store.connection
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert connection.execute("PRAGMA user_version").fetchone()[0] == VERSION
        assert connection.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_default_path_honours_studdesk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))
    assert default_path() == tmp_path / "data" / "hands.sqlite3"
    with HandStore.open() as store:
        assert store.path == tmp_path / "data" / "hands.sqlite3"
    assert (tmp_path / "data" / "hands.sqlite3").is_file()


# ---------------------------------------------------------------------- migrations


def _v1_database(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.executescript(V1_FIXTURE.read_text(encoding="utf-8"))
    connection.close()


def test_a_version_1_database_is_migrated_and_its_hands_kept(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite3"
    _v1_database(path)
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == 1
    check.close()
    with HandStore.open(path) as store:
        assert store.notice is None
        assert store.connection.execute("PRAGMA user_version").fetchone()[0] == VERSION
        assert store.hand_count() == 4
        for hand_id in (1, 2, 3, 4):
            record = store.load_record(hand_id)
            summary = summarize(replay_record(record))
            flags = store.connection.execute(
                "SELECT flags FROM hand_players WHERE hand_id = ? ORDER BY position", (hand_id,)
            ).fetchall()
            assert [f for (f,) in flags] == [p.flags for p in summary.players]  # SQL and Python agree
        # version 3 copied each hand's columns into hand_players: the statistics see all four hands
        assert hand_stats(store).hands == 4
        assert hand_stats(store, HandFilter(variant="razz")).hands == 1
        store.set_annotation(1, "review", {"mistakes": 1, "notes": ["called too light on 5th"]})
        assert store.annotations(1) == {"review": {"mistakes": 1, "notes": ["called too light on 5th"]}}
        [session] = store.sessions()
        assert (session.kind, session.hands) == (SessionKind.PRACTICE, 4)


def test_annotations_replace_and_go_with_their_hand(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        session = store.start_session(SessionKind.PRACTICE, "p")
        hand_id = store.add_hand(bot_record("stud", 1), session)
        assert hand_id is not None
        store.set_annotation(hand_id, "review", [1])
        store.set_annotation(hand_id, "review", [2])
        store.set_annotation(hand_id, "note", "good fold")
        assert store.annotations(hand_id) == {"review": [2], "note": "good fold"}
        store.discard_session(session)
        assert store.annotations(hand_id) == {}


# ---------------------------------------------------------------------- damaged files


def _moved_aside(tmp_path: Path) -> list[Path]:
    return sorted(p for p in tmp_path.iterdir() if ".corrupt-" in p.name)


@pytest.mark.parametrize(
    "content",
    [b"this is a text file, not a database\n" * 50, b"SQLite format 3\x00" + b"\xff" * 5000],
    ids=["text", "garbage-after-header"],
)
def test_a_damaged_file_is_moved_aside_and_a_fresh_store_started(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "hands.sqlite3"
    path.write_bytes(content)
    with HandStore.open(path) as store:
        assert store.notice is not None
        assert "could not be used" in store.notice and "new, empty hand history" in store.notice
        assert store.hand_count() == 0
    [moved] = [p for p in _moved_aside(tmp_path) if not p.name.endswith(("-wal", "-shm"))]
    assert moved.read_bytes() == content  # kept, never deleted


def test_another_programs_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite3"
    foreign = sqlite3.connect(path)
    foreign.execute("CREATE TABLE contacts (name TEXT)")
    foreign.execute("INSERT INTO contacts VALUES ('Ada')")
    foreign.commit()
    foreign.close()
    with HandStore.open(path) as store:
        assert store.notice is not None and "another program's database" in store.notice
    [moved] = _moved_aside(tmp_path)
    assert sqlite3.connect(moved).execute("SELECT name FROM contacts").fetchall() == [("Ada",)]


def test_a_folder_given_as_the_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / "hands.sqlite3").mkdir()
    (tmp_path / "hands.sqlite3" / "keep.txt").write_text("mine")
    with pytest.raises(HandStoreError, match="is a folder"):
        open_store(tmp_path)
    assert (tmp_path / "hands.sqlite3" / "keep.txt").read_text() == "mine"
    assert not _moved_aside(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_the_way_is_moved_aside(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "hands.sqlite3")
    with open_store(tmp_path) as store:
        assert store.notice is not None and "not a regular file" in store.notice
    assert len(_moved_aside(tmp_path)) == 1


def test_a_newer_database_is_left_alone_with_a_plain_message(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite3"
    with HandStore.open(path) as store:
        store.connection.execute(f"PRAGMA user_version = {VERSION + 5}")
    with pytest.raises(HandStoreError, match="newer StudDesk"):
        HandStore.open(path)
    assert not _moved_aside(tmp_path)


def test_an_unwritable_folder_is_a_plain_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HandStoreError, match="cannot be created"):
        HandStore.open(blocker / "sub" / "hands.sqlite3")


def test_an_import_interrupted_by_a_crash_is_undone_at_the_next_open(tmp_path: Path) -> None:
    with open_store(tmp_path) as store:
        kept = store.start_session(SessionKind.PRACTICE, "kept")
        store.add_hand(bot_record("stud", 1), kept)
        crashed = store.start_session(SessionKind.IMPORT, "crashed")
        store.add_hand(bot_record("stud", 2), crashed)
        store.add_hand(bot_record("stud", 3), crashed)
    with open_store(tmp_path) as store:
        assert store.notice is not None and "2 hands removed" in store.notice
        assert store.hand_count() == 1
        assert [s.label for s in store.sessions()] == ["kept"]


# ---------------------------------------------------------------------- the writer thread


def test_the_writer_stores_hands_from_another_thread_in_sessions(tmp_path: Path) -> None:
    path = tmp_path / "hands.sqlite3"
    writer = HandWriter(path)
    writer.wait_open()
    records = [bot_record("stud8", seed) for seed in range(20)]

    def engine_thread() -> None:
        writer.begin_session(SessionKind.TOURNAMENT, "first")
        for record in records[:10]:
            writer.submit(record)
        writer.begin_session(SessionKind.PRACTICE, "second")
        for record in records[10:]:
            writer.submit(record)

    thread = threading.Thread(target=engine_thread)
    thread.start()
    thread.join()
    assert writer.close()
    assert (writer.written, writer.failed) == (20, 0)
    with HandStore.open(path) as store:
        sessions = {s.label: s for s in store.sessions()}
        assert sessions["first"].hands == 10 and sessions["second"].hands == 10
        assert all(s.ended_at is not None for s in sessions.values())


def test_the_writer_reports_a_failed_hand_once_and_goes_on(tmp_path: Path) -> None:
    notices: list[str] = []
    writer = HandWriter(tmp_path / "hands.sqlite3", on_notice=notices.append)
    good = bot_record("razz", 1)
    bad = type(good)(**{**{f: getattr(good, f) for f in good.__slots__}, "actions": good.actions[:2]})
    for record in (bad, bad, good):
        writer.submit(record)
    assert writer.close()
    assert (writer.written, writer.failed) == (1, 2)
    assert len(notices) == 1 and "could not be recorded" in notices[0]


def test_a_writer_that_cannot_open_says_so(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    notices: list[str] = []
    writer = HandWriter(tmp_path / "file" / "hands.sqlite3", on_notice=notices.append)
    with pytest.raises(HandStoreError):
        writer.wait_open()
    writer.submit(bot_record("stud", 1))
    assert writer.close()
    assert notices and "Hands are not recorded" in notices[0]


def test_a_crash_loses_at_most_the_hand_being_written(tmp_path: Path) -> None:
    """A process killed between hands leaves every committed hand readable (WAL replayed on open)."""
    import subprocess
    import sys
    import textwrap

    path = tmp_path / "hands.sqlite3"
    script = textwrap.dedent(
        f"""
        import os, signal
        from tests.persistence.handstore_hands import bot_record
        from studdesk.persistence.handstore import HandStore
        store = HandStore.open({str(path)!r})
        for seed in range(12):
            store.add_hand(bot_record("stud", seed))
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", script], cwd=root, check=False)
    assert done.returncode != 0
    with HandStore.open(path) as store:
        assert store.notice is None
        assert store.hand_count() == 12


class _ReadBeforeTheOtherMigrated:
    """A connection whose first look at the version saw 0: the other connection migrated since."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.stale = True

    def execute(self, sql: str) -> sqlite3.Cursor:
        if self.stale and sql == "PRAGMA user_version":
            self.stale = False
            return self.connection.execute("SELECT 0")
        return self.connection.execute(sql)


def test_two_connections_opening_a_new_file_at_once_migrate_it_once(tmp_path: Path) -> None:
    """The app's recorder and its history window open the file at once: both read version 0, and
    the second applied the migrations again ('duplicate column name'), so the new hand history was
    set aside as damaged at the first start."""
    from studdesk.persistence.handstore_schema import migrate

    path = tmp_path / "hands.sqlite3"
    first, second = (sqlite3.connect(path, isolation_level=None, timeout=5) for _ in range(2))
    try:
        assert migrate(first) == 0
        assert migrate(_ReadBeforeTheOtherMigrated(second)) == 0  # type: ignore[arg-type]
        assert second.execute("PRAGMA user_version").fetchone()[0] == VERSION
    finally:
        first.close()
        second.close()
