"""The pieces of the Jujitsu table that the shared items don't cover.

A seat's name plate, the face-down fan of an opponent's hand, the card tracker ("which cards
each player has left", rules section "What everyone can see"), the score board with the
totals toward the target, a caption banner and the end-of-game summary. They draw what the
scene hands them and know no rules. Names are user text: drawn with `drawText`, never as
markup.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.core.cards import RANK_LABELS
from psychboard.gui import palette
from psychboard.gui.card_painter import paint_card
from psychboard.gui.items.base import INK, text_colour_on, ui_font
from psychboard.gui.items.card import paint_soft_shadow
from psychboard.gui.items.token import token_path

PANEL = QColor(12, 32, 24, 170)
PANEL_EDGE = QColor(255, 255, 255, 40)
TEXT = QColor("#FFFFFF")
MUTED = QColor(255, 255, 255, 170)
_RANKS = tuple(range(1, 14))


@dataclass(frozen=True)
class SeatLook:
    """How a seat is drawn: its name, colour and token shape (never colour alone)."""

    name: str
    colour: str
    token: str


def _panel(painter: QPainter, rect: QRectF, radius: float = 14.0) -> None:
    painter.setPen(QPen(PANEL_EDGE, 1.5))
    painter.setBrush(PANEL)
    painter.drawRoundedRect(rect, radius, radius)


def _token(painter: QPainter, look: SeatLook, centre: QPointF, r: float) -> None:
    painter.save()
    painter.translate(centre)
    painter.setBrush(QColor(look.colour))
    painter.setPen(QPen(QColor("#FFFFFF"), r * 0.14))
    painter.drawPath(token_path(look.token, r))
    painter.setFont(ui_font(r * 0.95, QFont.Weight.Bold))
    painter.setPen(text_colour_on(QColor(look.colour)))
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                     look.name[:1].upper())
    painter.restore()


def _elided(painter: QPainter, text: str, width: float) -> str:
    return QFontMetricsF(painter.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)


class _Drawn(QGraphicsObject):
    """A non-interactive item of a fixed size centred on its `pos`."""

    def __init__(self, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = QSizeF(size)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def rect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.rect().adjusted(-12, -12, 12, 12)


class PlateItem(_Drawn):
    """A seat's name plate: token, name, a line under it ("computer · hard", "thinking…")."""

    def __init__(self, look: SeatLook, width: float = 250.0) -> None:
        super().__init__(QSizeF(width, 56))
        self._look = look
        self._detail = ""
        self._note = ""
        self._due = False
        self._out = False

    def set_state(self, detail: str, note: str, due: bool, sitting_out: bool) -> None:
        """`note` (highlighted) replaces the detail line while set; `due` glows: this seat
        still has to bid."""
        state = (detail, note, due, sitting_out)
        if state != (self._detail, self._note, self._due, self._out):
            self._detail, self._note, self._due, self._out = state
            self.update()

    @property
    def note(self) -> str:
        return self._note

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        painter.setOpacity(0.55 if self._out else 1.0)
        if self._due:
            glow = QColor(palette.theme().highlight)
            painter.setPen(QPen(glow, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), rect.height() / 2 + 3,
                                    rect.height() / 2 + 3)
        _panel(painter, rect, rect.height() / 2)
        r = rect.height() * 0.34
        _token(painter, self._look, QPointF(rect.left() + rect.height() / 2, 0), r)
        left = rect.left() + rect.height() + 2
        width = rect.right() - left - 14
        painter.setFont(ui_font(19, QFont.Weight.Bold))
        painter.setPen(TEXT)
        painter.drawText(QRectF(left, rect.top() + 5, width, 26),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         _elided(painter, self._look.name, width))
        painter.setFont(ui_font(14, QFont.Weight.Medium))
        note = self._note or self._detail
        painter.setPen(QColor(palette.theme().highlight) if self._note else MUTED)
        painter.drawText(QRectF(left, rect.top() + 29, width, 20),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         _elided(painter, note, width))


