"""A card on the table: a QGraphicsObject with an animatable `flip` (DESIGN.md §3).

`flip` runs from 0 (back up) to 1 (face up): the card is squashed
horizontally towards 0.5, where the face replaces the back. An item whose card
is unknown to the viewer holds no card at all (`card is None`), so nothing can
leak a hidden card into a screenshot.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from studdesk.engine.cards import Card
from studdesk.ui.card_faces import PIXMAPS
from studdesk.ui.scene.layout import CARD_H, CARD_W, u
from studdesk.ui.theme import HIGHLIGHT, Theme


class CardItem(QGraphicsObject):
    def __init__(
        self, card: Card | None, theme: Theme, up: bool = False, hidden_from_others: bool = False
    ) -> None:
        super().__init__()
        self._card = card
        #: an up card (every player sees it)
        self.up = up
        self._theme = theme
        self._flip = 0.0
        self._highlight = False
        self._dimmed = False
        #: R2.5: the viewer's own down card, face up to them but marked as hidden from the others
        self.hidden_from_others = hidden_from_others
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # ----------------------------------------------------------------- state

    @property
    def card(self) -> Card | None:
        return self._card

    def reveal(self, card: Card) -> None:
        """The card became known (a showdown): it gets its face; flipping shows it."""
        self._card = card
        self.update()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def set_highlight(self, on: bool) -> None:
        self._highlight = on
        self.update()

    def set_dimmed(self, on: bool) -> None:
        self._dimmed = on
        self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlight

    @property
    def face_showing(self) -> bool:
        return self._flip >= 0.5 and self._card is not None

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = min(1.0, max(0.0, value))
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # --------------------------------------------------------------- drawing

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        pad = u(0.05)
        return QRectF(-pad, -pad, u(CARD_W) + 2 * pad, u(CARD_H) + 2 * pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        del option, widget
        t = painter.deviceTransform()
        # device pixels per scene unit: includes the view's zoom and the screen's pixel ratio
        scale = math.hypot(t.m11(), t.m12()) or 1.0
        width_px = u(CARD_W) * scale
        squash = abs(1.0 - 2.0 * self._flip)
        if squash < 0.02:
            return
        if self.face_showing:
            assert self._card is not None
            pixmap = PIXMAPS.face(self._card, width_px, self._theme, self.hidden_from_others)
        else:
            pixmap = PIXMAPS.back(width_px)
        w, h = u(CARD_W), u(CARD_H)
        target = QRectF(w * (1 - squash) / 2, 0, w * squash, h)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, squash < 0.999)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(target, w * 0.08, w * 0.08)
        if self._highlight:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(HIGHLIGHT, u(0.06)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-u(0.02), -u(0.02), u(0.02), u(0.02)), w * 0.09, w * 0.09)
