"""Drawn card faces: cached per size and theme, four colours, the R2.5 hidden marker."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap
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


def _picture(item: object) -> QPixmap:
    from PySide6.QtWidgets import QGraphicsPixmapItem

    (picture,) = [c for c in item.childItems() if isinstance(c, QGraphicsPixmapItem)]  # type: ignore[attr-defined]
    return picture.pixmap()


def test_hidpi_cards_are_drawn_for_the_device_pixels(qtbot: QtBot) -> None:
    """A card's face is drawn for the device pixels it covers: the view's zoom (a larger window)
    times the screen's pixel ratio (on a 2x screen, twice the pixels: crisp)."""
    from studdesk.ui.scene.cards import CardItem
    from studdesk.ui.scene.layout import CARD_W, u
    from studdesk.ui.scene.table_scene import TableScene
    from studdesk.ui.table_view import TableView

    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    item = CardItem(card("9s"), Theme(), up=True)
    item.setProperty("flip", 1.0)
    scene.add_card(item)
    widths = []
    for size in ((600, 400), (1200, 800)):
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        zoom = view.transform().m11() * view.devicePixelRatioF()
        assert _picture(item).width() == CardPixmaps.pixel_width(u(CARD_W) * zoom)
        widths.append(_picture(item).width())
    assert widths[1] == pytest.approx(2 * widths[0], abs=2)
    scene.set_pixel_scale(2 * scene.pixel_scale)  # a screen of twice the pixel ratio
    assert _picture(item).width() == pytest.approx(2 * widths[1], abs=2)
    later = CardItem(card("Ah"), Theme(), up=True)
    later.setProperty("flip", 1.0)
    scene.add_card(later)
    assert _picture(later).width() == _picture(item).width()


def test_a_card_is_drawn_by_qt_without_calling_python(qtbot: QtBot) -> None:
    """The card draws nothing itself: a plain QGraphicsPixmapItem (no Python paint or boundingRect
    to call, each call a wait for the interpreter lock while the bots compute: issue 12) shows the
    face, and the shade and the ring are plain path items."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem

    from studdesk.ui.scene.cards import CardItem
    from studdesk.ui.scene.table_scene import TableScene

    scene = TableScene()
    item = CardItem(card("9h"), Theme(), up=True)
    scene.add_card(item)
    assert item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    back = _picture(item).cacheKey()
    item.setProperty("flip", 1.0)
    assert _picture(item).cacheKey() != back
    item.set_highlight(True)
    item.set_dimmed(True)
    assert sorted(type(c).__name__ for c in item.childItems()) == [
        "QGraphicsPathItem",
        "QGraphicsPathItem",
        "QGraphicsPixmapItem",
    ]
    assert all(type(c) in (QGraphicsPixmapItem, QGraphicsPathItem) for c in item.childItems())
    assert sum(c.isVisible() for c in item.childItems()) == 3
    image = QImage(200, 280, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 280), item.sceneBoundingRect())
    painter.end()
    shaded = QColor("#fbfbf8").darker(175)  # the face under the dimming shade
    assert _has_color(image, "#f5c542", 30)  # the ring (HIGHLIGHT)
    assert not _has_color(image, "#fbfbf8", 12) and _has_color(image, shaded.name(), 30)
    item.set_dimmed(False)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 280), item.sceneBoundingRect())
    painter.end()
    assert _has_color(image, "#fbfbf8", 12)  # the face itself
    item.setProperty("flip", 0.5)  # edge on: nothing shows
    assert not any(c.isVisible() for c in item.childItems())


def test_a_down_card_shown_at_the_showdown_loses_its_hidden_marker(qtbot: QtBot) -> None:
    """The builders clear `hidden_from_others` at the showdown: the picture is the plain face."""
    from studdesk.ui.card_faces import PIXMAPS
    from studdesk.ui.scene.cards import CardItem
    from studdesk.ui.scene.layout import CARD_W, u

    item = CardItem(card("Kd"), Theme(), hidden_from_others=True)
    item.setProperty("flip", 1.0)
    width = u(CARD_W)
    assert _picture(item).cacheKey() == PIXMAPS.face(card("Kd"), width, Theme(), True).cacheKey()
    item.hidden_from_others = False
    assert _picture(item).cacheKey() == PIXMAPS.face(card("Kd"), width, Theme(), False).cacheKey()
