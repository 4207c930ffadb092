"""Ctrl+C in the terminal (SIGINT) and SIGTERM close the app as Game ▸ Quit does, saving first.

Python runs a signal handler only when it next gets control, and while Qt's
event loop waits that can be never. So the handler does nothing itself:
`signal.set_wakeup_fd` makes Python write a byte into a socket pair, and a
`QSocketNotifier` on the other end wakes the event loop, which then closes the
window (the game, the dealer's log and the window's place are saved on the
way, see `Pacer.shutdown`) and any dialog left open; the app ends with its
last window, as at Quit.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Slot
from PySide6.QtWidgets import QApplication, QWidget

log = logging.getLogger(__name__)

QUIT_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def _note(signum: int, frame: FrameType | None) -> None:
    """The Python-level handler: the wake-up byte is all that is needed."""


class QuitOnSignals(QObject):
    """While installed, SIGINT and SIGTERM close `window` and quit the application."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, _note) for sig in QUIT_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)
        #: the signals received, by number (the tests look)
        self.received: list[int] = []

    @Slot()
    def _woken(self) -> None:
        with contextlib.suppress(BlockingIOError, InterruptedError):
            self.received.extend(self._reader.recv(64))
        if not self.received:
            return
        log.info("signal %s received: closing", self.received[-1])
        self.window.close()  # what Game ▸ Quit does: the game is saved on the way out
        QApplication.closeAllWindows()  # an open dialog too; the app ends with its last window

    def uninstall(self) -> None:
        """Put back the handlers there were before (tests; a second app in one process)."""
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
