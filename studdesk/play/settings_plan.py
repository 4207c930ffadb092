"""What new settings do to the practice table being played, worked out before they are applied.

Most changes go on at the next hand with the same players and stacks: the
game and its stakes, house rules, the bots in the seats (a new bot takes over
a seat's chips), fewer opponents (the last seats are freed), more opponents
while the table has free seats, the starting stack (used for re-buys and new
seats from then on), the player's name, and everything on screen. Only a
table too small for the new line-up needs a new table, with fresh stacks and
the hand count back at #1; the app asks the player first (`reasons` says why).

The same plan is used by the app to ask and by the practice game to apply, so
what the player was told is what happens.
"""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.engine.variants import VARIANTS
from studdesk.persistence.settings import Settings
from studdesk.wording import game as words

#: the settings that say who sits where
LINE_UP_FIELDS = ("opponents", "opponent_bots", "default_bot")


@dataclass(frozen=True, slots=True)
class SeatChange:
    """Seat `seat` (1 = the first opponent) gets `bot` (None: the seat is freed)."""

    seat: int
    bot: str | None


@dataclass(frozen=True, slots=True)
class SettingsPlan:
    #: the table must be dealt again from scratch (ask first)
    new_table: bool
    #: why, in words (empty when no new table is needed)
    reasons: tuple[str, ...]
    #: seats whose bot changes at the next hand (when no new table is needed)
    seat_changes: tuple[SeatChange, ...]


def line_up_changed(old: Settings, new: Settings) -> bool:
    return any(getattr(old, f) != getattr(new, f) for f in LINE_UP_FIELDS)


def plan_change(old: Settings, new: Settings, seat_count: int, seated: dict[int, str | None]) -> SettingsPlan:
    """What `new` does to a table of `seat_count` seats played with `old`.

    `seated` is the table now: seat -> bot name (None for the player's own seat);
    seats not in it are free. The seats are only touched when the line-up settings
    changed, so bots seated from the Table menu stay when, say, the speed changes.
    """
    reasons: list[str] = []
    variant = VARIANTS[new.variant]
    if seat_count > variant.max_players:
        reasons.append(words.table_too_big_for(variant.name, variant.max_players, seat_count))
    changes: list[SeatChange] = []
    if line_up_changed(old, new):
        if new.opponents + 1 > seat_count:
            reasons.append(words.table_too_small_for(new.opponents, seat_count))
        else:
            for seat in range(1, seat_count):
                wanted = new.bot_for_opponent(seat - 1) if seat - 1 < new.opponents else None
                if seated.get(seat) != wanted:
                    changes.append(SeatChange(seat, wanted))
    if reasons:
        return SettingsPlan(True, tuple(reasons), ())
    return SettingsPlan(False, (), tuple(changes))
