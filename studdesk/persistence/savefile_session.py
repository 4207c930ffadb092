"""The body of a cash-practice save: the table at the start of the latest hand, and that hand's commands.

    {"seed": 5, "seats": 6,
     "snapshot": {"game": {...}, "players": [...], "button": 3, "hands_played": 1445,
                  "rng_state": [...], "entries": 1460},
     "pending": [[3, "complete", 10], ...]}

The snapshot is the table as the hand in play began (or now, between hands):
the game, every seated player with their stack, the button, the hand count,
the dealing source's state and the count of the session's changes and hands
(`entries`: a resumed session counts on from it). `pending` are the hand's
commands so far, so a game closed mid-hand resumes exactly there, with the same
cards. Nothing else is kept: the save's size and the time to write it do not
grow with the session.
(Format 1 kept the whole session log: see `savefile_session_v1`.)

A save holds no log to rebuild a bad snapshot from, so loading checks it
against the rules and against itself instead: every number in its range
(pydantic), seats on the table and one each, names given and told apart, the
player seated exactly once, a button where a hand was dealt, a dealing source
that can be restored, and the hand's commands legal when replayed. A save that
fails any of this is damaged: set aside with a plain message.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Annotated, Any

from pydantic import Field, ValidationError

from studdesk.engine.actions import Act
from studdesk.engine.errors import ConfigurationError, IllegalActionError, StudDeskError
from studdesk.engine.hand import GameConfig
from studdesk.engine.session import PracticeSession, SessionPlayer, SessionSnapshot
from studdesk.engine.structure import Structure
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.savefile import (
    MAX_SAVED_CHIPS,
    MAX_SEATS,
    ActTuple,
    Chips,
    Count,
    Name,
    RngState,
    RulesModel,
    SaveFileError,
    Seat,
    Seed,
    Strict,
    act_of,
    act_tuple,
    body_problem,
    damage,
    engine_words,
    rng_state_json,
    structure_tuple,
    validation_problem,
)
from studdesk.wording import Unsaid, Words
from studdesk.wording import saves as words
from studdesk.wording.problems import engine_refusal

_Stake = Annotated[int, Field(strict=True, ge=0, le=MAX_SAVED_CHIPS)]
BotName = Annotated[str, Field(max_length=200)]


class GameModel(Strict):
    variant: Annotated[str, Field(max_length=20)]
    structure: tuple[_Stake, _Stake, _Stake, _Stake]
    rules: RulesModel


class PlayerModel(Strict):
    seat: Seat
    name: Name
    bot: BotName | None
    stack: Chips
    bought_in: Chips
    sitting_out: bool


class SnapshotModel(Strict):
    game: GameModel
    players: Annotated[list[PlayerModel], Field(max_length=MAX_SEATS)]
    button: Seat | None
    hands_played: Count
    rng_state: RngState
    #: the session's changes and hands so far; saves made before it was kept have none
    entries: Count | None = None


class SessionBody(Strict):
    seed: Seed
    seats: Annotated[int, Field(strict=True, ge=2, le=MAX_SEATS)]
    snapshot: SnapshotModel
    pending: Annotated[list[ActTuple], Field(max_length=10_000)]


def game_json(config: GameConfig) -> dict[str, Any]:
    return {
        "variant": config.variant.key,
        "structure": list(structure_tuple(config.structure)),
        "rules": RulesModel.of(config.rules).model_dump(mode="json"),
    }


def game_of(model: GameModel) -> GameConfig:
    if model.variant not in VARIANTS:
        raise damage(partial(words.unknown_variant, repr(model.variant)))
    return GameConfig(VARIANTS[model.variant], Structure(*model.structure), model.rules.rules())


def snapshot_of(model: SnapshotModel, entries: int | None = None) -> SessionSnapshot:
    """The engine's snapshot from a checked model (`entries`: the log's length, format 1 only)."""
    if entries is None:
        entries = model.entries
    if entries is None:  # saved before the count was: the least the session can have had, one
        # entry per hand played and one per player seated (each sat down once)
        entries = model.hands_played + len(model.players)
    return SessionSnapshot(
        game_of(model.game),
        tuple(SessionPlayer(**p.model_dump()) for p in model.players),
        model.button,
        model.hands_played,
        model.rng_state,
        entries,
    )


def _damaged(what: Words) -> SaveFileError:
    return damage(what)


def check_table(seats: int, snapshot: SessionSnapshot) -> None:
    """The rules a table always keeps, which a snapshot edited or garbled may break (SaveFileError)."""
    players = snapshot.players
    taken = [p.seat for p in players]
    if any(seat >= seats for seat in taken):
        raise _damaged(partial(words.seat_beyond_table, max(taken) + 1, seats))
    if len(set(taken)) != len(taken):
        raise _damaged(words.seat_shared)
    names = [p.name.strip() for p in players]
    if not all(names) or len(set(names)) != len(names):
        raise _damaged(words.names_missing)
    humans = sum(p.bot is None for p in players)
    if humans != 1:
        raise _damaged(words.nobody_seated if not players else partial(words.humans_not_one, humans))
    if snapshot.button is not None and snapshot.button >= seats:
        raise _damaged(partial(words.button_beyond_table, snapshot.button + 1, seats))
    if snapshot.hands_played > 0 and snapshot.button is None:
        raise _damaged(words.no_button)


@dataclass(frozen=True, slots=True)
class SessionSave:
    """Everything a practice save holds, as engine objects."""

    seed: int
    seats: int
    snapshot: SessionSnapshot
    pending: tuple[Act, ...]

    @property
    def hands_played(self) -> int:
        return self.snapshot.hands_played

    @staticmethod
    def of(session: PracticeSession) -> SessionSave:
        return SessionSave(session.seed, session.table.seat_count, session.snapshot(), session.pending_acts)

    def body(self) -> dict[str, Any]:
        snap = self.snapshot
        return {
            "seed": self.seed,
            "seats": self.seats,
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
            "pending": [act_tuple(a) for a in self.pending],
        }

    @staticmethod
    def from_body(body: dict[str, Any]) -> SessionSave:
        """Raises SaveFileError (damaged) when the body does not hold a valid practice table."""
        try:
            model = SessionBody.model_validate(body)
        except ValidationError as exc:
            raise validation_problem(exc) from None
        try:
            snapshot = snapshot_of(model.snapshot)
        except (StudDeskError, ValueError, TypeError) as exc:
            raise body_problem(exc) from None
        check_table(model.seats, snapshot)
        return SessionSave(model.seed, model.seats, snapshot, tuple(act_of(a) for a in model.pending))

    def session(self) -> PracticeSession:
        """The session at the start of its latest hand; SaveFileError when the save does not hold one.

        The hand's saved commands are played once on a copy, to be sure they resume it.
        """
        session = self._restored()
        if self.pending:
            trial = self._restored()
            try:
                trial.start_hand()
                for step, act in enumerate(self.pending, start=1):
                    try:
                        trial.apply(act)
                    except IllegalActionError as exc:
                        said = Unsaid(partial(engine_refusal, exc))
                        raise _damaged(partial(words.hand_not_replayed, step, said)) from None
            except ConfigurationError as exc:
                why = engine_words(exc)
                raise _damaged(lambda: words.hand_not_dealt(why())) from None
        return session

    def _restored(self) -> PracticeSession:
        snap = self.snapshot
        try:
            return PracticeSession.restore(snap.config, self.seats, self.seed, snap)
        except (StudDeskError, ValueError, TypeError) as exc:
            raise _damaged(engine_words(exc)) from None
