"""The statistics' charts, drawn with QPainter: lines over hands, and bars.

Plain QPainter was chosen over QtCharts and pyqtgraph by measurement
(benchmarks/bench_charts.py): it draws a 100,000-hand chart as fast as either,
adds no dependency (QtCharts needs PySide6-Addons, pyqtgraph a package of its
own) and no start-up cost. A line chart never draws more than a few points
per pixel column: `decimate` keeps each column's first, lowest, highest and
last value, so the curve looks exactly as if every point were drawn. numpy is
imported with this module, which the history window loads only when the
statistics are first shown.

`render_png(chart, path, size)` draws a chart into an image of any size and
saves it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from studdesk.wording import local_number

FloatArray = npt.NDArray[np.float64]

BACKGROUND = QColor("#ffffff")
GRID = QColor("#e3e6ea")
AXIS = QColor("#5c6670")
TEXT = QColor("#24292f")
MUTED = QColor("#6e7781")
#: the series colours: the total, with showdown, without showdown (as poker trackers draw them)
TOTAL = QColor("#2e7d32")
SHOWDOWN = QColor("#1565c0")
NON_SHOWDOWN = QColor("#c62828")
POSITIVE = QColor("#43a047")
NEGATIVE = QColor("#e53935")


@dataclass(frozen=True, slots=True)
class LineSeries:
    name: str
    values: FloatArray
    color: QColor


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: float
    #: a second line under the label ("1,204 hands")
    note: str = ""


def decimate(values: FloatArray, columns: int) -> tuple[FloatArray, FloatArray]:
    """At most four points per column of `columns`: (x, y) arrays with x as the point's index.

    Each column keeps its first, lowest, highest and last value in the order they came,
    so a line through the points has the envelope and the ends of the full line.
    """
    n = len(values)
    if n <= 4 * max(1, columns):
        return np.arange(n, dtype=np.float64), values.astype(np.float64)
    edges = np.linspace(0, n, columns + 1).astype(np.int64)
    starts, ends = edges[:-1], edges[1:] - 1
    lows = np.minimum.reduceat(values, starts)
    highs = np.maximum.reduceat(values, starts)
    # where the low and the high are in each column, to keep their order
    low_at = _arg_reduce(values, starts, lows)
    high_at = _arg_reduce(values, starts, highs)
    first_mid = np.minimum(low_at, high_at)
    second_mid = np.maximum(low_at, high_at)
    xs = np.stack([starts, first_mid, second_mid, ends], axis=1).ravel().astype(np.float64)
    ys = values[xs.astype(np.int64)]
    return xs, ys


def _arg_reduce(
    values: FloatArray, starts: npt.NDArray[np.int64], targets: FloatArray
) -> npt.NDArray[np.int64]:
    """For each column (from `starts`), the first index whose value is its target."""
    column = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(values))))
    hit = np.flatnonzero(values == targets[column])
    first = np.searchsorted(hit, starts)
    return hit[first]


def nice_ticks(low: float, high: float, count: int = 5, *, whole: bool = False) -> list[float]:
    """Round tick values covering [low, high] (1, 2 or 5 times a power of ten apart;
    `whole`: whole numbers only, for counts)."""
    if not math.isfinite(low) or not math.isfinite(high):
        return [0.0]
    if high <= low:
        high = low + 1.0
    raw = (high - low) / max(1, count)
    if whole:
        raw = max(raw, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 10))
    return ticks


def tick_text(value: float) -> str:
    if abs(value) >= 1000 or value == int(value):
        return local_number(f"{value:,.0f}")
    return local_number(f"{value:,.1f}" if abs(value) >= 10 else f"{value:,.2f}".rstrip("0").rstrip("."))


class _Chart(QWidget):
    """What both charts share: a title, an empty-chart sentence, painting and PNG export."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        #: said in the middle of the chart when there is nothing to draw
        self.empty_text = ""
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(640, 320)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        del event
        painter = QPainter(self)
        try:
            self.draw(painter, QRectF(self.rect()))
        finally:
            painter.end()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, BACKGROUND)
        painter.setPen(TEXT)
        painter.setFont(_font(self.font(), 1.1, bold=True))
        title_height = QFontMetricsF(painter.font()).height()
        painter.drawText(
            QRectF(rect.left() + 8, rect.top() + 4, rect.width() - 16, title_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        body = rect.adjusted(8, title_height + 8, -12, -8)
        painter.setFont(self.font())
        if not self.has_data():
            painter.setPen(MUTED)
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        self.draw_body(painter, body)

    def has_data(self) -> bool:
        raise NotImplementedError

    def draw_body(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError


class LineChart(_Chart):
    """Lines over the hands in the order they were played (x: hands, y: `y_label`)."""

    def __init__(self, title: str, y_label: str, x_label: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.y_label = y_label
        self.x_label = x_label
        self.series: tuple[LineSeries, ...] = ()
        self._range = (0.0, 1.0)
        #: each series' decimated points for a plot width, and its polygon for a plot rectangle
        self._cache: dict[tuple[int, int], tuple[FloatArray, FloatArray]] = {}
        self._polygons: dict[tuple[object, ...], QPolygonF] = {}
        #: the same lines' points as arrays (x, y), to place the legend where they are not
        self._points: dict[tuple[object, ...], tuple[FloatArray, FloatArray]] = {}
        #: where the legend was last drawn (in the corner the lines leave free)
        self.legend_box = QRectF()

    def set_series(self, series: Sequence[LineSeries]) -> None:
        self.series = tuple(series)
        values = [s.values for s in self.series if len(s.values)]
        low = min((float(v.min()) for v in values), default=0.0)
        high = max((float(v.max()) for v in values), default=1.0)
        self._range = (min(low, 0.0), max(high, 0.0))
        self._cache = {}
        self._polygons, self._points = {}, {}
        self.update()

    @property
    def points(self) -> int:
        return max((len(s.values) for s in self.series), default=0)

    def has_data(self) -> bool:
        return self.points > 0

    def decimated(self, index: int, columns: int) -> tuple[FloatArray, FloatArray]:
        key = (index, columns)
        if key not in self._cache:
            self._cache[key] = decimate(self.series[index].values, columns)
        return self._cache[key]

    def draw_body(self, painter: QPainter, rect: QRectF) -> None:
        metrics = QFontMetricsF(painter.font())
        ticks = nice_ticks(*self._range)
        label_width = max(metrics.horizontalAdvance(tick_text(t)) for t in ticks)
        plot = rect.adjusted(label_width + 10, metrics.height() * 1.6, -4, -metrics.height() * 2.2)
        low, high = ticks[0], ticks[-1]
        n = self.points

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        def x_of(index: float) -> float:
            return plot.left() + index / max(1, n - 1) * plot.width()

        _grid(painter, rect, plot, [(y_of(t), tick_text(t)) for t in ticks], label_width)
        painter.setPen(QPen(AXIS, 1.2))
        zero = y_of(0.0)
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for t in nice_ticks(1, max(2, n), 6):
            if 1 <= t <= n:
                x = x_of(t - 1)
                painter.setPen(QPen(AXIS, 1))
                painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
                painter.setPen(MUTED)
                left = min(x - 40, rect.right() - 80)  # the last label kept inside the chart
                painter.drawText(
                    QRectF(left, plot.bottom() + 4, 80, metrics.height()),
                    Qt.AlignmentFlag.AlignHCenter,
                    tick_text(t),
                )
        painter.setPen(MUTED)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + metrics.height() + 4, plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignHCenter,
            self.x_label,
        )
        painter.drawText(
            QRectF(plot.left(), rect.top(), plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignLeft,
            self.y_label,
        )
        painter.save()
        painter.setClipRect(plot.adjusted(-2, -2, 2, 2))
        for index, series in enumerate(self.series):
            if len(series.values):
                painter.setPen(QPen(series.color, 1.6 if index == 0 else 1.2))
                painter.drawPolyline(self._polygon(index, plot, low, high))
        painter.restore()
        self._legend(painter, plot, metrics)

    def _polygon(self, index: int, plot: QRectF, low: float, high: float) -> QPolygonF:
        """The series' line in the plot rectangle (kept until the data or the rectangle change)."""
        key = (index, plot.getRect(), low, high)
        polygon = self._polygons.get(key)
        if polygon is None:
            xs, ys = self.decimated(index, max(1, round(plot.width())))
            px = plot.left() + xs * (plot.width() / max(1, self.points - 1))
            py = plot.bottom() - (ys - low) * (plot.height() / (high - low))
            polygon = QPolygonF([QPointF(x, y) for x, y in zip(px.tolist(), py.tolist(), strict=True)])
            self._polygons = {k: v for k, v in self._polygons.items() if k[1:] == key[1:]}
            self._points = {k: v for k, v in self._points.items() if k[1:] == key[1:]}
            self._polygons[key], self._points[key] = polygon, (px, py)
        return polygon

    def _legend(self, painter: QPainter, plot: QRectF, metrics: QFontMetricsF) -> None:
        texts = [
            f"{s.name}: {tick_text(round(float(s.values[-1]) if len(s.values) else 0.0, 1))}"
            for s in self.series
        ]
        box = QSizeF(
            max((metrics.horizontalAdvance(t) for t in texts), default=0.0) + 30,
            len(texts) * (metrics.height() + 4),
        )
        corner = self._emptiest_corner(plot, box)
        self.legend_box = QRectF(corner, box)
        x, y = corner.x() + 4, corner.y() + 2
        for series, text in zip(self.series, texts, strict=True):
            width = metrics.horizontalAdvance(text) + 26
            painter.fillRect(
                QRectF(x - 4, y - 2, width + 4, metrics.height() + 4), QColor(255, 255, 255, 215)
            )
            painter.setPen(QPen(series.color, 3))
            middle = y + metrics.height() / 2
            painter.drawLine(QPointF(x, middle), QPointF(x + 16, middle))
            painter.setPen(TEXT)
            painter.drawText(QPointF(x + 22, y + metrics.ascent()), text)
            y += metrics.height() + 4

    def _emptiest_corner(self, plot: QRectF, box: QSizeF) -> QPointF:
        """The top-left point of the plot corner where `box` covers the fewest points of the lines."""
        inset = 6.0
        left, right = plot.left() + inset, plot.right() - inset - box.width()
        top, bottom = plot.top() + inset, plot.bottom() - inset - box.height()
        corners = [QPointF(left, top), QPointF(right, top), QPointF(left, bottom), QPointF(right, bottom)]
        lines = [v for k, v in self._points.items() if k[1] == plot.getRect()]

        def covered(corner: QPointF) -> int:
            x0, y0 = corner.x(), corner.y()
            x1, y1 = x0 + box.width(), y0 + box.height()
            return sum(
                int(np.count_nonzero((xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1))) for xs, ys in lines
            )

        return min(corners, key=covered)  # the first (top left) when tied


class BarChart(_Chart):
    """One bar per category, up from zero or down from it, its value written beside it."""

    def __init__(self, title: str, y_label: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.y_label = y_label
        self.bars: tuple[Bar, ...] = ()
        self.value_format = "{:,.1f}"
        #: the values are counts: ticks on whole numbers
        self.whole = False

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = tuple(bars)
        self.update()

    def has_data(self) -> bool:
        return bool(self.bars)

    def draw_body(self, painter: QPainter, rect: QRectF) -> None:
        metrics = QFontMetricsF(painter.font())
        values = [b.value for b in self.bars]
        ticks = nice_ticks(min(0.0, *values), max(0.0, *values), whole=self.whole)
        label_width = max(metrics.horizontalAdvance(tick_text(t)) for t in ticks)
        lines = 2 if any(b.note for b in self.bars) else 1
        plot = rect.adjusted(label_width + 10, metrics.height() * 1.6, -4, -metrics.height() * (lines + 0.6))
        low, high = ticks[0], ticks[-1]

        def y_of(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        _grid(painter, rect, plot, [(y_of(t), tick_text(t)) for t in ticks], label_width)
        painter.drawText(
            QRectF(plot.left(), rect.top(), plot.width(), metrics.height()),
            Qt.AlignmentFlag.AlignLeft,
            self.y_label,
        )
        slot = plot.width() / len(self.bars)
        zero = y_of(0.0)
        for i, bar in enumerate(self.bars):
            left = plot.left() + i * slot + slot * 0.18
            width = slot * 0.64
            top = y_of(max(bar.value, 0.0))
            bottom = y_of(min(bar.value, 0.0))
            painter.fillRect(
                QRectF(left, top, width, max(1.0, bottom - top)), POSITIVE if bar.value >= 0 else NEGATIVE
            )
            painter.setPen(TEXT)
            text = local_number(self.value_format.format(bar.value))
            above = top - metrics.height() - 2 if bar.value >= 0 else bottom + 2
            painter.drawText(
                QRectF(left - slot, above, width + 2 * slot, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter,
                text,
            )
            painter.drawText(
                QRectF(plot.left() + i * slot, plot.bottom() + 4, slot, metrics.height() * lines),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                bar.label + (f"\n{bar.note}" if bar.note else ""),
            )
        painter.setPen(QPen(AXIS, 1.2))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))


@dataclass(slots=True)
class Rendered:
    """A chart drawn into an image: the image, and whether saving it worked."""

    image: QImage
    saved: bool = field(default=False)


def render_png(chart: _Chart, path: Path, size: QSize | None = None) -> Rendered:
    """Draw `chart` into an image (its own size, or `size`) at twice the pixels, and save it as PNG
    (at `path`, its suffix made .png)."""
    size = size or chart.size()
    image = QImage(size.width() * 2, size.height() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    try:
        painter.setFont(chart.font())
        chart.draw(painter, QRectF(0, 0, size.width(), size.height()))
    finally:
        painter.end()
    return Rendered(image, image.save(str(path.with_suffix(".png"))))


def _grid(
    painter: QPainter, rect: QRectF, plot: QRectF, lines: Sequence[tuple[float, str]], label_width: float
) -> None:
    """The horizontal grid lines at the given heights, each labelled left of the plot."""
    height = QFontMetricsF(painter.font()).height()
    for y, text in lines:
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(MUTED)
        painter.drawText(
            QRectF(rect.left(), y - height / 2, label_width + 4, height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            text,
        )


def _font(base: QFont, scale: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * scale)
    font.setBold(bold)
    return font
