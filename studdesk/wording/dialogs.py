"""Sentences the window and its dialogs build from data: titles with the game, editors' problems, totals.

>>> practice_window_title("Razz"), rules_menu_item("Razz")
('StudDesk — Razz practice table', '&Rules of Razz')
>>> tournament_window_title("Mixed sit-and-go, 6 players", "Razz")
'StudDesk — Mixed sit-and-go, 6 players: Razz'

>>> payouts_total(90.0, 600)
'Total 90 % of a 600 prize pool'
"""

from __future__ import annotations

from studdesk.wording import thousands, translate
from studdesk.wording.places import prize_text


def practice_window_title(game: str) -> str:
    return translate("Dialogs", "StudDesk — {game} practice table").format(game=game)


def tournament_window_title(title: str, game: str) -> str:
    """A sit-and-go's title and the game of its level."""
    return translate("Dialogs", "StudDesk — {title}: {game}").format(title=title, game=game)


def rules_menu_item(game: str) -> str:
    """Help ▸ Rules of the game being played (the & marks the menu's shortcut letter)."""
    return translate("Dialogs", "&Rules of {game}").format(game=game)


def seated_bot(name: str, bot: str, seat: int) -> str:
    """A bot at the practice table, in the Remove a bot list."""
    return translate("Dialogs", "{name} — {bot}, seat {seat}").format(name=name, bot=bot, seat=seat + 1)


def bot_not_installed(label: str) -> str:
    """A bot named in the settings that no installed bot answers to (kept, not lost)."""
    return translate("Dialogs", "{bot} (not installed)").format(bot=label)


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


def level_breaks_r1_4(level: int, problem: object) -> str:
    return translate("Dialogs", "Level {level}: {problem} (R1.4)").format(level=level, problem=problem)
