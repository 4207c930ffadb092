"""Chart draw time at 100,000 hands (issue 11: under 200 ms), and the charting libraries side by side.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_charts.py
    .venv/bin/python benchmarks/bench_charts.py --hands 1000000 --store hands.sqlite3

The chart is the statistics view's "cumulative winnings": three lines (total, with
showdown, without) over every hand, in a 1000 x 420 widget, drawn offscreen.
Figures, each the median of several runs after one warm-up (ms):

1. StudDesk's QPainter chart (`ui/history/charts.py`): setting the data plus the
   first paint (the decimation to the pixel width happens there), and a repaint.
   The same chart with every point drawn, to show what decimating saves.
2. The same data in QtCharts (PySide6-Addons) and in pyqtgraph, when they can be
   imported (install them in a scratch environment to compare: they are not
   StudDesk dependencies): setting the data plus the first paint, and a repaint.
3. Each library's import time, in a fresh process (what opening the statistics
   the first time would add).

With `--store`, the time to read the series from a hand store (the query the
statistics view runs in its worker thread) is printed too.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np
from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from studdesk.ui.history.charts import NON_SHOWDOWN, SHOWDOWN, TOTAL, FloatArray, LineChart, LineSeries

SIZE = QSize(1000, 420)


def walk(hands: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Cumulative winnings of a seeded random player: total, with showdown, without."""
    rng = np.random.default_rng(11)
    showdown = rng.random(hands) < 0.3
    results = np.where(showdown, rng.normal(0.4, 4.0, hands), rng.normal(-0.1, 0.8, hands))
    with_showdown = np.cumsum(np.where(showdown, results, 0.0))
    without = np.cumsum(np.where(showdown, 0.0, results))
    return np.cumsum(results), with_showdown, without


def paint(widget: QWidget) -> None:
    """Paint the widget into an image, as the screen would (offscreen: no window system)."""
    widget.grab()


def median_ms(run: Callable[[], object], times: int = 7) -> float:
    run()  # warm-up: first-use costs (fonts, caches) are not the chart's
    spent = []
    for _ in range(times):
        started = time.perf_counter()
        run()
        spent.append((time.perf_counter() - started) * 1000)
    return statistics.median(spent)


def ours(data: tuple[np.ndarray, ...], decimated: bool = True) -> tuple[float, float]:
    chart = LineChart("Winnings", "big bets", "hands")
    chart.resize(SIZE)
    series = [
        LineSeries("Total", data[0], TOTAL),
        LineSeries("With showdown", data[1], SHOWDOWN),
        LineSeries("Without showdown", data[2], NON_SHOWDOWN),
    ]
    if not decimated:  # every point: a "column" per point

        def every_point(index: int, columns: int) -> tuple[FloatArray, FloatArray]:
            return np.arange(len(series[index].values), dtype=np.float64), series[index].values

        chart.decimated = every_point  # type: ignore[method-assign]

    def first() -> None:
        chart.set_series(series)
        paint(chart)

    return median_ms(first), median_ms(lambda: paint(chart))


def qtcharts(data: tuple[np.ndarray, ...]) -> tuple[float, float] | None:
    try:
        from PySide6.QtCharts import QChart, QChartView, QLineSeries
    except ImportError:
        return None
    x = np.arange(len(data[0]), dtype=np.float64)
    chart = QChart()
    view = QChartView(chart)
    view.resize(SIZE)
    lines = [QLineSeries() for _ in data]
    for line, color in zip(lines, (TOTAL, SHOWDOWN, NON_SHOWDOWN), strict=True):
        line.setColor(QColor(color))
        chart.addSeries(line)
    chart.createDefaultAxes()

    def first() -> None:
        for line, values in zip(lines, data, strict=True):
            # replaceNp takes numpy arrays (PySide6's stubs say sequences)
            line.replaceNp(x, values) if hasattr(line, "replaceNp") else line.replace(  # type: ignore[arg-type]
                [QPointF(a, b) for a, b in zip(x.tolist(), values.tolist(), strict=True)]
            )
        for axis, (low, high) in zip(
            chart.axes(),
            ((0.0, float(len(x))), (min(map(np.min, data)), max(map(np.max, data)))),
            strict=False,
        ):
            axis.setRange(low, high)
        paint(view)

    return median_ms(first, 3), median_ms(lambda: paint(view), 3)


def pyqtgraph(data: tuple[np.ndarray, ...], downsample: bool) -> tuple[float, float] | str | None:
    """pyqtgraph's PlotWidget; with `downsample`, its own peak decimation and clipping to the view
    (a sentence instead of figures when that fails with this PySide6)."""
    try:
        import pyqtgraph as pg
    except ImportError:
        return None
    plot = pg.PlotWidget()
    plot.resize(SIZE)
    x = np.arange(len(data[0]), dtype=np.float64)
    options = {"autoDownsample": True, "clipToView": True} if downsample else {}

    def first() -> None:
        plot.clear()
        for values, color in zip(data, (TOTAL, SHOWDOWN, NON_SHOWDOWN), strict=True):
            plot.plot(x, values, pen=pg.mkPen(color.name()), **options)
        paint(plot)

    try:
        return median_ms(first), median_ms(lambda: paint(plot))
    except AttributeError as exc:
        return f"fails: {str(exc)[:60]}"


def import_ms(module: str) -> float | None:
    code = (
        f"import time, os; t = time.perf_counter(); import {module}; print((time.perf_counter() - t) * 1000)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    return float(done.stdout) if done.returncode == 0 else None


def store_query(path: Path) -> None:
    from studdesk.persistence.handstore import HandStore
    from studdesk.persistence.handstore_query import HandFilter
    from studdesk.play.history_stats import winnings_series

    with HandStore.open(path) as store:
        spent = median_ms(lambda: winnings_series(store, HandFilter()), 3)
        print(f"  reading the series from {path.name} ({store.hand_count():,} hands) {spent:9.1f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--store", type=Path, help="a hand store to time the series query on")
    args = parser.parse_args()
    QApplication.instance() or QApplication(sys.argv[:1])
    data = walk(args.hands)
    print(f"== cumulative winnings, 3 lines x {args.hands:,} hands, {SIZE.width()}x{SIZE.height()} px")
    print(f"  {'':44}{'data + paint':>14}{'repaint':>10}")
    rows: list[tuple[str, tuple[float, float] | str | None]] = [
        ("StudDesk QPainter, decimated to the width", ours(data)),
        ("StudDesk QPainter, every point drawn", ours(data, decimated=False)),
        ("QtCharts (PySide6-Addons)", qtcharts(data)),
        ("pyqtgraph, every point", pyqtgraph(data, downsample=False)),
        ("pyqtgraph, autoDownsample + clipToView", pyqtgraph(data, downsample=True)),
    ]
    for label, figures in rows:
        if figures is None:
            print(f"  {label:44}{'not installed':>14}")
        elif isinstance(figures, str):
            print(f"  {label:44}  {figures}")
        else:
            print(f"  {label:44}{figures[0]:12.1f} ms{figures[1]:8.1f} ms")
    print("== import time in a fresh process")
    for module in ("numpy", "PySide6.QtCharts", "pyqtgraph"):
        spent = import_ms(module)
        print(f"  import {module:38}" + ("not installed" if spent is None else f"{spent:8.1f} ms"))
    if args.store is not None:
        store_query(args.store)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
