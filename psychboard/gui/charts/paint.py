"""Painting the Family page's charts with QPainter: a matrix of coloured cells, grouped bars
with a reference line, lines, leans between two poles, and tiles of big figures. Each takes
the chart's value from store.stats and a rectangle, so the same drawing serves the screen and
paper. Colour is never the only cue: every series is named in a legend, every cell labelled.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from psychboard.gui.charts.looks import Looks, mix, text, wrapped
from psychboard.gui.palette import ink_on
from psychboard.store.stats import OTHER_COLOUR, Bars, Chart, Leans, Lines, Matrix, Series, Tiles

PAD = 14
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def paint_chart(painter: QPainter, rect: QRectF, chart: Chart, looks: Looks) -> None:
    """The chart's card: its title and caption, then its picture in what is left."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(looks.surface)
    painter.drawRoundedRect(rect, 10, 10)
    inner = rect.adjusted(PAD, PAD, -PAD, -PAD)
    text(painter, QRectF(inner.left(), inner.top(), inner.width(), 20), chart.title,
         looks.sized(15, bold=True), looks.ink, LEFT)
    text(painter, QRectF(inner.left(), inner.top() + 20, inner.width(), 18), chart.caption,
         looks.sized(11.5), looks.muted, LEFT)
    body = inner.adjusted(0, 46, 0, 0)
    empty = _empty(chart)
    if empty:
        wrapped(painter, body.adjusted(24, 0, -24, 0), empty, looks.sized(12), looks.muted, CENTRE)
    else:
        PAINTERS[type(chart)](painter, body, chart, looks)
    painter.restore()


def _empty(chart: Chart) -> str:
    """Why a chart has no picture (a figure of 0 is a picture: a 0% against the computer)."""
    nothing = "Nothing to show yet: no game remembered so far has what this picture counts"
    if isinstance(chart, Matrix):
        return "" if chart.rows and chart.columns else nothing
    if isinstance(chart, Bars | Lines):
        values = [v for s in chart.series for v in s.values if v is not None]
        return "" if chart.labels and values else nothing
    if isinstance(chart, Leans):
        return "" if chart.rows else nothing
    return "" if chart.tiles else nothing


def _matrix(painter: QPainter, rect: QRectF, chart: Matrix, looks: Looks) -> None:
    label_font, cell_font = looks.sized(12), looks.sized(11.5, bold=True)
    metrics = QFontMetricsF(label_font)
    left = min(rect.width() * 0.3, max(metrics.horizontalAdvance(r) for r in chart.rows) + 22)
    top = 30.0
    columns, rows = len(chart.columns), len(chart.rows)
    cell_w = (rect.width() - left) / columns
    cell_h = min(34.0, (rect.height() - top) / rows)
    for c, name in enumerate(chart.columns):
        two_lines(painter, QRectF(rect.left() + left + c * cell_w, rect.top(), cell_w, top - 2),
                  name, looks.sized(10.5), looks.muted)
    for r, name in enumerate(chart.rows):
        y = rect.top() + top + r * cell_h
        colour = QColor(chart.row_colours[r]) if r < len(chart.row_colours) else looks.muted
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(rect.left() + 6, y + cell_h / 2), 5, 5)
        text(painter, QRectF(rect.left() + 16, y, left - 20, cell_h), name, label_font,
             looks.ink, LEFT)
        for c in range(columns):
            value = chart.cells[r][c]
            box = QRectF(rect.left() + left + c * cell_w + 2, y + 2, cell_w - 4, cell_h - 4)
            fill = looks.empty if value is None else mix(looks.surface, looks.accent,
                                                           0.15 + 0.85 * value)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 5, 5)
            label = chart.labels[r][c]
            if label:
                ink = ink_on(fill) if value is not None else looks.muted
                text(painter, box, label, cell_font, ink, CENTRE)


