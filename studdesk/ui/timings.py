"""Every animation duration of the table, in one place, scaled by the speed setting.

The speed setting is a multiplier (1 normal, 2 twice as fast, 0 off): a
duration is its base length divided by the speed, and 0 when animation is off,
which makes every animation snap (the tests run that way).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

#: a click within this long after the offered actions changed is ignored (misclick guard)
MISCLICK_GUARD_MS = 300
#: how long the "actions just changed" notice stays up
GUARD_NOTICE_MS = 1500


class Beat(Enum):
    """Base durations at speed 1, in milliseconds."""

    DEAL_CARD = 260  # one card's flight from the shoe to a seat
    DEAL_STAGGER = 110  # between two cards of one pass around the table
    FLIP = 180  # turning a card over
    CHIPS = 280  # a bet sliding from a seat towards the pot
    COLLECT = 380  # the round's bets sliding into the pot
    AWARD = 650  # a pot sliding to its winner
    FOLD = 320  # folded cards sliding to the muck
    BUTTON = 300  # the dealer button moving
    REVEAL = 550  # the pause after a hand is turned up at the showdown
    STREET = 150  # a short breath before a new street is dealt
    HAND_END = 2200  # the result stays on the table before the next hand


@dataclass(frozen=True, slots=True)
class Timings:
    """Durations for one speed setting; 0 everywhere when animation is off."""

    speed: float = 1.0
    bot_think_ms: int = 600

    @property
    def animated(self) -> bool:
        return self.speed > 0

    def ms(self, beat: Beat) -> int:
        if not self.animated:
            return 0
        return max(1, round(beat.value / self.speed))

    def think_ms(self) -> int:
        """A bot's thinking pause: the setting, scaled like every other duration."""
        if not self.animated or self.bot_think_ms <= 0:
            return 0
        return max(1, round(self.bot_think_ms / self.speed))
