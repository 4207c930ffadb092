"""The play layer's tests run without Qt; every test keeps its saves in its own folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _studdesk_home(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders (never the real home)."""
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))
