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
* `explain()`: one line about the last decision (`explanation`).

The table also guards against bots that fail to decide: see `safe_decision`.
"""

from __future__ import annotations

import logging
from typing import Protocol, runtime_checkable

from studdesk.engine.actions import Act, ActionKind, LegalAction
from studdesk.engine.views import PlayerView

log = logging.getLogger(__name__)


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


def safe_decision(bot: Bot, view: PlayerView) -> tuple[Act, str | None]:
    """Ask `bot`; on an exception or an illegal answer, check-or-fold and say why."""
    try:
        choice = bot.decide(view)
    except Exception as exc:  # a third-party bot must never break the game
        log.warning("bot at seat %s raised %r; checking or folding", view.viewer, exc)
        return Act.taking(view.viewer, passive_fallback(view.legal)), f"bot error: {exc!r}"
    if choice not in view.legal:
        log.warning("bot at seat %s chose illegal %r; checking or folding", view.viewer, choice)
        return Act.taking(view.viewer, passive_fallback(view.legal)), f"illegal choice {choice!r}"
    return Act.taking(view.viewer, choice), None


def show_hand_over(bot: Bot, view: PlayerView) -> None:
    """Give a bot that learns its final view of a hand; a failing hook is logged and ignored."""
    if isinstance(bot, LearnsFromHands):
        try:
            bot.hand_over(view)
        except Exception:  # a third-party bot's hook must not break the table
            log.warning("hand_over of the bot at seat %s failed", view.viewer)


def reseed(bot: Bot, seed: int) -> None:
    """Give `bot` a fresh random source for one hand (a bot without `reseed` keeps its own)."""
    if isinstance(bot, Reseedable):
        bot.reseed(seed)


def explanation(bot: Bot) -> str | None:
    """The bot's reason for its last decision, if it gives one (and giving it does not fail)."""
    if not isinstance(bot, Explains):
        return None
    try:
        return str(bot.explain())
    except Exception:  # a third-party bot's hook must not break the table
        log.warning("explain() of a bot failed")
        return None
