"""Keeps the dealer's log with the saved game, and puts it back when the game is continued.

The log is written beside the save (`persistence.table_log`, bounded) each time
a hand begins and when the window closes: the lines up to the hand in play,
since that hand is dealt again when the game goes on and is written again then.
Nothing is kept for a game whose save is gone (a finished sit-and-go).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from studdesk.persistence.saves import SaveStore
from studdesk.persistence.table_log import TableLogError, load_log, save_log
from studdesk.ui.hand_log import HandLog
from studdesk.wording import game as words
from studdesk.wording.system import FileProblem


class LogKeeper(QObject):
    def __init__(self, log: HandLog, saves: SaveStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.saves = saves
        #: the save slot of the game on the table ("" until the game says)
        self.slot = ""
        self._failed = False
        log.hand_begun.connect(self.keep)

    def new_game(self, slot: str = "") -> None:
        """Another game starts on the table; its slot comes with its first status if not known yet."""
        self.log.begin_game()
        self.slot = slot

    def continue_game(self, slot: str) -> None:
        """A saved game goes on: its kept lines come back first (a damaged log is set aside and said)."""
        self.new_game(slot)
        try:
            lines = load_log(self.saves.directory, slot)
        except TableLogError as exc:
            self.log.note(str(exc))
            return
        self.log.restore(lines)

    @Slot()
    def keep(self) -> None:
        """Write the lines so far beside the save (once per hand, and on closing)."""
        if not self.slot:
            return
        try:
            if not self.saves.path_for(self.slot).exists():
                return  # the game is over and its save deleted: nothing to keep it with
            save_log(self.saves.directory, self.slot, self.log.kept_lines())
        except (OSError, ValueError) as exc:
            if not self._failed:  # said once, not at every hand
                self.log.note(words.log_not_kept(FileProblem(exc)))
            self._failed = True
        else:
            self._failed = False
