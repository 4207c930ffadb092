"""Frozen, variant-neutral events the engine emits (DESIGN.md §1).

The UI animates these, the hand log writes them in words, histories are built
from them. `censor` turns an event into what one viewer may see (R2.5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, get_args

from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.frozen import fast_builder, fill_slots_directly


class PotShare(Enum):
    WHOLE = "whole"
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    name: str
    stack: int


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    variant_key: str
    button: int
    seats: tuple[SeatInfo, ...]
    ante: int
    bring_in: int
    small_bet: int
    big_bet: int


@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class StreetStarted:
    street: int
    name: str
    bet: int


@dataclass(frozen=True, slots=True)
class CardDealt:
    """A card to a seat. `card` is None in a view that may not see it."""

    seat: int
    card: Card | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class CommunityCardDealt:
    """R2.7: one card face up in the centre that every player uses as their seventh."""

    card: Card


@dataclass(frozen=True, slots=True)
class ActionOn:
    """It is `seat`'s turn; `to_call` chips to stay in."""

    seat: int
    to_call: int
    #: R3.7: an open pair showed when this round's betting opened, so the big bet may be made
    open_pair: bool = False


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """A seat acted. `amount` is its round total afterwards, `paid` the chips it put in now."""

    seat: int
    kind: ActionKind
    amount: int
    paid: int
    all_in: bool
    stack: int
    #: True when the bet or raise was a big bet on an open-pair street (R3.7)
    big: bool = False


@dataclass(frozen=True, slots=True)
class PotInfo:
    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BetsCollected:
    """The round's bets went into the pots (main pot first, then side pots)."""

    pots: tuple[PotInfo, ...]


@dataclass(frozen=True, slots=True)
class UncalledBetReturned:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class ShowdownRevealed:
    """A seat shows its cards (all of them, in dealing order) with the hands they make."""

    seat: int
    cards: tuple[Card, ...]
    high: str | None
    low: str | None


@dataclass(frozen=True, slots=True)
class HandMucked:
    seat: int


@dataclass(frozen=True, slots=True)
class PotAwarded:
    pot: int
    seat: int
    amount: int
    share: PotShare
    hand: str | None
    #: the five cards that won this share (None when won uncontested)
    winning_cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class HandEnded:
    stacks: tuple[tuple[int, int], ...]


Event = (
    HandStarted
    | AntePosted
    | StreetStarted
    | CardDealt
    | CommunityCardDealt
    | ActionOn
    | ActionTaken
    | BetsCollected
    | UncalledBetReturned
    | ShowdownRevealed
    | HandMucked
    | PotAwarded
    | HandEnded
)

# the engine builds events in its innermost loops (see frozen.py)
for _event_class in (*get_args(Event), SeatInfo, PotInfo):
    fill_slots_directly(_event_class)

#: a viewer that sees no hidden card at all (a spectator, a screenshot)
SPECTATOR = -1


def censor(event: Event, viewer: int) -> Event:
    """The event as `viewer` (a seat, or SPECTATOR) may see it."""
    if isinstance(event, CardDealt) and not event.face_up and event.seat != viewer and event.card is not None:
        return CardDealt(event.seat, None, False)
    return event


def detached(event: Event) -> Event:
    """A fresh copy of `event`, with fresh copies of the seat and pot records inside it.

    Views hand these to bots: a bot that forces a change into a frozen event (with
    `object.__setattr__`) then changes its own copy, never the hand's log. Cards are
    shared: they are the 52 interned `Card` objects.
    """
    copy = _COPIERS.get(type(event))
    if copy is None:  # made on first use: they are compiled, and start-up should stay quick
        copy = _COPIERS[type(event)] = _copier(type(event))
    fresh: Event = copy(event)
    return fresh


def _copier(cls: type[object]) -> Callable[[Any], Any]:
    """A function copying a `cls` field by field; fields holding seat or pot records get
    copies of the records (read from the annotations, so a new field is covered)."""
    namespace: dict[str, Any] = {"_build": fast_builder(cls)}
    args = []
    for f in fields(cls):  # type: ignore[arg-type]  # only ever given dataclasses
        record = next((r for r in (SeatInfo, PotInfo) if r.__name__ in str(f.type)), None)
        if record is None:
            args.append(f"event.{f.name}")
        else:
            namespace[f"_copy_{f.name}"] = _copier(record)
            args.append(f"tuple([_copy_{f.name}(r) for r in event.{f.name}])")
    exec(f"def copy(event):\n    return _build({', '.join(args)})\n", namespace)  # as `dataclass` does
    copy: Callable[[Any], Any] = namespace["copy"]
    return copy


_COPIERS: dict[type, Callable[[Any], Any]] = {}
