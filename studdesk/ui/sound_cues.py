"""Which table sound goes with which events (no Qt here: the mapping is plain data).

The animation director asks `cue_for` for every group of events it starts to
show, so a sound plays as the table shows what it marks, never ahead of it. A
deal round is one group: its cue repeats the deal sound once a card, at the
deal's stagger, so eight cards sound like eight cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from studdesk.engine.actions import ActionKind
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandMucked,
    PotAwarded,
)

#: a deal round of eight players is 24 cards on third street; more clicks than that are noise
MAX_REPEATS = 8


class Sound(Enum):
    """The table's sounds; each value is the stem of its file in studdesk/resources/sounds."""

    DEAL = "deal"
    CHECK = "check"
    CHIPS = "chips"
    FOLD = "fold"
    YOUR_TURN = "your_turn"
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Cue:
    sound: Sound
    #: how many times to play it, `interval_ms` apart (a deal round: once a card)
    repeat: int = 1
    interval_ms: int = 0


def cue_for(events: Sequence[Event], viewer: int, deal_stagger_ms: int) -> Cue | None:
    """The sound for one animation group of events, as the player at seat `viewer` hears it."""
    first = events[0]
    match first:
        case CardDealt():
            return Cue(Sound.DEAL, min(len(events), MAX_REPEATS), deal_stagger_ms)
        case CommunityCardDealt():
            return Cue(Sound.DEAL)
        case AntePosted():
            return Cue(Sound.CHIPS)
        case ActionTaken(kind=ActionKind.FOLD):
            return Cue(Sound.FOLD)
        case ActionTaken(kind=ActionKind.CHECK):
            return Cue(Sound.CHECK)
        case ActionTaken(paid=paid) if paid > 0:
            return Cue(Sound.CHIPS)
        case HandMucked():
            return Cue(Sound.FOLD)
        case PotAwarded():
            won = any(isinstance(e, PotAwarded) and e.seat == viewer for e in events)
            return Cue(Sound.WIN if won else Sound.CHIPS)
    return None
