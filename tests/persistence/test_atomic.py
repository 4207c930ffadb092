"""Atomic writes leave the old file or the new one, and never a temp file; quarantine keeps data."""

from __future__ import annotations

import fcntl
import os
import re
from pathlib import Path

import pytest

from studdesk.persistence import atomic
from studdesk.persistence.atomic import atomic_write_bytes, atomic_write_text, quarantine


def test_write_then_overwrite_leaves_only_the_target(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    atomic_write_text(target, "first")
    atomic_write_text(target, "second ♠")
    assert target.read_text(encoding="utf-8") == "second ♠"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_bytes_are_written_exactly_and_parents_created(tmp_path: Path) -> None:
    target = tmp_path / "x" / "y" / "blob.bin"
    atomic_write_bytes(target, b"\x00\r\n\xff")
    assert target.read_bytes() == b"\x00\r\n\xff"


def test_failed_write_keeps_the_old_file_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    atomic_write_text(target, "old")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_quarantine_moves_the_file_aside_intact(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    bad.write_bytes(b"{broken")
    moved = quarantine(bad)
    assert not bad.exists()
    assert moved.parent == tmp_path
    assert re.fullmatch(r"settings\.json\.corrupt-\d{8}-\d{6}", moved.name)
    assert moved.read_bytes() == b"{broken"


def test_quarantine_never_overwrites_an_earlier_one(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    names = set()
    for i in range(3):  # same second, most likely: names must still differ
        bad.write_text(str(i), encoding="utf-8")
        names.add(quarantine(bad).name)
    assert len(names) == 3
    assert sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir()) == ["0", "1", "2"]


def test_no_temp_file_survives_a_write(tmp_path: Path) -> None:
    for i in range(5):
        atomic_write_text(tmp_path / "f.txt", str(i))
    leftovers = [n for n in os.listdir(tmp_path) if n != "f.txt"]
    assert leftovers == []


# ------------------------------------------------------------ issue 13: FIFOs, sizes, left-over temp files


def test_reading_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    with pytest.raises(atomic.NotARegularFileError, match="not a regular file"):
        atomic.read_regular_file(fifo, 1000)


def test_reading_a_folder_or_a_too_large_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(atomic.NotARegularFileError):
        atomic.read_regular_file(tmp_path, 1000)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(atomic.FileTooLargeError, match="larger than 1,000 bytes"):
        atomic.read_regular_file(big, 1000)
    assert atomic.read_regular_file(big, 1001) == b"x" * 1001


def test_temp_files_left_by_a_killed_write_are_removed_at_once(tmp_path: Path) -> None:
    target = tmp_path / "game.studsave"
    atomic_write_text(target, "kept")
    left = tmp_path / ".game.studsave.a1b2c3d4.tmp"  # as mkstemp names them
    left.write_text("half a save")
    live = tmp_path / ".other.studsave.zz99yy88.tmp"
    live.write_text("a write in progress elsewhere")
    not_ours = tmp_path / ".editor-swap.tmp"
    not_ours.write_text("someone else's")
    with open(live, "rb") as writer:
        fcntl.flock(writer.fileno(), fcntl.LOCK_EX)  # what atomic_write_bytes holds while writing
        removed = atomic.remove_stale_temp_files(tmp_path)
    assert removed == [left]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([target.name, live.name, not_ours.name])
    assert atomic.remove_stale_temp_files(tmp_path / "missing") == []


def test_without_locks_only_old_temp_files_are_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic, "fcntl", None)
    old = tmp_path / ".a.json.aaaa1111.tmp"
    old.write_text("x")
    young = tmp_path / ".b.json.bbbb2222.tmp"
    young.write_text("y")
    stamp = young.stat().st_mtime
    os.utime(old, (stamp - 120, stamp - 120))
    assert atomic.remove_stale_temp_files(tmp_path, older_than=60, now=stamp + 1) == [old]
    assert young.exists()


def test_a_write_holds_its_temp_file_locked_until_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    seen: list[list[Path]] = []
    real_replace = os.replace

    def replace(src: str, dst: str) -> None:
        seen.append(atomic.remove_stale_temp_files(tmp_path))  # a cleaner running mid-write
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    atomic_write_text(target, "new")
    assert seen == [[]] and target.read_text() == "new"


def test_quarantine_keeps_a_file_nobody_may_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}")
    path.chmod(0)
    try:
        moved = quarantine(path, ".unreadable-")
        assert moved.name.startswith("settings.json.unreadable-") and not path.exists()
    finally:
        moved.chmod(0o600)
    assert moved.read_text() == "{}"
