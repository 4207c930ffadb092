"""The memory drill's results: appended one line at a time, read back whatever the file holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studdesk.persistence.drill_log import DrillEntry, DrillLog, DrillLogError


def entry(correct: int = 3, at: float = 1_700_000_000.0) -> DrillEntry:
    return DrillEntry(at, asked=5, correct=correct, mean_seconds=2.5)


def test_results_are_kept_in_order_and_summed(tmp_path: Path) -> None:
    log = DrillLog(tmp_path / "drills.jsonl")
    assert log.load().entries == ()
    log.add(entry(3, at=1.0))
    log.add(entry(5, at=2.0))
    history = log.load()
    assert [e.correct for e in history.entries] == [3, 5]
    assert history.accuracy == pytest.approx(0.8) and history.mean_seconds == pytest.approx(2.5)
    assert history.skipped == 0


def test_the_default_place_is_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))
    assert DrillLog().path == tmp_path / "data" / "drills.jsonl"


def test_damaged_lines_are_skipped_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "drills.jsonl"
    good = json.dumps(entry().to_json())
    bad = [
        "not json",
        json.dumps({"at": 1.0}),
        json.dumps({**entry().to_json(), "asked": 0}),
        json.dumps({**entry().to_json(), "correct": 9}),
        json.dumps({**entry().to_json(), "asked": True}),
        json.dumps({**entry().to_json(), "mean_seconds": -1}),
        json.dumps({**entry().to_json(), "at": 1e300}),
        json.dumps({**entry().to_json(), "kind": 7}),
        json.dumps([1, 2]),
        '{"at": NaN, "asked": 5, "correct": 1, "mean_seconds": 1}',
    ]
    path.write_text("\n".join([good, *bad, good]) + "\n", encoding="utf-8")
    history = DrillLog(path).load()
    assert len(history.entries) == 2 and history.skipped == len(bad)


def test_a_line_cut_by_a_crash_loses_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "drills.jsonl"
    log = DrillLog(path)
    log.add(entry(1))
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"at": 1.0, "ask')  # the crash
    log.add(entry(2))
    history = log.load()
    assert [e.correct for e in history.entries] == [1, 2] and history.skipped == 1


def test_a_folder_in_the_way_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "drills.jsonl"
    path.mkdir()
    log = DrillLog(path)
    assert log.load().entries == ()
    with pytest.raises(DrillLogError, match="not a regular file"):
        log.add(entry())


def test_an_unwritable_folder_is_a_message(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(DrillLogError, match="cannot be written"):
        DrillLog(blocker / "drills.jsonl").add(entry())


def test_binary_garbage_is_read_as_damaged_lines(tmp_path: Path) -> None:
    path = tmp_path / "drills.jsonl"
    path.write_bytes(b"\xff\xfe\x00garbage\n" + json.dumps(entry().to_json()).encode() + b"\n")
    history = DrillLog(path).load()
    assert len(history.entries) == 1 and history.skipped == 1
