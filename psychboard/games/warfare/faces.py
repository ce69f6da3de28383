"""The pictures of Psychological Warfare's cards on screen.

A playing card on the table is read, not admired: its screen face keeps what a player decides
by — the type in words, the cost or VP, the name, the whole text, the Baggage icons and the
Nature/Nurture letter — and drops the printed card's reminders, so the text stands large
enough to read in a hand at the smallest window (`SCREEN_CARD`, sizes in scene units). The
printed face (painters.py) is still what the print kit lays out, and what an Archetype shows
when looked at whole. Each picture is a `CachedCard`, drawn once per size; all playing cards
share one back, so a hand or a Mental Energy pile gives nothing away.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from psychboard.games.warfare.cards import parse_card
from psychboard.games.warfare.deck import ARCHETYPE_KIND, CARD_KIND, playable_json
from psychboard.games.warfare.painters import (
    INK,
    TYPE_COLOURS,
    TYPE_TITLES,
    cost_label,
    ink_on,
    suitcase_icon,
    top_band,
    with_minus_signs,
)
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, make_font
from psychboard.gui.fonts import UI_FAMILY
from psychboard.gui.items.card_cache import CachedCard, card_back

SCREEN_CARD = QSizeF(300, 260)
"""A playing card's size on the table, in hand and on the stage (scene units)."""
LEAST = 22.0  # the smallest text on a card, in scene units: 10 px at the smallest window
TEXT = 25.0   # the card's own text at its largest


def paint_screen_card(c: CardCanvas, data: Mapping[str, Any]) -> None:
    """A playing card as the table shows it, sized in scene units of `SCREEN_CARD`."""
    card = parse_card(data)
    s, r, p = c.rect.width() / SCREEN_CARD.width(), c.rect, c.painter
    colour = QColor(TYPE_COLOURS[card.type])
    c.base(c.theme.card_face)
    top = top_band(c, 40 * s, colour)
    title = TYPE_TITLES[card.type]
    badge = (f"VP {card.vp}" if card.type == "agenda" else
             f"Cost {cost_label(card.cost)}" if card.type in ("action", "special", "reaction")
             else "")
    font = make_font(p.device(), LEAST * s, UI_FAMILY, QFont.Weight.Bold)
    metrics = QFontMetricsF(font, p.device())
    room = top.width() - 32 * s - metrics.horizontalAdvance(title)
    if metrics.horizontalAdvance(badge) + 16 * s > room:  # a formula: its words say "cost"
        badge = cost_label(card.cost)
    right = top.right() - 8 * s
    if badge:
        width = metrics.horizontalAdvance(badge) + 16 * s
        pill = QRectF(right - width, top.top() + 5 * s, width, top.height() - 10 * s)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#FFFFFF"))
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        c.text(pill, badge, LEAST * s, INK, family=UI_FAMILY, weight=QFont.Weight.Bold)
        right = pill.left() - 6 * s
    c.fitted(QRectF(top.left() + 12 * s, top.top(), right - top.left() - 12 * s,
                    top.height()), title, 23 * s, ink_on(colour),
             family=UI_FAMILY, weight=QFont.Weight.Bold, min_size=LEAST * s)
    foot = QRectF(r.left() + 10 * s, r.bottom() - 32 * s, r.width() - 20 * s, 26 * s)
    name = QRectF(r.left() + 10 * s, top.bottom() + 4 * s, r.width() - 20 * s, 32 * s)
    c.fitted(name, card.name, 26 * s, INK, weight=QFont.Weight.Bold,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=LEAST * s)
    body = QRectF(name.left(), name.bottom() + 2 * s, name.width(),
                  foot.top() - name.bottom() - 4 * s)
    c.fitted(body, with_minus_signs(card.text), TEXT * s, INK, family=UI_FAMILY,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=LEAST * s)
    for i in range(card.baggage):
        suitcase_icon(c, QRectF(foot.left() + i * 28 * s, foot.top() + 2 * s, 22 * s, 22 * s),
                      QColor("#5B4636"))
    square = QRectF(foot.right() - 26 * s, foot.top(), 26 * s, 26 * s)
    p.setPen(QPen(colour, 2 * s))
    p.setBrush(QColor("#FFFFFF"))
    p.drawRoundedRect(square, 5 * s, 5 * s)
    c.text(square, card.letter, LEAST * s, INK, family=UI_FAMILY, weight=QFont.Weight.Bold)
    p.setPen(QPen(QColor(colour), 1.5 * s))
    p.drawLine(QPointF(r.left() + 60 * s, name.bottom()), QPointF(r.right() - 60 * s,
                                                                   name.bottom()))


def _face(kind: str, card_id: str) -> CachedCard:
    data = playable_json()[(kind, card_id)]

    def draw(painter: QPainter, rect: QRectF) -> None:
        from psychboard.gui.card_painter import paint_card

        paint_card(painter, rect, kind, data, "face")

    return CachedCard((kind, card_id, "face"), draw)


@cache
def card_face(design: str) -> CachedCard:
    """The screen face of a playing card by its design id (copies share one picture)."""
    data = playable_json()[(CARD_KIND, design)]

    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_screen_card(CardCanvas(painter, QRectF(rect), palette.theme()), data)
        painter.restore()

    return CachedCard((CARD_KIND, design, "screen"), draw)


@cache
def archetype_face(archetype: str) -> CachedCard:
    """An Archetype's printed face, shown whole when a player asks to look at it."""
    return _face(ARCHETYPE_KIND, archetype)


BACK = card_back(CARD_KIND)
"""The back every playing card shares."""
