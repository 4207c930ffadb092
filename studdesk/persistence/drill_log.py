"""The memory drill's results over time: one JSON line per drill in the data folder.

    log = DrillLog()                               # data_dir()/drills.jsonl, or a path
    log.add(DrillEntry(time.time(), asked=5, correct=4, mean_seconds=3.2))
    history = log.load()                           # entries, oldest first; lines it skipped

Appending a line is all a drill writes, so a crash can at worst leave half a last
line, which the next `load` skips (and counts) without losing the others. The file
is read at most up to `MAX_BYTES`; only the newest `MAX_ENTRIES` are kept in memory.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path

from studdesk.persistence import paths
from studdesk.wording import drills as words
from studdesk.wording.system import FileProblem

FILE_NAME = "drills.jsonl"
#: what is read of the file at most (about 100,000 drills)
MAX_BYTES = 8 * 1024 * 1024
MAX_ENTRIES = 10_000
#: the question count of one drill is small; anything bigger is not a drill result
MAX_QUESTIONS = 100
MAX_SECONDS = 24 * 3600.0
#: a time stamp past the year 3000 is not one this program wrote
MAX_TIME = 32_503_680_000.0


class DrillLogError(Exception):
    """The results could not be written: `str()` says why in the language installed when it is
    said (the player's in the app); `problem.english` keeps the system's words for the logs."""

    def __init__(self, path: Path, problem: FileProblem) -> None:
        super().__init__(path, problem)
        self.path = path
        self.problem = problem

    def __str__(self) -> str:
        return words.results_not_written(str(self.path), self.problem)


@dataclass(frozen=True, slots=True)
class DrillEntry:
    #: when the drill was taken (seconds since the epoch)
    at: float
    asked: int
    correct: int
    #: the mean time to answer one question
    mean_seconds: float
    kind: str = "memory"

    @property
    def accuracy(self) -> float:
        return self.correct / self.asked if self.asked else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "at": self.at,
            "kind": self.kind,
            "asked": self.asked,
            "correct": self.correct,
            "mean_seconds": self.mean_seconds,
        }

    @staticmethod
    def from_json(data: object) -> DrillEntry:
        """A stored entry; ValueError when it is not one."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        kind = data.get("kind", "memory")
        if not isinstance(kind, str):
            raise ValueError("the kind is not text")
        asked, correct = _whole(data.get("asked")), _whole(data.get("correct"))
        at, seconds = _number(data.get("at")), _number(data.get("mean_seconds"))
        if not (0 <= at <= MAX_TIME and 0 < asked <= MAX_QUESTIONS and 0 <= correct <= asked):
            raise ValueError("a count or a time is out of range")
        if not 0 <= seconds <= MAX_SECONDS:
            raise ValueError("a count or a time is out of range")
        return DrillEntry(at, asked, correct, seconds, kind)


@dataclass(frozen=True, slots=True)
class DrillHistory:
    entries: tuple[DrillEntry, ...]
    #: lines that could not be read (a damaged file, a line cut by a crash)
    skipped: int = 0

    @property
    def accuracy(self) -> float:
        asked = sum(e.asked for e in self.entries)
        return sum(e.correct for e in self.entries) / asked if asked else 0.0

    @property
    def mean_seconds(self) -> float:
        asked = sum(e.asked for e in self.entries)
        return sum(e.mean_seconds * e.asked for e in self.entries) / asked if asked else 0.0


class DrillLog:
    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.data_dir() / FILE_NAME

    def add(self, entry: DrillEntry) -> None:
        """Append one result; raises `DrillLogError` when it cannot be written."""
        line = json.dumps(entry.to_json()) + "\n"
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if self.path.exists() and not self.path.is_file():
                raise DrillLogError(self.path, FileProblem("not a regular file"))
            with open(self.path, "a", encoding="utf-8") as handle:
                if handle.tell() > 0 and not _ends_with_newline(self.path):
                    handle.write("\n")  # a line cut by a crash must not swallow this one
                handle.write(line)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as exc:
            raise DrillLogError(self.path, FileProblem(exc)) from exc

    def load(self) -> DrillHistory:
        """The results, oldest first; a missing or unreadable file is an empty history."""
        try:
            if not self.path.is_file():
                return DrillHistory(())
            with open(self.path, "rb") as handle:
                raw = handle.read(MAX_BYTES)
        except OSError:
            return DrillHistory(())
        text = raw.decode("utf-8", errors="replace")
        if len(raw) == MAX_BYTES:  # read up to a whole line only
            text = text[: text.rfind("\n") + 1]
        entries: list[DrillEntry] = []
        skipped = 0
        for line in text.splitlines():
            if not line.strip():
                continue
            try:
                entries.append(DrillEntry.from_json(json.loads(line)))
            except ValueError:  # json.JSONDecodeError is a ValueError
                skipped += 1
        return DrillHistory(tuple(entries[-MAX_ENTRIES:]), skipped)


def _ends_with_newline(path: Path) -> bool:
    with open(path, "rb") as handle:
        handle.seek(-1, os.SEEK_END)
        return handle.read(1) == b"\n"


def _whole(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _number(value: object) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise ValueError(f"{value!r} is not a number")
    return float(value)
