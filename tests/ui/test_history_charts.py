"""The statistics' charts: decimating to the pixel width keeps the line's shape, a chart with
known data draws its series where they belong, and a chart saves as a PNG."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from studdesk.ui.history.charts import (
    NEGATIVE,
    POSITIVE,
    TOTAL,
    Bar,
    BarChart,
    LineChart,
    LineSeries,
    decimate,
    nice_ticks,
    render_png,
)


@settings(max_examples=80, deadline=None)
@given(
    values=arrays(np.float64, st.integers(1, 3000), elements=st.floats(-1e6, 1e6, allow_nan=False)),
    columns=st.integers(1, 400),
)
def test_decimating_keeps_each_columns_extremes_and_the_ends(values: np.ndarray, columns: int) -> None:
    xs, ys = decimate(values, columns)
    assert len(xs) == len(ys) <= max(len(values), 4 * columns)
    assert np.all(np.diff(xs) >= 0)  # in the order the hands came
    assert ys[0] == values[0] and ys[-1] == values[-1]
    assert ys.min() == values.min() and ys.max() == values.max()
    assert np.array_equal(values[xs.astype(int)], ys)  # only real points
    if len(values) > 4 * columns:  # every column keeps its own lowest and highest point
        edges = np.linspace(0, len(values), columns + 1).astype(int)
        for start, end in itertools.pairwise(edges):
            inside = ys[(xs >= start) & (xs < end)]
            assert inside.min() == values[start:end].min() and inside.max() == values[start:end].max()


def test_nice_ticks_cover_the_range_with_round_steps() -> None:
    assert nice_ticks(-52.4, 0.0) == [-60.0, -40.0, -20.0, 0.0]
    assert nice_ticks(0, 100_000, 5) == [0.0, 20_000.0, 40_000.0, 60_000.0, 80_000.0, 100_000.0]
    assert nice_ticks(3.0, 3.0) == [3.0, 3.2, 3.4, 3.6, 3.8, 4.0]
    assert nice_ticks(0.0, 2.0, whole=True) == [0.0, 1.0, 2.0]  # counts: no half tournaments


def test_the_legend_goes_where_the_lines_are_not(qtbot: QtBot, tmp_path: Path) -> None:
    chart = LineChart("Winnings", "Big bets won", "Hands")
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    falling = np.linspace(0.0, -100.0, 5000)  # from the top left corner to the bottom right one
    chart.set_series([LineSeries("Total", falling, TOTAL), LineSeries("Showdown", falling / 2, POSITIVE)])
    render_png(chart, tmp_path / "legend.png")
    box = chart.legend_box
    assert box.width() > 0 and box.left() > 300 and box.bottom() < 150  # the top right corner


def _color_at(image: QImage, x: int, y: int) -> QColor:
    return image.pixelColor(x * 2, y * 2)  # render_png draws at twice the pixels


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90


def test_a_line_chart_draws_its_series_where_the_values_are(qtbot: QtBot, tmp_path: Path) -> None:
    chart = LineChart("Winnings", "Big bets won", "Hands")
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    flat = np.full(100_000, 40.0)  # a line at 40 from the first hand to the last
    chart.set_series([LineSeries("Total", flat, TOTAL)])
    image = render_png(chart, tmp_path / "line.png").image
    assert image.size() == QSize(1200, 600)
    rows = {y for y in range(300) for x in (200, 300, 400) if _near(_color_at(image, x, y), TOTAL)}
    assert rows, "the line was not drawn"
    # the axis runs from 0 to 40: the line is at the top of the plot, well above the middle
    assert max(rows) < 150 and max(rows) - min(rows) <= 3
    assert QImage(str(tmp_path / "line.png")).size() == QSize(1200, 600)


def test_a_bar_chart_draws_gains_up_and_losses_down(qtbot: QtBot, tmp_path: Path) -> None:
    chart = BarChart("Starting hands", "Big bets / 100 hands")
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.set_bars([Bar("Best", 30.0, "10 hands"), Bar("Worst", -30.0, "90 hands")])
    image = render_png(chart, tmp_path / "bars.png").image
    left = [y for y in range(300) if _near(_color_at(image, 130, y), POSITIVE)]
    right = [y for y in range(300) if _near(_color_at(image, 320, y), NEGATIVE)]
    assert left and right
    assert max(left) <= min(right) + 2  # the gain stands above the zero line, the loss hangs below


def test_an_empty_chart_says_so_and_still_saves(qtbot: QtBot, tmp_path: Path) -> None:
    chart = LineChart("Winnings", "Big bets won", "Hands")
    qtbot.addWidget(chart)
    chart.empty_text = "No hands match the filter."
    chart.set_series([])
    assert not chart.has_data()
    assert render_png(chart, tmp_path / "empty.png", QSize(300, 200)).saved
    assert not render_png(chart, tmp_path / "no-such-folder" / "x.png", QSize(300, 200)).saved
