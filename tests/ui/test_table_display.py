"""What the table shows (issue 15): side pots, scoop captions, the button, chips, the bring-in badge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from pytestqt.qtbot import QtBot

from studdesk.engine.actions import Act, ActionKind
from studdesk.engine.cards import cards
from studdesk.engine.events import HandEnded, PotAwarded, PotInfo, PotShare, SeatInfo
from studdesk.ui.scene.builders import hand_ended, pots_awarded
from studdesk.ui.scene.director import AnimationDirector
from studdesk.ui.scene.items import ChipStack, SeatPlate
from studdesk.ui.scene.layout import layout_for
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.timings import Timings

from .helpers import batch, new_hand

SNAP = Timings(speed=0)


def _scene(seats: int = 4) -> TableScene:
    scene = TableScene()
    scene.configure(seats, 0)
    scene.seat_players(tuple(SeatInfo(s, f"P{s}", 1000) for s in range(seats)))
    return scene


def test_side_pots_read_main_pot_then_side_pot(qtbot: QtBot) -> None:
    scene = _scene()
    scene.set_pots((PotInfo(685, (0, 1, 2)), PotInfo(114, (0, 1))))
    assert scene.side_pots.text == "Main pot 685 · Side pot 114"
    assert scene.pot.amount == 799
    scene.set_pots((PotInfo(685, (0, 1, 2, 3)), PotInfo(1140, (0, 1, 2)), PotInfo(60, (0, 1))))
    assert scene.side_pots.text == "Main pot 685 · Side pot 1: 1,140 · Side pot 2: 60"
    scene.set_pots((PotInfo(1116, (0, 1)),))
    assert scene.side_pots.text == ""
    assert scene.pot._label() == "Pot 1,116"


def test_a_scoop_caption_is_shown_whole_past_the_plate(qtbot: QtBot) -> None:
    scene = _scene()
    scene.pot_amount = 1462
    awards = (
        PotAwarded(0, 2, 731, PotShare.HIGH, None, cards("Ah Kh Qh Jh 9h")),
        PotAwarded(0, 2, 731, PotShare.LOW, None, cards("8c 6d 4h 2s Ah")),
    )
    pots_awarded(scene, awards, SNAP)
    plate = scene.plates[2]
    assert plate.action == "Scoops 1,462 (731 high + 731 low)"
    width = QFontMetricsF(plate._action_font).horizontalAdvance(plate.action)
    # the caption is wider than the plate, and the plate's drawing reaches round all of it
    assert width > plate._action_rect().width()
    assert plate.boundingRect().width() >= width


def test_a_short_action_stays_inside_the_plate(qtbot: QtBot) -> None:
    plate = SeatPlate()
    plate.set_state(empty=False, name="Ada", stack=990, action="Calls 20")
    assert plate.boundingRect().width() < 400  # the plate itself (3.3 units) and its edge


@pytest.mark.parametrize("seats", range(2, 11))
def test_the_dealer_button_sits_clear_of_every_plate(seats: int) -> None:
    layout = layout_for(seats, viewer=0, max_cards=5 if seats > 8 else 7)
    for spot in layout.spots.values():
        p = spot.button_pos
        button = QRectF(p.x() - 25, p.y() - 25, 50, 50)  # the marker: 0.5 units across
        for other in layout.spots.values():
            assert not button.intersects(other.plate_rect), (seats, spot.seat, other.seat)
            assert not button.intersects(other.cards_rect), (seats, spot.seat, other.seat)


def test_chips_pass_under_the_plates_so_stacks_stay_readable(qtbot: QtBot) -> None:
    scene = _scene()
    for stack in [*scene.bets.values(), scene.pot, ChipStack(40)]:
        for plate in scene.plates.values():
            assert stack.zValue() < plate.zValue()


def test_the_bring_in_badge_leaves_with_the_players_fold(qtbot: QtBot) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, SNAP)
    hand = new_hand(players=4, seed=5)
    director.enqueue(batch(hand, hand.start()))
    opener = hand.to_act
    assert opener is not None
    offers = {o.kind: o for o in hand.legal_actions()}
    director.enqueue(batch(hand, hand.apply(Act.taking(opener, offers[ActionKind.BRING_IN]))))
    assert scene.bring_in.isVisible() and scene.bring_in_seat == opener
    while hand.to_act != opener:  # the next player completes, the rest call
        seat = hand.to_act
        assert seat is not None
        kinds = {o.kind: o for o in hand.legal_actions()}
        offer = kinds.get(ActionKind.COMPLETE) or kinds[ActionKind.CALL]
        director.enqueue(batch(hand, hand.apply(Act.taking(seat, offer))))
    assert scene.bring_in.isVisible()
    director.enqueue(batch(hand, hand.apply(Act(opener, ActionKind.FOLD))))
    assert not scene.bring_in.isVisible()
    assert scene.bring_in_seat is None


def test_a_stack_of_nothing_reads_out_once_the_hand_is_over(qtbot: QtBot) -> None:
    scene = _scene(3)
    scene.plates[1].set_state(stack=0)
    assert scene.plates[1].stack_text() == "all-in"  # the hand is on: the chips are in the pot
    hand_ended(scene, (HandEnded(((0, 2000), (1, 0), (2, 1000))),), SNAP)
    assert scene.plates[1].stack_text() == "out"
    assert scene.plates[0].stack_text() == "2,000"
    scene.seat_players((SeatInfo(0, "P0", 2000), SeatInfo(1, "P1", 1000)))  # a re-buy, a new hand
    assert scene.plates[1].stack_text() == "1,000"


def test_the_felt_is_drawn_by_qt_in_its_theme(qtbot: QtBot) -> None:
    """The felt is plain ellipse items (no Python boundingRect or paint for Qt to call for every
    frame, each a wait for the GIL while the bots compute: issue 12) in the theme's colours."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsEllipseItem

    from studdesk.ui.scene.table_scene import Felt
    from studdesk.ui.theme import Theme

    assert "boundingRect" not in Felt.__dict__ and "paint" not in Felt.__dict__
    scene = _scene()
    felt = scene.felt
    assert felt is not None
    assert all(type(c) is QGraphicsEllipseItem for c in felt.childItems())

    def centre_colour() -> tuple[int, int, int]:
        image = QImage(100, 100, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        centre = felt.sceneBoundingRect().center()
        scene.render(painter, QRectF(0, 0, 100, 100), QRectF(centre.x() - 5, centre.y() - 5, 10, 10))
        painter.end()
        c = image.pixelColor(50, 50)
        return c.red(), c.green(), c.blue()

    green = centre_colour()
    assert green[1] > green[0] and green[1] > green[2]
    scene.set_theme(Theme(felt="#7a1f2b"))
    red = centre_colour()
    assert red[0] > red[1] and red[0] > red[2]


def _shown(qtbot: QtBot, seats: int = 4) -> tuple[TableScene, object]:
    from studdesk.ui.scene.items import _PENDING
    from studdesk.ui.table_view import TableView

    scene = _scene(seats)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: not _PENDING)  # the plates and stacks drawn for the view's pixels
    return scene, view


