"""The opinion card as the table reads it, large enough to read aloud from across the room.

Rulebook "Start of Play": the reader reads the issue and the four responses a–d with the
opinion player's name filled in. On the table view the footer shows who has locked in (never
what). On a seat's private view the same card becomes the choice: the responses are clickable
rows, and the footer offers the stake (5, 15, 25 or pass) or Bypass, and Lock in.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from psychboard.games.psychologizer.rules import LETTERS, WAGERS
from psychboard.games.psychologizer.scene_panels import (
    GOLD,
    LEAST,
    MUTED,
    RIGHT,
    CardContent,
    Panel,
    Private,
    elided,
    fitted,
    key_cap,
    pill,
    text,
    token,
    width_of,
)
from psychboard.gui import palette
from psychboard.gui.card_painter import fit_text
from psychboard.gui.fonts import CARD_FAMILY
from psychboard.gui.items.base import INK, text_colour_on
from psychboard.gui.items.seat_look import SeatLook

BAND = 66.0
ISSUE_TOP = 138.0
ROWS_TOP = 300.0
ROW = 64.0
FOOTER = 572.0
MARGIN = 36.0


class CardPanel(Panel):
    def __init__(self, width: float = 996.0, height: float = 650.0) -> None:
        super().__init__(width, height)
        self.content: CardContent | None = None

    def set_content(self, content: CardContent | None) -> None:
        self.content = content
        self.set_hits(self._layout_hits(content) if content and content.private else [])
        self.update()

    # --- geometry ------------------------------------------------------------------------
    def row_rect(self, index: int) -> QRectF:
        return QRectF(MARGIN - 12, ROWS_TOP + index * ROW, self.rect().width() - 2 * MARGIN + 24,
                      ROW - 4)

    def _chip_rects(self) -> list[tuple[QRectF, str]]:
        x = MARGIN + 170
        chips = []
        for wager in WAGERS:
            chips.append((QRectF(x, FOOTER + 6, 104, 52), f"wager:{wager}"))
            x += 116
        chips.append((QRectF(x, FOOTER + 6, 120, 52), "pass"))
        return chips

    def _lock_rect(self) -> QRectF:
        return QRectF(self.rect().width() - MARGIN - 230, FOOTER + 4, 230, 56)

    def _bypass_rect(self) -> QRectF:
        return QRectF(self._lock_rect().left() - 200, FOOTER + 6, 184, 52)

    def _layout_hits(self, content: CardContent) -> list[tuple[QRectF, str]]:
        private = content.private
        assert private is not None
        if private.locked_text:
            return []
        hits = [(self.row_rect(i), f"letter:{letter}") for i, letter in enumerate(LETTERS)]
        if private.mode == "predict" and not private.playoff:
            hits += self._chip_rects()
        if private.mode == "respond" and private.can_bypass:
            hits.append((self._bypass_rect(), "bypass"))
        hits.append((self._lock_rect(), "lock"))
        return hits

    # --- painting ------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_sheet(painter)
        w = self.rect().width()
        band = self.paint_band(painter, content.colour, BAND)
        ink = text_colour_on(QColor(content.colour))
        text(painter, band.adjusted(MARGIN, 0, -390, 0), content.category.upper(), 30, ink,
             QFont.Weight.Black)
        if content.private is not None and content.viewer is not None:
            badge = QRectF(w - MARGIN - 380, 12, 380, 42)
            pill(painter, badge, palette.INK, f"PRIVATE · {content.viewer.name} only", LEAST)
        else:
            text(painter, band.adjusted(0, 0, -MARGIN, 0), "PSYCHOLOGIZER", LEAST, ink,
                 QFont.Weight.Bold, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        speaker = content.reader or content.opinion
        token(painter, QPointF(MARGIN + 14, 92), 14, speaker)
        reads = f"{content.reader.name} reads the card aloud" if content.reader is not None \
            else "The card for the table"
        elided(painter, QRectF(MARGIN + 40, 74, w - 2 * MARGIN - 40, 36),
               f"{reads}  ·  {content.opinion.name} gives an opinion", LEAST, INK)
        if content.note:
            elided(painter, QRectF(MARGIN + 40, 106, w - 2 * MARGIN - 40, 30), content.note,
                   LEAST, palette.BLUE, QFont.Weight.DemiBold)
        fitted(painter, QRectF(MARGIN, ISSUE_TOP, w - 2 * MARGIN, ROWS_TOP - ISSUE_TOP - 14),
               content.issue, 34, LEAST, INK, weight=QFont.Weight.Medium)
        self._paint_responses(painter, content)
        if content.private is None:
            self._paint_statuses(painter, content)
        else:
            self._paint_private(painter, content, content.private)

    def _paint_responses(self, painter: QPainter, content: CardContent) -> None:
        private = content.private
        choosing = private is not None and not private.locked_text
        right_room = 64 if choosing else 0
        boxes = [self.row_rect(i).adjusted(80, 4, -12 - right_room, -4) for i in range(4)]
        size = min(fit_text(painter.device(), box, t, 26, LEAST, family=CARD_FAMILY).size
                   for box, t in zip(boxes, content.responses, strict=True))
        colour = QColor(content.colour)
        for i, (box, response) in enumerate(zip(boxes, content.responses, strict=True)):
            row = self.row_rect(i)
            letter = LETTERS[i]
            picked = private is not None and private.letter == letter and not private.passed
            if picked:
                painter.setPen(QPen(GOLD, 4.0))
                painter.setBrush(QColor(palette.BUTTER))
                painter.drawRoundedRect(row, 16, 16)
            elif i % 2 == 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 10))
                painter.drawRoundedRect(row, 16, 16)
            disc = QPointF(row.left() + 44, row.center().y())
            painter.setPen(QPen(QColor(palette.WHITE), 3.0))
            painter.setBrush(INK if picked else colour)
            painter.drawEllipse(disc, 24, 24)
            text(painter, QRectF(disc.x() - 24, disc.y() - 25, 48, 48), letter, 28,
                 palette.WHITE if picked else text_colour_on(colour), QFont.Weight.Black,
                 Qt.AlignmentFlag.AlignCenter)
            fitted(painter, box, response, size, size, INK)
            if choosing:
                key_cap(painter, QRectF(row.right() - 56, row.center().y() - 17, 36, 34),
                        letter.upper())

    def _paint_statuses(self, painter: QPainter, content: CardContent) -> None:
        """Who is still choosing: a chip per seat, in one row of two lines for up to four
        seats, else in two rows of one line (the name and a mark)."""
        seats = content.seats
        if not seats:
            return
        w = self.rect().width()
        rows = 1 if len(seats) <= 4 else 2
        per_row = -(-len(seats) // rows)
        width = (w - 2 * MARGIN - 10 * (per_row - 1)) / per_row
        height = 64.0 if rows == 1 else 36.0
        for i, status in enumerate(seats):
            row, column = divmod(i, per_row)
            box = QRectF(MARGIN + column * (width + 10), FOOTER + row * (height + 4), width,
                         height)
            sitting_out = status.role == "sits out"
            painter.setPen(QPen(RIGHT if status.locked else QColor(palette.SAND), 2.5))
            painter.setBrush(QColor(palette.MINT) if status.locked else
                             QColor(palette.MIST) if sitting_out else QColor(palette.WHITE))
            painter.drawRoundedRect(box, min(14.0, height / 3), min(14.0, height / 3))
            token(painter, QPointF(box.left() + 22, box.center().y()), min(15.0, height * 0.34),
                  SeatLook("", status.seat.colour, status.seat.token))
            ink = RIGHT.darker(120) if status.locked else MUTED
            words = box.adjusted(42, 2, -8, -2)
            if rows == 1:
                state = ("✓ locked in" if status.locked else "sits out" if sitting_out
                         else "choosing…")
                if status.role == "opinion":  # the header names them: the chip says where
                    state = "opinion ✓" if status.locked else "opinion…"
                half = words.height() / 2
                elided(painter, words.adjusted(0, 0, 0, -half), status.seat.name, LEAST, INK)
                elided(painter, words.adjusted(0, half, 0, 0), state, LEAST, ink,
                       QFont.Weight.DemiBold)
                continue
            mark = "✓" if status.locked else "out" if sitting_out else "…"
            room = width_of(mark, LEAST) + 8
            elided(painter, words.adjusted(0, 0, -room, 0), status.seat.name, LEAST, INK)
            text(painter, words, mark, LEAST, ink, QFont.Weight.Bold,
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _paint_private(self, painter: QPainter, content: CardContent, private: Private) -> None:
        if private.locked_text:
            box = QRectF(MARGIN, FOOTER + 4, self.rect().width() - 2 * MARGIN, 56)
            painter.setPen(QPen(RIGHT, 2.5))
            painter.setBrush(QColor(palette.MINT))
            painter.drawRoundedRect(box, 16, 16)
            text(painter, box.adjusted(22, 0, -22, 0), private.locked_text, LEAST,
                 RIGHT.darker(140), QFont.Weight.Bold)
            return
        complete = private.letter is not None
        if private.mode == "predict" and not private.playoff:
            text(painter, QRectF(MARGIN, FOOTER + 6, 160, 52), "Your stake", LEAST, INK,
                 QFont.Weight.Bold)
            for rect, intent in self._chip_rects():
                if intent == "pass":
                    on = private.passed
                    pill(painter, rect, INK if on else palette.WHITE, "Pass  P", LEAST,
                         GOLD if on else MUTED)
                    continue
                wager = int(intent.split(":")[1])
                on = private.wager == wager and not private.passed
                key = str(WAGERS.index(wager) + 1)
                pill(painter, rect, GOLD if on else palette.WHITE, f"{wager}  ·{key}", 21,
                     INK if on else GOLD.darker(110), INK)
            complete = private.passed or (private.letter is not None and private.wager is not None)
        elif private.mode == "respond":
            text(painter, QRectF(MARGIN, FOOTER + 6, 420, 52),
                 "Pick the answer closest to your true opinion.", LEAST, MUTED,
                 QFont.Weight.DemiBold, wrap=True)
            if private.can_bypass:
                pill(painter, self._bypass_rect(), palette.WHITE, "Bypass card  X", LEAST, MUTED,
                     INK)
        else:
            text(painter, QRectF(MARGIN, FOOTER + 6, 520, 52),
                 "Playoff: no stakes — a wrong guess is out.", LEAST, MUTED, QFont.Weight.Bold)
        lock = self._lock_rect()
        pill(painter, lock, GOLD if complete else palette.ASH, "Lock in  ⏎", 23,
             INK if complete else None, INK if complete else QColor(palette.SLATE))
