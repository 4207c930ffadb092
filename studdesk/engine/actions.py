"""Player actions: what a seat may do now, and the command that does it.

`LegalAction` is what the engine offers; `Act` is what a player (human or bot)
sends back. `Act(seat, kind, amount)` is legal exactly when a `LegalAction`
with the same kind and amount is offered to that seat: one check serves the
action panel, the bots and `Hand.apply` alike (DESIGN.md §1).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final, NamedTuple

from studdesk.engine.frozen import fast_builder, fill_slots_directly


class ActionKind(Enum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"

    # Members are singletons compared by identity: hash them the same way, at C speed
    # (Enum's own __hash__ hashes the name in Python, and kinds key hot dicts).
    __hash__ = object.__hash__

    @property
    def is_aggressive(self) -> bool:
        return self in _AGGRESSIVE_KINDS


_AGGRESSIVE_KINDS = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)

# The kinds as plain module names: on Python 3.11 `ActionKind.FOLD` is looked up through
# `EnumType.__getattr__`, five times slower than a global, and the engine tests kinds per action.
FOLD: Final = ActionKind.FOLD
CHECK: Final = ActionKind.CHECK
CALL: Final = ActionKind.CALL
BRING_IN: Final = ActionKind.BRING_IN
COMPLETE: Final = ActionKind.COMPLETE
BET: Final = ActionKind.BET
RAISE: Final = ActionKind.RAISE


class LegalAction(NamedTuple):
    """One offered action.

    `amount` is the seat's total bet in this round after the action ("raise to
    40"), for every kind except FOLD and CHECK (0). `cost` is the chips it takes
    from the stack now. `all_in` says the action puts the seat all-in.

    A named tuple, not a frozen dataclass: nothing can change it after it is made, not
    even `object.__setattr__`. The engine shares its offers between hands and views
    hand them to bots as they are, so a bot must not be able to alter one (issue 13).
    """

    kind: ActionKind
    amount: int
    cost: int
    all_in: bool = False

    # Only an offer equals an offer: a bot answering with a bare tuple is not offering one.
    def __eq__(self, other: object) -> bool:
        return type(other) is LegalAction and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    @property
    def label(self) -> str:
        word = {
            ActionKind.FOLD: "Fold",
            ActionKind.CHECK: "Check",
            ActionKind.CALL: "Call",
            ActionKind.BRING_IN: "Bring-in",
            ActionKind.COMPLETE: "Complete to",
            ActionKind.BET: "Bet",
            ActionKind.RAISE: "Raise to",
        }[self.kind]
        if self.kind in (ActionKind.FOLD, ActionKind.CHECK):
            return word
        shown = self.cost if self.kind is ActionKind.CALL else self.amount
        suffix = " (all-in)" if self.all_in else ""
        return f"{word} {shown}{suffix}"


@fill_slots_directly  # a command per action: built in the simulator's innermost loop
@dataclass(frozen=True, slots=True)
class Act:
    """The command a seat sends: do `kind`, to a round total of `amount` (0 for fold/check)."""

    seat: int
    kind: ActionKind
    amount: int = 0

    @staticmethod
    def taking(seat: int, offer: LegalAction) -> Act:
        return _build_act(seat, offer.kind, offer.amount)


#: `Act.taking` builds one per decision (see `fast_builder`)
_build_act = fast_builder(Act)
