"""The table scene: felt, seats, cards, chips and the centre of the table.

The scene keeps the items and a little display state (stacks, bets, pots as
the events so far have left them). It knows nothing about rules: the builders
(`builders.py`) change it event by event, and `sync` squares it with the
engine's `PlayerView` at the end of each batch.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsScene,
)

from studdesk.engine.cards import Card
from studdesk.engine.events import PotInfo, SeatInfo
from studdesk.engine.variants import VARIANTS, Variant
from studdesk.engine.views import PlayerView
from studdesk.ui.scene.cards import CardItem
from studdesk.ui.scene.items import Banner, ChipStack, Marker, Pictured, SeatPlate, font
from studdesk.ui.scene.layout import CARD_H, CARD_W, RAIL, SeatSpot, TableLayout, layout_for, u
from studdesk.ui.theme import MUTED_TEXT, Theme
from studdesk.wording.table import bring_in_badge, dealer_shoe, pot_total, pots_line, shown_name


class Felt(QGraphicsEllipseItem):
    """The oval table: a wooden rail round a felt of the chosen colour.

    Three ellipse items (the rail, the felt, a faint line on it) that Qt bounds, draws and caches
    in C++: as a QGraphicsObject, its Python boundingRect was called for every frame drawn, some
    1,200 of the GUI thread's entries into Python a hand, each a wait for the GIL while the bots
    compute (issue 12).
    """

    def __init__(self, rect: QRectF, theme: Theme) -> None:
        super().__init__(rect.adjusted(-u(RAIL), -u(RAIL), u(RAIL), u(RAIL)))
        self._rect = rect
        self.setPen(QPen(QColor(0, 0, 0, 200), u(0.04)))
        self._cloth = QGraphicsEllipseItem(rect, self)
        self._cloth.setPen(QPen(theme.felt_edge, u(0.05)))
        self._line = QGraphicsEllipseItem(rect.adjusted(u(1.1), u(0.9), -u(1.1), -u(0.9)), self)
        self._line.setPen(QPen(QColor(255, 255, 255, 28), u(0.035)))
        self._line.setBrush(Qt.BrushStyle.NoBrush)
        for item in (self, self._cloth, self._line):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-10)
        self.set_theme(theme)

    def set_theme(self, theme: Theme) -> None:
        self.setBrush(theme.rail)
        gradient = QRadialGradient(self._rect.center(), self._rect.width() / 2)
        gradient.setColorAt(0.0, theme.felt_color.lighter(118))
        gradient.setColorAt(1.0, theme.felt_color.darker(125))
        self._cloth.setPen(QPen(theme.felt_edge, u(0.05)))
        self._cloth.setBrush(gradient)


class TableScene(QGraphicsScene):
    def __init__(self, theme: Theme | None = None) -> None:
        super().__init__()
        self.theme = theme or Theme()
        self.setBackgroundBrush(self.theme.background)
        self.layout: TableLayout | None = None
        self.variant: Variant = VARIANTS["stud"]
        self.viewer = 0
        self.plates: dict[int, SeatPlate] = {}
        self.bets: dict[int, ChipStack] = {}
        self.cards: dict[int, list[CardItem]] = {}
        self.hand_labels: dict[int, Banner] = {}
        self.community: CardItem | None = None
        self.street = -1
        #: the street being played, as the engine named it ("fourth street")
        self.street_name = ""
        self.small_bet = 0
        self.big_bet = 0
        self.pot_amount = 0
        self._pot_amounts: list[int] = []
        self.felt: Felt | None = None
        #: device pixels per scene unit where the scene is shown (`set_pixel_scale`)
        self.pixel_scale = 1.0
        #: scene to device pixels where the scene is shown (`set_device_transform`)
        self.device = QTransform()
        self.pot = ChipStack(0, pot_total)
        self.side_pots = Banner(0.25, pill=False, color=MUTED_TEXT)
        self.info = Banner(0.3, bold=True)
        self.button = Marker("D", "#f7f7f2", "#111111", 0.5)
        self.bring_in = Marker(bring_in_badge(), "#f08c2e", "#1b1b1b", 0.36)
        #: the seat the bring-in badge is on (None while it is hidden)
        self.bring_in_seat: int | None = None
        self.shoe = Shoe()
        for item in (self.pot, self.side_pots, self.info, self.button, self.bring_in, self.shoe):
            self.put(item)
        self.button.hide()
        self.bring_in.hide()
        self.pot.set_amount(0)
        self.side_pots.set_text("")
        self.info.set_text("")
        # a table from the first frame: without a scene rect the view would zoom onto the shoe
        self.configure(6, 0)

    # --------------------------------------------------------------- layout

    def configure(self, seat_count: int, viewer: int, max_cards: int = 7) -> None:
        """Lay the table out for `seat_count` seats with `viewer` at the bottom (idempotent)."""
        if self.layout is not None and (
            self.layout.seat_count,
            self.layout.viewer,
            self.layout.max_cards,
        ) == (seat_count, viewer, max_cards):
            return
        self.clear_hand()
        for plate in self.plates.values():
            self.removeItem(plate)
        for stack in self.bets.values():
            self.removeItem(stack)
        for label in self.hand_labels.values():
            self.removeItem(label)
        if self.felt is not None:
            self.removeItem(self.felt)
        self.viewer = viewer
        self.layout = layout_for(seat_count, viewer, max_cards)
        self.felt = Felt(self.layout.felt_rect, self.theme)
        self.addItem(self.felt)
        self.plates, self.bets, self.hand_labels = {}, {}, {}
        for seat, spot in self.layout.spots.items():
            plate = SeatPlate()
            plate.setPos(spot.plate_rect.topLeft())
            plate.set_state(is_viewer=seat == viewer)
            self.put(plate)
            self.plates[seat] = plate
            bet = ChipStack(0)
            bet.setPos(spot.bet_pos)
            bet.set_amount(0)
            self.put(bet)
            self.bets[seat] = bet
            label = Banner(0.25, bold=True)
            # hand names go on the side of the seat that faces the middle of the table
            if spot.centre.y() < -u(0.5):
                label.setPos(spot.plate_rect.center().x(), spot.plate_rect.bottom() + u(0.38))
            else:
                label.setPos(spot.cards_rect.center().x(), spot.cards_rect.top() - u(0.36))
            label.set_text("")
            self.put(label)
            self.hand_labels[seat] = label
        self.pot.setPos(self.layout.pot_pos)
        self.side_pots.setPos(self.layout.pot_pos + QPointF(u(0.6), u(0.42)))
        self.info.setPos(self.layout.info_pos)
        self.shoe.setPos(self.layout.shoe_pos)
        for item in (self.pot, self.side_pots, self.info, self.shoe):
            item.realign()  # drawn for where they are now
        self.setSceneRect(self.layout.scene_rect)

    def set_pixel_scale(self, scale: float) -> None:
        """The view shows the scene at `scale` device pixels per scene unit (its zoom times the
        screen's pixel ratio): the cards' pixmaps are drawn for it."""
        if scale <= 0 or scale == self.pixel_scale:
            return
        self.pixel_scale = scale
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_pixel_scale(scale)

    def set_device_transform(self, device: QTransform) -> None:
        """The view shows the scene through `device` (scene to device pixels: its zoom, where the
        table sits in it, the screen's pixel ratio): the chips and plates are drawn for it."""
        t = QTransform(device)
        if t != self.device:
            self.device = t
            for item in self.items():
                if isinstance(item, Pictured):
                    item.set_device_transform(t)
        self.set_pixel_scale(math.hypot(device.m11(), device.m12()))

    def add_card(self, item: CardItem) -> None:
        """Put a card on the table, its pixmap drawn for the pixels it is shown at."""
        item.set_pixel_scale(self.pixel_scale)
        self.addItem(item)

    def put(self, item: Pictured) -> None:
        """Put a chip stack or plate on the table, drawn for the pixels it is shown at."""
        self.addItem(item)
        item.set_device_transform(self.device)

    def spot(self, seat: int) -> SeatSpot:
        assert self.layout is not None
        return self.layout.spots[seat]

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        if self.felt is not None:
            self.felt.set_theme(theme)
        for row in self.cards.values():
            for item in row:
                item.set_theme(theme)
        if self.community is not None:
            self.community.set_theme(theme)

    # ------------------------------------------------------------ hand state

    def clear_hand(self) -> None:
        for row in self.cards.values():
            for item in row:
                self.removeItem(item)
        self.cards = {}
        if self.community is not None:
            self.removeItem(self.community)
            self.community = None
        for stack in self.bets.values():
            stack.set_amount(0)
        for label in self.hand_labels.values():
            label.set_text("")
        self.pot_amount = 0
        self._pot_amounts = []
        self.pot.set_amount(0)
        self.side_pots.set_text("")
        self.hide_bring_in()
        self.street = -1
        self.street_name = ""

    def seat_players(self, seats: tuple[SeatInfo, ...]) -> None:
        playing = {s.seat: s for s in seats}
        for seat, plate in self.plates.items():
            info = playing.get(seat)
            if info is None:
                plate.set_state(empty=True, name="", stack=0, action="", active=False, folded=False)
            else:
                plate.set_state(
                    empty=False,
                    name=shown_name(info.name),
                    stack=info.stack,
                    action="",
                    active=False,
                    folded=False,
                    thinking=False,
                    out=False,
                )

    def new_card(self, seat: int, card: Card | None, face_up: bool) -> tuple[CardItem, QPointF]:
        """A card item for `seat`'s next slot, at the shoe; returns it with its target position."""
        row = self.cards.setdefault(seat, [])
        # a down card shown face up is marked as one: the viewer's own, or any in a replay's reveal
        hidden = not face_up and (seat == self.viewer or card is not None)
        item = CardItem(card, self.theme, up=face_up, hidden_from_others=hidden, pixel_scale=self.pixel_scale)
        item.setZValue(10 + len(row))
        target = self.card_target(seat, len(row))
        row.append(item)
        self.add_card(item)
        return item, target

    def card_target(self, seat: int, index: int) -> QPointF:
        """Where `seat`'s `index`-th card belongs: fanned so every face the viewer sees is readable."""
        faces = [item.card is not None for item in self.cards.get(seat, [])[:index]]
        return self.spot(seat).card_pos(index, faces)

    def new_community_card(self, card: Card) -> tuple[CardItem, QPointF]:
        assert self.layout is not None
        item = CardItem(card, self.theme, up=True)
        item.setZValue(10)
        self.community = item
        self.add_card(item)
        return item, self.layout.community_pos

    def shoe_point(self) -> QPointF:
        return self.shoe.pos() + QPointF(u(0.05), u(0.05))

    def set_pots(self, pots: tuple[PotInfo, ...]) -> None:
        self.pot_amount = sum(p.amount for p in pots)
        self.pot.set_amount(self.pot_amount)
        self._pot_amounts = [p.amount for p in pots]
        self.side_pots.set_text(pots_line(self._pot_amounts))

    def show_bring_in(self, seat: int) -> None:
        spot = self.spot(seat)
        self.bring_in.setPos(spot.plate_rect.center().x(), spot.plate_rect.top() - u(0.02))
        self.bring_in.realign()
        self.bring_in.show()
        self.bring_in_seat = seat

    def hide_bring_in(self) -> None:
        self.bring_in.hide()
        self.bring_in_seat = None

    def set_active(self, seat: int | None) -> None:
        for s, plate in self.plates.items():
            if plate.active != (s == seat):
                plate.set_state(active=s == seat)

    def retranslate(self) -> None:
        """The table's own words in the language just installed (`ui.languages`); what the hand's
        events wrote (the banner, the plates' last actions) changes with the next event."""
        self.bring_in.set_text(bring_in_badge())
        self.pot.set_amount(self.pot_amount)
        self.side_pots.set_text(pots_line(self._pot_amounts))
        for plate in self.plates.values():
            plate.redraw()
        for bet in self.bets.values():
            bet.redraw()
        self.shoe.redraw()

    def sync(self, view: PlayerView) -> None:
        """Square the display with the engine's view at the end of a batch."""
        for s in view.seats:
            plate = self.plates.get(s.seat)
            if plate is None:
                continue
            out = view.is_over and s.stack == 0
            if plate.stack != s.stack or plate.folded != s.folded or plate.out != out:
                plate.set_state(stack=s.stack, folded=s.folded, out=out)
            if not view.is_over and self.bets[s.seat].amount != s.round_bet:
                self.bets[s.seat].set_amount(s.round_bet)
        self.set_active(view.to_act)


class Shoe(Pictured):
    """The dealer's shoe the cards fly out of."""

    def look(self) -> object:
        return dealer_shoe()

    def bounds(self) -> QRectF:
        return QRectF(-u(0.15), -u(0.15), u(CARD_W) + u(0.3), u(CARD_H) * 0.5 + u(0.3))

    def draw(self, painter: QPainter) -> None:
        rect = QRectF(-u(0.1), 0, u(CARD_W) + u(0.2), u(CARD_H) * 0.5)
        painter.setPen(QPen(QColor(0, 0, 0, 180), u(0.03)))
        painter.setBrush(QColor("#2b2f36"))
        painter.drawRoundedRect(rect, u(0.08), u(0.08))
        painter.setPen(QColor("#9aa3ad"))
        painter.setFont(font(0.2, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, dealer_shoe())
