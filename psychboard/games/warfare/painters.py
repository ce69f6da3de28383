"""Psychological Warfare's printed cards: playing cards and Archetypes, and the pieces the kit's
own cards share with them (painters_kit.py draws the Effects of Neurosis, score and reference
cards; faces.py the playing cards' screen face).

A printed playing card has a band in its type's colour with the type's name (colour is never
the only cue), its cost (a number, X or a formula) or a Hidden Agenda's VP in a labelled badge, its
name, its own text fitted to the body, its Baggage as suitcase icons and its Nature/Nurture
letter. All playing cards share one back, so a hand gives nothing away; Archetypes, the
neurosis card and the kit's cards each have their own back that names what they are.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen

from psychboard.games.warfare.cards import NEEDS, Cost, parse_archetype, parse_card
from psychboard.games.warfare.deck import ARCHETYPE_KIND, CARD_KIND
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, CardKind
from psychboard.gui.fonts import UI_FAMILY
from psychboard.gui.widgets.token_icon import luminance

SCORE_KIND = "warfare-score"
REFERENCE_KIND = "warfare-reference"

TYPE_TITLES: Mapping[str, str] = {
    "action": "Action", "special": "Special", "reaction": "Reaction",
    "agenda": "Hidden Agenda", "defense": "Defense Mechanism", "phobia": "Phobia",
}
TYPE_COLOURS: Mapping[str, str] = {  # Okabe–Ito hues, darkened where white must read on them
    "action": "#0072B2", "special": "#9B4F80", "reaction": "#B34700",
    "agenda": "#3D3D3D", "defense": "#00785A", "phobia": "#7A5A00",
}
TYPE_HINTS: Mapping[str, str] = {
    "action": "Play one Action a turn",
    "special": "One Special a turn · stays in front of you",
    "reaction": "Play when anyone plays a card",
    "agenda": "Reveal on your turn when it is true",
    "defense": "Place face up in front of you",
    "phobia": "Goes face up in front of you at once",
}
NEED_TITLES: Mapping[str, str] = {n: n.capitalize() for n in NEEDS}
NEED_COLOURS: Mapping[str, str] = {
    "freedom": palette.OKABE_ITO["sky"], "fun": palette.OKABE_ITO["orange"],
    "belonging": palette.OKABE_ITO["green"], "power": palette.OKABE_ITO["vermillion"],
}
MINUS_BEFORE_NUMBER = re.compile(r"(?<![\w-])-(?=[\dX])")
BACK_COLOUR = "#22304A"
INK = QColor(palette.BLACK_SUIT)
MUTED = QColor("#5A5A5A")
ARCHETYPE_COLOUR = "#3B3B7A"
NEUROSIS_COLOUR = "#6B2D3A"


@dataclass(frozen=True)
class ScoreCard:
    """Half a player's score track: Needs at 1–4 (`low`) or 5–8, in the seat's colour."""

    seat: int
    low: bool


@dataclass(frozen=True)
class Reference:
    """One side of the reference card: a title and (label, text) steps."""

    title: str
    steps: tuple[tuple[str, str], ...]
    note: str = ""


def cost_label(cost: Cost) -> str:
    """A cost as its badge shows it: "3", "X" or a formula such as "1+others"."""
    if cost.x:
        return "X"
    if not cost.per:
        return str(cost.base)
    times = "" if abs(cost.times) == 1 else f"{abs(cost.times)}×"
    term = f"{times}{NEED_TITLES.get(cost.per, cost.per)}"
    if cost.base == 0:
        return term if cost.times > 0 else f"−{term}"
    return f"{cost.base}{'+' if cost.times > 0 else '−'}{term}"


def with_minus_signs(text: str) -> str:
    """Scores written with a hyphen ("Others -2", "+2/-1") get a true minus sign, which reads
    better at card size."""
    return MINUS_BEFORE_NUMBER.sub("\u2212", text)


def neurosis_effect(text: str, need: str) -> str:
    """An entry's text without its "Freedom at 1:" opening, which the card's row label says."""
    head, colon, rest = text.partition(":")
    if colon and head.strip().lower() == f"{need} at 1":
        rest = rest.strip()
        return rest[:1].upper() + rest[1:]
    return text


def ink_on(fill: QColor | str) -> QColor:
    """Near-black or white, whichever reads better on `fill`."""
    return QColor("#111111") if luminance(QColor(fill)) > 0.35 else QColor("#FFFFFF")


# --- shared pieces -----------------------------------------------------------------------------

def top_band(c: CardCanvas, height: float, colour: QColor | str) -> QRectF:
    """A full-width band at the top: clipped to the rounded card on screen, into the bleed on
    paper. Returns the band's part inside the card."""
    p, r = c.painter, c.rect
    outer = c.outer()
    p.save()
    if c.bleed is None:
        path = QPainterPath()
        path.addRoundedRect(r, c.unit * 5, c.unit * 5)
        p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    p.fillRect(QRectF(outer.left(), outer.top(), outer.width(), r.top() - outer.top() + height),
               QColor(colour))
    p.restore()
    return QRectF(r.left(), r.top(), r.width(), height)


