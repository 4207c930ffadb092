"""Every keyboard shortcut in one table: its name in the settings file, its usual key, what it does.

The settings keep only the keys the player changed (`Settings.shortcuts`, name -> key
text, "" for none); `bindings` lays them over the usual keys. Escape is not in the
table: it always skips the animation and closes dialogs, so no command may take it.
A command works in one window (the table's or the hand history's): a key may serve
one command in each, never two in the same window. `clashes` finds such keys: the
settings dialog refuses them, and `without_clashes` undoes them wherever settings are
taken in (`app.flow`: at the start, from a file edited by hand, and on every change).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from studdesk.wording import translate

_log = logging.getLogger(__name__)
#: always skips the running animation (and closes dialogs): not offered for rebinding
RESERVED_KEY = "Esc"
#: the windows commands work in
TABLE = "table"
HISTORY = "history"


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    #: the usual key, in Qt's portable text ("Ctrl+N")
    default: str
    what: Callable[[], str]
    #: the window the key works in
    window: str = TABLE


COMMANDS: tuple[Command, ...] = (
    Command("fold", "F", lambda: translate("Shortcuts", "Fold")),
    Command("check_call", "C", lambda: translate("Shortcuts", "Check or call")),
    Command("bring_in", "B", lambda: translate("Shortcuts", "Bring-in")),
    Command("bet_raise", "R", lambda: translate("Shortcuts", "Bet, raise or complete (the smaller amount)")),
    Command(
        "bet_raise_bigger", "Shift+R", lambda: translate("Shortcuts", "The bigger bet or raise (open pair)")
    ),
    Command("bet_raise_biggest", "Ctrl+R", lambda: translate("Shortcuts", "The biggest bet or raise")),
    Command("skip", "Space", lambda: translate("Shortcuts", "Skip the running animation (Esc does too)")),
    Command("pause", "P", lambda: translate("Shortcuts", "Pause after the current action")),
    Command("new_game", "Ctrl+N", lambda: translate("Shortcuts", "New practice game")),
    Command("new_sng", "Ctrl+T", lambda: translate("Shortcuts", "New sit-and-go")),
    Command("history", "Ctrl+H", lambda: translate("Shortcuts", "Hand history")),
    Command("settings", "Ctrl+,", lambda: translate("Shortcuts", "Settings")),
    Command("dealer_log", "Ctrl+L", lambda: translate("Shortcuts", "Show or hide the dealer's log")),
    Command("aids_panel", "Ctrl+Shift+A", lambda: translate("Shortcuts", "Show or hide the practice aids")),
    Command("equity_calculator", "Ctrl+E", lambda: translate("Shortcuts", "Stud equity calculator")),
    Command("text_bigger", "Ctrl++", lambda: translate("Shortcuts", "Bigger text")),
    Command("text_smaller", "Ctrl+-", lambda: translate("Shortcuts", "Smaller text")),
    Command("rules", "F1", lambda: translate("Shortcuts", "Rules of the game being played")),
    Command("quit", "Ctrl+Q", lambda: translate("Shortcuts", "Quit")),
    Command(
        "history_find",
        "Ctrl+F",
        lambda: translate("Shortcuts", "Hand history: find a player (the name filter)"),
        HISTORY,
    ),
    Command("history_refresh", "F5", lambda: translate("Shortcuts", "Hand history: list again"), HISTORY),
    Command(
        "history_close", "Ctrl+W", lambda: translate("Shortcuts", "Hand history: close the window"), HISTORY
    ),
)
BY_NAME: dict[str, Command] = {c.name: c for c in COMMANDS}
#: the action panel's own names for its keys (it tells offers apart by them) -> command
PANEL_KEYS: dict[str, str] = {
    "F": "fold",
    "C": "check_call",
    "B": "bring_in",
    "R": "bet_raise",
    "Shift+R": "bet_raise_bigger",
    "Ctrl+R": "bet_raise_biggest",
}


def key_of(text: str) -> QKeySequence:
    """One key (with modifiers) from its portable text; an empty sequence for "" or nonsense."""
    sequence = QKeySequence.fromString(text, QKeySequence.SequenceFormat.PortableText)
    if sequence.count() != 1:
        return QKeySequence()
    combination = sequence[0]  # type: ignore[index]  # (PySide6's stubs lack __getitem__)
    if combination.key() in (Qt.Key(0), Qt.Key.Key_unknown):
        return QKeySequence()
    return QKeySequence(combination)


def bindings(changed: Mapping[str, str]) -> dict[str, QKeySequence]:
    """Every command's key: the player's where they chose one, else the usual one.

    Names the program does not know (a newer or older settings file) and key texts
    Qt cannot read are passed over: the usual key stays.
    """
    keys: dict[str, QKeySequence] = {}
    for command in COMMANDS:
        text = changed.get(command.name)
        if text is None:
            keys[command.name] = key_of(command.default)
        elif text == "":
            keys[command.name] = QKeySequence()
        else:
            chosen = key_of(text)
            keys[command.name] = chosen if not chosen.isEmpty() else key_of(command.default)
    return keys


def changes(keys: Mapping[str, QKeySequence]) -> dict[str, str]:
    """What the settings keep: the keys that differ from the usual ones ("" for none)."""
    changed: dict[str, str] = {}
    for command in COMMANDS:
        key = keys.get(command.name, QKeySequence())
        if key != key_of(command.default):
            changed[command.name] = _portable(key)
    return changed


def _portable(key: QKeySequence) -> str:
    return key.toString(QKeySequence.SequenceFormat.PortableText)


def shown(key: QKeySequence) -> str:
    """A key as the player's system writes it ("Ctrl+N"; "—" for none)."""
    return key.toString(QKeySequence.SequenceFormat.NativeText) or "—"


