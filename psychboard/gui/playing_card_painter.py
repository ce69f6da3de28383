"""Faces and backs of the standard 52-card deck and its joker, for every game that uses it.

A game that plays with these cards gives `PAINTERS` through its GameSpec's `painters`.

Suit symbols are QPainterPaths built here, never font glyphs, so a club is a club on a system
without symbol fonts and in every PDF. Pips sit where they sit on real cards (2–10), courts are
our own framed design (a big letter and suit, mirrored like a double-headed card), an ace has
one large pip, the joker a jester's cap. Red suits also differ by shape, so colour is never the
only cue.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen, QTransform

from psychboard.core.cards import Card, Colour, Suit
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, CardKind
from psychboard.gui.fonts import UI_FAMILY

KIND = "playing"
# Pip columns and rows as fractions of the pip area (real-deck layouts).
_L, _M, _R = 0.0, 0.5, 1.0
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, 0), (_M, 1)),
    3: ((_M, 0), (_M, 0.5), (_M, 1)),
    4: ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    5: ((_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)),
    6: ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    7: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    8: ((_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)),
    9: ((_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3),
        (_L, 1), (_R, 1)),
    10: ((_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
         (_M, 5 / 6), (_L, 1), (_R, 1)),
}


def suit_colour(suit: Suit | None) -> QColor:
    if suit is not None and suit.colour is Colour.RED:
        return QColor(palette.RED_SUIT)
    return QColor(palette.BLACK_SUIT)


@cache
def _unit_suit(suit: Suit) -> QPainterPath:
    """The suit's outline in a 1×1 box (cached; scaled into place by `suit_path`)."""
    path = QPainterPath()
    if suit is Suit.HEARTS:
        path.moveTo(0.5, 0.97)
        path.cubicTo(0.35, 0.8, 0.0, 0.6, 0.0, 0.3)
        path.cubicTo(0.0, 0.1, 0.14, 0.0, 0.28, 0.0)
        path.cubicTo(0.4, 0.0, 0.48, 0.08, 0.5, 0.2)
        path.cubicTo(0.52, 0.08, 0.6, 0.0, 0.72, 0.0)
        path.cubicTo(0.86, 0.0, 1.0, 0.1, 1.0, 0.3)
        path.cubicTo(1.0, 0.6, 0.65, 0.8, 0.5, 0.97)
    elif suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.62, 0.28, 0.9, 0.5)
        path.quadTo(0.62, 0.72, 0.5, 1.0)
        path.quadTo(0.38, 0.72, 0.1, 0.5)
        path.quadTo(0.38, 0.28, 0.5, 0.0)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.35, 0.2, 0.0, 0.36, 0.0, 0.6)
        path.cubicTo(0.0, 0.78, 0.14, 0.85, 0.27, 0.85)
        path.cubicTo(0.37, 0.85, 0.44, 0.81, 0.48, 0.75)
        path.cubicTo(0.46, 0.88, 0.4, 0.96, 0.3, 1.0)
        path.lineTo(0.7, 1.0)
        path.cubicTo(0.6, 0.96, 0.54, 0.88, 0.52, 0.75)
        path.cubicTo(0.56, 0.81, 0.63, 0.85, 0.73, 0.85)
        path.cubicTo(0.86, 0.85, 1.0, 0.78, 1.0, 0.6)
        path.cubicTo(1.0, 0.36, 0.65, 0.2, 0.5, 0.0)
    else:
        for cx, cy in ((0.5, 0.25), (0.25, 0.56), (0.75, 0.56)):
            lobe = QPainterPath()
            lobe.addEllipse(QPointF(cx, cy), 0.235, 0.235)
            path = path.united(lobe)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.45)
        stem.lineTo(0.54, 0.45)
        stem.cubicTo(0.54, 0.82, 0.6, 0.95, 0.7, 1.0)
        stem.lineTo(0.3, 1.0)
        stem.cubicTo(0.4, 0.95, 0.46, 0.82, 0.46, 0.45)
        path = path.united(stem)
    path.closeSubpath()
    return path


def suit_path(suit: Suit, rect: QRectF) -> QPainterPath:
    """The suit symbol filling `rect` (keep it roughly square)."""
    transform = QTransform()
    transform.translate(rect.left(), rect.top())
    transform.scale(rect.width(), rect.height())
    return transform.map(_unit_suit(suit))


def _pip(c: CardCanvas, suit: Suit, centre: QPointF, size: float, flipped: bool = False) -> None:
    p = c.painter
    p.save()
    p.translate(centre)
    if flipped:
        p.rotate(180)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(suit_colour(suit))
    p.drawPath(suit_path(suit, QRectF(-size / 2, -size / 2, size, size)))
    p.restore()


