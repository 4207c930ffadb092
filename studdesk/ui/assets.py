"""The only place that finds resource files (no working-directory-relative paths).

Resources are package data in `studdesk/resources/`, found from this file's
location, so they come along with `pip install .` and with the PyInstaller
bundle (which keeps the package layout). The icons are drawn by
scripts/draw_icon.py, the sounds synthesised by scripts/make_sounds.py; both
outputs are committed. A missing file is a broken installation: it is logged,
and the app goes on without that resource instead of failing.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

log = logging.getLogger(__name__)

_RESOURCES = Path(__file__).resolve().parents[1] / "resources"
#: the sizes scripts/draw_icon.py renders (the freedesktop icon theme's usual set)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def resources_dir() -> Path:
    return _RESOURCES


def resource(*parts: str) -> Path | None:
    """A resource file's path, or None (logged) if it is not installed."""
    path = _RESOURCES.joinpath(*parts)
    if not path.is_file():
        log.warning("resource file missing from the installation: %s", path)
        return None
    return path


def app_icon() -> QIcon:
    """The application icon, one drawn picture per size (small sizes are simplified, not scaled)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource("icons", f"studdesk-{size}.png")
        if path is not None:
            icon.addFile(str(path), QSize(size, size))
    return icon
