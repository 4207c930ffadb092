"""A card is cheap to make: its shade and ring are made the first time it is dimmed or highlighted,
and the scene draws its picture once, for the pixels it is shown at (a deal makes 24 cards in one
turn of the GUI thread, issue 12); the ring stays over the shade whichever came first."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from studdesk.engine.cards import card
from studdesk.ui.scene.cards import CardItem
from studdesk.ui.scene.table_scene import TableScene
from studdesk.ui.theme import Theme


def test_a_new_card_has_only_its_picture_until_dimmed_or_highlighted(qtbot: QtBot) -> None:
    item = CardItem(card("9h"), Theme(), up=True)
    assert [type(c) for c in item.childItems()] == [QGraphicsPixmapItem]
    item.set_highlight(True)  # the ring first, then the shade: the ring still on top
    item.set_dimmed(True)
    paths = [c for c in item.childItems() if isinstance(c, QGraphicsPathItem)]
    assert len(paths) == 2
    ring = next(p for p in paths if p.pen().widthF() > 0 and p.brush().style().name == "NoBrush")
    shade = next(p for p in paths if p is not ring)
    picture = next(c for c in item.childItems() if isinstance(c, QGraphicsPixmapItem))
    assert picture.zValue() < shade.zValue() < ring.zValue()
    item.set_dimmed(False)
    assert not shade.isVisible() and ring.isVisible()


def test_a_dealt_card_is_drawn_once_for_the_scenes_pixels(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = TableScene()
    scene.configure(4, 0)
    scene.set_pixel_scale(2.5)
    drawn: list[CardItem] = []
    redraw = CardItem._redraw

    def counted(self: CardItem) -> None:
        drawn.append(self)
        redraw(self)

    monkeypatch.setattr(CardItem, "_redraw", counted)
    item, _ = scene.new_card(1, card("Ks"), face_up=True)
    assert drawn == [item]  # once, at the scene's pixel scale (not once more as it is put on)
    item.setProperty("flip", 0.0)  # where it is already (a turn's animation starts so): no drawing
    assert drawn == [item]
    item.setProperty("flip", 1.0)
    assert drawn == [item, item]
