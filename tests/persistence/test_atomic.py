"""Atomic writes leave the old file or the new one, and never a temp file; quarantine keeps data."""

from __future__ import annotations

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
