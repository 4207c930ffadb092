"""Sentences the window and its dialogs build from data: titles with the game, editors' problems, totals.

>>> practice_window_title("Razz"), rules_menu_item("Razz")
('StudDesk — Razz practice table', '&Rules of Razz')
>>> tournament_window_title("Mixed sit-and-go, 6 players", "Razz")
'StudDesk — Mixed sit-and-go, 6 players: Razz'

>>> payouts_total(90.0, 600)
'Total 90 % of a 600 prize pool'
"""

from __future__ import annotations

import re

from studdesk.wording import local_number, thousands, translate
from studdesk.wording.places import prize_text


def practice_window_title(game: str) -> str:
    return translate("Dialogs", "StudDesk — {game} practice table").format(game=game)


def tournament_window_title(title: str, game: str) -> str:
    """A sit-and-go's title and the game of its level."""
    return translate("Dialogs", "StudDesk — {title}: {game}").format(title=title, game=game)


def rules_menu_item(game: str) -> str:
    """Help ▸ Rules of the game being played (the & marks the menu's shortcut letter)."""
    return translate("Dialogs", "&Rules of {game}").format(game=game)


def _number(value: float) -> str:
    return local_number(f"{value:,.2f}".removesuffix(".00") if value != int(value) else f"{int(value):,}")


def allowed_range(low: float | None, high: float | None, unit: str = "", why: str = "") -> str:
    """The range a number field allows, written beside it: "1 to 9", "1 to 7 for Razz"."""
    if low is None or high is None:
        return ""
    text = translate("Dialogs", "{low} to {high}").format(low=_number(low), high=_number(high))
    if unit and unit not in ("chips", "ms", "s"):
        text = f"{text} {unit}"
    return translate("Dialogs", "{range} {why}").format(range=text, why=why) if why else text


def range_for_game(game: str) -> str:
    """Why a range is narrower than the field's own: the game chosen."""
    return translate("Dialogs", "for {game}").format(game=game)


def seated_bot(name: str, bot: str, seat: int) -> str:
    """A bot at the practice table, in the Remove a bot list."""
    return translate("Dialogs", "{name} — {bot}, seat {seat}").format(name=name, bot=bot, seat=seat + 1)


def bot_not_installed(label: str) -> str:
    """A bot named in the settings that no installed bot answers to (kept, not lost)."""
    return translate("Dialogs", "{bot} (not installed)").format(bot=label)


def own_bot_question() -> str:
    return translate(
        "Dialogs",
        "Your own bot class, written as package.module:ClassName.\nIt must be importable by StudDesk.",
    )


def not_a_bot_spec(spec: str) -> str:
    return translate("Dialogs", "“{spec}” is not of the form package.module:ClassName.").format(spec=spec)


def pick_colour(field: str) -> str:
    return translate("Dialogs", "Pick the {field} from a colour chart").format(field=field.lower())


def payout_prize(prize: float) -> str:
    """What a paid place wins, beside its share."""
    return translate("Dialogs", "= {prize}").format(prize=prize_text(prize))


def payouts_total(total: float, prize_pool: int) -> str:
    return translate("Dialogs", "Total {total} % of a {pool} prize pool").format(
        total=f"{total:g}", pool=thousands(prize_pool)
    )


def level_row(level: int) -> str:
    """A row of the ladder editor."""
    return translate("Dialogs", "Level {level}").format(level=level)


def level_cell(level: int, column: str) -> str:
    """The accessible name of one number of the ladder."""
    return translate("Dialogs", "Level {level} {column}").format(level=level, column=column.lower())


def level_problem(level: int, problem: object) -> str:
    """A level of the ladder that breaks the stakes' rules (R1.4), said without the rule's code."""
    return translate("Dialogs", "Level {level}: {problem}").format(level=level, problem=for_players(problem))


_RULE_CODE = re.compile(r"\s*\(R\d+(?:\.\d+)*\)")


def for_players(message: object) -> str:
    """A message as a player reads it: without the rulebook's codes ("(R1.2)") meant for developers.

    >>> for_players("Stud takes 2 to 8 entrants, not 9 (R1.2)")
    'Stud takes 2 to 8 entrants, not 9'
    """
    return _RULE_CODE.sub("", str(message))


def zero_is_off() -> str:
    """Beside a range whose 0 means "off": "5 to 300 (0: off)"."""
    return translate("Dialogs", "(0: off)")


def seat_bot_tip(name: str) -> str:
    return translate(
        "Dialogs", "The bot that plays {name}'s seat; Default uses the default bot below"
    ).format(name=name)


def preset_gives_nothing(preset: str) -> str:
    """A bring-in preset that comes to 0 (no ante): the bring-in is at least 1 chip."""
    return translate(
        "Dialogs", "{preset} comes to nothing with these stakes, and the bring-in must be at least 1 chip."
    ).format(preset=preset)


def preset_capped(preset: str, small_bet: int) -> str:
    return translate("Dialogs", "{preset} = {chips} (the small bet)").format(
        preset=preset, chips=thousands(small_bet)
    )


def preset_capped_tip(preset: str, raw: int, small_bet: int) -> str:
    return translate(
        "Dialogs",
        "{preset} is {raw}, more than the small bet; the bring-in is at most the small bet, {chips}.",
    ).format(preset=preset, raw=thousands(raw), chips=thousands(small_bet))


def seats_at_most(game: str, players: int) -> str:
    """Too many opponents for the game chosen (the game is the reason, not the field's own limit)."""
    return translate(
        "SettingsProblems", "{game} seats at most {players} players, so at most {opponents} opponents"
    ).format(game=game, players=players, opponents=players - 1)


def too_many_opponents(count: int, game: str, players: int) -> str:
    """Opponents typed beyond what the game seats: how many, and why they do not fit."""
    return translate("Dialogs", "{count} opponent(s) do not fit: {reason}", None, count).format(
        count=thousands(count), reason=seats_at_most(game, players)
    )


# ------------------------------------------------------------------ starting


def settings_title() -> str:
    """The title of the message that the settings file could not be used as it was."""
    return translate("Dialogs", "Settings")


def cannot_start() -> str:
    """The title of the message when StudDesk has no folder for its files."""
    return translate("Dialogs", "StudDesk cannot start")


def home_override_not_absolute(variable: str, value: str) -> str:
    return translate(
        "Dialogs",
        "{variable} must be an absolute folder path (it is '{value}'); "
        "set it to something like /home/you/studdesk, or unset it",
    ).format(variable=variable, value=value)


def home_unknown(value: str, variable: str) -> str:
    """Neither HOME nor the user database names an absolute home folder."""
    if not value:
        text = translate(
            "Dialogs",
            "Your home folder is unknown: HOME is empty and the user database has no home for you. "
            "Set HOME to your home folder, or {variable} to a folder for StudDesk's files.",
        )
    else:
        text = translate(
            "Dialogs",
            "Your home folder is unknown: HOME is the relative path '{value}' and the user database "
            "has no home for you. Set HOME to your home folder, or {variable} to a folder for "
            "StudDesk's files.",
        )
    return text.format(value=value, variable=variable)
