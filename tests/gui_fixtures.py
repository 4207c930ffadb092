"""The fixtures every GUI test needs (app/ and ui/ import them into their conftest.py).

Importing this module chooses the offscreen platform, which must happen before Qt is first
imported.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _studdesk_home(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every GUI test gets its own settings and data folders (never the real home)."""
    monkeypatch.setenv("STUDDESK_HOME", str(tmp_path))


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The tests read English, whatever the machine's language; a test that switches goes back after."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from studdesk.ui import languages

    monkeypatch.setattr(languages, "system_locale", lambda: QLocale(QLocale.Language.English))
    yield
    if QCoreApplication.instance() is not None:
        languages.languages().apply(languages.ENGLISH)
