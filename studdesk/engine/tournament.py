"""The sit-and-go tournament director (docs/rules.md §6): levels, eliminations, places, prizes.

No Qt and no bots: whoever drives the game (the GUI controller, `studdesk-sim
sng`, a test) calls `start_hand()`, `apply(act)` for every command and
`finish_hand()` when the hand is over, and animates the frozen events these
return. The director keeps the command log that, with the seed and the
`TournamentConfig`, replays the whole tournament exactly (saves, bug reports),
and a snapshot of the state at the start of each hand for fast loading.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from studdesk.engine.actions import Act
from studdesk.engine.cards import Deck
from studdesk.engine.errors import ConfigurationError, ReplayError
from studdesk.engine.events import Event
from studdesk.engine.hand import GameConfig, Hand
from studdesk.engine.icm import icm_equities
from studdesk.engine.logged_table import HandEndHook, LoggedTable
from studdesk.engine.structure import Structure
from studdesk.engine.tournament_config import LevelUnit, TournamentConfig

# --------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class LevelRaised:
    """R6.1: from hand `hand_number` on, level `level` (1-based) is played."""

    level: int
    structure: Structure
    variant_key: str
    hand_number: int


@dataclass(frozen=True, slots=True)
class PlayerEliminated:
    """R6.2: `seat` has no chips left after hand `hand_number` and finishes `place`.

    `last_place` differs from `place` when players busted in the same hand with
    equal stacks share places (and their prizes): 5th-6th.
    """

    seat: int
    name: str
    place: int
    last_place: int
    prize: float
    hand_number: int


@dataclass(frozen=True, slots=True)
class TournamentFinished:
    """One player holds every chip. `results` are in finishing order, winner first."""

    results: tuple[Finish, ...]
    hands_played: int
    level: int


TournamentEvent = LevelRaised | PlayerEliminated | TournamentFinished
DirectorEvent = Event | TournamentEvent

# --------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Finish:
    """Where an entrant finished and what they won (prize in buy-in units of the pool)."""

    seat: int
    name: str
    place: int
    last_place: int
    #: percent of the prize pool (the mean of the shared places' percentages)
    share: float
    prize: float
    hand_number: int

    @property
    def is_shared(self) -> bool:
        return self.last_place != self.place


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings: chips, % of the chips in play, ICM prize equity, or the finish."""

    seat: int
    name: str
    chips: int
    chip_percent: float
    #: ICM prize equity (pool units) for players still in; the prize won for those out
    equity: float
    equity_percent: float
    #: set for those out, and for the winner once the tournament is over
    finish: Finish | None

    @property
    def is_out(self) -> bool:
        return self.chips == 0


@dataclass(frozen=True, slots=True)
class LevelStatus:
    """The level in force (during a hand) or due (between hands), and what comes next."""

    level: int
    structure: Structure
    variant_key: str
    #: None at the top of a single-game ladder: the level never rises again
    next_structure: Structure | None
    next_variant_key: str | None
    #: hands still to start at this level, counting one in progress (levels by hands)
    hands_left: int | None
    #: play time left at this level (levels by minutes); 0 = rises with the next hand
    seconds_left: float | None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One completed hand in the command log: its 0-based level and every command, in order."""

    level: int
    acts: tuple[Act, ...]


@dataclass(frozen=True, slots=True)
class TournamentSnapshot:
    """The director's state between hands; restores without replaying the log."""

    hands_played: int
    button: int | None
    #: (seat, chips) of the players still in
    stacks: tuple[tuple[int, int], ...]
    finishes: tuple[Finish, ...]
    level: int
    elapsed_seconds: float
    #: `random.Random.getstate()` of the table's dealing source
    rng_state: tuple[Any, ...]


def assign_places(start_stacks: Iterable[tuple[int, int]], worst_place: int) -> list[tuple[int, int, int]]:
    """R6.2: (seat, place, last_place) for the players busted in one hand.

    `start_stacks` are (seat, stack at the start of that hand); `worst_place` is
    the number of players who were still in. A bigger starting stack finishes
    higher; equal stacks share their places. Worst place first.
    """
    ordered = sorted(start_stacks, key=lambda item: (item[1], item[0]))
    out: list[tuple[int, int, int]] = []
    last = worst_place
    index = 0
    while index < len(ordered):
        group = [seat for seat, stack in ordered if stack == ordered[index][1]]
        first = last - len(group) + 1
        out.extend((seat, first, last) for seat in group)
        last = first - 1
        index += len(group)
    return out


# --------------------------------------------------------------------- director


