"""Atomic file writes and moving damaged files aside (DESIGN.md §4).

A write goes to a temporary file in the target's own directory (so the final
rename never crosses file systems), is fsynced, then replaces the target with
`os.replace`: a crash leaves either the old file or the new one, never half.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: left-over temporary files are told by their age instead
    fcntl = None  # type: ignore[assignment]

CORRUPT_MARK = ".corrupt-"
#: a temporary file untouched for this long is left over from a write that was killed
STALE_TEMP_SECONDS = 30.0
_TEMP_SUFFIX = ".tmp"
#: `.<target name>.<mkstemp's 8 random characters>.tmp`, as `atomic_write_bytes` names them
_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")


class NotARegularFileError(OSError):
    """The path names a FIFO, a device, a folder...: reading it could block or never end."""

    #: how `wording.system.FileProblem` names it to the player
    kind = "not a regular file"


class FileTooLargeError(OSError):
    """The file is larger than anything StudDesk writes at that place."""

    #: how `wording.system.FileProblem` names it to the player
    kind = "too large"


def atomic_write_bytes(path: Path, data: bytes, durable: bool = True) -> None:
    """Write `data` to `path` atomically, creating the parent directory if needed.

    `durable=False` skips the fsyncs: the file is still never seen half-written or
    empty (a full disk leaves the old file or none), but a power cut may lose it.
    The temporary file is locked while it exists, so that `remove_stale_temp_files`
    can tell a write in progress from one that was killed.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = _locked_temp_file(path)
    try:
        _write_all(fd, data)
        if durable:
            os.fsync(fd)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    finally:
        os.close(fd)  # only now: the lock must cover the rename
    if durable:
        _fsync_directory(path.parent)


def _locked_temp_file(path: Path) -> tuple[int, str]:
    """A new temporary file beside `path`, open and locked (where the system has locks)."""
    while True:
        fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=_TEMP_SUFFIX)
        if fcntl is None:
            return fd, name
        fcntl.flock(fd, fcntl.LOCK_EX)
        if os.fstat(fd).st_nlink > 0:
            return fd, name
        os.close(fd)  # a cleaner took it for a left-over between its creation and the lock


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def atomic_write_text(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` (UTF-8, newlines untranslated) to `path` atomically (see `atomic_write_bytes`)."""
    atomic_write_bytes(path, text.encode("utf-8"), durable)


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of `path`, refusing anything but a regular file of at most `limit` bytes.

    Opened without blocking and checked on the open descriptor, so a FIFO put at the path
    (even between a check and the open) cannot hang the caller. Raises OSError, including
    NotARegularFileError and FileTooLargeError, whose `strerror` is plain words.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFileError(errno.EINVAL, "it is not a regular file", str(path))
        if info.st_size > limit:
            raise FileTooLargeError(
                errno.EFBIG, f"it is larger than {limit:,} bytes, too large to be ours", str(path)
            )
        chunks: list[bytes] = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            size += len(chunk)
            if size > limit:  # grew while being read
                raise FileTooLargeError(
                    errno.EFBIG, f"it is larger than {limit:,} bytes, too large to be ours", str(path)
                )
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def quarantine(path: Path, mark: str = CORRUPT_MARK) -> Path:
    """Move a damaged or unreadable file aside to `<name><mark><timestamp>`; return the new path.

    The file is kept, not deleted, so the user (or a bug report) can still look at it.
    Renaming needs no permission to read the file, so unreadable files are kept too.
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{mark}{stamp}")
    counter = 1
    while os.path.lexists(target):  # two bad files in the same second must not overwrite each other
        target = path.with_name(f"{path.name}{mark}{stamp}-{counter}")
        counter += 1
    os.rename(path, target)
    return target


def remove_stale_temp_files(
    directory: Path, older_than: float = STALE_TEMP_SECONDS, now: float | None = None
) -> list[Path]:
    """Delete the `.<name>.*.tmp` files a killed write left in `directory`; returns those removed.

    A write in progress (in another process: a second window, the simulator) must not
    lose its file: it holds a lock on it, and only unlocked temporary files go. Where
    the system has no such locks, only files untouched for `older_than` seconds go.
    Best effort: a file that cannot be removed stays.
    """
    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        candidates = [p for p in Path(directory).glob(f".*{_TEMP_SUFFIX}") if _TEMP_NAME.fullmatch(p.name)]
    except OSError:
        return removed
    for path in candidates:
        try:
            if _remove_if_abandoned(path, older_than, now):
                removed.append(path)
        except OSError:
            continue
    return removed


def _remove_if_abandoned(path: Path, older_than: float, now: float) -> bool:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return False
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return False  # its writer is alive and holds it
        elif now - info.st_mtime < older_than:
            return False
        path.unlink()
        return True
    finally:
        os.close(fd)


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
