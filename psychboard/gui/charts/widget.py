"""A chart as a widget: as tall as its content asks at the width its column gives it (tiles
wrap to more rows in a narrow column), repainted in the current theme whenever it shows."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from psychboard.gui.charts.looks import looks
from psychboard.gui.charts.paint import paint_chart
from psychboard.store.stats import Chart, Leans, Matrix, Tiles

MIN_WIDTH = 420


def chart_height(chart: Chart, width: int = 480) -> int:
    """The height a chart needs to be read at ease."""
    if isinstance(chart, Matrix):
        return 100 + 34 * max(1, len(chart.rows))
    if isinstance(chart, Leans):
        return 104 + 40 * max(1, len(chart.rows))
    if isinstance(chart, Tiles):
        columns = max(1, min(len(chart.tiles), (width - 28) // 150))
        return 72 + 110 * max(1, -(-len(chart.tiles) // columns))
    return 300


class ChartView(QWidget):
    def __init__(self, chart: Chart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self.setMinimumSize(MIN_WIDTH, chart_height(chart))
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)
        self.setAccessibleName(f"{chart.title}: {chart.caption}")

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(MIN_WIDTH, chart_height(self.chart, self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        needed = chart_height(self.chart, event.size().width())
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            paint_chart(painter, QRectF(self.rect()), self.chart, looks(self.font()))
        finally:  # a painter left open on a widget takes the whole app down
            painter.end()
