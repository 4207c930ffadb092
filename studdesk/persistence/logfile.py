"""StudDesk's log file: one rotating file in the user's log folder (`paths.log_dir`).

`install_log_file` sends the `studdesk` loggers' warnings and errors (and info,
when asked) to `studdesk.log`, which rolls over to `studdesk.log.1`, `.2`, ...
at a fixed size, so a long evening, or a problem that repeats, never fills the
disk. It is Qt-free: the app installs it at start and names the file in its
"something went wrong" dialog; the command-line tools may use it too.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_FILE = "studdesk.log"
#: a log file rolls over at this size, and this many old ones are kept: at most ~4 MB in all
MAX_BYTES = 1_000_000
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def install_log_file(
    directory: Path, level: int = logging.WARNING, max_bytes: int = MAX_BYTES, backups: int = BACKUPS
) -> Path | None:
    """Log `studdesk` records of `level` and above to `directory`/studdesk.log; returns its path.

    Returns None (and logs nothing to a file) when the folder or file cannot be
    made: the program must run on without a log rather than not at all. Calling
    it again replaces the handler it installed before.
    """
    path = Path(directory) / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8", delay=False
        )
    except OSError:
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.set_name(LOG_FILE)
    logger = logging.getLogger("studdesk")
    for old in [h for h in logger.handlers if h.get_name() == LOG_FILE]:
        logger.removeHandler(old)
        old.close()
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > level:
        logger.setLevel(level)
    return path


def remove_log_file() -> None:
    """Close and remove the handler `install_log_file` installed (tests, and at exit)."""
    logger = logging.getLogger("studdesk")
    for handler in [h for h in logger.handlers if h.get_name() == LOG_FILE]:
        logger.removeHandler(handler)
        handler.close()
