"""Therapy's cards, face and back: Therapy questions, Insight cards per Stage, Crisis cards.

Printed at poker size (63×88 mm), read across a table: each card has a coloured band with its
deck's name in words (colour is never the only cue), the text fitted to its box, and one back
per deck that says what it is — Therapy, Insight with its Stage, Crisis. `{player}` prints as
a blank the reader fills with the patient's name aloud.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen

from psychboard.games.therapy.deck import (
    CRISIS_KIND,
    INSIGHT_KIND,
    QUESTION_KIND,
    STAGE_TITLES,
    STAGES,
    crisis_from_json,
    describe_effect,
)
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, CardKind, fit_text
from psychboard.gui.fonts import UI_FAMILY
from psychboard.gui.palette import ink_on

BLANK = "________"
INK = palette.BLACK_SUIT
THERAPY_COLOUR = "#1F4E79"
CRISIS_COLOUR = palette.OKABE_ITO["vermillion"]
STAGE_COLOURS: Mapping[str, str] = {
    "infancy": palette.OKABE_ITO["sky"],
    "childhood": palette.OKABE_ITO["yellow"],
    "adolescence": palette.OKABE_ITO["orange"],
    "adulthood": palette.OKABE_ITO["green"],
    "seniority": palette.OKABE_ITO["purple"],
    "cosmos": palette.OKABE_ITO["blue"],
}
TYPE_TITLES = {"rating": "Rate it 1 to 10", "player": "Name a player", "either": "This or that"}


def stage_number(stage: str) -> int:
    return STAGES.index(stage) + 1 if stage in STAGES else 0


def with_blank(text: str) -> str:
    return text.replace("{player}", BLANK)


def _band(c: CardCanvas, colour: QColor, title: str, badge: str = "") -> QRectF:
    """The coloured band across the top with the deck's name (and a badge on the right)."""
    u, r, p = c.unit, c.rect, c.painter
    band = QRectF(r.left(), r.top(), r.width(), u * 16)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if c.bleed is None:
        p.save()
        p.setClipRect(band)
        p.drawRoundedRect(r, u * 5, u * 5)
        p.restore()
    else:
        p.drawRect(band.adjusted(-c.bleed, -c.bleed, c.bleed, 0))
    ink = ink_on(colour)
    right = u * 22 if badge else u * 6
    c.fitted(band.adjusted(u * 6, u * 2, -right, -u * 2), title, u * 6.4, ink,
             family=UI_FAMILY, weight=QFont.Weight.Bold, min_size=u * 3.5)
    if badge:
        box = QRectF(band.right() - u * 19, band.top() + u * 4, u * 14, u * 8)
        p.setPen(QPen(ink, u * 0.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(box, u * 4, u * 4)
        c.text(box, badge, u * 4.6, ink, family=UI_FAMILY, weight=QFont.Weight.DemiBold)
    return band


def paint_question_face(c: CardCanvas, card: Mapping[str, Any]) -> None:
    u, r = c.unit, c.rect
    c.base(c.theme.card_face)
    band = _band(c, QColor(THERAPY_COLOUR), "THERAPY", f"{card.get('ages', 12)}+")
    c.text(QRectF(r.left() + u * 6, band.bottom() + u * 1.5, r.width() - u * 12, u * 7),
           TYPE_TITLES.get(card["type"], "").upper(), u * 4, "#555555", family=UI_FAMILY,
           weight=QFont.Weight.DemiBold, align=Qt.AlignmentFlag.AlignLeft
           | Qt.AlignmentFlag.AlignVCenter)
    body = QRectF(r.left() + u * 7, band.bottom() + u * 10, r.width() - u * 14,
                  r.bottom() - band.bottom() - u * 16)
    answer_h = u * 36
    question = QRectF(body.left(), body.top(), body.width(), body.height() - answer_h - u * 4)
    c.fitted(question, with_blank(card["question"]), u * 7, INK, weight=QFont.Weight.Bold,
             valign=Qt.AlignmentFlag.AlignTop, min_size=u * 3.4)
    answer = QRectF(body.left(), body.bottom() - answer_h, body.width(), answer_h)
    if card["type"] == "rating":
        _scale(c, answer, card["low"], card["high"])
    elif card["type"] == "either":
        _options(c, answer, [with_blank(o) for o in card["options"]], QColor(THERAPY_COLOUR),
                 max_size=6.2)
    else:
        c.fitted(answer, "Any player at the table may be the answer, the patient too.",
                 u * 5, "#555555", align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 3.4)


def _scale(c: CardCanvas, area: QRectF, low: str, high: str) -> None:
    """Ten numbered boxes, 1 to 10, with what the two ends mean under them."""
    u, p = c.unit, c.painter
    step = area.width() / 10
    colour = QColor(THERAPY_COLOUR)
    for i in range(10):
        box = QRectF(area.left() + i * step + u * 0.4, area.top() + u * 4, step - u * 0.8,
                     step - u * 0.8)
        p.setPen(QPen(colour, u * 0.4))
        p.setBrush(QColor("#EEF3F8"))
        p.drawRoundedRect(box, u * 1.2, u * 1.2)
        c.text(box, str(i + 1), u * 4.2, INK, family=UI_FAMILY, weight=QFont.Weight.Bold)
    top = area.top() + u * 5 + step
    half = area.width() / 2 - u * 2
    ends = ((QRectF(area.left(), top, half, area.bottom() - top), f"1 = {low}",
             Qt.AlignmentFlag.AlignLeft),
            (QRectF(area.right() - half, top, half, area.bottom() - top), f"10 = {high}",
             Qt.AlignmentFlag.AlignRight))
    size = min(fit_text(p.device(), box, text, u * 4.6, u * 2.8).size for box, text, _ in ends)
    for box, text, align in ends:
        c.fitted(box, text, size, "#333333", align=align, valign=Qt.AlignmentFlag.AlignTop,
                 min_size=size * 0.5)


def _options(c: CardCanvas, area: QRectF, texts: Sequence[str], colour: QColor,
             max_size: float = 5.2) -> None:
    """Options in rows lettered a, b, c…, every one at one shared size (none looks favoured)."""
    u, p = c.unit, c.painter
    row = area.height() / len(texts)
    disc = min(u * 7, row - u * 1.5)
    boxes = [QRectF(area.left() + disc + u * 3, area.top() + i * row + u * 0.6,
                    area.width() - disc - u * 3, row - u * 1.2) for i in range(len(texts))]
    size = min(fit_text(p.device(), box, text, u * max_size, u * 3.0).size
               for box, text in zip(boxes, texts, strict=True))
    ink = ink_on(colour)
    for i, (box, text) in enumerate(zip(boxes, texts, strict=True)):
        centre = QPointF(area.left() + disc / 2, area.top() + i * row + row / 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(centre, disc / 2, disc / 2)
        c.text(QRectF(centre.x() - disc / 2, centre.y() - disc / 2, disc, disc), "abcd"[i],
               disc * 0.7, ink, family=UI_FAMILY, weight=QFont.Weight.Bold)
        fit_text(p.device(), box, text, size, size * 0.5).draw(p, box, INK)
        if i < len(texts) - 1:
            p.setPen(QPen(QColor("#D8D3C8"), u * 0.3))
            y = area.top() + (i + 1) * row
            p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))


def paint_insight_face(c: CardCanvas, card: Mapping[str, Any]) -> None:
    u, r, p = c.unit, c.rect, c.painter
    stage = card["stage"]
    colour = QColor(STAGE_COLOURS.get(stage, "#4D4D4D"))
    c.base(c.theme.card_face)
    title = f"{STAGE_TITLES.get(stage, stage).upper()} · INSIGHT"
    band = _band(c, colour, title, f"{stage_number(stage)}/6")
    # The answer sits upside down at the bottom, as on printed quiz cards: the reader reads
    # the question and options aloud without the answer catching their eye (so their voice
    # gives nothing away), then turns the card round to check it and read the explanation.
    key_h = u * 30
    key = QRectF(r.left() + u * 5, r.bottom() - key_h - u * 4, r.width() - u * 10, key_h)
    body = QRectF(r.left() + u * 7, band.bottom() + u * 4, r.width() - u * 14,
                  key.top() - band.bottom() - u * 7)
    options = list(card["options"])
    options_h = body.height() * (0.34 if len(options) == 2 else 0.5)
    question = QRectF(body.left(), body.top(), body.width(), body.height() - options_h - u * 3)
    c.fitted(question, card["question"], u * 6.4, INK, weight=QFont.Weight.Bold,
             valign=Qt.AlignmentFlag.AlignTop, min_size=u * 3.2)
    _options(c, QRectF(body.left(), body.bottom() - options_h, body.width(), options_h),
             options, colour)
    p.setPen(QPen(QColor("#B9B2A4"), u * 0.3, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(r.left() + u * 5, key.top() - u * 2), QPointF(r.right() - u * 5,
                                                                   key.top() - u * 2))
    p.save()
    p.translate(key.center())
    p.rotate(180)
    p.translate(-key.center())
    letter = "abcd"[options.index(card["answer"])] if card["answer"] in options else "?"
    c.fitted(QRectF(key.left(), key.top(), key.width(), u * 8),
             f"Answer: {letter}) {card['answer']}", u * 4.4, INK, family=UI_FAMILY,
             weight=QFont.Weight.Bold, min_size=u * 2.6)
    c.fitted(QRectF(key.left(), key.top() + u * 8.5, key.width(), u * 13.5),
             card["explanation"], u * 3.6, "#333333", min_size=u * 2.2,
             valign=Qt.AlignmentFlag.AlignTop)
    c.fitted(QRectF(key.left(), key.top() + u * 22.5, key.width(), u * 7.5),
             f"Source: {card['source']}", u * 3.0, "#666666", min_size=u * 2.0,
             valign=Qt.AlignmentFlag.AlignTop)
    p.restore()


def paint_crisis_face(c: CardCanvas, card: Mapping[str, Any]) -> None:
    u, r, p = c.unit, c.rect, c.painter
    c.base(c.theme.card_face)
    band = _band(c, QColor(CRISIS_COLOUR), "CRISIS")
    body = QRectF(r.left() + u * 7, band.bottom() + u * 7, r.width() - u * 14,
                  r.bottom() - band.bottom() - u * 14)
    effect_h = u * 38
    c.fitted(QRectF(body.left(), body.top(), body.width(), body.height() - effect_h - u * 6),
             with_blank(card["event"]), u * 7, INK, weight=QFont.Weight.Bold,
             valign=Qt.AlignmentFlag.AlignTop, min_size=u * 3.4)
    panel = QRectF(r.left() + u * 5, body.bottom() - effect_h, r.width() - u * 10, effect_h)
    p.setPen(QPen(QColor(CRISIS_COLOUR), u * 0.7))
    p.setBrush(QColor("#FCEBDD"))
    p.drawRoundedRect(panel, u * 3, u * 3)
    c.text(QRectF(panel.left(), panel.top() + u * 2, panel.width(), u * 7), "WHAT HAPPENS",
           u * 3.8, QColor(CRISIS_COLOUR).darker(150), family=UI_FAMILY,
           weight=QFont.Weight.Bold)
    c.fitted(panel.adjusted(u * 5, u * 10, -u * 5, -u * 4),
             describe_effect(crisis_from_json(card).effect), u * 6.6, INK, family=UI_FAMILY,
             weight=QFont.Weight.Bold, align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 3.4)


def _back(c: CardCanvas, colour: QColor, title: str, subtitle: str, note: str) -> None:
    """A back: the deck's colour, a frame, and a panel naming the deck in words."""
    u, r, p = c.unit, c.rect, c.painter
    ink = ink_on(colour)
    c.base(colour)
    p.setPen(QPen(ink, u * 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(r.adjusted(u * 6, u * 6, -u * 6, -u * 6))
    shade = QColor(ink)
    shade.setAlphaF(0.16)
    p.setPen(QPen(shade, u * 1.2))
    for i in range(1, 7):
        p.drawPolygon([r.center() + QPointF(u * 7 * i * x, u * 7 * i * y) for x, y in
                       ((0, -1), (0.866, -0.5), (0.866, 0.5), (0, 1), (-0.866, 0.5),
                        (-0.866, -0.5))])
    panel = QRectF(r.left() + u * 12, r.center().y() - u * 22, r.width() - u * 24, u * 44)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(c.theme.card_face))
    p.drawRoundedRect(panel, u * 4, u * 4)
    c.fitted(QRectF(panel.left() + u * 3, panel.top() + u * 4, panel.width() - u * 6, u * 14),
             title, u * 9, colour.darker(140) if ink.lightness() > 128 else INK,
             family=UI_FAMILY, weight=QFont.Weight.Bold, align=Qt.AlignmentFlag.AlignHCenter,
             min_size=u * 5)
    c.text(QRectF(panel.left(), panel.top() + u * 18, panel.width(), u * 8), subtitle,
           u * 5, INK, family=UI_FAMILY, weight=QFont.Weight.DemiBold)
    c.fitted(QRectF(panel.left() + u * 4, panel.top() + u * 27, panel.width() - u * 8,
                    u * 14), note, u * 4, "#444444", align=Qt.AlignmentFlag.AlignHCenter,
             min_size=u * 2.6)
    c.text(QRectF(r.left(), r.bottom() - u * 20, r.width(), u * 8), "THERAPY · SECOND SESSION",
           u * 3.8, ink, family=UI_FAMILY, weight=QFont.Weight.DemiBold)


def paint_question_back(c: CardCanvas, _card: Any) -> None:
    _back(c, QColor(THERAPY_COLOUR), "THERAPY", "Therapy card",
          "Read it aloud to the patient.")


def paint_insight_back(c: CardCanvas, card: Any) -> None:
    stage = card["stage"] if isinstance(card, Mapping) else str(card)
    _back(c, QColor(STAGE_COLOURS.get(stage, "#4D4D4D")), STAGE_TITLES.get(stage, stage).upper(),
          f"Insight · Stage {stage_number(stage)} of 6", "Another player reads it to you.")


def paint_crisis_back(c: CardCanvas, _card: Any) -> None:
    _back(c, QColor(CRISIS_COLOUR), "CRISIS", "Crisis card", "Draw one and do what it says.")


PAINTERS = (  # what the GameSpec's painters give gui.card_painter
    CardKind(QUESTION_KIND, paint_question_face, paint_question_back, "Therapy cards"),
    CardKind(INSIGHT_KIND, paint_insight_face, paint_insight_back, "Insight cards"),
    CardKind(CRISIS_KIND, paint_crisis_face, paint_crisis_back, "Crisis cards"),
)
