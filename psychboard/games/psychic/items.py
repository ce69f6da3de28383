"""The pieces of the Psychic Solitaire table that are not cards: they draw what the view says.

- `ScorePanel` — the score (face-down cards), the psychic rank it earns and a meter from 0 to
  48 marked with every rank's threshold (rulebook: HOW TO WIN AND SCORING).
- `LadderItem` — the four phases of concentration (rulebook: PLAY, phases 1–4), the current
  one lit and pointed at, the ones climbed ticked.
- `Placard` — what was just foretold ("announce, then flip"), the verdict of a flip, or the
  prompt with the hint.
- `HistoryStrip` — with foretelling on, every card seen face up, move by move.

The captions under the piles and the card pictures are the shared ones (gui/items). Every
item is a shared `FixedItem` drawn with `QPainter` in scene units; text is drawn with
`drawText`, never as markup, and each state that colour shows is also shown by a shape or a
word.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from psychboard.core.cards import RANK_NAMES, Card, Colour, Suit
from psychboard.games.psychic.rules import (
    BANDS,
    PERFECT_SCORE,
    Band,
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
    PublicMove,
)
from psychboard.gui import palette
from psychboard.gui.items.base import INK, ui_font
from psychboard.gui.items.card_cache import playing_face
from psychboard.gui.items.fixed import FixedItem
from psychboard.gui.playing_card_painter import suit_colour, suit_path

CREAM = QColor(palette.IVORY)
GOLD = QColor(palette.GOLD_DARK)
SMALL = 25.0  # the least text on the table: 10 px on screen at the smallest window's zoom


def draw_placard(painter: QPainter, rect: QRectF, radius: float, border: float,
                 shadow: float) -> None:
    """A cream card with a gold double frame and a soft drop shadow (placard, end screen)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60 + round(shadow * 2.5)))
    painter.drawRoundedRect(rect.translated(0, shadow), radius, radius)
    painter.setPen(QPen(GOLD, border))
    painter.setBrush(CREAM)
    painter.drawRoundedRect(rect, radius, radius)
    inset = radius * 0.45
    painter.setPen(QPen(GOLD, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius * 0.65,
                            radius * 0.65)
PANEL = QColor(12, 30, 22, 150)
WHITE = QColor(palette.WHITE)
SOFT_WHITE = QColor(255, 255, 255, 200)
RIGHT_COLOUR = QColor(palette.OKABE_ITO["green"])
WRONG_COLOUR = QColor(palette.OKABE_ITO["vermillion"])

_COLOUR_SUITS = {Colour.RED: (Suit.HEARTS, Suit.DIAMONDS),
                 Colour.BLACK: (Suit.CLUBS, Suit.SPADES)}
PHASE_ASKS = {Phase.COLOUR: "colour", Phase.SUIT: "suit", Phase.KIND: "kind",
              Phase.CARD: "kind and suit"}


def guess_label(guess: Guess) -> str:
    """A guess in words: "Red", "Hearts", "Queen", "Queen of Hearts"."""
    if isinstance(guess, GuessColour):
        return guess.colour.value.capitalize()
    if isinstance(guess, GuessSuit):
        return guess.suit.title
    if isinstance(guess, GuessKind):
        return RANK_NAMES[guess.rank]
    return f"{RANK_NAMES[guess.rank]} of {guess.suit.title}"


def guess_suits(guess: Guess) -> tuple[Suit, ...]:
    """The suit symbols that go with a guess (the non-colour cue for red and black)."""
    if isinstance(guess, GuessColour):
        return _COLOUR_SUITS[guess.colour]
    if isinstance(guess, GuessSuit | GuessCard):
        return (guess.suit,)
    return ()


def paint_suit(painter: QPainter, suit: Suit, rect: QRectF) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_colour(suit))
    painter.drawPath(suit_path(suit, rect))
    painter.restore()


def paint_guess(painter: QPainter, rect: QRectF, guess: Guess, size: float,
                colour: QColor = INK) -> None:
    """The guess centred in `rect` as suit symbols followed by its name."""
    font = ui_font(size, QFont.Weight.Bold)
    text = guess_label(guess)
    suits = guess_suits(guess)
    icon = size * 0.95
    width = QFontMetricsF(font).horizontalAdvance(text) + len(suits) * icon * 1.1
    width += icon * 0.35 if suits else 0.0
    x = rect.center().x() - width / 2
    y = rect.center().y()
    for suit in suits:
        paint_suit(painter, suit, QRectF(x, y - icon / 2, icon, icon))
        x += icon * 1.1
    if suits:
        x += icon * 0.35
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRectF(x, rect.top(), rect.right() - x, rect.height()),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)


