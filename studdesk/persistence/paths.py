"""Where StudDesk keeps its files. The only module that imports appdirs (DESIGN.md §4).

Every store takes its directory as an argument; these functions only pick the
defaults. Setting `STUDDESK_HOME` puts everything under one folder, which is
what tests, screenshots and portable installs use, so they never touch the
real home directory.

On Linux and macOS the folders are worked out here rather than by appdirs,
because appdirs trusts `$HOME` blindly: with `HOME=''` it picks `/.config` and
`/.local/share` at the root of the file system. Here an empty or relative
`$HOME` falls back to the home folder in the password database, relative
`XDG_*_HOME` values are ignored (as the XDG spec says), and when no absolute
folder can be found at all, `PathsError` says so in plain words.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import appdirs

from studdesk.wording import dialogs as words

APP_NAME = "StudDesk"
HOME_ENV = "STUDDESK_HOME"


class PathsError(Exception):
    """No usable folder for StudDesk's files: `variable` (HOME or STUDDESK_HOME) holds `value`.

    The message is for the user; `words()` says it again in the language installed since."""

    def __init__(self, variable: str, value: str) -> None:
        self.variable = variable
        self.value = value
        super().__init__(self.words())

    def words(self) -> str:
        if self.variable == HOME_ENV:
            return words.home_override_not_absolute(HOME_ENV, self.value[:80])
        return words.home_unknown(self.value[:80], HOME_ENV)


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    if not value:
        return None
    path = Path(value).expanduser()
    if not path.is_absolute():
        raise PathsError(HOME_ENV, value)
    return path


def home_dir() -> Path:
    """The user's home folder: `$HOME` when it is an absolute path, else the password database's.

    Raises PathsError when neither gives an absolute folder.
    """
    value = os.environ.get("HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    fallback = _password_database_home()
    if fallback is not None:
        return fallback
    raise PathsError("HOME", value)


def _password_database_home() -> Path | None:
    try:
        import pwd  # POSIX only
    except ImportError:
        return None
    try:
        entry = pwd.getpwuid(os.getuid()).pw_dir
    except (KeyError, OSError):
        return None
    return Path(entry) if entry and os.path.isabs(entry) else None


def _xdg(variable: str, default: str) -> Path:
    """An XDG base folder: the variable when it is absolute, else `default` under the home folder."""
    value = os.environ.get(variable, "")
    if value and os.path.isabs(value):
        return Path(value)
    return home_dir() / default


def _platform_dir(kind: str) -> Path:
    if sys.platform == "win32":  # appdirs asks Windows itself; no $HOME involved
        # appauthor=False: no vendor folder level on Windows
        if kind == "config":
            return Path(appdirs.user_config_dir(APP_NAME, False))
        if kind == "data":
            return Path(appdirs.user_data_dir(APP_NAME, False))
        return Path(appdirs.user_log_dir(APP_NAME, False))
    if sys.platform == "darwin":  # the same folders appdirs picks on macOS
        library = home_dir() / "Library"
        if kind == "log":
            return library / "Logs" / APP_NAME
        return library / "Application Support" / APP_NAME
    if kind == "config":
        return _xdg("XDG_CONFIG_HOME", ".config") / APP_NAME
    if kind == "data":
        return _xdg("XDG_DATA_HOME", ".local/share") / APP_NAME
    return _xdg("XDG_CACHE_HOME", ".cache") / APP_NAME / "log"  # where appdirs puts logs on Linux


def config_dir() -> Path:
    """Settings live here. Raises PathsError when no absolute folder can be found."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return _platform_dir("config")


def data_dir() -> Path:
    """Hand database, saved games and exports live here. Raises PathsError like `config_dir`."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return _platform_dir("data")


def log_dir() -> Path:
    """Log files live here. Raises PathsError like `config_dir`."""
    home = _home_override()
    if home is not None:
        return home / "logs"
    return _platform_dir("log")