def _badge(c: CardCanvas, box: QRectF, label: str, value: str, colour: QColor) -> None:
    """A labelled value (COST 3, VP 2) on white, ringed in the card's colour."""
    u, p = c.unit, c.painter
    p.setPen(QPen(colour, u * 0.9))
    p.setBrush(QColor("#FFFFFF"))
    p.drawRoundedRect(box, u * 3, u * 3)
    c.text(QRectF(box.left(), box.top() + u * 1.2, box.width(), u * 4), label, u * 3.2,
           colour, family=UI_FAMILY, weight=QFont.Weight.Bold)
    room = QRectF(box.left() + u, box.top() + u * 5, box.width() - u * 2, box.height() - u * 6)
    if len(value) <= 2:
        c.text(room, value, u * 8, INK, family=UI_FAMILY, weight=QFont.Weight.Bold)
    else:  # a formula ("1+others", "3−baggage") shrinks or wraps to stay inside the ring
        c.fitted(room, value.replace("−", " −").replace("+", " +"), u * 4.8, INK,
                 family=UI_FAMILY, weight=QFont.Weight.Bold,
                 align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 2.6)


def suitcase_icon(c: CardCanvas, box: QRectF, colour: QColor) -> None:
    u, p = c.unit, c.painter
    body = QRectF(box.left(), box.top() + box.height() * 0.28, box.width(),
                  box.height() * 0.72)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, u * 0.8))
    handle = QRectF(box.center().x() - box.width() * 0.2, box.top() + u * 0.4,
                    box.width() * 0.4, box.height() * 0.4)
    p.drawRoundedRect(handle, u * 1, u * 1)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(body, u * 1.2, u * 1.2)
    p.setPen(QPen(QColor("#FFFFFF"), u * 0.5))
    for fraction in (0.3, 0.7):
        x = body.left() + body.width() * fraction
        p.drawLine(QPointF(x, body.top() + u * 0.8), QPointF(x, body.bottom() - u * 0.8))


