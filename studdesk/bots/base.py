"""The bot protocol: a censored view in, one of the offered actions out.

A bot sees only its own `PlayerView` (its cards, every up card, what was shown,
the betting so far) and answers with one of `view.legal`. That one method,
`decide`, is all a bot must have. Three more are optional, each declared here
as a protocol of its own and called only through the helpers below (so a bot
without them, or whose hook fails, never breaks the table):

* `hand_over(view)`: the bot's final view of each hand it played, to learn
  from what was shown (`show_hand_over`);
* `reseed(seed)`: restart the bot's random source before each hand, so a saved
  and reloaded game plays on exactly as an uninterrupted one (`reseed`);
* `explain()`: one line about the last decision (`explanation`);
* `close()`: give back what the bot holds, its own process for a third-party
  bot, when the game ends (`close_bot`).

The table also guards against bots that fail to decide: see `safe_decision`;
bots of other people run in a process of their own: see `isolated`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.views import PlayerView
from studdesk.wording import bot_failures

if TYPE_CHECKING:
    import logging


def _log() -> logging.Logger:
    """This module's logger; `logging` (with `traceback`) is imported when a bot misbehaves,
    not at every start-up."""
    import logging

    return logging.getLogger(__name__)


@runtime_checkable
class Bot(Protocol):
    """Anything with a `decide` method that returns one of `view.legal` (as a LegalAction)."""

    def decide(self, view: PlayerView) -> LegalAction: ...


@runtime_checkable
class LearnsFromHands(Protocol):
    """Optional: shown its final view of every hand it played."""

    def hand_over(self, view: PlayerView) -> None: ...


@runtime_checkable
class Reseedable(Protocol):
    """Optional: draws every random number from one source, restarted before each hand."""

    def reseed(self, seed: int) -> None: ...


@runtime_checkable
class Closable(Protocol):
    """Optional: holds something to give back when the game ends (a bot's own process)."""

    def close(self) -> None: ...


@runtime_checkable
class Explains(Protocol):
    """Optional: says in one line why it made its last decision."""

    def explain(self) -> str: ...


def passive_fallback(legal: tuple[LegalAction, ...]) -> LegalAction:
    """Check if possible, else fold; a forced bring-in when that is all there is."""
    for kind in (ActionKind.CHECK, ActionKind.FOLD, ActionKind.BRING_IN, ActionKind.CALL):
        for offer in legal:
            if offer.kind is kind:
                return offer
    return legal[0]


class BotError(Exception):
    """A bot gave no usable answer; the message says why in a few plain words, in the player's
    language (`wording.bot_failures`: shown at the table)."""


def shown(value: object, limit: int = 80) -> str:
    """`repr(value)` cut to `limit` characters: what a bot returned or raised, for a message."""
    try:
        text = repr(value)
    except BaseException:  # a bot's object may not even print
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def safe_decision(bot: Bot, view: PlayerView) -> tuple[Act, str | None]:
    """Ask `bot`; on an exception or an answer not on offer, check-or-fold and say why.

    The answer is matched by value (kind and amount) against the offers as they were
    before the bot ran, and the command is built from those values: a bot that changes
    the objects it was given, even through `object.__setattr__`, cannot change what it
    may do. `SystemExit` from a bot is a failure of the bot, not the end of the program.
    (Ctrl+C stays the user's: a KeyboardInterrupt is let through. Bots of other people
    run in their own process, where everything they raise is caught: see `isolated`.)
    """
    seat = view.viewer
    # the offers themselves cannot be altered (named tuples); keeping this tuple keeps what the
    # bot was offered even if it swaps its view's for another
    offers = view.legal
    try:
        choice = bot.decide(view)
        kind, amount = choice.kind, choice.amount
    except BotError as exc:
        _log().warning("bot at seat %s failed (%s); checking or folding", seat, exc)
        return Act.taking(seat, passive_fallback(offers)), str(exc)
    except (Exception, SystemExit) as exc:  # a bot must never break the game
        _log().warning("bot at seat %s raised %s; checking or folding", seat, shown(exc))
        return Act.taking(seat, passive_fallback(offers)), bot_failures.raised(shown(exc))
    typed = isinstance(kind, ActionKind) and type(amount) is int
    for offer in offers:  # the very offer (as most bots answer), or one equal to it
        if offer is choice or (typed and offer.kind is kind and offer.amount == amount):
            return Act.taking(seat, offer), None
    _log().warning("bot at seat %s chose illegal %s; checking or folding", seat, shown(choice))
    return Act.taking(seat, passive_fallback(offers)), bot_failures.not_on_offer(shown(choice))


#: (class, protocol) -> whether the class has the protocol's methods (see `_has`)
_HOOKS: dict[tuple[type, type], bool] = {}


def _has(bot: object, protocol: type) -> bool:
    """`isinstance(bot, protocol)`, remembered per class of bot: on Python 3.11 an isinstance
    check against a runtime protocol lists the protocol's members every time (tens of
    microseconds), and the table asks it of every bot after every hand."""
    key = (type(bot), protocol)
    known = _HOOKS.get(key)
    if known is None:
        known = _HOOKS[key] = isinstance(bot, protocol)
    return known


def learns_from_hands(bot: Bot) -> bool:
    """Whether `bot` has the optional `hand_over`."""
    return _has(bot, LearnsFromHands)


def show_hand_over(bot: Bot, view: PlayerView) -> None:
    """Give a bot that learns its final view of a hand; a failing hook is logged and ignored."""
    if learns_from_hands(bot):
        try:
            cast(LearnsFromHands, bot).hand_over(view)
        except (Exception, SystemExit):  # a bot's hook must not break the table
            _log().warning("hand_over of the bot at seat %s failed", view.viewer)


def reseed(bot: Bot, seed: int) -> None:
    """Give `bot` a fresh random source for one hand (a bot without `reseed` keeps its own)."""
    if _has(bot, Reseedable):
        cast(Reseedable, bot).reseed(seed)


def explanation(bot: Bot) -> str | None:
    """The bot's reason for its last decision, if it gives one (and giving it does not fail)."""
    if not _has(bot, Explains):
        return None
    try:
        return str(cast(Explains, bot).explain())
    except Exception:  # a third-party bot's hook must not break the table
        _log().warning("explain() of a bot failed")
        return None


def close_bot(bot: Bot) -> None:
    """End what `bot` holds (a third-party bot's process); a failure is logged, never raised."""
    if _has(bot, Closable):
        try:
            cast(Closable, bot).close()
        except Exception:  # closing must go on for the other bots
            _log().warning("closing a bot failed", exc_info=True)
