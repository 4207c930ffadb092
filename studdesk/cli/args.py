"""Command-line arguments that fail with one clear line: bounded numbers, folders, plain errors.

Every numeric flag has a range, and a value outside it (or no number at all)
is reported as `prog: --flag must be ... from LO to HI, not 'VALUE'`, one line
on stderr and exit status 2, with no usage block. A folder that cannot be
used is reported as `prog: PATH: problem`, exit status 1 (see `CliError`).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

#: what a bad value on the command line is shown as, at most (a 1 MB argument stays one line)
_SHOWN = 40
#: exit status for a usage mistake (argparse's), and for a file or folder that cannot be used
USAGE_ERROR = 2
FILE_ERROR = 1
#: exit status after Ctrl+C, as shells report a process ended by SIGINT
INTERRUPTED = 130

#: the widest seed StudDesk saves and replays (the desktop app draws 32-bit seeds)
MAX_SEED = 2**32 - 1
#: chips of one stack, a bet or a buy-in: far beyond any real game, small enough to stay fast
MAX_CHIPS = 1_000_000_000
#: hands one command plays at most (about a day of the simulator at full speed)
MAX_HANDS = 10_000_000


#: the per-decision time limit of third-party bots, in seconds
MIN_BOT_DEADLINE, MAX_BOT_DEADLINE = 0.1, 600.0


class CliError(Exception):
    """A problem for the user, already in plain words; `status` is the exit status."""

    def __init__(self, message: str, status: int = USAGE_ERROR) -> None:
        super().__init__(message)
        self.status = status


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors: `prog: message (see prog --help)`, exit status 2."""

    def error(self, message: str) -> NoReturn:
        # "argument --players: must be ..." reads better as "--players must be ..."
        flag, colon, rest = message.removeprefix("argument ").partition(": ")
        if colon and rest.startswith("must be"):
            message = f"{flag} {rest}"
        elif colon and rest == "expected one argument":
            first = flag.split("/")[-1]
            message = f"{flag} needs a value (write {first}=VALUE for a value that starts with '-')"
        fail(self.prog, message.removeprefix("argument "), hint=True)


def fail(prog: str, message: str, status: int = USAGE_ERROR, hint: bool = False) -> NoReturn:
    """Print one line (and a hint to --help for a usage mistake) and exit with `status`."""
    line = f"{prog}: {message}"
    if hint:
        line += f" (see {prog} --help)"
    print(line, file=sys.stderr)
    raise SystemExit(status)


def shown(text: str) -> str:
    """`text` quoted for a message, cut to a readable length."""
    return repr(text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "...")


def whole_number(text: str) -> int | None:
    """The integer `text` spells (digits, an optional sign and `_` separators), else None.

    Refuses what `int()` would accept but a user did not mean as a whole number
    of chips or players ("1e3" is not one), and numbers too long to be in any range.
    """
    cleaned = text.strip().replace("_", "")
    digits = cleaned.lstrip("+-")
    if not digits.isascii() or not digits.isdigit() or len(cleaned) - len(digits) > 1 or len(digits) > 30:
        return None
    return int(cleaned)


def int_in(low: int, high: int) -> Callable[[str], int]:
    """An argparse `type` for a whole number from `low` to `high` (argparse adds the flag's name)."""

    def parse(text: str) -> int:
        value = whole_number(text)
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {low:,} to {high:,}, not {shown(text)}"
            )
        return value

    parse.__name__ = "whole number"  # argparse names the type in some messages
    return parse


def float_in(low: float, high: float) -> Callable[[str], float]:
    """An argparse `type` for a number from `low` to `high` (finite: no 'nan' or 'inf')."""

    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= _SHOWN else None
        except ValueError:
            value = None
        if value is None or not low <= value <= high:  # NaN compares False
            raise argparse.ArgumentTypeError(f"must be a number from {low:g} to {high:g}, not {shown(text)}")
        return value

    parse.__name__ = "number"
    return parse


def int_list(flag: str, text: str, low: int, high: int, what: str) -> list[int]:
    """Comma-separated whole numbers from `low` to `high`; CliError naming `flag` otherwise."""
    values: list[int] = []
    for item in text.split(","):
        value = whole_number(item)
        if value is None or not low <= value <= high:
            raise CliError(
                f"{flag} takes {what}, whole numbers from {low:,} to {high:,} separated by commas; "
                f"{shown(item.strip())} is not one"
            )
        values.append(value)
    return values


def add_bot_deadline(parser: argparse.ArgumentParser) -> None:
    """`--bot-deadline SECONDS`: the time a third-party bot (module:Class) has per decision."""
    # from `loading`, not `isolated`: the machinery hosting a bot of one's own (subprocess,
    # pickle, threads, logging) loads only when such a bot is asked for
    from studdesk.bots.loading import DEFAULT_DEADLINE

    parser.add_argument(
        "--bot-deadline",
        type=float_in(MIN_BOT_DEADLINE, MAX_BOT_DEADLINE),
        default=DEFAULT_DEADLINE,
        metavar="SECONDS",
        help=f"time a bot given as package.module:Class has per decision (default {DEFAULT_DEADLINE:g}); "
        "a late bot checks or folds instead",
    )


# ------------------------------------------------------------------ folders


def output_folder(flag: str, path: Path) -> Path:
    """Make sure `path` is a folder we can write files in, creating it (not its parents) if needed.

    Raises CliError (exit status 1) with one line naming the path and the problem:
    a file in the way, a missing parent folder, no permission, a full disk.
    """
    path = Path(path).expanduser()
    if not path.is_absolute():
        path = Path.cwd() / path  # what the user typed is relative to where they typed it
    if path.exists() and not path.is_dir():
        raise CliError(f"{flag} {path}: it is a file, not a folder", FILE_ERROR)
    if not path.exists():
        if not path.parent.is_dir():
            raise CliError(f"{flag} {path}: its parent folder {path.parent} does not exist", FILE_ERROR)
        try:
            path.mkdir()
        except FileExistsError:
            pass  # made by someone else meanwhile
        except OSError as exc:
            raise CliError(f"{flag} {path}: cannot create the folder ({why(exc)})", FILE_ERROR) from None
    probe_writable(flag, path)
    return path


def probe_writable(flag: str, folder: Path) -> None:
    """Write and remove a small file in `folder`, so a read-only folder or full disk is found now."""
    import tempfile  # with shutil, bz2 and lzma: only when a folder is written to

    try:
        fd, name = tempfile.mkstemp(dir=folder, prefix=".studdesk-probe-", suffix=".tmp")
    except OSError as exc:
        raise CliError(f"{flag} {folder}: cannot write files there ({why(exc)})", FILE_ERROR) from None
    try:
        os.write(fd, b"x")
    except OSError as exc:
        raise CliError(f"{flag} {folder}: cannot write files there ({why(exc)})", FILE_ERROR) from None
    finally:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(name)


def why(exc: OSError) -> str:
    """An OSError as the few words the system gives it ("No space left on device")."""
    if exc.strerror:
        return exc.strerror
    if exc.errno is not None:
        return os.strerror(exc.errno)
    return str(exc) or type(exc).__name__


def write_problem(path: Path, exc: OSError, kept: str) -> CliError:
    """A failed write as one line: the path, what went wrong, and what was kept."""
    extra = " (the disk is full)" if exc.errno == errno.ENOSPC and "space" not in why(exc) else ""
    return CliError(f"{path}: could not be written: {why(exc)}{extra}; {kept}", FILE_ERROR)
