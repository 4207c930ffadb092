"""The table for a screen reader and the keyboard: the pot, each seat and each of its cards as a
widget of its own over the drawing.

The table is drawn in a QGraphicsScene, whose items are not accessible objects: a screen
reader sees one picture. Over the pot, each seat plate and each card lies a transparent
stand-in widget (`Spot`) whose accessible name says what is there ("Bob, 480 chips, to
act"; "ten of diamonds"; "face down"), so a screen reader can reach each one and hears it
as the focus lands on it. From the table (Tab reaches it) the arrow keys move between them:
Up and Down from the pot to the seats (the player's first, then clockwise), Left and Right
along a seat's cards; Tab goes on to the action buttons, Shift+Tab back before the table.
The stand-in in focus is ringed (one `FocusRing` widget laid over it), so a player who sees
the table sees where they are; the stand-ins draw nothing themselves, so that repainting the
table under them calls no Python for each (a Python paintEvent each was a fifth of the GUI
thread's entries into Python in a hand, each a wait for the interpreter lock while the bots or
the coach compute: issue 12).
The stand-ins follow the scene at the end of each animated step (`refresh_soon`): once
control is back in the event loop, or when the table falls idle (`catch_up`), whichever
comes first, so that the many steps of a batch shown at once (animation speed 0, a skip)
cost one refresh, not one each (they were a third of the GUI thread's time in a hand at
speed 0, issue 10).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.viewport_watch import viewport_resizes
from studdesk.wording.speech import (
    card_at_seat_spoken,
    card_place_spoken,
    pot_spoken,
    seat_keys_spoken,
    seat_spoken,
)

#: the ring round the stand-in in focus: a keyboard-focus blue, unlike the gold of the turn highlight
RING = QColor("#4fc3f7")
#: a spot's key: ("pot", 0), or (seat, 0) for the plate and (seat, n) for its n-th card
Key = tuple[object, int]

_ROW_KEYS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
_COLUMN_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}


class Spot(QWidget):
    """A stand-in for one thing on the table: no picture of its own, only a name and a ring."""

    def __init__(self, reader: TableReader, key: Key, parent: QWidget) -> None:
        super().__init__(parent)
        self.reader = reader
        self.key = key
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the table
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # reached with the arrow keys, not one by one by Tab

    # No paintEvent: a stand-in draws nothing (the ring is the reader's `FocusRing`).

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusInEvent(event)
        self.reader.ring.follow(self)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        self.reader.ring.follow(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.reader.move_from(self, Qt.Key(event.key())):
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 (Qt override, Qt's name)
        self.reader.leave(forward=next)  # Tab: on from the table, not to the next stand-in
        return True


class FocusRing(QWidget):
    """The ring round the stand-in in focus: one widget over it, hidden while none has the focus."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.spot: Spot | None = None
        self.hide()

    def follow(self, spot: Spot | None) -> None:
        """Ring `spot` (None: nothing) where it lies now."""
        self.spot = spot
        if spot is None or spot.isHidden():
            self.hide()
            return
        if self.geometry() != spot.geometry():
            self.setGeometry(spot.geometry())
        self.raise_()
        self.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RING, 3))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)


@dataclass(frozen=True, slots=True)
class _Shown:
    """What one stand-in says and where it lies (viewport pixels)."""

    key: Key
    rect: QRect
    name: str
    description: str


