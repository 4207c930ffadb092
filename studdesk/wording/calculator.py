"""The stud equity calculator in words: problems with the input, and how the answer was found.

Used by the calculator window and by `studdesk-sim equity`. A problem is named by
its `analysis.calculator.Problem` value with the facts that go with it; cards in a
problem are written as they are typed (PHH: "As", "Td"), so the player finds them.
Plain ASCII quotes: the command's messages must print in any terminal.

>>> problem_text("a card given twice", player=1, card="As", other=0)
'the As is given in player 1 and in player 2'
>>> how_computed(exact=True, deals=1560, error=0.0)
'exact, 1,560 deals enumerated'
"""

from __future__ import annotations

from studdesk.wording import local_number, thousands, translate


def player_label(index: int | None) -> str:
    """'player 2' for index 1; 'the dead cards' for None."""
    if index is None:
        return translate("Calculator", "the dead cards")
    return translate("Calculator", "player {number}").format(number=index + 1)


def problem_text(
    problem: str,
    player: int | None = None,
    text: str = "",
    card: str = "",
    other: int | None = None,
    count: int = 0,
    limit: int = 0,
    game: str = "",
    variants: str = "",
) -> str:
    """One line naming what is wrong with an equity question, and where."""
    where = player_label(player)
    if problem == "unknown variant":
        return translate("Calculator", "unknown variant '{text}'; choose one of {variants}").format(
            text=text, variants=variants
        )
    if problem == "bad card text":
        if len(text) == 1:
            template = translate(
                "Calculator",
                "{where}: '{text}' is half a card; write each card as rank and suit, like 'As' or 'Td'",
            )
        else:
            template = translate(
                "Calculator", "{where}: '{text}' is not a card; ranks are 2-9 T J Q K A and suits c d h s"
            )
        return template.format(where=where, text=text)
    if problem == "fewer than 2 players":
        return translate("Calculator", "give at least {limit} hands to compare (got {count})").format(
            limit=limit, count=count
        )
    if problem == "more players than the variant seats":
        return translate(
            "Calculator", "{game} is played by at most {limit} players (got {count} hands)"
        ).format(game=game, limit=limit, count=thousands(count))
    if problem == "more cards than the variant deals":
        return translate(
            "Calculator", "{where} has {count} cards, but {game} deals each player only {limit}"
        ).format(where=where, count=thousands(count), game=game, limit=limit)
    if problem == "a card given twice":
        if other == player:
            return translate("Calculator", "the {card} is given twice in {where}").format(
                card=card, where=where
            )
        return translate("Calculator", "the {card} is given in {other} and in {where}").format(
            card=card, other=player_label(other), where=where
        )
    if problem == "more cards than the deck holds":
        return translate(
            "Calculator",
            "the hands need {count} more cards, but the deck holds only {limit} card(s) once the known "
            "and dead cards are out of it",
            None,
            limit,
        ).format(count=count, limit=limit)
    if problem == "samples below 1":
        return translate("Calculator", "the number of samples must be at least {limit} (got {count})").format(
            limit=limit, count=count
        )
    return translate(
        "Calculator",
        "--exact would enumerate {count} deals, more than the {limit} that finish in about half a minute; "
        "leave out --exact for a Monte Carlo answer with its standard error",
    ).format(count=thousands(count), limit=thousands(limit))


def field_problem(problem: str) -> str:
    """A problem shown next to the field it is about (the field names the player already)."""
    return problem[:1].upper() + problem[1:] + "."


def not_a_whole_number(flag: str, text: str) -> str:
    return translate("Calculator", "{flag} takes a whole number, not '{text}'").format(flag=flag, text=text)


def out_of_range(flag: str, low: int, high: int, value: int) -> str:
    return translate("Calculator", "{flag} must be between {low} and {high} (got {value})").format(
        flag=flag, low=thousands(low), high=thousands(high), value=thousands(value)
    )


def interrupted() -> str:
    return translate("Calculator", "interrupted")


def how_computed(exact: bool, deals: int, error: float) -> str:
    """'exact, 1,560 deals enumerated' or 'Monte Carlo, 200,000 random deals, standard error up to
    0.11 points'."""
    if exact:
        return translate("Calculator", "exact, {deals} deal(s) enumerated", None, deals).format(
            deals=thousands(deals)
        )
    return translate(
        "Calculator", "Monte Carlo, {deals} random deals, standard error up to {error} points"
    ).format(deals=thousands(deals), error=local_number(f"{100 * error:.2f}"))


def table_head(game: str, how: str) -> str:
    """The command's first line: 'Seven Card Stud: exact, 1,560 deals enumerated'."""
    return translate("Calculator", "{game}: {how}").format(game=game, how=how)


def community_card() -> str:
    return translate(
        "Calculator", "The deck runs out: the last card is one community card for everyone (R2.7)."
    )


def column_names(split: bool) -> list[str]:
    """The figures' column headings, in the order the table shows them."""
    if split:
        return [
            translate("Calculator", "equity"),
            translate("Calculator", "high"),
            translate("Calculator", "low"),
            translate("Calculator", "scoop"),
        ]
    return [translate("Calculator", "equity"), translate("Calculator", "scoop")]


def player_column() -> str:
    return translate("Calculator", "player")


def cards_column() -> str:
    return translate("Calculator", "cards")


def no_cards() -> str:
    return translate("Calculator", "(no cards)")


def will_compute(exact: bool, deals: int) -> str:
    """Before computing: what the answer will take."""
    if exact:
        return translate("Calculator", "{deals} deals: the answer will be exact").format(
            deals=thousands(deals)
        )
    return translate("Calculator", "{deals} deals: too many to count, a Monte Carlo sample will do").format(
        deals=thousands(deals)
    )


def computing() -> str:
    return translate("Calculator", "Computing…")


def cancelled() -> str:
    return translate("Calculator", "Cancelled: no answer.")


def failed(reason: str) -> str:
    return translate("Calculator", "The calculation failed: {reason}").format(reason=reason)


def error_points(error: float) -> str:
    """A standard error in percentage points: '±0.12'."""
    return f"±{100 * error:.2f}"
