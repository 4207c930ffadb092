"""Why a setting cannot be used, in words: the settings' own refusals (a bot name, a key, a
colour), which the settings dialog shows beside a field and the notice at start lists.

Each sentence names its setting (`title`, the field's title in the player's language) so it
reads on its own in a list. Values read from a file are quoted as the file wrote them.
The refusals of pydantic's own checks ("must be at least 1") are templates in
`persistence.settings`; the R1.4 ones are `wording.problems.structure_problem`.

>>> seat_bot_not_chosen(3), not_a_choice("Game", ["stud", "razz"])
('Bot for opponent 3 must be chosen', "Game must be one of: 'stud', 'razz'")
"""

from __future__ import annotations

from collections.abc import Sequence

from studdesk.wording import translate


def current_format_only(expected: int) -> str:
    return translate(
        "SettingsProblems", "Settings format must be {expected}; older files are upgraded when loaded"
    ).format(expected=expected)


def default_bot_not_chosen() -> str:
    return translate("SettingsProblems", "Default bot must be chosen")


def default_bot_not_a_name() -> str:
    return translate("SettingsProblems", "Default bot must be a bot name such as calling-station")


def seat_bot_not_chosen(number: int) -> str:
    """`number`: the opponent's seat in seat order, from 1."""
    return translate("SettingsProblems", "Bot for opponent {number} must be chosen").format(number=number)


def seat_bot_not_a_name(number: int) -> str:
    return translate(
        "SettingsProblems", "Bot for opponent {number} must be a bot name such as calling-station"
    ).format(number=number)


def timer_too_short(least: int) -> str:
    return translate(
        "SettingsProblems",
        "Action timer must be 0 (off) or at least {least} seconds: less is no time to read the table",
    ).format(least=least)


def not_a_colour() -> str:
    return translate("SettingsProblems", "Felt colour must look like #1d6b3c (a # and six hex digits)")


def not_a_window_place(title: str) -> str:
    """A window's place or the panels' layout that StudDesk did not write (it saves them itself)."""
    return translate("SettingsProblems", "{title} is not a window place StudDesk saved").format(title=title)


def not_a_key(command: str) -> str:
    """A shortcut whose key is no key (`command`: the command's name as the file keeps it)."""
    return translate("SettingsProblems", "Keyboard shortcut for '{command}' is not a key").format(
        command=command
    )


def not_a_tab(top: int) -> str:
    return translate("SettingsProblems", "Last tabs must be tab numbers from 0 to {top}").format(top=top)


def too_many_entries(title: str) -> str:
    return translate("SettingsProblems", "{title} has too many entries").format(title=title)


def entry_without_name(title: str) -> str:
    return translate("SettingsProblems", "{title} has an entry with no valid name").format(title=title)


def stack_below_ante(ante: int) -> str:
    return translate(
        "SettingsProblems", "Starting stack must cover at least the ante ({chips} chip(s))", None, ante
    ).format(chips=ante)


def not_a_setting(name: str) -> str:
    """A name in the file that is no setting (`name` as the file wrote it)."""
    return translate("SettingsProblems", "'{name}' is not a StudDesk setting").format(name=name)


def not_a_choice(title: str, choices: Sequence[object]) -> str:
    """One of a few fixed values is wanted; they are listed as the file writes them."""
    return translate("SettingsProblems", "{title} must be one of: {choices}").format(
        title=title, choices=", ".join(repr(choice) for choice in choices)
    )


def not_usable(title: str) -> str:
    """A problem none of our sentences fits (what the validation library said is English: it
    goes to the log)."""
    return translate("SettingsProblems", "{title} has a value that cannot be used").format(title=title)


# ------------------------------------------------------------------ a file of the oldest layout


def old_unknown_stake(key: str) -> str:
    return translate("SettingsProblems", "stakes {key} is not a stake StudDesk knows").format(key=key)


def old_stakes_not_a_table(value: str) -> str:
    return translate(
        "SettingsProblems", "stakes {value} is not a table of ante, bring-in, small and big bet"
    ).format(value=value)


def old_players_not_a_number(value: str) -> str:
    return translate("SettingsProblems", "players {value} is not a number of players").format(value=value)


def old_animations_not_on_or_off(value: str) -> str:
    return translate("SettingsProblems", "animations {value} is not on (true) or off (false)").format(
        value=value
    )


def old_unknown_setting(key: str) -> str:
    return translate("SettingsProblems", "{key} is not a setting of the older format").format(key=key)
