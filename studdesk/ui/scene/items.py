"""The table's other graphics items: chip stacks, name plates, markers, labels.

All sizes are in card units (`u`). Amounts are always written next to the
chips: chip colours look nice, the number is what a player reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from studdesk.ui.scene.layout import PLATE_H, PLATE_W, u
from studdesk.ui.theme import HIGHLIGHT, MUTED_TEXT, PLATE, PLATE_EDGE, TEXT
from studdesk.wording.table import chips_text, empty_seat, seat_all_in, seat_out, thinking

#: (value, face colour, stripe colour), largest first
DENOMINATIONS: tuple[tuple[int, str, str], ...] = (
    (1000, "#e0a81e", "#5a3b00"),
    (500, "#7b3fb0", "#f0e6ff"),
    (100, "#24272b", "#e8e8e8"),
    (25, "#1f8a43", "#f4f4f4"),
    (5, "#c62828", "#fbe9e7"),
    (1, "#eeeeee", "#1565c0"),
)
_MAX_CHIPS = 7
#: chips in front of a seat and chips on their way pass under the name plates, never over the stacks
CHIPS_Z = 25
PLATE_Z = 30
#: a plate whose caption reaches past its sides: above the dealer button (50)
CAPTION_Z = 55


def font(units: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(u(units))))
    f.setBold(bold)
    return f


def chip_colors(amount: int) -> list[tuple[str, str]]:
    """The chips of a stack, bottom first: the fewest chips that make the amount, capped."""
    out: list[tuple[str, str]] = []
    rest = amount
    for value, face, stripe in DENOMINATIONS:
        count, rest = divmod(rest, value)
        out.extend([(face, stripe)] * count)
    return out[:_MAX_CHIPS]


#: the items whose look changed, drawn together once the event loop is reached (`draw_pending`)
_PENDING: dict[int, Pictured] = {}


#: the most CPU time (seconds) one turn of the event loop spends on drawing pending items; what is
#: left is drawn in the next turn (a hand's start draws some 30 plates, stacks and markers, 13-15
#: ms of the GUI thread in one turn: issue 12)
DRAW_BUDGET = 0.004


def draw_pending() -> None:
    """Draw the items whose look changed since the last time. A batch of the hand's steps changes
    many plates and stacks, some several times: they are drawn once each, after it, not inside
    it (at animation speed 0 the drawing made the batch's own stall longer, issue 12)."""
    _draw(None)


def _draw_some() -> None:
    """Draw pending items for at most DRAW_BUDGET of CPU time, then leave the rest for the next
    turn of the event loop, so that the loop (input, painting) is never held long by them."""
    _draw(time.thread_time() + DRAW_BUDGET)


def _draw(deadline: float | None) -> None:
    while _PENDING:
        item = _PENDING.pop(next(iter(_PENDING)))  # the oldest change first
        if shiboken6.isValid(item):
            item._paint_now()
        if deadline is not None and _PENDING and time.thread_time() >= deadline:
            QTimer.singleShot(0, _draw_some)
            return


class Pictured(QGraphicsObject):
    """An item drawn once per change into a pixmap that Qt shows and bounds in C++.

    The item itself draws nothing (`ItemHasNoContents`); `redraw` paints `draw` into a
    pixmap of the device pixels it covers, aligned as the view would paint it (the
    scene's `device` transform, which the view keeps up to date), and a plain
    QGraphicsPixmapItem child shows it. As QGraphicsObjects with their own paint and
    boundingRect, the chip stacks and seat plates were some 5,000 of the GUI thread's
    entries into Python a hand (each a wait for the GIL while a bot or the coach
    computes, issue 12) and drew their chips and words again for every frame.
    Subclasses give `bounds` and `draw`, and call `redraw` when what they show changes; the
    pixmap is painted once the event loop is reached (`draw_pending`), for the item's latest look.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._picture = QGraphicsPixmapItem(self)
        self._picture.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        #: scene to device pixels where the scene is shown (None: not on show yet, nothing drawn)
        self._device: QTransform | None = None
        self._bounds = QRectF()
        #: what the pixmap on show was drawn from (`look`)
        self._drawn: object = None
        #: how many pixmaps were painted (tests check a change, and only a change, paints one)
        self.paints = 0

    def set_device_transform(self, device: QTransform) -> None:
        """The scene is shown through `device` (scene to device pixels): draw for it."""
        if self._device is None or device != self._device:
            self._device = QTransform(device)
            self._drawn = None
            self.redraw()

    def realign(self) -> None:
        """Draw again for where the item is now: a pixmap drawn elsewhere, moved here, lands
        on whole device pixels (up to half a pixel from where a paint here would put it)."""
        self._drawn = None
        self.redraw()

    def look(self) -> object:
        """Everything the drawing depends on: an equal look is not drawn again."""
        raise NotImplementedError

    def bounds(self) -> QRectF:
        """What the item covers, in its coordinates."""
        raise NotImplementedError

    def draw(self, painter: QPainter) -> None:
        """Paint the item in its coordinates."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw the item again if its look changed since the last drawing (and it is on show)."""
        look = self.look()
        if look == self._drawn:
            return
        self._drawn = look
        bounds = self.bounds()
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        if self._device is None or bounds.isEmpty():
            self._drawn = None
            self._picture.setPixmap(QPixmap())
            return
        if not _PENDING:
            QTimer.singleShot(0, _draw_some)
        _PENDING[id(self)] = self

    def _paint_now(self) -> None:
        """Paint the pixmap for the item as it is now (`draw_pending`)."""
        bounds = self._bounds
        if self._device is None or bounds.isEmpty() or self.scene() is None:
            return
        world = self.sceneTransform() * self._device
        device = world.mapRect(bounds).toAlignedRect()
        if device.isEmpty():
            self._picture.setPixmap(QPixmap())
            return
        pixmap = QPixmap(device.size())
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        painter.setWorldTransform(world * QTransform.fromTranslate(-device.left(), -device.top()))
        self.draw(painter)
        painter.end()
        self.paints += 1
        self._picture.setPixmap(pixmap)
        inverse, _ = world.inverted()
        self._picture.setTransform(QTransform.fromTranslate(device.left(), device.top()) * inverse)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Never called (`ItemHasNoContents`): the picture shows the item."""
        del painter, option, widget


class ChipStack(Pictured):
    """A pile of chips with its amount on a dark pill beside it; the item's origin is the pile's foot."""

    CHIP = 0.42

    def __init__(self, amount: int = 0, label: Callable[[int], str] = chips_text) -> None:
        super().__init__()
        self._amount = amount
        self._label_of = label
        self._font = font(0.27, bold=True)
        self.setZValue(CHIPS_Z)
        self.setVisible(amount > 0)
        self.redraw()

    @property
    def amount(self) -> int:
        return self._amount

    def set_amount(self, amount: int) -> None:
        self._amount = amount
        self.setVisible(amount > 0)
        self.redraw()

    def _label(self) -> str:
        return self._label_of(self._amount)

    def look(self) -> object:
        return (self._amount, self._label()) if self._amount > 0 else None

    def bounds(self) -> QRectF:
        d = u(self.CHIP)
        text_w = QFontMetricsF(self._font).horizontalAdvance(self._label()) + u(0.3)
        return QRectF(-d / 2 - u(0.05), -u(0.62) - d, d + text_w + u(0.2), d + u(0.8))

    def draw(self, painter: QPainter) -> None:
        if self._amount <= 0:
            return
        d = u(self.CHIP)
        thick = u(0.075)
        for i, (face, stripe) in enumerate(chip_colors(self._amount)):
            rect = QRectF(-d / 2, -d * 0.55 - i * thick, d, d * 0.55)
            painter.setPen(QPen(QColor(0, 0, 0, 160), u(0.012)))
            painter.setBrush(QColor(face))
            painter.drawEllipse(rect)
            painter.setPen(QPen(QColor(stripe), u(0.035), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.adjusted(d * 0.12, d * 0.07, -d * 0.12, -d * 0.07))
        text = self._label()
        painter.setFont(self._font)
        metrics = QFontMetricsF(self._font)
        pill = QRectF(d / 2 + u(0.06), -u(0.42), metrics.horizontalAdvance(text) + u(0.22), u(0.38))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 12, 14, 200))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(TEXT)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


class SeatPlate(Pictured):
    """Name, stack and last action of a seat; a gold edge while it is the seat's turn.

    An action line too long for the plate ("Scoops 1,462 (731 high + 731 low)")
    is not cut: it is drawn in full on a pill that reaches past the plate's sides.
    """

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.stack = 0
        self.action = ""
        self.active = False
        self.folded = False
        self.thinking = False
        self.empty = True
        self.is_viewer = False
        #: the seat lost its last chip and is out of the game (not just all-in in a hand)
        self.out = False
        self._name_font = font(0.31, bold=True)
        self._stack_font = font(0.31, bold=True)
        self._action_font = font(0.27)
        self._overflow = 0.0
        self.setZValue(PLATE_Z)

    def set_state(self, **changes: object) -> None:
        for key, value in changes.items():
            if not hasattr(self, key):
                raise AttributeError(key)
            setattr(self, key, value)
        overflow = self._action_overflow()
        if overflow != self._overflow:
            self.prepareGeometryChange()
            self._overflow = overflow
            # a caption wider than the plate is read over the dealer button beside it
            self.setZValue(CAPTION_Z if overflow else PLATE_Z)
        self.redraw()

    def look(self) -> object:
        texts = (self.name, self.stack_text(), self.action_text()) if not self.empty else (empty_seat(),)
        return (texts, self.stack > 0, self.active, self.folded, self.thinking, self.empty, self._overflow)

    def action_text(self) -> str:
        return thinking() if self.thinking else self.action

    def stack_text(self) -> str:
        if self.stack > 0:
            return chips_text(self.stack)
        return seat_out() if self.out else seat_all_in()

    def _action_rect(self) -> QRectF:
        inner = QRectF(0, 0, u(PLATE_W), u(PLATE_H)).adjusted(u(0.16), u(0.06), -u(0.16), -u(0.04))
        top = inner.height() * 0.52
        return QRectF(inner.left(), inner.top() + top, inner.width(), inner.height() - top)

    def _action_overflow(self) -> float:
        """How far (each side) the action line reaches past the plate; 0 when it fits."""
        text = self.action_text()
        if not text or self.empty:
            return 0.0
        width = QFontMetricsF(self._action_font).horizontalAdvance(text)
        room = self._action_rect().width()
        return 0.0 if width <= room else (width - room) / 2 + u(0.2)

    def bounds(self) -> QRectF:
        pad = u(0.08)
        wide = self._overflow
        return QRectF(-pad - wide, -pad, u(PLATE_W) + 2 * (pad + wide), u(PLATE_H) + 2 * pad)

    def draw(self, painter: QPainter) -> None:
        rect = QRectF(0, 0, u(PLATE_W), u(PLATE_H))
        radius = u(0.18)
        edge = HIGHLIGHT if self.active else PLATE_EDGE
        painter.setPen(QPen(edge, u(0.07 if self.active else 0.025)))
        fill = QColor(PLATE)
        if self.folded or self.empty:
            fill.setAlpha(140)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, radius, radius)
        if self.empty:
            painter.setPen(MUTED_TEXT)
            painter.setFont(self._action_font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, empty_seat())
            return
        inner = rect.adjusted(u(0.16), u(0.06), -u(0.16), -u(0.04))
        top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.52)
        stack_text = self.stack_text()
        painter.setFont(self._stack_font)
        stack_w = QFontMetricsF(self._stack_font).horizontalAdvance(stack_text)
        painter.setPen(QColor("#ffd866") if not self.folded and self.stack > 0 else MUTED_TEXT)
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, stack_text)
        painter.setFont(self._name_font)
        painter.setPen(TEXT if not self.folded else MUTED_TEXT)
        name_rect = top.adjusted(0, 0, -stack_w - u(0.15), 0)
        name = QFontMetricsF(self._name_font).elidedText(
            self.name, Qt.TextElideMode.ElideRight, name_rect.width()
        )
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        self._paint_action(painter)

    def _paint_action(self, painter: QPainter) -> None:
        action = self.action_text()
        if not action:
            return
        painter.setFont(self._action_font)
        bottom = self._action_rect()
        if self._overflow:
            # the whole caption on a pill wider than the plate, centred under the name
            pill = bottom.adjusted(-self._overflow, u(0.01), self._overflow, -u(0.01))
            painter.setPen(QPen(HIGHLIGHT, u(0.02)))
            painter.setBrush(QColor(PLATE.red(), PLATE.green(), PLATE.blue(), 245))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(HIGHLIGHT)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, action)
            return
        painter.setPen(HIGHLIGHT if self.thinking or self.active else MUTED_TEXT)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, action)


class Marker(Pictured):
    """A round table marker: the dealer button ("D") or a pill such as "Bring-in"."""

    def __init__(self, text: str, fill: str, ink: str, diameter: float = 0.5) -> None:
        super().__init__()
        self._fill = QColor(fill)
        self._ink = QColor(ink)
        self._diameter = diameter
        self._font = font(diameter * 0.5, bold=True)
        self._text = ""
        self._rect = QRectF()
        self.set_text(text)
        self.setZValue(50)

    def set_text(self, text: str) -> None:
        """A new word on the marker (another language): the pill fits it."""
        self._text = text
        d = self._diameter
        width = max(d, QFontMetricsF(self._font).horizontalAdvance(text) / u(1) + d * 0.6)
        self._rect = QRectF(-u(width) / 2, -u(d) / 2, u(width), u(d))
        self.redraw()

    def look(self) -> object:
        return self._text

    def bounds(self) -> QRectF:
        return self._rect.adjusted(-u(0.03), -u(0.03), u(0.03), u(0.03))

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 170), u(0.025)))
        painter.setBrush(self._fill)
        r = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, r, r)
        painter.setPen(self._ink)
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class Banner(Pictured):
    """Centred text on an optional dark pill: the street label, hand names at the showdown."""

    def __init__(
        self, size: float = 0.3, bold: bool = False, pill: bool = True, color: QColor = TEXT
    ) -> None:
        super().__init__()
        self._lines: list[str] = []
        self._font = font(size, bold)
        self._pill = pill
        self._color = color
        self._rect = QRectF()
        self.setZValue(60)

    @property
    def text(self) -> str:
        return "\n".join(self._lines)

    def set_text(self, text: str) -> None:
        self._lines = [line for line in text.split("\n") if line]
        metrics = QFontMetricsF(self._font)
        width = max((metrics.horizontalAdvance(line) for line in self._lines), default=0.0)
        height = metrics.height() * len(self._lines)
        pad = u(0.12)
        self._rect = QRectF(-width / 2 - 2 * pad, -height / 2 - pad, width + 4 * pad, height + 2 * pad)
        self.setVisible(bool(self._lines))
        self.redraw()

    def look(self) -> object:
        return tuple(self._lines)

    def bounds(self) -> QRectF:
        return self._rect

    def draw(self, painter: QPainter) -> None:
        if not self._lines:
            return
        if self._pill:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(8, 10, 12, 205)))
            r = min(self._rect.height() / 2, u(0.25))
            painter.drawRoundedRect(self._rect, r, r)
        painter.setFont(self._font)
        painter.setPen(self._color)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self._lines))
