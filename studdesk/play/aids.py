"""The practice aids at the table, as messages: which aids are on, and what they say about a view.

The coach (`play.coach`) works the aids out off the GUI thread; this module
holds only the plain data that goes to it and comes back, so the screens can
use it without importing the aids' heavy machinery (numpy, the bots). Every
answer carries the number of the look it answers: the screens drop an answer
for a table that has moved on since.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studdesk.engine.actions import Act
from studdesk.engine.views import PlayerView

if TYPE_CHECKING:  # the coach's process reads these messages without pydantic and the settings' model
    from studdesk.persistence.settings import Settings


@dataclass(frozen=True, slots=True)
class AidsWanted:
    """Which aids are on for the game on the table."""

    odds: bool = False
    boards: bool = False
    review: bool = False
    hint: bool = False
    rules: bool = False
    dead_cards: bool = False
    dim_folded: bool = False
    #: "off", "end_of_hand" or "random" (see `Settings.memory_drill`)
    drill: str = "off"

    @classmethod
    def from_settings(cls, settings: Settings, tournament: bool) -> AidsWanted:
        """The settings' aids; none in a sit-and-go unless the player wants them there too."""
        if tournament and not settings.aids_in_tournaments:
            return cls()
        return cls(
            odds=settings.live_odds,
            boards=settings.board_reading,
            review=settings.hand_review,
            hint=settings.advisor_hint,
            rules=settings.rule_helpers,
            dead_cards=settings.dead_cards,
            dim_folded=settings.dim_folded_cards,
            drill=settings.memory_drill,
        )

    @property
    def needs_coach(self) -> bool:
        """Whether any aid has to be worked out by the coach (off the GUI thread)."""
        return self.odds or self.boards or self.review or self.hint or self.rules or self.dead_cards

    @property
    def panel(self) -> bool:
        """Whether the aids panel beside the table has anything to show."""
        return self.odds or self.hint or self.rules or self.dead_cards


# ------------------------------------------------------------------ to the coach


@dataclass(frozen=True, slots=True)
class Look:
    """Work out the aids for `view` (the table as the player sees it now)."""

    token: int
    view: PlayerView
    wanted: AidsWanted


@dataclass(frozen=True, slots=True)
class HeroActed:
    """The player acted at `view` (the view before the action): a decision for the review."""

    view: PlayerView
    act: Act


@dataclass(frozen=True, slots=True)
class HandOver:
    """The hand of `view` ended: review it (if the review is on) and let the advisor learn."""

    view: PlayerView
    review: bool
    #: the game the hand was played in (the pacer's number): its review is kept with that game's hand
    game: int = 0


@dataclass(frozen=True, slots=True)
class NewCoach:
    """A new game: forget the hand in progress and what the advisor learned of the opponents."""

    seed: int


CoachCommand = Look | HeroActed | HandOver | NewCoach

# ------------------------------------------------------------------ from the coach


@dataclass(frozen=True, slots=True)
class BoardText:
    """What one opponent's board can still make, in lines ("Ada shows ...", then each threat)."""

    seat: int
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableAids:
    """What the aids that are on say about one view; an aid that is off says nothing (empty)."""

    token: int
    hand_number: int
    #: equity lines (Hi/Lo: the halves, the scoop, the low), or one line saying why there are none
    equity: tuple[str, ...] = ()
    #: the price of a call, or words saying there is nothing to call (empty: not in the hand)
    pot_odds: str = ""
    outs: tuple[str, ...] = ()
    hint: str = ""
    rules: tuple[str, ...] = ()
    dead_cards: tuple[str, ...] = ()
    boards: tuple[BoardText, ...] = ()


#: the hand history's note kind for a review (`analysis.advice.REVIEW_ANNOTATION`, without importing
#: the advisor's machinery at start-up)
REVIEW_NOTE = "review"


@dataclass(frozen=True, slots=True)
class HandReviewed:
    """The review of a finished hand: lines for the player and the JSON kept with the hand."""

    hand_number: int
    lines: tuple[str, ...]
    differences: int
    body: dict[str, Any]
    #: the game of the hand (`HandOver.game`)
    game: int = 0


@dataclass(frozen=True, slots=True)
class CoachFailed:
    """The coach hit a bug: words for the player (the table plays on without the aids)."""

    text: str


CoachReply = TableAids | HandReviewed | CoachFailed
