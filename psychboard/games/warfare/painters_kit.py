"""Psychological Warfare's kit cards on paper: the Effects of Neurosis card, the score cards
and the turn and end reference cards (print_kit.py lays them out; painters.py has the pieces
they share with the playing cards and Archetypes)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen

from psychboard.games.warfare.cards import NEEDS
from psychboard.games.warfare.deck import NEUROSIS_KIND
from psychboard.games.warfare.painters import (
    INK,
    MUTED,
    NEED_COLOURS,
    NEUROSIS_COLOUR,
    REFERENCE_KIND,
    SCORE_KIND,
    Reference,
    ScoreCard,
    back_face,
    chip,
    headed,
    neurosis_effect,
    top_band,
)
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, CardKind, fit_text, layout_text
from psychboard.gui.fonts import UI_FAMILY
from psychboard.gui.widgets.token_icon import token_path

# --- the Effects of Neurosis card ----------------------------------------------------------

def paint_neurosis_face(c: CardCanvas, data: Mapping[str, Any]) -> None:
    """Every entry (the kit gathers the four into one card's data), or a single one."""
    entries: Sequence[Mapping[str, Any]] = data.get("neuroses") or [data]
    order = {need: i for i, need in enumerate(NEEDS)}
    entries = sorted(entries, key=lambda e: order.get(e["need"], len(order)))
    u, p = c.unit, c.painter
    body = headed(c, NEUROSIS_COLOUR, "Effects of Neurosis", "A Need at 1")
    c.fitted(QRectF(body.left(), body.top() - u * 1, body.width(), u * 10),
             "At the start of your turn, each of your Needs at 1 gives you its neurosis.",
             u * 4, MUTED, align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 3.4)
    top = body.top() + u * 11
    row = (body.bottom() - top) / max(len(entries), 1)
    texts = [neurosis_effect(str(e["text"]), str(e["need"])) for e in entries]
    boxes = [QRectF(body.left(), top + i * row + u * 8, body.width(), row - u * 9.5)
             for i in range(len(entries))]
    size = min((fit_text(p.device(), box, text, u * 4.6, u * 2.8).size
                for box, text in zip(boxes, texts, strict=True)), default=u * 4.6)
    for i, (entry, box, text) in enumerate(zip(entries, boxes, texts, strict=True)):
        y = top + i * row
        chip(c, QRectF(body.left(), y + u * 0.5, u * 26, u * 6.5), str(entry["need"]))
        c.fitted(QRectF(body.left() + u * 29, y, body.width() - u * 29, u * 7.5),
                 str(entry["name"]), u * 5, INK, weight=QFont.Weight.Bold, min_size=u * 3)
        fit_text(p.device(), box, text, size, size * 0.5).draw(p, box, INK,
                                                               Qt.AlignmentFlag.AlignTop)
        if i < len(entries) - 1:
            p.setPen(QPen(QColor("#D8D3C8"), u * 0.3))
            p.drawLine(QPointF(body.left(), y + row - u * 0.8),
                       QPointF(body.right(), y + row - u * 0.8))


def paint_neurosis_back(c: CardCanvas, _data: Any) -> None:
    back_face(c, "Neurosis")


# --- score cards and the reference card ------------------------------------------------------

def paint_score_face(c: CardCanvas, data: ScoreCard) -> None:
    u, r, p = c.unit, c.rect, c.painter
    index = data.seat % len(palette.SEAT_COLOURS)
    colour = QColor(palette.SEAT_COLOURS[index])
    c.base(c.theme.card_face)
    top_band(c, u * 4, colour)
    icon = QRectF(r.left() + u * 6, r.top() + u * 7, u * 11, u * 11)
    p.setPen(QPen(colour.darker(160), u * 0.5))
    p.setBrush(colour)
    p.drawPath(token_path(palette.TOKEN_SHAPES[index], icon))
    c.fitted(QRectF(icon.right() + u * 3, icon.top(), u * 44, icon.height()),
             f"{palette.SEAT_COLOUR_NAMES[index]} player", u * 5.5, INK, family=UI_FAMILY,
             weight=QFont.Weight.Bold, min_size=u * 3)
    values = range(1, 5) if data.low else range(5, 9)
    c.text(QRectF(r.right() - u * 34, icon.top(), u * 28, icon.height()),
           f"Scores {values[0]}–{values[-1]}", u * 4.2, MUTED, family=UI_FAMILY,
           weight=QFont.Weight.DemiBold,
           align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    top, row = r.top() + u * 23, u * 25
    box_w = (r.width() - u * 12 - u * 3 * 3) / 4
    for n, need in enumerate(NEEDS):
        y = top + n * row
        chip(c, QRectF(r.left() + u * 6, y, u * 34, u * 6.5), need)
        for i, value in enumerate(values):
            box = QRectF(r.left() + u * 6 + i * (box_w + u * 3), y + u * 8, box_w, u * 14)
            start = value == 3
            p.setPen(QPen(QColor(NEED_COLOURS[need]).darker(130), u * (1.0 if start else 0.5)))
            p.setBrush(QColor("#FFFFFF"))
            p.drawRoundedRect(box, u * 2, u * 2)
            c.text(box.adjusted(0, u * 1, 0, 0), str(value), u * 6, QColor("#B8B2A6"),
                   family=UI_FAMILY, weight=QFont.Weight.Bold,
                   align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            if start:
                c.text(box.adjusted(0, 0, 0, -u * 1), "start", u * 2.8, MUTED,
                       family=UI_FAMILY, weight=QFont.Weight.DemiBold,
                       align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
    note = ("Put a marker on 3 in every Need." if data.low
            else "Scores never go above 8 or below 1.")
    c.fitted(QRectF(r.left() + u * 6, r.bottom() - u * 15, r.width() - u * 12, u * 9), note,
             u * 3.8, MUTED, align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 2.6)


def paint_score_back(c: CardCanvas, _data: Any) -> None:
    back_face(c, "Score card")


def paint_reference(c: CardCanvas, data: Reference) -> None:
    """Steps in labelled rows, every row's text at one size (the largest at which they all
    fit) and each row as tall as its text, the space left over shared between them."""
    u, p = c.unit, c.painter
    body = headed(c, palette.OKABE_ITO["blue"], data.title, "")
    if data.note:
        note_box = QRectF(body.left(), body.bottom() - u * 9, body.width(), u * 9)
        c.fitted(note_box, data.note, u * 3.6, MUTED, align=Qt.AlignmentFlag.AlignHCenter,
                 min_size=u * 2.6)
        body.setBottom(note_box.top() - u * 1.5)
    gap, label_w, pill_h = u * 2.5, u * 19, u * 6
    texts = [text for _, text in data.steps]
    width = body.width() - label_w
    size = _shared_size(c, texts, width, body.height() - gap * (len(texts) - 1), pill_h,
                        (u * 4.8, u * 2.6))
    font = c.font(size)
    heights = [max(layout_text(p.device(), text, font, width)[2], pill_h) for text in texts]
    spare = (body.height() - sum(heights)) / max(len(texts) - 1, 1)
    colour = QColor(palette.OKABE_ITO["blue"])
    y = body.top()
    for i, ((label, text), height) in enumerate(zip(data.steps, heights, strict=True)):
        pill = QRectF(body.left(), y + u * 0.2, label_w - u * 2.5, pill_h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(pill, u * 3, u * 3)
        c.fitted(pill.adjusted(u * 0.8, 0, -u * 0.8, 0), label, u * 3.6, QColor("#FFFFFF"),
                 family=UI_FAMILY, weight=QFont.Weight.Bold,
                 align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 2)
        c.fitted(QRectF(body.left() + label_w, y, width, height + u * 0.5), text, size, INK,
                 valign=Qt.AlignmentFlag.AlignTop, min_size=size * 0.5)
        y += height + spare
        if i < len(texts) - 1:
            p.setPen(QPen(QColor("#D8D3C8"), u * 0.3))
            line_y = y - spare / 2
            p.drawLine(QPointF(body.left(), line_y), QPointF(body.right(), line_y))


def _shared_size(c: CardCanvas, texts: Sequence[str], width: float, room: float,
                 row_min: float, sizes: tuple[float, float]) -> float:
    """The largest size (between sizes[1] and sizes[0]) at which every text, wrapped to
    `width` in rows at least `row_min` tall, stacks within `room`: one size for all steps."""
    def height(size: float) -> float:
        font = c.font(size)
        return sum(max(layout_text(c.painter.device(), text, font, width)[2], row_min)
                   for text in texts)

    low, high = sizes[1], sizes[0]
    if height(high) <= room:
        return high
    for _ in range(12):
        middle = (low + high) / 2
        if height(middle) <= room:
            low = middle
        else:
            high = middle
    return low



PAINTERS = (  # what the GameSpec's painters give gui.card_painter
    CardKind(NEUROSIS_KIND, paint_neurosis_face, paint_neurosis_back, "Effects of Neurosis"),
    CardKind(SCORE_KIND, paint_score_face, paint_score_back, "Score cards"),
    CardKind(REFERENCE_KIND, paint_reference, paint_reference, "Reference card"),
)
