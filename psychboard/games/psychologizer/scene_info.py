"""The panel beside the spinner when no card is being read: whose spin it is, the start-of-game
spins, a special space's choice, and the reveal of a turn.

Rulebook "Start of Play" (who lands alone on white starts), "Special Spinner Spaces" (choose a
category, name the forecaster or the opinion player), and the reveal of "Start of Play"/"Play":
the opinion player's answer, then every wager player's prediction and stake, right or wrong,
and how far each token moves.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.games.psychologizer.scene_panels import (
    GOLD,
    LEAST,
    MUTED,
    RIGHT,
    WRONG,
    InfoContent,
    Panel,
    RevealContent,
    Tile,
    elided,
    fitted,
    key_cap,
    pill,
    text,
    token,
    width_of,
)
from psychboard.gui import palette
from psychboard.gui.items.base import INK, text_colour_on

BAND = 76.0
MARGIN = 36.0


class InfoPanel(Panel):
    def __init__(self, width: float = 996.0, height: float = 650.0) -> None:
        super().__init__(width, height)
        self.content: InfoContent | RevealContent | None = None

    def set_content(self, content: InfoContent | RevealContent | None) -> None:
        self.content = content
        hits = []
        if isinstance(content, InfoContent):
            hits = [(rect, tile.intent) for rect, tile in self.tile_rects(content) if tile.enabled]
        self.set_hits(hits)
        self.update()

    def tile_rects(self, content: InfoContent) -> list[tuple[QRectF, Tile]]:
        tiles = content.tiles
        if not tiles:
            return []
        per_row = 4 if len(tiles) > 3 else len(tiles)
        rows = math.ceil(len(tiles) / per_row)
        w = self.rect().width() - 2 * MARGIN
        gap = 16.0
        width = (w - gap * (per_row - 1)) / per_row
        height = min(120.0, (self.rect().height() - 290 - gap * (rows - 1)) / rows)
        top = self.rect().height() - MARGIN - rows * height - gap * (rows - 1)
        return [(QRectF(MARGIN + (i % per_row) * (width + gap),
                        top + (i // per_row) * (height + gap), width, height), tile)
                for i, tile in enumerate(tiles)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if isinstance(self.content, InfoContent):
            self._paint_info(painter, self.content)
        elif isinstance(self.content, RevealContent):
            self._paint_reveal(painter, self.content)

    # --- whose turn, start spins, special spaces ------------------------------------------
    def _paint_info(self, painter: QPainter, content: InfoContent) -> None:
        self.paint_sheet(painter)
        w = self.rect().width()
        band = self.paint_band(painter, content.accent, BAND)
        text(painter, band.adjusted(MARGIN, 0, -MARGIN, 0), content.title, 34,
             text_colour_on(QColor(content.accent)), QFont.Weight.Black)
        y = BAND + 22
        for line in content.lines:
            fitted(painter, QRectF(MARGIN, y, w - 2 * MARGIN, 64), line, 24, LEAST, INK,
                   weight=QFont.Weight.Medium, valign=Qt.AlignmentFlag.AlignTop)
            y += 70
        if content.rows:
            height = min(58.0, (self.rect().height() - y - MARGIN) / len(content.rows))
            for seat, label, mark in content.rows:
                box = QRectF(MARGIN, y, w - 2 * MARGIN, height - 8)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 12))
                painter.drawRoundedRect(box, 14, 14)
                token(painter, QPointF(box.left() + 30, box.center().y()), 16, seat)
                elided(painter, QRectF(box.left() + 60, box.top(), 250, box.height()),
                       seat.name, LEAST, INK)
                elided(painter, QRectF(box.left() + 320, box.top(), box.width() - 540,
                                       box.height()), label, LEAST, MUTED,
                       QFont.Weight.DemiBold)
                if mark:
                    pill(painter, QRectF(box.right() - 210, box.top() + 7, 196,
                                         box.height() - 14),
                         palette.WHITE if mark == "white" else palette.MIST,
                         "WHITE ✓" if mark == "white" else mark, LEAST, GOLD if mark == "white"
                         else MUTED, INK)
                y += height
        for rect, tile in self.tile_rects(content):
            self._paint_tile(painter, rect, tile)

    def _paint_tile(self, painter: QPainter, rect: QRectF, tile: Tile) -> None:
        colour = QColor(tile.colour)
        painter.setPen(QPen(colour.darker(130), 2.0))
        painter.setBrush(colour if tile.enabled else colour.lighter(160))
        painter.drawRoundedRect(rect, 18, 18)
        ink = text_colour_on(colour)
        label_rect = rect.adjusted(18, 10, -18, -10)
        if tile.shape:
            painter.setBrush(QColor(palette.WHITE))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 15, 15)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(rect.left() + 4, rect.top() + 4, 12,
                                           rect.height() - 8), 6, 6)
            ink = INK
        text(painter, label_rect.adjusted(0, 0, -40, 0), tile.label, 22, ink, QFont.Weight.Bold,
             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap=True)
        if tile.key and tile.enabled:
            key_cap(painter, QRectF(rect.right() - 50, rect.center().y() - 17, 36, 34),
                    tile.key)

    # --- the reveal -----------------------------------------------------------------------
    def _paint_reveal(self, painter: QPainter, content: RevealContent) -> None:
        self.paint_sheet(painter)
        w = self.rect().width()
        band = self.paint_band(painter, content.colour, BAND)
        ink = text_colour_on(QColor(content.colour))
        text(painter, band.adjusted(MARGIN, 0, -MARGIN, 0), "THE REVEAL", 32, ink,
             QFont.Weight.Black)
        text(painter, band.adjusted(MARGIN, 0, -MARGIN, 0), content.category, LEAST, ink,
             QFont.Weight.Bold, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # The issue was read aloud already: one line reminds the table which card it was.
        elided(painter, QRectF(MARGIN, BAND + 14, w - 2 * MARGIN, 44), content.issue, LEAST,
               MUTED, QFont.Weight.DemiBold)
        answer = QRectF(MARGIN - 8, BAND + 66, w - 2 * MARGIN + 16, 106)
        painter.setPen(QPen(GOLD, 4.0))
        painter.setBrush(QColor(palette.BUTTER))
        painter.drawRoundedRect(answer, 20, 20)
        token(painter, QPointF(answer.left() + 40, answer.top() + 30), 17, content.opinion)
        elided(painter, QRectF(answer.left() + 66, answer.top() + 8, 600, 42),
               f"{content.opinion.name} answered", LEAST, INK)
        disc = QPointF(answer.left() + 40, answer.top() + 70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawEllipse(disc, 20, 20)
        text(painter, QRectF(disc.x() - 20, disc.y() - 21, 40, 40), content.letter, 24,
             palette.WHITE, QFont.Weight.Black, Qt.AlignmentFlag.AlignCenter)
        fitted(painter, QRectF(answer.left() + 70, answer.top() + 46, answer.width() - 90, 56),
               content.answer, 23, LEAST, INK, weight=QFont.Weight.DemiBold)
        top = answer.bottom() + 16
        bottom = self.rect().height() - MARGIN - (46 if content.banners else 0)
        rows = content.rows
        height = min(64.0, (bottom - top) / max(1, len(rows)))
        for i, row in enumerate(rows):
            box = QRectF(MARGIN, top + i * height, w - 2 * MARGIN, height - 8)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 12))
            painter.drawRoundedRect(box, min(14.0, box.height() / 3), min(14.0, box.height() / 3))
            token(painter, QPointF(box.left() + 30, box.center().y()), min(17.0, height * 0.3),
                  row.seat)
            elided(painter, QRectF(box.left() + 60, box.top(), 180, box.height()),
                   row.seat.name, LEAST, INK)
            change = f"{row.change:+d}" if row.change else "±0"
            colour = RIGHT if row.change > 0 else WRONG if row.change < 0 else MUTED
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            figure = f"{change} credits"
            figure_left = box.right() - 14 - width_of(figure, LEAST, QFont.Weight.Black)
            text(painter, box.adjusted(0, 0, -14, 0), figure, LEAST, colour, QFont.Weight.Black,
                 right)
            choice_end = box.left() + 440 if row.result else figure_left - 12
            if row.note:
                elided(painter, QRectF(box.left() + 572, box.top(),
                                       figure_left - 12 - box.left() - 572, box.height()),
                       row.note, LEAST, MUTED, QFont.Weight.DemiBold, right)
                choice_end = min(choice_end, box.left() + 560)
            elided(painter, QRectF(box.left() + 250, box.top(), choice_end - box.left() - 250,
                                   box.height()), row.choice, LEAST, INK, QFont.Weight.DemiBold)
            self._paint_result(painter, QRectF(box.left() + 450, box.top() + 3, 110,
                                               box.height() - 6), row.result, LEAST)
        x = MARGIN
        for banner in content.banners:
            width = min(w - 2 * MARGIN, width_of(banner, LEAST) + 40)
            pill(painter, QRectF(x, self.rect().height() - MARGIN - 40, width, 44), GOLD, banner,
                 LEAST, None, INK)
            x += width + 12

    @staticmethod
    def _paint_result(painter: QPainter, rect: QRectF, result: str, size: float) -> None:
        if result == "right":
            pill(painter, rect, RIGHT, "✓ right", size)
        elif result == "wrong":
            pill(painter, rect, WRONG, "✗ wrong", size)
        elif result == "out":
            pill(painter, rect, WRONG, "✗ out", size)
        elif result:
            pill(painter, rect, palette.PEBBLE, result, size, None, INK)