class TournamentDirector(LoggedTable[TournamentSnapshot]):
    """Runs one sit-and-go at one table: entrant k sits in seat k with the starting stack.

    >>> from studdesk.engine.tournament_config import Entrant
    >>> config = TournamentConfig(
    ...     (Entrant("Ada", "always-call"), Entrant("Bo", "always-call")), starting_chips=300
    ... )
    >>> director = TournamentDirector(config, seed=7)
    >>> hand, events = director.start_hand()
    >>> while not hand.is_over:
    ...     _ = director.apply(Act.taking(hand.to_act, hand.legal_actions()[0]))
    >>> settled = director.finish_hand()
    >>> sum(director.chips().values()) == config.total_chips, director.hands_played
    (True, 1)
    >>> director.level_status().hands_left
    9
    """

    def __init__(
        self, config: TournamentConfig, seed: int, clock: Callable[[], float] = time.monotonic
    ) -> None:
        first = GameConfig(config.variant_at(0), config.structure_at(0), config.rules)
        super().__init__(first, len(config.entrants), seed)
        self.config = config  # the tournament's configuration (`table.config` is the level's game)
        self._clock = clock
        for seat, entrant in enumerate(config.entrants):
            self.table.sit(seat, entrant.name, config.starting_chips)
        self.level = 0
        self.log: list[HandRecord] = []
        self._finishes: list[Finish] = []
        self._elapsed = 0.0
        self._running_since: float | None = None

    # ------------------------------------------------------------------ queries

    @property
    def is_finished(self) -> bool:
        return len(self.table.players) <= 1 and self.table.current is None

    @property
    def alive_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self.table.players))

    @property
    def results(self) -> tuple[Finish, ...]:
        """Finishes so far, best place first (complete once the tournament is over)."""
        return tuple(sorted(self._finishes, key=lambda f: (f.place, f.seat)))

    @property
    def elapsed_seconds(self) -> float:
        """Play time so far; it runs from the first hand and stops while paused or finished."""
        running = 0.0 if self._running_since is None else self._clock() - self._running_since
        return self._elapsed + running

    def chips(self) -> dict[int, int]:
        """Chips of the players still in, as at the start of the hand in progress."""
        return {seat: p.stack for seat, p in sorted(self.table.players.items())}

    def standings(self) -> tuple[Standing, ...]:
        """Players still in by chips (with ICM equity), then those out by place."""
        stacks = self.chips()
        total = sum(stacks.values())
        pool = self.config.prize_pool
        places = len(stacks)
        prizes = [self.config.prize_for_share(p) for p in self.config.payouts[:places]]
        equities = icm_equities(list(stacks.values()), prizes) if stacks else ()
        finished = {f.seat: f for f in self._finishes}
        live = [
            Standing(
                seat,
                self.config.entrants[seat].name,
                chips,
                100.0 * chips / total,
                equity,
                100.0 * equity / pool if pool else 0.0,
                finished.get(seat),  # the winner's finish, once there is one
            )
            for (seat, chips), equity in zip(stacks.items(), equities, strict=True)
        ]
        live.sort(key=lambda s: (-s.chips, s.seat))
        out = [
            Standing(f.seat, f.name, 0, 0.0, f.prize, f.share, f)
            for f in self.results
            if f.seat not in stacks
        ]
        return (*live, *out)

    def level_status(self) -> LevelStatus:
        # the level in force during a hand; between hands the one due next, except once the
        # tournament is over: then the last level played (the one the results say was reached)
        level = self.level if self.hand is not None or self.is_finished else self._due_level()
        timing = self.config.timing
        top = not self.config.is_rotation and level >= len(self.config.ladder) - 1
        hands_left: int | None = None
        seconds_left: float | None = None
        if not top and timing.unit is LevelUnit.HANDS:
            started = self.hands_played - (1 if self.hand is not None else 0)
            hands_left = (level + 1) * timing.per_level - started
        elif not top:
            seconds_left = max(0.0, (level + 1) * timing.per_level * 60.0 - self.elapsed_seconds)
        return LevelStatus(
            level + 1,
            self.config.structure_at(level),
            self.config.variant_at(level).key,
            None if top else self.config.structure_at(level + 1),
            None if top else self.config.variant_at(level + 1).key,
            hands_left,
            seconds_left,
        )

    # ------------------------------------------------------------------ commands

    def start_hand(
        self, level: int | None = None, deck: Deck | None = None
    ) -> tuple[Hand, tuple[DirectorEvent, ...]]:
        """Deal the next hand at the level due (R6.1), or at `level` when replaying a log.

        `deck` stacks the cards for tests; a game dealt that way does not replay from its seed.
        """
        if self.is_finished:
            raise ConfigurationError("the tournament is over", "tournament over")
        if self.hand is not None:
            raise ConfigurationError("finish the hand in progress first", "hand in play")
        if self._running_since is None:
            self._running_since = self._clock()
        due = self._due_level() if level is None else level
        out: list[DirectorEvent] = []
        if due != self.level:
            self.level = due
            out.append(
                LevelRaised(
                    due + 1,
                    self.config.structure_at(due),
                    self.config.variant_at(due).key,
                    self.hands_played + 1,
                )
            )
        self.table.set_config(
            GameConfig(self.config.variant_at(due), self.config.structure_at(due), self.config.rules)
        )
        hand, events = self._deal(deck)
        return hand, (*out, *events)

    def finish_hand(self) -> tuple[TournamentEvent, ...]:
        """Settle a finished hand: carry stacks, eliminate and place the busted (R6.2)."""
        hand = self.hand
        if hand is None or not hand.is_over:
            raise ConfigurationError("there is no finished hand to settle", "no finished hand")
        start = {p.seat: p.start_stack for p in hand.order}
        busted, acts = self._settle()
        self.log.append(HandRecord(self.level, acts))
        for player in busted:
            self.table.leave(player.seat)
        out: list[TournamentEvent] = []
        placed = assign_places(((p.seat, start[p.seat]) for p in busted), worst_place=len(start))
        for seat, place, last in placed:
            finish = self._finish(seat, place, last)
            out.append(PlayerEliminated(seat, finish.name, place, last, finish.prize, self.hands_played))
        if len(self.table.players) == 1:
            (winner,) = self.table.players
            self._finish(winner, 1, 1)
            self.pause()
            out.append(TournamentFinished(self.results, self.hands_played, self.level + 1))
        return tuple(out)

    def pause(self) -> None:
        """Stop the level clock (levels by minutes) until the next hand starts."""
        if self._running_since is not None:
            self._elapsed += self._clock() - self._running_since
            self._running_since = None

    # ------------------------------------------------------------------ saving

    def _snapshot_now(self) -> TournamentSnapshot:
        return TournamentSnapshot(
            hands_played=self.table.hands_played,
            button=self.table.button,
            stacks=tuple(self.chips().items()),
            finishes=self.results,
            level=self.level,
            elapsed_seconds=self.elapsed_seconds,
            rng_state=self.table.rng.getstate(),
        )

    @classmethod
    def restore(
        cls,
        config: TournamentConfig,
        seed: int,
        snapshot: TournamentSnapshot,
        log: Sequence[HandRecord],
        clock: Callable[[], float] = time.monotonic,
    ) -> TournamentDirector:
        """Rebuild the director between hands from a snapshot; raises ReplayError if it does not fit."""
        director = cls(config, seed, clock)
        _check_snapshot(config, snapshot, log)
        for finish in snapshot.finishes:
            director.table.leave(finish.seat)
        for seat, chips in snapshot.stacks:
            director.table.players[seat].stack = chips
        director._restore_table(snapshot.button, snapshot.hands_played, snapshot.rng_state)
        director.level = snapshot.level
        director.log = list(log)
        director._finishes = list(snapshot.finishes)
        director._elapsed = snapshot.elapsed_seconds
        return director

    @classmethod
    def replay(
        cls,
        config: TournamentConfig,
        seed: int,
        log: Sequence[HandRecord],
        elapsed_seconds: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
        on_hand_end: HandEndHook | None = None,
    ) -> TournamentDirector:
        """Rebuild the director by replaying the command log from the seed (the authoritative way).

        `on_hand_end` sees each replayed hand once it is over (bots that learn
        from final views catch up on the hands they missed this way).
        """
        director = cls(config, seed, clock)
        for number, record in enumerate(log, start=1):
            if director.is_finished:
                raise ReplayError(f"the log goes on after the tournament ended (hand {number})")
            if record.level < director.level:
                raise ReplayError(f"hand {number} is logged at a lower level than the hand before")
            director.start_hand(level=record.level)
            director._replay_hand(record.acts, f"hand {number}", on_hand_end)
            director.finish_hand()
        director.pause()
        director._elapsed = elapsed_seconds
        return director

    # ------------------------------------------------------------------ internals

    def _due_level(self) -> int:
        timing = self.config.timing
        if timing.unit is LevelUnit.HANDS:
            due = self.hands_played // timing.per_level
        else:
            due = int(self.elapsed_seconds // (timing.per_level * 60))
        if not self.config.is_rotation:
            due = min(due, len(self.config.ladder) - 1)
        return max(due, self.level)

    def _finish(self, seat: int, place: int, last: int) -> Finish:
        payouts = self.config.payouts
        shares = [payouts[p - 1] if p <= len(payouts) else 0.0 for p in range(place, last + 1)]
        share = sum(shares) / len(shares)
        finish = Finish(
            seat,
            self.config.entrants[seat].name,
            place,
            last,
            share,
            self.config.prize_for_share(share),
            self.hands_played,
        )
        self._finishes.append(finish)
        return finish


def _check_snapshot(config: TournamentConfig, snap: TournamentSnapshot, log: Sequence[HandRecord]) -> None:
    entrants = len(config.entrants)
    live = [seat for seat, _ in snap.stacks]
    out = [f.seat for f in snap.finishes]
    if sorted(live + out) != list(range(entrants)):
        raise ReplayError("the saved seats do not match the entrants")
    if any(chips <= 0 for _, chips in snap.stacks):
        raise ReplayError("a player still in has no chips")
    if sum(chips for _, chips in snap.stacks) != config.total_chips:
        raise ReplayError("the saved stacks do not add up to the chips in play")
    if snap.hands_played != len(log):
        raise ReplayError("the snapshot and the command log disagree on the hands played")
    if snap.button is not None and not 0 <= snap.button < entrants:
        raise ReplayError("the saved button is not at a seat")
    if snap.level < 0 or snap.elapsed_seconds < 0:
        raise ReplayError("the saved level or clock is negative")
