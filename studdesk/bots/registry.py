"""Bot names usable on the command line and in settings, and loading third-party bots.

A name is either a registered lower-case word (`random`, `calling-station`, `rock`,
`hard`, `maniac-easy`, ...)
or `package.module:ClassName`; classes from the `studdesk.bots` entry-point group
are registered under their entry-point name.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from importlib.metadata import entry_points

from studdesk.bots.base import Bot
from studdesk.bots.profiles import LEVELS, STYLES, profile
from studdesk.bots.simple import AlwaysRaiseBot, CallingStationBot, RandomBot
from studdesk.bots.strategy import StrategyBot

BotFactory = Callable[[int | None], Bot]

#: the level a style plays at when named alone ("rock" is the Rock at Medium)
DEFAULT_LEVEL = "medium"


def _strategy(style: str, level: str) -> BotFactory:
    prof = profile(style, level)

    def make(seed: int | None) -> Bot:
        return StrategyBot(prof, seed)

    return make


_REGISTRY: dict[str, BotFactory] = {
    "random": RandomBot,
    "always-call": CallingStationBot,
    "always-raise": AlwaysRaiseBot,
}
for _style in STYLES:
    _REGISTRY[_style] = _strategy(_style, DEFAULT_LEVEL)
    for _level in LEVELS:
        _REGISTRY[f"{_style}-{_level}"] = _strategy(_style, _level)
for _level in LEVELS:
    # the difficulty levels on their own are the Solid style played at that level
    _REGISTRY[_level] = _strategy("solid", _level)


class BotLoadError(ValueError):
    """A bot name that cannot be turned into a bot."""


def register(name: str, factory: BotFactory) -> None:
    _REGISTRY[name] = factory


def names() -> list[str]:
    _load_entry_points()
    return sorted(_REGISTRY)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A new bot for `name`, seeded for determinism."""
    factory = _REGISTRY.get(name)
    if factory is None:
        _load_entry_points()
        factory = _REGISTRY.get(name)
    if factory is None and ":" in name:
        factory = _import_factory(name)
    if factory is None:
        raise BotLoadError(
            f"unknown bot {name!r}; known bots: {', '.join(names())} (or give package.module:ClassName)"
        )
    try:
        bot = _call_factory(factory, seed)
    except BotLoadError:
        raise
    except Exception as exc:  # a third-party constructor can fail in any way
        raise BotLoadError(f"bot {name!r} could not be created: {exc!r}") from exc
    if not isinstance(bot, Bot):
        raise BotLoadError(f"{name!r} made {bot!r}, which has no decide(view) method")
    return bot


def _call_factory(factory: BotFactory, seed: int | None) -> Bot:
    """Call with the seed; a class whose constructor takes no arguments is called without."""
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):  # builtins without a signature: just try with the seed
        return factory(seed)
    takes_seed = any(
        p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL) for p in params.values()
    )
    return factory(seed) if takes_seed else factory()  # type: ignore[call-arg]


def _import_factory(spec: str) -> BotFactory:
    module_name, _, attr = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise BotLoadError(f"cannot import {module_name!r} for bot {spec!r}: {exc}") from exc
    try:
        factory = getattr(module, attr)
    except AttributeError:
        raise BotLoadError(f"module {module_name!r} has no {attr!r} for bot {spec!r}") from None
    if not callable(factory):
        raise BotLoadError(f"{spec!r} is not a class or factory")
    return factory  # type: ignore[no-any-return]


_entry_points_loaded = False


def _load_entry_points() -> None:
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    for ep in entry_points(group="studdesk.bots"):
        try:
            _REGISTRY.setdefault(ep.name, ep.load())
        except Exception:  # a broken plug-in must not hide the built-in bots
            continue