@dataclass(frozen=True, slots=True)
class Clash:
    """A key a command may not have: Esc (`holder` None), or a key an earlier command of the same
    window has (in the table's order, the first command keeps it)."""

    command: Command
    key: QKeySequence
    holder: Command | None

    def words(self) -> str:
        if self.holder is None:
            return translate(
                "Shortcuts", "{key} always skips the animation; choose another key for “{what}”"
            ).format(key=shown(self.key), what=self.command.what())
        return translate("Shortcuts", "{key} is given to both “{first}” and “{second}”").format(
            key=shown(self.key), first=self.holder.what(), second=self.command.what()
        )


def clashes(keys: Mapping[str, QKeySequence]) -> list[Clash]:
    """Every key given to Esc's work or to a second command of one window, in the table's order:
    what the settings dialog refuses and `without_clashes` undoes."""
    found: list[Clash] = []
    holders: dict[tuple[str, str], Command] = {}
    reserved = key_of(RESERVED_KEY)
    for command in COMMANDS:
        key = keys.get(command.name, QKeySequence())
        if key.isEmpty():
            continue
        place = (command.window, _portable(key))
        if key == reserved:
            found.append(Clash(command, key, None))
        elif place in holders:
            found.append(Clash(command, key, holders[place]))
        else:
            holders[place] = command
    return found


def without_clashes(changed: Mapping[str, str]) -> dict[str, str]:
    """The player's keys (`Settings.shortcuts`) with every clash undone (a hand-edited settings
    file can hold one, and Qt then fires neither command): the command that clashes goes back to
    its usual key, or to none when it has that already. Each change is logged; the rest is kept."""
    kept = dict(changed)
    while found := clashes(bindings(kept)):
        clash = found[0]
        name = clash.command.name
        if clash.key != key_of(clash.command.default):
            kept.pop(name, None)  # the usual key, which may clash in turn: looked at again
        else:
            kept[name] = ""
        _log.warning(
            "settings: the key %s of %s is taken (by Esc or another command); %s is used instead",
            _portable(clash.key),
            name,
            clash.command.default if name not in kept else "no key",
        )
    return kept


def _key_rows(keys: Mapping[str, QKeySequence], window: str) -> str:
    return "".join(
        f"<tr><td><b>{escape(shown(keys.get(c.name, QKeySequence())))}</b></td>"
        f"<td>{escape(c.what())}</td></tr>"
        for c in COMMANDS
        if c.window == window
    )


def help_html(keys: Mapping[str, QKeySequence]) -> str:
    """Help ▸ Keyboard shortcuts, with the keys the player has now."""
    heading = escape(translate("Shortcuts", "In the hand history:"))
    rows = (
        _key_rows(keys, TABLE) + f"<tr><td colspan='2'><i>{heading}</i></td></tr>" + _key_rows(keys, HISTORY)
    )
    return (
        "<h3>" + escape(translate("Shortcuts", "Keyboard shortcuts")) + "</h3>"
        "<table cellpadding='3'>"
        + rows
        + "</table><p>"
        + escape(
            translate(
                "Shortcuts",
                "Esc or a click on the table also skips the animation. Tab moves between the table, "
                "the action buttons and the dealer's log; Enter presses the button in focus. "
                "Change any key in Settings ▸ Keyboard. A click or key within a moment of the "
                "buttons changing is ignored, so a button never does what you did not mean.",
            )
        )
        + "</p><p>"
        + escape(
            translate(
                "Shortcuts",
                "On the table, the arrow keys go from thing to thing for a screen reader: Up and "
                "Down from the pot to each seat, Left and Right along a seat's cards; Tab goes on "
                "to the action buttons.",
            )
        )
        + "</p>"
    )
