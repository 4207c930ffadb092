"""The table as a player reads it: fanned up cards, and the whole table from the first frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from studdesk.engine.events import ShowdownRevealed
from studdesk.ui.card_faces import INDEX_W
from studdesk.ui.scene.director import AnimationDirector
from studdesk.ui.scene.layout import UNIT, layout_for
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.table_view import TableView
from studdesk.ui.timings import Timings

from .helpers import VIEWER, batch, call_down, new_hand


def _index_rect(item: object) -> QRectF:
    """The top-left corner index of a card item (rank over suit), in scene coordinates."""
    rect = item.sceneBoundingRect()  # type: ignore[attr-defined]
    return QRectF(item.pos().x(), rect.top(), INDEX_W * UNIT, rect.height() * 0.45)  # type: ignore[attr-defined]


def _assert_indices_uncovered(scene: TableScene) -> int:
    checked = 0
    for seat, row in scene.cards.items():
        for i, item in enumerate(row):
            if not item.face_showing or not item.isVisible():
                continue
            for later in row[i + 1 :]:
                assert not later.sceneBoundingRect().adjusted(5, 5, -5, -5).intersects(_index_rect(item)), (
                    seat,
                    i,
                )
            assert scene.spot(seat).cards_rect.adjusted(-6, -6, 6, 6).contains(item.sceneBoundingRect())
            checked += 1
    return checked


@pytest.mark.parametrize(("variant", "players"), [("stud", 7), ("razz", 4), ("five", 10)])
def test_up_cards_of_a_seat_do_not_hide_each_others_corner_index(
    qtbot: QtBot, variant: str, players: int
) -> None:
    scene = TableScene()
    director = AnimationDirector(scene, Timings(speed=0))
    hand = new_hand(variant, players=players, seed=4)
    director.enqueue(batch(hand, hand.start()))
    shown_down = False
    for events in call_down(hand):
        director.enqueue(batch(hand, events))
        assert _assert_indices_uncovered(scene) > 0
        shown_down |= any(isinstance(e, ShowdownRevealed) and e.seat != VIEWER for e in events)
    # at the showdown the opponents' down cards were spread out to be read too
    assert shown_down
    revealed = [i for s, row in scene.cards.items() if s != VIEWER for i in row[:1] if i.face_showing]
    assert revealed


def test_the_view_shows_the_table_before_the_first_hand(qtbot: QtBot) -> None:
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    assert scene.sceneRect() == layout_for(6, 0).scene_rect
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.layout.felt_rect)  # type: ignore[union-attr]
    # the felt fills the window's width, not a zoom onto the dealer's shoe
    assert visible.width() < scene.sceneRect().width() * 1.6
