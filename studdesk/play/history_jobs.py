"""The hand history's slow work, one job at a time, with a store of its own (no Qt).

The history window's worker thread (`app.history_worker`) hands each job to
`HistoryService.run` and sends the result back: the statistics, the charts'
data, an import of PHH files (all or nothing, cancellable), an export of the
chosen hands, the equity table of a replayed hand. A job that fails comes back
as `JobFailed` with the reason in words; nothing here raises to the caller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from studdesk.engine.errors import StudDeskError
from studdesk.persistence.handstore import HandStore, HandStoreError
from studdesk.persistence.handstore_phh import ImportReport, export_phh, import_phh_files
from studdesk.persistence.handstore_query import HandFilter
from studdesk.persistence.handstore_record import HandRecord, RecordError
from studdesk.play.history_stats import (
    Finish,
    StatsReport,
    TierResult,
    WinningsSeries,
    statistics_report,
    tier_results,
    tournament_finishes,
    winnings_series,
)
from studdesk.play.replay import ReplayCursor
from studdesk.play.replay_equity import StreetEquity, street_equities
from studdesk.wording import history as words
from studdesk.wording.problems import engine_refusal
from studdesk.wording.system import FileProblem

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


# ---------------------------------------------------------------------- jobs


@dataclass(frozen=True, slots=True)
class LoadStatistics:
    where: HandFilter


@dataclass(frozen=True, slots=True)
class LoadCharts:
    where: HandFilter


@dataclass(frozen=True, slots=True)
class ImportFiles:
    paths: tuple[Path, ...]
    #: the player's name in the files (their hands get a hero); None: no hero
    hero: str | None


@dataclass(frozen=True, slots=True)
class ExportHands:
    ids: tuple[int, ...]
    #: one .phh per hand into a folder, or every hand in one .phhs file
    out_dir: Path | None = None
    single: Path | None = None
    reveal: bool = False


@dataclass(frozen=True, slots=True)
class WorkOutEquity:
    hand_id: int
    record: HandRecord
    reveal: bool


Job = LoadStatistics | LoadCharts | ImportFiles | ExportHands | WorkOutEquity

# ---------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Charts:
    winnings: WinningsSeries
    tiers: tuple[TierResult, ...]
    finishes: tuple[Finish, ...]


@dataclass(frozen=True, slots=True)
class Imported:
    report: ImportReport
    #: the report in one sentence, and the problems line by line
    summary: str


@dataclass(frozen=True, slots=True)
class Exported:
    hands: int
    summary: str


@dataclass(frozen=True, slots=True)
class Equities:
    hand_id: int
    reveal: bool
    rows: tuple[StreetEquity, ...]


@dataclass(frozen=True, slots=True)
class JobFailed:
    text: str


Result = StatsReport | Charts | Imported | Exported | Equities | JobFailed


class HistoryService:
    """Runs the jobs against a hand store it opens on first use (in the thread that runs it)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._store: HandStore | None = None

    @property
    def store(self) -> HandStore:
        if self._store is None:
            self._store = HandStore.open(self.path)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def run(self, job: Job, progress: Progress | None = None, cancel: Cancelled | None = None) -> Result:
        try:
            return self._run(job, progress, cancel)
        except (HandStoreError, RecordError, StudDeskError, OSError) as exc:
            return JobFailed(_failure(job, exc))
        except Exception as exc:  # a bug must reach the player as a message, not end the thread
            log.exception("the history job %r failed", type(job).__name__)
            return JobFailed(_failure(job, exc))

    def _run(self, job: Job, progress: Progress | None, cancel: Cancelled | None) -> Result:
        match job:
            case LoadStatistics(where):
                return statistics_report(self.store, where)
            case LoadCharts(where):
                store = self.store
                return Charts(
                    winnings_series(store, where),
                    tier_results(store, where),
                    tournament_finishes(store, where),
                )
            case ImportFiles(paths, hero):
                report = import_phh_files(
                    self.store, list(paths), hero=hero, progress=progress, cancel=cancel
                )
                if report.cancelled:
                    summary = words.import_cancelled()
                else:
                    summary = words.import_done(report.imported, report.rejected, report.duplicates)
                return Imported(report, summary)
            case ExportHands(ids, out_dir, single, reveal):
                export = export_phh(
                    self.store,
                    out_dir=out_dir,
                    single=single,
                    reveal=reveal,
                    progress=progress,
                    cancel=cancel,
                    ids=ids,
                )
                return Exported(export.hands, words.exported(export.hands, single or out_dir))
            case WorkOutEquity(hand_id, record, reveal):
                rows = street_equities(ReplayCursor(record, reveal=reveal), seed=hand_id)
                return Equities(hand_id, reveal, tuple(rows))


def _failure(job: Job, exc: BaseException) -> str:
    # the system's refusals (a folder that cannot be written, a locked database) by their kind in
    # the player's language, the English in the log; the store's and the reader's own errors say
    # themselves in the player's language
    # (an engine's refusal by its key; a bug as an unexpected error, its English in the log)
    reason: object
    if isinstance(exc, HandStoreError):
        reason = str(exc)
    elif isinstance(exc, StudDeskError):
        reason = engine_refusal(exc)
    else:
        reason = FileProblem(exc)
    if isinstance(job, ImportFiles):
        return words.import_failed(reason)
    if isinstance(job, ExportHands):
        return words.export_failed(reason)
    return words.store_unusable(reason)
