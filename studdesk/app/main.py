"""`studdesk`: the composition root of the desktop app.

Loads the settings (a damaged file is moved aside and the player told),
builds the window, the engine worker and its runner, the pacer and the flow,
starts the engine thread and enters Qt's event loop. `build` does everything
but the event loop, so the tests, the screenshot script and the start-up
benchmark use the same path.
"""

from __future__ import annotations

from studdesk.app import import_gc

with import_gc.paused():  # what the app is made of: see that module
    import argparse
    import gc
    import html
    import os
    import sys
    import time
    from collections.abc import Sequence
    from dataclasses import dataclass

    from studdesk.app.plain_imports import restore_plain_import

    restore_plain_import()  # Qt, and PySide6's import hook out before the app's modules load
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    from studdesk import __version__
    from studdesk.app.aids import AidsController
    from studdesk.app.error_report import ErrorReport
    from studdesk.app.flow import GameFlow
    from studdesk.app.pacer import Pacer
    from studdesk.app.quit_signals import QuitOnSignals
    from studdesk.app.worker import EngineWorker
    from studdesk.persistence.logfile import install_log_file, remove_log_file
    from studdesk.persistence.paths import PathsError, config_dir, data_dir, log_dir
    from studdesk.persistence.settings import Settings
    from studdesk.persistence.settings_store import SettingsNotice, SettingsStore
    from studdesk.play.defaults import MAX_SEED
    from studdesk.ui.assets import app_icon
    from studdesk.ui.languages import SYSTEM, languages
    from studdesk.ui.main_window import MainWindow
    from studdesk.wording import dialogs as words

#: how long a thread may keep the GIL while another waits for it (Python's default: 5 ms). The GUI
#: thread takes the GIL again for every Python slot and paint Qt calls, and on the way back from every
#: Qt call that let it go, each time waiting this long while the engine's bots or the coach compute
#: in Python before Python asks them to let go; a frame makes dozens of such waits (issue 12: 5 ->
#: 1 ms, stall runs alternated, 7 each, medians: longest gap 266 -> 218 ms; 1 -> 0.1 ms, 6 each,
#: `bench_startup.py --only stalls --aids all --hands 2 --speed 4`: longest gap 91.9 -> 40.4 ms at
#: speed 4 and 59.0 -> 50.7 ms at speed 0, gaps over 33 ms a run 10.5 -> 3 and 9.5 -> 3).
GIL_SWITCH_INTERVAL_S = 0.0001


@dataclass(slots=True)
class App:
    qt: QApplication
    window: MainWindow
    pacer: Pacer
    flow: GameFlow
    aids: AidsController
    #: what became of the settings file, said once the window is in the player's language
    notice: SettingsNotice | None

    def start(self) -> None:
        """Start the engine thread, then the game the player left off (or a new practice table)."""
        self.pacer.start()
        self.flow.start()


def seed_number(text: str) -> int:
    """An argparse `type` for --seed: a game dealt from any other could not be saved and resumed."""
    try:
        seed = int(text) if len(text) <= 30 else -1
    except ValueError:
        seed = -1
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be a whole number from 0 to {MAX_SEED:,}, not {text[:30]!r}")
    return seed


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="studdesk", description="Stud poker practice against bots.")
    parser.add_argument("--seed", type=seed_number, help="deal the same cards again (for bug reports)")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start, paint the table, play one hand with bots at animation speed 0 and quit, in a "
        "temporary folder (your settings and games are not touched); prints the time to the first "
        "paint; exit status 0 when everything worked",
    )
    parser.add_argument("--version", action="version", version=f"StudDesk {__version__}")
    return parser.parse_args(list(argv))


