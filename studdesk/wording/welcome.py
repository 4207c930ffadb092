"""The first-run welcome: the game, the keys, where the rules and the settings are.

>>> "Seven Card Stud" in welcome_html("Seven Card Stud")
True
"""

from __future__ import annotations

from html import escape

from studdesk.wording import translate


def welcome_title() -> str:
    return translate("Welcome", "Welcome to StudDesk")


def deal_me_in() -> str:
    return translate("Welcome", "Deal me in")


def show_at_start() -> str:
    return translate("Welcome", "Show this welcome when StudDesk starts")


def welcome_html(game: str) -> str:
    """The welcome's text (Qt rich text): three short parts and the keys."""
    keys = (
        ("F", translate("Welcome", "fold your hand")),
        ("C", translate("Welcome", "check or call")),
        ("B", translate("Welcome", "bring in (the forced opening bet)")),
        ("R", translate("Welcome", "bet, raise or complete")),
        ("⇧R", translate("Welcome", "the big bet, when an open pair allows it")),
        (translate("Welcome", "Space"), translate("Welcome", "skip the animation")),
        ("P", translate("Welcome", "pause, and go on")),
    )
    rows = "".join(
        f"<tr><td style='padding-right:12px'><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>"
        for k, v in keys
    )
    parts = (
        translate(
            "Welcome",
            "You play {game} against bots, for practice chips. The table deals on by itself; "
            "when it is your turn the buttons under the table show what you may do.",
        ).format(game=game),
        translate(
            "Welcome",
            "The rules of the game being played are under Help ▸ Rules (F1). Game ▸ Settings chooses "
            "the game, your opponents and the stakes; Game ▸ New sit-and-go starts a tournament.",
        ),
        translate("Welcome", "The keys:"),
    )
    text = "".join(f"<p>{escape(p)}</p>" for p in parts)
    return f"<h3>{escape(welcome_title())}</h3>{text}<table>{rows}</table>"
