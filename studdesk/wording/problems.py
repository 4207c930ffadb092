"""The engine's refusals in the player's language: betting structures (R1.4), ladders, payouts.

The engine knows no translations: its errors carry an English message (for the
command line and the logs), a fixed `problem` key and the facts. A refusal the
screens show goes through `structure_problem` or `setup_problem`; an error without
a known key keeps its English message.

>>> from studdesk.engine.structure import Structure
>>> try:
...     Structure(1, 5, 4, 8)
... except Exception as exc:
...     structure_problem(exc)
'Bring-in must not exceed the small bet'
"""

from __future__ import annotations

from studdesk.engine.errors import StructureError
from studdesk.engine.tournament_config import TournamentSetupError
from studdesk.wording import local_number, thousands, translate


def _amount_word(field: str) -> str:
    words = {
        "ante": lambda: translate("Problems", "ante"),
        "bring_in": lambda: translate("Problems", "bring-in"),
        "small_bet": lambda: translate("Problems", "small bet"),
        "big_bet": lambda: translate("Problems", "big bet"),
    }
    word = words.get(field)
    return word() if word is not None else field.replace("_", " ")


def structure_problem(exc: StructureError) -> str:
    """Why a level's four amounts break R1.4, in a sentence without the rule's code."""
    problem = exc.problem
    if problem == "not whole":
        return translate("Problems", "{amount} must be a whole number of chips").format(
            amount=_amount_word(exc.field)
        )
    if problem == "negative ante":
        return translate("Problems", "Ante must not be negative")
    if problem == "no bring-in":
        return translate("Problems", "Bring-in must be at least 1 chip")
    if problem == "bring-in above small bet":
        return translate("Problems", "Bring-in must not exceed the small bet")
    if problem == "big bet not larger":
        return translate("Problems", "Big bet must be larger than the small bet")
    if problem == "raise cap":
        return translate("Problems", "Raise cap must be 3 or 4 raises after the bet")
    return str(exc)


def setup_problem(exc: TournamentSetupError) -> str:
    """A ladder or payout table that cannot be used, in the player's language."""
    facts = exc.facts
    problem = exc.problem
    if problem == "no levels":
        return translate("Problems", "The ladder needs at least one level")
    if problem == "level goes down":
        return translate(
            "Problems",
            "Level {level}'s {amount} ({now}) is lower than level {before}'s ({was}): levels may not go down",
        ).format(
            level=facts["level"],
            before=int(str(facts["level"])) - 1,
            amount=_amount_word(str(facts["amount"])),
            now=thousands(int(str(facts["now"]))),
            was=thousands(int(str(facts["was"]))),
        )
    if problem == "level breaks R1.4":
        error = facts["error"]
        reason = structure_problem(error) if isinstance(error, StructureError) else str(error)
        return translate("Problems", "Level {level}: {problem}").format(level=facts["level"], problem=reason)
    if problem == "no places paid":
        return translate("Problems", "At least one place must be paid")
    if problem == "more places than players":
        players = int(str(facts["players"]))
        return translate(
            "Problems", "{places} places are paid but only {players} player(s) enter", None, players
        ).format(places=facts["places"], players=players)
    if problem == "share not positive":
        return translate(
            "Problems", "Place {place} pays {share} %: each paid place needs a positive share"
        ).format(place=facts["place"], share=local_number(f"{facts['share']:g}"))
    if problem == "pays more":
        place = int(str(facts["place"]))
        return translate("Problems", "Place {place} pays more than place {before}").format(
            place=place, before=place - 1
        )
    if problem == "total":
        return translate("Problems", "The payouts add up to {total} %; they must add up to 100 %").format(
            total=local_number(f"{facts['total']:g}")
        )
    return str(exc)
