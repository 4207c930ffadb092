"""Themes: suits told apart by shape, the large-index card style, light and dark application
palettes (also following the desktop), and switching all of it from the settings at once."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.engine.cards import Suit, card
from studdesk.persistence.settings import Settings
from studdesk.ui import palettes
from studdesk.ui.card_faces import CardPixmaps
from studdesk.ui.dialogs.appearance_widgets import FeltPresets
from studdesk.ui.dialogs.settings_dialog import SettingsDialog
from studdesk.ui.palettes import PaletteKeeper, is_dark
from studdesk.ui.suit_shapes import draw_suit
from studdesk.ui.theme import Theme


@pytest.fixture
def keeper(qtbot: QtBot) -> Iterator[PaletteKeeper]:
    keeper = PaletteKeeper()
    yield keeper
    QGuiApplication.setPalette(QPalette())  # the next test starts from the desktop's palette


def _mask(suit: Suit, side: int = 64) -> set[tuple[int, int]]:
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("black"))
    draw_suit(painter, suit, QRectF(0, 0, side, side))
    painter.end()
    return {(x, y) for x in range(side) for y in range(side) if image.pixelColor(x, y).alpha() > 128}


def test_every_two_suits_differ_by_shape_not_only_colour(qtbot: QtBot) -> None:
    masks = {suit: _mask(suit) for suit in Suit}
    for a, b in combinations(Suit, 2):
        differing = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
        # clubs and spades share a stem and a width: they differ least (13 % when written)
        assert differing > 0.1, (a, b, differing)
    for suit, mask in masks.items():  # each fills a good part of its box, centred
        assert 0.3 < len(mask) / 64**2 < 0.8, suit


def test_large_index_cards_are_drawn_and_cached_apart(qtbot: QtBot) -> None:
    cache = CardPixmaps()
    standard = cache.face(card("Qh"), 60, Theme()).toImage()
    large = cache.face(card("Qh"), 60, Theme(large_index=True)).toImage()
    assert cache.renders == 2 and standard != large
    assert Theme(large_index=True).key != Theme().key != Theme(four_color=True).key

    # the rank of a large index is taller: more ink in the card's top-left corner
    def ink(image: QImage) -> int:
        return sum(
            image.pixelColor(x, y).red() > 150 and image.pixelColor(x, y).green() < 100
            for x in range(image.width() // 2)
            for y in range(image.height() // 3)
        )

    assert ink(large) > 1.3 * ink(standard)


def test_light_and_dark_palettes_apply_to_the_whole_application(keeper: PaletteKeeper) -> None:
    keeper.apply("dark")
    assert is_dark(QApplication.palette())
    keeper.apply("light")
    assert not is_dark(QApplication.palette())


def test_the_system_choice_follows_the_desktop_when_it_changes(
    keeper: PaletteKeeper, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(palettes, "system_scheme", lambda: "light")
    keeper.apply("system")
    assert not is_dark(QApplication.palette())
    monkeypatch.setattr(palettes, "system_scheme", lambda: "dark")
    keeper._system_changed(Qt.ColorScheme.Dark)  # what the style hints' signal calls
    assert is_dark(QApplication.palette())
    keeper.apply("light")  # a fixed choice no longer follows
    keeper._system_changed(Qt.ColorScheme.Dark)
    assert not is_dark(QApplication.palette())


def test_the_settings_dialog_offers_the_appearance_choices(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(), bot_names=["calling-station"])
    qtbot.addWidget(dialog)
    e = dialog.editors
    e["app_palette"].setCurrentIndex(e["app_palette"].findData("dark"))  # type: ignore[attr-defined]
    e["card_style"].setCurrentIndex(e["card_style"].findData("large_index"))  # type: ignore[attr-defined]
    dialog._ints["text_size"].setValue(150)
    felt_presets = dialog.findChild(FeltPresets)
    felt_presets.buttons["#1f4e79"].click()
    dialog.accept()
    chosen = dialog.result_settings()
    assert chosen is not None
    assert (chosen.app_palette, chosen.card_style, chosen.text_size, chosen.felt_color) == (
        "dark",
        "large_index",
        150,
        "#1f4e79",
    )
