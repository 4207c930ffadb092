"""What the engine thread tells the window about the game as a whole, and what the window asks of it.

All frozen plain data: a tournament's level and standings, a practice table's
line-up, why the engine stopped dealing (the player busted, the tournament is
over, too few players), and the player's between-hands requests at a practice
table. The window never holds the director or the session themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto

from studdesk.engine.session import SessionPlayer
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import Finish, LevelRaised, LevelStatus, PlayerEliminated, Standing
from studdesk.persistence.results import TournamentResult


@dataclass(frozen=True, slots=True)
class TournamentStatus:
    """The sit-and-go between two hands (or at the start of one), for the tournament panel."""

    title: str
    level: LevelStatus
    standings: tuple[Standing, ...]
    payouts: tuple[float, ...]
    prize_pool: int
    entrants: int
    hands_played: int
    #: the player's seat, None when only bots play
    human_seat: int | None
    #: eliminations of the hand just settled, worst place first
    eliminated: tuple[PlayerEliminated, ...] = ()
    #: the level that rose with the hand being dealt
    level_raised: LevelRaised | None = None

    @property
    def places_paid(self) -> int:
        return len(self.payouts)

    @property
    def players_left(self) -> int:
        return sum(1 for s in self.standings if not s.is_out)

    @property
    def human_finish(self) -> Finish | None:
        for standing in self.standings:
            if standing.seat == self.human_seat and standing.is_out:
                return standing.finish
        return None


@dataclass(frozen=True, slots=True)
class PracticeStatus:
    """A practice table's line-up between hands: who sits where, with which bot and stack."""

    players: tuple[SessionPlayer, ...]
    seat_count: int
    variant_key: str
    structure: Structure
    human_seat: int

    @property
    def free_seats(self) -> tuple[int, ...]:
        taken = {p.seat for p in self.players}
        return tuple(s for s in range(self.seat_count) if s not in taken)

    @property
    def bots(self) -> tuple[SessionPlayer, ...]:
        return tuple(p for p in self.players if p.bot is not None)

    @property
    def human(self) -> SessionPlayer | None:
        return next((p for p in self.players if p.seat == self.human_seat), None)


GameStatus = TournamentStatus | PracticeStatus


class HaltReason(Enum):
    #: the player is out of the sit-and-go; the bots can play on
    BUSTED = auto()
    #: the sit-and-go is over: show the results
    FINISHED = auto()
    #: a practice table without enough players ready to deal
    NO_HAND = auto()


@dataclass(frozen=True, slots=True)
class Halted:
    """The engine stopped between hands and waits for the player to say what next."""

    session: int
    reason: HaltReason
    message: str
    status: GameStatus | None = None
    result: TournamentResult | None = None
    #: things to tell the player that came up while settling (eliminations, a failed save)
    notices: tuple[str, ...] = ()


# ------------------------------------------------------------ practice requests (between hands)


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


PracticeRequest = TopUp | SitOut | AddBot | RemoveBot


@dataclass(frozen=True, slots=True)
class ResumeChoice:
    """A saved game the player chose to continue: its slot and kind ("sng" or "cash")."""

    slot: str
    kind: str
