"""Card faces and backs drawn with QPainter (no image files), cached as pixmaps.

A pixmap is rendered for the exact number of device pixels a card covers on
screen (the view's scale times the screen's device-pixel ratio), so cards are
crisp at any window size and on HiDPI screens. The cache key is
(card or back, pixel width, theme, hidden marker); widths are rounded to an
even number of pixels so resizing a window does not fill the cache.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from studdesk.engine.cards import Card, Rank, Suit
from studdesk.ui.suit_shapes import draw_suit
from studdesk.ui.theme import CARD_BACK, CARD_BACK_LINE, Theme

#: card height / width (a poker card is 63 x 88 mm)
ASPECT = 1.4
#: share of the card's width taken by the top-left corner index (rank over suit)
INDEX_W = 0.5
_FACE_LETTERS = {Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
_RANK_TEXT = {r: ("10" if r is Rank.TEN else r.symbol) for r in Rank}


def _rounded(painter: QPainter, rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _font(pixels: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_face(painter: QPainter, card: Card, w: float, theme: Theme, hidden: bool) -> None:
    """Draw `card` into the rectangle (0, 0, w, w*ASPECT)."""
    h = w * ASPECT
    outline = QRectF(0.5, 0.5, w - 1, h - 1)
    painter.setPen(QPen(QColor("#9aa0a6"), max(1.0, w * 0.012)))
    painter.setBrush(QColor("#fbfbf8"))
    painter.drawPath(_rounded(painter, outline, w * 0.08))
    color = theme.suit_color(card.suit)
    if theme.large_index:
        _paint_large_index(painter, card, w, color)
    else:
        _paint_standard(painter, card, w, color)
    if hidden:
        _paint_hidden_marker(painter, w, h)


def _paint_suit(painter: QPainter, card: Card, color: QColor, box: QRectF) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    draw_suit(painter, card.suit, box)
    painter.restore()


def _paint_standard(painter: QPainter, card: Card, w: float, color: QColor) -> None:
    h = w * ASPECT
    rank = _RANK_TEXT[card.rank]
    # Corner index, large: in a row of overlapping cards only the left strip (INDEX_W) shows.
    index_w = w * INDEX_W
    centred = Qt.AlignmentFlag.AlignCenter
    painter.setPen(color)
    painter.setFont(_font(w * (0.40 if len(rank) == 1 else 0.30)))
    painter.drawText(QRectF(w * 0.02, h * 0.01, index_w - w * 0.02, h * 0.24), centred, rank)
    _paint_suit(painter, card, color, QRectF(w * 0.02, h * 0.26, index_w - w * 0.02, h * 0.17))
    # The same index upside down in the opposite corner.
    painter.save()
    painter.translate(w, h)
    painter.rotate(180)
    painter.setFont(_font(w * (0.24 if len(rank) == 1 else 0.21)))
    painter.drawText(QRectF(w * 0.04, h * 0.02, w * 0.30, h * 0.17), Qt.AlignmentFlag.AlignCenter, rank)
    painter.restore()
    centre = QRectF(w * 0.40, h * 0.26, w * 0.56, h * 0.56)
    letter = _FACE_LETTERS.get(card.rank)
    if letter is not None:
        # the frame starts right of the index, so a fanned card's strip shows the index alone
        frame = QRectF(index_w + w * 0.03, centre.top(), w * 0.93 - index_w - w * 0.03, centre.height())
        painter.setPen(QPen(color, max(1.0, w * 0.02)))
        painter.setBrush(QColor(color.red(), color.green(), color.blue(), 28))
        painter.drawRoundedRect(frame, w * 0.05, w * 0.05)
        painter.setFont(_font(w * 0.34))
        painter.drawText(
            frame.adjusted(0, 0, 0, -frame.height() * 0.35), Qt.AlignmentFlag.AlignCenter, letter
        )
        _paint_suit(painter, card, color, frame.adjusted(0, frame.height() * 0.58, 0, -frame.height() * 0.1))
    else:
        share = 0.62 if card.rank is Rank.ACE else 0.46
        side = w * share
        _paint_suit(
            painter,
            card,
            color,
            QRectF(centre.center().x() - side / 2, centre.center().y() - side / 2, side, side),
        )


def _paint_large_index(painter: QPainter, card: Card, w: float, color: QColor) -> None:
    """Rank and suit as big as the visible strip of a fanned card allows, and again in the
    lower right: readable when a card is a few dozen pixels wide."""
    h = w * ASPECT
    rank = _RANK_TEXT[card.rank]
    index_w = w * INDEX_W
    painter.setPen(color)
    painter.setFont(_font(w * (0.56 if len(rank) == 1 else 0.40)))
    painter.drawText(QRectF(0, h * 0.0, index_w + w * 0.02, h * 0.34), Qt.AlignmentFlag.AlignCenter, rank)
    _paint_suit(painter, card, color, QRectF(w * 0.03, h * 0.35, index_w - w * 0.04, h * 0.26))
    _paint_suit(painter, card, color, QRectF(index_w + w * 0.02, h * 0.56, w * 0.44, h * 0.38))


def _paint_hidden_marker(painter: QPainter, w: float, h: float) -> None:
    """R2.5: the owner sees the card, greyed, with a closed eye: the others do not see it."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(70, 76, 90, 95))
    painter.drawPath(_rounded(painter, QRectF(0, 0, w, h), w * 0.08))
    band = QRectF(0, h * 0.80, w, h * 0.20)
    painter.setBrush(QColor(45, 50, 60, 215))
    path = QPainterPath()
    path.addRoundedRect(band, w * 0.08, w * 0.08)
    painter.drawPath(path)
    # a closed eye: a lid arc with lashes
    cx, cy, r = w * 0.5, band.center().y() - h * 0.015, w * 0.17
    pen = QPen(QColor("#e6e9ee"), max(1.0, w * 0.035))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(cx - r, cy - r * 0.9, 2 * r, 1.6 * r), 200 * 16, 140 * 16)
    for dx in (-0.6, 0.0, 0.6):
        x = cx + dx * r
        painter.drawLine(QPointF(x, cy + r * 0.62), QPointF(x + dx * r * 0.35, cy + r * 0.95))


