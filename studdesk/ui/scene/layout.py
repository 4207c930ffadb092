"""Where everything sits on the table, in card units (DESIGN.md §3).

One unit is the width of a card. Every position here is computed from the
number of seats; the view scales the whole scene with `fitInView`, so there is
no pixel size anywhere and the table reads the same in a 1024x640 window and
on a 4K screen. The viewer sits at the bottom centre; seat numbers increase
clockwise (R1.3), which on screen runs bottom -> left -> top -> right.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from studdesk.ui.card_faces import ASPECT

#: scene coordinates per card unit (the card items are drawn at this size)
UNIT = 100.0
CARD_W = 1.0
CARD_H = ASPECT
#: horizontal offset after a card whose face the viewer sees: its whole corner index shows
#: (rank and suit, `card_faces.INDEX_W`), since in stud the up cards are the game
FACE_STEP = 0.58
#: offset after a card back: the backs only need to be counted, so they overlap more
BACK_STEP = 0.3
PLATE_W = 3.3
PLATE_H = 0.95
PLATE_GAP = 0.1
FELT_RX = 9.3
FELT_RY = 5.15
RAIL = 0.45
#: ellipse the seat groups' centres lie on
SEAT_RX = 8.55
SEAT_RY = 4.95
#: fraction of the way from a seat to the centre where its bets sit
BET_FRACTION = 0.44
#: from a plate's side to the dealer button's centre: its radius (0.25) and a little air
BUTTON_GAP = 0.36
MAX_CARDS = 7


def u(value: float) -> float:
    """Card units to scene coordinates."""
    return value * UNIT


def pt(x: float, y: float) -> QPointF:
    return QPointF(u(x), u(y))


@dataclass(frozen=True, slots=True)
class SeatSpot:
    """Geometry of one seat: its card row, name plate, bet spot and markers (scene coords)."""

    seat: int
    #: 0 = the viewer at the bottom, then clockwise
    position: int
    centre: QPointF
    cards_rect: QRectF
    plate_rect: QRectF
    bet_pos: QPointF
    button_pos: QPointF

    def card_pos(self, index: int, faces: Sequence[bool] = ()) -> QPointF:
        """Top-left corner of the seat's `index`-th card (dealing order, left to right).

        `faces[i]` says whether the viewer sees card i's face (missing: yes); the
        row is fanned so that every face shows its corner index.
        """
        x = sum(FACE_STEP if i >= len(faces) or faces[i] else BACK_STEP for i in range(index))
        return QPointF(self.cards_rect.left() + u(x), self.cards_rect.top())

    @property
    def group_rect(self) -> QRectF:
        return self.cards_rect.united(self.plate_rect)


@dataclass(frozen=True, slots=True)
class TableLayout:
    seat_count: int
    viewer: int
    #: cards a seat can hold in the variant (the row width)
    max_cards: int
    spots: dict[int, SeatSpot]

    @property
    def scene_rect(self) -> QRectF:
        felt = self.felt_rect.adjusted(-u(RAIL), -u(RAIL), u(RAIL), u(RAIL))
        rect = felt
        for spot in self.spots.values():
            rect = rect.united(spot.group_rect)
        return rect.adjusted(-u(0.25), -u(0.25), u(0.25), u(0.25))

    @property
    def felt_rect(self) -> QRectF:
        return QRectF(-u(FELT_RX), -u(FELT_RY), u(2 * FELT_RX), u(2 * FELT_RY))

    # the centre of the table, from top to bottom: street label, pot and community card
    @property
    def info_pos(self) -> QPointF:
        return pt(0, -1.55)

    @property
    def pot_pos(self) -> QPointF:
        return pt(-0.2, 0.9)

    @property
    def community_pos(self) -> QPointF:
        """Top-left of the R2.7 community card."""
        return pt(1.5, -1.0)

    @property
    def shoe_pos(self) -> QPointF:
        return pt(-0.5, -1.2)

    @property
    def muck_pos(self) -> QPointF:
        return pt(-2.6, -0.9)


def seat_row_width(cards: int = MAX_CARDS) -> float:
    """Width of a row of `cards` faces (the widest a row gets: a showdown), in units."""
    return CARD_W + (cards - 1) * FACE_STEP


def layout_for(seat_count: int, viewer: int, max_cards: int = MAX_CARDS) -> TableLayout:
    """Seats evenly round the table, the viewer at the bottom, numbers increasing clockwise."""
    if not 2 <= seat_count <= 10:
        raise ValueError(f"a table has 2 to 10 seats, not {seat_count}")
    spots: dict[int, SeatSpot] = {}
    row_w = seat_row_width(max_cards)
    group_h = CARD_H + PLATE_GAP + PLATE_H
    for seat in range(seat_count):
        position = (seat - viewer) % seat_count
        # Screen y grows downwards, so a growing angle from 90° (bottom) runs clockwise.
        angle = math.radians(90 + 360 * position / seat_count)
        cx, cy = SEAT_RX * math.cos(angle), SEAT_RY * math.sin(angle)
        top = cy - group_h / 2
        cards_rect = QRectF(u(cx - row_w / 2), u(top), u(row_w), u(CARD_H))
        plate_rect = QRectF(u(cx - PLATE_W / 2), u(top + CARD_H + PLATE_GAP), u(PLATE_W), u(PLATE_H))
        bet = (cx * (1 - BET_FRACTION), cy * (1 - BET_FRACTION) - 0.1)
        # The button sits beside the plate, on the side nearer the table's centre line, clear of
        # the plate (whose right end holds the stack's digits).
        side = -1 if cx > 0.5 else 1
        button = (cx + side * (PLATE_W / 2 + BUTTON_GAP), top + CARD_H + PLATE_GAP + PLATE_H / 2)
        spots[seat] = SeatSpot(
            seat=seat,
            position=position,
            centre=pt(cx, cy),
            cards_rect=cards_rect,
            plate_rect=plate_rect,
            bet_pos=pt(*bet),
            button_pos=pt(*button),
        )
    return TableLayout(seat_count, viewer, max_cards, spots)