def paint_mark(painter: QPainter, centre: QPointF, radius: float, right: bool) -> None:
    """A round badge with a tick (right) or a cross (wrong): shape and colour both tell."""
    painter.save()
    painter.setPen(QPen(WHITE, radius * 0.14))
    painter.setBrush(RIGHT_COLOUR if right else WRONG_COLOUR)
    painter.drawEllipse(centre, radius, radius)
    pen = QPen(WHITE, radius * 0.28, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    path = QPainterPath()
    r = radius * 0.45
    if right:
        path.moveTo(centre + QPointF(-r, 0.05 * r))
        path.lineTo(centre + QPointF(-0.25 * r, 0.75 * r))
        path.lineTo(centre + QPointF(r, -0.65 * r))
    else:
        path.moveTo(centre + QPointF(-r * 0.8, -r * 0.8))
        path.lineTo(centre + QPointF(r * 0.8, r * 0.8))
        path.moveTo(centre + QPointF(r * 0.8, -r * 0.8))
        path.lineTo(centre + QPointF(-r * 0.8, r * 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.restore()


def draw_text(painter: QPainter, rect: QRectF, text: str, size: float, colour: QColor,
          weight: QFont.Weight = QFont.Weight.DemiBold,
          align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(ui_font(size, weight))
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), text)


def fitted_size(text: str, size: float, width: float,
                weight: QFont.Weight = QFont.Weight.Bold) -> float:
    """The largest size up to `size` at which `text` fits on one line `width` wide."""
    natural = QFontMetricsF(ui_font(size, weight)).horizontalAdvance(text)
    return size if natural <= width else max(size * width / natural * 0.98, size * 0.4)


class ScorePanel(FixedItem):
    """Score, rank and the road to 48."""

    def __init__(self, width: float = 1060.0, height: float = 172.0) -> None:
        super().__init__(width, height)
        self.score = 0
        self.band: Band = BANDS[0]

    def set_score(self, score: int, band: Band) -> None:
        if (score, band) != (self.score, self.band):
            self.score, self.band = score, band
            self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 40), 2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 22, 22)
        number = QRectF(rect.left() + 20, rect.top() + 10, 170, rect.height() - 20)
        draw_text(painter, QRectF(number.left(), number.top() + 2, number.width(), 34), "SCORE",
                  SMALL, SOFT_WHITE)
        draw_text(painter, number.adjusted(0, 30, 0, 0), str(self.score), 76, WHITE,
                  QFont.Weight.Bold)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 2))
        painter.drawLine(QPointF(number.right() + 8, rect.top() + 22),
                         QPointF(number.right() + 8, rect.bottom() - 22))
        left = number.right() + 32
        text_width = rect.right() - left - 24
        draw_text(painter, QRectF(left, rect.top() + 10, text_width, 34), "PSYCHIC RANK", SMALL,
                  SOFT_WHITE, align=Qt.AlignmentFlag.AlignLeft)
        title_size = fitted_size(self.band.title, 36, text_width)
        draw_text(painter, QRectF(left, rect.top() + 42, text_width, 46), self.band.title,
                  title_size, QColor(palette.OKABE_ITO["yellow"]), QFont.Weight.Bold,
                  Qt.AlignmentFlag.AlignLeft)
        self._draw_meter(painter, QRectF(left, rect.top() + 94, text_width, 22))
        nxt = next((b for b in BANDS if b.low > self.score), None)
        note = (f"{nxt.low - self.score} more face down for {nxt.title}" if nxt
                else "The highest rank there is")
        draw_text(painter, QRectF(left, rect.top() + 124, text_width, 36), note, SMALL,
                  SOFT_WHITE, QFont.Weight.Medium, Qt.AlignmentFlag.AlignRight)
        draw_text(painter, QRectF(left, rect.top() + 124, text_width, 36),
                  f"{self.score} of {PERFECT_SCORE}", SMALL, SOFT_WHITE, QFont.Weight.Medium,
                  Qt.AlignmentFlag.AlignLeft)

    def _draw_meter(self, painter: QPainter, bar: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
        filled = QRectF(bar.left(), bar.top(),
                        max(bar.height(), bar.width() * self.score / PERFECT_SCORE),
                        bar.height())
        if self.score:
            painter.setBrush(QColor(palette.OKABE_ITO["yellow"]))
            painter.drawRoundedRect(filled, bar.height() / 2, bar.height() / 2)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2))
        for entry in BANDS[1:]:
            x = bar.left() + bar.width() * entry.low / PERFECT_SCORE
            painter.drawLine(QPointF(x, bar.top() + 4), QPointF(x, bar.bottom() - 4))


