"""An unexpected exception anywhere: written to the log file, the game saved, then a short dialog.

A bug in a slot, an event handler or a helper thread would otherwise print a
traceback nobody reads (a windowed build has no terminal) and leave the player
guessing. `ErrorReport` takes over `sys.excepthook` and `threading.excepthook`:
the full traceback goes to the log file (`persistence.logfile`), the engine
thread is asked to save the game, and once it has (or after `SAVE_WAIT_MS`,
should it be busy) one dialog says what happened and names the log file.
Further errors while the dialog is open are only logged: a bug that repeats
at every paint must not bury the table under dialogs.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from studdesk.wording import game as words

log = logging.getLogger(__name__)

#: the dialog waits this long for the save; a bot still deciding must not hide the error
SAVE_WAIT_MS = 2000

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class ErrorReport(QObject):
    """While installed, unexpected exceptions are logged, the game saved, and the player told."""

    #: an exception was caught (from any thread): report it on the GUI thread
    _caught = Signal(str)

    def __init__(
        self,
        window: QWidget,
        log_path: Path | None,
        request_save: Callable[[], None],
        saved: SignalInstance,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.log_path = log_path
        self._request_save = request_save
        #: the dialog open now (None when none is); the tests answer it
        self.dialog: QMessageBox | None = None
        self._waiting = False
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.timeout.connect(lambda: self._show(saved=False))
        saved.connect(self._on_saved, Qt.ConnectionType.QueuedConnection)
        self._caught.connect(self._report, Qt.ConnectionType.QueuedConnection)
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_excepthook

    def uninstall(self) -> None:
        """Put back the hooks there were before (tests)."""
        sys.excepthook, threading.excepthook = self._previous

    # ------------------------------------------------------------------ any thread

    def _excepthook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous[0](kind, exc, tb)
            return
        self._caught_one((kind, exc, tb), threading.current_thread().name)

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return  # a thread ending itself is not an error (threading's own rule)
        name = args.thread.name if args.thread is not None else "a thread"
        self._caught_one((args.exc_type, args.exc_value, args.exc_traceback), name)

    def _caught_one(self, info: ExcInfo, thread: str) -> None:
        try:
            log.error("unexpected error in %s", thread, exc_info=info)
        finally:
            self._caught.emit(f"{info[0].__name__}: {info[1]}")

    # ------------------------------------------------------------------ the GUI thread

    @Slot(str)
    def _report(self, error: str) -> None:
        if self.dialog is not None or self._waiting:
            return  # logged; one dialog at a time
        self._waiting = True
        self._error = error
        self._request_save()
        self._save_timer.start(SAVE_WAIT_MS)

    @Slot()
    def _on_saved(self) -> None:
        if self._waiting:
            self._show(saved=True)

    def _show(self, saved: bool) -> None:
        self._save_timer.stop()
        if not self._waiting:
            return
        self._waiting = False
        where = str(self.log_path) if self.log_path is not None else None
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            words.unexpected_error_title(),
            words.unexpected_error(self._error[:300], saved, where),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # an error text with "<" is not markup
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.dialog = box
        box.open()

    @Slot()
    def _closed(self) -> None:
        self.dialog = None
