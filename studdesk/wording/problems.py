"""The engine's refusals in the player's language: betting structures (R1.4), ladders, payouts,
the sit-and-go's other settings, a table's seating and dealing, and an action not on offer.

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

from collections.abc import Sequence

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.errors import (
    ConfigurationError,
    HandOverError,
    IllegalActionError,
    NotYourTurnError,
    StructureError,
)
from studdesk.engine.tournament_config import LevelUnit, TournamentSetupError
from studdesk.engine.variants import Variant
from studdesk.wording import local_number, thousands, translate
from studdesk.wording.panel import action_words, to_do
from studdesk.wording.table import chips_text
from studdesk.wording.variants import game_name


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
    if problem == "not a structure":
        return translate("Problems", "Level {level} is not a betting structure").format(level=facts["level"])
    if problem == "not four amounts":
        return translate(
            "Problems", "Level {level} needs 4 amounts (ante, bring-in, small bet, big bet)"
        ).format(level=facts["level"])
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
    return _setup_field_problem(exc)


def _setup_field_problem(exc: TournamentSetupError) -> str:
    """The sit-and-go's other settings: timing, chips, buy-in, games and entrants."""
    facts = exc.facts
    problem = exc.problem
    if problem == "level too short":
        if facts["unit"] is LevelUnit.MINUTES:
            return translate("Problems", "A level must last at least 1 minute")
        return translate("Problems", "A level must last at least 1 hand")
    if problem == "no starting chips":
        return translate("Problems", "Every entrant needs at least 1 starting chip")
    if problem == "bad buy-in":
        return translate("Problems", "The buy-in must be a whole number, 0 or more")
    if problem == "no variant":
        return translate("Problems", "Choose a game or a rotation")
    if problem == "unknown variant":
        return translate("Problems", "{key} is not a game StudDesk deals").format(key=repr(facts["key"]))
    if problem == "entrants out of range":
        variants = facts["variants"]
        games = sorted({game_name(v) for v in variants}) if isinstance(variants, tuple) else []
        count = int(str(facts["count"]))
        return translate(
            "Problems", "{games} takes {low} to {high} players, not {count}", None, count
        ).format(games=", ".join(games), low=facts["low"], high=facts["high"], count=count)
    if problem == "no name":
        return translate("Problems", "Player {entrant} has no name").format(entrant=facts["entrant"])
    if problem == "same name":
        return translate("Problems", "Two players are called {name}").format(name=facts["name"])
    return str(exc)


def configuration_problem(exc: ConfigurationError) -> str:
    """Why a table cannot seat, change or deal as asked: a clause ("seat 3 is empty") for the
    sentences that take a reason ("Not done: ...", "No hand can be dealt: ...").

    Seats are counted from 1, as the player counts them. An error without a known key is said
    as it is (the play layer's own refusals are worded when raised)."""
    facts = exc.facts
    problem = exc.problem
    if problem == "players ready":
        variant = facts["variant"]
        game = game_name(variant) if isinstance(variant, Variant) else str(variant)
        return translate(
            "Problems", "{game} is played by {low} to {high} players with chips; ready to play: {ready}"
        ).format(game=game, low=facts["low"], high=facts["high"], ready=facts["ready"])
    if problem == "nobody ready":
        return translate("Problems", "nobody with chips is seated")
    if problem == "hand in play":
        return translate("Problems", "changes are made between hands; wait for this hand to end")
    if problem == "seat empty":
        return translate("Problems", "seat {seat} is empty").format(seat=_seat(facts["seat"]))
    if problem == "no such seat":
        return translate("Problems", "the table has no seat {seat}").format(seat=_seat(facts["seat"]))
    if problem == "seat taken":
        return translate("Problems", "seat {seat} is taken by {name}").format(
            seat=_seat(facts["seat"]), name=facts["name"]
        )
    if problem == "no chips to sit":
        return translate("Problems", "{name} needs chips to sit down").format(name=facts["name"])
    if problem == "name taken":
        return translate("Problems", "someone called {name} is already seated").format(name=facts["name"])
    if problem == "no chips":
        return translate("Problems", "at least 1 chip is needed")
    if problem == "unknown variant":
        return translate("Problems", "{key} is not a game StudDesk deals").format(key=repr(facts["key"]))
    if problem == "table size":
        return translate("Problems", "a table has 2 to 10 seats")
    if problem == "no finished hand":
        return translate("Problems", "the hand is not over yet")
    if problem == "tournament over":
        return translate("Problems", "the tournament is over")
    return str(exc)


def _seat(seat: object) -> int:
    return int(str(seat)) + 1


def action_refused(exc: IllegalActionError, tried: Act, offers: Sequence[LegalAction]) -> str:
    """The player's action was refused: by its kind (the hand is over, not their turn), or as an
    action not on offer, with the rule it breaks (a code such as R3.4) and what is on offer."""
    if isinstance(exc, HandOverError):
        return translate("Problems", "The hand is over.")
    if isinstance(exc, NotYourTurnError):
        return translate("Problems", "It is not your turn.")
    if not offers:
        return translate("Problems", "Nothing can be done now: wait for your turn.")
    action, choices = _tried(tried), ", ".join(to_do(offer) for offer in offers)
    if exc.rule:
        return translate("Problems", "You cannot {action} now ({rule}). You may: {choices}.").format(
            action=action, rule=exc.rule, choices=choices
        )
    return translate("Problems", "You cannot {action} now. You may: {choices}.").format(
        action=action, choices=choices
    )


def engine_refusal(exc: Exception) -> str:
    """Any of the engine's refusals as a clause: a stored hand that no longer replays, a save the
    engine will not take back. What the engine does not word by a key stays as it is."""
    if isinstance(exc, StructureError):
        return structure_problem(exc)
    if isinstance(exc, ConfigurationError):
        return configuration_problem(exc)
    if isinstance(exc, HandOverError):
        return translate("Problems", "the hand is already over")
    if isinstance(exc, NotYourTurnError):
        return translate("Problems", "it is another seat's turn")
    if isinstance(exc, IllegalActionError):
        if exc.rule:
            return translate("Problems", "the action is not on offer ({rule})").format(rule=exc.rule)
        return translate("Problems", "the action is not on offer")
    return str(exc)


def _tried(act: Act) -> str:
    """An action the player asked for: "fold", "bet 40", "raise to 80" (a call without its price:
    what it would cost is not the player's to choose)."""
    if act.kind is ActionKind.CALL:
        return translate("Problems", "call")
    return action_words(act.kind, chips_text(act.amount))
