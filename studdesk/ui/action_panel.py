"""The action panel: exactly the engine's legal actions as buttons, with keyboard shortcuts.

The buttons come from the `LegalAction`s of the player's view, the same
offers `Hand.apply` checks against, so the panel cannot offer what the engine
would refuse. A click (or key) that lands less than MISCLICK_GUARD_MS after the
offered actions changed, in kind or amount, from those the player last saw is
held back with a notice: the button may not mean what the player thought. The
same choices shown again are no change, so quick play is never slowed down.
Pre-actions (check/fold, call any) answer for the player when the turn comes,
except a forced bring-in, which the player always posts themselves.

The panel keeps one height whatever it shows (buttons, pre-actions, a notice),
so the table above it never moves when the turn changes hands. An optional
action timer (`set_time_limit`) counts the player's turn down and checks, or
folds, when it runs out.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.ui.timings import GUARD_NOTICE_MS, MISCLICK_GUARD_MS
from studdesk.wording import panel as words
from studdesk.wording.panel import offer_label, shortcut_tip
from studdesk.wording.speech import key_spoken
from studdesk.wording.table import choices_changed, your_turn

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
#: the hand read-out's widest (plain size): a longer line wraps rather than push the buttons aside
READOUT_MAX_WIDTH = 300
#: lines of text the status beside the buttons has room for
STATUS_LINES = 3
#: how often the action timer's countdown is redrawn
TIMER_TICK_MS = 200
#: what the timer does for a player whose time ran out, best first
_TIME_OUT_KINDS = (ActionKind.CHECK, ActionKind.FOLD, ActionKind.BRING_IN)

#: the kinds and amounts of a set of offers: what the player reads on the buttons
Meaning = tuple[tuple[ActionKind, int], ...]
#: an explanation's words, made in the language installed when it is shown
Hint = Callable[[], str]


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


def meaning(offers: tuple[LegalAction, ...]) -> Meaning:
    return tuple((o.kind, o.amount) for o in offers)


class ActionPanel(QWidget):
    #: the player chose one of the offered actions (a LegalAction)
    action_chosen = Signal(object)

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.clock = clock
        self.guard_ms = MISCLICK_GUARD_MS
        #: what to explain beside these offers (None for nothing), asked as a turn begins (first
        #: start): words made again whenever shown, so a change of language shows at once
        self.hint_for: Callable[[tuple[LegalAction, ...]], Hint | None] = lambda offers: None
        self._offers: tuple[LegalAction, ...] = ()
        #: the offers of the player's last turn, as read: a new turn that reads the same is no change
        self._last_seen: Meaning | None = None
        self._keys: dict[LegalAction, str] = {}
        #: the key each of the panel's own key names (F, C, ...) is bound to now, as the player reads it
        self._shown_keys: dict[str, str] = {key: key for key in _KEYS}
        #: the widget Tab leaves for the buttons (the window sets the table); None: Qt's order
        self.tab_after: QWidget | None = None
        self._buttons: list[tuple[LegalAction, QPushButton]] = []
        #: every button made so far, shown turn after turn for the offers (the first len(offers))
        self._pool: list[QPushButton] = []
        #: the look each pooled button was styled for: (kind, scale)
        self._styled: dict[int, tuple[ActionKind, float]] = {}
        self._changed_at = -1e9
        self._turn_text = ""
        #: the explanation `hint_for` gave when this turn began (None for none)
        self._hint: Hint | None = None
        #: the window's UI scale (1 up to a 1280x800 window): fonts and buttons grow with the table
        self.scale = 1.0
        #: seconds the player has for each turn (0: no timer), and the turn's deadline on `clock`
        self.time_limit = 0
        self._deadline: float | None = None
        self._time_left_when_paused: float | None = None

        self.readout = QLabel("")
        self.readout.setObjectName("Readout")
        self.readout.setTextFormat(Qt.TextFormat.PlainText)
        self.readout.setWordWrap(True)
        self.status = QLabel("")
        self.status.setObjectName("PanelStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.timer_label = QLabel("")
        self.timer_label.setObjectName("ActionTimer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_label.hide()
        self.check_fold = QCheckBox(words.check_fold())
        self.check_fold.setToolTip(words.check_fold_tip())
        self.call_any = QCheckBox(words.call_any())
        self.call_any.setToolTip(words.call_any_tip())
        for box in (self.check_fold, self.call_any):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.check_fold.toggled.connect(self._on_check_fold)
        self.call_any.toggled.connect(self._on_call_any)

        self._button_row = QHBoxLayout()
        self._button_row.setSpacing(8)
        self._button_row.setContentsMargins(0, 0, 0, 0)
        self._buttons_page = QWidget()
        self._buttons_page.setLayout(self._button_row)
        pre = QVBoxLayout()
        pre.setSpacing(2)
        pre.setContentsMargins(0, 0, 0, 0)
        pre.addWidget(self.check_fold)
        pre.addWidget(self.call_any)
        self._pre_box = QWidget()
        self._pre_box.setLayout(pre)
        # the buttons (the player's turn), the pre-actions (waiting, in the hand) or nothing, one
        # at a time in one place: the status beside them keeps its width and the hints their room
        self._slot = QStackedWidget()
        self._nothing = QWidget()
        for page in (self._buttons_page, self._pre_box, self._nothing):
            self._slot.addWidget(page)
        self._slot.setCurrentWidget(self._nothing)

        row = QHBoxLayout(self)
        self._row = row
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.readout, 2)
        row.addWidget(self.status, 3)
        row.addWidget(self.timer_label)
        row.addWidget(self._slot)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._clear_notice)
        self._countdown = QTimer(self)
        self._countdown.setInterval(TIMER_TICK_MS)
        self._countdown.timeout.connect(self.tick)
        self._shortcuts: list[QShortcut] = []
        for key in _KEYS:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self._make_key_handler(key))
            self._shortcuts.append(shortcut)
        self.set_scale(1.0)

    # -------------------------------------------------------------- state in

    @property
    def offers(self) -> tuple[LegalAction, ...]:
        return self._offers

    def buttons(self) -> list[tuple[LegalAction, QPushButton]]:
        return list(self._buttons)

    def set_offers(self, offers: tuple[LegalAction, ...]) -> None:
        """Show these actions (the player's turn), or none.

        The misclick guard arms when the offers read differently (kind or amount)
        from the last ones the player saw; the same choices again are no change.
        """
        if offers and meaning(offers) != self._last_seen:
            self._changed_at = self.clock()
        fresh_turn = bool(offers) and not self._offers
        self._offers = offers
        self._keys = shortcut_keys(offers)
        if self.tab_after is not None and any(b.hasFocus() for _, b in self._buttons):
            # the focus waits on the table, not in the log Qt would pass it to, for the next turn
            self.tab_after.setFocus(Qt.FocusReason.OtherFocusReason)
        # The buttons are made once and shown again for each turn's offers, restyled only when
        # their kind changes: a new button with a style sheet of its own for every offer of every
        # turn (and the old ones deleted) was some 3 ms of the GUI thread as each turn began
        # (issue 12). Hidden ones take no room in the row and Tab passes over them.
        for button in self._pool[len(offers) :]:
            button.hide()
        self._buttons = []
        for index, offer in enumerate(offers):
            button = self._pooled(index)
            self._label(offer, button)
            if self._styled.get(index) != (offer.kind, self.scale):
                self._style_button(offer, button)
                self._styled[index] = (offer.kind, self.scale)
            # now (a hidden one since the last turn, too): the layout would show a new one a moment
            # later, too late for the focus and for Tab, which passes over hidden widgets
            button.show()
            before = self._buttons[-1][1] if self._buttons else self.tab_after
            if before is not None:
                QWidget.setTabOrder(before, button)
            self._buttons.append((offer, button))
        if not offers:
            self._stop_timer()
            return
        self._last_seen = meaning(offers)
        self._slot.setCurrentWidget(self._buttons_page)
        pre_action = self._pre_action(offers)
        if pre_action is not None:
            self.clear_pre_actions()
            self._take(pre_action)  # the player chose this in advance: no misclick guard
            return
        if fresh_turn:  # a first-start explanation is counted per turn, not per redraw of it
            self._hint = self.hint_for(offers)
            self._start_timer()
            self._focus_passive_button()
        self._show_turn_text()

    def _pooled(self, index: int) -> QPushButton:
        """The `index`-th button of the row, made the first time it is needed."""
        while len(self._pool) <= index:
            button = QPushButton()
            # Tab reaches the buttons and Enter presses them; Space stays the skip key
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoDefault(True)
            button.clicked.connect(self._make_click_handler(len(self._pool)))
            self._button_row.addWidget(button)
            self._pool.append(button)
        return self._pool[index]

    def bind_keys(self, keys: Mapping[str, QKeySequence]) -> None:
        """The keys the player chose for the panel's own key names (F, C, B, R, Shift+R, Ctrl+R)."""
        for name, shortcut in zip(_KEYS, self._shortcuts, strict=True):
            key = keys.get(name, QKeySequence(name))
            shortcut.setKey(key)
            self._shown_keys[name] = key.toString(QKeySequence.SequenceFormat.NativeText)
        for offer, button in self._buttons:
            self._label(offer, button)

    def key_label(self, name: str) -> str:
        """The key the player has now for one of the panel's key names ("B", "Shift+R"), as the
        buttons write it ("⇧R"; "—" for none)."""
        return key_text(self._shown_keys.get(name, "")) or "—"

    def _label(self, offer: LegalAction, button: QPushButton) -> None:
        key = self._shown_keys[self._keys[offer]]
        button.setText(f"{offer_label(offer)}   {key_text(key)}" if key else offer_label(offer))
        button.setAccessibleName(offer_label(offer))
        button.setAccessibleDescription(key_spoken(key) if key else "")
        button.setToolTip(shortcut_tip(key) if key else "")

    def _focus_passive_button(self) -> None:
        """A new turn: a keyboard player lands on check or call (never fold), unless they are
        reading something else (the log, a dialog)."""
        focus = QApplication.focusWidget()
        if focus is not None and not self.isAncestorOf(focus) and not isinstance(focus, QGraphicsView):
            return
        passive = [b for o, b in self._buttons if o.kind in (ActionKind.CHECK, ActionKind.CALL)]
        first = passive or [b for _, b in self._buttons]
        if first:
            first[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """The fixed labels and the buttons in the language just installed (`ui.languages`)."""
        self.check_fold.setText(words.check_fold())
        self.check_fold.setToolTip(words.check_fold_tip())
        self.call_any.setText(words.call_any())
        self.call_any.setToolTip(words.call_any_tip())
        for offer, button in self._buttons:
            self._label(offer, button)
        if self._offers:
            self._show_turn_text()

    def _show_turn_text(self) -> None:
        """The turn's status: the hint the app gave at the turn's start, or "Your turn"."""
        self._turn_text = self._hint() if self._hint is not None else your_turn()
        self._set_status(self._turn_text)

    def set_waiting(self, in_hand: bool, text: str = "") -> None:
        """Not the player's turn: no buttons; pre-actions while the player is still in the hand."""
        self.set_offers(())
        self._slot.setCurrentWidget(self._pre_box if in_hand else self._nothing)
        if not in_hand:
            self.clear_pre_actions()
        self._set_status(text)

    def set_scale(self, scale: float) -> None:
        """Grow the text and buttons by `scale` (a big window: the table grows, so must they)."""
        self.scale = scale
        self._style()
        self._fit_readout()
        self.timer_label.setFixedWidth(round(64 * scale))
        self._row.setContentsMargins(*(round(m * scale) for m in (12, 6, 12, 6)))
        self._button_row.setSpacing(round(8 * scale))
        self._styled = {}  # the hidden buttons are styled again when next shown
        for index, (offer, button) in enumerate(self._buttons):
            self._style_button(offer, button)
            self._styled[index] = (offer.kind, scale)
        self.setFixedHeight(self.steady_height())

    def steady_height(self) -> int:
        """The panel's one height: room for the buttons, the pre-actions or three lines of text
        (a first-start hint beside three buttons in a 1024-pixel window)."""
        line = self.status.fontMetrics().lineSpacing()
        buttons = round(40 * self.scale)
        pre = self._pre_box.sizeHint().height()
        margins = round(12 * self.scale)
        return max(buttons, pre, STATUS_LINES * line + 4) + margins

    def _font_size(self) -> str:
        # in the style sheet: a sheet's font would win over setFont
        return f"font-size: {QApplication.font().pointSizeF() * self.scale:.1f}pt;"

    def _style(self) -> None:
        size = self._font_size()
        self.setStyleSheet(
            "#ActionPanel { background: #1f2329; }"
            f"#Readout {{ color: #f5d76e; font-weight: bold; {size} }}"
            f"#PanelStatus {{ color: #c9d1d9; {size} }}"
            f"#ActionTimer {{ color: #f5d76e; font-weight: bold; {size} }}"
            f"QCheckBox {{ color: #d0d7de; {size} }}"
        )
        # the labels' fonts follow the sheet only once polished: measure with the sheet's size
        for label in (self.readout, self.status, self.timer_label):
            font = label.font()
            font.setPointSizeF(QApplication.font().pointSizeF() * self.scale)
            label.setFont(font)

    def _style_button(self, offer: LegalAction, button: QPushButton) -> None:
        s = self.scale
        button.setFixedHeight(round(40 * s))
        button.setStyleSheet(
            f"QPushButton {{ background: {_STYLE[offer.kind]}; color: white; font-weight: bold;"
            f" {self._font_size()}"
            f" border-radius: {round(6 * s)}px; padding: {round(6 * s)}px {round(14 * s)}px; }}"
            "QPushButton:hover { border: 2px solid #f5c542; }"
        )

    def set_readout(self, lines: tuple[str, ...]) -> None:
        """The player's hand (Hi/Lo: a high and a low line), each line whole when the panel has
        the room: the status beside it ("Your turn") wraps first."""
        self.readout.setText("\n".join(lines))
        self._fit_readout()

    def _fit_readout(self) -> None:
        metrics = self.readout.fontMetrics()
        lines = self.readout.text().split("\n")
        longest = max(metrics.horizontalAdvance(line) for line in lines)
        wanted = min(max(round(170 * self.scale), longest + 4), round(READOUT_MAX_WIDTH * self.scale))
        self.readout.setMinimumWidth(wanted)

    def clear_pre_actions(self) -> None:
        self.check_fold.setChecked(False)
        self.call_any.setChecked(False)

    # ------------------------------------------------------------ the action timer

    def set_time_limit(self, seconds: int) -> None:
        """Seconds for each of the player's turns (0: no timer); from the next turn on."""
        self.time_limit = max(0, seconds)
        if not self.time_limit:
            self._stop_timer()

    def set_paused(self, paused: bool) -> None:
        """The game is paused: the player's clock stops too, and goes on from where it was."""
        if paused and self._deadline is not None:
            self._time_left_when_paused = self._deadline - self.clock()
            self._deadline = None
            self._countdown.stop()
        elif not paused and self._time_left_when_paused is not None:
            self._deadline = self.clock() + self._time_left_when_paused
            self._time_left_when_paused = None
            self._countdown.start()

    def time_left(self) -> float | None:
        if self._deadline is not None:
            return max(0.0, self._deadline - self.clock())
        return self._time_left_when_paused

    def _start_timer(self) -> None:
        if not self.time_limit:
            return
        self._deadline = self.clock() + self.time_limit
        self._time_left_when_paused = None
        self.timer_label.show()
        self._countdown.start()
        self.tick()

    def _stop_timer(self) -> None:
        self._deadline = None
        self._time_left_when_paused = None
        self._countdown.stop()
        self.timer_label.hide()

    @Slot()
    def tick(self) -> None:
        """Show the time left; when it is up, check if free, else fold (else post the bring-in)."""
        left = self.time_left()
        if left is None:
            return
        self.timer_label.setText(words.time_left(left))
        if left > 0 or self._deadline is None:
            return
        kinds = {o.kind: o for o in self._offers}
        choice = next((kinds[k] for k in _TIME_OUT_KINDS if k in kinds), None)
        if choice is None:
            return
        self._take(choice)  # no misclick guard: nobody clicked
        self._set_status(words.time_is_up(offer_label(choice)))

    # ------------------------------------------------------------ choosing

    def choose(self, offer: LegalAction) -> bool:
        """Take `offer` as the player's choice unless the guard holds it back; True if taken."""
        if offer not in self._offers:
            return False
        if (self.clock() - self._changed_at) * 1000 < self.guard_ms:
            self._set_status(choices_changed())
            self._notice_timer.start(GUARD_NOTICE_MS)
            return False
        self._take(offer)
        return True

    def press_key(self, key: str) -> bool:
        for offer, k in self._keys.items():
            if k == key:
                return self.choose(offer)
        if self._offers:  # a key that stands for nothing now: say which keys do
            shown = {offer: self._shown_keys[k] for offer, k in self._keys.items()}
            self._set_status(words.no_such_choice(self._shown_keys[key], shown))
            self._notice_timer.start(GUARD_NOTICE_MS * 2)
        return False

    def _take(self, offer: LegalAction) -> None:
        self.set_offers(())
        self._set_status("")
        self.action_chosen.emit(offer)

    def _pre_action(self, offers: tuple[LegalAction, ...]) -> LegalAction | None:
        """What a ticked pre-action answers with now (never a forced bring-in: R3.3)."""
        kinds = {o.kind: o for o in offers}
        if self.check_fold.isChecked():
            return kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.FOLD)
        if self.call_any.isChecked():
            return kinds.get(ActionKind.CHECK) or kinds.get(ActionKind.CALL)
        return None

    # The handlers are plain functions, not @Slot()s: PySide6 keeps about 270 bytes for every
    # function it decorates as a slot, never freed (when a button was made per offer per turn, the
    # app grew by ~35 MB every 10,000 hands: benchmarks/app_memory.py).
    def _make_click_handler(self, index: int) -> Callable[[], None]:
        def clicked() -> None:
            if index < len(self._buttons):  # the offer the button shows now
                self.choose(self._buttons[index][0])

        return clicked

    def _make_key_handler(self, key: str) -> Callable[[], None]:
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
        self._set_status(self._turn_text if self._offers else "")
