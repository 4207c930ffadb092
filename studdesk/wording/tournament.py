"""The tournament panel's lines: title, level, the next level and when it comes, the standings' cells.

>>> clock_text(59.2)
'1:00'
>>> next_level(3, in_hands(1), "Razz", "ante 10 · bring-in 15 · 40/80")
'Next: level 3 in 1 hand\\nRazz · ante 10 · bring-in 15 · 40/80'
"""

from __future__ import annotations

from studdesk.wording import thousands, translate
from studdesk.wording.places import amount_text


def clock_text(seconds: float) -> str:
    """A countdown, rounded up to the second: 1:00, 0:09."""
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


def panel_title(title: str, left: int, entrants: int, hand: int) -> str:
    return translate("Tournament", "{title} · {left} of {entrants} left · hand {hand}").format(
        title=title, left=left, entrants=entrants, hand=hand
    )


def level_line(level: int, game: str, stakes: str) -> str:
    return translate("Tournament", "Level {level} · {game}\n{stakes}").format(
        level=level, game=game, stakes=stakes
    )


def top_of_ladder() -> str:
    return translate("Tournament", "Top of the ladder: the stakes stay here.")


def in_hands(hands: int) -> str:
    return translate("Tournament", "in {hands} hand(s)", None, hands).format(hands=hands)


def in_time(seconds: float) -> str:
    return translate("Tournament", "in {clock}").format(clock=clock_text(seconds))


def with_next_hand() -> str:
    return translate("Tournament", "with the next hand")


def next_level(level: int, when: str, game: str | None, stakes: str) -> str:
    """The level to come; `game` only when it changes the game."""
    if game is None:
        return translate("Tournament", "Next: level {level} {when}\n{stakes}").format(
            level=level, when=when, stakes=stakes
        )
    return translate("Tournament", "Next: level {level} {when}\n{game} · {stakes}").format(
        level=level, when=when, game=game, stakes=stakes
    )


def out_cell() -> str:
    """The chips column of a player who is out."""
    return translate("Tournament", "out")


def equity_tip(equity: float, prize_pool: int) -> str:
    return translate("Tournament", "{equity} of the {pool} prize pool").format(
        equity=amount_text(equity), pool=thousands(prize_pool)
    )


def sng_title(game: str | None, entrants: int) -> str:
    """The name a sit-and-go is kept under (window title, results, hand history): "Stud
    sit-and-go, 6 players"; `game` None for a mix of games. Worded when the sit-and-go starts."""
    if game is None:
        return translate("Tournament", "Mixed sit-and-go, {n} player(s)", None, entrants).format(n=entrants)
    return translate("Tournament", "{game} sit-and-go, {n} player(s)", None, entrants).format(
        game=game, n=entrants
    )
