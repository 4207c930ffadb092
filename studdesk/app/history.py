"""Game ▸ Hand history: the history window, the replayer and their worker, made when first asked for.

The controller opens the hand store for the GUI thread (the list reads a page
at a time; reading never waits for the recorder, WAL), starts the history's
worker thread for the slow jobs (statistics, charts, import, export, equity),
and answers the windows' requests. None of this is loaded at start-up: the
flow imports this module the first time the player opens the history.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from studdesk.app.history_worker import HistoryThread
from studdesk.engine.variants import VARIANTS
from studdesk.persistence.handstore import HandStore, HandStoreError
from studdesk.persistence.handstore_query import HandFilter
from studdesk.persistence.handstore_record import RecordError
from studdesk.play.history_browser import HandBrowser
from studdesk.play.history_jobs import (
    Charts,
    Equities,
    Exported,
    ExportHands,
    Imported,
    ImportFiles,
    Job,
    JobFailed,
    LoadCharts,
    LoadStatistics,
    Result,
    WorkOutEquity,
)
from studdesk.play.history_stats import StatsReport
from studdesk.play.replay import ReplayCursor, review_lines
from studdesk.ui.history.history_window import HistoryWindow
from studdesk.ui.history.replay_window import ReplayWindow
from studdesk.ui.theme import Theme
from studdesk.wording import history as words
from studdesk.wording import translate
from studdesk.wording.variants import game_name

#: rejected hands listed in the import's message (the rest are counted)
PROBLEMS_SHOWN = 12


class HistoryController(QObject):
    def __init__(
        self,
        parent: QWidget,
        theme: Callable[[], Theme],
        player_name: Callable[[], str],
        path: Path | None = None,
        prepare: Callable[[HistoryWindow], None] | None = None,
        place: Callable[[str, QWidget], None] | None = None,
    ) -> None:
        """`prepare` readies the history window once made, before it is first shown (its keys,
        its place and last tabs); `place` puts the replayer where it was left, by its name
        ("replay"), and remembers where it is left this time (`ui.remembered.PlaceMemory.watch`)."""
        super().__init__(parent)
        self.prepare = prepare
        self.place = place
        self.parent_window = parent
        self.theme = theme
        self.player_name = player_name
        self.path = path
        self.store: HandStore | None = None
        self.window: HistoryWindow | None = None
        self.replay: ReplayWindow | None = None
        self.worker: HistoryThread | None = None
        #: the statistics filter last asked for (older answers are not shown)
        self._wanted: HandFilter | None = None

    # ------------------------------------------------------------------ opening

    def open(self) -> HistoryWindow | None:
        """Show the history window (made on first use); None when the store cannot be opened."""
        if self.window is None and not self._build():
            return None
        assert self.window is not None
        self.window.refresh()
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def _build(self) -> bool:
        try:
            self.store = HandStore.open(self.path)
        except HandStoreError as exc:
            QMessageBox.warning(
                self.parent_window, translate("HistoryWindow", "Hand history"), words.store_unusable(exc)
            )
            return False
        # windows of their own (no parent): the table's dark style sheet is not theirs
        window = HistoryWindow(HandBrowser(self.store))
        if self.store.notice:
            window.notify(self.store.notice, 0)
        self.worker = HistoryThread(self, self.path)
        self.worker.finished.connect(self.on_result)
        self.worker.progress.connect(window.show_progress)
        window.replay_requested.connect(self.open_replay)
        window.import_requested.connect(self.import_files)
        window.export_requested.connect(self.export_hands)
        window.cancel_requested.connect(self.worker.cancel)
        window.statistics_wanted.connect(self.load_statistics)
        window.installEventFilter(self)
        window.set_sessions(self.store.sessions())
        if self.prepare is not None:
            self.prepare(window)
        self.window = window
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # coming back to the window (after playing on): the hands recorded since then are listed
        if watched is self.window and event.type() == QEvent.Type.WindowActivate:
            self._refresh()
        return False

    def _refresh(self) -> None:
        if self.window is not None and self.store is not None:
            self.window.set_sessions(self.store.sessions())
            self.window.refresh()

    # ------------------------------------------------------------------ the replayer

    @Slot(int)
    def open_replay(self, hand_id: int) -> None:
        store, window = self.store, self.window
        assert store is not None and window is not None
        try:
            record = store.load_record(hand_id)
            cursor = ReplayCursor(record)
        except (KeyError, RecordError) as exc:
            window.notify(words.hand_unreadable(hand_id, exc))
            return
        if self.replay is None:
            self.replay = ReplayWindow(self.theme())
            self.replay.equity_wanted.connect(self.work_out_equity)
            if self.place is not None:
                self.place("replay", self.replay)
        annotations = store.annotations(hand_id)
        when = datetime.fromtimestamp(record.ended_at).strftime("%Y-%m-%d %H:%M")

        def title() -> str:
            return words.replay_title(record.hand_number, game_name(VARIANTS[record.variant.key]), when)

        self.replay.set_theme(self.theme())
        self.replay.show_hand(hand_id, cursor, title, lambda: review_lines(annotations))
        self.replay.show()
        self.replay.raise_()
        self.replay.activateWindow()

    @Slot(int, bool)
    def work_out_equity(self, hand_id: int, reveal: bool) -> None:
        if self.store is None:
            return
        try:
            record = self.store.load_record(hand_id)
        except (KeyError, RecordError):
            return
        self._send(WorkOutEquity(hand_id, record, reveal))

    # ------------------------------------------------------------------ jobs

    @Slot(object)
    def load_statistics(self, where: HandFilter) -> None:
        window = self.window
        if window is None or window.stats is None:
            return
        self._wanted = where
        window.stats.set_busy(words.working())
        self._send(LoadStatistics(where))
        self._send(LoadCharts(where))

    @Slot(object)
    def import_files(self, paths: tuple[Path, ...]) -> None:
        self._send(ImportFiles(paths, self.player_name() or None))

    @Slot(object, object, object, bool)
    def export_hands(
        self, ids: tuple[int, ...], out_dir: Path | None, single: Path | None, reveal: bool
    ) -> None:
        self._send(ExportHands(ids, out_dir, single, reveal))

    def _send(self, job: Job) -> None:
        if self.worker is not None:
            self.worker.send(job)

    @Slot(object, object)
    def on_result(self, job: Job, result: Result) -> None:
        window = self.window
        if window is None:
            return
        match result:
            case StatsReport():
                if window.stats is not None and isinstance(job, LoadStatistics) and job.where == self._wanted:
                    window.stats.show_report(result)
            case Charts():
                if window.stats is not None and isinstance(job, LoadCharts) and job.where == self._wanted:
                    window.stats.show_charts(result)
            case Imported(report, summary):
                window.set_importing(False)
                window.notify(summary, 0)
                if report.problems:
                    self._show_problems(summary, report.problems)
                self._refresh()
            case Exported(_hands, summary):
                window.set_importing(False)
                window.notify(summary, 0)
            case Equities(hand_id, reveal, rows):
                if self.replay is not None:
                    self.replay.show_equity(hand_id, reveal, rows)
            case JobFailed(text):
                if isinstance(job, ImportFiles | ExportHands):
                    window.set_importing(False)
                window.notify(text, 0)
                if window.stats is not None:
                    window.stats.set_busy("")

    def _show_problems(self, summary: str, problems: list[str]) -> None:
        """The rejected hands, each with its file, hand, line and reason."""
        assert self.window is not None
        shown = problems[:PROBLEMS_SHOWN]
        lines = (
            [*shown, words.more_problems(len(problems) - len(shown))] if len(problems) > len(shown) else shown
        )
        box = QMessageBox(self.window)
        box.setWindowTitle(translate("HistoryWindow", "Import", "the title of the import's report"))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setText(summary)
        box.setInformativeText("\n".join(lines))
        box.open()

    # ------------------------------------------------------------------ closing

    @Slot()
    def close(self) -> None:
        """The app is closing: stop the worker (an import running is cancelled, nothing kept of it)."""
        # the windows have no parent (see _build): deleted here, with the dialogs they opened
        for window in (self.replay, self.window):
            if window is not None:
                window.close()
                window.deleteLater()
        self.replay = self.window = None
        if self.worker is not None:
            self.worker.stop()
        if self.store is not None:
            self.store.close()
            self.store = None
