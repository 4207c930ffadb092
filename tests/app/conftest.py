"""GUI tests run offscreen, each in its own home folder and in English (`gui_fixtures`); the app's
coach and built-in bots work in the app's own threads, unless a test is marked `processes` (the
users' way, processes of their own: a second of CPU for each test that starts them)."""

from __future__ import annotations

import pytest
from gui_fixtures import _english, _studdesk_home  # noqa: F401 (autouse fixtures; tests/ is on sys.path)

from studdesk.app import aids as app_aids
from studdesk.app import worker


@pytest.fixture(autouse=True)
def _in_threads(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    in_processes = request.node.get_closest_marker("processes") is not None  # whatever the cores here
    monkeypatch.setattr(app_aids, "COACH_IN_CHILD", in_processes)
    monkeypatch.setattr(worker, "BOTS_IN_CHILD", in_processes)