def _on_whole_pixels(item: object, scene: TableScene) -> bool:
    """The item's picture lands on whole device pixels, unscaled: a blit, as sharp as a paint."""
    from PySide6.QtWidgets import QGraphicsPixmapItem

    (picture,) = [c for c in item.childItems() if isinstance(c, QGraphicsPixmapItem)]  # type: ignore[attr-defined]
    t = picture.sceneTransform() * scene.device
    whole = abs(t.dx() - round(t.dx())) < 1e-6 and abs(t.dy() - round(t.dy())) < 1e-6
    return whole and abs(t.m11() - 1) < 1e-9 and abs(t.m22() - 1) < 1e-9 and not picture.pixmap().isNull()


def test_plates_chips_and_markers_are_pictures_qt_shows(qtbot: QtBot) -> None:
    """Plates, chip stacks, banners, markers and the shoe draw nothing themselves: each is drawn into
    a pixmap when what it shows changes, and a plain QGraphicsPixmapItem shows it (no Python paint or
    boundingRect for Qt to call for every frame, each a wait for the GIL while the bots compute:
    issue 12), on whole device pixels where the view shows them."""
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

    from studdesk.ui.scene.items import Pictured, draw_pending

    scene, _view = _shown(qtbot)
    pictured = [i for i in scene.items() if isinstance(i, Pictured)]
    assert {type(i).__name__ for i in pictured} >= {"SeatPlate", "ChipStack", "Banner", "Marker", "Shoe"}
    for item in pictured:
        assert item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
        assert [type(c) for c in item.childItems()] == [QGraphicsPixmapItem]
    plate = scene.plates[1]
    assert _on_whole_pixels(plate, scene)
    painted = plate.paints
    plate.set_state(stack=plate.stack, action="")  # nothing changes: nothing drawn
    draw_pending()
    assert plate.paints == painted
    plate.set_state(action="Calls 20")
    plate.set_state(action="Raises 40", active=True)  # changed twice before the loop is reached
    assert plate.paints == painted
    qtbot.waitUntil(lambda: plate.paints > painted)  # drawn once the event loop is reached
    assert plate.paints == painted + 1
    bet = scene.bets[1]
    bet.set_amount(40)
    draw_pending()
    drawn = bet.paints
    bet.set_amount(40)
    draw_pending()
    assert bet.paints == drawn and _on_whole_pixels(bet, scene)
    scene.show_bring_in(2)  # moved, then drawn where it is
    draw_pending()
    assert _on_whole_pixels(scene.bring_in, scene)


def test_a_plate_shows_its_words_and_a_stack_its_chips(qtbot: QtBot) -> None:
    from studdesk.ui.scene.items import draw_pending

    scene, view = _shown(qtbot)
    image = view.grab().toImage()  # type: ignore[attr-defined]

    def colours_in(rect: QRectF) -> set[str]:
        box = view.mapFromScene(rect).boundingRect()  # type: ignore[attr-defined]
        return {
            image.pixelColor(x, y).name()
            for x in range(box.left(), box.right(), 1)
            for y in range(box.top(), box.bottom(), 1)
        }

    def near(colours: set[str], want: str) -> bool:
        w = QColor(want)
        return any(
            abs(c.red() - w.red()) + abs(c.green() - w.green()) + abs(c.blue() - w.blue()) < 24
            for c in map(QColor, colours)
        )

    plate = scene.plates[1]
    assert "#ffd866" in colours_in(plate.sceneBoundingRect())  # the stack's amount, in gold
    assert not near(colours_in(QRectF(scene.pot.pos(), scene.pot.pos())), "#e0a81e")
    scene.pot.set_amount(1125)
    draw_pending()
    image = view.grab().toImage()  # type: ignore[attr-defined]
    assert near(colours_in(scene.pot.sceneBoundingRect()), "#e0a81e")  # the gold 1000 chip at its foot