def two_lines(painter: QPainter, rect: QRectF, words: str, font: Any, colour: QColor) -> None:
    """A label of up to two lines, centred, cut with an ellipsis if even that is too long."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(words) <= rect.width() or " " not in words:
        text(painter, rect, words, font, colour, CENTRE)
        return
    first, _, rest = words.partition(" ")
    for cut in range(len(words.split(" ")) - 1, 0, -1):
        head, tail = " ".join(words.split(" ")[:cut]), " ".join(words.split(" ")[cut:])
        if metrics.horizontalAdvance(head) <= rect.width():
            first, rest = head, tail
            break
    half = rect.height() / 2
    text(painter, QRectF(rect.left(), rect.top(), rect.width(), half), first, font, colour,
         CENTRE)
    text(painter, QRectF(rect.left(), rect.top() + half, rect.width(), half), rest, font,
         colour, CENTRE)


def _scale(values: Sequence[float], unit: str = "") -> tuple[float, float]:
    """A round top for the axis and the step between its grid lines (three to five); values
    all nought reach a whole share, or 1."""
    top = max(values, default=0.0) or (100.0 if unit == "%" else 1.0)
    base = 10 ** (math.floor(math.log10(top)) - 1)
    step = next(base * f for f in (1, 2, 2.5, 5, 10, 20, 25, 50, 100) if top / (base * f) <= 5)
    if values and all(float(v).is_integer() for v in values):
        step = max(step, 1.0)  # counts: no line at half a game
    return math.ceil(top / step - 1e-9) * step, step


def _plot(painter: QPainter, rect: QRectF, labels: Sequence[str], series: Sequence[Series],
          looks: Looks, unit: str, extra: Sequence[float] = ()) -> tuple[QRectF, float]:
    """Legend, axis and grid; returns the plotting area and the axis top."""
    legend_font = looks.sized(11.5)
    metrics = QFontMetricsF(legend_font)
    x = rect.left()
    for s in series:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(s.colour))
        painter.drawRoundedRect(QRectF(x, rect.top() + 4, 12, 12), 3, 3)
        width = min(metrics.horizontalAdvance(s.name) + 6, rect.right() - x - 16)
        if width <= 0:
            break
        text(painter, QRectF(x + 16, rect.top(), width, 20), s.name, legend_font, looks.ink,
             LEFT)
        x += 16 + width + 14
    values = [v for s in series for v in s.values if v is not None] + list(extra)
    top, step = _scale(values, unit)
    axis_w = 38.0
    area = QRectF(rect.left() + axis_w, rect.top() + 30, rect.width() - axis_w,
                  rect.height() - 30 - 36)
    for number in range(round(top / step) + 1):
        tick = number * step
        y = area.bottom() - area.height() * tick / top
        painter.setPen(QPen(looks.grid, 1))
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        shown = f"{tick:g}{unit}"
        text(painter, QRectF(rect.left(), y - 8, axis_w - 6, 16), shown, looks.sized(10.5),
             looks.muted, RIGHT)
    group = area.width() / max(1, len(labels))
    every = max(1, math.ceil(len(labels) * 40 / max(1.0, area.width())))
    for i, label in enumerate(labels):
        if i % every == 0:
            width = group * every
            two_lines(painter, QRectF(area.left() + i * group + (group - width) / 2,
                                      area.bottom() + 4, width, 30),
                      label, looks.sized(10.5), looks.muted)
    return area, top


def _bars(painter: QPainter, rect: QRectF, chart: Bars, looks: Looks) -> None:
    line = chart.line.values if chart.line else ()
    shown = [*chart.series, *([chart.line] if chart.line else [])]
    area, top = _plot(painter, rect, chart.labels, shown, looks, chart.unit,
                      [v for v in line if v is not None])
    group = area.width() / len(chart.labels)
    count = max(1, len(chart.series))
    bar = min(28.0, group * 0.8 / count)
    for i in range(len(chart.labels)):
        start = area.left() + i * group + (group - bar * count) / 2
        for j, s in enumerate(chart.series):
            value = s.values[i]
            if value is None:
                continue
            height = area.height() * value / top
            if height > 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(s.colour))
                painter.drawRoundedRect(QRectF(start + j * bar + 1, area.bottom() - height,
                                               bar - 2, height), 2, 2)
            _bar_value(painter, QRectF(start + j * bar - 3, area.bottom() - height - 15,
                                       bar + 6, 14), value, chart.unit, looks)
    if chart.line:
        _polyline(painter, area, top, chart.line, looks, dashed=True)


def _bar_value(painter: QPainter, rect: QRectF, value: float, unit: str, looks: Looks) -> None:
    """A bar's figure above it, where it fits: a short bar beside a tall one is still read,
    and a 0 tells a bar of nothing from no bar at all."""
    words = f"{round(value, 1):g}{unit}"
    font = looks.sized(10.5)
    if QFontMetricsF(font).horizontalAdvance(words) <= rect.width():
        text(painter, rect, words, font, looks.ink, CENTRE)


def _lines(painter: QPainter, rect: QRectF, chart: Lines, looks: Looks) -> None:
    area, top = _plot(painter, rect, chart.labels, chart.series, looks, chart.unit)
    for s in chart.series:
        _polyline(painter, area, top, s, looks, dashed=s.colour == OTHER_COLOUR)


def _polyline(painter: QPainter, area: QRectF, top: float, series: Series, looks: Looks,
              dashed: bool = False) -> None:
    group = area.width() / max(1, len(series.values))
    colour = QColor(series.colour)
    pen = QPen(colour, 2.2)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    path = QPainterPath()
    points: list[QPointF] = []
    for i, value in enumerate(series.values):
        if value is None:
            continue
        point = QPointF(area.left() + (i + 0.5) * group,
                        area.bottom() - area.height() * value / top)
        if points:
            path.lineTo(point)
        else:
            path.moveTo(point)
        points.append(point)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(QPen(looks.surface, 1.5))
    painter.setBrush(colour)
    for point in points:
        painter.drawEllipse(point, 3.6, 3.6)


def _leans(painter: QPainter, rect: QRectF, chart: Leans, looks: Looks) -> None:
    name_w = min(rect.width() * 0.22, 110.0)
    axes = len(chart.axes)
    axis_w = (rect.width() - name_w) / axes
    pole_font = looks.sized(10.5)
    for a, (low, high) in enumerate(chart.axes):
        x = rect.left() + name_w + a * axis_w
        text(painter, QRectF(x + 4, rect.top(), axis_w - 12, 15), low, pole_font, looks.muted,
             LEFT)
        text(painter, QRectF(x + 4, rect.top() + 15, axis_w - 12, 15), high, pole_font,
             looks.muted, RIGHT)
    row_h = min(40.0, (rect.height() - 34) / len(chart.rows))
    for r, row in enumerate(chart.rows):
        y = rect.top() + 34 + r * row_h + row_h / 2
        text(painter, QRectF(rect.left(), y - 10, name_w - 8, 20), row.name, looks.sized(12),
             looks.ink, LEFT)
        colour = QColor(row.colour)
        for a in range(axes):
            x0 = rect.left() + name_w + a * axis_w + 8
            x1 = x0 + axis_w - 16
            track = QPen(looks.grid, 3)
            track.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(track)
            painter.drawLine(QPointF(x0, y), QPointF(x1, y))
            painter.setPen(QPen(looks.grid, 1))
            painter.drawLine(QPointF((x0 + x1) / 2, y - 6), QPointF((x0 + x1) / 2, y + 6))
            for n, point in enumerate(row.points):
                latest = n == len(row.points) - 1
                fade = QColor(colour)
                fade.setAlphaF(1.0 if latest else 0.18 + 0.5 * (n + 1) / len(row.points))
                at = QPointF(x0 + (x1 - x0) * (point[a] + 1) / 2, y)
                painter.setPen(QPen(looks.ink, 1.5) if latest else Qt.PenStyle.NoPen)
                painter.setBrush(fade)
                painter.drawEllipse(at, 6.5 if latest else 4.5, 6.5 if latest else 4.5)


def _tiles(painter: QPainter, rect: QRectF, chart: Tiles, looks: Looks) -> None:
    count = len(chart.tiles)
    columns = max(1, min(count, int(rect.width() // 150)))
    rows = math.ceil(count / columns)
    width = rect.width() / columns
    height = min(110.0, rect.height() / rows)
    for i, tile in enumerate(chart.tiles):
        box = QRectF(rect.left() + (i % columns) * width + 4, rect.top() + (i // columns) * height
                     + 4, width - 8, height - 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mix(looks.surface, QColor(tile.colour), 0.14))
        painter.drawRoundedRect(box, 8, 8)
        painter.setBrush(QBrush(QColor(tile.colour)))
        painter.drawRoundedRect(QRectF(box.left(), box.top(), 6, box.height()), 3, 3)
        inner = box.adjusted(14, 6, -8, -6)
        text(painter, QRectF(inner.left(), inner.top(), inner.width(), 18), tile.label,
             looks.sized(12, bold=True), looks.ink, LEFT)
        size = 24 if len(tile.value) <= 6 else 15
        wrapped(painter, QRectF(inner.left(), inner.top() + 20, inner.width(), inner.height() - 38),
                tile.value, looks.sized(size, bold=True), looks.ink,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text(painter, QRectF(inner.left(), inner.bottom() - 16, inner.width(), 16), tile.note,
             looks.sized(10.5), looks.muted, LEFT)


PAINTERS: dict[type, Callable[[QPainter, QRectF, Any, Looks], None]] = {
    Matrix: _matrix, Bars: _bars, Lines: _lines, Leans: _leans, Tiles: _tiles}
