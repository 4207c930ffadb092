"""Cash practice sessions: a `Table` plus re-buys and top-ups, sitting out, bots joining and
leaving, and changing the game between hands.

Every change between hands is a frozen record that goes into the session's
log with the commands of each hand, so seed + starting game + log replay the
session exactly (saves), and the same records tell the GUI what changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from studdesk.engine.actions import Act
from studdesk.engine.errors import ConfigurationError, IllegalActionError, ReplayError
from studdesk.engine.events import Event
from studdesk.engine.hand import GameConfig, Hand
from studdesk.engine.logged_table import HandEndHook, LoggedTable
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.table import TablePlayer
from studdesk.engine.variants import VARIANTS

# ------------------------------------------------------------ changes (log entries and events)


@dataclass(frozen=True, slots=True)
class SatDown:
    seat: int
    name: str
    #: registry name of the bot, None for the human
    bot: str | None
    chips: int


@dataclass(frozen=True, slots=True)
class LeftSeat:
    seat: int


@dataclass(frozen=True, slots=True)
class ChipsAdded:
    """A re-buy (the stack was empty) or a top-up."""

    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class SittingOutChanged:
    seat: int
    sitting_out: bool


@dataclass(frozen=True, slots=True)
class GameChanged:
    """Variant, structure or house rules for the hands from now on."""

    variant_key: str
    structure: Structure
    rules: HouseRules


@dataclass(frozen=True, slots=True)
class HandPlayed:
    """A completed hand in the log: every command, in order."""

    acts: tuple[Act, ...]


SessionChange = SatDown | LeftSeat | ChipsAdded | SittingOutChanged | GameChanged
SessionEntry = SessionChange | HandPlayed
_Change = TypeVar("_Change", SatDown, LeftSeat, ChipsAdded, SittingOutChanged, GameChanged)


@dataclass(frozen=True, slots=True)
class SessionPlayer:
    seat: int
    name: str
    bot: str | None
    stack: int
    #: every chip this player brought to the table (first buy-in, re-buys, top-ups)
    bought_in: int
    sitting_out: bool

    @property
    def net(self) -> int:
        """Won (+) or lost (-) so far, as of the start of the hand in progress."""
        return self.stack - self.bought_in

    @property
    def is_busted(self) -> bool:
        return self.stack == 0


@dataclass(frozen=True, slots=True)
class SessionSnapshot:
    """The session between hands; restores without replaying the log."""

    config: GameConfig
    players: tuple[SessionPlayer, ...]
    button: int | None
    hands_played: int
    rng_state: tuple[Any, ...]
    entries: int


@dataclass(slots=True)
class _Seat:
    bot: str | None
    bought_in: int = 0


class PracticeSession(LoggedTable[SessionSnapshot]):
    """One practice table. Change things between hands; play hands with start/apply/finish."""

    def __init__(self, config: GameConfig, seats: int, seed: int, keep_log: bool = True) -> None:
        super().__init__(config, seats, seed)
        self.start_config = config
        #: every change and hand since the start, when `keep_log`; the app's table does not keep
        #: it (its saves need none, and an evening of hands would only make it grow)
        self.log: list[SessionEntry] = []
        self.keep_log = keep_log
        #: how many entries the log has had, kept or not
        self.entries = 0
        self._seats: dict[int, _Seat] = {}

    # ------------------------------------------------------------------ queries

    @property
    def config(self) -> GameConfig:
        """The game of the next hand (or of the hand in play)."""
        return self.table.config

    def players(self) -> tuple[SessionPlayer, ...]:
        return tuple(
            SessionPlayer(
                p.seat, p.name, self._seats[seat].bot, p.stack, self._seats[seat].bought_in, p.sitting_out
            )
            for seat, p in sorted(self.table.players.items())
        )

    def player(self, seat: int) -> SessionPlayer:
        for p in self.players():
            if p.seat == seat:
                return p
        raise ConfigurationError(f"seat {seat} is empty", "seat empty", seat=seat)

    def ready_count(self) -> int:
        """Players who will be dealt in: seated, with chips, not sitting out."""
        return len(self.table.active_players())

    # ------------------------------------------------------------------ between hands

    def sit(self, seat: int, name: str, chips: int, bot: str | None = None) -> SatDown:
        return self._change(SatDown(seat, name, bot, chips))

    def leave(self, seat: int) -> LeftSeat:
        return self._change(LeftSeat(seat))

    def add_chips(self, seat: int, chips: int) -> ChipsAdded:
        """Re-buy after busting, or top up; between hands only."""
        return self._change(ChipsAdded(seat, chips))

    def sit_out(self, seat: int) -> SittingOutChanged:
        return self._change(SittingOutChanged(seat, True))

    def sit_in(self, seat: int) -> SittingOutChanged:
        return self._change(SittingOutChanged(seat, False))

    def change_game(
        self,
        variant_key: str | None = None,
        structure: Structure | None = None,
        rules: HouseRules | None = None,
    ) -> GameChanged:
        """Change variant, structure and/or house rules from the next hand on."""
        now = self.config
        return self._change(
            GameChanged(variant_key or now.variant.key, structure or now.structure, rules or now.rules)
        )

    def rename(self, seat: int, name: str) -> None:
        """Show another name for a seated player (not logged: a name plays no part in a replay)."""
        self._seated(seat).name = name

    def _change(self, change: _Change) -> _Change:
        self._apply_change(change)
        self._record(change)
        return change

    def _record(self, entry: SessionEntry) -> None:
        self.entries += 1
        if self.keep_log:
            self.log.append(entry)

    def _apply_change(self, change: SessionChange) -> None:
        if self.hand is not None:
            raise ConfigurationError(
                "wait for the hand to end: changes are made between hands", "hand in play"
            )
        if isinstance(change, SatDown):
            if change.chips <= 0:
                raise ConfigurationError(
                    f"{change.name} needs chips to sit down", "no chips to sit", name=change.name
                )
            if any(p.name == change.name for p in self.table.players.values()):
                raise ConfigurationError(
                    f"someone called {change.name!r} is already seated", "name taken", name=change.name
                )
            self.table.sit(change.seat, change.name, change.chips)
            self._seats[change.seat] = _Seat(change.bot, change.chips)
        elif isinstance(change, LeftSeat):
            self.table.leave(change.seat)
            del self._seats[change.seat]
        elif isinstance(change, ChipsAdded):
            player = self._seated(change.seat)
            if change.chips <= 0:
                raise ConfigurationError("add at least 1 chip", "no chips")
            player.stack += change.chips
            self._seats[change.seat].bought_in += change.chips
        elif isinstance(change, SittingOutChanged):
            self._seated(change.seat).sitting_out = change.sitting_out
        else:
            if change.variant_key not in VARIANTS:
                raise ConfigurationError(
                    f"unknown variant {change.variant_key!r}", "unknown variant", key=change.variant_key
                )
            self.table.set_config(GameConfig(VARIANTS[change.variant_key], change.structure, change.rules))

    def _seated(self, seat: int) -> TablePlayer:
        player = self.table.players.get(seat)
        if player is None:
            raise ConfigurationError(f"seat {seat} is empty", "seat empty", seat=seat)
        return player

    # ------------------------------------------------------------------ hands

    def start_hand(self) -> tuple[Hand, tuple[Event, ...]]:
        """Deal the next hand; raises ConfigurationError, changing nothing, if too few are ready."""
        return self._deal()

    def finish_hand(self) -> tuple[int, ...]:
        """Carry the stacks over; returns the seats that busted (they stay seated, able to re-buy)."""
        busted, acts = self._settle()
        self._record(HandPlayed(acts))
        return tuple(p.seat for p in busted)

    # ------------------------------------------------------------------ saving

    def _snapshot_now(self) -> SessionSnapshot:
        return SessionSnapshot(
            self.config,
            self.players(),
            self.table.button,
            self.table.hands_played,
            self.table.rng.getstate(),
            self.entries,
        )

    @classmethod
    def restore(
        cls,
        start_config: GameConfig,
        seats: int,
        seed: int,
        snapshot: SessionSnapshot,
        log: Sequence[SessionEntry] | None = None,
    ) -> PracticeSession:
        """The session at `snapshot`; with `log`, the snapshot must be the one that log ends at.

        Saves keep no log (their size must not grow with the session): the snapshot
        stands alone, and without `log` the restored session keeps none either.
        """
        if log is not None and (
            snapshot.entries != len(log)
            or snapshot.hands_played != sum(isinstance(e, HandPlayed) for e in log)
        ):
            raise ReplayError("the snapshot and the session log disagree")
        session = cls(start_config, seats, seed, keep_log=log is not None)
        session.table.set_config(snapshot.config)
        for p in snapshot.players:
            if p.stack < 0 or p.bought_in < 0 or not 0 <= p.seat < seats or p.seat in session.table.players:
                raise ReplayError(f"the saved player at seat {p.seat} is not valid")
            session.table.sit(p.seat, p.name, 1)
            session.table.players[p.seat].stack = p.stack
            session.table.players[p.seat].sitting_out = p.sitting_out
            session._seats[p.seat] = _Seat(p.bot, p.bought_in)
        session._restore_table(snapshot.button, snapshot.hands_played, snapshot.rng_state)
        session.log = list(log) if log is not None else []
        session.entries = snapshot.entries
        return session

    @classmethod
    def replay(
        cls,
        start_config: GameConfig,
        seats: int,
        seed: int,
        log: Sequence[SessionEntry],
        on_hand_end: HandEndHook | None = None,
    ) -> PracticeSession:
        """Rebuild the session from the seed and its log; `on_hand_end` sees each replayed hand's end
        (so bots that learn from final views can catch up after a reload)."""
        session = cls(start_config, seats, seed)
        for number, entry in enumerate(log, start=1):
            try:
                if isinstance(entry, HandPlayed):
                    session.start_hand()
                    session._replay_hand(entry.acts, f"session log entry {number}", on_hand_end)
                    session.finish_hand()
                else:
                    session._apply_change(entry)
                    session._record(entry)
            except (ConfigurationError, IllegalActionError) as exc:
                raise ReplayError(f"session log entry {number}: {exc}") from None
        return session
