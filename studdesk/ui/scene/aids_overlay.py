"""The practice aids on the table itself: what each board can still make, and dimmed folded cards.

Both sit on top of the scene the builders draw, as items of their own, so the
table's animations are untouched: a hover area over each opponent's seat
(its tooltip, or a click, tells what the board can still make given the dead
cards), and, when the player wants it, the folded players' up cards left
dimmed at their seats instead of vanishing into the muck.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneMouseEvent, QToolTip

from studdesk.engine.cards import Card
from studdesk.engine.views import PlayerView
from studdesk.play.aids import BoardText
from studdesk.ui.scene.cards import CardItem
from studdesk.ui.scene.layout import TableLayout, u
from studdesk.ui.scene.table_scene import TableScene
from studdesk.wording import odds as odds_words

#: above the cards and plates (so the pointer finds it), below the markers and banners
HOVER_Z = 45
DIMMED_Z = 5
DIMMED_OPACITY = 0.5


class SeatHover(QGraphicsRectItem):
    """An invisible area over one seat's cards and plate that tells what its board can make.

    A rect item with neither pen nor brush: Qt finds, bounds and "draws" it in C++. As a
    QGraphicsObject its Python boundingRect and paint were some 2,000 of the GUI thread's
    entries into Python a hand, each a wait for the GIL while the bots compute (issue 12).
    """

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.seat = seat
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setZValue(HOVER_Z)
        self.setAcceptHoverEvents(True)
        self.setToolTip("")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        """A click shows the same words as hovering (for touch screens and impatient players)."""
        if self.toolTip():
            QToolTip.showText(event.screenPos(), self.toolTip())
        event.ignore()  # the click still reaches the table (it skips the animation that plays)


class AidsOverlay:
    """The aids' items on the table scene; updated after each batch the table has shown."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.hovers: dict[int, SeatHover] = {}
        self._layout: TableLayout | None = None
        self._boards_on = False
        self._dim_on = False
        self._hidden = False
        self._last_view: PlayerView | None = None
        #: the table the dimmed cards on show were drawn for (a new one: all are made again)
        self._dimmed_key: object = None
        #: each folded seat's dimmed cards on show and what they were made from
        self._seat_dimmed: dict[int, tuple[object, list[CardItem]]] = {}

    @property
    def dimmed(self) -> list[CardItem]:
        """The dimmed cards on show, seat by seat."""
        return [item for seat in sorted(self._seat_dimmed) for item in self._seat_dimmed[seat][1]]

    # ------------------------------------------------------------------ switches

    def set_enabled(self, boards: bool, dim_folded: bool) -> None:
        self._boards_on, self._dim_on = boards, dim_folded
        if not boards:
            self.set_boards(())
        if self._last_view is not None:
            self.show_view(self._last_view)
        elif not dim_folded:
            self._clear_dimmed()

    def hide_folded(self, hidden: bool) -> None:
        """The memory drill hides the folded cards while it asks about them."""
        self._hidden = hidden
        for item in self.dimmed:
            item.setVisible(not hidden)

    # ------------------------------------------------------------------ the table moved on

    def show_view(self, view: PlayerView) -> None:
        """Square the overlay with the view the table shows now (a batch has finished)."""
        if view.hand_number != (self._last_view.hand_number if self._last_view else None):
            self.set_boards(())
        self._last_view = view
        self._follow_layout()
        folded = [
            s
            for s in view.seats
            if self._dim_on and s.folded and s.seat != view.viewer and s.seat in self.scene.plates
        ]
        # each seat's folded cards as on show are kept: made again after every batch, they were
        # some 5 ms of the GUI thread's time each; and when one more player folds, only theirs are
        # made (all of them again were up to 14 ms in one turn with five folded, issue 12)
        table = (self.scene.layout, self.scene.theme)
        if table != self._dimmed_key:
            self._clear_dimmed()
            self._dimmed_key = table
        wanted = {s.seat: (s.cards, s.up, s.name) for s in folded}
        for seat in [seat for seat, (made, _) in self._seat_dimmed.items() if wanted.get(seat) != made]:
            for item in self._seat_dimmed.pop(seat)[1]:
                self.scene.removeItem(item)
        for s in folded:
            if s.seat not in self._seat_dimmed:
                self._seat_dimmed[s.seat] = (wanted[s.seat], self._dim(s.seat, s.cards, s.up, s.name))

    def set_boards(self, boards: Sequence[BoardText]) -> None:
        """Each opponent's board reading as its seat's tooltip (empty: no tooltip)."""
        self._follow_layout()
        texts = {b.seat: "\n".join(b.lines) for b in boards} if self._boards_on else {}
        for seat, hover in self.hovers.items():
            hover.setToolTip(texts.get(seat, ""))

    def clear(self) -> None:
        self._last_view = None
        self._clear_dimmed()
        self.set_boards(())

    # ------------------------------------------------------------------ items

    def _follow_layout(self) -> None:
        """New seats when the table was laid out again (another table size or viewer)."""
        layout = self.scene.layout
        if layout is self._layout or layout is None:
            return
        for hover in self.hovers.values():
            self.scene.removeItem(hover)
        self.hovers = {}
        self._layout = layout
        for seat, spot in layout.spots.items():
            if seat == layout.viewer:
                continue
            hover = SeatHover(seat, spot.group_rect.adjusted(-u(0.05), -u(0.05), u(0.05), u(0.05)))
            self.scene.addItem(hover)
            self.hovers[seat] = hover

    def _dim(self, seat: int, cards: Sequence[Card | None], up: Sequence[bool], name: str) -> list[CardItem]:
        """`seat`'s folded up cards, dimmed at their places."""
        faces = [c is not None for c in cards]
        spot = self.scene.spot(seat)
        made: list[CardItem] = []
        for index, (card, is_up) in enumerate(zip(cards, up, strict=True)):
            if not is_up or card is None:
                continue
            item = CardItem(card, self.scene.theme, up=True, pixel_scale=self.scene.pixel_scale)
            item.setProperty("flip", 1.0)
            item.set_dimmed(True)
            item.setOpacity(DIMMED_OPACITY)
            item.setZValue(DIMMED_Z + index)
            item.setPos(spot.card_pos(index, faces))
            item.setToolTip(odds_words.folded_card_tip(name))
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            item.setVisible(not self._hidden)
            self.scene.add_card(item)
            made.append(item)
        return made

    def _clear_dimmed(self) -> None:
        for _, items in self._seat_dimmed.values():
            for item in items:
                self.scene.removeItem(item)
        self._seat_dimmed = {}
        self._dimmed_key = None

    def dimmed_cards(self) -> list[tuple[int, QPointF]]:
        """(card index, position) of every dimmed card: for tests."""
        return [(item.card.index if item.card else -1, item.pos()) for item in self.dimmed]