class TableReader(QObject):
    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.spots: dict[Key, Spot] = {}
        #: the stand-ins shown, row by row (the pot, then the seats), as the arrow keys walk them
        self.rows: list[list[Spot]] = []
        self._pending = False
        self.ring = FocusRing(view.viewport())
        view.installEventFilter(self)  # the arrow keys on the table itself; a new language
        viewport_resizes(view).resized.connect(self._resized)  # the stand-ins move with the table

    # ------------------------------------------------------------------ following the scene

    @Slot()
    def refresh_soon(self) -> None:
        """The scene has changed: `refresh` once the event loop is reached again."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.catch_up)

    @Slot()
    def catch_up(self) -> None:
        """`refresh` now if the scene changed since the last one (the table is idle: the player's
        turn may come next, and what a screen reader reaches must be current by then)."""
        if self._pending:
            self.refresh()

    @Slot()
    def refresh(self) -> None:
        """Lay the stand-ins over the pot, the seats and the cards as the scene shows them now."""
        self._pending = False
        rows = self._rows()
        used = {shown.key for row in rows for shown in row}
        for key, spot in self.spots.items():
            if key not in used and not spot.isHidden():
                if spot.hasFocus():
                    self.view.setFocus(Qt.FocusReason.OtherFocusReason)
                spot.hide()
        self.rows = [[self._show(shown) for shown in row] for row in rows]
        if self.ring.spot is not None:  # the ringed stand-in moved with the table (or went)
            self.ring.follow(self.ring.spot if self.ring.spot.hasFocus() else None)

    def _show(self, shown: _Shown) -> Spot:
        spot = self.spots.get(shown.key)
        if spot is None:
            spot = self.spots[shown.key] = Spot(self, shown.key, self.view.viewport())
        if spot.geometry() != shown.rect:
            spot.setGeometry(shown.rect)
        if spot.accessibleName() != shown.name:  # (a change is announced: set only changes)
            spot.setAccessibleName(shown.name)
        if spot.accessibleDescription() != shown.description:
            spot.setAccessibleDescription(shown.description)
        spot.show()
        return spot

    def _rows(self) -> list[list[_Shown]]:
        scene = self.scene
        rows = [[_Shown(("pot", 0), self._place(scene.pot), pot_spoken(scene.pot_amount), "")]]
        seats = sorted(scene.plates, key=lambda s: (s - scene.viewer) % max(1, len(scene.plates)))
        for seat in seats:
            plate = scene.plates[seat]
            if plate.empty:
                continue
            said = seat_spoken(
                plate.name,
                plate.stack,
                plate.stack_text(),
                you=seat == scene.viewer,
                folded=plate.folded,
                to_act=plate.active,
                action=plate.action_text(),
            )
            row = [_Shown((seat, 0), self._place(plate), said, seat_keys_spoken())]
            cards = [item for item in scene.cards.get(seat, []) if item.isVisible()]
            for number, item in enumerate(cards, start=1):
                row.append(
                    _Shown(
                        (seat, number),
                        self._place(item),
                        card_at_seat_spoken(item.card, item.up),
                        card_place_spoken(plate.name, number, len(cards), you=seat == scene.viewer),
                    )
                )
            rows.append(row)
        return rows

    def _place(self, item: QGraphicsItem) -> QRect:
        rect = self.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return rect if rect.width() > 4 and rect.height() > 4 else rect.adjusted(-12, -12, 12, 12)

    # ------------------------------------------------------------------ the keys

    def move_from(self, spot: Spot, key: Qt.Key) -> bool:
        """Walk the stand-ins from `spot` with the arrow keys (and Home, End); False for any
        other key (the window's shortcuts still act)."""
        self.catch_up()
        where = next(
            ((r, c) for r, row in enumerate(self.rows) for c, s in enumerate(row) if s is spot), None
        )
        if where is None:
            return False
        row, column = where
        if key in _ROW_KEYS:
            row = max(0, min(len(self.rows) - 1, row + _ROW_KEYS[key]))
        elif key in _COLUMN_KEYS:
            column += _COLUMN_KEYS[key]
        elif key == Qt.Key.Key_Home:
            column = 0
        elif key == Qt.Key.Key_End:
            column = len(self.rows[row]) - 1
        else:
            return False
        self._focus(row, column)
        return True

    def _focus(self, row: int, column: int) -> None:
        spots = self.rows[row]
        spots[max(0, min(len(spots) - 1, column))].setFocus(Qt.FocusReason.OtherFocusReason)

    def leave(self, forward: bool) -> None:
        """Out of the table to the next control (the action buttons) or the one before it."""
        self.view.setFocus(Qt.FocusReason.TabFocusReason)
        widget: QWidget | None = self.view
        while widget is not None:
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if widget is None or widget is self.view:
                return
            if self.view.isAncestorOf(widget):  # the viewport (it hands the focus to the table) and the spots
                continue
            if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
                widget.setFocus(reason)
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.KeyPress and watched is self.view and isinstance(event, QKeyEvent):
            arrow = Qt.Key(event.key())
            if (arrow in _ROW_KEYS or arrow in _COLUMN_KEYS) and self.rows:
                self.refresh()  # (the names as they are this moment)
                self._focus(0 if arrow in (Qt.Key.Key_Down, Qt.Key.Key_Right) else len(self.rows) - 1, 0)
                return True
        elif kind == QEvent.Type.LanguageChange and self.rows:
            self.refresh()
        return False

    @Slot()
    def _resized(self) -> None:
        if self.rows:
            self.refresh()
