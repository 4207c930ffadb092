"""Turning `package.module:ClassName` into a bot object.

Kept apart from the registry (which imports every built-in bot) because the
process that hosts a third-party bot (`studdesk.bots.host`) needs only this,
and starts faster without the rest.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

from studdesk.bots.base import Bot, shown
from studdesk.wording import bot_failures

BotFactory = Callable[[int | None], Bot]

#: seconds a third-party bot has for one decision (the `bot_time_limit` setting); here, not in
#: `isolated`, so that the registry has it without importing the bot-hosting machinery
DEFAULT_DEADLINE = 5.0


class BotLoadError(ValueError):
    """A bot name that cannot be turned into a bot: `problem` is a key, `details` the names and
    what Python said, worded in the player's language (`wording.bot_failures.load_problem`).
    The keys and details cross the pipe from a bot's own process, which speaks no language."""

    def __init__(self, problem: str, **details: str) -> None:
        self.problem = problem
        self.details = details
        super().__init__(bot_failures.load_problem(problem, details))


def import_factory(spec: str) -> BotFactory:
    """The class or factory `module:attr` names (`attr` may be dotted); BotLoadError if there is none."""
    module_name, _, attr = spec.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise BotLoadError("cannot import", module=module_name, spec=spec, error=str(exc)) from exc
    for part in attr.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise BotLoadError("no attribute", module=module_name, attr=attr, spec=spec) from None
    if not callable(target):
        raise BotLoadError("not callable", spec=spec)
    return target  # type: ignore[no-any-return]


def call_factory(factory: BotFactory, seed: int | None) -> Bot:
    """Call with the seed; a class whose constructor takes no arguments is called without."""
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # builtins without a signature: just try with the seed
        return factory(seed)
    takes_seed = any(
        p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL) for p in params.values()
    )
    return factory(seed) if takes_seed else factory()  # type: ignore[call-arg]


def build(name: str, factory: BotFactory, seed: int | None) -> Bot:
    """A bot from `factory`; BotLoadError (naming `name`) when it fails or makes no bot."""
    try:
        bot = call_factory(factory, seed)
    except BotLoadError:
        raise
    except Exception as exc:  # a third-party constructor can fail in any way
        raise BotLoadError("not created", name=name, error=shown(exc, 200)) from exc
    if not isinstance(bot, Bot):
        raise BotLoadError("no decide", name=name, made=shown(bot))
    return bot
