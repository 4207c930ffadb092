"""Typed errors of the engine. Each message is written for the person who caused it."""

from __future__ import annotations


class StudDeskError(Exception):
    """Base of every error the engine raises on purpose."""


class CardParseError(StudDeskError, ValueError):
    """Text that should name a card does not."""


class StructureError(StudDeskError, ValueError):
    """A betting structure breaks R1.4. `field` names the offending field.

    The message is English; `problem` (a fixed key) and `facts` let the screens say it in
    the player's language (`wording.problems`), as the engine knows no translations."""

    def __init__(self, field: str, message: str, problem: str = "", **facts: object) -> None:
        super().__init__(message)
        self.field = field
        self.problem = problem
        self.facts = facts


class ConfigurationError(StudDeskError, ValueError):
    """A game cannot be set up this way (player count, stacks, options).

    As with StructureError, the message is English (the command line, the logs); `problem`
    (a fixed key, "" for none) and `facts` let the screens say it in the player's language
    (`wording.problems.configuration_problem`)."""

    def __init__(self, message: str, problem: str = "", **facts: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.facts = facts


class IllegalActionError(StudDeskError):
    """A command that is not legal now. The hand state is left untouched."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message if rule is None else f"{message} ({rule})")
        self.rule = rule


class NotYourTurnError(IllegalActionError):
    """A seat acted out of turn."""


class HandOverError(IllegalActionError):
    """A command arrived after the hand ended."""


class ReplayError(StudDeskError):
    """A command log or snapshot that does not fit the game it claims to belong to."""
