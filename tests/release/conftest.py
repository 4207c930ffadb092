"""Release checks run offscreen: the platform must be chosen before Qt is first imported."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _studdesk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders (never the real home)."""
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))
