"""Reading practice saves of save format 1, which kept the whole session log.

Format 1 wrote the seed, the starting game and every change and hand of the
session, and rewrote all of it after every action, so a save grew with the
session without bound. Such a save is still read: its log is replayed (it is
the authority; the snapshot is checked against it, and rebuilt with a note
when it disagrees), and what comes out is the format-2 `SessionSave`: the
snapshot at the start of the latest hand and that hand's commands. The next
save writes format 2.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError

from studdesk.engine.errors import StudDeskError
from studdesk.engine.session import (
    ChipsAdded,
    GameChanged,
    HandPlayed,
    LeftSeat,
    PracticeSession,
    SatDown,
    SessionEntry,
    SittingOutChanged,
)
from studdesk.persistence.savefile import (
    MAX_COUNT,
    MAX_SEATS,
    ActTuple,
    Chips,
    Name,
    SaveFileError,
    Seat,
    Seed,
    Strict,
    act_of,
    body_problem,
    damage,
    engine_words,
    snapshot_notes,
    validation_problem,
)
from studdesk.persistence.savefile_session import (
    BotName,
    GameModel,
    SessionSave,
    SnapshotModel,
    game_of,
    snapshot_of,
)
from studdesk.wording import Words
from studdesk.wording import saves as words


class EntryModel(Strict):
    """One log entry; `do` says which, the other fields are those it uses."""

    do: Literal["sit", "leave", "chips", "sit_out", "sit_in", "game", "hand"]
    seat: Seat | None = None
    name: Name | None = None
    bot: BotName | None = None
    chips: Chips | None = None
    game: GameModel | None = None
    acts: Annotated[list[ActTuple], Field(max_length=10_000)] | None = None


class SessionBodyV1(Strict):
    seed: Seed
    seats: Annotated[int, Field(strict=True, ge=2, le=MAX_SEATS)]
    start: GameModel
    log: Annotated[list[EntryModel], Field(max_length=MAX_COUNT)]
    pending: Annotated[list[ActTuple], Field(max_length=10_000)]
    #: checked on its own: a bad snapshot is rebuilt from the log, not a reason to give up
    snapshot: dict[str, Any]


class SnapshotModelV1(SnapshotModel):
    entries: Annotated[int, Field(strict=True, ge=0, le=MAX_COUNT)]


def entry_of(model: EntryModel) -> SessionEntry:
    def need(value: Any, what: str) -> Any:
        if value is None:
            raise damage(partial(words.entry_incomplete, repr(model.do), what))
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


def from_body_v1(body: dict[str, Any], verify: bool = False) -> tuple[SessionSave, list[Words]]:
    """The format-1 body as a format-2 save (its log replayed), and notes for the player.

    Raises SaveFileError (damaged) when the body is not valid or its log cannot be replayed.
    """
    try:
        model = SessionBodyV1.model_validate(body)
    except ValidationError as exc:
        raise validation_problem(exc) from None
    try:
        start = game_of(model.start)
        log = tuple(entry_of(e) for e in model.log)
    except (StudDeskError, ValueError, TypeError) as exc:
        raise body_problem(exc) from None
    try:
        replayed = PracticeSession.replay(start, model.seats, model.seed, log)
    except (StudDeskError, ValueError, TypeError) as exc:
        why = engine_words(exc)
        raise damage(lambda: words.hands_not_replayed(why())) from None
    saved, problem = None, None
    try:
        saved = snapshot_of(SnapshotModelV1.model_validate(model.snapshot), len(log))
    except ValidationError as exc:
        problem = validation_problem(exc, "snapshot").detail
    except SaveFileError as exc:
        problem = exc.detail
    except (StudDeskError, ValueError, TypeError) as exc:
        problem = engine_words(exc)
    notes = snapshot_notes(saved, problem, replayed.snapshot(), verify, tournament=False)
    save = SessionSave(model.seed, model.seats, replayed.snapshot(), tuple(act_of(a) for a in model.pending))
    return save, notes
