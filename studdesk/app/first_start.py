"""Help for a newcomer: the welcome at start, and a line beside the bring-in and open-pair choices.

The welcome (the game, the keys, where the rules and settings are) shows at
start until the player turns it off. The one-line explanations show the first
few times each choice comes up (`Settings.EXPLANATIONS`), counted in the
settings so they stop for good; Settings ▸ Table can turn them off sooner.
The count is noted, not written, at the player's turn: the settings file is
written with the next save (at the latest when the window closes), since a
durable write there held the GUI thread for 10-140 ms of fsync (issue 12).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Slot

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.variants import VARIANTS, LowCardRule
from studdesk.persistence.settings import EXPLANATIONS, Settings
from studdesk.ui.action_panel import Hint
from studdesk.ui.main_window import MainWindow
from studdesk.ui.shortcuts import bindings, shown
from studdesk.wording.panel import bring_in_hint, open_pair_hint
from studdesk.wording.variants import game_name

if TYPE_CHECKING:
    from studdesk.ui.dialogs.welcome import WelcomeDialog


def open_pair_choice(offers: tuple[LegalAction, ...]) -> tuple[int, int] | None:
    """(small, big) when the offers hold two sizes of one bet (R3.7: an open pair shows)."""
    bets = sorted(o.amount for o in offers if o.kind in (ActionKind.BET, ActionKind.RAISE))
    return (bets[0], bets[-1]) if len(bets) >= 2 and bets[0] != bets[-1] else None


class FirstStart(QObject):
    """`settings()` reads the settings in force; `remember(**changes)` keeps a change to them and
    writes it; `note(**changes)` keeps it for the next write."""

    def __init__(
        self,
        window: MainWindow,
        settings: Callable[[], Settings],
        remember: Callable[..., Any],
        note: Callable[..., Any],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.settings = settings
        self.remember = remember
        self.note = note
        self.welcome: WelcomeDialog | None = None
        window.panel.hint_for = self.hint_for

    def show_welcome(self) -> WelcomeDialog | None:
        """The welcome, unless the player turned it off (not modal: the table deals behind it)."""
        if not self.settings().show_welcome:
            return None
        from studdesk.ui.dialogs.welcome import WelcomeDialog  # not needed for the first paint

        keys = {name: shown(key) for name, key in bindings(self.settings().shortcuts).items()}
        dialog = WelcomeDialog(game_name(VARIANTS[self.settings().variant]), keys, self.window)
        dialog.finished.connect(self._welcome_closed)
        self.welcome = dialog
        dialog.open()
        return dialog

    @Slot(int)
    def _welcome_closed(self, _code: int) -> None:
        dialog = self.welcome
        if dialog is not None and not dialog.show_again.isChecked():
            self.remember(show_welcome=False)

    def hint_for(self, offers: tuple[LegalAction, ...]) -> Hint | None:
        """A line beside the bring-in or open-pair choice, the first few times (None otherwise).

        Counted here, once per turn; the words are made whenever the panel shows them, in the
        language and with the keys in force then."""
        settings = self.settings()
        if not settings.explain_choices:
            return None
        by_kind = {o.kind: o for o in offers}
        bring = by_kind.get(ActionKind.BRING_IN)
        complete = by_kind.get(ActionKind.COMPLETE)
        if bring is not None and settings.bring_in_explained < EXPLANATIONS:
            self.note(bring_in_explained=settings.bring_in_explained + 1)
            lowest = VARIANTS[self.window.variant_key].bring_in_rule is LowCardRule.LOWEST_ACE_HIGH
            keys = self.window.panel.key_label
            amount = complete.amount if complete else bring.amount
            return lambda: bring_in_hint(lowest, bring.amount, amount, keys("B"), keys("R"))
        sizes = open_pair_choice(offers)
        if sizes is not None and settings.open_pair_explained < EXPLANATIONS:
            self.note(open_pair_explained=settings.open_pair_explained + 1)
            keys = self.window.panel.key_label
            small, big = sizes
            return lambda: open_pair_hint(small, big, keys("R"), keys("Shift+R"))
        return None
