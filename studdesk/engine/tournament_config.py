"""What fixes a sit-and-go before it starts (docs/rules.md §6): ladder, speed, payouts, variants, entrants.

Everything here is validated on construction and raises `TournamentSetupError`
naming the field (and the level or place) at fault, so a settings dialog can
put the message next to the cell the user typed in.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from studdesk.engine.errors import ConfigurationError, StructureError
from studdesk.engine.structure import HouseRules, Structure
from studdesk.engine.variants import VARIANTS, Variant

DEFAULT_STARTING_CHIPS = 1500

#: R6.4, for a 1,500-chip start: ante / bring-in / small bet / big bet
DEFAULT_LADDER: tuple[Structure, ...] = tuple(
    Structure(*level)
    for level in (
        (5, 10, 30, 60),
        (10, 15, 40, 80),
        (10, 20, 60, 120),
        (15, 25, 80, 160),
        (20, 30, 100, 200),
        (25, 50, 150, 300),
        (40, 60, 200, 400),
        (60, 100, 300, 600),
        (80, 125, 400, 800),
        (100, 200, 600, 1200),
        (150, 250, 800, 1600),
        (200, 300, 1000, 2000),
    )
)

#: the mixed-game rotation of issue 5: the game changes with every level
DEFAULT_ROTATION: tuple[str, ...] = ("stud", "stud8", "razz", "five")

_LEVEL_FIELDS = ("ante", "bring_in", "small_bet", "big_bet")
_FIELD_WORDS = {"ante": "ante", "bring_in": "bring-in", "small_bet": "small bet", "big_bet": "big bet"}


class TournamentSetupError(ConfigurationError):
    """A sit-and-go setting that cannot be used.

    `field` names the setting ("ladder", "payouts", "entrants", ...); `index` is the
    0-based level, place or entrant at fault when there is one.
    """

    def __init__(
        self, field: str, message: str, index: int | None = None, problem: str = "", **facts: object
    ) -> None:
        super().__init__(message)
        self.field = field
        self.index = index
        #: a fixed key and the facts of the message, for the screens' translation (`wording.problems`)
        self.problem = problem
        self.facts = facts


class Speed(Enum):
    """R6.4: hands per level."""

    TURBO = 6
    REGULAR = 10
    DEEP = 15

    @property
    def label(self) -> str:
        return f"{self.name.capitalize()} ({self.value} hands a level)"


class LevelUnit(Enum):
    HANDS = "hands"
    MINUTES = "minutes"


@dataclass(frozen=True, slots=True)
class LevelTiming:
    """R6.1: levels rise every `per_level` hands (the default) or minutes."""

    unit: LevelUnit = LevelUnit.HANDS
    per_level: int = Speed.REGULAR.value

    def __post_init__(self) -> None:
        if isinstance(self.per_level, bool) or not isinstance(self.per_level, int) or self.per_level < 1:
            raise TournamentSetupError(
                "timing",
                f"A level must last at least 1 {self.unit.value[:-1]}, not {self.per_level!r}",
                problem="level too short",
                unit=self.unit,
            )

    @staticmethod
    def of_speed(speed: Speed) -> LevelTiming:
        return LevelTiming(LevelUnit.HANDS, speed.value)

    def __str__(self) -> str:
        return f"{self.per_level} {self.unit.value} a level"


@dataclass(frozen=True, slots=True)
class Entrant:
    """One player of the sit-and-go: a display name and a bot name (None = the human)."""

    name: str
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None


def validate_ladder(levels: Sequence[Structure]) -> tuple[Structure, ...]:
    """R6.4 editable ladders: at least one level, and no amount may go down from one level to the next.

    Each level is a `Structure`, so R1.4 already holds for it.
    """
    ladder = tuple(levels)
    if not ladder:
        raise TournamentSetupError("ladder", "The ladder needs at least one level", problem="no levels")
    for index, level in enumerate(ladder):
        if not isinstance(level, Structure):
            raise TournamentSetupError(
                "ladder",
                f"Level {index + 1} is not a betting structure",
                index,
                "not a structure",
                level=index + 1,
            )
        if index == 0:
            continue
        before = ladder[index - 1]
        for name in _LEVEL_FIELDS:
            now, was = getattr(level, name), getattr(before, name)
            if now < was:
                raise TournamentSetupError(
                    "ladder",
                    f"Level {index + 1}'s {_FIELD_WORDS[name]} ({now}) is lower than level {index}'s "
                    f"({was}): levels may not go down",
                    index,
                    "level goes down",
                    level=index + 1,
                    amount=name,
                    now=now,
                    was=was,
                )
    return ladder


def ladder_from_rows(rows: Sequence[Sequence[int]]) -> tuple[Structure, ...]:
    """Build and validate a ladder from rows of (ante, bring-in, small bet, big bet), as a table edits it."""
    levels = []
    for index, row in enumerate(rows):
        if len(row) != 4:
            raise TournamentSetupError(
                "ladder",
                f"Level {index + 1} needs 4 amounts (ante, bring-in, small bet, big bet)",
                index,
                "not four amounts",
                level=index + 1,
            )
        try:
            levels.append(Structure(*row))
        except StructureError as exc:
            raise TournamentSetupError(
                "ladder", f"Level {index + 1}: {exc}", index, "level breaks R1.4", level=index + 1, error=exc
            ) from exc
    return validate_ladder(levels)


def default_payouts(entrants: int) -> tuple[float, ...]:
    """R6.3: percentages of the prize pool by place."""
    if entrants <= 4:
        return (100.0,)
    if entrants <= 6:
        return (65.0, 35.0)
    return (50.0, 30.0, 20.0)


def validate_payouts(payouts: Sequence[float], entrants: int) -> tuple[float, ...]:
    """R6.3 editable payouts: positive, never more for a worse place, at most one per entrant, sum 100 %."""
    table = tuple(float(p) for p in payouts)
    if not table:
        raise TournamentSetupError("payouts", "At least one place must be paid", problem="no places paid")
    if len(table) > entrants:
        raise TournamentSetupError(
            "payouts",
            f"{len(table)} places are paid but only {entrants} players enter",
            len(table) - 1,
            "more places than players",
            places=len(table),
            players=entrants,
        )
    for index, share in enumerate(table):
        if not math.isfinite(share) or share <= 0:
            raise TournamentSetupError(
                "payouts",
                f"Place {index + 1} pays {share:g} %: each paid place needs a positive share",
                index,
                "share not positive",
                place=index + 1,
                share=share,
            )
        if index and share > table[index - 1]:
            raise TournamentSetupError(
                "payouts",
                f"Place {index + 1} pays more than place {index}",
                index,
                "pays more",
                place=index + 1,
            )
    total = sum(table)
    if abs(total - 100.0) > 1e-6:
        raise TournamentSetupError(
            "payouts",
            f"The payouts add up to {total:g} %; they must add up to 100 %",
            problem="total",
            total=total,
        )
    return table


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """Everything that fixes a sit-and-go, validated on construction.

    `variants` is one variant key, or several played in turn, one per level (a
    rotation such as `DEFAULT_ROTATION`). `payouts` empty means the R6.3 default
    for the number of entrants. The prize pool is `buy_in` times the entrants.
    """

    entrants: tuple[Entrant, ...]
    variants: tuple[str, ...] = ("stud",)
    starting_chips: int = DEFAULT_STARTING_CHIPS
    ladder: tuple[Structure, ...] = DEFAULT_LADDER
    timing: LevelTiming = field(default_factory=LevelTiming)
    payouts: tuple[float, ...] = ()
    rules: HouseRules = field(default_factory=HouseRules)
    buy_in: int = 100

    def __post_init__(self) -> None:
        object.__setattr__(self, "entrants", tuple(self.entrants))
        object.__setattr__(self, "variants", tuple(self.variants))
        object.__setattr__(self, "ladder", validate_ladder(self.ladder))
        self._check_variants()
        self._check_entrants()
        if (
            isinstance(self.starting_chips, bool)
            or not isinstance(self.starting_chips, int)
            or self.starting_chips < 1
        ):
            raise TournamentSetupError(
                "starting_chips", "Every entrant needs at least 1 starting chip", problem="no starting chips"
            )
        if isinstance(self.buy_in, bool) or not isinstance(self.buy_in, int) or self.buy_in < 0:
            raise TournamentSetupError(
                "buy_in", "The buy-in must be a whole number, 0 or more", problem="bad buy-in"
            )
        payouts = self.payouts or default_payouts(len(self.entrants))
        object.__setattr__(self, "payouts", validate_payouts(payouts, len(self.entrants)))

    def _check_variants(self) -> None:
        if not self.variants:
            raise TournamentSetupError("variants", "Choose a variant or a rotation", problem="no variant")
        for index, key in enumerate(self.variants):
            if key not in VARIANTS:
                raise TournamentSetupError(
                    "variants",
                    f"Unknown variant {key!r}; known: {', '.join(VARIANTS)}",
                    index,
                    problem="unknown variant",
                    key=key,
                )

    def _check_entrants(self) -> None:
        count = len(self.entrants)
        low = max(v.min_players for v in self.variant_list)
        high = min(v.max_players for v in self.variant_list)
        if not low <= count <= high:
            games = " and ".join(sorted({v.name for v in self.variant_list}))
            raise TournamentSetupError(
                "entrants",
                f"{games} takes {low} to {high} entrants, not {count} (R1.2)",
                problem="entrants out of range",
                variants=self.variant_list,
                low=low,
                high=high,
                count=count,
            )
        seen: set[str] = set()
        for index, entrant in enumerate(self.entrants):
            name = entrant.name.strip()
            if not name:
                raise TournamentSetupError(
                    "entrants",
                    f"Entrant {index + 1} has no name",
                    index,
                    problem="no name",
                    entrant=index + 1,
                )
            if name in seen:
                raise TournamentSetupError(
                    "entrants", f"Two entrants are called {name!r}", index, problem="same name", name=name
                )
            seen.add(name)

    @property
    def variant_list(self) -> tuple[Variant, ...]:
        return tuple(VARIANTS[key] for key in self.variants)

    @property
    def is_rotation(self) -> bool:
        return len(self.variants) > 1

    @property
    def places_paid(self) -> int:
        return len(self.payouts)

    @property
    def prize_pool(self) -> int:
        return self.buy_in * len(self.entrants)

    @property
    def total_chips(self) -> int:
        return self.starting_chips * len(self.entrants)

    def structure_at(self, level: int) -> Structure:
        """The structure of 0-based `level`; past the top of the ladder the last level stays."""
        return self.ladder[min(level, len(self.ladder) - 1)]

    def variant_at(self, level: int) -> Variant:
        """The game of 0-based `level`: a rotation moves on with every level, also past the ladder's top."""
        return VARIANTS[self.variants[level % len(self.variants)]]

    def prize_for_share(self, percent: float) -> float:
        return self.prize_pool * percent / 100.0
