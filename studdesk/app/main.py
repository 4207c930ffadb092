"""`studdesk`: the composition root of the desktop app.

Loads the settings (a damaged file is moved aside and the player told),
builds the window and the game controller, starts the engine thread and
enters Qt's event loop. `build` does everything but the event loop, so the
tests, the screenshot script and the start-up benchmark use the same path.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication

from studdesk.app.controller import GameController
from studdesk.persistence.paths import config_dir
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsStore
from studdesk.ui.assets import app_icon
from studdesk.ui.main_window import MainWindow


@dataclass(slots=True)
class App:
    qt: QApplication
    window: MainWindow
    controller: GameController
    notice: str | None


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="studdesk", description="Stud poker practice against bots.")
    parser.add_argument("--seed", type=int, help="deal the same cards again (for bug reports)")
    return parser.parse_args(list(argv))


def build(seed: int | None = None, settings: Settings | None = None) -> App:
    """The application, its window and controller, not yet started."""
    qt = QApplication.instance()
    if not isinstance(qt, QApplication):
        qt = QApplication(sys.argv[:1])
    qt.setApplicationName("StudDesk")
    qt.setDesktopFileName("studdesk")
    qt.setWindowIcon(app_icon())
    store = SettingsStore(config_dir())
    notice: str | None = None
    if settings is None:
        settings, notice = store.load()
    window = MainWindow()
    controller = GameController(window, settings, store, seed)
    return App(qt, window, controller, notice)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = build(seed=args.seed)
    if app.window.geometry().width() < 1024 and not app.controller.settings.window_geometry:
        app.window.resize(1280, 800)
    app.window.show()
    if app.notice:
        app.window.show_message("Settings", app.notice)
    app.controller.start()
    return app.qt.exec()