class FanItem(_Drawn):
    """An opponent's hand, face down, as a gentle fan: one back per card still held."""

    CARD = QSizeF(46, 64)

    def __init__(self) -> None:
        super().__init__(QSizeF(200, 90))
        self._count = 0
        self._width = 200.0

    def set_width(self, width: float) -> None:
        """The room the fan may take: a narrow place squeezes the cards closer."""
        if width != self._width:
            self._width = width
            self.update()

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        n = self._count
        w, h = self.CARD.width(), self.CARD.height()
        spread = min(11.0, (min(self._width, 200.0) - w - 12) / max(n - 1, 1))
        for i in range(n):
            t = i - (n - 1) / 2
            painter.save()
            painter.translate(t * spread, abs(t) * abs(t) * 0.35 + 4)
            painter.rotate(t * 2.2)
            card = QRectF(-w / 2, -h / 2, w, h)
            if i == 0:
                paint_soft_shadow(painter, card, w * 0.06)
            paint_card(painter, card, "playing", None, "back")
            painter.restore()
        if n == 0:
            painter.setFont(ui_font(14))
            painter.setPen(MUTED)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "no cards")


class CaptionItem(_Drawn):
    """A line of text on a soft pill, for results ("Ann takes the 9 with a Queen")."""

    def __init__(self, width: float, height: float = 40.0, size: float = 18.0) -> None:
        super().__init__(QSizeF(width, height))
        self._text = ""
        self._font_size = size
        self._accent = False

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, accent: bool = False) -> None:
        self._text, self._accent = text, accent
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        painter.setFont(ui_font(self._font_size, QFont.Weight.DemiBold))
        metrics = QFontMetricsF(painter.font())
        full = self.rect()
        text = metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, full.width() - 36)
        width = min(full.width(), metrics.horizontalAdvance(text) + 40)
        pill = QRectF(-width / 2, full.top(), width, full.height())
        painter.setPen(QPen(QColor(palette.theme().highlight), 2.0) if self._accent
                       else QPen(PANEL_EDGE, 1.5))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(TEXT)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


class TrackerItem(_Drawn):
    """A 13-cell row per player, Ace to King; a card played this hand is dimmed and struck."""

    ROW, CELL, NAME = 36.0, 25.0, 112.0

    def __init__(self, looks: Sequence[SeatLook]) -> None:
        height = 58 + self.ROW * len(looks)
        super().__init__(QSizeF(self.NAME + 13 * self.CELL + 30, height))
        self._looks = tuple(looks)
        self._held: tuple[tuple[int, ...], ...] = tuple(_RANKS for _ in looks)
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
        top = rect.top() + 50 + seat * self.ROW
        return QRectF(x0 + (rank - 1) * self.CELL + 1.5, top + 3, self.CELL - 3, self.ROW - 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        _panel(painter, rect)
        painter.setFont(ui_font(15, QFont.Weight.Bold))
        painter.setPen(MUTED)
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 22),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         "CARDS LEFT")
        x0 = rect.left() + 15 + self.NAME
        painter.setFont(ui_font(12, QFont.Weight.DemiBold))
        for i, rank in enumerate(_RANKS):
            painter.drawText(QRectF(x0 + i * self.CELL, rect.top() + 30, self.CELL, 18),
                             Qt.AlignmentFlag.AlignCenter, RANK_LABELS[rank])
        for seat, look in enumerate(self._looks):
            top = rect.top() + 50 + seat * self.ROW
            painter.setOpacity(0.5 if seat in self._out else 1.0)
            _token(painter, look, QPointF(rect.left() + 28, top + self.ROW / 2 - 2), 10)
            painter.setFont(ui_font(14, QFont.Weight.DemiBold))
            painter.setPen(TEXT)
            name_box = QRectF(rect.left() + 44, top, self.NAME - 32, self.ROW - 4)
            painter.drawText(name_box,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             _elided(painter, look.name, name_box.width()))
            for rank in _RANKS:
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
            painter.setBrush(QColor("#FFFDF8"))
        painter.drawRoundedRect(cell, 4, 4)
        if not played:
            painter.setBrush(colour)
            painter.drawRect(QRectF(cell.left(), cell.bottom() - 3, cell.width(), 3))
        painter.setFont(ui_font(12, QFont.Weight.Bold))
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


