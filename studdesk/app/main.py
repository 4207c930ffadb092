"""`studdesk`: the composition root of the desktop app.

Loads the settings (a damaged file is moved aside and the player told),
builds the window, the engine worker and its runner, the pacer and the flow,
starts the engine thread and enters Qt's event loop. `build` does everything
but the event loop, so the tests, the screenshot script and the start-up
benchmark use the same path.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication, QMessageBox

from studdesk.app.flow import GameFlow
from studdesk.app.pacer import Pacer
from studdesk.app.worker import EngineWorker
from studdesk.persistence.paths import PathsError, config_dir, data_dir
from studdesk.persistence.settings import Settings
from studdesk.persistence.settings_store import SettingsStore
from studdesk.play.runner import Runner
from studdesk.ui.assets import app_icon
from studdesk.ui.main_window import MainWindow


@dataclass(slots=True)
class App:
    qt: QApplication
    window: MainWindow
    pacer: Pacer
    flow: GameFlow
    notice: str | None

    def start(self) -> None:
        """Start the engine thread, then the game the player left off (or a new practice table)."""
        self.pacer.start()
        self.flow.start()


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="studdesk", description="Stud poker practice against bots.")
    parser.add_argument("--seed", type=int, help="deal the same cards again (for bug reports)")
    return parser.parse_args(list(argv))


def build(seed: int | None = None, settings: Settings | None = None) -> App:
    """The application, its window, pacer and flow, not yet started."""
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
    pacer = Pacer(window, EngineWorker(Runner()))
    flow = GameFlow(window, pacer, settings, store, seed)
    return App(qt, window, pacer, flow, notice)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        config_dir(), data_dir()
    except PathsError as exc:  # no folder to keep settings and saves in: say so, write nothing
        print(f"studdesk: {exc}", file=sys.stderr)
        _dialog_needs_an_app = QApplication.instance() or QApplication(sys.argv[:1])
        QMessageBox.critical(None, "StudDesk cannot start", str(exc))
        return 1
    app = build(seed=args.seed)
    if app.window.geometry().width() < 1024 and not app.flow.settings.window_geometry:
        app.window.resize(1280, 800)
    app.window.show()
    if app.notice:
        app.window.show_message("Settings", app.notice)
    app.start()
    return app.qt.exec()
