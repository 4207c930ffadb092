"""What went wrong with a bot, in words: the part in brackets of "Ada's bot went wrong (...)",
and why a bot could not be loaded ("Ada: unknown bot 'x'; ... Playing the Medium bot instead.").

A bot that fails to decide checks or folds instead (`bots.base.safe_decision`); a bot
of the player's own runs in a process of its own with a deadline (`bots.isolated`).
Each way of failing is one message here; what the bot itself raised or answered is
quoted as it printed, since only its author can read it.

>>> no_answer(5.0), raised("ValueError('no')")
('no answer within 5 s', "it raised ValueError('no')")
>>> dropped(process_ended(), failures=3, in_row=True)
'its process has ended; it failed 3 times in a row, so it only checks or folds from now on'
"""

from __future__ import annotations

from collections.abc import Mapping

from studdesk.wording import local_number, translate


def no_answer(seconds: float) -> str:
    """The bot did not answer within its deadline (its process is killed and started again)."""
    return translate("BotFailures", "no answer within {seconds} s").format(
        seconds=local_number(f"{seconds:g}")
    )


def process_ended() -> str:
    """The bot's process is gone (it crashed, or was ended while deciding)."""
    return translate("BotFailures", "its process has ended")


def unreadable_answer() -> str:
    """The bot's process sent something that is not an answer (the details go to the log)."""
    return translate("BotFailures", "it sent an answer StudDesk cannot read")


def raised(error: str) -> str:
    """The bot raised an exception, quoted as Python prints it: "RuntimeError('boom')"."""
    return translate("BotFailures", "it raised {error}").format(error=error)


def not_an_action(answered: str) -> str:
    """The bot answered something that is not an action at all (None, a string...)."""
    return translate("BotFailures", "it answered {answer}, which is not an action").format(answer=answered)


def not_on_offer(choice: str) -> str:
    """The bot chose an action that was not offered (a raise when only calling is allowed)."""
    return translate("BotFailures", "it chose {choice}, which is not on offer").format(choice=choice)


def at_hand_over(reason: str) -> str:
    """The bot failed while shown the end of a hand (told at its next decision)."""
    return translate("BotFailures", "{reason}, at the end of the last hand").format(reason=reason)


def not_restarted(reason: str) -> str:
    """The bot's process could not be started again after a failure."""
    return translate("BotFailures", "it could not be started again: {reason}").format(reason=reason)


def dropped(reason: str, failures: int, in_row: bool) -> str:
    """The last failure, after which the bot is dropped and only checks or folds."""
    if in_row:
        template = translate(
            "BotFailures",
            "{reason}; it failed {n} time(s) in a row, so it only checks or folds from now on",
            None,
            failures,
        )
    else:
        template = translate(
            "BotFailures",
            "{reason}; it failed {n} time(s), so it only checks or folds from now on",
            None,
            failures,
        )
    return template.format(reason=reason, n=failures)


# ------------------------------------------------------------------ a bot that cannot be loaded


def load_problem(problem: str, details: Mapping[str, str]) -> str:
    """Why a bot could not be loaded, by the problem's key (`bots.loading.BotLoadError`); the
    names and what Python said are quoted as they are. An unknown key is said as it is."""
    templates = {
        "cannot import": lambda: translate(
            "BotFailures", "cannot import '{module}' for bot '{spec}': {error}"
        ),
        "no attribute": lambda: translate(
            "BotFailures", "module '{module}' has no '{attr}' for bot '{spec}'"
        ),
        "not callable": lambda: translate("BotFailures", "'{spec}' is not a class or factory"),
        "not created": lambda: translate("BotFailures", "bot '{name}' could not be created: {error}"),
        "no decide": lambda: translate(
            "BotFailures", "'{name}' made {made}, which has no decide(view) method"
        ),
        "unknown": lambda: translate(
            "BotFailures", "unknown bot '{name}'; known bots: {known} (or give package.module:ClassName)"
        ),
        "did not start": lambda: translate("BotFailures", "bot '{spec}' did not start: {reason}"),
    }
    template = templates.get(problem)
    if template is None:
        return problem
    try:
        return template().format(**details)
    except (KeyError, IndexError, ValueError):  # details that do not fit (sent by a bot's process)
        return problem
