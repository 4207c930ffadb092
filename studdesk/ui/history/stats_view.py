"""The statistics tab: the player's figures and everyone's, each opponent's, and the charts.

The figures come from the store's statistics (`persistence.handstore_stats`,
worked out in the history's worker thread); the charts from
`play.history_stats`. Both follow the window's filter. Each chart can be
saved as a PNG.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studdesk.persistence.handstore_stats import Stats
from studdesk.play.history_jobs import Charts
from studdesk.play.history_stats import StatsReport
from studdesk.ui.history.charts import (
    NON_SHOWDOWN,
    SHOWDOWN,
    TOTAL,
    Bar,
    BarChart,
    LineChart,
    LineSeries,
    render_png,
)
from studdesk.ui.languages import follow_language
from studdesk.wording import history as words
from studdesk.wording import local_number, thousands, translatable, translate, translate_marked
from studdesk.wording.places import ordinal

Format = Callable[[Any], str]


def _count(value: Any) -> str:
    return thousands(value)


def _signed(value: Any) -> str:
    if value is None:
        return "—"
    text = f"{value:+,.1f}"
    return local_number(
        "0.0" if text in ("+0.0", "-0.0") else text
    )  # everyone's winnings add up to (about) nothing


def _percent(value: Any) -> str:
    return "—" if value is None else local_number(f"{value:.1f} %")


#: the indent of a figure that splits the one above it
SUB = "  "
#: (Stats field, label, format, tooltip) of each figure, in the order shown
FIGURES: tuple[tuple[str, str, Format, str], ...] = (
    (
        "hands",
        translatable("Statistics", "Hands"),
        _count,
        translatable("Statistics", "Hands dealt in (for everyone: player-hands)"),
    ),
    (
        "won_bb_per_100",
        translatable("Statistics", "Big bets won / 100 hands"),
        _signed,
        translatable("Statistics", "Net result in big bets per 100 hands"),
    ),
    (
        "won_bb_showdown_per_100",
        SUB + translatable("Statistics", "with showdown"),
        _signed,
        translatable("Statistics", "Big bets per 100 hands from hands taken to the showdown"),
    ),
    (
        "won_bb_non_showdown_per_100",
        SUB + translatable("Statistics", "without showdown"),
        _signed,
        translatable("Statistics", "Big bets per 100 hands from hands that ended earlier"),
    ),
    (
        "chips_won",
        translatable("Statistics", "Chips won"),
        lambda v: local_number(f"{v:+,}"),
        translatable("Statistics", "Net chips won or lost"),
    ),
    (
        "won_chips_per_100",
        translatable("Statistics", "Chips won / 100 hands"),
        _signed,
        translatable("Statistics", "Net chips per 100 hands"),
    ),
    ("won_chips_showdown_per_100", SUB + translatable("Statistics", "with showdown"), _signed, ""),
    ("won_chips_non_showdown_per_100", SUB + translatable("Statistics", "without showdown"), _signed, ""),
    (
        "vpip_third_street",
        translatable("Statistics", "3rd street: came in"),
        _percent,
        translatable("Statistics", "Called, completed or raised on the first street by choice"),
    ),
    (
        "complete_raise_third_street",
        translatable("Statistics", "3rd street: completed or raised"),
        _percent,
        "",
    ),
    (
        "continuation_fourth_street",
        translatable("Statistics", "4th street: bet again"),
        _percent,
        translatable(
            "Statistics", "Bet or raised on 4th street after making the last completion or raise on 3rd"
        ),
    ),
    (
        "fold_fifth_street",
        translatable("Statistics", "5th street: folded"),
        _percent,
        translatable("Statistics", "Folded on 5th street, of the times dealt it"),
    ),
    (
        "showdown_rate",
        translatable("Statistics", "Went to showdown"),
        _percent,
        translatable("Statistics", "Of the hands that saw 4th street"),
    ),
    (
        "won_at_showdown",
        translatable("Statistics", "Won at showdown"),
        _percent,
        translatable("Statistics", "Won chips, of the showdowns"),
    ),
    (
        "scoops",
        translatable("Statistics", "Hi/Lo: scoops"),
        _count,
        translatable("Statistics", "Took the whole pot at a Hi/Lo showdown"),
    ),
    (
        "high_halves",
        translatable("Statistics", "Hi/Lo: high halves"),
        _count,
        translatable("Statistics", "Took the high half only"),
    ),
    (
        "low_halves",
        translatable("Statistics", "Hi/Lo: low halves"),
        _count,
        translatable("Statistics", "Took the low half only"),
    ),
)
#: the opponents' table: the figures that tell players apart
OPPONENT_FIGURES = (
    "hands",
    "won_bb_per_100",
    "vpip_third_street",
    "complete_raise_third_street",
    "continuation_fourth_street",
    "fold_fifth_street",
    "showdown_rate",
    "won_at_showdown",
    "scoops",
)
#: the charts' file names, tab by tab (the same in every language)
CHART_FILES = ("winnings", "starting-hands", "tournaments")
TIER_NAMES = (
    translatable("Statistics", "Best 5 %"),
    translatable("Statistics", "Next 5 %"),
    translatable("Statistics", "Next 10 %"),
    translatable("Statistics", "Next 10 %"),
    translatable("Statistics", "Other 70 %"),
)


def _table(columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _shown(text: str) -> str:
    """A figure's label or tooltip in the player's language (its indent kept)."""
    if not text:
        return ""
    label = text.lstrip()
    return text[: len(text) - len(label)] + translate_marked("Statistics", label)


def _item(text: str, right: bool = True, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        item.setToolTip(tip)
    return item


class StatsView(QWidget):
    #: a chart was saved, or not (a sentence for the status bar)
    told = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures = _table(["", "", ""])
        self.figures.verticalHeader().hide()
        header = self.figures.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.opponents = _table([""] * (1 + len(OPPONENT_FIGURES)))
        self.opponents.verticalHeader().hide()
        self.opponents.setSortingEnabled(True)
        self.opponents.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.opponents.horizontalHeader().setStretchLastSection(True)

        self.winnings = LineChart("", "", "")
        self.tiers = BarChart("", "")
        self.finishes = BarChart("", "")
        self.finishes.value_format = "{:,.0f}"
        self.finishes.whole = True
        self.charts = QTabWidget()
        for chart in (self.winnings, self.tiers, self.finishes):
            self.charts.addTab(chart, "")
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.ask_save_chart)
        self.busy = QLabel("")
        #: what is on show, worded again in another language without asking the store again
        self._report: StatsReport | None = None
        self._charts: Charts | None = None
        follow_language(self, self.retranslate)

        chart_box = QWidget()
        chart_column = QVBoxLayout(chart_box)
        chart_column.setContentsMargins(0, 0, 0, 0)
        chart_column.addWidget(self.charts, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.busy, 1)
        buttons.addWidget(self.save_button)
        chart_column.addLayout(buttons)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.figures)
        top.addWidget(chart_box)
        top.setStretchFactor(1, 2)
        top.setSizes([330, 700])
        whole = QSplitter(Qt.Orientation.Vertical)
        whole.addWidget(top)
        whole.addWidget(self.opponents)
        whole.setStretchFactor(0, 3)
        whole.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(whole)

    def retranslate(self) -> None:
        """Headings, chart titles, tabs, the figures and the charts' contents in the language
        installed now (the figures on show are worded again: no new query)."""
        self.figures.setHorizontalHeaderLabels(
            [
                translate("Statistics", "Figure"),
                translate("Statistics", "You", "the player's own figures"),
                translate("Statistics", "Everyone"),
            ]
        )
        labels = {f: label for f, label, _, _ in FIGURES}
        self.opponents.setHorizontalHeaderLabels(
            [translate("Statistics", "Opponent"), *(_shown(labels[f]).strip() for f in OPPONENT_FIGURES)]
        )
        self.winnings.title = translate("Statistics", "Winnings over the hands")
        self.winnings.y_label = translate("Statistics", "Big bets won")
        self.winnings.x_label = translate("Statistics", "Hands")
        self.tiers.title = translate("Statistics", "Results by starting hand (3rd street)")
        self.tiers.y_label = translate("Statistics", "Big bets won / 100 hands")
        self.finishes.title = translate("Statistics", "Sit-and-go finishes")
        self.finishes.y_label = translate("Statistics", "Tournaments")
        self.winnings.empty_text = self.tiers.empty_text = words.no_hands_for_chart()
        self.finishes.empty_text = words.no_tournaments_for_chart()
        for index, text in enumerate(
            (
                translate("Statistics", "Winnings"),
                translate("Statistics", "Starting hands"),
                translate("Statistics", "Tournaments"),
            )
        ):
            self.charts.setTabText(index, text)
        self.save_button.setText(translate("Statistics", "Save chart as PNG…"))
        for chart in (self.winnings, self.tiers, self.finishes):
            chart.update()
        if self._report is not None:
            self._word_report(self._report)
        if self._charts is not None:
            self._word_charts(self._charts)

    # ------------------------------------------------------------------ showing

    def set_busy(self, text: str) -> None:
        self.busy.setText(text)

    def show_report(self, report: StatsReport) -> None:
        self._report = report
        self._word_report(report)
        self.busy.setText("")

    def show_charts(self, charts: Charts) -> None:
        self._charts = charts
        self._word_charts(charts)
        self.busy.setText("")

    def _word_report(self, report: StatsReport) -> None:
        self.figures.setRowCount(0)
        hi_lo = report.hero.hi_lo_hands or report.everyone.hi_lo_hands
        for field, label, fmt, tip in FIGURES:
            if field in ("scoops", "high_halves", "low_halves") and not hi_lo:
                continue
            row = self.figures.rowCount()
            self.figures.insertRow(row)
            self.figures.setItem(row, 0, _item(_shown(label), right=False, tip=_shown(tip)))
            self.figures.setItem(row, 1, _item(fmt(getattr(report.hero, field))))
            self.figures.setItem(row, 2, _item(fmt(getattr(report.everyone, field))))
        self.opponents.setSortingEnabled(False)
        self.opponents.setRowCount(len(report.opponents))
        formats = {f: fmt for f, _, fmt, _ in FIGURES}
        for row, (name, stats) in enumerate(report.opponents.items()):
            self.opponents.setItem(row, 0, _item(name, right=False))
            for column, field in enumerate(OPPONENT_FIGURES, start=1):
                self.opponents.setItem(row, column, _sortable(stats, field, formats[field]))
        self.opponents.setSortingEnabled(True)

    def _word_charts(self, charts: Charts) -> None:
        series = charts.winnings
        self.winnings.set_series(
            [
                LineSeries(translate("Statistics", "Total"), series.total, TOTAL),
                LineSeries(translate("Statistics", "With showdown"), series.showdown, SHOWDOWN),
                LineSeries(translate("Statistics", "Without showdown"), series.non_showdown, NON_SHOWDOWN),
            ]
        )
        tiers = [t for t in charts.tiers if t.hands]
        self.tiers.set_bars(
            [
                Bar(translate_marked("Statistics", TIER_NAMES[t.tier]), t.per_100, words.hand_count(t.hands))
                for t in tiers
            ]
            if tiers
            else []
        )
        places: dict[int, int] = {}
        for finish in charts.finishes:
            places[finish.place] = places.get(finish.place, 0) + 1
        last = max(places, default=0)
        self.finishes.set_bars([Bar(ordinal(p), float(places.get(p, 0))) for p in range(1, last + 1)])

    # ------------------------------------------------------------------ saving a chart

    @Slot()
    def ask_save_chart(self) -> None:
        name = CHART_FILES[self.charts.currentIndex()]
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("Statistics", "Save chart"),
            f"studdesk-{name}.png",
            translate("Statistics", "PNG images (*.png)"),
        )
        if path:
            self.save_chart(Path(path))

    def save_chart(self, path: Path) -> bool:
        chart = self.charts.currentWidget()
        assert isinstance(chart, LineChart | BarChart)
        if path.suffix.lower() != ".png":
            path = path.with_suffix(".png")
        saved = render_png(chart, path).saved
        self.told.emit(words.chart_saved(path) if saved else words.chart_not_saved(path))
        return saved


def _sortable(stats: Stats, field: str, fmt: Format) -> QTableWidgetItem:
    """A cell that sorts by its number, not its text."""
    value = getattr(stats, field)
    item = _item(fmt(value))
    item.setData(Qt.ItemDataRole.UserRole, value if value is not None else float("-inf"))
    return _NumberItem(item)


class _NumberItem(QTableWidgetItem):
    def __init__(self, source: QTableWidgetItem) -> None:
        super().__init__(source)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(Qt.ItemDataRole.UserRole), other.data(Qt.ItemDataRole.UserRole)
        if isinstance(mine, int | float) and isinstance(theirs, int | float):
            return mine < theirs
        return super().__lt__(other)
