"""Pegs or counters standing in holes on a piece (a couch with a peg per stage mastered).

`PegsItem` draws a base — a rounded plate, or a token shape — with `slots` holes in rows, and
fills a hole with a peg of the colour the scene gives it (a stage's colour). A filled hole and
an empty one differ in shape as well as colour: a peg is a raised ball with a rim and a shine,
an empty hole a dark ring with its number in it. The item knows no rules: the scene says
which holes hold which colour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient

from psychboard.gui import palette
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.fixed import FixedItem
from psychboard.gui.widgets.token_icon import REACH, token_outline


class PegsItem(FixedItem):
    """`slots` holes on a base `width`×`height` centred on `pos`; `columns` holes per row."""

    def __init__(self, slots: int = 6, *, width: float = 150.0, height: float = 100.0,
                 columns: int | None = None, base: str = "plate",
                 colour: QColor | str = palette.WALNUT, number_size: float = 0.0) -> None:
        if slots < 1:
            raise ValueError("a piece needs at least one peg hole")
        if base != "plate":
            token_outline(base, 1.0)  # fail early on an unknown shape
        super().__init__(width, height, centred=True, margin=6.0)
        self._slots = slots
        self._columns = columns or (slots if slots <= 3 else math.ceil(slots / 2))
        self._base = base
        self._colour = QColor(colour)
        self._pegs: tuple[str | None, ...] = (None,) * slots
        self._number_size = number_size  # an empty hole's number at least this big, if set

    @property
    def slots(self) -> int:
        return self._slots

    @property
    def pegs(self) -> tuple[str | None, ...]:
        """Each hole's peg colour, None where the hole is empty."""
        return self._pegs

    @property
    def filled(self) -> int:
        return sum(peg is not None for peg in self._pegs)

    def set_pegs(self, colours: Sequence[QColor | str | None]) -> None:
        """Fill the holes in order with these colours (None leaves a hole empty)."""
        if len(colours) > self._slots:
            raise ValueError(f"{len(colours)} pegs for {self._slots} holes")
        pegs = tuple(QColor(c).name() if c is not None else None for c in colours)
        pegs += (None,) * (self._slots - len(pegs))
        if pegs != self._pegs:
            self._pegs = pegs
            self.update()

    def hole_centre(self, index: int) -> QPointF:
        """The centre of hole `index` in item coordinates (rows fill left to right)."""
        rows = math.ceil(self._slots / self._columns)
        row, column = divmod(index, self._columns)
        in_row = min(self._columns, self._slots - row * self._columns)
        rect = self.rect()
        step_x = rect.width() * 0.8 / self._columns
        step_y = rect.height() * 0.7 / rows
        return QPointF((column - (in_row - 1) / 2) * step_x, (row - (rows - 1) / 2) * step_y)

    def _hole_radius(self) -> float:
        rows = math.ceil(self._slots / self._columns)
        rect = self.rect()
        return min(rect.width() * 0.8 / self._columns, rect.height() * 0.7 / rows) * 0.34

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        self._draw_base(painter, rect)
        r = self._hole_radius()
        size = max(r * 0.9, self._number_size)
        number = ui_font(size, QFont.Weight.Bold)
        ring = max(r * 0.8, size * 0.6)  # round a number made bigger to be read
        for index, peg in enumerate(self._pegs):
            centre = self.hole_centre(index)
            if peg is None:
                painter.setPen(QPen(QColor(255, 255, 255, 90), r * 0.12))
                painter.setBrush(QColor(0, 0, 0, 120))
                painter.drawEllipse(centre, ring, ring)
                painter.setFont(number)
                painter.setPen(QColor(255, 255, 255, 235 if self._number_size else 150))
                painter.drawText(QRectF(centre.x() - ring, centre.y() - ring, 2 * ring,
                                        2 * ring), Qt.AlignmentFlag.AlignCenter, str(index + 1))
                continue
            colour = QColor(peg)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 80))
            painter.drawEllipse(centre + QPointF(0, r * 0.18), r, r)
            ball = QRadialGradient(centre + QPointF(-r * 0.35, -r * 0.35), r * 1.3)
            ball.setColorAt(0.0, colour.lighter(150))
            ball.setColorAt(1.0, colour.darker(125))
            painter.setBrush(ball)
            painter.setPen(QPen(QColor(palette.WHITE), r * 0.14))
            painter.drawEllipse(centre, r, r)

    def _draw_base(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(self._colour.darker(150), 2.0))
        painter.setBrush(self._colour)
        if self._base == "plate":
            corner = min(rect.width(), rect.height()) * 0.22
            painter.drawRoundedRect(rect, corner, corner)
            return
        r = min(rect.width(), rect.height()) / 2 / REACH
        painter.drawPath(token_outline(self._base, r))
