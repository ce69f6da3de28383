"""The pieces of Therapy's table beside the board: couches with their peg holes, the panel
that says what is happening (with the reveal of a session), the banner of a big moment, and
the peg that flies to a couch. They draw what the scene gives them and know no rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import ui_font
from psychboard.gui.items.fixed import MUTED, PANEL, PANEL_EDGE, TEXT, FixedItem
from psychboard.gui.items.pegs import PegsItem
from psychboard.gui.text_fit import shrunk_font
from psychboard.gui.widgets.token_icon import paint_token_face

COUCH_W, COUCH_H = 222.0, 104.0
PEG_NUMBER = 23.0  # a hole's Stage number: 10 px on screen in a maximized 1024×640 window
MATCH = QColor(palette.GREEN)
MISS = QColor(palette.VERMILLION)
VERDICT = 52.0  # the verdict's height
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def wrapped(painter: QPainter, box: QRectF, words: str, size: float, colour: QColor,
            weight: QFont.Weight = QFont.Weight.DemiBold, smallest: float = 17.0) -> float:
    """Draw `words` wrapped in `box`, shrinking to fit down to `smallest`; returns the height
    used."""
    font = shrunk_font(words, box.width(), box.height(), size, smallest, weight=weight,
                       wrap=True, factor=1.0, less=1.0)
    needed = QFontMetricsF(font).boundingRect(box, WRAP, words)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(box, WRAP, words)
    return min(needed.height(), box.height())


class CouchItem(FixedItem):
    """One seat's couch: token, name, what it is doing, and a hole per Stage for its pegs."""

    def __init__(self, name: str, colour: str, token: str, who: str) -> None:
        super().__init__(COUCH_W, COUCH_H, margin=6.0)
        self.name, self.colour, self.token, self.who = name, colour, token, who
        self.note = ""
        self.active = False
        self.pegs = PegsItem(6, width=COUCH_W - 12, height=40, columns=6,
                             colour=QColor(colour).darker(160), number_size=PEG_NUMBER)
        self.pegs.setParentItem(self)
        self.pegs.setPos(COUCH_W / 2, COUCH_H - 26)

    def set_state(self, note: str, active: bool) -> None:
        if (note, active) != (self.note, self.active):
            self.note, self.active = note, active
            self.update()

    def hole(self, index: int) -> QPointF:
        """A peg hole's centre in scene coordinates."""
        return self.pegs.mapToScene(self.pegs.hole_centre(index))

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(palette.theme().color("highlight"), 4) if self.active
                       else QPen(PANEL_EDGE, 1.5))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 12, 12)
        paint_token_face(painter, self.token, self.colour, self.name, QPointF(22, 19), 13)
        name_font = ui_font(22, QFont.Weight.Bold)
        painter.setFont(name_font)
        painter.setPen(TEXT)
        name = QFontMetricsF(name_font).elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                   rect.width() - 50)
        painter.drawText(QRectF(42, 4, rect.width() - 46, 28),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        small = ui_font(18, QFont.Weight.DemiBold)
        painter.setFont(small)
        painter.setPen(QColor(palette.YELLOW) if self.note else MUTED)
        line = QFontMetricsF(small).elidedText(self.note or self.who,
                                              Qt.TextElideMode.ElideRight, rect.width() - 20)
        painter.drawText(QRectF(12, 33, rect.width() - 20, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)


@dataclass(frozen=True)
class Info:
    """What the panel beside the board says: a heading, a title, paragraphs, and for a
    session's reveal the two answers; for a rating, the scale with the ±1 band."""

    heading: str
    title: str
    body: tuple[str, ...] = ()
    options: tuple[str, ...] = ()
    marked: int | None = None        # the option given (Insight), shown once checked
    right: int | None = None         # the right option, shown once checked
    answers: tuple[str, str] = ("", "")
    rating: tuple[int, int] | None = None
    verdict: str = ""
    good: bool = False
    accent: str = ""


class InfoPanel(FixedItem):
    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height, margin=6.0)
        self.info = Info("", "")
        self.verdict_box = QRectF()  # where the verdict and the scale's label were last drawn
        self.match_label = QRectF()

    def set_info(self, info: Info) -> None:
        if info != self.info:
            self.info = info
            self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        info = self.info
        painter.setPen(QPen(QColor(info.accent) if info.accent else PANEL_EDGE, 3))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 14, 14)
        inner = rect.adjusted(20, 14, -20, -14)
        heading = ui_font(19, QFont.Weight.Bold)
        painter.setFont(heading)
        painter.setPen(QColor(info.accent).lighter(130) if info.accent else MUTED)
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), 24),
                         Qt.AlignmentFlag.AlignLeft, QFontMetricsF(heading).elidedText(
                             info.heading.upper(), Qt.TextElideMode.ElideRight, inner.width()))
        # What must show whole (the options, the answers, the scale and the verdict) is kept
        # room for at the bottom; the title and the paragraphs shrink into what is left.
        options = [self._option_height(inner.width(), o) for o in info.options]
        kept = (sum(options) + (84 if any(info.answers) else 0)
                + (100 if info.rating is not None else 0) + (VERDICT + 10 if info.verdict else 0))
        limit = inner.bottom() - kept
        y = inner.top() + 30
        y += wrapped(painter, QRectF(inner.left(), y, inner.width(), min(130, limit - y)),
                     info.title, 27, TEXT, QFont.Weight.Bold, smallest=19) + 12
        for words in info.body:
            y += wrapped(painter, QRectF(inner.left(), y, inner.width(), limit - y),
                         words, 21, TEXT, smallest=17) + 8
        y = min(y, limit)
        for index, option in enumerate(info.options):
            y = self._option(painter, QRectF(inner.left(), y, inner.width(), 64), index,
                             option) + 6
        if any(info.answers):
            y = self._answers(painter, QRectF(inner.left(), y + 4, inner.width(), 80))
        if info.rating is not None:
            y = self._scale(painter, QRectF(inner.left(), y + 8, inner.width(), 84),
                            *info.rating)
        if info.verdict:
            self.verdict_box = QRectF(inner.left(), min(y + 10, inner.bottom() - VERDICT),
                                      inner.width(), VERDICT)
            self._verdict(painter, self.verdict_box)

    @staticmethod
    def _option_height(width: float, words: str) -> float:
        """The height `_option` takes for `words` (at its largest size), gap included."""
        box = QRectF(0, 0, width - 44, 64)
        used = QFontMetricsF(ui_font(21, QFont.Weight.DemiBold)).boundingRect(box, WRAP, words)
        return max(36.0, min(used.height(), 64) + 6) + 6

    def _option(self, painter: QPainter, box: QRectF, index: int, words: str) -> float:
        info = self.info
        chip = QRectF(box.left(), box.top(), 32, 32)
        colour = QColor(palette.WHITE)
        if info.right == index:
            colour = MATCH
        elif info.marked == index:
            colour = MISS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(chip, 8, 8)
        painter.setFont(ui_font(19, QFont.Weight.Black))
        painter.setPen(QColor(palette.INK) if colour == QColor(palette.WHITE) else TEXT)
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, str(index + 1))
        used = wrapped(painter, QRectF(chip.right() + 12, box.top() + 3,
                                       box.width() - 44, box.height()), words, 21, TEXT,
                       smallest=19)
        return box.top() + max(36.0, used + 6)

    def _answers(self, painter: QPainter, box: QRectF) -> float:
        half = box.width() / 2
        for i, words in enumerate(self.info.answers):
            cell = QRectF(box.left() + i * half, box.top(), half - 8, box.height())
            painter.setPen(QPen(PANEL_EDGE, 1.5))
            painter.setBrush(QColor(255, 255, 255, 26))
            painter.drawRoundedRect(cell, 10, 10)
            wrapped(painter, cell.adjusted(10, 6, -10, -6), words, 21, TEXT, QFont.Weight.Bold)
        return box.bottom()

    def _scale(self, painter: QPainter, box: QRectF, answer: int, prediction: int) -> float:
        step = box.width() / 10
        row = QRectF(box.left(), box.top() + 26, box.width(), 34)
        low, high = max(1, answer - 1), min(10, answer + 1)
        band = QRectF(row.left() + (low - 1) * step, row.top() - 4, (high - low + 1) * step,
                      row.height() + 8)
        painter.setPen(QPen(MATCH, 3))
        painter.setBrush(QColor(0, 158, 115, 70))
        painter.drawRoundedRect(band, 8, 8)
        painter.setFont(ui_font(19, QFont.Weight.Bold))
        painter.setPen(TEXT)
        label = QRectF(band.left() - 60, box.top(), band.width() + 120, 24)
        label.moveLeft(max(box.left(), min(label.left(), box.right() - label.width())))
        self.match_label = label  # over the band, never past the panel's edge
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, "a match: within 1")
        for n in range(1, 11):
            cell = QRectF(row.left() + (n - 1) * step + 3, row.top(), step - 6, row.height())
            mark = n in (answer, prediction)
            painter.setPen(QPen(QColor(palette.WHITE), 2) if mark else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(palette.YELLOW) if n == prediction else
                             QColor(palette.WHITE) if n == answer else QColor(255, 255, 255, 40))
            painter.drawRoundedRect(cell, 6, 6)
            painter.setFont(ui_font(19, QFont.Weight.Black if mark else QFont.Weight.DemiBold))
            painter.setPen(QColor(palette.INK) if mark else TEXT)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(n))
        return row.bottom() + 8

    def _verdict(self, painter: QPainter, box: QRectF) -> None:
        colour = MATCH if self.info.good else MISS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        wrapped(painter, box.adjusted(18, 10, -18, -4), self.info.verdict, 24, TEXT,
                QFont.Weight.Black, smallest=18)