def _corners(c: CardCanvas, label: str, suit: Suit | None, colour: QColor) -> None:
    """Rank and suit in the top-left corner and, upside down, in the bottom-right one."""
    u, r = c.unit, c.rect
    p = c.painter
    for flipped in (False, True):
        p.save()
        p.translate(r.center())
        if flipped:
            p.rotate(180)
        p.translate(-r.width() / 2, -r.height() / 2)
        box = QRectF(u * 2, u * 3, u * 15, u * 13)
        if suit is None:
            _stacked(c, "JOKER", QRectF(u * 3, u * 4, u * 10, u * 52), colour)
        else:
            size = u * (11 if len(label) > 1 else 13)
            c.text(box, label, size, colour, weight=QFont.Weight.Bold)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawPath(suit_path(suit, QRectF(u * 4.5, u * 17, u * 10, u * 10)))
        p.restore()


def _stacked(c: CardCanvas, word: str, box: QRectF, colour: QColor) -> None:
    step = box.height() / len(word)
    for i, letter in enumerate(word):
        c.text(QRectF(box.left(), box.top() + i * step, box.width(), step), letter, step * 0.95,
               colour, family=UI_FAMILY, weight=QFont.Weight.Bold)


def paint_face(c: CardCanvas, card: Card) -> None:
    c.base(c.theme.card_face)
    colour = suit_colour(card.suit)
    if card.is_joker or card.suit is None:
        _corners(c, "", None, colour)
        _joker(c)
        return
    _corners(c, card.label, card.suit, colour)
    u, r = c.unit, c.rect
    if card.rank == 1:
        size = u * (50 if card.suit is Suit.SPADES else 42)
        _pip(c, card.suit, r.center(), size)
        if card.suit is Suit.SPADES:
            c.painter.setPen(QPen(colour, u * 0.8))
            c.painter.setBrush(Qt.BrushStyle.NoBrush)
            c.painter.drawEllipse(r.center(), u * 34, u * 34)
    elif card.rank <= 10:
        area = QRectF(r.left() + u * 27, r.top() + r.height() * 0.17, u * 46,
                      r.height() * 0.66)
        size = u * 18
        for col, row in PIP_LAYOUTS[card.rank]:
            centre = QPointF(area.left() + col * area.width(), area.top() + row * area.height())
            _pip(c, card.suit, centre, size, flipped=row > 0.5)
    else:
        _court(c, card, colour)


def _court(c: CardCanvas, card: Card, colour: QColor) -> None:
    """Our own court design: a framed panel, the letter and suit head-to-head in two halves."""
    assert card.suit is not None
    u, r, p = c.unit, c.rect, c.painter
    frame = r.adjusted(u * 20, u * 16, -u * 20, -u * 16)
    tint = QColor(colour)
    tint.setAlphaF(0.08)
    gold = QColor(c.theme.card_back_pattern)
    p.setBrush(tint)
    p.setPen(QPen(colour, u * 1.2))
    p.drawRect(frame)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(gold, u * 0.7))
    p.drawRect(frame.adjusted(u * 2.2, u * 2.2, -u * 2.2, -u * 2.2))
    p.setPen(QPen(colour, u * 0.5))
    p.drawLine(frame.bottomLeft() + QPointF(u * 2.2, -u * 2.2),
               frame.topRight() + QPointF(-u * 2.2, u * 2.2))
    for corner in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight()):
        _lozenge(c, corner, u * 4, gold, colour)
    for flipped in (False, True):
        p.save()
        p.translate(frame.center())
        if flipped:
            p.rotate(180)
        half = QRectF(-frame.width() / 2, -frame.height() / 2, frame.width(), frame.height() / 2)
        letter = QRectF(half.left(), half.top() + u * 4, half.width() * 0.62, half.height() * 0.8)
        c.text(letter, card.label, u * 34, colour, weight=QFont.Weight.Bold)
        _pip(c, card.suit, QPointF(half.right() - u * 15, half.top() + u * 16), u * 16)
        crown = QPointF(half.left() + half.width() * 0.31, half.top() + u * 5)
        _crown(c, card.rank, crown, u * 3, gold)
        p.restore()


def _lozenge(c: CardCanvas, at: QPointF, size: float, fill: QColor, edge: QColor) -> None:
    path = QPainterPath()
    path.moveTo(at.x(), at.y() - size)
    path.lineTo(at.x() + size, at.y())
    path.lineTo(at.x(), at.y() + size)
    path.lineTo(at.x() - size, at.y())
    path.closeSubpath()
    c.painter.setPen(QPen(edge, c.unit * 0.5))
    c.painter.setBrush(fill)
    c.painter.drawPath(path)


