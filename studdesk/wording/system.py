"""Why the system refused a file, in the player's words: a full disk, no permission, a read-only
disk... The system's own message (`strerror`, SQLite's) is English: it stays in the logs, and the
player is told the kind of problem, named by its error code.

A `FileProblem` is made where the error is caught and said when shown: `str()` (or a "{why}" in
a sentence's `format`) gives the clause in the language installed then, so a problem found
before the player's language is in place is still said in it.

>>> import errno
>>> str(FileProblem(OSError(errno.ENOSPC, "No space left on device")))
'the disk is full'
>>> str(FileProblem(OSError(errno.ENOTEMPTY, "Directory not empty")))
'the system refused (ENOTEMPTY)'
>>> FileProblem(OSError(errno.ENOSPC, "No space left on device")).english
'No space left on device'
"""

from __future__ import annotations

import errno
import logging

from studdesk.wording import translate

_log = logging.getLogger(__name__)

#: SQLite's result codes (`sqlite3.Error.sqlite_errorname`, its primary part) that are one of the
#: system's problems, named as the system names them
_SQLITE_AS_SYSTEM = {
    "SQLITE_FULL": "ENOSPC",
    "SQLITE_IOERR": "EIO",
    "SQLITE_PERM": "EACCES",
    "SQLITE_AUTH": "EACCES",
    "SQLITE_READONLY": "EROFS",
}


class FileProblem:
    """Why a file could not be used: an OSError (by its errno), an SQLite error (by its result
    code), or one of StudDesk's own refusals of a file (`kind`: "not a regular file", "too large")."""

    __slots__ = ("code", "english")

    def __init__(self, exc: BaseException | str) -> None:
        if isinstance(exc, str):  # StudDesk's own refusal of a file, by its kind
            self.code = self.english = exc
            return
        # the system's own words (English, with the file's name) are for the log, not the player
        _log.warning("%s: %s", type(exc).__name__, exc)
        #: the error's name ("ENOSPC", "SQLITE_BUSY", "not a regular file"); "" for a system error
        #: without one, "unexpected" for an error that is not the system's (a bug)
        self.code = _code(exc)
        #: what the system said, for the logs
        self.english = str(exc.strerror or exc) if isinstance(exc, OSError) else str(exc)

    def __str__(self) -> str:
        return file_problem(self.code)

    def __repr__(self) -> str:
        return f"FileProblem({self.code!r}, {self.english!r})"


def _code(exc: BaseException) -> str:
    kind = getattr(exc, "kind", None)
    if isinstance(kind, str):
        return kind
    if isinstance(exc, OSError):
        return errno.errorcode.get(exc.errno, "") if exc.errno is not None else ""
    name = getattr(exc, "sqlite_errorname", None)
    if isinstance(name, str):
        primary = "_".join(name.split("_")[:2])  # SQLITE_IOERR_WRITE is an SQLITE_IOERR
        return _SQLITE_AS_SYSTEM.get(primary, primary)
    return "unexpected"


def unexpected_problem() -> str:
    """A bug's clause: its English (an exception's words) is for the log, not the player."""
    return translate("System", "an unexpected error (the log has the details)")


def file_problem(code: str) -> str:
    """The clause for an error named `code` (see `FileProblem.code`)."""
    words = {
        "ENOSPC": lambda: translate("System", "the disk is full"),
        "EDQUOT": lambda: translate("System", "your disk quota is used up"),
        "EACCES": lambda: translate("System", "StudDesk has no permission to use it"),
        "EPERM": lambda: translate("System", "StudDesk has no permission to use it"),
        "EROFS": lambda: translate("System", "the disk is read-only"),
        "ENOENT": lambda: translate("System", "it does not exist (or its folder does not)"),
        "EISDIR": lambda: translate("System", "it is a folder, not a file"),
        "ENOTDIR": lambda: translate("System", "a part of its path is a file, not a folder"),
        "EIO": lambda: translate("System", "the disk reported a read or write error"),
        "EFBIG": lambda: translate("System", "the file is too large"),
        "ENAMETOOLONG": lambda: translate("System", "its name is too long"),
        "EEXIST": lambda: translate("System", "a file of that name is in the way"),
        "not a regular file": lambda: translate("System", "it is not a regular file"),
        "too large": lambda: translate("System", "it is too large to be one StudDesk wrote"),
        "SQLITE_BUSY": lambda: translate("System", "another program is using it"),
        "SQLITE_LOCKED": lambda: translate("System", "another program is using it"),
        "SQLITE_CANTOPEN": lambda: translate("System", "it cannot be opened"),
        "SQLITE_CORRUPT": lambda: translate("System", "its contents are garbled"),
        "SQLITE_NOTADB": lambda: translate("System", "it is not a database"),
    }
    said = words.get(code)
    if said is not None:
        return said()
    if code == "unexpected":
        return unexpected_problem()
    if code:
        return translate("System", "the system refused ({code})").format(code=code)
    return translate("System", "the system refused")