class ScoresItem(_Drawn):
    """This hand's points and the running totals, with a bar toward the target if there is one."""

    ROW = 40.0

    def __init__(self, looks: Sequence[SeatLook], width: float) -> None:
        super().__init__(QSizeF(width, 58 + self.ROW * len(looks)))
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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        _panel(painter, rect)
        painter.setFont(ui_font(15, QFont.Weight.Bold))
        painter.setPen(MUTED)
        head = QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 22)
        painter.drawText(head, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self._title.upper())
        cols = (rect.right() - 150, rect.right() - 70)
        painter.setFont(ui_font(12, QFont.Weight.DemiBold))
        for x, label in zip(cols, ("THIS HAND", "TOTAL"), strict=True):
            painter.drawText(QRectF(x - 10, rect.top() + 30, 80, 18),
                             Qt.AlignmentFlag.AlignCenter, label)
        best = max(self._totals) if self._totals else 0
        for seat, look in enumerate(self._looks):
            top = rect.top() + 50 + seat * self.ROW
            _token(painter, look, QPointF(rect.left() + 28, top + 15), 11)
            painter.setFont(ui_font(15, QFont.Weight.DemiBold))
            painter.setPen(TEXT)
            box = QRectF(rect.left() + 46, top, cols[0] - rect.left() - 60, 30)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             _elided(painter, look.name, box.width()))
            painter.setFont(ui_font(18, QFont.Weight.Bold))
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


class HistoryItem(_Drawn):
    """This hand's rounds, newest last: what each player bid for each prize. Reading these
    is the whole game, so they stay on the table."""

    ROW = 27.0

    def __init__(self, looks: Sequence[SeatLook], size: QSizeF) -> None:
        super().__init__(size)
        self._looks = tuple(looks)
        self._rows: tuple[RoundRow, ...] = ()

    def set_rounds(self, rows: Sequence[RoundRow]) -> None:
        self._rows = tuple(rows)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        _panel(painter, rect)
        painter.setFont(ui_font(15, QFont.Weight.Bold))
        painter.setPen(MUTED)
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 22),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         "BIDS THIS HAND")
        left = rect.left() + 16
        prize_w = 74.0
        col_w = (rect.width() - 32 - prize_w) / max(len(self._looks), 1)
        top = rect.top() + 40
        painter.setFont(ui_font(12, QFont.Weight.DemiBold))
        painter.drawText(QRectF(left, top, prize_w, 22), Qt.AlignmentFlag.AlignCenter, "PRIZE")
        for seat, look in enumerate(self._looks):
            _token(painter, look, QPointF(left + prize_w + (seat + 0.5) * col_w, top + 11), 10)
        room = int((rect.bottom() - top - 34) // self.ROW)
        rows = self._rows[-room:] if room > 0 else ()
        if not rows:
            painter.setFont(ui_font(14, QFont.Weight.Medium))
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
        painter.setFont(ui_font(14, QFont.Weight.Bold))
        painter.setPen(QColor("#FF8A8A"))
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
                painter.setFont(ui_font(14, QFont.Weight.Bold))
            else:
                painter.setPen(MUTED)
                painter.setFont(ui_font(14, QFont.Weight.Medium))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, RANK_LABELS[bid])
            if bid in row.tied:  # tied cards were set aside: struck through
                painter.setPen(QPen(MUTED, 1.5))
                mid = cell.center().y()
                painter.drawLine(QPointF(cell.center().x() - 12, mid),
                                 QPointF(cell.center().x() + 12, mid))


