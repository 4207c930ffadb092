"""The finished-tournaments list, kept between runs: one small JSON file per finished sit-and-go.

One file each means a damaged file costs one line of the list, never the list;
such a file is moved aside and reported like a damaged save.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from studdesk.persistence.atomic import atomic_write_text, quarantine
from studdesk.persistence.paths import data_dir
from studdesk.persistence.savefile import ProblemKind, Strict
from studdesk.persistence.saves import SaveProblem, default_title
from studdesk.wording import Words
from studdesk.wording import saves as words

if TYPE_CHECKING:  # the practice table's runner keeps a results store without the tournaments' engine
    from studdesk.engine.tournament import TournamentDirector

RESULT_FORMAT = "studdesk-result"
RESULT_VERSION = 1
RESULT_SUFFIX = ".result.json"


def default_results_dir() -> Path:
    return data_dir() / "results"


@dataclass(frozen=True, slots=True)
class ResultPlace:
    place: int
    last_place: int
    name: str
    #: None for the human player
    bot: str | None
    prize: float
    share: float


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """One finished sit-and-go as the results screen and the finished-tournaments list show it."""

    finished_at: str
    title: str
    variants: tuple[str, ...]
    entrants: int
    hands_played: int
    level_reached: int
    seed: int
    buy_in: int
    prize_pool: int
    places: tuple[ResultPlace, ...]

    @property
    def human(self) -> ResultPlace | None:
        return next((p for p in self.places if p.bot is None), None)

    @staticmethod
    def of(
        director: TournamentDirector, finished_at: datetime | None = None, title: str | None = None
    ) -> TournamentResult:
        if not director.is_finished:
            raise ValueError("the tournament is not over yet")
        config = director.config
        return TournamentResult(
            finished_at=(finished_at or datetime.now()).isoformat(timespec="seconds"),
            title=title or default_title(config),
            variants=config.variants,
            entrants=len(config.entrants),
            hands_played=director.hands_played,
            level_reached=director.level + 1,
            seed=director.seed,
            buy_in=config.buy_in,
            prize_pool=config.prize_pool,
            places=tuple(
                ResultPlace(f.place, f.last_place, f.name, config.entrants[f.seat].bot, f.prize, f.share)
                for f in director.results
            ),
        )


class _PlaceModel(Strict):
    place: int
    last_place: int
    name: str
    bot: str | None
    prize: float
    share: float


class _ResultModel(Strict):
    format: str
    version: int
    finished_at: str
    title: str
    variants: list[str]
    entrants: int
    hands_played: int
    level_reached: int
    seed: int
    buy_in: int
    prize_pool: int
    places: list[_PlaceModel]


@dataclass(frozen=True, slots=True)
class ResultsListing:
    results: tuple[TournamentResult, ...]
    problems: tuple[SaveProblem, ...]


class ResultsStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_results_dir()

    def record(self, result: TournamentResult) -> Path:
        """Add one finished tournament to the list (atomically, never overwriting another)."""
        stem = result.finished_at.replace(":", "").replace("-", "")
        path = self.directory / f"{stem}-{result.seed}{RESULT_SUFFIX}"
        counter = 1
        while path.exists():
            path = self.directory / f"{stem}-{result.seed}-{counter}{RESULT_SUFFIX}"
            counter += 1
        atomic_write_text(path, json.dumps(_to_json(result), ensure_ascii=False, indent=1) + "\n")
        return path

    def list_results(self) -> ResultsListing:
        """Every finished tournament, newest first; unreadable files are moved aside and reported."""
        if not self.directory.is_dir():
            return ResultsListing((), ())
        results: list[TournamentResult] = []
        problems: list[SaveProblem] = []
        for path in sorted(self.directory.glob(f"*{RESULT_SUFFIX}")):
            try:
                results.append(_read(path))
            except _BadResultError as exc:
                problems.append(_set_aside(path, exc.kind, exc.words))
        results.sort(key=lambda r: r.finished_at, reverse=True)
        return ResultsListing(tuple(results), tuple(problems))


class _BadResultError(Exception):
    def __init__(self, kind: ProblemKind, reason: Words) -> None:
        super().__init__()
        self.kind = kind
        self.words = reason

    def __str__(self) -> str:
        return self.words()


def _to_json(result: TournamentResult) -> dict[str, Any]:
    return {
        "format": RESULT_FORMAT,
        "version": RESULT_VERSION,
        "finished_at": result.finished_at,
        "title": result.title,
        "variants": list(result.variants),
        "entrants": result.entrants,
        "hands_played": result.hands_played,
        "level_reached": result.level_reached,
        "seed": result.seed,
        "buy_in": result.buy_in,
        "prize_pool": result.prize_pool,
        "places": [
            {
                "place": p.place,
                "last_place": p.last_place,
                "name": p.name,
                "bot": p.bot,
                "prize": p.prize,
                "share": p.share,
            }
            for p in result.places
        ],
    }


def _read(path: Path) -> TournamentResult:
    try:
        document = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise _BadResultError(ProblemKind.DAMAGED, lambda: words.result_damaged(words.cut_short())) from None
    if not isinstance(document, dict) or document.get("format") != RESULT_FORMAT:
        raise _BadResultError(ProblemKind.FOREIGN, words.not_a_result)
    try:
        model = _ResultModel.model_validate(document)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        said = f"{where}: {first['msg']}"  # the schema's path and pydantic's words, as they are
        raise _BadResultError(ProblemKind.DAMAGED, lambda: words.result_damaged(said)) from None
    if model.version > RESULT_VERSION:
        raise _BadResultError(ProblemKind.NEWER, words.result_newer)
    return TournamentResult(
        finished_at=model.finished_at,
        title=model.title,
        variants=tuple(model.variants),
        entrants=model.entrants,
        hands_played=model.hands_played,
        level_reached=model.level_reached,
        seed=model.seed,
        buy_in=model.buy_in,
        prize_pool=model.prize_pool,
        places=tuple(ResultPlace(**p.model_dump()) for p in model.places),
    )


def _set_aside(path: Path, kind: ProblemKind, reason: Words) -> SaveProblem:
    name = path.name
    if kind is ProblemKind.NEWER:
        return SaveProblem(path, kind, None, lambda: words.result_not_shown(name, reason(), None))
    try:
        moved: Path | None = quarantine(path)
    except OSError:
        moved = None
    if moved is None:
        return SaveProblem(path, kind, None, lambda: words.result_not_shown_left(name, reason()))
    moved_name = moved.name
    return SaveProblem(
        path, kind, moved, lambda: words.result_not_shown(name, reason(), words.moved_aside(moved_name))
    )
