"""The body of a sit-and-go save: seed, config, command log, pending commands, snapshot.

The seed, the config and the command log replay the tournament exactly; the
snapshot (the state at the start of the latest hand) makes loading instant.
`pending` holds the commands of a hand interrupted mid-way, so a game can also
resume exactly where it was.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from studdesk.engine.actions import Act
from studdesk.engine.errors import ReplayError, StudDeskError
from studdesk.engine.structure import Structure
from studdesk.engine.tournament import (
    Finish,
    HandRecord,
    TournamentDirector,
    TournamentSnapshot,
)
from studdesk.engine.tournament_config import Entrant, LevelTiming, LevelUnit, TournamentConfig
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


class EntrantModel(Strict):
    name: str
    bot: str | None


class TimingModel(Strict):
    unit: LevelUnit
    per_level: int


class ConfigModel(Strict):
    entrants: list[EntrantModel]
    variants: list[str]
    starting_chips: int
    ladder: list[tuple[int, int, int, int]]
    timing: TimingModel
    payouts: list[float]
    rules: RulesModel
    buy_in: int


class FinishModel(Strict):
    seat: int
    name: str
    place: int
    last_place: int
    share: float
    prize: float
    hand_number: int


class SnapshotModel(Strict):
    hands_played: int
    button: int | None
    stacks: list[tuple[int, int]]
    finishes: list[FinishModel]
    level: int
    elapsed_seconds: float
    rng_state: RngState


class HandModel(Strict):
    level: int
    acts: list[ActTuple]


class SngBody(Strict):
    seed: int
    config: ConfigModel
    log: list[HandModel]
    pending: list[ActTuple]
    snapshot: SnapshotModel


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
    """Everything a sit-and-go save holds, as engine objects."""

    config: TournamentConfig
    seed: int
    log: tuple[HandRecord, ...]
    pending: tuple[Act, ...]
    snapshot: TournamentSnapshot

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
    def is_finished(self) -> bool:
        return len(self.snapshot.stacks) <= 1

    def body(self) -> dict[str, Any]:
        snap = self.snapshot
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
        snap = model.snapshot
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
        )

    def director(
        self, clock: Callable[[], float] = time.monotonic, verify: bool = False
    ) -> TournamentDirector:
        """The tournament at the start of its latest hand.

        From the snapshot (instant); from the seed and command log when the
        snapshot does not fit, or when `verify` asks for the replay as a check.
        Raises SaveFileError when neither works.
        """
        restored: TournamentDirector | None = None
        if not verify:
            try:
                restored = TournamentDirector.restore(self.config, self.seed, self.snapshot, self.log, clock)
            except ReplayError:
                restored = None
        if restored is not None:
            return restored
        try:
            replayed = TournamentDirector.replay(
                self.config, self.seed, self.log, self.snapshot.elapsed_seconds, clock
            )
        except (StudDeskError, ValueError) as exc:
            raise SaveFileError(
                ProblemKind.DAMAGED, f"it is damaged: its hands cannot be replayed ({exc})"
            ) from None
        # The log is the authority; a snapshot that disagrees with it is reported, not trusted.
        if verify and replayed.snapshot() != self.snapshot:
            raise SaveFileError(ProblemKind.DAMAGED, "it is damaged: its snapshot does not match its hands")
        return replayed
