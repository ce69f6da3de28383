"""The end of a Psychic Solitaire game: the rank earned, the score and the player's record.

Drawn over the table once the joker is on top (rulebook: HOW TO WIN AND SCORING). Below the
rank and score sits a small chart of every score this player has had in this game — read from
the play history by the scene — with this game's bar marked and the personal best named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from psychboard.games.psychic.items import draw_placard, draw_text, fitted_size
from psychboard.games.psychic.rules import PERFECT_SCORE, Band
from psychboard.gui import palette
from psychboard.gui.items.base import INK
from psychboard.gui.items.fixed import FixedItem

BIN = 4
"""Scores per bar of the chart: 0–3, 4–7, … 44–47, and 48 alone."""
LEAST = 29  # scene units: 10 px on screen in the smallest window, under the end bar (zoom 0.35)


def bins(scores: Sequence[int]) -> list[int]:
    """How many scores fall in each bar of the chart."""
    counts = [0] * (PERFECT_SCORE // BIN + 1)
    for score in scores:
        counts[min(score, PERFECT_SCORE) // BIN] += 1
    return counts


@dataclass(frozen=True)
class Result:
    """What the end screen shows."""

    player: str
    score: int
    band: Band
    scores: tuple[int, ...]
    """Every score of this player in this game, this one included (oldest first)."""

    @property
    def best(self) -> int:
        return max(self.scores, default=self.score)

    @property
    def new_best(self) -> bool:
        earlier = self.scores[:-1]
        return bool(earlier) and self.score > max(earlier)

    @property
    def average(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else float(self.score)


class EndPanel(FixedItem):
    """A veil over the whole table and a framed result card in its middle."""

    def __init__(self, table: QRectF) -> None:
        super().__init__(table.width(), table.height())
        self.result: Result | None = None
        # Drawn straight to the screen: a cached picture of a veil this large would be huge.
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setZValue(100)
        self.setVisible(False)

    def show_result(self, result: Result) -> None:
        self.result = result
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._veil()

    def _veil(self) -> QRectF:
        # Past the table's edges too: a wide window shows felt beside the table.
        return self._rect.adjusted(-2000, -2000, 2000, 2000)

    def card_rect(self) -> QRectF:
        w, h = 1100.0, 860.0  # its least text reads at 10 px in a 1000×560 window
        c = self._rect.center()
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        result = self.result
        if result is None:
            return
        painter.fillRect(self._veil(), QColor(6, 18, 12, 170))
        card = self.card_rect()
        draw_placard(painter, card, radius=28, border=5, shadow=12)
        muted = QColor(palette.OLIVE_INK)
        x, w = card.left() + 60, card.width() - 120
        draw_text(painter, QRectF(x, card.top() + 36, w, 34), "THE JOKER IS UP — YOUR READING",
              LEAST, muted, QFont.Weight.Bold)
        draw_text(painter, QRectF(x, card.top() + 76, w, 70), result.band.title,
                  fitted_size(result.band.title, 54, w), INK, QFont.Weight.Bold)
        draw_text(painter, QRectF(x, card.top() + 152, w, 42),
              f"{result.score} card{'s' if result.score != 1 else ''} face down", 32,
              QColor(palette.OKABE_ITO["blue"]), QFont.Weight.Bold)
        draw_text(painter, QRectF(x, card.top() + 200, w, 36), result.band.blurb, LEAST, muted,
              QFont.Weight.Medium)
        if result.new_best:
            self._ribbon(painter, QRectF(card.right() - 330, card.top() + 26, 290, 48))
        chart = QRectF(x + 20, card.top() + 320, w - 40, 320)
        self._chart(painter, chart, result)
        footer = QRectF(x, card.bottom() - 112, w, 36)
        games = len(result.scores)
        draw_text(painter, footer,
              f"{result.player}: personal best {result.best} · average {result.average:.1f}"
              f" · {games} game{'s' if games != 1 else ''}", 30, INK, QFont.Weight.DemiBold)
        draw_text(painter, QRectF(x, card.bottom() - 68, w, 32),
              "Play again, New game or Back to all games: the buttons below", LEAST, muted,
              QFont.Weight.Medium)

    def _ribbon(self, painter: QPainter, box: QRectF) -> None:
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor(palette.OKABE_ITO["yellow"]))
        painter.drawRoundedRect(box, 20, 20)
        draw_text(painter, box, "New personal best!", LEAST, INK, QFont.Weight.Bold)

    def _chart(self, painter: QPainter, area: QRectF, result: Result) -> None:
        muted = QColor(palette.OLIVE_INK)
        draw_text(painter, QRectF(area.left(), area.top() - 46, area.width(), 34),
              "Your scores so far — this game is the marked bar", LEAST, muted,
              QFont.Weight.Bold, Qt.AlignmentFlag.AlignLeft)
        counts = bins(result.scores)
        tallest = max(*counts, 1)
        plot = area.adjusted(0, 10, 0, -70)
        painter.setPen(QPen(QColor(palette.DUNE), 2))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        slot = plot.width() / len(counts)
        mine = min(result.score, PERFECT_SCORE) // BIN
        best = min(result.best, PERFECT_SCORE) // BIN
        for i, count in enumerate(counts):
            left = plot.left() + i * slot + slot * 0.14
            width = slot * 0.72
            height = (plot.height() - 30) * count / tallest
            bar = QRectF(left, plot.bottom() - height, width, height)
            if count:
                self._bar(painter, bar, i == mine)
                draw_text(painter, QRectF(left - 10, bar.top() - 34, width + 20, 32), str(count),
                      LEAST, INK, QFont.Weight.Bold)
            # Each bar is labelled by its lowest score ("8" for 8–11): a range would have to
            # shrink below a readable size to fit its bar.
            draw_text(painter, QRectF(left - 14, plot.bottom() + 6, width + 28, 30),
                      str(i * BIN), LEAST, muted, QFont.Weight.Medium)
            if i == best:
                draw_text(painter, QRectF(left - 14, plot.bottom() + 36, width + 28, 30), "best",
                      LEAST, QColor(palette.OKABE_ITO["vermillion"]), QFont.Weight.Bold)
        if mine != best:
            left = plot.left() + mine * slot
            draw_text(painter, QRectF(left, plot.bottom() + 36, slot, 30), "now", LEAST,
                  QColor(palette.OKABE_ITO["blue"]), QFont.Weight.Bold)

    @staticmethod
    def _bar(painter: QPainter, bar: QRectF, mine: bool) -> None:
        top_round = QPainterPath()
        top_round.addRoundedRect(bar, 6, 6)
        if mine:
            painter.setPen(QPen(INK, 3))
            painter.setBrush(QColor(palette.OKABE_ITO["orange"]))
            painter.drawPath(top_round)
            # Hatching as well as colour marks this game's bar.
            painter.setBrush(QBrush(QColor(0, 0, 0, 80), Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(top_round)
            tip = QPointF(bar.center().x(), bar.top() - 34)
            arrow = QPainterPath()
            arrow.moveTo(tip + QPointF(-10, -12))
            arrow.lineTo(tip + QPointF(10, -12))
            arrow.lineTo(tip)
            arrow.closeSubpath()
            painter.setBrush(INK)
            painter.drawPath(arrow)
        else:
            painter.setPen(QPen(QColor(palette.DENIM), 1.5))
            painter.setBrush(QColor(palette.OKABE_ITO["sky"]))
            painter.drawPath(top_round)
