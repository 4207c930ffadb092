"""Dark text panes beside the table (the dealer's log, the practice aids) that Qt repaints alone.

Their colours come from the palette, not a style sheet: a style-sheeted text view's viewport
is painted by the style over a see-through widget, so each new line or figure made Qt repaint
the dock, its title bar (the Fusion style loads the title's button icons again at each paint)
and the main window behind it too. With the colours in the palette the viewport fills itself
(autoFillBackground with an opaque brush), Qt counts it opaque and paints only it (issue 12:
a line in the log 2.8 -> 1.9 ms of the GUI thread's CPU with its repaint, the aids' text
1.6 -> 0.7 ms). Their scroll bars, drawn over what lies behind them, fill it in themselves
(`set_backdrop`) for the same reason.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QWidget

#: the main window's background (its style sheet), behind the docks' scroll bars
WINDOW_BACKGROUND = "#17191d"
_GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
#: the palette role a pane's scroll bars fill their background with (one the style does not
#: draw them with, so they look as before)
_BACKDROP = QPalette.ColorRole.AlternateBase


def paint_opaque(pane: QAbstractScrollArea, background: str, text: str) -> None:
    """Give `pane` these colours, no frame, and a viewport and scroll bars Qt knows to be opaque."""
    pane.setFrameShape(QFrame.Shape.NoFrame)
    palette = pane.palette()
    for group in _GROUPS:
        palette.setColor(group, QPalette.ColorRole.Base, QColor(background))
        palette.setColor(group, QPalette.ColorRole.Text, QColor(text))
    pane.setPalette(palette)
    pane.viewport().setAutoFillBackground(True)
    for bar in (pane.verticalScrollBar(), pane.horizontalScrollBar()):
        bar.setBackgroundRole(_BACKDROP)
        bar.setAutoFillBackground(True)
    set_backdrop(pane, WINDOW_BACKGROUND)


def set_backdrop(widget: QWidget, colour: str) -> None:
    """What lies behind the scroll bars of a pane made by `paint_opaque` (the window's background
    in a dock, another over the table): each bar fills its background with it, as it was drawn
    over it, and Qt counts it opaque (a new line in the log no longer repaints the dock and its
    title bar behind the bar). Other widgets are left alone."""
    if not isinstance(widget, QAbstractScrollArea):
        return
    for bar in (widget.verticalScrollBar(), widget.horizontalScrollBar()):
        if bar.backgroundRole() != _BACKDROP or not bar.autoFillBackground():
            continue
        palette = bar.palette()
        for group in _GROUPS:
            palette.setColor(group, _BACKDROP, QColor(colour))
        bar.setPalette(palette)
