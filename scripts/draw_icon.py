"""Draw StudDesk's application icon with QPainter and write the committed files.

    .venv/bin/python scripts/draw_icon.py [OUT_DIR]

OUT_DIR defaults to studdesk/resources/icons. Writes studdesk-<N>.png for every
size in SIZES and studdesk.svg (the same drawing through QSvgGenerator). The art
is paths only, no fonts, so the output does not depend on the fonts installed.
Small sizes get a simpler drawing (one card, thicker lines) so they stay legible:
a 16 px icon is not a 512 px one scaled down. tests/release/test_icons.py checks
that the committed files are what this script draws.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QImage,
    QImageWriter,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtSvg import QSvgGenerator

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SVG_SIZE = 256
RAIL = QColor("#3b2a1e")
RAIL_LIGHT = QColor("#5a4130")
FELT = QColor("#1d6b3c")
FELT_LIGHT = QColor("#2a8a50")
CARD = QColor("#fbfbf8")
CARD_EDGE = QColor("#6f747a")
BLACK = QColor("#111111")
RED = QColor("#c8102e")
CHIP = QColor("#1f56c4")
#: pips are built this large and scaled down: the spade's boolean union flattens curves
#: at a fixed tolerance, so a unit-sized spade would come out polygonal
PIP_BOX = QRectF(0, 0, 100, 100)


def heart(box: QRectF) -> QPainterPath:
    """A heart filling `box`, point down."""
    path = QPainterPath()
    x, y, w, h = box.x(), box.y(), box.width(), box.height()

    def at(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * h)

    path.moveTo(at(0.5, 1.0))
    path.cubicTo(at(0.12, 0.70), at(-0.04, 0.42), at(0.08, 0.20))
    path.cubicTo(at(0.20, -0.02), at(0.46, 0.0), at(0.5, 0.24))
    path.cubicTo(at(0.54, 0.0), at(0.80, -0.02), at(0.92, 0.20))
    path.cubicTo(at(1.04, 0.42), at(0.88, 0.70), at(0.5, 1.0))
    path.closeSubpath()
    return path


def spade(box: QRectF) -> QPainterPath:
    """A spade filling `box`: a heart upside down over a flared stem."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    flip = QTransform()
    flip.translate(0, y + y + h * 0.8)
    flip.scale(1, -1)
    path = flip.map(heart(QRectF(x, y, w, h * 0.8)))
    stem = QPainterPath()
    stem.moveTo(x + w * 0.5, y + h * 0.55)
    stem.cubicTo(x + w * 0.52, y + h * 0.80, x + w * 0.62, y + h * 0.94, x + w * 0.74, y + h)
    stem.lineTo(x + w * 0.26, y + h)
    stem.cubicTo(x + w * 0.38, y + h * 0.94, x + w * 0.48, y + h * 0.80, x + w * 0.5, y + h * 0.55)
    stem.closeSubpath()
    return path.united(stem)


def _card(
    p: QPainter, centre: QPointF, width: float, angle: float, pip: QPainterPath, colour: QColor
) -> None:
    """A card of `width` (poker proportions) rotated by `angle` degrees, with one large pip."""
    height = width * 1.4
    p.save()
    p.translate(centre)
    p.rotate(angle)
    rect = QRectF(-width / 2, -height / 2, width, height)
    p.setPen(QPen(CARD_EDGE, max(1.0, width * 0.03)))
    p.setBrush(CARD)
    p.drawRoundedRect(rect, width * 0.1, width * 0.1)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    pip_w = width * 0.62
    p.translate(-pip_w / 2, -pip_w * 0.55)
    p.drawPath(_scale_to(pip, pip_w).map(pip.translated(-pip.boundingRect().topLeft())))
    p.restore()


def _scale_to(path: QPainterPath, width: float) -> QTransform:
    factor = width / path.boundingRect().width()
    return QTransform.fromScale(factor, factor)


def _chip(p: QPainter, centre: QPointF, radius: float) -> None:
    p.setPen(QPen(QColor("#0d2a66"), max(1.0, radius * 0.08)))
    p.setBrush(CHIP)
    p.drawEllipse(centre, radius, radius)
    # edge spots, as on a casino chip
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(CARD)
    for i in range(6):
        spot = QTransform().translate(centre.x(), centre.y()).rotate(i * 60).map(QPointF(0, -radius * 0.78))
        p.drawEllipse(spot, radius * 0.16, radius * 0.16)
    p.setPen(QPen(CARD, max(1.0, radius * 0.08)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, radius * 0.5, radius * 0.5)


def paint(p: QPainter, size: float) -> None:
    """The icon in the square (0, 0, size, size) on a transparent background."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    small = size <= 32
    unit = size / 256
    # the table seen from above: a wooden rail round the felt
    table = QRectF(6 * unit, 58 * unit, 244 * unit, 176 * unit)
    if small:
        table = QRectF(0.5, size * 0.22, size - 1, size * 0.74)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(RAIL)
    p.drawEllipse(table)
    rail = max(1.5, 14 * unit)
    felt = table.adjusted(rail, rail, -rail, -rail)
    if not small:
        p.setPen(QPen(RAIL_LIGHT, 3 * unit))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(table.adjusted(rail / 2, rail / 2, -rail / 2, -rail / 2))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(FELT)
    p.drawEllipse(felt)
    if small:
        _card(p, QPointF(size * 0.5, size * 0.47), size * 0.56, 0, spade(PIP_BOX), BLACK)
        return
    p.setPen(QPen(FELT_LIGHT, 2 * unit))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(felt.adjusted(14 * unit, 12 * unit, -14 * unit, -12 * unit))
    # two cards fanned far enough apart that both pips show whole
    _card(p, QPointF(88 * unit, 116 * unit), 90 * unit, -14, spade(PIP_BOX), BLACK)
    _card(p, QPointF(166 * unit, 116 * unit), 90 * unit, 12, heart(PIP_BOX), RED)
    _chip(p, QPointF(128 * unit, 196 * unit), 26 * unit)


def render_png(size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, size)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"png")).write(image)  # (QImage.save's stubs and runtime disagree)
    buffer.close()
    return bytes(data.data())


def render_svg() -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(SVG_SIZE, SVG_SIZE))
    generator.setViewBox(QRectF(0, 0, SVG_SIZE, SVG_SIZE))
    generator.setTitle("StudDesk")
    generator.setDescription("StudDesk application icon, drawn by scripts/draw_icon.py")
    painter = QPainter(generator)
    paint(painter, SVG_SIZE)
    painter.end()
    buffer.close()
    # QSvgGenerator states the size in millimetres; icon themes and browsers expect pixels
    svg = bytes(data.data()).decode("utf-8")
    svg = re.sub(
        r'<svg width="[0-9.]+mm" height="[0-9.]+mm"', f'<svg width="{SVG_SIZE}" height="{SVG_SIZE}"', svg
    )
    return svg.encode("utf-8")


def outputs() -> dict[str, bytes]:
    """Every committed icon file, by file name."""
    files = {f"studdesk-{size}.png": render_png(size) for size in SIZES}
    files["studdesk.svg"] = render_svg()
    return files


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "studdesk" / "resources" / "icons"
    QGuiApplication.instance() or QGuiApplication([])
    out.mkdir(parents=True, exist_ok=True)
    for name, data in outputs().items():
        (out / name).write_bytes(data)
        print(f"wrote {out / name} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
