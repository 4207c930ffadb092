"""The application icon: drawn by scripts/draw_icon.py, committed at the usual sizes, current."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from studdesk.ui.assets import ICON_SIZES, app_icon, resources_dir

from .helpers import load_script

draw_icon = load_script("draw_icon")


def _mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0-255) of two images of one size."""
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    pa, pb = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(pa, pb, strict=True)) / len(pa)


def test_the_script_draws_every_size_the_app_loads(qtbot: QtBot) -> None:
    assert draw_icon.SIZES == ICON_SIZES
    assert {16, 32, 48, 64, 128, 256, 512} <= set(ICON_SIZES)


def test_committed_icons_are_what_the_script_draws(qtbot: QtBot) -> None:
    """Rerun scripts/draw_icon.py after changing the drawing; antialiasing may differ a little
    between Qt releases, so the pictures are compared, not the bytes."""
    icons = resources_dir() / "icons"
    for size in ICON_SIZES:
        committed = QImage(str(icons / f"studdesk-{size}.png"))
        assert committed.size() == QSize(size, size), size
        drawn = QImage.fromData(draw_icon.render_png(size))
        assert _mean_difference(committed, drawn) < 1.0, f"studdesk-{size}.png is stale"


def test_icons_are_transparent_round_the_table(qtbot: QtBot) -> None:
    for size in ICON_SIZES:
        image = QImage(str(resources_dir() / "icons" / f"studdesk-{size}.png"))
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0  # a corner outside the oval table
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_svg_icon_renders(qtbot: QtBot) -> None:
    svg = resources_dir() / "icons" / "studdesk.svg"
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(draw_icon.SVG_SIZE, draw_icon.SVG_SIZE)
    assert svg.read_bytes() == draw_icon.render_svg(), "studdesk.svg is stale: run scripts/draw_icon.py"


def test_app_icon_offers_every_size(qtbot: QtBot) -> None:
    icon = app_icon()
    assert sorted(s.width() for s in icon.availableSizes()) == sorted(ICON_SIZES)
    assert not icon.pixmap(24, 24).isNull()