def paint_back(painter: QPainter, w: float) -> None:
    h = w * ASPECT
    painter.setPen(QPen(QColor("#f4f1ea"), max(1.0, w * 0.012)))
    painter.setBrush(QColor("#f4f1ea"))
    painter.drawPath(_rounded(painter, QRectF(0.5, 0.5, w - 1, h - 1), w * 0.08))
    inner = QRectF(w * 0.08, w * 0.08, w * 0.84, h - w * 0.16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CARD_BACK)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(CARD_BACK_LINE, max(1.0, w * 0.02)))
    step = w * 0.14
    span = int((inner.width() + inner.height()) / step) + 2
    for i in range(-span, span):
        x = inner.left() + i * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
    painter.restore()
    painter.setPen(QPen(QColor("#f4f1ea"), max(1.0, w * 0.025)))
    painter.setBrush(CARD_BACK)
    centre = QRectF(w * 0.28, h * 0.5 - w * 0.22, w * 0.44, w * 0.44)
    painter.drawEllipse(centre)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f4f1ea"))
    draw_suit(painter, Suit.SPADES, centre.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1))


class CardPixmaps:
    """An LRU cache of rendered faces and backs."""

    def __init__(self, capacity: int = 600) -> None:
        self.capacity = capacity
        self._items: OrderedDict[tuple[int, int, str, bool], QPixmap] = OrderedDict()
        self.renders = 0  # how many pixmaps were drawn (tests check the cache works)

    @staticmethod
    def pixel_width(width: float) -> int:
        return max(8, 2 * round(width / 2))

    def face(self, card: Card, width: float, theme: Theme, hidden: bool = False) -> QPixmap:
        return self._get(
            card.index, width, theme.key, hidden, lambda p, w: paint_face(p, card, w, theme, hidden)
        )

    def back(self, width: float) -> QPixmap:
        return self._get(-1, width, "back", False, paint_back)

    def __len__(self) -> int:
        return len(self._items)

    def _get(self, index: int, width: float, theme_key: str, hidden: bool, draw) -> QPixmap:  # type: ignore[no-untyped-def]
        px = self.pixel_width(width)
        key = (index, px, theme_key, hidden)
        pixmap = self._items.get(key)
        if pixmap is not None:
            self._items.move_to_end(key)
            return pixmap
        pixmap = QPixmap(px, round(px * ASPECT))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(painter, float(px))
        painter.end()
        self.renders += 1
        self._items[key] = pixmap
        if len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return pixmap


#: one cache for the whole app (pixmaps belong to the GUI thread)
PIXMAPS = CardPixmaps()
