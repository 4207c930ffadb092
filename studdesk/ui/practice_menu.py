"""The Table menu of a practice game: top up or re-buy, sit out, add or remove a bot, change the game.

Everything here takes effect between hands (the engine thread holds a request
made during a hand until it ends). The menu only asks; the app decides. The
bot names come from the app, since the UI does not import the bots.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from studdesk.engine.variants import VARIANTS
from studdesk.play.defaults import MAX_TOP_UP
from studdesk.play.messages import AddBot, RemoveBot, SitOut, TopUp
from studdesk.play.status import PracticeStatus
from studdesk.ui.languages import LiveTexts
from studdesk.wording import translatable, translate
from studdesk.wording.bots import bot_label
from studdesk.wording.dialogs import seated_bot
from studdesk.wording.variants import game_name


class PracticeMenu(QMenu):
    #: a PracticeRequest for the engine thread
    requested = Signal(object)
    #: the player picked another game (a variant key) for the practice table
    variant_chosen = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        #: the entries' labels and tips, shown again in a new language (`retranslate`)
        self.texts = LiveTexts("PracticeMenu")
        self.texts.show(self.setTitle, translatable("PracticeMenu", "&Table"))
        self.setToolTipsVisible(True)
        self._parent = parent
        self.status: PracticeStatus | None = None
        #: every bot name the player can seat, asked for when the player adds a bot: reading the
        #: registry (and its entry points) costs ~25 ms, which the start-up need not pay
        self.bot_names: Callable[[], Sequence[str]] = lambda: ()
        self.dialog: QInputDialog | None = None

        self.top_up_action = self._add(
            translatable("PracticeMenu", "&Top up or re-buy…"),
            self.ask_top_up,
            translatable("PracticeMenu", "Add chips to your stack before the next hand"),
        )
        self.sit_out_action = self._add(
            translatable("PracticeMenu", "&Sit out"),
            None,
            translatable("PracticeMenu", "Let the bots play on without you; uncheck to be dealt in again"),
        )
        self.sit_out_action.setCheckable(True)
        self.sit_out_action.toggled.connect(self._on_sit_out)
        self.addSeparator()
        self.add_bot_action = self._add(translatable("PracticeMenu", "&Add a bot…"), self.ask_add_bot, "")
        self.remove_bot_action = self._add(
            translatable("PracticeMenu", "&Remove a bot…"),
            self.ask_remove_bot,
            translatable("PracticeMenu", "Send a bot away from the table"),
        )
        self.addSeparator()
        self.game_menu = self.addMenu("")
        self.texts.show(self.game_menu.setTitle, translatable("PracticeMenu", "&Game"))
        self.variant_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for key, variant in VARIANTS.items():
            action = QAction(game_name(variant), self)
            action.setCheckable(True)
            action.setData(key)
            action.triggered.connect(self._on_variant)
            group.addAction(action)
            self.game_menu.addAction(action)
            self.variant_actions[key] = action
        self.set_status(None)

    def _add(self, text: str, slot: object, tip: str) -> QAction:
        action = QAction(self)
        self.texts.show(action.setText, text)
        if tip:
            self.texts.show(action.setToolTip, tip)
        if slot is not None:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def retranslate(self) -> None:
        """Every entry in the language just installed (`ui.languages`)."""
        self.texts.retranslate()
        for key, action in self.variant_actions.items():
            action.setText(game_name(VARIANTS[key]))
        self._show_add_bot_tip()

    # ------------------------------------------------------------------ state in

    def set_status(self, status: PracticeStatus | None) -> None:
        """The practice table's line-up; None while no practice table is played (a sit-and-go)."""
        self.status = status
        self.setEnabled(status is not None)
        self._show_add_bot_tip()
        if status is None:
            return
        me = status.human
        self.sit_out_action.blockSignals(True)
        self.sit_out_action.setChecked(bool(me and me.sitting_out))
        self.sit_out_action.blockSignals(False)
        self.add_bot_action.setEnabled(bool(status.free_seats))
        self.remove_bot_action.setEnabled(bool(status.bots))
        action = self.variant_actions.get(status.variant_key)
        if action is not None:
            action.setChecked(True)

    def _show_add_bot_tip(self) -> None:
        full = self.status is not None and not self.status.free_seats
        self.add_bot_action.setToolTip(
            translate(
                "PracticeMenu", "The table is full: remove a bot first, or choose more opponents in Settings"
            )
            if full
            else translate("PracticeMenu", "Seat a bot in a free seat")
        )

    # ------------------------------------------------------------------ asking

    @Slot()
    def ask_top_up(self) -> None:
        dialog = self._input(
            translate("PracticeMenu", "Top up or re-buy"),
            translate("PracticeMenu", "Chips to add to your stack (from the next hand):"),
        )
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, MAX_TOP_UP)
        dialog.setIntStep(100)
        me = self.status.human if self.status is not None else None
        dialog.setIntValue(max(1, me.bought_in - me.stack) if me and me.stack < me.bought_in else 1000)
        dialog.intValueSelected.connect(lambda chips: self.requested.emit(TopUp(int(chips))))
        dialog.open()

    @Slot()
    def ask_add_bot(self) -> None:
        from studdesk.ui.dialogs.bot_choice import bot_groups  # the dialogs load when first used

        dialog = self._input(
            translate("PracticeMenu", "Add a bot"),
            translate("PracticeMenu", "The bot to seat in the first free seat:"),
        )
        offered = [n for _, group in bot_groups(self.bot_names()) for n in group]  # in the groups' order
        labels = [bot_label(n) for n in offered]
        dialog.setComboBoxItems(labels)
        dialog.setComboBoxEditable(False)
        names = dict(zip(labels, offered, strict=True))
        dialog.textValueSelected.connect(lambda label: self.requested.emit(AddBot(names[label])))
        dialog.open()

    @Slot()
    def ask_remove_bot(self) -> None:
        bots = self.status.bots if self.status is not None else ()
        if not bots:
            return
        dialog = self._input(
            translate("PracticeMenu", "Remove a bot"),
            translate("PracticeMenu", "The bot to send away (after this hand):"),
        )
        labels = [seated_bot(p.name, bot_label(p.bot or ""), p.seat) for p in bots]
        dialog.setComboBoxItems(labels)
        dialog.setComboBoxEditable(False)
        seats = dict(zip(labels, (p.seat for p in bots), strict=True))
        dialog.textValueSelected.connect(lambda label: self.requested.emit(RemoveBot(seats[label])))
        dialog.open()

    def _input(self, title: str, label: str) -> QInputDialog:
        if self.dialog is not None:
            self.dialog.deleteLater()
        dialog = QInputDialog(self._parent)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        self.dialog = dialog
        return dialog

    @Slot(bool)
    def _on_sit_out(self, sitting_out: bool) -> None:
        self.requested.emit(SitOut(sitting_out))

    @Slot()
    def _on_variant(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.variant_chosen.emit(str(action.data()))
