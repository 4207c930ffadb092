"""A card on the table: a QGraphicsObject with an animatable `flip` (DESIGN.md §3).

`flip` runs from 0 (back up) to 1 (face up): the card is squashed
horizontally towards 0.5, where the face replaces the back. An item whose card
is unknown to the viewer holds no card at all (`card is None`), so nothing can
leak a hidden card into a screenshot.

The card draws nothing itself (`ItemHasNoContents`): Qt draws its children, a
pixmap item with the face or the back and two rounded-rect path items for the
dimming and the highlight, in C++. A Python `paint` and `boundingRect` were
called some 9,000 times in a hand, each an entry into Python that waits for the
interpreter lock while a bot or the coach computes in another thread: the GUI
thread's long stalls were convoys of such waits (issue 12). The picture is the
cached pixmap of the device pixels the scene is shown at (`set_pixel_scale`,
which the view keeps up to date), so it stays crisp at any window size and on
HiDPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from studdesk.engine.cards import Card
from studdesk.ui.card_faces import PIXMAPS
from studdesk.ui.scene.layout import CARD_H, CARD_W, u
from studdesk.ui.theme import HIGHLIGHT, Theme

#: the shade over a dimmed card
_SHADE = QColor(0, 0, 0, 110)


class CardItem(QGraphicsObject):
    def __init__(
        self,
        card: Card | None,
        theme: Theme,
        up: bool = False,
        hidden_from_others: bool = False,
        pixel_scale: float = 1.0,
    ) -> None:
        """`pixel_scale`: device pixels per scene unit where the card will be shown (the scene's,
        `TableScene.add_card`): the pixmap is drawn for it from the start, not drawn twice."""
        super().__init__()
        self._card = card
        #: an up card (every player sees it)
        self.up = up
        self._theme = theme
        self._flip = 0.0
        self._highlight = False
        self._dimmed = False
        self._hidden_from_others = hidden_from_others
        #: device pixels per scene unit where the card is shown (the view's zoom times the
        #: screen's pixel ratio): the pixmap is drawn for it
        self._pixel_scale = pixel_scale if pixel_scale > 0 else 1.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._picture = QGraphicsPixmapItem(self)
        self._picture.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        # the shade and the ring are made the first time the card is dimmed or highlighted, which
        # most cards never are: a deal makes 24 cards in one turn of the event loop (issue 12)
        self._shade: QGraphicsPathItem | None = None
        self._ring: QGraphicsPathItem | None = None
        self._redraw()

    # ----------------------------------------------------------------- state

    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def hidden_from_others(self) -> bool:
        """R2.5: the viewer's own down card, face up to them but marked as hidden from the others."""
        return self._hidden_from_others

    @hidden_from_others.setter
    def hidden_from_others(self, hidden: bool) -> None:
        """The showdown shows a down card to everyone: its face loses the marker."""
        self._hidden_from_others = hidden
        self._redraw()

    def reveal(self, card: Card) -> None:
        """The card became known (a showdown): it gets its face; flipping shows it."""
        self._card = card
        self._redraw()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._redraw()

    def set_pixel_scale(self, scale: float) -> None:
        """The scene is shown at `scale` device pixels per scene unit: the pixmap follows."""
        if scale > 0 and scale != self._pixel_scale:
            self._pixel_scale = scale
            self._redraw()

    def set_highlight(self, on: bool) -> None:
        self._highlight = on
        self._redraw()

    def set_dimmed(self, on: bool) -> None:
        self._dimmed = on
        self._redraw()

    @property
    def highlighted(self) -> bool:
        return self._highlight

    @property
    def face_showing(self) -> bool:
        return self._flip >= 0.5 and self._card is not None

    def setToolTip(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """The card's tooltip, on its picture too: the scene finds the items under the mouse among
        those that draw, which the card itself does not."""
        super().setToolTip(text)
        self._picture.setToolTip(text)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        flip = min(1.0, max(0.0, value))
        if flip == self._flip:
            return  # (a turn's animation first puts the card where it is)
        self._flip = flip
        self._redraw()

    flip = Property(float, _get_flip, _set_flip)

    # --------------------------------------------------------------- drawing

    def _redraw(self) -> None:
        """Square the children with the card's state: the pixmap squashed to the flip, the shade
        and the ring round it."""
        squash = abs(1.0 - 2.0 * self._flip)
        shown = squash >= 0.02
        self._picture.setVisible(shown)
        if not shown:
            self._show_children(False, False)
            return
        width_px = u(CARD_W) * self._pixel_scale
        if self.face_showing:
            assert self._card is not None
            pixmap = PIXMAPS.face(self._card, width_px, self._theme, self.hidden_from_others)
        else:
            pixmap = PIXMAPS.back(width_px)
        if pixmap.cacheKey() != self._picture.pixmap().cacheKey():
            self._picture.setPixmap(pixmap)
        w, h = u(CARD_W), u(CARD_H)
        target = QRectF(w * (1 - squash) / 2, 0, w * squash, h)
        self._picture.setTransform(
            QTransform(target.width() / pixmap.width(), 0, 0, h / pixmap.height(), target.left(), 0)
        )
        self._picture.setTransformationMode(
            Qt.TransformationMode.SmoothTransformation
            if squash < 0.999
            else Qt.TransformationMode.FastTransformation
        )
        if self._dimmed:
            if self._shade is None:  # over the picture, under the ring, whichever is made first
                self._shade = _path_child(self, QPen(Qt.PenStyle.NoPen), QBrush(_SHADE), z=1)
            self._shade.setPath(_rounded(target, w * 0.08))
        if self._highlight:
            if self._ring is None:
                self._ring = _path_child(self, QPen(HIGHLIGHT, u(0.06)), QBrush(Qt.BrushStyle.NoBrush), z=2)
            self._ring.setPath(_rounded(target.adjusted(-u(0.02), -u(0.02), u(0.02), u(0.02)), w * 0.09))
        self._show_children(self._dimmed, self._highlight)

    def _show_children(self, shade: bool, ring: bool) -> None:
        """Show or hide the shade and the ring, those made so far."""
        for child, shown in ((self._shade, shade), (self._ring, ring)):
            if child is not None:
                child.setVisible(shown)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        pad = u(0.05)
        return QRectF(-pad, -pad, u(CARD_W) + 2 * pad, u(CARD_H) + 2 * pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Never called (`ItemHasNoContents`): the children draw the card."""
        del painter, option, widget


def _path_child(parent: QGraphicsObject, pen: QPen, brush: QBrush, z: float) -> QGraphicsPathItem:
    """A path drawn over `parent`'s picture (its shade or its ring), made the first time it is needed."""
    child = QGraphicsPathItem(parent)
    child.setPen(pen)
    child.setBrush(brush)
    child.setZValue(z)
    return child


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path
