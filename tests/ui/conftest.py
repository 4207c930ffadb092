"""GUI tests run offscreen: the platform must be chosen before Qt is first imported."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _studdesk_home(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every GUI test gets its own settings and data folders (never the real home)."""
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))


@pytest.fixture(autouse=True)
def _free_qt_objects_now() -> Iterator[None]:
    """Free the test's windows, scenes and threads at its end, not at a random later moment.

    They sit in reference cycles (signal connections hold bound methods), so only the
    cyclic collector frees them. Left to it, they went at the next full collection,
    inside whichever later test allocated enough to start one, in arbitrary order, and
    Qt sometimes crashed there (a segfault in tests/bots/test_equity.py's exact
    enumeration, about one run in four of `pytest -n 2`). Runs after qtbot closed them.
    """
    yield
    gc.collect()
