"""The body of a cash-practice save: seed, seats, starting game, session log, snapshot.

The seed, the starting game and the log are the authority: loading replays
them and checks the snapshot against the result. A snapshot that is out of
range or disagrees (no players, a stack of 10^30, a button at seat 99) is
rebuilt from the log, with a note; a log that cannot be replayed makes the
save damaged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from studdesk.engine.actions import Act
from studdesk.engine.errors import StudDeskError
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import (
    ChipsAdded,
    GameChanged,
    HandPlayed,
    LeftSeat,
    PracticeSession,
    SatDown,
    SessionEntry,
    SessionPlayer,
    SessionSnapshot,
    SittingOutChanged,
)
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.savefile import (
    MAX_COUNT,
    MAX_SAVED_CHIPS,
    MAX_SEATS,
    ActTuple,
    Chips,
    Count,
    Name,
    ProblemKind,
    RngState,
    RulesModel,
    SaveFileError,
    Seat,
    Seed,
    Strict,
    act_of,
    act_tuple,
    body_problem,
    rng_state_json,
    snapshot_notes,
    structure_tuple,
    validation_problem,
)

_Stake = Annotated[int, Field(strict=True, ge=0, le=MAX_SAVED_CHIPS)]
_BotName = Annotated[str, Field(max_length=200)]


class GameModel(Strict):
    variant: Annotated[str, Field(max_length=20)]
    structure: tuple[_Stake, _Stake, _Stake, _Stake]
    rules: RulesModel


class PlayerModel(Strict):
    seat: Seat
    name: Name
    bot: _BotName | None
    stack: Chips
    bought_in: Chips
    sitting_out: bool


class EntryModel(Strict):
    """One log entry; `do` says which, the other fields are those it uses."""

    do: Literal["sit", "leave", "chips", "sit_out", "sit_in", "game", "hand"]
    seat: Seat | None = None
    name: Name | None = None
    bot: _BotName | None = None
    chips: Chips | None = None
    game: GameModel | None = None
    acts: Annotated[list[ActTuple], Field(max_length=10_000)] | None = None


class SnapshotModel(Strict):
    game: GameModel
    players: Annotated[list[PlayerModel], Field(max_length=MAX_SEATS)]
    button: Seat | None
    hands_played: Count
    rng_state: RngState
    entries: Count


class SessionBody(Strict):
    seed: Seed
    seats: Annotated[int, Field(strict=True, ge=2, le=MAX_SEATS)]
    start: GameModel
    log: Annotated[list[EntryModel], Field(max_length=MAX_COUNT)]
    pending: Annotated[list[ActTuple], Field(max_length=10_000)]
    #: checked on its own: a bad snapshot is rebuilt from the log, not a reason to give up
    snapshot: dict[str, Any]


def game_json(config: GameConfig) -> dict[str, Any]:
    return {
        "variant": config.variant.key,
        "structure": list(structure_tuple(config.structure)),
        "rules": RulesModel.of(config.rules).model_dump(mode="json"),
    }


def game_of(model: GameModel) -> GameConfig:
    if model.variant not in VARIANTS:
        raise SaveFileError(ProblemKind.DAMAGED, f"it is damaged: unknown variant {model.variant!r}")
    return GameConfig(VARIANTS[model.variant], Structure(*model.structure), model.rules.rules())


def entry_json(entry: SessionEntry) -> dict[str, Any]:
    if isinstance(entry, SatDown):
        return {"do": "sit", "seat": entry.seat, "name": entry.name, "bot": entry.bot, "chips": entry.chips}
    if isinstance(entry, LeftSeat):
        return {"do": "leave", "seat": entry.seat}
    if isinstance(entry, ChipsAdded):
        return {"do": "chips", "seat": entry.seat, "chips": entry.chips}
    if isinstance(entry, SittingOutChanged):
        return {"do": "sit_out" if entry.sitting_out else "sit_in", "seat": entry.seat}
    if isinstance(entry, GameChanged):
        variant = VARIANTS[entry.variant_key]
        return {"do": "game", "game": game_json(GameConfig(variant, entry.structure, entry.rules))}
    return {"do": "hand", "acts": [act_tuple(a) for a in entry.acts]}


def entry_of(model: EntryModel) -> SessionEntry:
    def need(value: Any, what: str) -> Any:
        if value is None:
            raise SaveFileError(ProblemKind.DAMAGED, f"it is damaged: a {model.do!r} entry has no {what}")
        return value

    if model.do == "sit":
        seat, name, chips = need(model.seat, "seat"), need(model.name, "name"), need(model.chips, "chips")
        return SatDown(seat, name, model.bot, chips)
    if model.do == "leave":
        return LeftSeat(need(model.seat, "seat"))
    if model.do == "chips":
        return ChipsAdded(need(model.seat, "seat"), need(model.chips, "chips"))
    if model.do in ("sit_out", "sit_in"):
        return SittingOutChanged(need(model.seat, "seat"), model.do == "sit_out")
    if model.do == "game":
        game = game_of(need(model.game, "game"))
        return GameChanged(game.variant.key, game.structure, game.rules)
    return HandPlayed(tuple(act_of(a) for a in need(model.acts, "acts")))


@dataclass(frozen=True, slots=True)
class SessionSave:
    """Everything a practice save holds; `snapshot` is None when the saved one was not valid."""

    seed: int
    seats: int
    start: GameConfig
    log: tuple[SessionEntry, ...]
    pending: tuple[Act, ...]
    snapshot: SessionSnapshot | None
    snapshot_problem: str | None = None

    @property
    def hands_played(self) -> int:
        return sum(isinstance(e, HandPlayed) for e in self.log)

    @staticmethod
    def of(session: PracticeSession) -> SessionSave:
        return SessionSave(
            session.seed,
            session.table.seat_count,
            session.start_config,
            tuple(session.log),
            session.pending_acts,
            session.snapshot(),
        )

    def body(self) -> dict[str, Any]:
        snap = self.snapshot
        assert snap is not None, "only a save made from a session is written"
        return {
            "seed": self.seed,
            "seats": self.seats,
            "start": game_json(self.start),
            "log": [entry_json(e) for e in self.log],
            "pending": [act_tuple(a) for a in self.pending],
            "snapshot": {
                "game": game_json(snap.config),
                "players": [
                    {
                        "seat": p.seat,
                        "name": p.name,
                        "bot": p.bot,
                        "stack": p.stack,
                        "bought_in": p.bought_in,
                        "sitting_out": p.sitting_out,
                    }
                    for p in snap.players
                ],
                "button": snap.button,
                "hands_played": snap.hands_played,
                "rng_state": rng_state_json(snap.rng_state),
                "entries": snap.entries,
            },
        }

    @staticmethod
    def from_body(body: dict[str, Any]) -> SessionSave:
        try:
            model = SessionBody.model_validate(body)
        except ValidationError as exc:
            raise validation_problem(exc) from None
        snapshot: SessionSnapshot | None = None
        problem: str | None = None
        try:
            snap = SnapshotModel.model_validate(model.snapshot)
            snapshot = SessionSnapshot(
                game_of(snap.game),
                tuple(SessionPlayer(**p.model_dump()) for p in snap.players),
                snap.button,
                snap.hands_played,
                snap.rng_state,
                snap.entries,
            )
        except ValidationError as exc:
            problem = str(validation_problem(exc, "snapshot")).removeprefix("it is damaged: ")
        except (SaveFileError, StudDeskError, ValueError, TypeError) as exc:
            problem = str(exc).removeprefix("it is damaged: ")
        try:
            return SessionSave(
                model.seed,
                model.seats,
                game_of(model.start),
                tuple(entry_of(e) for e in model.log),
                tuple(act_of(a) for a in model.pending),
                snapshot,
                problem,
            )
        except (StudDeskError, ValueError, TypeError) as exc:
            raise body_problem(exc) from None

    def session(self, verify: bool = False) -> tuple[PracticeSession, list[str]]:
        """The session at the start of its latest hand, replayed from its log, and notes for the player.

        The snapshot is checked against the replay: one that is not valid or does not
        match is replaced by the replay's, with a note (with `verify`, a mismatch is
        damage instead). Raises SaveFileError when the log cannot be replayed.
        """
        try:
            replayed = PracticeSession.replay(self.start, self.seats, self.seed, self.log)
        except (StudDeskError, ValueError, TypeError) as exc:
            raise SaveFileError(
                ProblemKind.DAMAGED, f"it is damaged: its hands cannot be replayed ({exc})"
            ) from None
        notes = snapshot_notes(self.snapshot, self.snapshot_problem, replayed.snapshot(), verify, "the table")
        return replayed, notes
