"""GUI tests run offscreen, each in its own home folder and in English (`gui_fixtures`)."""

from __future__ import annotations

from gui_fixtures import _english, _studdesk_home  # noqa: F401 (autouse fixtures; tests/ is on sys.path)
