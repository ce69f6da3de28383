"""The side panels of the Jujitsu table: scores, cards left and this hand's bids.

Rulebook sections they show: "Post-Bid & Scoring" (this hand's points and the running totals
toward the target) and "What everyone can see" (which cards each player has left, and what
each player bid for each prize this hand, since every spent card is public). They draw what
the scene hands them and know no rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.core.cards import RANK_LABELS
from psychboard.games.jujitsu.items import SMALLEST, Drawn, elided, paint_panel, paint_token
from psychboard.gui import palette
from psychboard.gui.items.base import INK, text_colour_on, ui_font
from psychboard.gui.items.fixed import MUTED, TEXT
from psychboard.gui.items.seat_look import SeatLook

_FULL_SUIT = 13


def _tight(font: QFont) -> QFont:
    """`font` a little closer set, so "10" fits a card's cell at the panels' size."""
    font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -2.0)
    return font


class TrackerItem(Drawn):
    """A row per player with a cell per card of the suit, Ace up (a short game has fewer
    cells, the panel keeps its width); a card played this hand is dimmed and struck."""

    ROW, CELL, NAME = 36.0, 28.0, 88.0

    def __init__(self, looks: Sequence[SeatLook], cards: int = _FULL_SUIT) -> None:
        height = 66 + self.ROW * len(looks)
        super().__init__(QSizeF(self.NAME + _FULL_SUIT * self.CELL + 30, height))
        self._looks = tuple(looks)
        self._ranks = tuple(range(1, cards + 1))
        self._held: tuple[tuple[int, ...], ...] = tuple(self._ranks for _ in looks)
        self._last: tuple[int | None, ...] = (None,) * len(looks)
        self._out: frozenset[int] = frozenset()

    def set_hands(self, held: Sequence[Sequence[int]], last: Sequence[int | None],
                  sitting_out: frozenset[int]) -> None:
        self._held = tuple(tuple(h) for h in held)
        self._last = tuple(last)
        self._out = sitting_out
        self.update()

    def cell_played(self, seat: int, rank: int) -> bool:
        return rank not in self._held[seat]

    def cell_rect(self, seat: int, rank: int) -> QRectF:
        """The cell of `rank` in `seat`'s row, in item coordinates."""
        rect = self.rect()
        x0 = rect.left() + 15 + self.NAME
        top = rect.top() + 58 + seat * self.ROW
        return QRectF(x0 + (rank - 1) * self.CELL + 1.5, top + 3, self.CELL - 3, self.ROW - 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        paint_panel(painter, rect, title="CARDS LEFT")
        x0 = rect.left() + 15 + self.NAME
        painter.setFont(_tight(ui_font(SMALLEST, QFont.Weight.DemiBold)))
        for i, rank in enumerate(self._ranks):
            painter.drawText(QRectF(x0 + i * self.CELL, rect.top() + 34, self.CELL, 22),
                             Qt.AlignmentFlag.AlignCenter, RANK_LABELS[rank])
        for seat, look in enumerate(self._looks):
            top = rect.top() + 58 + seat * self.ROW
            painter.setOpacity(0.5 if seat in self._out else 1.0)
            paint_token(painter, look, QPointF(rect.left() + 28, top + self.ROW / 2 - 2), 10)
            painter.setFont(ui_font(SMALLEST, QFont.Weight.DemiBold))
            painter.setPen(TEXT)
            name_box = QRectF(rect.left() + 44, top, self.NAME - 32, self.ROW - 4)
            painter.drawText(name_box,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             elided(painter, look.name, name_box.width()))
            for rank in self._ranks:
                self._cell(painter, self.cell_rect(seat, rank), seat, rank, look)
            painter.setOpacity(1.0)

    def _cell(self, painter: QPainter, cell: QRectF, seat: int, rank: int,
              look: SeatLook) -> None:
        played = self.cell_played(seat, rank)
        colour = QColor(look.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        if played:
            painter.setBrush(QColor(255, 255, 255, 22))
        else:
            painter.setBrush(palette.theme().color("card_face"))
        painter.drawRoundedRect(cell, 4, 4)
        if not played:
            painter.setBrush(colour)
            painter.drawRect(QRectF(cell.left(), cell.bottom() - 3, cell.width(), 3))
        painter.setFont(_tight(ui_font(SMALLEST, QFont.Weight.Bold)))
        painter.setPen(QColor(255, 255, 255, 70) if played else INK)
        painter.drawText(cell.adjusted(0, -2, 0, -2), Qt.AlignmentFlag.AlignCenter,
                         RANK_LABELS[rank])
        if played:  # struck through as well as dimmed, so it reads without colour
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.4))
            painter.drawLine(cell.bottomLeft() + QPointF(4, -4), cell.topRight() + QPointF(-4, 4))
        if self._last[seat] == rank:  # the bid this seat revealed last round
            painter.setPen(QPen(QColor(palette.theme().highlight), 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(cell.adjusted(-1, -1, 1, 1), 5, 5)


class ScoresItem(Drawn):
    """This hand's points and the running totals, with a bar toward the target if there is one."""

    ROW = 40.0

    def __init__(self, looks: Sequence[SeatLook], width: float) -> None:
        super().__init__(QSizeF(width, 64 + self.ROW * len(looks)))
        self._looks = tuple(looks)
        self._title = ""
        self._hand: tuple[int, ...] = (0,) * len(looks)
        self._totals: tuple[int, ...] = (0,) * len(looks)
        self._target = 0

    def set_scores(self, title: str, hand: Sequence[int], totals: Sequence[int],
                   target: int) -> None:
        self._title, self._hand, self._totals = title, tuple(hand), tuple(totals)
        self._target = target
        self.update()

    @property
    def shown(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The hand points and totals on the panel."""
        return self._hand, self._totals

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        paint_panel(painter, rect, title=self._title.upper())
        cols = (rect.right() - 180, rect.right() - 90)
        painter.setFont(ui_font(SMALLEST, QFont.Weight.DemiBold))
        for x, label in zip(cols, ("HAND", "TOTAL"), strict=True):
            painter.drawText(QRectF(x - 40, rect.top() + 34, 140, 22),  # over its number
                             Qt.AlignmentFlag.AlignCenter, label)
        best = max(self._totals) if self._totals else 0
        for seat, look in enumerate(self._looks):
            top = rect.top() + 56 + seat * self.ROW
            paint_token(painter, look, QPointF(rect.left() + 28, top + 15), 11)
            painter.setFont(ui_font(SMALLEST, QFont.Weight.DemiBold))
            painter.setPen(TEXT)
            box = QRectF(rect.left() + 46, top, cols[0] - rect.left() - 60, 30)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             elided(painter, look.name, box.width()))
            painter.setFont(ui_font(SMALLEST, QFont.Weight.Bold))
            painter.drawText(QRectF(cols[0] - 10, top, 80, 30), Qt.AlignmentFlag.AlignCenter,
                             str(self._hand[seat]))
            total = str(self._totals[seat])
            if self._target:
                total += f" / {self._target}"
            painter.setPen(QColor(palette.theme().highlight)
                           if self._totals[seat] == best and best > 0 else TEXT)
            painter.drawText(QRectF(cols[1] - 30, top, 120, 30), Qt.AlignmentFlag.AlignCenter,
                             total)
            if self._target:
                self._bar(painter, QRectF(rect.left() + 46, top + 31, rect.width() - 62, 4),
                          self._totals[seat] / self._target, look)

    @staticmethod
    def _bar(painter: QPainter, bar: QRectF, share: float, look: SeatLook) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(bar, 2, 2)
        filled = QRectF(bar.left(), bar.top(), bar.width() * min(1.0, share), bar.height())
        painter.setBrush(QColor(look.colour))
        painter.drawRoundedRect(filled, 2, 2)


@dataclass(frozen=True)
class RoundRow:
    """One resolved round as the history shows it: the prize, each bid (None: sat out), who
    took it (None: discarded) and the tied ranks that were set aside."""

    round: int
    prize: int
    bids: tuple[int | None, ...]
    winner: int | None
    tied: tuple[int, ...]


class HistoryItem(Drawn):
    """This hand's rounds, newest last: what each player bid for each prize. Reading these
    is the whole game, so they stay on the table."""

    ROW = 30.0

    def __init__(self, looks: Sequence[SeatLook], size: QSizeF) -> None:
        super().__init__(size)
        self._looks = tuple(looks)
        self._rows: tuple[RoundRow, ...] = ()

    def set_rounds(self, rows: Sequence[RoundRow]) -> None:
        self._rows = tuple(rows)
        self.update()

    @property
    def rows(self) -> tuple[RoundRow, ...]:
        return self._rows

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        paint_panel(painter, rect, title="BIDS THIS HAND")
        left = rect.left() + 16
        prize_w = 74.0
        col_w = (rect.width() - 32 - prize_w) / max(len(self._looks), 1)
        top = rect.top() + 40
        painter.setFont(ui_font(SMALLEST, QFont.Weight.DemiBold))
        painter.drawText(QRectF(left, top, prize_w, 22), Qt.AlignmentFlag.AlignCenter, "PRIZE")
        for seat, look in enumerate(self._looks):
            paint_token(painter, look, QPointF(left + prize_w + (seat + 0.5) * col_w, top + 11), 10)
        room = int((rect.bottom() - top - 34) // self.ROW)
        rows = self._rows[-room:] if room > 0 else ()
        if not rows:
            painter.setFont(ui_font(SMALLEST, QFont.Weight.Medium))
            painter.drawText(QRectF(left, top + 30, rect.width() - 32, 40),
                             Qt.AlignmentFlag.AlignCenter, "Revealed bids appear here")
        for i, row in enumerate(rows):
            y = top + 30 + i * self.ROW
            self._row(painter, row, QRectF(left, y, rect.width() - 32, self.ROW - 4), prize_w,
                      col_w)

    def _row(self, painter: QPainter, row: RoundRow, box: QRectF, prize_w: float,
             col_w: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(box, 6, 6)
        painter.setFont(ui_font(SMALLEST, QFont.Weight.Bold))
        painter.setPen(QColor(palette.SALMON))
        prize = RANK_LABELS[row.prize] + " ♦"
        painter.drawText(QRectF(box.left(), box.top(), prize_w, box.height()),
                         Qt.AlignmentFlag.AlignCenter, prize)
        for seat, bid in enumerate(row.bids):
            cell = QRectF(box.left() + prize_w + seat * col_w + 4, box.top() + 2, col_w - 8,
                          box.height() - 4)
            if bid is None:
                continue
            if seat == row.winner:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(self._looks[seat].colour))
                painter.drawRoundedRect(cell, 5, 5)
                painter.setPen(text_colour_on(QColor(self._looks[seat].colour)))
                painter.setFont(ui_font(SMALLEST, QFont.Weight.Bold))
            else:
                painter.setPen(MUTED)
                painter.setFont(ui_font(SMALLEST, QFont.Weight.Medium))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, RANK_LABELS[bid])
            if bid in row.tied:  # tied cards were set aside: struck through
                painter.setPen(QPen(MUTED, 1.5))
                mid = cell.center().y()
                painter.drawLine(QPointF(cell.center().x() - 12, mid),
                                 QPointF(cell.center().x() + 12, mid))


