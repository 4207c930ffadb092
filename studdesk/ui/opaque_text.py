"""Dark text panes beside the table (the dealer's log, the practice aids) that Qt repaints alone.

Their colours come from the palette, not a style sheet: a style-sheeted text view's viewport
is painted by the style over a see-through widget, so each new line or figure made Qt repaint
the dock, its title bar (the Fusion style loads the title's button icons again at each paint)
and the main window behind it too. With the colours in the palette the viewport fills itself
(autoFillBackground with an opaque brush), Qt counts it opaque and paints only it (issue 12:
a line in the log 2.8 -> 1.9 ms of the GUI thread's CPU with its repaint, the aids' text
1.6 -> 0.7 ms).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QFrame


def paint_opaque(pane: QAbstractScrollArea, background: str, text: str) -> None:
    """Give `pane` these colours, no frame, and a viewport Qt knows to be opaque."""
    pane.setFrameShape(QFrame.Shape.NoFrame)
    palette = pane.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        palette.setColor(group, QPalette.ColorRole.Base, QColor(background))
        palette.setColor(group, QPalette.ColorRole.Text, QColor(text))
    pane.setPalette(palette)
    pane.viewport().setAutoFillBackground(True)
