"""Psychologizer's credits track: one lane of squares per degree up to the one sought.

Rulebook "Object of the Game" and "Play": every square is 5 credits (all stakes and bonuses
are multiples of 5); the year levels are the white squares a token never falls back past; the
last square of a lane is the degree itself. Each lane snakes left-right-left so a token's path
is one continuous line, and lanes are sized so the whole track fits its area. The numbers come
from the board file (`board.shipped_board()`), never from here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.games.psychologizer.board import Degree
from psychboard.gui import palette
from psychboard.gui.items import SpaceItem
from psychboard.gui.items.base import text_colour_on, ui_font

STEP = 5  # credits per square
LANE_COLOURS = (palette.SKY, palette.PURPLE, palette.ORANGE)
LABEL_WIDTH = 190.0
MAX_SQUARE = 92.0
LABEL_ROOM = 0.6  # a square's number sits in its upper part; tokens stand below it
TOKEN_Y = 0.3     # where a token stands below a square's centre, in squares
TOKEN_SIZE = 0.3  # a token's width, in squares
ROW_MOST = 4      # the most tokens sharing a square that stand in one row
CAPTION = 25.5    # a lane's caption and a square's number: 10.3 px in a 1000×560 window
                  # with the end bar under the table (the least zoom)
SMALL = 70.0      # squares below this side are too narrow for their number at CAPTION size:
                  # the track's numbers are then summarized (every 10 or 20 credits, years)


@dataclass(frozen=True)
class Lane:
    degree: Degree
    colour: str
    top: float
    rows: int


def squares(degree: Degree) -> int:
    return degree.credits // STEP + 1


def fit_columns(degrees: Sequence[Degree], width: float, height: float) -> tuple[int, float]:
    """The columns per row and square size that fit every lane into width × height."""
    best = (10, 1.0)
    for columns in range(8, 60):
        size = min(width / columns, MAX_SQUARE)
        rows = sum(math.ceil(squares(d) / columns) for d in degrees)
        needed = rows * size + (len(degrees) - 1) * size * 0.35
        if needed <= height and size > best[1]:
            best = (columns, size)
    return best


class TrackBacking(QGraphicsObject):
    """The printed board under the squares: a paper panel and each lane's name and badge."""

    def __init__(self, rect: QRectF, lanes: Sequence[Lane], label_width: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = rect
        self._lanes = list(lanes)
        self._label_width = label_width
        self._size = 1.0
        self.setZValue(-10)

    def set_square(self, size: float) -> None:
        self._size = size

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 8, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(r.translated(0, 6), 22, 22)
        paper = QLinearGradient(r.topLeft(), r.bottomLeft())
        paper.setColorAt(0.0, QColor(palette.PARCHMENT_LIGHT))
        paper.setColorAt(1.0, QColor(palette.PARCHMENT_DARK))
        painter.setBrush(paper)
        painter.setPen(QPen(QColor(palette.KHAKI), 2.0))
        painter.drawRoundedRect(r, 22, 22)
        for lane in self._lanes:
            height = lane.rows * self._size
            box = QRectF(r.left() + 14, lane.top, self._label_width - 24, height)
            colour = QColor(lane.colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour.lighter(160))
            painter.drawRoundedRect(box, 14, 14)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(box.left(), box.top(), 10, box.height()), 5, 5)
            painter.setPen(QColor(palette.INK))
            left = Qt.AlignmentFlag.AlignLeft
            if height >= CAPTION * 6:  # room for the short name over the degree and credits
                painter.setFont(ui_font(min(30.0, height * 0.3), QFont.Weight.Black))
                painter.drawText(box.adjusted(14, 6, -4, -height * 0.62),
                                 int(left | Qt.AlignmentFlag.AlignVCenter), lane.degree.short)
                painter.setFont(ui_font(CAPTION, QFont.Weight.DemiBold))
                painter.setPen(QColor(palette.GRAPHITE))
                painter.drawText(box.adjusted(14, height * 0.38, -4, -4),
                                 int(left | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                                 f"{lane.degree.label}\n{lane.degree.credits} credits")
                continue
            # A narrow lane keeps its short name, and its credits when two lines fit.
            two = height >= CAPTION * 2.6
            painter.setFont(ui_font(CAPTION if two else min(30.0, max(CAPTION, height * 0.6)),
                                    QFont.Weight.Black))
            painter.drawText(box.adjusted(14, 2, -4, -height / 2 if two else -2),
                             int(left | Qt.AlignmentFlag.AlignVCenter), lane.degree.short)
            if two:
                painter.setFont(ui_font(CAPTION, QFont.Weight.DemiBold))
                painter.setPen(QColor(palette.GRAPHITE))
                painter.drawText(box.adjusted(14, height / 2, -4, -2),
                                 int(left | Qt.AlignmentFlag.AlignVCenter),
                                 f"{lane.degree.credits} credits")


class TrackNumbers(QGraphicsObject):
    """A narrow track's summarized numbers at the caption's size, each over its square's
    upper part and free to run past its edges onto the unnumbered squares beside it."""

    def __init__(self, rect: QRectF, numbers: Sequence[tuple[str, QColor, QPointF]]) -> None:
        super().__init__()
        self._rect = rect
        self._numbers = list(numbers)
        self.setZValue(1)  # over the squares, under the tokens
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(ui_font(CAPTION, QFont.Weight.DemiBold))
        height = QFontMetricsF(painter.font()).height()
        for text, fill, centre in self._numbers:
            painter.setPen(text_colour_on(fill))
            box = QRectF(centre.x() - 60, centre.y() - height * 0.78, 120, height)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)