def display_problem() -> str | None:
    """Why no window can be shown here, in words, or None (Qt would abort with a core dump)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "studdesk: no display to show the table on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        "Start StudDesk from a desktop session, or try `studdesk --self-test`, which runs off screen."
    )


def build(seed: int | None = None, settings: Settings | None = None) -> App:
    """The application, its window, pacer and flow, not yet started."""
    sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)
    qt = QApplication.instance()
    if not isinstance(qt, QApplication):
        qt = QApplication(sys.argv[:1])
    qt.setApplicationName("StudDesk")
    qt.setDesktopFileName("studdesk")
    qt.setWindowIcon(app_icon())
    store = SettingsStore(config_dir())
    notice: SettingsNotice | None = None
    if settings is None:
        settings, notice = store.load()
    languages().apply(settings.language)  # the window is built in the player's language
    window = MainWindow()
    pacer = Pacer(window, EngineWorker())  # its runner loads in the engine thread
    flow = GameFlow(window, pacer, settings, store, seed)
    aids = AidsController(window, pacer, flow.settings, seed)  # as the flow took them in
    aids.place = flow.places.watch  # the calculator's and the trainer's places, kept as the history's
    flow.settings_applied.connect(aids.apply)
    window.restore_layout(settings.window_state, settings.dialog_tabs)  # every dock exists now
    return App(qt, window, pacer, flow, aids, notice)


def start_sounds_after_first_paint(window: MainWindow) -> None:
    """The sounds load once the table is on screen: off the path to the first paint."""
    window.first_painted.connect(window.sounds.start, Qt.ConnectionType.QueuedConnection)


def self_test(seed: int | None, code_started: float) -> int:
    """`studdesk --self-test`: this app, one hand, then quit (see `app.selftest`)."""
    from studdesk.app import selftest

    probe: selftest.SelfTest | None = None
    with selftest.session() as errors:
        app = build(seed=seed if seed is not None else selftest.SEED, settings=selftest.settings())
        probe = selftest.SelfTest(app.window, app.pacer, code_started)
        start_sounds_after_first_paint(app.window)
        app.window.resize(1280, 800)
        app.window.show()
        app.start()
        app.qt.exec()
    return selftest.report(probe, errors)


def main(argv: Sequence[str] | None = None) -> int:
    code_started = time.perf_counter()
    for name in ("stdout", "stderr"):  # a windowed Windows build has neither: write into the void
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w"))  # noqa: SIM115 (lives as long as the process)
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        return self_test(args.seed, code_started)
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    try:
        config_dir(), data_dir(), log_dir()
    except PathsError as exc:  # no folder to keep settings and saves in: say so, write nothing
        print(f"studdesk: {exc}", file=sys.stderr)
        _dialog_needs_an_app = QApplication.instance() or QApplication(sys.argv[:1])
        languages().apply(SYSTEM)  # no settings without a folder: the system's language
        QMessageBox.critical(None, words.cannot_start(), exc.words())
        return 1
    log_path = install_log_file(log_dir())  # None when it cannot be made: the app runs on without
    app = build(seed=args.seed)
    start_sounds_after_first_paint(app.window)
    if app.window.geometry().width() < 1024 and not app.flow.settings.window_geometry:
        app.window.resize(1280, 800)
    app.window.show()
    if app.notice is not None:
        # the box shows rich text: a setting's name or value from the file is shown as written
        said = html.escape(app.notice.words()).replace("\n", "<br>")
        app.window.show_message(words.settings_title(), said)
    quitter = QuitOnSignals(app.window)  # Ctrl+C and SIGTERM quit as Game ▸ Quit does
    report = ErrorReport(app.window, log_path, app.pacer.save_requested.emit, app.pacer.worker.saved)
    try:
        app.start()
        if app.flow.dialog is None:  # not over the choice of saved games (that is no first start)
            app.flow.first_start.show_welcome()
        return app.qt.exec()
    finally:  # the process may go on (the tests): hooks, handlers and the log file as they were
        report.uninstall()
        quitter.uninstall()
        remove_log_file()


def run() -> int:
    """The `studdesk` command: `main`, in a process that ends right after it.

    Everything is saved and closed by then. The interpreter's last full garbage
    collection would walk every object the app made, only to free memory the ending
    process gives back anyway (about a tenth of the self-test's time); frozen objects
    are left out of it, and their destructors still run as the interpreter tears down.
    """
    status = main()
    gc.freeze()
    return status