class Banner(FixedItem):
    """A big moment across the board (Psychosis, Crisis, a match, the winner)."""

    def __init__(self) -> None:
        super().__init__(620, 170, centred=True, margin=10.0)
        self.title = ""
        self.subtitle = ""
        self.colour = QColor(palette.PLUM)
        self.setZValue(60)
        self.setOpacity(0.0)
        self.hide()

    def set_text(self, title: str, subtitle: str, colour: str) -> None:
        self.title, self.subtitle, self.colour = title, subtitle, QColor(colour)
        self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor(palette.WHITE), 5))
        glow = QRadialGradient(rect.center(), rect.width() * 0.6)
        glow.setColorAt(0.0, self.colour.lighter(130))
        glow.setColorAt(1.0, self.colour.darker(130))
        painter.setBrush(glow)
        painter.drawRoundedRect(rect, 24, 24)
        painter.setFont(ui_font(60, QFont.Weight.Black))
        painter.setPen(TEXT)
        painter.drawText(QRectF(rect.left(), rect.top() + 12, rect.width(), 80),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        wrapped(painter, QRectF(rect.left() + 24, rect.top() + 96, rect.width() - 48, 64),
                self.subtitle, 24, TEXT)


class PegItem(QGraphicsObject):
    """A Mastery peg on its way to (or from) a couch."""

    def __init__(self, colour: str) -> None:
        super().__init__()
        self.colour = QColor(colour)
        self.setZValue(70)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-16, -16, 32, 32)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ball = QRadialGradient(QPointF(-4, -4), 18)
        ball.setColorAt(0.0, self.colour.lighter(150))
        ball.setColorAt(1.0, self.colour.darker(125))
        painter.setPen(QPen(QColor(palette.WHITE), 2.5))
        painter.setBrush(ball)
        painter.drawEllipse(QPointF(0, 0), 13, 13)


def peg_colours(pegs: Sequence[str], stages: Sequence[str], colours: Mapping[str, str]
                ) -> list[str | None]:
    """A couch's holes, one per Stage in board order: the Stage's colour where its peg is."""
    return [colours[s] if s in pegs else None for s in stages]


def swatch_icon(colour: str, side: int, ratio: float) -> QPixmap:
    """A Stage's swatch in a white rim with a dark edge, for a choice's button: it shows on
    any button, the Cosmos blue on the blue of the bar's buttons too."""
    picture = QPixmap(round(side * ratio), round(side * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(palette.INK), 1.5))
    painter.setBrush(QColor(palette.WHITE))
    painter.drawRoundedRect(QRectF(1, 1, side - 2, side - 2), 5, 5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(QRectF(5, 5, side - 10, side - 10), 3, 3)
    painter.end()
    return picture
