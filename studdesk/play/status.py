"""What the engine thread tells the screens about the game as a whole (frozen plain data).

A tournament's level and standings, a practice table's line-up, and why the
dealing stopped (the player busted, the tournament is over, too few players).
The screens never hold the director or the session themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING

from studdesk.play.defaults import PRACTICE_SLOT

if TYPE_CHECKING:  # the screens only read these: the session and the director load in the engine thread
    from studdesk.engine.session import SessionPlayer
    from studdesk.engine.structure import Structure
    from studdesk.engine.tournament import Finish, LevelRaised, LevelStatus, PlayerEliminated, Standing


class GameKind(Enum):
    """The two games StudDesk plays. The values are the kind words of the save files."""

    #: a practice table ("cash game" in the save files): re-buys, bots come and go
    PRACTICE = "cash"
    #: a sit-and-go tournament: fixed line-up, rising levels, places and prizes
    TOURNAMENT = "sng"


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
    #: the save slot the sit-and-go is kept in (its dealer's log is kept beside it)
    slot: str = ""

    @property
    def kind(self) -> GameKind:
        return GameKind.TOURNAMENT

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
    #: the save slot the table is kept in
    slot: str = PRACTICE_SLOT

    @property
    def kind(self) -> GameKind:
        return GameKind.PRACTICE

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
    #: the player lost their last chip at the practice table: re-buy, sit out or leave?
    REBUY = auto()
