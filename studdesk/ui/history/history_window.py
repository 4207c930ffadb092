"""Game ▸ Hand history: the list of stored hands, their statistics, import and export.

The window shows and asks; the history controller (`app.history`) does the
work in the history's worker thread and answers through `show_*`. The list is
paged from the store (`list_model`); the statistics tab is built the first
time it is shown (it loads numpy and the charts). PHH files dropped on the
window are imported like the Import button's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QProgressBar,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studdesk.persistence.handstore import SessionRow
from studdesk.persistence.handstore_query import HandFilter
from studdesk.play.history_browser import HandBrowser
from studdesk.ui.history.filter_bar import FilterBar
from studdesk.ui.history.list_model import HandListModel
from studdesk.ui.languages import follow_language
from studdesk.ui.remembered import TabMemory
from studdesk.ui.shortcuts import bindings
from studdesk.wording import history as words
from studdesk.wording import translate

if TYPE_CHECKING:
    from studdesk.ui.history.stats_view import StatsView

#: the files an import reads
PHH_SUFFIXES = (".phh", ".phhs")


def phh_files(paths: Iterable[Path]) -> tuple[list[Path], list[Path]]:
    """(hand-history files, anything else) among `paths`."""
    good: list[Path] = []
    other: list[Path] = []
    for path in paths:
        (good if path.suffix.lower() in PHH_SUFFIXES else other).append(path)
    return good, other


class HistoryWindow(QMainWindow):
    #: open a hand in the replayer (its id)
    replay_requested = Signal(int)
    #: import these files (a tuple of Paths)
    import_requested = Signal(object)
    #: export hands: (ids, folder or None, single file or None, show the bots' cards)
    export_requested = Signal(object, object, object, bool)
    #: stop the import (or export) that is running
    cancel_requested = Signal()
    #: the statistics for this filter are wanted (a HandFilter)
    statistics_wanted = Signal(object)

    def __init__(self, browser: HandBrowser, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAcceptDrops(True)
        self.resize(1180, 720)
        self.browser = browser
        self.model = HandListModel(browser)
        self.filter_bar = FilterBar()
        self.filter_bar.changed.connect(self.apply_filter)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for section, width in enumerate((130, 100, 90, 190, 240, 130, 80, 90)):
            header.resizeSection(section, width)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # the players' names
        self.table.doubleClicked.connect(self._open_row)

        self.count_label = QLabel("")
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton()
        self.export_button.setMenu(self._export_menu())
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.ask_import)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_requested)

        hands = QWidget()
        column = QVBoxLayout(hands)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.setContentsMargins(6, 2, 6, 6)
        row.addWidget(self.count_label, 1)
        row.addWidget(self.progress, 2)
        row.addWidget(self.cancel_button)
        for button in (self.replay_button, self.export_button, self.import_button):
            row.addWidget(button)
        column.addLayout(row)

        self.tabs = QTabWidget()
        self.tabs.addTab(hands, "")
        self._stats_page = QWidget()
        QVBoxLayout(self._stats_page).setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self._stats_page, "")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.stats: StatsView | None = None
        #: keeps the last tab and chart tab between runs (`remember_tabs`)
        self._tab_memory: TabMemory | None = None

        central = QWidget()
        page = QVBoxLayout(central)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(0)
        page.addWidget(self.filter_bar)
        page.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self._shortcuts()
        self.set_importing(False)
        follow_language(self, self.retranslate)
        self._update_count()

    def _export_menu(self) -> QMenu:
        menu = QMenu(self)
        self.export_single = menu.addAction("")
        self.export_single.triggered.connect(lambda: self.ask_export(single=True))
        self.export_folder = menu.addAction("")
        self.export_folder.triggered.connect(lambda: self.ask_export(single=False))
        menu.addSeparator()
        self.reveal_action = QAction(self)
        self.reveal_action.setCheckable(True)
        menu.addAction(self.reveal_action)
        return menu

    def retranslate(self) -> None:
        """Every word in the language installed now (`ui.languages`): the filter bar and the
        statistics (`StatsView`, figures on show included) follow on their own; the list's
        cells are worded again."""
        self.setWindowTitle(translate("HistoryWindow", "Hand history"))
        self.replay_button.setText(translate("HistoryWindow", "Replay"))
        self.replay_button.setToolTip(
            translate("HistoryWindow", "Play the chosen hand again on the table (or double-click it)")
        )
        self.export_button.setText(translate("HistoryWindow", "Export…"))
        self.export_button.setToolTip(
            translate("HistoryWindow", "Write the chosen hands as PHH hand histories")
        )
        self.import_button.setText(translate("HistoryWindow", "Import…"))
        self.import_button.setToolTip(
            translate("HistoryWindow", "Read .phh and .phhs hand histories (or drop them on this window)")
        )
        self.cancel_button.setText(translate("HistoryWindow", "Cancel"))
        self.tabs.setTabText(0, translate("HistoryWindow", "Hands"))
        self.tabs.setTabText(1, translate("HistoryWindow", "Statistics"))
        self.export_single.setText(translate("HistoryWindow", "To one .phhs file…"))
        self.export_folder.setText(translate("HistoryWindow", "To a folder, one .phh file per hand…"))
        self.reveal_action.setText(translate("HistoryWindow", "Write the bots' down cards too"))
        self.reveal_action.setToolTip(
            translate("HistoryWindow", "Practice hands only; cards nobody recorded stay ??")
        )
        if self.isVisible():  # a hidden window reads the store again when opened (`refresh`)
            self.model.retranslate()
            self._update_count()

    def _shortcuts(self) -> None:
        """Enter replays the chosen hand; the other keys are the player's (`apply_shortcuts`)."""
        #: the window's rebindable commands, by their names in `ui.shortcuts`
        self.commands: dict[str, QAction] = {}
        for name, slot in (
            ("history_find", self.filter_bar.focus_name),
            ("history_refresh", self.refresh),
            ("history_close", self.close),
            ("", self.replay_selected),
        ):
            action = QAction(self)
            action.triggered.connect(slot)
            self.addAction(action)
            if name:
                self.commands[name] = action
            else:
                action.setShortcut(QKeySequence("Return"))
        self.apply_shortcuts(bindings({}))

    def apply_shortcuts(self, keys: Mapping[str, QKeySequence]) -> None:
        """The keys the player has now (`ui.shortcuts.bindings`: every command's key)."""
        for name, action in self.commands.items():
            action.setShortcut(keys.get(name, QKeySequence()))

    def remember_tabs(self, memory: TabMemory) -> None:
        """Open on the tab, and the statistics on the chart, last shown; note every change."""
        self._tab_memory = memory
        memory.watch("history", self.tabs)  # may build the statistics (their tab was the last)

    # ------------------------------------------------------------------ the list

    @Slot(object)
    def apply_filter(self, where: HandFilter) -> None:
        self.model.set_filter(where)
        self._update_count()
        if self.stats is not None and self.tabs.currentWidget() is self._stats_page:
            self.statistics_wanted.emit(where)

    @Slot()
    def refresh(self) -> None:
        """New hands were recorded (or imported): count again; the statistics too when shown."""
        self.model.refresh()
        self._update_count()
        if self.stats is not None and self.tabs.currentWidget() is self._stats_page:
            self.statistics_wanted.emit(self.browser.filter)

    def set_sessions(self, sessions: Sequence[SessionRow]) -> None:
        self.filter_bar.set_sessions(sessions)

    def _update_count(self) -> None:
        self.count_label.setText(words.hands_shown(self.browser.count, self.browser.stored))

    def selected_ids(self) -> list[int]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [hand for row in rows if (hand := self.model.hand_id(row)) is not None]

    @Slot(QModelIndex)
    def _open_row(self, index: QModelIndex) -> None:
        hand = self.model.hand_id(index.row())
        if hand is not None:
            self.replay_requested.emit(hand)

    @Slot()
    def replay_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            self.notify(words.no_hand_chosen())
            return
        self.replay_requested.emit(ids[0])

    # ------------------------------------------------------------------ import and export

    @Slot()
    def ask_import(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(
            self,
            translate("HistoryWindow", "Import hand histories"),
            "",
            translate("HistoryWindow", "Hand histories (*.phh *.phhs);;All files (*)"),
        )
        if names:
            self.import_files([Path(n) for n in names])

    def import_files(self, paths: Sequence[Path]) -> bool:
        """Ask for an import of the hand-history files among `paths` (False when there are none)."""
        if self.importing:
            return False
        good, other = phh_files(paths)
        if other:
            self.notify(words.not_hand_histories(", ".join(p.name for p in other[:5])))
        if not good:
            return False
        self.set_importing(True)
        self.import_requested.emit(tuple(good))
        return True

    def ask_export(self, single: bool) -> None:
        ids = self.selected_ids()
        if not ids:
            self.notify(words.no_hand_chosen())
            return
        if single:
            name, _ = QFileDialog.getSaveFileName(
                self,
                translate("HistoryWindow", "Export hands"),
                "hands.phhs",
                translate("HistoryWindow", "PHH hand histories (*.phhs)"),
            )
            if name:
                target = Path(name) if Path(name).suffix else Path(name).with_suffix(".phhs")
                self.export_hands(ids, single=target)
        else:
            folder = QFileDialog.getExistingDirectory(
                self, translate("HistoryWindow", "Export hands into a folder")
            )
            if folder:
                self.export_hands(ids, out_dir=Path(folder))

    def export_hands(
        self, ids: Sequence[int], *, out_dir: Path | None = None, single: Path | None = None
    ) -> None:
        self.set_importing(True)
        self.export_requested.emit(tuple(ids), out_dir, single, self.reveal_action.isChecked())

    @property
    def importing(self) -> bool:
        return not self.progress.isHidden()

    def set_importing(self, busy: bool) -> None:
        """An import or export runs (a progress bar and Cancel) or has ended."""
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.import_button.setEnabled(not busy)
        self.export_button.setEnabled(not busy)
        self.progress.setRange(0, 0)  # busy until the first figures come

    def show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(words.importing(min(done + 1, total), total))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt override)
        urls = event.mimeData().urls()
        if urls and not self.importing and any(u.isLocalFile() for u in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt override)
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if self.import_files(paths):
            event.acceptProposedAction()

    # ------------------------------------------------------------------ statistics

    @Slot(int)
    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is not self._stats_page:
            return
        if self.stats is None:
            from studdesk.ui.history.stats_view import StatsView  # numpy and the charts: only now

            self.stats = StatsView()
            self.stats.told.connect(self.notify)
            layout = self._stats_page.layout()
            assert layout is not None
            layout.addWidget(self.stats)
            if self._tab_memory is not None:
                self._tab_memory.watch("history_charts", self.stats.charts)
        self.statistics_wanted.emit(self.browser.filter)

    # ------------------------------------------------------------------ words

    def notify(self, text: str, ms: int = 8000) -> None:
        self.statusBar().showMessage(text, ms)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.importing:
            self.cancel_requested.emit()
        super().closeEvent(event)
