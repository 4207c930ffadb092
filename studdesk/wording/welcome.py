"""The first-run welcome: the game, the keys, where the rules and the settings are.

The keys are the player's own (Settings ▸ Keyboard may have changed them), given
by command name as the system writes them; a command left out shows its usual key.

>>> "Seven Card Stud" in welcome_html("Seven Card Stud", {})
True
>>> "<b>G</b>" in welcome_html("Razz", {"fold": "G"})
True
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from studdesk.wording import translate

#: the usual key of each command the welcome names (as `ui.shortcuts` has them)
USUAL_KEYS = {
    "fold": "F",
    "check_call": "C",
    "bring_in": "B",
    "bet_raise": "R",
    "bet_raise_bigger": "Shift+R",
    "skip": "Space",
    "pause": "P",
    "rules": "F1",
    "settings": "Ctrl+,",
}


def welcome_title() -> str:
    return translate("Welcome", "Welcome to StudDesk")


def deal_me_in() -> str:
    return translate("Welcome", "Deal me in")


def show_at_start() -> str:
    return translate("Welcome", "Show this welcome when StudDesk starts")


def _key_rows() -> tuple[tuple[str, str], ...]:
    """(command name, what its key does) in the order the welcome lists them."""
    return (
        ("fold", translate("Welcome", "fold your hand")),
        ("check_call", translate("Welcome", "check or call")),
        ("bring_in", translate("Welcome", "bring in (the forced opening bet)")),
        ("bet_raise", translate("Welcome", "bet, raise or complete")),
        ("bet_raise_bigger", translate("Welcome", "the big bet, when an open pair allows it")),
        ("skip", translate("Welcome", "skip the animation")),
        ("pause", translate("Welcome", "pause, and go on")),
    )


def welcome_html(game: str, keys: Mapping[str, str]) -> str:
    """The welcome's text (Qt rich text): three short parts and the keys the player has now."""

    def key(name: str) -> str:
        return keys.get(name) or USUAL_KEYS[name]

    rows = "".join(
        f"<tr><td style='padding-right:12px'><b>{escape(key(name))}</b></td><td>{escape(what)}</td></tr>"
        for name, what in _key_rows()
        if key(name) != "—"  # a command the player left without a key
    )
    parts = (
        translate(
            "Welcome",
            "You play {game} against bots, for practice chips. The table deals on by itself; "
            "when it is your turn the buttons under the table show what you may do.",
        ).format(game=game),
        translate(
            "Welcome",
            "The rules of the game being played are under Help ▸ Rules ({rules}). Game ▸ Settings "
            "({settings}) chooses the game, your opponents and the stakes; Game ▸ New sit-and-go "
            "starts a tournament.",
        ).format(rules=key("rules"), settings=key("settings")),
        translate("Welcome", "The keys:"),
    )
    text = "".join(f"<p>{escape(p)}</p>" for p in parts)
    return f"<h3>{escape(welcome_title())}</h3>{text}<table>{rows}</table>"
