"""The only place that finds resource files (no working-directory-relative paths).

Resources live in the repository's `resources/` folder, found from this file's
location. Everything the table needs is drawn by code; a missing resource file
only means a drawn fallback (the icon), never a failure.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

_ROOT = Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    return _ROOT / "resources"


def resource(*parts: str) -> Path | None:
    """A resource file's path, or None if it is not installed."""
    path = resources_dir().joinpath(*parts)
    return path if path.is_file() else None


def app_icon() -> QIcon:
    path = resource("icons", "studdesk.svg")
    if path is not None:
        icon = QIcon(str(path))
        if not icon.isNull() and not icon.pixmap(64, 64).isNull():
            return icon
    return QIcon(_drawn_icon(128))


def _drawn_icon(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#1d6b3c"))
    p.setPen(QColor("#3b2a1e"))
    p.drawEllipse(QRectF(4, size * 0.15, size - 8, size * 0.75))
    card = QRectF(size * 0.3, size * 0.12, size * 0.4, size * 0.56)
    p.setBrush(QColor("#fbfbf8"))
    p.setPen(QColor("#777777"))
    p.drawRoundedRect(card, size * 0.04, size * 0.04)
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(size * 0.3))
    p.setFont(font)
    p.setPen(QColor("#111111"))
    p.drawText(card, Qt.AlignmentFlag.AlignCenter, "♠")
    p.end()
    return pixmap
