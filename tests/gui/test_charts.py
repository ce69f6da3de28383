"""The Family page's chart painters: every kind paints, with data and without, in both themes,
and the value axis lands on round steps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from psychboard.gui import palette
from psychboard.gui.charts.looks import looks
from psychboard.gui.charts.paint import _empty, _scale, paint_chart
from psychboard.gui.charts.widget import ChartView, chart_height
from psychboard.store.stats import Bars, Chart, LeanRow, Leans, Lines, Matrix, Series, Tile, Tiles

CHARTS: list[Chart] = [
    Matrix("M", "m", ("Ann", "Bo"), ("x", "y"), ((None, 0.5), (1.0, 0.0)),
           (("", "50%"), ("100%", "0%")), ("#D55E00", "#009E73")),
    Bars("B", "b", ("Ann", "Bo"), (Series("won", "#0072B2", (3.0, None)),),
         Series("chance", "#6B6B6B", (1.0, 2.0)), unit="%"),
    Lines("L", "l", ("1", "2", "3"), (Series("Ann", "#D55E00", (1.0, None, 3.0)),)),
    Leans("T", "t", (("Left", "Right"),), (LeanRow("Ann", "#D55E00", ((-1.0,), (0.5,))),)),
    Tiles("S", "s", (Tile("Ann", "6", "now 1", "#D55E00"),)),
]
EMPTY: list[Chart] = [Matrix("M", "m", (), (), (), ()), Bars("B", "b", (), ()),
                      Lines("L", "l", ("1",), (Series("x", "#000000", (None,)),)),
                      Leans("T", "t", (), ()), Tiles("S", "s", ())]


def painted(chart: Chart, theme: str) -> set[str]:
    palette.set_theme(theme)
    image = QImage(520, 320, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_chart(painter, QRectF(0, 0, 520, 320), chart, looks())
    painter.end()
    palette.set_theme("light")
    return {image.pixelColor(x, y).name() for x in range(0, 520, 3) for y in range(60, 320, 3)}


@pytest.mark.parametrize("chart", CHARTS, ids=lambda c: type(c).__name__)
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_kind_of_chart_paints_its_data(qapp: object, chart: Chart, theme: str) -> None:
    surface = looks().surface.name() if theme == "light" else "#2b2f38"
    colours = painted(chart, theme)
    assert len(colours - {surface}) > 3


@pytest.mark.parametrize("chart", EMPTY, ids=lambda c: type(c).__name__)
def test_a_chart_with_nothing_to_show_says_so(qapp: object, chart: Chart) -> None:
    assert painted(chart, "light")


@pytest.mark.parametrize(("values", "top", "step"), [
    ([100.0], 100, 20), ([36.0, 4.0], 40, 10), ([20.0], 20, 5), ([7.0], 8, 2), ([], 1, 0.2),
    ([0.5], 0.5, 0.1), ([1.0, 0.0], 1, 1), ([2.0], 2, 1), ([2.0, 1.5], 2, 0.5)])
def test_the_value_axis_ends_on_a_round_step(values: list[float], top: float,
                                             step: float) -> None:
    assert _scale(values) == pytest.approx((top, step))


def test_a_share_axis_with_nothing_but_noughts_runs_to_a_whole() -> None:
    assert _scale([0.0, 0.0], "%") == pytest.approx((100, 20))
    assert _scale([0.0]) == pytest.approx((1, 1))


def test_tiles_in_a_narrow_column_take_the_rows_they_need(qtbot: QtBot) -> None:
    tiles = Tiles("S", "s", tuple(Tile(name, "Seventh card", "now 1", "#D55E00")
                                  for name in ("Ann", "Bo", "Cy")))
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    view = ChartView(tiles)
    layout.addWidget(view, 0, Qt.AlignmentFlag.AlignTop)
    layout.addStretch(1)
    qtbot.addWidget(column)
    column.resize(472, 600)  # a column of the page at 1024×640 with its scroll bar
    column.show()
    qtbot.waitUntil(lambda: view.height() == chart_height(tiles, view.width()))
    assert view.width() == 472 and chart_height(tiles, 472) > chart_height(tiles, 480)


def test_a_figure_of_nought_is_shown_and_only_no_figure_at_all_is_empty() -> None:
    lost = Bars("Against the computer", "c", ("Ann",), (Series("hard", "#0072B2", (0.0,)),),
                unit="%")
    unplayed = Bars("Against the computer", "c", ("Ann",), (Series("hard", "#0072B2", (None,)),))
    assert _empty(lost) == ""
    assert _empty(unplayed).startswith("Nothing to show yet: ")
