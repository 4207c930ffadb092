"""The action panel: exactly the engine's legal actions as buttons, with keyboard shortcuts.

The buttons come from the `LegalAction`s of the player's view, the same
offers `Hand.apply` checks against, so the panel cannot offer what the engine
would refuse. A click (or key) that lands less than MISCLICK_GUARD_MS after the
offered actions changed is ignored with a notice: the button may not mean what
the player thought. Pre-actions (check/fold, call any) answer for the player
when the turn comes, except a forced bring-in, which the player always posts
themselves.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.ui.timings import GUARD_NOTICE_MS, MISCLICK_GUARD_MS

_KEYS = ("F", "C", "B", "R", "Shift+R", "Ctrl+R")
_STYLE = {
    ActionKind.FOLD: "#8c2f2f",
    ActionKind.CHECK: "#2f5f8c",
    ActionKind.CALL: "#2f5f8c",
    ActionKind.BRING_IN: "#7a5a1e",
    ActionKind.COMPLETE: "#a8641c",
    ActionKind.BET: "#a8641c",
    ActionKind.RAISE: "#a8641c",
}


def shortcut_keys(offers: tuple[LegalAction, ...]) -> dict[LegalAction, str]:
    """F fold, C check or call, B bring-in, R the smaller bet/raise/completion, Shift+R the bigger."""
    keys: dict[LegalAction, str] = {}
    aggressive = sorted((o for o in offers if o.kind.is_aggressive), key=lambda o: o.amount)
    for offer in offers:
        if offer.kind is ActionKind.FOLD:
            keys[offer] = "F"
        elif offer.kind in (ActionKind.CHECK, ActionKind.CALL):
            keys[offer] = "C"
        elif offer.kind is ActionKind.BRING_IN:
            keys[offer] = "B"
    for offer, key in zip(aggressive, ("R", "Shift+R", "Ctrl+R"), strict=False):
        keys[offer] = key
    return keys


def key_text(key: str) -> str:
    return key.replace("Shift+", "⇧").replace("Ctrl+", "Ctrl ")


class ActionPanel(QWidget):
    #: the player chose one of the offered actions (a LegalAction)
    action_chosen = Signal(object)

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.clock = clock
        self.guard_ms = MISCLICK_GUARD_MS
        self._offers: tuple[LegalAction, ...] = ()
        self._keys: dict[LegalAction, str] = {}
        self._buttons: list[tuple[LegalAction, QPushButton]] = []
        self._changed_at = -1e9
        #: the window's UI scale (1 up to a 1280x800 window): fonts and buttons grow with the table
        self.scale = 1.0

        self.readout = QLabel("")
        self.readout.setObjectName("Readout")
        self.readout.setTextFormat(Qt.TextFormat.PlainText)
        self.readout.setMinimumWidth(170)
        self.status = QLabel("")
        self.status.setObjectName("PanelStatus")
        self.status.setWordWrap(True)
        self.check_fold = QCheckBox("Check/Fold")
        self.check_fold.setToolTip("When your turn comes: check if you can, otherwise fold")
        self.call_any = QCheckBox("Call any")
        self.call_any.setToolTip("When your turn comes: call whatever the bet is (or check)")
        for box in (self.check_fold, self.call_any):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.check_fold.toggled.connect(self._on_check_fold)
        self.call_any.toggled.connect(self._on_call_any)

        self._button_row = QHBoxLayout()
        self._button_row.setSpacing(8)
        pre = QVBoxLayout()
        pre.setSpacing(2)
        pre.addWidget(self.check_fold)
        pre.addWidget(self.call_any)
        self._pre_box = QWidget()
        self._pre_box.setLayout(pre)

        row = QHBoxLayout(self)
        self._row = row
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.readout, 2)
        row.addWidget(self.status, 2)
        row.addLayout(self._button_row)
        row.addWidget(self._pre_box)
        self._pre_box.setVisible(False)

        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._clear_notice)
        self._shortcuts: list[QShortcut] = []
        for key in _KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self._make_key_handler(key))
            self._shortcuts.append(shortcut)
        self._style()

    # -------------------------------------------------------------- state in

    @property
    def offers(self) -> tuple[LegalAction, ...]:
        return self._offers

    def buttons(self) -> list[tuple[LegalAction, QPushButton]]:
        return list(self._buttons)

    def set_offers(self, offers: tuple[LegalAction, ...]) -> None:
        """Show these actions (the player's turn), or none; a changed set arms the misclick guard."""
        if offers != self._offers:
            self._changed_at = self.clock()
        self._offers = offers
        self._keys = shortcut_keys(offers)
        for _, button in self._buttons:
            self._button_row.removeWidget(button)
            button.hide()  # at once: the deletion waits for the event loop (we may be in its click)
            button.deleteLater()
        self._buttons = []
        for offer in offers:
            button = QPushButton(f"{offer.label}   {key_text(self._keys[offer])}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolTip(f"Shortcut: {self._keys[offer]}")
            self._style_button(offer, button)
            button.clicked.connect(self._make_click_handler(offer))
            self._button_row.addWidget(button)
            self._buttons.append((offer, button))
        if offers:
            self._pre_box.setVisible(False)
            self._set_status("Your turn")
            self._use_pre_action(offers)

    def set_waiting(self, in_hand: bool, text: str = "") -> None:
        """Not the player's turn: no buttons; pre-actions while the player is still in the hand."""
        self.set_offers(())
        self._pre_box.setVisible(in_hand)
        if not in_hand:
            self.clear_pre_actions()
        self._set_status(text)

    def set_scale(self, scale: float) -> None:
        """Grow the text and buttons by `scale` (a big window: the table grows, so must they)."""
        self.scale = scale
        self._style()
        self.readout.setMinimumWidth(round(170 * scale))
        self._row.setContentsMargins(*(round(m * scale) for m in (12, 6, 12, 6)))
        self._button_row.setSpacing(round(8 * scale))
        for offer, button in self._buttons:
            self._style_button(offer, button)

    def _font_size(self) -> str:
        # in the style sheet: a sheet's font would win over setFont
        return f"font-size: {QApplication.font().pointSizeF() * self.scale:.1f}pt;"

    def _style(self) -> None:
        size = self._font_size()
        self.setStyleSheet(
            "#ActionPanel { background: #1f2329; }"
            f"#Readout {{ color: #f5d76e; font-weight: bold; {size} }}"
            f"#PanelStatus {{ color: #c9d1d9; {size} }}"
            f"QCheckBox {{ color: #d0d7de; {size} }}"
        )

    def _style_button(self, offer: LegalAction, button: QPushButton) -> None:
        s = self.scale
        button.setMinimumHeight(round(40 * s))
        button.setStyleSheet(
            f"QPushButton {{ background: {_STYLE[offer.kind]}; color: white; font-weight: bold;"
            f" {self._font_size()}"
            f" border-radius: {round(6 * s)}px; padding: {round(6 * s)}px {round(14 * s)}px; }}"
            "QPushButton:hover { border: 2px solid #f5c542; }"
        )

    def set_readout(self, lines: tuple[str, ...]) -> None:
        self.readout.setText("\n".join(lines))

    def clear_pre_actions(self) -> None:
        self.check_fold.setChecked(False)
        self.call_any.setChecked(False)

    # ------------------------------------------------------------ choosing

    def choose(self, offer: LegalAction) -> bool:
        """Take `offer` as the player's choice unless the guard holds it back; True if taken."""
        if offer not in self._offers:
            return False
        if (self.clock() - self._changed_at) * 1000 < self.guard_ms:
            self._set_status("The choices just changed: look, then click again.")
            self._notice_timer.start(GUARD_NOTICE_MS)
            return False
        self._take(offer)
        return True

    def press_key(self, key: str) -> bool:
        for offer, k in self._keys.items():
            if k == key:
                return self.choose(offer)
        return False

    def _take(self, offer: LegalAction) -> None:
        self.set_offers(())
        self._set_status("")
        self.action_chosen.emit(offer)

    def _use_pre_action(self, offers: tuple[LegalAction, ...]) -> None:
        kinds = {o.kind: o for o in offers}
        choice: LegalAction | None = None
        if self.check_fold.isChecked():
            choice = kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.FOLD)
        elif self.call_any.isChecked():
            choice = kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.CALL)
        if choice is not None:
            self.clear_pre_actions()
            self._take(choice)  # the player chose this in advance: no misclick guard

    def _make_click_handler(self, offer: LegalAction) -> Callable[[], None]:
        @Slot()
        def clicked() -> None:
            self.choose(offer)

        return clicked

    def _make_key_handler(self, key: str) -> Callable[[], None]:
        @Slot()
        def pressed() -> None:
            self.press_key(key)

        return pressed

    @Slot(bool)
    def _on_check_fold(self, on: bool) -> None:
        if on:
            self.call_any.setChecked(False)

    @Slot(bool)
    def _on_call_any(self, on: bool) -> None:
        if on:
            self.check_fold.setChecked(False)

    def _set_status(self, text: str) -> None:
        self.status.setText(text)

    @Slot()
    def _clear_notice(self) -> None:
        self._set_status("Your turn" if self._offers else "")
