"""The view that shows the table scene, scaled to fit the window (layout in card units)."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from studdesk.ui.scene.layout import layout_for

#: the smallest the table is drawn: its smallest text (0.27 card units: actions, amounts) at about
#: 10 px. The widest table (8 seats, 7 cards) then still fits an 800-pixel window without the docks.
MIN_TABLE_SCALE = 0.36


@cache
def largest_table() -> tuple[float, float]:
    """Width and height of the largest table scene: 2 to 8 seats of seven-card rows, up to 10
    of five-card rows (Five Card Stud)."""
    rects = [layout_for(n, 0).scene_rect for n in range(2, 9)]
    rects += [layout_for(n, 0, 5).scene_rect for n in range(2, 11)]
    return max(r.width() for r in rects), max(r.height() for r in rects)


class TableView(QGraphicsView):
    #: the player clicked the table: skip the animation that is playing
    clicked = Signal()

    def __init__(
        self, scene: QGraphicsScene, parent: QWidget | None = None, keep_readable: bool = False
    ) -> None:
        """`keep_readable`: the view never shrinks below MIN_TABLE_SCALE of the table (the
        playing table; a window that shows the table beside other things may choose)."""
        super().__init__(scene, parent)
        # The view owns its scene. Left to Python, the scene went with the last reference to
        # it, which could be dropped while the window was being destroyed: the dying scene
        # then asked this half-destroyed view to repaint (a segfault). Owned by the view, it
        # is deleted after the view has let go of it.
        scene.setParent(self)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(320, 200)
        scene.sceneRectChanged.connect(self.refit)
        if keep_readable:
            self._keep_readable()

    @Slot()
    def refit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._follow_pixels()

    def _follow_pixels(self) -> None:
        """Tell the scene how it is shown, scene to device pixels (the cards, chips and plates are
        drawn for them)."""
        set_device_transform = getattr(self.scene(), "set_device_transform", None)
        if set_device_transform is not None:
            ratio = self.devicePixelRatioF()
            set_device_transform(self.viewportTransform() * QTransform.fromScale(ratio, ratio))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # another screen
            self._follow_pixels()

    def _keep_readable(self) -> None:
        """Never less tall than MIN_TABLE_SCALE of the tallest table; one size from the start
        (a minimum that changed with the seats could resize the window between hands). The width is the
        window's to keep: 800 pixels at least, with the docks over the table below 1000."""
        _, height = largest_table()
        self.setMinimumHeight(math.ceil(height * MIN_TABLE_SCALE))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.refit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.clicked.emit()
        super().mousePressEvent(event)