def _letter(c: CardCanvas, right: float, bottom: float, letter: str, colour: QColor) -> None:
    """The Nature/Nurture letter in a ringed square at the bottom right, captioned."""
    u, p = c.unit, c.painter
    square = QRectF(right - u * 10, bottom - u * 10, u * 10, u * 10)
    p.setPen(QPen(colour, u * 0.7))
    p.setBrush(QColor("#FFFFFF"))
    p.drawRoundedRect(square, u * 2, u * 2)
    c.text(square, letter, u * 6.4, INK, family=UI_FAMILY, weight=QFont.Weight.Bold)
    c.text(QRectF(square.left() - u * 30, square.top(), u * 28.5, square.height()),
           "Nature/Nurture", u * 3, MUTED, family=UI_FAMILY,
           align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _caption(c: CardCanvas, box: QRectF, text: str, colour: QColor | str) -> None:
    c.text(box, text.upper(), c.unit * 3.4, colour, family=UI_FAMILY,
           weight=QFont.Weight.Bold, align=Qt.AlignmentFlag.AlignLeft |
           Qt.AlignmentFlag.AlignVCenter)


def chip(c: CardCanvas, box: QRectF, need: str) -> None:
    """A Need's name on its colour: the colour helps, the name decides."""
    colour = QColor(NEED_COLOURS[need])
    c.painter.setPen(Qt.PenStyle.NoPen)
    c.painter.setBrush(colour)
    c.painter.drawRoundedRect(box, c.unit * 2, c.unit * 2)
    c.fitted(box.adjusted(c.unit * 1.5, 0, -c.unit * 1.5, 0), NEED_TITLES[need].upper(),
             c.unit * 3.8, ink_on(colour), family=UI_FAMILY, weight=QFont.Weight.Bold,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=c.unit * 2.4)


def headed(c: CardCanvas, colour: str, title: str, name: str) -> QRectF:
    """Face, band with `title`, and `name` (if any) under it; returns the body below."""
    u, r = c.unit, c.rect
    c.base(c.theme.card_face)
    band = top_band(c, u * 13, colour)
    c.fitted(band.adjusted(u * 6, u * 2, -u * 6, -u * 2), title.upper(), u * 6,
             ink_on(colour), family=UI_FAMILY, weight=QFont.Weight.Bold, min_size=u * 3.5)
    if not name:
        return QRectF(r.left() + u * 6, band.bottom() + u * 5, r.width() - u * 12,
                      r.bottom() - band.bottom() - u * 11)
    name_box = QRectF(r.left() + u * 6, band.bottom() + u * 2, r.width() - u * 12, u * 12)
    c.fitted(name_box, name, u * 7.5, INK, weight=QFont.Weight.Bold,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 4)
    return QRectF(r.left() + u * 6, name_box.bottom() + u * 2, r.width() - u * 12,
                  r.bottom() - name_box.bottom() - u * 8)


# --- playing cards -----------------------------------------------------------------------------

def paint_card_face(c: CardCanvas, data: Mapping[str, Any]) -> None:
    card = parse_card(data)
    u, r, p = c.unit, c.rect, c.painter
    colour = QColor(TYPE_COLOURS[card.type])
    c.base(c.theme.card_face)
    band = top_band(c, u * 13, colour)
    badge: tuple[str, str] | None = None
    if card.type == "agenda":
        badge = ("VP", str(card.vp))
    elif card.type in ("action", "special", "reaction"):
        badge = ("COST", cost_label(card.cost))
    badge_w = u * (16 if badge is None or len(badge[1]) <= 2 else 26)
    title_right = badge_w + u * 12 if badge else u * 6
    c.fitted(band.adjusted(u * 6, u * 2, -title_right, -u * 2),
             TYPE_TITLES[card.type].upper(), u * 6, ink_on(colour), family=UI_FAMILY,
             weight=QFont.Weight.Bold, min_size=u * 3.2)
    if badge is not None:
        _badge(c, QRectF(r.right() - u * 5 - badge_w, r.top() + u * 3, badge_w, u * 17),
               *badge, colour)
    name_box = QRectF(r.left() + u * 6, band.bottom() + u * 8, r.width() - u * 12, u * 13)
    c.fitted(name_box, card.name, u * 7.5, INK, weight=QFont.Weight.Bold,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 4)
    p.setPen(QPen(colour, u * 0.5))
    rule_y = name_box.bottom() + u * 2
    p.drawLine(QPointF(r.left() + u * 20, rule_y), QPointF(r.right() - u * 20, rule_y))
    panel = QRectF(r.left() + u * 6, rule_y + u * 4, r.width() - u * 12,
                   r.bottom() - rule_y - u * 29)
    tint = QColor(colour)
    tint.setAlphaF(0.07)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(tint)
    p.drawRoundedRect(panel, u * 3, u * 3)
    c.fitted(panel.adjusted(u * 3, u * 3, -u * 3, -u * 3), with_minus_signs(card.text),
             u * 6.6, INK, align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 3.4)
    c.fitted(QRectF(r.left() + u * 6, r.bottom() - u * 24, r.width() - u * 12, u * 6),
             TYPE_HINTS[card.type], u * 3.4, MUTED, family=UI_FAMILY,
             align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 2.6)
    p.setPen(QPen(QColor("#D8D3C8"), u * 0.3))
    p.drawLine(QPointF(r.left() + u * 6, r.bottom() - u * 16.5),
               QPointF(r.right() - u * 6, r.bottom() - u * 16.5))
    bottom = r.bottom() - u * 5
    if card.baggage:
        for i in range(card.baggage):
            suitcase_icon(c, QRectF(r.left() + u * (6 + i * 10), bottom - u * 8.5, u * 8, u * 8),
                      QColor("#5B4636"))
        c.text(QRectF(r.left() + u * (7 + card.baggage * 10), bottom - u * 8.5, u * 20,
                      u * 8), "Baggage", u * 3, MUTED, family=UI_FAMILY,
               align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    _letter(c, r.right() - u * 6, bottom, card.letter, colour)


def back_face(c: CardCanvas, subtitle: str) -> None:
    """The game's back: four Need quarters round a ring on navy, with what the card is."""
    u, r, p = c.unit, c.rect, c.painter
    c.base(BACK_COLOUR)
    frame = r.adjusted(u * 5, u * 5, -u * 5, -u * 5)
    lines = QColor("#FFFFFF")
    lines.setAlphaF(0.08)
    p.save()
    p.setClipRect(frame, Qt.ClipOperation.IntersectClip if p.hasClipping()
                  else Qt.ClipOperation.ReplaceClip)
    p.setPen(QPen(lines, u * 0.8))
    step = u * 6
    span = r.width() + r.height()
    for i in range(int(span / step) + 1):
        x = r.left() - r.height() + i * step
        p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
        p.drawLine(QPointF(x, r.top()), QPointF(x + r.height(), r.bottom()))
    p.restore()
    p.setPen(QPen(QColor(palette.OKABE_ITO["orange"]), u * 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, u * 3, u * 3)
    centre = r.center()
    radius = u * 22
    disc = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    p.setPen(QPen(QColor(BACK_COLOUR), u * 1.2))
    for quarter, need in enumerate(NEEDS):
        p.setBrush(QColor(NEED_COLOURS[need]))
        p.drawPie(disc, (45 + quarter * 90) * 16, 90 * 16)
    p.setBrush(QColor(BACK_COLOUR))
    p.drawEllipse(centre, radius * 0.55, radius * 0.55)
    white = QColor("#FFFFFF")
    c.text(QRectF(centre.x() - radius * 0.5, centre.y() - radius * 0.5, radius, radius),
           "PW", u * 8, white, family=UI_FAMILY, weight=QFont.Weight.Bold)
    for word, top in (("PSYCHOLOGICAL", disc.top() - u * 14), ("WARFARE", disc.bottom() + u * 3)):
        c.fitted(QRectF(frame.left() + u * 4, top, frame.width() - u * 8, u * 11), word, u * 8,
                 white, family=UI_FAMILY, weight=QFont.Weight.Bold,
                 align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 4)
    if subtitle:
        orange = QColor(palette.OKABE_ITO["orange"])
        pill = QRectF(frame.left() + u * 10, frame.bottom() - u * 17, frame.width() - u * 20,
                      u * 10)
        p.setPen(QPen(orange, u * 0.6))
        p.setBrush(QColor(BACK_COLOUR))
        p.drawRoundedRect(pill, u * 5, u * 5)
        c.fitted(pill.adjusted(u * 3, u * 1, -u * 3, -u * 1), subtitle.upper(), u * 5, orange,
                 family=UI_FAMILY, weight=QFont.Weight.Bold,
                 align=Qt.AlignmentFlag.AlignHCenter, min_size=u * 3)


def paint_card_back(c: CardCanvas, _data: Any) -> None:
    back_face(c, "")


# --- Archetypes --------------------------------------------------------------------------------

def paint_archetype_face(c: CardCanvas, data: Mapping[str, Any]) -> None:
    archetype = parse_archetype(data)
    u, p = c.unit, c.painter
    body = headed(c, ARCHETYPE_COLOUR, "Archetype", archetype.name)
    y = body.top()
    _caption(c, QRectF(body.left(), y, body.width(), u * 5), "Victory Points if highest",
             ARCHETYPE_COLOUR)
    y += u * 6
    for need, vp in sorted(zip(NEEDS, archetype.vp, strict=True), key=lambda nv: -nv[1]):
        chip(c, QRectF(body.left(), y, u * 30, u * 7), need)
        for dot in range(4):
            centre = QPointF(body.left() + u * (37 + dot * 8), y + u * 3.5)
            p.setPen(QPen(QColor(ARCHETYPE_COLOUR), u * 0.6))
            p.setBrush(QColor(ARCHETYPE_COLOUR) if dot < vp else QColor("#FFFFFF"))
            p.drawEllipse(centre, u * 2.6, u * 2.6)
        c.text(QRectF(body.right() - u * 18, y, u * 18, u * 7), f"{vp} VP", u * 5, INK,
               family=UI_FAMILY, weight=QFont.Weight.Bold,
               align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        y += u * 9
    rows = archetype.nurture
    chart_h = u * (6 + 7.5 * len(rows)) if rows else 0.0
    y += u * 1.5
    _caption(c, QRectF(body.left(), y, body.width(), u * 5), "Ability", ARCHETYPE_COLOUR)
    text_box = QRectF(body.left(), y + u * 5.5, body.width(),
                      body.bottom() - y - u * 7 - chart_h)
    c.fitted(text_box, archetype.text, u * 5, INK, valign=Qt.AlignmentFlag.AlignTop,
             min_size=u * 3)
    if rows:
        y = body.bottom() - chart_h
        _caption(c, QRectF(body.left(), y, body.width(), u * 5), "Nature/Nurture",
                 ARCHETYPE_COLOUR)
        for i, row in enumerate(rows):
            top = y + u * (6 + 7.5 * i)
            c.fitted(QRectF(body.left(), top, u * 44, u * 6.5), " ".join(row.letters),
                     u * 4.6, INK, family=UI_FAMILY, weight=QFont.Weight.Bold,
                     min_size=u * 3)
            chip(c, QRectF(body.left() + u * 45, top + u * 0.3, u * 27, u * 6), row.need)
            c.text(QRectF(body.right() - u * 14, top, u * 14, u * 6.5),
                   with_minus_signs(f"{row.by:+d}"), u * 5, INK, family=UI_FAMILY,
                   weight=QFont.Weight.Bold,
                   align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def paint_archetype_back(c: CardCanvas, _data: Any) -> None:
    back_face(c, "Archetype")


PAINTERS = (  # what the GameSpec's painters give gui.card_painter
    CardKind(CARD_KIND, paint_card_face, paint_card_back, "Playing cards"),
    CardKind(ARCHETYPE_KIND, paint_archetype_face, paint_archetype_back, "Archetypes"),
)
