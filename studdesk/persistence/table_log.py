"""The dealer's log of a saved game, kept beside its save so a continued game shows how it got there.

One small JSON file per save slot (`<slot>.studlog` next to `<slot>.studsave`),
written atomically, bounded in lines, line length and bytes. The log is a
convenience, not the game: a log that cannot be read is moved aside and the
game goes on with an empty one (the caller tells the player).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path

from studdesk.persistence.atomic import (
    FileTooLargeError,
    NotARegularFileError,
    atomic_write_text,
    quarantine,
    read_regular_file,
)
from studdesk.wording import game as words
from studdesk.wording.system import FileProblem

log = logging.getLogger(__name__)

LOG_SUFFIX = ".studlog"
FORMAT = "studdesk-table-log"
VERSION = 1
#: lines kept at most (the newest), and characters per line at most
MAX_LINES = 400
MAX_LINE = 1000
#: a log file larger than this is not one StudDesk wrote
MAX_BYTES = 2 * MAX_LINES * MAX_LINE + 4096


class TableLogError(Exception):
    """A kept log could not be read (it was moved aside); the message is for the player."""


def log_path(directory: Path, slot: str) -> Path:
    return Path(directory) / f"{slot}{LOG_SUFFIX}"


def save_log(directory: Path, slot: str, lines: Sequence[str]) -> None:
    """Keep the last MAX_LINES lines (each cut to MAX_LINE characters); raises OSError."""
    kept = [line[:MAX_LINE] for line in list(lines)[-MAX_LINES:]]
    data = {"format": FORMAT, "version": VERSION, "lines": kept}
    # not fsynced: the log is a convenience, written on the GUI thread once a hand
    atomic_write_text(log_path(directory, slot), json.dumps(data, ensure_ascii=False), durable=False)


def load_log(directory: Path, slot: str) -> list[str]:
    """The kept lines of `slot`, [] when there are none; raises TableLogError for a damaged file."""
    path = log_path(directory, slot)
    try:
        raw = read_regular_file(path, MAX_BYTES)
    except FileNotFoundError:
        return []
    except (NotARegularFileError, FileTooLargeError) as exc:
        raise TableLogError(_set_aside(path, FileProblem(exc))) from None
    except OSError as exc:
        raise TableLogError(words.log_unreadable(FileProblem(exc), None)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise TableLogError(_set_aside(path, words.log_not_ours())) from None
    lines = data.get("lines") if isinstance(data, dict) else None
    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or not isinstance(lines, list)
        or not all(isinstance(line, str) for line in lines)
    ):
        raise TableLogError(_set_aside(path, words.log_not_ours()))
    return [line[:MAX_LINE] for line in lines[-MAX_LINES:]]


def delete_log(directory: Path, slot: str) -> None:
    log_path(directory, slot).unlink(missing_ok=True)


def _set_aside(path: Path, why: object) -> str:
    try:
        moved = quarantine(path)
    except OSError as exc:
        log.warning("the dealer's log %s could not be moved aside: %s", path, exc)  # said: unreadable
        return words.log_unreadable(why, None)
    return words.log_unreadable(why, moved.name)