_RUNG_RULES = {Phase.COLOUR: "red or black", Phase.SUIT: "one of four suits",
               Phase.KIND: "Ace to King", Phase.CARD: "the exact card"}


class LadderItem(FixedItem):
    """The phase ladder, phase 4 at the top; the player's phase lit and pointed at."""

    def __init__(self, width: float = 320.0, height: float = 600.0) -> None:
        super().__init__(width, height)
        self.phase = Phase.COLOUR
        self.over = False

    def set_phase(self, phase: Phase, over: bool = False) -> None:
        if (phase, over) != (self.phase, self.over):
            self.phase, self.over = phase, over
            self.update()

    def rung_rect(self, phase: Phase) -> QRectF:
        top = 62.0
        gap = 14.0
        height = (self._rect.height() - top - 3 * gap) / 4
        index = 4 - phase.number
        return QRectF(34, top + index * (height + gap), self._rect.width() - 34, height)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        title = "PHASES OF CONCENTRATION"
        draw_text(painter, QRectF(rect.left(), rect.top(), rect.width(), 44), title,
                  max(SMALL, fitted_size(title, 26, rect.width())), SOFT_WHITE,
                  QFont.Weight.Bold)
        rail = QPen(QColor(255, 255, 255, 70), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(rail)
        top, bottom = self.rung_rect(Phase.CARD).top(), self.rung_rect(Phase.COLOUR).bottom()
        for x in (60.0, rect.right() - 26):
            painter.drawLine(QPointF(x, top - 10), QPointF(x, bottom + 10))
        for phase in Phase:
            self._draw_rung(painter, phase)

    def _draw_rung(self, painter: QPainter, phase: Phase) -> None:
        box = self.rung_rect(phase)
        current = phase is self.phase and not self.over
        climbed = phase.number < self.phase.number
        if current:
            fill, ink, muted = QColor(palette.OKABE_ITO["yellow"]), INK, QColor(palette.OLIVE_DARK)
        elif climbed:
            fill, ink, muted = QColor(255, 255, 255, 225), INK, QColor(palette.PEWTER)
        else:
            fill, ink, muted = QColor(10, 25, 18, 170), WHITE, QColor(255, 255, 255, 170)
        painter.setPen(QPen(WHITE if current else QColor(255, 255, 255, 60), 4 if current else 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(box, 16, 16)
        circle = QPointF(box.left() + 44, box.center().y())
        painter.setPen(QPen(ink, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(circle, 26, 26)
        draw_text(painter, QRectF(circle.x() - 26, circle.y() - 26, 52, 52), str(phase.number), 30,
              ink, QFont.Weight.Bold)
        text_left = box.left() + 84
        width = box.right() - text_left - 10
        draw_text(painter, QRectF(text_left, box.top() + 10, width, 38), phase.title, 28, ink,
                  QFont.Weight.Bold, Qt.AlignmentFlag.AlignLeft)
        draw_text(painter, QRectF(text_left, box.top() + 50, width, 32), _RUNG_RULES[phase],
                  SMALL, muted, QFont.Weight.Medium, Qt.AlignmentFlag.AlignLeft)
        bonus = phase.bonus
        reward = "all the rest" if bonus is None else f"{bonus} card" + ("s" if bonus > 1 else "")
        draw_text(painter, QRectF(text_left, box.top() + 84, width, 32), f"Win: {reward}", SMALL,
                  muted, QFont.Weight.Medium, Qt.AlignmentFlag.AlignLeft)
        if current:
            self._draw_pointer(painter, box)
        elif climbed:
            paint_mark(painter, QPointF(box.right() - 26, box.top() + 26), 16, True)

    def _draw_pointer(self, painter: QPainter, box: QRectF) -> None:
        """An arrow left of the lit rung and the word NOW on it: shape, not only colour."""
        y = box.center().y()
        arrow = QPainterPath()
        arrow.moveTo(4, y - 20)
        arrow.lineTo(30, y)
        arrow.lineTo(4, y + 20)
        arrow.closeSubpath()
        painter.setPen(QPen(INK, 2))
        painter.setBrush(QColor(palette.OKABE_ITO["yellow"]))
        painter.drawPath(arrow)
        tag = QRectF(box.right() - 90, box.top() + 12, 78, 36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawRoundedRect(tag, 18, 18)
        draw_text(painter, tag, "NOW", SMALL, WHITE, QFont.Weight.Bold)


class Placard(FixedItem):
    """The announcement, the verdict of the last flip, or the prompt (with the hint)."""

    def __init__(self, width: float = 660.0, height: float = 146.0) -> None:
        super().__init__(width, height)
        self.heading = ""
        self.guess: Guess | None = None
        self.lines: tuple[str, ...] = ()
        self.verdict: bool | None = None

    def show_message(self, heading: str, guess: Guess | None, lines: Sequence[str],
                     verdict: bool | None = None) -> None:
        self.heading, self.guess, self.lines, self.verdict = heading, guess, tuple(lines), verdict
        self.setVisible(True)
        self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        draw_placard(painter, rect, radius=20, border=4, shadow=6)
        left = rect.left() + 30
        if self.verdict is not None:
            paint_mark(painter, QPointF(rect.left() + 62, rect.center().y()), 32, self.verdict)
            left = rect.left() + 112
        width = rect.right() - left - 26
        muted = QColor(palette.OLIVE_INK)
        heading_rect = QRectF(left, rect.top() + 12, width, 34)
        align = Qt.AlignmentFlag.AlignLeft if self.verdict is not None else (
            Qt.AlignmentFlag.AlignHCenter)
        draw_text(painter, heading_rect, self.heading, SMALL, muted, QFont.Weight.Bold, align)
        body = QRectF(left, rect.top() + 46, width, 50)
        if self.guess is not None and self.verdict is None:
            paint_guess(painter, body, self.guess, 38)
            lines = self.lines
        elif self.lines:
            draw_text(painter, body, self.lines[0], 30, INK, QFont.Weight.Bold, align)
            lines = self.lines[1:]
        else:
            lines = ()
        if lines:
            line = lines[0]
            draw_text(painter, QRectF(left, rect.top() + 98, width, 36), line,
                      max(SMALL, fitted_size(line, 26, width, QFont.Weight.Medium)), muted,
                      QFont.Weight.Medium, align)


class HistoryStrip(FixedItem):
    """Every card seen face up, in order, grouped by flip; each flip marked right or wrong."""

    CARD_W = 76.0
    CARD_H = 106.0

    def __init__(self, width: float = 1440.0, height: float = 172.0) -> None:
        super().__init__(width, height)
        self.moves: tuple[PublicMove, ...] = ()

    def set_moves(self, moves: Sequence[PublicMove]) -> None:
        if tuple(moves) != self.moves:
            self.moves = tuple(moves)
            self.update()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for move in self.moves for card in move.seen)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 40), 2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, 18, 18)
        count = len(self.cards)
        draw_text(painter, QRectF(rect.left() + 22, rect.top() + 6, rect.width() - 44, 36),
                  f"FORETELLING · CARDS SEEN FACE UP ({count})", SMALL, SOFT_WHITE,
                  QFont.Weight.Bold, Qt.AlignmentFlag.AlignLeft)
        draw_text(painter, QRectF(rect.left() + 22, rect.top() + 6, rect.width() - 44, 36),
                  "each flip marked right or wrong", SMALL, QColor(255, 255, 255, 170),
                  QFont.Weight.Medium, Qt.AlignmentFlag.AlignRight)
        if not count:
            draw_text(painter, rect.adjusted(0, 44, 0, 0),
                      "Cards you turn face up will line up here.", 26,
                      QColor(255, 255, 255, 170), QFont.Weight.Medium)
            return
        gap = 14.0
        area = rect.width() - 44 - gap * (len(self.moves) - 1)
        step = min(self.CARD_W + 6, (area - self.CARD_W) / max(count - 1, 1))
        step = max(step, 8.0)
        x = rect.left() + 22
        y = rect.top() + 50
        for move in self.moves:
            first = True
            for card in move.seen:
                box = QRectF(x, y, self.CARD_W, self.CARD_H)
                playing_face(card)(painter, box)
                if first:
                    paint_mark(painter, QPointF(box.left() + 13, box.bottom() - 1), 12,
                               move.right)
                    first = False
                x += step
            x += gap
