"""The bot protocol: a censored view in, one of the offered actions out.

A bot sees only its own `PlayerView` (its cards, every up card, what was shown,
the betting so far) and answers with one of `view.legal`. The table guards
against bots that fail: see `safe_decision`.
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
