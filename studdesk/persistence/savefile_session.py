"""The body of a cash-practice save: seed, seats, starting game, session log, snapshot."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import ValidationError

from studdesk.engine.actions import Act
from studdesk.engine.errors import ReplayError, StudDeskError
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
    ActTuple,
    ProblemKind,
    RngState,
    RulesModel,
    SaveFileError,
    Strict,
    act_of,
    act_tuple,
    body_problem,
    rng_state_json,
    structure_tuple,
    validation_problem,
)


class GameModel(Strict):
    variant: str
    structure: tuple[int, int, int, int]
    rules: RulesModel


class PlayerModel(Strict):
    seat: int
    name: str
    bot: str | None
    stack: int
    bought_in: int
    sitting_out: bool


class EntryModel(Strict):
    """One log entry; `do` says which, the other fields are those it uses."""

    do: Literal["sit", "leave", "chips", "sit_out", "sit_in", "game", "hand"]
    seat: int | None = None
    name: str | None = None
    bot: str | None = None
    chips: int | None = None
    game: GameModel | None = None
    acts: list[ActTuple] | None = None


class SnapshotModel(Strict):
    game: GameModel
    players: list[PlayerModel]
    button: int | None
    hands_played: int
    rng_state: RngState
    entries: int


class SessionBody(Strict):
    seed: int
    seats: int
    start: GameModel
    log: list[EntryModel]
    pending: list[ActTuple]
    snapshot: SnapshotModel


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
    seed: int
    seats: int
    start: GameConfig
    log: tuple[SessionEntry, ...]
    pending: tuple[Act, ...]
    snapshot: SessionSnapshot

    @property
    def hands_played(self) -> int:
        return self.snapshot.hands_played

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
        try:
            snap = model.snapshot
            snapshot = SessionSnapshot(
                game_of(snap.game),
                tuple(SessionPlayer(**p.model_dump()) for p in snap.players),
                snap.button,
                snap.hands_played,
                snap.rng_state,
                snap.entries,
            )
            return SessionSave(
                model.seed,
                model.seats,
                game_of(model.start),
                tuple(entry_of(e) for e in model.log),
                tuple(act_of(a) for a in model.pending),
                snapshot,
            )
        except (StudDeskError, ValueError, TypeError) as exc:
            raise body_problem(exc) from None

    def session(self, verify: bool = False) -> PracticeSession:
        """The session at the start of its latest hand: from the snapshot, or by replaying the log."""
        if not verify:
            try:
                return PracticeSession.restore(self.start, self.seats, self.seed, self.snapshot, self.log)
            except (ReplayError, StudDeskError, ValueError):
                pass
        try:
            replayed = PracticeSession.replay(self.start, self.seats, self.seed, self.log)
        except (StudDeskError, ValueError) as exc:
            raise SaveFileError(
                ProblemKind.DAMAGED, f"it is damaged: its hands cannot be replayed ({exc})"
            ) from None
        if verify and replayed.snapshot() != self.snapshot:
            raise SaveFileError(ProblemKind.DAMAGED, "it is damaged: its snapshot does not match its hands")
        return replayed
