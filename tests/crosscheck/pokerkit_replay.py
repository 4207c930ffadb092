"""Replaying a PHH text in pokerkit 0.7.7 strictly, action by action.

pokerkit's own `HandHistory.state_actions` repairs a history it cannot apply
(it checks, calls or folds in place of an action it rejects). Here every action
goes through `pokerkit.notation.parse_action` on a live state and any rejection
or pokerkit warning is a failure. The only step taken for the file is the burn
card pokerkit wants before each later street (R2.6: StudDesk burns nothing), as
an unknown card `??`.
"""

from __future__ import annotations

import warnings

from pokerkit.notation import HandHistory, parse_action
from pokerkit.state import State


class PokerkitRejectedError(AssertionError):
    """pokerkit refused an action (or ended in a different place)."""


def _burn(state: State) -> None:
    while state.can_burn_card("??"):
        state.burn_card("??")


def pokerkit_state(text: str) -> State:
    """pokerkit's state after every action of `text`, applied strictly (the hand may go on)."""
    history = HandHistory.loads(text)
    state = history.create_state()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for index, action in enumerate(history.actions):
            _burn(state)
            try:
                parse_action(state, action)
            except (ValueError, UserWarning) as exc:
                raise PokerkitRejectedError(f"action {index + 1} {action!r}: {exc}") from exc
        _burn(state)
    return state


def pokerkit_final_stacks(text: str) -> list[int]:
    """Final stacks (p1..pN) after pokerkit plays every action of `text` strictly."""
    state = pokerkit_state(text)
    if state.status:
        raise PokerkitRejectedError(f"pokerkit expects more actions (actor p{(state.actor_index or 0) + 1})")
    return [int(s) for s in state.stacks]