class SummaryItem(_Drawn):
    """The end of the game: who won and why, and every hand's scores with the totals."""

    def __init__(self) -> None:
        super().__init__(QSizeF(760, 420))
        self._title = ""
        self._reason = ""
        self._looks: tuple[SeatLook, ...] = ()
        self._hands: tuple[tuple[int, ...], ...] = ()
        self._totals: tuple[int, ...] = ()
        self._winners: frozenset[int] = frozenset()

    @property
    def title(self) -> str:
        return self._title

    def set_summary(self, title: str, reason: str, looks: Sequence[SeatLook],
                    hands: Sequence[Sequence[int]], totals: Sequence[int],
                    winners: Sequence[int]) -> None:
        self._title, self._reason, self._looks = title, reason, tuple(looks)
        self._hands = tuple(tuple(h) for h in hands)
        self._totals, self._winners = tuple(totals), frozenset(winners)
        self.prepareGeometryChange()
        cols = len(self._hands)
        self._size = QSizeF(max(620.0, 300 + 90 * min(cols, 6) + 110),
                            190 + 46 * len(self._looks))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        paint_soft_shadow(painter, rect, 22, 3.0)
        painter.setPen(QPen(QColor(palette.theme().highlight), 3))
        painter.setBrush(QColor(14, 38, 29, 240))
        painter.drawRoundedRect(rect, 22, 22)
        painter.setFont(ui_font(34, QFont.Weight.Bold))
        painter.setPen(TEXT)
        painter.drawText(QRectF(rect.left() + 30, rect.top() + 22, rect.width() - 60, 48),
                         Qt.AlignmentFlag.AlignCenter,
                         _elided(painter, self._title, rect.width() - 60))
        painter.setFont(ui_font(17, QFont.Weight.Medium))
        painter.setPen(MUTED)
        painter.drawText(QRectF(rect.left() + 30, rect.top() + 72, rect.width() - 60, 26),
                         Qt.AlignmentFlag.AlignCenter, self._reason)
        self._table(painter, rect)

    def _table(self, painter: QPainter, rect: QRectF) -> None:
        hands = self._hands[-6:]  # the last six hands fit; the totals cover every hand
        first = len(self._hands) - len(hands)
        name_w = 230.0
        col_w = min(90.0, (rect.width() - 80 - name_w - 110) / max(len(hands), 1))
        x0 = rect.left() + 40 + name_w
        top = rect.top() + 118
        painter.setFont(ui_font(14, QFont.Weight.DemiBold))
        painter.setPen(MUTED)
        for i in range(len(hands)):
            painter.drawText(QRectF(x0 + i * col_w, top, col_w, 24),
                             Qt.AlignmentFlag.AlignCenter, f"Hand {first + i + 1}")
        total_x = x0 + len(hands) * col_w + 10
        painter.drawText(QRectF(total_x, top, 100, 24), Qt.AlignmentFlag.AlignCenter, "Total")
        for seat, look in enumerate(self._looks):
            y = top + 34 + seat * 46
            won = seat in self._winners
            if won:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(230, 159, 0, 60))
                painter.drawRoundedRect(QRectF(rect.left() + 24, y - 4, rect.width() - 48, 42),
                                        10, 10)
            _token(painter, look, QPointF(rect.left() + 56, y + 17), 14)
            painter.setFont(ui_font(19, QFont.Weight.Bold if won else QFont.Weight.DemiBold))
            painter.setPen(TEXT)
            name = look.name + ("  ★" if won else "")
            painter.drawText(QRectF(rect.left() + 80, y, name_w - 40, 34),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             _elided(painter, name, name_w - 40))
            painter.setFont(ui_font(18, QFont.Weight.Medium))
            for i, scores in enumerate(hands):
                painter.drawText(QRectF(x0 + i * col_w, y, col_w, 34),
                                 Qt.AlignmentFlag.AlignCenter, str(scores[seat]))
            painter.setFont(ui_font(21, QFont.Weight.Bold))
            painter.setPen(QColor(palette.theme().highlight) if won else TEXT)
            painter.drawText(QRectF(total_x, y, 100, 34), Qt.AlignmentFlag.AlignCenter,
                             str(self._totals[seat]))


def arc_offset(index: int, count: int, spacing: float) -> tuple[QPointF, float]:
    """Where card `index` of a fanned hand of `count` sits, relative to the hand's centre,
    and its tilt in degrees: a flat arc, so a long hand still fits the table's width."""
    t = index - (count - 1) / 2
    return QPointF(t * spacing, 0.22 * t * t), t * 1.1 * math.copysign(1.0, spacing)


def shape_rect(size: QSizeF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height()))
    return path
