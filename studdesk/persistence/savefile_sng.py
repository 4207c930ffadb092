"""The body of a sit-and-go save: seed, config, command log, pending commands, snapshot.

The seed, the config and the command log replay the tournament exactly, and
they are the authority: loading replays them (a sit-and-go is a few hundred
hands) and checks the snapshot (the state at the start of the latest hand)
against the result. A snapshot that is out of range or disagrees is rebuilt
from the log, with a note; a log that cannot be replayed makes the save
damaged. `pending` holds the commands of a hand interrupted mid-way, so a
game can also resume exactly where it was.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field, ValidationError

from studdesk.engine.actions import Act
from studdesk.engine.errors import StudDeskError
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import (
    Finish,
    HandRecord,
    TournamentDirector,
    TournamentSnapshot,
)
from studdesk.engine.tournament_config import Entrant, LevelTiming, LevelUnit, TournamentConfig
from studdesk.persistence.savefile import (
    MAX_COUNT,
    MAX_SAVED_CHIPS,
    MAX_SEATS,
    ActTuple,
    Chips,
    Count,
    Name,
    RngState,
    RulesModel,
    Seat,
    Seed,
    Strict,
    act_of,
    act_tuple,
    body_problem,
    damage,
    engine_words,
    rng_state_json,
    snapshot_notes,
    structure_tuple,
    validation_problem,
)
from studdesk.wording import Words
from studdesk.wording import saves as words

_Percent = Annotated[float, Field(ge=0, le=100, allow_inf_nan=False)]
_Level = Annotated[int, Field(strict=True, ge=0, le=MAX_COUNT)]
_Place = Annotated[int, Field(strict=True, ge=1, le=MAX_SEATS)]
_Stake = Annotated[int, Field(strict=True, ge=0, le=MAX_SAVED_CHIPS)]


class EntrantModel(Strict):
    name: Name
    bot: Annotated[str, Field(max_length=200)] | None


class TimingModel(Strict):
    unit: LevelUnit
    per_level: Annotated[int, Field(strict=True, ge=1, le=MAX_COUNT)]


class ConfigModel(Strict):
    entrants: Annotated[list[EntrantModel], Field(max_length=MAX_SEATS)]
    variants: Annotated[list[Annotated[str, Field(max_length=20)]], Field(max_length=100)]
    starting_chips: Chips
    ladder: Annotated[list[tuple[_Stake, _Stake, _Stake, _Stake]], Field(max_length=1000)]
    timing: TimingModel
    payouts: Annotated[list[_Percent], Field(max_length=MAX_SEATS)]
    rules: RulesModel
    buy_in: Chips


class FinishModel(Strict):
    seat: Seat
    name: Name
    place: _Place
    last_place: _Place
    share: _Percent
    prize: Annotated[float, Field(ge=0, le=MAX_SAVED_CHIPS * MAX_SEATS, allow_inf_nan=False)]
    hand_number: Count


class SnapshotModel(Strict):
    hands_played: Count
    button: Seat | None
    stacks: Annotated[list[tuple[Seat, Chips]], Field(max_length=MAX_SEATS)]
    finishes: Annotated[list[FinishModel], Field(max_length=MAX_SEATS)]
    level: _Level
    elapsed_seconds: Annotated[float, Field(ge=0, le=10**9, allow_inf_nan=False)]
    rng_state: RngState


class HandModel(Strict):
    level: _Level
    acts: Annotated[list[ActTuple], Field(max_length=10_000)]


class SngBody(Strict):
    seed: Seed
    config: ConfigModel
    log: Annotated[list[HandModel], Field(max_length=MAX_COUNT)]
    pending: Annotated[list[ActTuple], Field(max_length=10_000)]
    #: checked on its own: a bad snapshot is rebuilt from the log, not a reason to give up
    snapshot: dict[str, Any]


def config_json(config: TournamentConfig) -> dict[str, Any]:
    return {
        "entrants": [{"name": e.name, "bot": e.bot} for e in config.entrants],
        "variants": list(config.variants),
        "starting_chips": config.starting_chips,
        "ladder": [list(structure_tuple(level)) for level in config.ladder],
        "timing": {"unit": config.timing.unit.value, "per_level": config.timing.per_level},
        "payouts": list(config.payouts),
        "rules": RulesModel.of(config.rules).model_dump(mode="json"),
        "buy_in": config.buy_in,
    }


def config_of(model: ConfigModel) -> TournamentConfig:
    return TournamentConfig(
        entrants=tuple(Entrant(e.name, e.bot) for e in model.entrants),
        variants=tuple(model.variants),
        starting_chips=model.starting_chips,
        ladder=tuple(Structure(*row) for row in model.ladder),
        timing=LevelTiming(model.timing.unit, model.timing.per_level),
        payouts=tuple(model.payouts),
        rules=model.rules.rules(),
        buy_in=model.buy_in,
    )


@dataclass(frozen=True, slots=True)
class TournamentSave:
    """Everything a sit-and-go save holds, as engine objects.

    `snapshot` is None when the saved one was not valid (`snapshot_problem` says why);
    the tournament is then rebuilt from the log.
    """

    config: TournamentConfig
    seed: int
    log: tuple[HandRecord, ...]
    pending: tuple[Act, ...]
    snapshot: TournamentSnapshot | None
    snapshot_problem: Words | None = None

    @staticmethod
    def of(director: TournamentDirector) -> TournamentSave:
        return TournamentSave(
            director.config,
            director.seed,
            tuple(director.log),
            director.pending_acts,
            director.snapshot(),
        )

    @property
    def hands_played(self) -> int:
        return len(self.log)

    @property
    def is_finished(self) -> bool:
        return self.snapshot is not None and len(self.snapshot.stacks) <= 1

    def body(self) -> dict[str, Any]:
        snap = self.snapshot
        assert snap is not None, "only a save made from a director is written"
        return {
            "seed": self.seed,
            "config": config_json(self.config),
            "log": [{"level": r.level, "acts": [act_tuple(a) for a in r.acts]} for r in self.log],
            "pending": [act_tuple(a) for a in self.pending],
            "snapshot": {
                "hands_played": snap.hands_played,
                "button": snap.button,
                "stacks": [list(item) for item in snap.stacks],
                "finishes": [
                    {
                        "seat": f.seat,
                        "name": f.name,
                        "place": f.place,
                        "last_place": f.last_place,
                        "share": f.share,
                        "prize": f.prize,
                        "hand_number": f.hand_number,
                    }
                    for f in snap.finishes
                ],
                "level": snap.level,
                "elapsed_seconds": snap.elapsed_seconds,
                "rng_state": rng_state_json(snap.rng_state),
            },
        }

    @staticmethod
    def from_body(body: dict[str, Any]) -> TournamentSave:
        """Raises SaveFileError (damaged) when the body does not hold a valid sit-and-go."""
        try:
            model = SngBody.model_validate(body)
        except ValidationError as exc:
            raise validation_problem(exc) from None
        try:
            config = config_of(model.config)
        except (StudDeskError, ValueError, TypeError) as exc:
            raise body_problem(exc) from None
        snapshot: TournamentSnapshot | None = None
        problem: Words | None = None
        try:
            snap = SnapshotModel.model_validate(model.snapshot)
        except ValidationError as exc:
            problem = validation_problem(exc, "snapshot").detail
        else:
            snapshot = TournamentSnapshot(
                hands_played=snap.hands_played,
                button=snap.button,
                stacks=tuple((seat, chips) for seat, chips in snap.stacks),
                finishes=tuple(Finish(**f.model_dump()) for f in snap.finishes),
                level=snap.level,
                elapsed_seconds=snap.elapsed_seconds,
                rng_state=snap.rng_state,
            )
        return TournamentSave(
            config,
            model.seed,
            tuple(HandRecord(h.level, tuple(act_of(a) for a in h.acts)) for h in model.log),
            tuple(act_of(a) for a in model.pending),
            snapshot,
            problem,
        )

    def director(
        self, clock: Callable[[], float] = time.monotonic, verify: bool = False
    ) -> tuple[TournamentDirector, list[Words]]:
        """The tournament at the start of its latest hand, and notes for the player.

        Replayed from the seed and the command log, which are the authority; the
        snapshot is checked against the replay. One that is not valid or does not
        match is replaced by the replay's, with a note (with `verify`, a mismatch is
        damage instead). Raises SaveFileError when the log cannot be replayed.
        """
        elapsed = self.snapshot.elapsed_seconds if self.snapshot is not None else 0.0
        try:
            replayed = TournamentDirector.replay(self.config, self.seed, self.log, elapsed, clock)
        except (StudDeskError, ValueError, TypeError) as exc:
            why = engine_words(exc)
            raise damage(lambda: words.hands_not_replayed(why())) from None
        notes = snapshot_notes(
            self.snapshot, self.snapshot_problem, replayed.snapshot(), verify, tournament=True
        )
        return replayed, notes
