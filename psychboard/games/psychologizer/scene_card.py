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
    MUTED,
    RIGHT,
    CardContent,
    Panel,
    Private,
    fitted,
    key_cap,
    pill,
    text,
    token,
)
from psychboard.gui.card_painter import fit_text
from psychboard.gui.fonts import CARD_FAMILY
from psychboard.gui.items.base import INK, text_colour_on

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
        text(painter, band.adjusted(MARGIN, 0, -300, 0), content.category.upper(), 30, ink,
             QFont.Weight.Black)
        if content.private is not None and content.viewer is not None:
            badge = QRectF(w - MARGIN - 300, 14, 300, 38)
            pill(painter, badge, "#1E1E24", f"PRIVATE · {content.viewer.name} only", 17)
        else:
            text(painter, band.adjusted(0, 0, -MARGIN, 0), "PSYCHOLOGIZER", 17, ink,
                 QFont.Weight.Bold, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        speaker = content.reader or content.opinion
        token(painter, QPointF(MARGIN + 14, 92), 14, speaker)
        reads = f"{content.reader.name} reads the card aloud" if content.reader is not None \
            else "The card for the table"
        text(painter, QRectF(MARGIN + 40, 74, w - 2 * MARGIN - 40, 36),
             f"{reads}  ·  {content.opinion.name} gives an opinion", 21, INK,
             QFont.Weight.Bold)
        if content.note:
            text(painter, QRectF(MARGIN + 40, 106, w - 2 * MARGIN - 40, 28), content.note, 17,
                 "#0072B2", QFont.Weight.DemiBold)
        fitted(painter, QRectF(MARGIN, ISSUE_TOP, w - 2 * MARGIN, ROWS_TOP - ISSUE_TOP - 14),
               content.issue, 34, 17, INK, weight=QFont.Weight.Medium)
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
        size = min(fit_text(painter.device(), box, t, 26, 13, family=CARD_FAMILY).size
                   for box, t in zip(boxes, content.responses, strict=True))
        colour = QColor(content.colour)
        for i, (box, response) in enumerate(zip(boxes, content.responses, strict=True)):
            row = self.row_rect(i)
            letter = LETTERS[i]
            picked = private is not None and private.letter == letter and not private.passed
            if picked:
                painter.setPen(QPen(GOLD, 4.0))
                painter.setBrush(QColor("#FFF1CC"))
                painter.drawRoundedRect(row, 16, 16)
            elif i % 2 == 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 10))
                painter.drawRoundedRect(row, 16, 16)
            disc = QPointF(row.left() + 44, row.center().y())
            painter.setPen(QPen(QColor("#FFFFFF"), 3.0))
            painter.setBrush(INK if picked else colour)
            painter.drawEllipse(disc, 24, 24)
            text(painter, QRectF(disc.x() - 24, disc.y() - 25, 48, 48), letter, 28,
                 "#FFFFFF" if picked else text_colour_on(colour), QFont.Weight.Black,
                 Qt.AlignmentFlag.AlignCenter)
            fitted(painter, box, response, size, size, INK)
            if choosing:
                key_cap(painter, QRectF(row.right() - 56, row.center().y() - 17, 36, 34),
                        letter.upper())

    def _paint_statuses(self, painter: QPainter, content: CardContent) -> None:
        seats = content.seats
        if not seats:
            return
        w = self.rect().width()
        width = (w - 2 * MARGIN - 10 * (len(seats) - 1)) / len(seats)
        for i, status in enumerate(seats):
            box = QRectF(MARGIN + i * (width + 10), FOOTER + 4, width, 56)
            sitting_out = status.role == "sits out"
            painter.setPen(QPen(RIGHT if status.locked else QColor("#D9CFBC"), 2.5))
            painter.setBrush(QColor("#EAF6F1") if status.locked else
                             QColor("#F1EEE8") if sitting_out else QColor("#FFFFFF"))
            painter.drawRoundedRect(box, 14, 14)
            token(painter, QPointF(box.left() + 26, box.center().y()), 15, status.seat)
            compact = width < 150
            label_box = box.adjusted(48, 4, -6, -4)
            text(painter, label_box.adjusted(0, 0, 0, -label_box.height() / 2),
                 status.seat.name, 15 if compact else 17, INK, QFont.Weight.Bold)
            state = ("✓ locked in" if status.locked else "sits out" if sitting_out
                     else "choosing…")
            if status.role == "opinion" and not compact:
                state = f"opinion · {state}"
            text(painter, label_box.adjusted(0, label_box.height() / 2, 0, 0), state,
                 13 if compact else 14, RIGHT.darker(120) if status.locked else MUTED,
                 QFont.Weight.DemiBold)

    def _paint_private(self, painter: QPainter, content: CardContent, private: Private) -> None:
        if private.locked_text:
            box = QRectF(MARGIN, FOOTER + 4, self.rect().width() - 2 * MARGIN, 56)
            painter.setPen(QPen(RIGHT, 2.5))
            painter.setBrush(QColor("#EAF6F1"))
            painter.drawRoundedRect(box, 16, 16)
            text(painter, box.adjusted(22, 0, -22, 0), private.locked_text, 19,
                 RIGHT.darker(140), QFont.Weight.Bold)
            return
        complete = private.letter is not None
        if private.mode == "predict" and not private.playoff:
            text(painter, QRectF(MARGIN, FOOTER + 6, 160, 52), "Your stake", 20, INK,
                 QFont.Weight.Bold)
            for rect, intent in self._chip_rects():
                if intent == "pass":
                    on = private.passed
                    pill(painter, rect, INK if on else "#FFFFFF", "Pass  P", 19,
                         GOLD if on else MUTED)
                    continue
                wager = int(intent.split(":")[1])
                on = private.wager == wager and not private.passed
                key = str(WAGERS.index(wager) + 1)
                pill(painter, rect, GOLD if on else "#FFFFFF", f"{wager}  ·{key}", 21,
                     INK if on else GOLD.darker(110), INK)
            complete = private.passed or (private.letter is not None and private.wager is not None)
        elif private.mode == "respond":
            text(painter, QRectF(MARGIN, FOOTER + 6, 420, 52),
                 "Pick the answer closest to your true opinion.", 18, MUTED,
                 QFont.Weight.DemiBold, wrap=True)
            if private.can_bypass:
                pill(painter, self._bypass_rect(), "#FFFFFF", "Bypass card  X", 18, MUTED, INK)
        else:
            text(painter, QRectF(MARGIN, FOOTER + 6, 520, 52),
                 "Playoff: no stakes — a wrong guess is out.", 19, MUTED, QFont.Weight.Bold)
        lock = self._lock_rect()
        pill(painter, lock, GOLD if complete else "#D8D2C6", "Lock in  ⏎", 23,
             INK if complete else None, INK if complete else QColor("#8A8F9C"))
