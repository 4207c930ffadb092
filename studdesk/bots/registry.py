"""Bot names usable on the command line and in settings, and making bots from them.

A name is either a registered lower-case word (`random`, `calling-station`, `rock`,
`hard`, `maniac-easy`, ...) or `package.module:ClassName`; bots from the
`studdesk.bots` entry-point group are known by their entry-point name. Bots
given as `package.module:ClassName` or by an entry point are someone else's
code and run in a process of their own with a deadline per decision
(`isolated.IsolatedBot`); the built-in ones run here.
"""

from __future__ import annotations

import re

from studdesk.bots.base import Bot
from studdesk.bots.loading import DEFAULT_DEADLINE, BotFactory, BotLoadError, build
from studdesk.bots.profiles import LEVELS, STYLES, profile
from studdesk.bots.simple import AlwaysRaiseBot, CallingStationBot, RandomBot

# The strategy and equity bots (numpy, the equity tables), the process that hosts a bot of
# one's own and the entry points are imported when first needed: `studdesk-sim --bots random`
# and the table's first paint use none of them.

__all__ = [
    "BOT_SPEC",
    "DEFAULT_DEADLINE",
    "BotFactory",
    "BotLoadError",
    "is_builtin",
    "make_bot",
    "names",
    "register",
]

#: the level a style plays at when named alone ("rock" is the Rock at Medium)
DEFAULT_LEVEL = "medium"
#: package.module:ClassName
BOT_SPEC = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")


def _strategy(style: str, level: str) -> BotFactory:
    prof = profile(style, level)

    def make(seed: int | None) -> Bot:
        from studdesk.bots.strategy import StrategyBot

        return StrategyBot(prof, seed)

    return make


def _equity_bot(seed: int | None) -> Bot:
    from studdesk.bots.equity_bot import EquityBot

    return EquityBot(seed)


_REGISTRY: dict[str, BotFactory] = {
    "random": RandomBot,
    "always-call": CallingStationBot,
    "always-raise": AlwaysRaiseBot,
    "equity": _equity_bot,
}
for _style in STYLES:
    _REGISTRY[_style] = _strategy(_style, DEFAULT_LEVEL)
    for _level in LEVELS:
        _REGISTRY[f"{_style}-{_level}"] = _strategy(_style, _level)
for _level in LEVELS:
    # the difficulty levels on their own are the Solid style played at that level
    _REGISTRY[_level] = _strategy("solid", _level)

#: entry-point name -> module:attr, loaded only in the bot's own process
_PLUGINS: dict[str, str] = {}


def register(name: str, factory: BotFactory) -> None:
    """Make `factory` known as `name`; its bots run in this process (trusted code only)."""
    _REGISTRY[name] = factory


def names() -> list[str]:
    _load_entry_points()
    return sorted({*_REGISTRY, *_PLUGINS})


def is_builtin(name: str) -> bool:
    """Whether `name` is one of StudDesk's own bots (not someone else's, not unknown)."""
    return name in _REGISTRY


def make_bot(name: str, seed: int | None = None, deadline: float = DEFAULT_DEADLINE) -> Bot:
    """A new bot for `name`, seeded for determinism; `deadline` (seconds) for a third-party bot."""
    factory = _REGISTRY.get(name)
    if factory is not None:
        return build(name, factory, seed)
    _load_entry_points()
    spec = _PLUGINS.get(name) or (name if BOT_SPEC.fullmatch(name) else None)
    if spec is None:
        shown = name if len(name) <= 40 else name[:37] + "..."
        raise BotLoadError("unknown", name=shown, known=", ".join(names()))
    from studdesk.bots.isolated import IsolatedBot

    return IsolatedBot(spec, seed, deadline)


_entry_points_loaded = False


def _load_entry_points() -> None:
    """Note the plug-ins' names; their code is imported only in their own process."""
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    from importlib.metadata import entry_points

    for ep in entry_points(group="studdesk.bots"):
        if ep.name not in _REGISTRY and ep.module and ep.attr:
            _PLUGINS.setdefault(ep.name, f"{ep.module}:{ep.attr}")
