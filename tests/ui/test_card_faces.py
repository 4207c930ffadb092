"""Drawn card faces: cached per size and theme, four colours, the R2.5 hidden marker."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from studdesk.engine.cards import card
from studdesk.ui.card_faces import ASPECT, CardPixmaps
from studdesk.ui.theme import Theme


def _image(cache: CardPixmaps, text: str, theme: Theme, hidden: bool = False) -> QImage:
    return cache.face(card(text), 120, theme, hidden).toImage()


def _has_color(image: QImage, color: str, tolerance: int = 40) -> bool:
    want = QColor(color)
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue())
                < tolerance
            ):
                return True
    return False


def test_pixmaps_are_cached_per_card_size_and_theme(qtbot: QtBot) -> None:
    cache = CardPixmaps()
    first = cache.face(card("Qh"), 80, Theme())
    assert cache.face(card("Qh"), 80.6, Theme()) is first  # same pixel width after rounding
    assert cache.renders == 1
    cache.face(card("Qh"), 160, Theme())  # a bigger window or a HiDPI screen: drawn again, crisp
    cache.face(card("Qh"), 80, Theme(four_color=True))
    assert cache.renders == 3
    assert first.width() == 80 and first.height() == round(80 * ASPECT)


def test_cache_is_bounded(qtbot: QtBot) -> None:
    cache = CardPixmaps(capacity=5)
    for width in range(20, 60, 4):
        cache.back(width)
    assert len(cache) == 5


def test_four_colour_deck_draws_diamonds_blue_and_clubs_green(qtbot: QtBot) -> None:
    cache = CardPixmaps()
    assert _has_color(_image(cache, "7d", Theme()), "#c8102e")
    assert not _has_color(_image(cache, "7d", Theme()), "#1f56c4")
    assert _has_color(_image(cache, "7d", Theme(four_color=True)), "#1f56c4")
    assert _has_color(_image(cache, "7c", Theme(four_color=True)), "#137a2c")


def test_r2_5_hidden_marker_greys_the_card(qtbot: QtBot) -> None:
    cache = CardPixmaps()
    plain = _image(cache, "As", Theme())
    hidden = _image(cache, "As", Theme(), hidden=True)
    assert plain != hidden
    centre = (plain.width() // 5, plain.height() // 2)  # a white part of the face
    assert hidden.pixelColor(*centre).lightness() < plain.pixelColor(*centre).lightness()


def test_back_shows_no_face(qtbot: QtBot) -> None:
    cache = CardPixmaps()
    back = cache.back(120).toImage()
    assert _has_color(back, "#8e1c2b")
    assert back != _image(cache, "As", Theme())


def test_hidpi_cards_are_drawn_for_the_device_pixels(qtbot: QtBot) -> None:
    """On a 2x screen a card covers twice the pixels, and its face is drawn at that size (crisp)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from studdesk.ui.card_faces import PIXMAPS
    from studdesk.ui.scene.cards import CardItem
    from studdesk.ui.scene.table_scene import TableScene

    widths = []
    for ratio in (1.0, 2.0):
        scene = TableScene()
        item = CardItem(card("9s"), Theme(), up=True)
        item.setProperty("flip", 1.0)
        scene.addItem(item)
        image = QImage(int(200 * ratio), int(280 * ratio), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(ratio)
        before = set(PIXMAPS._items)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 200, 280), item.sceneBoundingRect())
        painter.end()
        new = set(PIXMAPS._items) - before
        widths.append(max(key[1] for key in new))
    assert widths[1] == pytest.approx(2 * widths[0], abs=2)
