"""The messages between the screens and the engine thread: commands in, replies out (all frozen).

One channel each way. The app sends a `Command` (a new game, the next step,
the player's action, new settings, a between-hands request at the practice
table, leaving a tournament, pausing its clock); the `Runner` answers with
`Reply`s. Every `Step` and every `TakeAction` is answered by exactly one
`StepBatch` (the events as the player's seat may see them, R2.5, and the
player's `PlayerView` after them) or by one `Halted` when the dealing has to
wait for the player. Each game gets a number from the app, so replies of a game
the player has left can be told apart and dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from studdesk.engine.actions import Act
from studdesk.engine.events import Event
from studdesk.engine.tournament_config import TournamentConfig
from studdesk.engine.views import PlayerView
from studdesk.persistence.settings import Settings
from studdesk.play.status import GameKind, GameStatus, HaltReason

if TYPE_CHECKING:  # the results (and the tournament logic) load in the engine thread, not the GUI's
    from studdesk.persistence.results import TournamentResult

# ------------------------------------------------------------------ starting a game


@dataclass(frozen=True, slots=True)
class StartPractice:
    """A new practice table: the player in seat 0, the settings' bots clockwise from them."""

    settings: Settings
    seed: int


@dataclass(frozen=True, slots=True)
class StartTournament:
    """A new sit-and-go (the entrant without a bot is the player)."""

    config: TournamentConfig
    seed: int


@dataclass(frozen=True, slots=True)
class ResumeChoice:
    """A saved game the player chose to continue: its slot and kind."""

    slot: str
    kind: GameKind


@dataclass(frozen=True, slots=True)
class ResumeGame:
    """Continue a saved game where it was saved, with the same cards."""

    choice: ResumeChoice
    #: the practice table's settings (a sit-and-go keeps its own structure)
    settings: Settings | None


GameStart = StartPractice | StartTournament | ResumeGame

# ------------------------------------------------------------------ commands


@dataclass(frozen=True, slots=True)
class NewGame:
    """Replace the game being played; `game` numbers it (replies carry the number back)."""

    game: int
    start: GameStart


@dataclass(frozen=True, slots=True)
class Step:
    """Move the game on by one step: deal a hand, or let one bot act."""


@dataclass(frozen=True, slots=True)
class TakeAction:
    """The player's action (refused with the engine's own words when it is not legal)."""

    act: Act


@dataclass(frozen=True, slots=True)
class ChangeSettings:
    """New settings: they take effect when the next hand starts."""

    settings: Settings


@dataclass(frozen=True, slots=True)
class TopUp:
    """Add chips to the player's stack (a re-buy when it is empty)."""

    chips: int


@dataclass(frozen=True, slots=True)
class SitOut:
    sitting_out: bool


@dataclass(frozen=True, slots=True)
class AddBot:
    """Seat a bot (registry name) in the first free seat."""

    bot: str


@dataclass(frozen=True, slots=True)
class RemoveBot:
    seat: int


#: a between-hands change at the practice table (held until the hand in play ends)
PracticeRequest = TopUp | SitOut | AddBot | RemoveBot


@dataclass(frozen=True, slots=True)
class LeaveTournament:
    """The player busted and leaves: the bots finish the tournament at once, for the results."""


@dataclass(frozen=True, slots=True)
class PauseClock:
    """The player paused (or went on): a tournament's level clock stops too."""

    paused: bool


@dataclass(frozen=True, slots=True)
class KeepNote:
    """Keep a note with hand `hand_number` of the game being played, in the hand history (e.g.
    kind "review": the practice aids' review as JSON); it may come before the hand is stored."""

    hand_number: int
    kind: str
    body: object


Command = (
    NewGame | Step | TakeAction | ChangeSettings | PracticeRequest | LeaveTournament | PauseClock | KeepNote
)

# ------------------------------------------------------------------ replies


@dataclass(frozen=True, slots=True)
class StepBatch:
    """One step of the game as the player may see it."""

    #: the number of the game that made it (see `NewGame`)
    game: int
    kind: GameKind
    #: seats at the table (the layout), and the viewer's seat (drawn at the bottom)
    seat_count: int
    viewer: int
    events: tuple[Event, ...]
    #: the viewer's view after these events
    view: PlayerView
    #: a bot that acted in this batch: the table shows it thinking first
    thinker: int | None = None
    #: the viewer's hand in words ("Two pair, kings and sevens", "Low: 8-6-4-2-A")
    readout: tuple[str, ...] = ()
    #: things to tell the player (a re-buy, a bot that failed and folded)
    notices: tuple[str, ...] = ()
    #: the tournament's standings or the practice table's line-up (on batches that deal a hand)
    status: GameStatus | None = None
    #: what the panel says while the player is not dealt in ("You are sitting out")
    away: str = ""


@dataclass(frozen=True, slots=True)
class Halted:
    """The engine stopped between hands and waits for the player to say what next."""

    game: int
    reason: HaltReason
    message: str
    status: GameStatus | None = None
    result: TournamentResult | None = None
    #: things to tell the player that came up while settling (eliminations, a failed save)
    notices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Notice:
    """A between-hands request was noted or done (words for the player)."""

    text: str


@dataclass(frozen=True, slots=True)
class Rejected:
    """The player's command was refused (the text says why); a batch with the same view follows."""

    text: str


@dataclass(frozen=True, slots=True)
class Failed:
    """Something went wrong that is not the player's fault (words for the player)."""

    text: str


Reply = StepBatch | Halted | Notice | Rejected | Failed
#: what one command is answered with, in order
Replies = tuple[Reply, ...]