class Track:
    """The lanes' squares (SpaceItems) and where a token stands for a credit count."""

    def __init__(self, scene: object, rect: QRectF, degrees: Sequence[Degree]) -> None:
        inner = rect.adjusted(LABEL_WIDTH, 16, -18, -16)
        self.columns, self.size = fit_columns(degrees, inner.width(), inner.height())
        gap = self.size * 0.35
        rows_total = sum(math.ceil(squares(d) / self.columns) for d in degrees)
        used = rows_total * self.size + gap * (len(degrees) - 1)
        top = inner.top() + (inner.height() - used) / 2
        left = inner.left() + (inner.width() - self.columns * self.size) / 2
        self.lanes: list[Lane] = []
        self.spaces: list[list[SpaceItem]] = []
        self.numbers: list[tuple[str, QColor, int, int, int, float]] = []
        for index, degree in enumerate(degrees):
            rows = math.ceil(squares(degree) / self.columns)
            lane = Lane(degree, LANE_COLOURS[index % len(LANE_COLOURS)], top, rows)
            self.lanes.append(lane)
            self.spaces.append(self._lay_lane(scene, lane, left))
            top += rows * self.size + gap
        self.backing = TrackBacking(rect, self.lanes, LABEL_WIDTH)
        self.backing.set_square(self.size)
        scene.addItem(self.backing)  # type: ignore[attr-defined]
        self.summary = TrackNumbers(rect, [(text, colour, QPointF(
            left + (column + 0.5) * self.size, top + (row + 0.5) * self.size))
            for text, colour, _, row, column, top in self.numbers])
        scene.addItem(self.summary)  # type: ignore[attr-defined]

    def _lay_lane(self, scene: object, lane: Lane, left: float) -> list[SpaceItem]:
        degree, colour = lane.degree, QColor(lane.colour)
        items = []
        side = self.size * 0.92
        for i in range(squares(degree)):
            credits = i * STEP
            row, column = divmod(i, self.columns)
            if row % 2:
                column = self.columns - 1 - column
            year = credits in degree.year_levels
            special = credits in (0, degree.credits, *degree.year_levels)
            room = LABEL_ROOM
            # One short line per square, at the caption's size: the degree square is the
            # yellow one its lane's caption names, and a year level says which year under its
            # credits, using the whole square (a token standing on it hides the year only:
            # its white face and rim still say it).
            if credits == 0:
                label, fill = "GO", palette.WHITE
            elif credits == degree.credits:
                label, fill = str(credits), palette.YELLOW
            elif year:
                level = degree.year_levels.index(credits) + 1
                label, fill, room = f"{credits}\nY{level}", lane.colour, 1.0
            else:
                label = str(credits)
                fill = colour.lighter(150 if (i // 2) % 2 else 170).name()
            if self.size < SMALL:
                if year:
                    label = label.split("\n")[1]
                every = 10 if self.size >= 50 else 20
                beside = {credits - STEP, credits + STEP} & {0, degree.credits,
                                                             *degree.year_levels}
                if special or (credits % every == 0 and not beside):
                    self.numbers.append((label, QColor(palette.WHITE) if year else QColor(fill),
                                         i, row, column, lane.top))
                label = ""
            item = SpaceItem(label, fill, "rounded", QSizeF(side, side), white=year,
                             label_room=room, label_size=max(CAPTION, side * 0.26))
            item.setPos(left + (column + 0.5) * self.size, lane.top + (row + 0.5) * self.size)
            scene.addItem(item)  # type: ignore[attr-defined]
            items.append(item)
        return items

    def centre(self, lane: int, credits: int) -> QPointF:
        spaces = self.spaces[lane]
        return spaces[max(0, min(len(spaces) - 1, credits // STEP))].pos()

    def spot(self, lane: int, credits: int, index: int, count: int) -> QPointF:
        """Where the `index`-th of `count` tokens sharing a square stands: up to four in one
        row below the square's number (closer set, overlapping a little, when there are more
        than fit side by side), more in a small grid."""
        columns = count if count <= ROW_MOST else 3
        rows = math.ceil(count / columns)
        room = 0.9 - TOKEN_SIZE  # how far apart the outer tokens may stand, in squares
        step = self.size * min(TOKEN_SIZE, room / max(columns - 1, 1))
        row, column = divmod(index, columns)
        in_row = min(columns, count - row * columns)
        x = (column - (in_row - 1) / 2) * step
        # Tokens stand in the lower part of the square, rows growing upwards, so its number
        # stays readable.
        y = self.size * TOKEN_Y - (rows - 1 - row) * step * 0.9
        return self.centre(lane, credits) + QPointF(x, y)

    def path(self, lane: int, start: int, end: int, most: int = 8) -> list[QPointF]:
        """Square centres from `start` to `end` credits (at most `most` hops)."""
        if start == end:
            return [self.centre(lane, end)]
        step = STEP if end > start else -STEP
        values = list(range(start + step, end + step, step))
        if len(values) > most:
            values = [values[round(i * (len(values) - 1) / (most - 1))] for i in range(most)]
        return [self.centre(lane, v) for v in values]

    def token_size(self) -> float:
        return self.size * TOKEN_SIZE
