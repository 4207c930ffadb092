"""The four suits as drawn outlines, so they differ by shape as well as by colour.

Drawn, not typed: a font without the suit symbols (a bundle on a bare system) would
show boxes, and the outlines are tuned to stay apart at a few pixels, for players who
cannot tell the colours apart. Each shape fills the unit square, centred.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF, QTransform

from studdesk.engine.cards import Suit


def _circle(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _heart() -> QPainterPath:
    lobes = _circle(0.28, 0.3, 0.25).united(_circle(0.72, 0.3, 0.25))
    return lobes.united(_polygon((0.045, 0.38), (0.5, 0.97), (0.955, 0.38), (0.5, 0.3)))


def _spade() -> QPainterPath:
    lobes = _circle(0.29, 0.57, 0.22).united(_circle(0.71, 0.57, 0.22))
    blade = lobes.united(_polygon((0.08, 0.5), (0.5, 0.02), (0.92, 0.5), (0.5, 0.6)))
    return blade.united(_polygon((0.5, 0.6), (0.33, 0.99), (0.67, 0.99)))


def _club() -> QPainterPath:
    leaves = _circle(0.5, 0.26, 0.22).united(_circle(0.26, 0.58, 0.22)).united(_circle(0.74, 0.58, 0.22))
    leaves = leaves.united(_circle(0.5, 0.52, 0.14))
    return leaves.united(_polygon((0.5, 0.55), (0.33, 0.99), (0.67, 0.99)))


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    # slightly hollow sides: a diamond, not a tilted square
    path.quadTo(QPointF(0.66, 0.3), QPointF(0.9, 0.5))
    path.quadTo(QPointF(0.66, 0.7), QPointF(0.5, 1.0))
    path.quadTo(QPointF(0.34, 0.7), QPointF(0.1, 0.5))
    path.quadTo(QPointF(0.34, 0.3), QPointF(0.5, 0.0))
    path.closeSubpath()
    return path


_MAKERS = {Suit.HEARTS: _heart, Suit.SPADES: _spade, Suit.CLUBS: _club, Suit.DIAMONDS: _diamond}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's outline in the unit square."""
    return _MAKERS[suit]()


def draw_suit(painter: QPainter, suit: Suit, box: QRectF) -> None:
    """Fill the suit's outline, as big as fits in `box` and centred there, with the painter's brush."""
    side = min(box.width(), box.height())
    transform = QTransform()
    transform.translate(box.center().x() - side / 2, box.center().y() - side / 2)
    transform.scale(side, side)
    painter.drawPath(transform.map(suit_path(suit)))
