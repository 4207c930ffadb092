"""paths: STUDDESK_HOME puts everything under one folder; otherwise the platform's folders, never
relative to the working directory nor at the root of the file system."""

from __future__ import annotations

import os
import pwd
import sys
from pathlib import Path

import pytest

from studdesk.persistence import paths


def test_studdesk_home_holds_every_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    dirs = [paths.config_dir(), paths.data_dir(), paths.log_dir()]
    assert all(d.parent == tmp_path for d in dirs)
    assert len(set(dirs)) == 3


def test_without_studdesk_home_the_platform_folders_are_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    for d in (paths.config_dir(), paths.data_dir(), paths.log_dir()):
        assert d.is_absolute()
        assert paths.APP_NAME in d.parts or paths.APP_NAME.lower() in str(d).lower()


def test_blank_studdesk_home_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "  ")
    assert "StudDesk" in str(paths.config_dir())


def _no_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (paths.HOME_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")


@linux_only
@pytest.mark.parametrize("home", ["", "relative/home", "."])
def test_empty_or_relative_home_falls_back_to_the_password_database(
    monkeypatch: pytest.MonkeyPatch, home: str
) -> None:
    """Issue 13: HOME='' used to put the settings in /.config at the root of the file system."""
    _no_overrides(monkeypatch)
    monkeypatch.setenv("HOME", home)
    real_home = Path(pwd.getpwuid(os.getuid()).pw_dir)
    assert paths.config_dir() == real_home / ".config" / "StudDesk"
    assert paths.data_dir() == real_home / ".local" / "share" / "StudDesk"
    assert paths.log_dir() == real_home / ".cache" / "StudDesk" / "log"


@linux_only
def test_without_any_home_the_user_is_told_how_to_fix_it(monkeypatch: pytest.MonkeyPatch) -> None:
    _no_overrides(monkeypatch)
    monkeypatch.setenv("HOME", "")
    monkeypatch.setattr(paths, "_password_database_home", lambda: None)
    with pytest.raises(
        paths.PathsError, match=r"HOME is empty.*Set HOME to your home folder, or STUDDESK_HOME"
    ):
        paths.config_dir()


@linux_only
def test_relative_xdg_folders_are_ignored_absolute_ones_used(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _no_overrides(monkeypatch)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", "conf")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    assert paths.config_dir() == tmp_path / ".config" / "StudDesk"
    assert paths.data_dir() == tmp_path / "xdg-data" / "StudDesk"


@linux_only
def test_home_is_used_as_given(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _no_overrides(monkeypatch)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.config_dir() == tmp_path / ".config" / "StudDesk"


def test_relative_studdesk_home_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "somewhere/relative")
    with pytest.raises(paths.PathsError, match="STUDDESK_HOME must be an absolute folder path"):
        paths.data_dir()