def _crown(c: CardCanvas, rank: int, at: QPointF, size: float, fill: QColor) -> None:
    """A row of dots above the letter: one for a jack, two for a queen, three for a king."""
    dots = rank - 10
    for i in range(dots):
        x = at.x() + (i - (dots - 1) / 2) * size * 1.6
        c.painter.setPen(Qt.PenStyle.NoPen)
        c.painter.setBrush(fill)
        c.painter.drawEllipse(QPointF(x, at.y()), size * 0.55, size * 0.55)


def _joker(c: CardCanvas) -> None:
    """A jester's cap with three bells over the word JOKER, in the palette's colours."""
    u, r, p = c.unit, c.rect, c.painter
    cx, top = r.center().x(), r.center().y() - u * 32
    band = QRectF(cx - u * 30, top + u * 44, u * 60, u * 10)
    colours = (palette.OKABE_ITO["vermillion"], palette.OKABE_ITO["blue"],
               palette.OKABE_ITO["green"])
    tips = (QPointF(cx - u * 34, top + u * 6), QPointF(cx, top - u * 4),
            QPointF(cx + u * 34, top + u * 6))
    bases = ((band.left(), cx - u * 8), (cx - u * 12, cx + u * 12), (cx + u * 8, band.right()))
    p.setPen(QPen(QColor(palette.BLACK_SUIT), u * 0.8))
    for tip, (left, right), colour in zip(tips, bases, colours, strict=True):
        horn = QPainterPath()
        horn.moveTo(left, band.top())
        horn.cubicTo(left, band.top() - u * 22, tip.x() * 0.6 + left * 0.4, tip.y() + u * 8,
                     tip.x(), tip.y())
        horn.cubicTo(tip.x() * 0.6 + right * 0.4, tip.y() + u * 16, right, band.top() - u * 14,
                     right, band.top())
        horn.closeSubpath()
        p.setBrush(QColor(colour))
        p.drawPath(horn)
        p.setBrush(QColor(palette.OKABE_ITO["yellow"]))
        p.drawEllipse(tip, u * 4, u * 4)
    p.setBrush(QColor(palette.OKABE_ITO["orange"]))
    p.drawRoundedRect(band, u * 3, u * 3)
    for i in range(5):
        _lozenge(c, QPointF(band.left() + u * 10 + i * u * 10, band.center().y()), u * 2.6,
                 QColor(palette.RED_SUIT if i % 2 else palette.BLACK_SUIT),
                 QColor(c.theme.card_face))
    word = QRectF(r.left(), band.bottom() + u * 6, r.width(), u * 18)
    c.text(word, "JOKER", u * 15, palette.BLACK_SUIT, family=UI_FAMILY,
           weight=QFont.Weight.Bold)


def paint_back(c: CardCanvas, _data: object = None) -> None:
    """The suite's card back: a lattice in the theme's colours around a Ψ medallion."""
    u, r, p = c.unit, c.rect, c.painter
    back = QColor(c.theme.card_back)
    pattern = QColor(c.theme.card_back_pattern)
    c.base(back, back.darker(150))
    inner = r.adjusted(u * 6, u * 6, -u * 6, -u * 6)
    p.save()
    p.setClipRect(inner)
    lattice = QColor(pattern)
    lattice.setAlphaF(0.55)
    p.setPen(QPen(lattice, u * 0.6))
    step = u * 9
    span = inner.width() + inner.height()
    # Separate lines, not one path: stroking a path of crossing lines costs ~70 ms a back.
    lines = []
    k = -span
    while k < span:
        lines.append(QLineF(inner.left() + k, inner.top(),
                            inner.left() + k + inner.height(), inner.bottom()))
        lines.append(QLineF(inner.left() + k, inner.bottom(),
                            inner.left() + k + inner.height(), inner.top()))
        k += step
    p.drawLines(lines)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(pattern, u * 1.2))
    p.drawRect(inner)
    p.setPen(QPen(pattern, u * 0.5))
    p.drawRect(inner.adjusted(u * 2, u * 2, -u * 2, -u * 2))
    medal = QRectF(r.center().x() - u * 30, r.center().y() - u * 24, u * 60, u * 48)
    p.setPen(QPen(pattern, u * 1.2))
    p.setBrush(back)
    p.drawEllipse(medal)
    c.text(medal.adjusted(0, -u * 8, 0, -u * 10), "Ψ", u * 30, pattern,
           weight=QFont.Weight.Bold)
    c.text(QRectF(medal.left(), medal.center().y() + u * 8, medal.width(), u * 10),
           "Psychboard", u * 8.5, c.theme.card_face, family=UI_FAMILY,
           weight=QFont.Weight.DemiBold)


PAINTERS = (CardKind(KIND, paint_face, paint_back, "Playing cards"),)  # as the GameSpec gives them
