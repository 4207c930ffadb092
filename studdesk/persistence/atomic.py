"""Atomic file writes and moving damaged files aside (DESIGN.md §4).

A write goes to a temporary file in the target's own directory (so the final
rename never crosses file systems), is fsynced, then replaces the target with
`os.replace`: a crash leaves either the old file or the new one, never half.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from datetime import datetime
from pathlib import Path

CORRUPT_MARK = ".corrupt-"


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically, creating the parent directory if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` (UTF-8, newlines untranslated) to `path` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def quarantine(path: Path) -> Path:
    """Move a damaged or unreadable file aside to `<name>.corrupt-<timestamp>`; return the new path.

    The file is kept, not deleted, so the user (or a bug report) can still look at it.
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}")
    counter = 1
    while target.exists():  # two bad files in the same second must not overwrite each other
        target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}-{counter}")
        counter += 1
    os.rename(path, target)
    return target


def _fsync_directory(directory: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open directories, and
    # some file systems refuse, which only weakens durability, so it is best effort.
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
