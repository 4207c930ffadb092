"""paths: STUDDESK_HOME puts everything under one folder; otherwise appdirs decides."""

from __future__ import annotations

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
