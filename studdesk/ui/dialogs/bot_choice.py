"""Choosing a bot: one list grouped as levels, styles (by level), simple bots and the player's own.

Every bot in the list carries a one-line description (its tooltip, and
`description()` for a label beside the list). The names come from the app
(the UI does not import the bots); a style named alone ("rock") is the same
bot as that style at Medium and is shown as such.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QInputDialog, QWidget

from studdesk.wording.bots import (
    LEVEL_KEYS,
    SIMPLE_KEYS,
    STYLE_KEYS,
    bot_description,
    bot_label,
    default_seat,
    group_levels,
    group_mixes,
    group_own,
    group_simple,
    group_styles,
    mix_level,
    own_bot_item,
    split_name,
)
from studdesk.wording.dialogs import bot_not_installed, not_a_bot_spec, own_bot_question

#: the item that asks for a bot class of the player's own (data of that item)
OWN_BOT_ITEM = "\x00own-bot"
#: package.module:ClassName, as `studdesk.bots.registry.make_bot` loads it
BOT_SPEC = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")

AskSpec = Callable[[QWidget, "str | None"], "str | None"]


def bot_groups(names: Sequence[str], mixes: bool = False) -> list[tuple[str, list[str]]]:
    """The registered bot names as the list shows them: (group title, names), empty groups left out.

    A style named alone is left out: it is that style at Medium, listed as such. With
    `mixes`, the mixes of styles come first (for the default bot: a mix fills many seats).
    """
    known = set(names)
    groups: list[tuple[str, list[str]]] = []
    if mixes:
        groups.append((group_mixes(), [f"mix-{level}" for level in ("medium", "easy", "hard")]))
    groups.append((group_levels(), [n for n in LEVEL_KEYS if n in known]))
    for level in ("medium", "easy", "hard"):
        groups.append((group_styles(level), [f"{s}-{level}" for s in STYLE_KEYS if f"{s}-{level}" in known]))
    groups.append((group_simple(), [n for n in SIMPLE_KEYS if n in known]))
    listed = {n for _, group in groups for n in group}
    own = sorted(
        n for n in names if n not in listed and split_name(n) == (None, None) and mix_level(n) is None
    )
    groups.append((group_own(), own))
    return [(title, group) for title, group in groups if group or title == group_own()]


def canonical(name: str) -> str:
    """The name the list shows a bot under ("rock" is listed as "rock-medium")."""
    return f"{name}-medium" if name in STYLE_KEYS else name


def ask_bot_spec(parent: QWidget, problem: str | None) -> str | None:
    """Ask for `package.module:ClassName`; None when the player cancels."""
    text = own_bot_question()
    if problem:
        text = f"{problem}\n\n{text}"
    value, ok = QInputDialog.getText(parent, own_bot_item().rstrip("…"), text)
    return value.strip() if ok else None


class BotCombo(QComboBox):
    """Chooses a bot by registry name; optionally offers 'use the default bot' (value None).

    The last item asks for a bot class of the player's own (`package.module:ClassName`,
    see docs/bots.md); the game reports a class that cannot be loaded when it seats it.
    """

    def __init__(
        self,
        names: Sequence[str],
        with_default: bool,
        parent: QWidget | None = None,
        ask: AskSpec = ask_bot_spec,
        mixes: bool = False,
    ) -> None:
        super().__init__(parent)
        self._ask = ask
        self._model = QStandardItemModel(self)
        self.setModel(self._model)
        if with_default:
            self._add(default_seat(None), None)
        for title, group in bot_groups(names, mixes):
            self._add_header(title)
            for name in group:
                self._add(bot_label(name), name)
        self._add(own_bot_item(), OWN_BOT_ITEM)
        self.setMaxVisibleItems(24)
        self._previous = self._first_choice()
        self.setCurrentIndex(self._previous)
        self.activated.connect(self._on_activated)
        self.currentIndexChanged.connect(self._describe)
        self._describe()

    def _add(self, text: str, data: str | None, row: int | None = None) -> None:
        item = QStandardItem(text)
        item.setData(data, Qt.ItemDataRole.UserRole)
        if data is not None and data != OWN_BOT_ITEM:
            item.setToolTip(bot_description(data))
        if row is None:
            self._model.appendRow(item)
        else:
            self._model.insertRow(row, item)

    def _add_header(self, title: str) -> None:
        item = QStandardItem(title)
        item.setFlags(Qt.ItemFlag.NoItemFlags)  # a heading: not a choice
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        item.setData("\x00header", Qt.ItemDataRole.UserRole)
        self._model.appendRow(item)

    def _first_choice(self) -> int:
        return next(i for i in range(self.count()) if self._model.item(i).isEnabled())

    def value(self) -> str | None:
        data = self.currentData()
        return data if isinstance(data, str) and not data.startswith("\x00") else None

    def description(self) -> str:
        """One line on the bot chosen now ("" for the default or the own-bot item)."""
        value = self.value()
        return bot_description(value) if value is not None else ""

    def set_value(self, name: str | None) -> None:
        index = self.findData(canonical(name)) if name is not None else self.findData(None)
        if index < 0 and name is not None:
            # a plug-in spec is shown as written; a name from the settings file that no
            # installed bot answers to is kept, not lost
            label = bot_label(name) if ":" in name else bot_not_installed(bot_label(name))
            index = self.count() - 1
            self._add(label, name, row=index)
        self.setCurrentIndex(max(index, 0))
        self._previous = self.currentIndex()

    @Slot()
    def _describe(self) -> None:
        self.setToolTip(self.description())

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        if self.itemData(index) != OWN_BOT_ITEM:
            self._previous = index
            return
        problem: str | None = None
        while True:
            spec = self._ask(self, problem)
            if spec is None:  # cancelled: back to the bot chosen before
                self.setCurrentIndex(self._previous)
                return
            if BOT_SPEC.match(spec):
                self.set_value(spec)  # its index change revalidates the dialog
                return
            problem = not_a_bot_spec(spec)
