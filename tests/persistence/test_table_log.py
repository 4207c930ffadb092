"""The dealer's log kept beside a save: bounded, and a damaged one set aside without losing the game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from studdesk.persistence.saves import SaveStore
from studdesk.persistence.table_log import (
    MAX_LINE,
    MAX_LINES,
    TableLogError,
    load_log,
    log_path,
    save_log,
)


def test_round_trip_keeps_the_newest_lines_each_bounded(tmp_path: Path) -> None:
    lines = [f"line {i}" for i in range(MAX_LINES + 50)] + ["x" * (MAX_LINE * 3)]
    save_log(tmp_path, "practice", lines)
    kept = load_log(tmp_path, "practice")
    assert len(kept) == MAX_LINES
    assert kept[0] == "line 51" and kept[-1] == "x" * MAX_LINE
    assert log_path(tmp_path, "practice").stat().st_size < 2 * MAX_LINES * MAX_LINE


def test_no_log_is_an_empty_log(tmp_path: Path) -> None:
    assert load_log(tmp_path, "practice") == []


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe\x00 not text",
        b'{"format": "something-else", "lines": []}',
        b'{"format": "studdesk-table-log", "lines": [1, 2]}',
        b'["studdesk-table-log"]',
        b"{",
    ],
)
def test_a_damaged_log_is_moved_aside_with_a_plain_message(tmp_path: Path, content: bytes) -> None:
    log_path(tmp_path, "practice").write_bytes(content)
    with pytest.raises(TableLogError, match=r"could not be read .* it starts afresh\. It was kept as"):
        load_log(tmp_path, "practice")
    assert not log_path(tmp_path, "practice").exists()
    assert [p.name.startswith("practice.studlog.corrupt-") for p in tmp_path.iterdir()] == [True]


def test_a_fifo_or_a_huge_file_is_refused_without_hanging(tmp_path: Path) -> None:
    os.mkfifo(log_path(tmp_path, "practice"))
    with pytest.raises(TableLogError, match="not a regular file"):
        load_log(tmp_path, "practice")
    with log_path(tmp_path, "sng-1").open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # sparse: 50 MB of nothing
    with pytest.raises(TableLogError, match="too large"):
        load_log(tmp_path, "sng-1")


def test_deleting_a_save_deletes_its_log(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_log(tmp_path, "practice", ["one line"])
    store.delete("practice")
    assert not log_path(tmp_path, "practice").exists()
