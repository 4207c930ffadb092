"""Where StudDesk keeps its files. The only module that imports appdirs (DESIGN.md §4).

Every store takes its directory as an argument; these functions only pick the
defaults. Setting `STUDDESK_HOME` puts everything under one folder, which is
what tests, screenshots and portable installs use, so they never touch the
real home directory.
"""

from __future__ import annotations

import os
from pathlib import Path

import appdirs

APP_NAME = "StudDesk"
HOME_ENV = "STUDDESK_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    if not value:
        return None
    return Path(value).expanduser().absolute()


def config_dir() -> Path:
    """Settings live here."""
    home = _home_override()
    if home is not None:
        return home / "config"
    # appauthor=False: no vendor folder level on Windows
    return Path(appdirs.user_config_dir(APP_NAME, False))


def data_dir() -> Path:
    """Hand database, saved games and exports live here."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(appdirs.user_data_dir(APP_NAME, False))


def log_dir() -> Path:
    """Log files live here."""
    home = _home_override()
    if home is not None:
        return home / "logs"
    return Path(appdirs.user_log_dir(APP_NAME, False))
