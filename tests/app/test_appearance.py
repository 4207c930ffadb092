"""Theme switching in the running app: palette, card faces, felt and text size apply at once,
without a restart, and are saved."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studdesk.app.pacer import Phase
from studdesk.ui.palettes import is_dark

from .driver import quick_settings, start


def test_theme_switches_apply_at_once_and_are_saved(qtbot: QtBot) -> None:
    settings = quick_settings()
    driver = start(qtbot, settings, seed=4)
    qtbot.waitUntil(lambda: driver.pacer.phase is Phase.HUMAN_TURN, timeout=10_000)
    window = driver.window
    try:
        driver.flow.apply_settings(
            settings.updated(
                app_palette="dark", card_style="large_index", felt_color="#1f4e79", text_size=150
            )
        )
        assert is_dark(QApplication.palette())
        assert window.scene.theme.large_index and window.scene.theme.felt == "#1f4e79"
        assert window.text_size == 1.5
        assert window.panel.scale == window.ui_scale * 1.5
        driver.flow.apply_settings(settings.updated(app_palette="light", card_style="standard"))
        assert not is_dark(QApplication.palette())
        assert not window.scene.theme.large_index
        assert window.panel.scale == window.ui_scale
        saved = driver.saved_settings()
        assert (saved["app_palette"], saved["card_style"], saved["text_size"]) == ("light", "standard", 100)
    finally:
        QGuiApplication.setPalette(QPalette())


def test_bigger_and_smaller_text_from_the_view_menu_are_saved(qtbot: QtBot) -> None:
    driver = start(qtbot, quick_settings(text_size=190), seed=4)
    window = driver.window
    window.commands["text_bigger"].trigger()
    assert driver.flow.settings.text_size == 200 and window.text_size == 2.0
    window.commands["text_bigger"].trigger()  # the top: it stays, and says so
    assert driver.flow.settings.text_size == 200 and "200 %" in window.statusBar().currentMessage()
    window.commands["text_smaller"].trigger()
    saved = driver.saved_settings()
    assert saved["text_size"] == 190 and window.text_size == 1.9
