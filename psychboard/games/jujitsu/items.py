"""The small pieces of the Jujitsu table that the shared items don't cover.

A seat's name plate, the face-down fan of an opponent's hand and the end-of-game summary;
also the panel look and seat tokens the side panels (`panels`) share. The hand, the caption
banner and the card pictures are the shared ones (gui/items). They draw what the scene hands
them and know no rules. Names are user text: drawn with `drawText`, never as markup.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.card import paint_soft_shadow
from psychboard.gui.items.card_cache import playing_back
from psychboard.gui.items.fixed import MUTED, PANEL, PANEL_EDGE, TEXT, FixedItem
from psychboard.gui.items.seat_look import SeatLook
from psychboard.gui.text_fit import elided as elide
from psychboard.gui.widgets.token_icon import paint_token_face

SMALLEST = 22.0  # the least text size on the table: 10 px on screen in a 1000×560 window
CAPTION = 22.0   # an empty pile's caption: 10 px on screen in the smallest (1000×560) window


def paint_panel(painter: QPainter, rect: QRectF, radius: float = 14.0, title: str = "") -> None:
    """The translucent rounded panel every piece of the table sits on, with its heading."""
    painter.setPen(QPen(PANEL_EDGE, 1.5))
    painter.setBrush(PANEL)
    painter.drawRoundedRect(rect, radius, radius)
    if title:
        painter.setFont(ui_font(SMALLEST, QFont.Weight.Bold))
        painter.setPen(MUTED)
        painter.drawText(QRectF(rect.left() + 16, rect.top() + 8, rect.width() - 32, 26),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)


def paint_token(painter: QPainter, look: SeatLook, centre: QPointF, r: float) -> None:
    """A seat's token: its shape in its colour, with the name's initial on it."""
    paint_token_face(painter, look.token, look.colour, look.name, centre, r)


def elided(painter: QPainter, text: str, width: float) -> str:
    """`text` cut to `width` in the painter's current font, with an ellipsis if cut."""
    return elide(text, painter.font(), width)


class Drawn(FixedItem):
    """A Jujitsu panel: a fixed size centred on its `pos`, with room for a glow round it."""

    def __init__(self, size: QSizeF) -> None:
        super().__init__(size.width(), size.height(), centred=True, margin=12.0)


class PlateItem(Drawn):
    """A seat's name plate: token, name, a line under it ("computer · hard", "thinking…")."""

    def __init__(self, look: SeatLook, width: float = 250.0) -> None:
        super().__init__(QSizeF(width, 62))
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

    @property
    def detail(self) -> str:
        return self._detail

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
        paint_panel(painter, rect, rect.height() / 2)
        r = rect.height() * 0.34
        paint_token(painter, self._look, QPointF(rect.left() + rect.height() / 2, 0), r)
        left = rect.left() + rect.height() + 2
        width = rect.right() - left - 14
        painter.setFont(ui_font(SMALLEST + 1, QFont.Weight.Bold))
        painter.setPen(TEXT)
        painter.drawText(QRectF(left, rect.top() + 4, width, 28),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         elided(painter, self._look.name, width))
        painter.setFont(ui_font(SMALLEST, QFont.Weight.Medium))
        note = self._note or self._detail
        painter.setPen(QColor(palette.theme().highlight) if self._note else MUTED)
        painter.drawText(QRectF(left, rect.top() + 31, width, 25),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         elided(painter, note, width))


class FanItem(Drawn):
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
            playing_back(painter, card)
            painter.restore()
        if n == 0:
            painter.setFont(ui_font(SMALLEST))
            painter.setPen(MUTED)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "no cards")


SHADOW_LIFT = 1.5


class SummaryItem(Drawn):
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

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """Room for the wide shadow of a panel raised high over the table."""
        spread = self.rect().width() * 0.035 * SHADOW_LIFT
        return self.rect().adjusted(-spread - 2, -spread - 2, spread + 2,
                                    spread * 2 + 2)

    def set_summary(self, title: str, reason: str, looks: Sequence[SeatLook],
                    hands: Sequence[Sequence[int]], totals: Sequence[int],
                    winners: Sequence[int]) -> None:
        self._title, self._reason, self._looks = title, reason, tuple(looks)
        self._hands = tuple(tuple(h) for h in hands)
        self._totals, self._winners = tuple(totals), frozenset(winners)
        cols = len(self._hands)
        self.resize(max(620.0, 300 + 90 * min(cols, 6) + 110), 190 + 46 * len(self._looks))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        paint_soft_shadow(painter, rect, 22, SHADOW_LIFT)
        painter.setPen(QPen(QColor(palette.theme().highlight), 3))
        painter.setBrush(QColor(14, 38, 29))  # opaque: nothing of the table shows through
        painter.drawRoundedRect(rect, 22, 22)
        painter.setFont(ui_font(34, QFont.Weight.Bold))
        painter.setPen(TEXT)
        painter.drawText(QRectF(rect.left() + 30, rect.top() + 22, rect.width() - 60, 48),
                         Qt.AlignmentFlag.AlignCenter,
                         elided(painter, self._title, rect.width() - 60))
        painter.setFont(ui_font(SMALLEST + 1, QFont.Weight.Medium))
        painter.setPen(MUTED)
        painter.drawText(QRectF(rect.left() + 30, rect.top() + 72, rect.width() - 60, 28),
                         Qt.AlignmentFlag.AlignCenter,
                         elided(painter, self._reason, rect.width() - 60))
        self._table(painter, rect)

    def _table(self, painter: QPainter, rect: QRectF) -> None:
        hands = self._hands[-6:]  # the last six hands fit; the totals cover every hand
        first = len(self._hands) - len(hands)
        name_w = 230.0
        col_w = min(90.0, (rect.width() - 80 - name_w - 110) / max(len(hands), 1))
        x0 = rect.left() + 40 + name_w
        top = rect.top() + 118
        painter.setFont(ui_font(SMALLEST, QFont.Weight.DemiBold))
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
            paint_token(painter, look, QPointF(rect.left() + 56, y + 17), 14)
            weight = QFont.Weight.Bold if won else QFont.Weight.DemiBold
            painter.setFont(ui_font(SMALLEST + 1, weight))
            painter.setPen(TEXT)
            name = look.name + ("  ★" if won else "")
            painter.drawText(QRectF(rect.left() + 80, y, name_w - 40, 34),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             elided(painter, name, name_w - 40))
            painter.setFont(ui_font(SMALLEST + 1, QFont.Weight.Medium))
            for i, scores in enumerate(hands):
                painter.drawText(QRectF(x0 + i * col_w, y, col_w, 34),
                                 Qt.AlignmentFlag.AlignCenter, str(scores[seat]))
            painter.setFont(ui_font(SMALLEST + 2, QFont.Weight.Bold))
            painter.setPen(QColor(palette.theme().highlight) if won else TEXT)
            painter.drawText(QRectF(total_x, y, 100, 34), Qt.AlignmentFlag.AlignCenter,
                             str(self._totals[seat]))
