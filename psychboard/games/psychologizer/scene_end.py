"""The end-of-game panel: who graduated, who reads whom, and everyone's light-hearted profile.

Rulebook "Winning the Game" and "Notes: Fair Play" (the fun is in learning about each other):
the table shows how often each player predicted each other player right, out of the
predictions they made (passes not counted); each profile comes from the traits of the answers
that player gave as the opinion player (`ai.profile`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.games.psychologizer.ai import Profile, Reading
from psychboard.games.psychologizer.deck import TRAIT_PAIRS
from psychboard.games.psychologizer.scene_panels import (
    GOLD,
    MUTED,
    RIGHT,
    Panel,
    text,
    token,
)
from psychboard.gui.items.base import INK
from psychboard.gui.items.seat_look import SeatLook

MARGIN = 36.0
BAND = 84.0


@dataclass(frozen=True)
class EndContent:
    title: str
    reason: str
    winner: SeatLook | None
    seats: tuple[SeatLook, ...]
    readings: tuple[tuple[Reading, ...], ...]
    profiles: tuple[Profile, ...]


class EndPanel(Panel):
    def __init__(self, width: float = 1520.0, height: float = 650.0) -> None:
        super().__init__(width, height)
        self.content: EndContent | None = None

    def set_content(self, content: EndContent | None) -> None:
        self.content = content
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_sheet(painter)
        w, h = self.rect().width(), self.rect().height()
        band = self.paint_band(painter, "#1E1E24", BAND)
        if content.winner is not None:
            token(painter, QPointF(MARGIN + 26, BAND / 2), 24, content.winner)
        text(painter, band.adjusted(MARGIN + 64, 6, -MARGIN, -BAND / 2 + 6), content.title, 32,
             "#FFFFFF", QFont.Weight.Black)
        text(painter, band.adjusted(MARGIN + 64, BAND / 2 + 2, -MARGIN, -6), content.reason, 17,
             GOLD.lighter(120), QFont.Weight.DemiBold)
        split = w * 0.47
        self._paint_table(painter, QRectF(MARGIN, BAND + 20, split - MARGIN - 20,
                                          h - BAND - 20 - MARGIN), content)
        self._paint_profiles(painter, QRectF(split + 10, BAND + 20, w - split - 10 - MARGIN,
                                             h - BAND - 20 - MARGIN), content)

    def _paint_table(self, painter: QPainter, area: QRectF, content: EndContent) -> None:
        text(painter, QRectF(area.left(), area.top(), area.width(), 34), "Who reads whom", 25,
             INK, QFont.Weight.Black)
        text(painter, QRectF(area.left(), area.top() + 34, area.width(), 26),
             "Right guesses out of tries: the row player reading the column player", 15, MUTED)
        seats = content.seats
        n = len(seats)
        top = area.top() + 74
        name_width = min(170.0, area.width() * 0.3)
        cell_w = (area.width() - name_width) / n
        cell_h = min(56.0, (area.bottom() - top) / (n + 1))
        for j, seat in enumerate(seats):
            centre = QPointF(area.left() + name_width + (j + 0.5) * cell_w, top + cell_h / 2)
            token(painter, centre + QPointF(0, -6), min(15.0, cell_h * 0.28), seat)
            text(painter, QRectF(centre.x() - cell_w / 2, centre.y() + 10, cell_w, 18),
                 seat.name, 12, MUTED, QFont.Weight.DemiBold, Qt.AlignmentFlag.AlignCenter)
        for i, seat in enumerate(seats):
            y = top + (i + 1) * cell_h
            token(painter, QPointF(area.left() + 16, y + cell_h / 2), min(14.0, cell_h * 0.26),
                  seat)
            text(painter, QRectF(area.left() + 38, y, name_width - 40, cell_h), seat.name, 17,
                 INK, QFont.Weight.Bold)
            for j in range(n):
                cell = QRectF(area.left() + name_width + j * cell_w + 3, y + 3, cell_w - 6,
                              cell_h - 6)
                self._paint_cell(painter, cell, None if i == j else content.readings[i][j])

    @staticmethod
    def _paint_cell(painter: QPainter, cell: QRectF, reading: Reading | None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        if reading is None:
            painter.setBrush(QColor("#E9E4DA"))
            painter.drawRoundedRect(cell, 10, 10)
            text(painter, cell, "—", 18, MUTED, QFont.Weight.Bold, Qt.AlignmentFlag.AlignCenter)
            return
        rate = reading.right / reading.tries if reading.tries else 0.0
        fill = QColor(RIGHT)
        fill.setAlphaF(0.12 + 0.7 * rate if reading.tries else 0.05)
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawRoundedRect(cell, 10, 10)
        painter.setBrush(fill)
        painter.drawRoundedRect(cell, 10, 10)
        label = f"{reading.right}/{reading.tries}" if reading.tries else "–"
        ink = QColor("#FFFFFF") if rate > 0.6 else INK
        text(painter, cell, label, 19, ink, QFont.Weight.Black, Qt.AlignmentFlag.AlignCenter)

    def _paint_profiles(self, painter: QPainter, area: QRectF, content: EndContent) -> None:
        text(painter, QRectF(area.left(), area.top(), area.width(), 34), "Who you are", 25,
             INK, QFont.Weight.Black)
        text(painter, QRectF(area.left(), area.top() + 34, area.width(), 26),
             "From the answers each player gave (just for fun!)", 15, MUTED)
        top = area.top() + 70
        n = len(content.seats)
        height = (area.bottom() - top) / n
        for seat, prof, i in zip(content.seats, content.profiles, range(n), strict=True):
            box = QRectF(area.left(), top + i * height, area.width(), height - 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 12))
            painter.drawRoundedRect(box, 12, 12)
            token(painter, QPointF(box.left() + 24, box.center().y()), min(15.0, height * 0.25),
                  seat)
            half = box.height() / 2
            text(painter, QRectF(box.left() + 50, box.top(), 250, half + 4), seat.name,
                 min(18.0, half * 0.6), INK, QFont.Weight.Bold)
            text(painter, QRectF(box.left() + 50, box.top() + half - 4, 280, half), prof.title,
                 min(17.0, half * 0.55), "#0072B2", QFont.Weight.Bold)
            self._paint_leans(painter, QRectF(box.left() + 330, box.top() + 4,
                                              box.width() - 340, box.height() - 8), prof.leans)

    @staticmethod
    def _paint_leans(painter: QPainter, area: QRectF, leans: Sequence[float]) -> None:
        """Four sliders, one per trait pair: where the dot sits shows the lean."""
        columns = 2
        rows = (len(TRAIT_PAIRS) + 1) // columns
        cw, rh = area.width() / columns, area.height() / rows
        size = min(12.0, rh * 0.42)
        for k, ((left, right), lean) in enumerate(zip(TRAIT_PAIRS, leans, strict=True)):
            cell = QRectF(area.left() + (k % columns) * cw, area.top() + (k // columns) * rh,
                          cw - 10, rh)
            word = 74.0
            text(painter, QRectF(cell.left(), cell.top(), word, rh), left.capitalize(), size,
                 MUTED, QFont.Weight.DemiBold,
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            text(painter, QRectF(cell.right() - word, cell.top(), word, rh), right.capitalize(),
                 size, MUTED, QFont.Weight.DemiBold)
            x0, x1 = cell.left() + word + 8, cell.right() - word - 8
            y = cell.center().y()
            painter.setPen(QPen(QColor("#CFC8BA"), 4, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x0, y), QPointF(x1, y))
            x = (x0 + x1) / 2 + lean * (x1 - x0) / 2
            painter.setPen(QPen(QColor("#FFFFFF"), 2))
            painter.setBrush(GOLD if lean else QColor("#B9B4AA"))
            painter.drawEllipse(QPointF(x, y), size * 0.6, size * 0.6)
