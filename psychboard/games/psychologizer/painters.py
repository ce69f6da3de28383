"""Psychologizer's cards: opinion cards (face and a back per category) and response cards.

An opinion card has a band in its category's colour with the category's name (colour is never
the only cue), the issue with `{player}` filled in or left as a blank to read aloud (`{other}`
prints as a prompt to name another player), and the four responses labelled a–d, every text
fitted to its box. Response cards carry a seat's colour, token shape and colour name; each seat
has a, b, c, d, 5, 15, 25 and pass (rulebook: "eight sets of eight response cards").

Category colours come from the spinner in assets/boards/psychologizer.json when it is there, so
card and spinner always agree; otherwise from a fixed Okabe–Ito mapping.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen

from psychboard.core.errors import FileProblem
from psychboard.core.files import read_json
from psychboard.core.resources import asset_dir
from psychboard.games.psychologizer.deck import CATEGORIES, fill_names
from psychboard.gui import palette
from psychboard.gui.card_painter import CardCanvas, CardKind, fit_text
from psychboard.gui.fonts import UI_FAMILY
from psychboard.gui.widgets.token_icon import token_path

OPINION_KIND = "opinion"
RESPONSE_KIND = "response"
RESPONSE_VALUES = ("a", "b", "c", "d", "5", "15", "25", "pass")
BLANK = "________"
OTHER_BLANK = "(another player)"  # the reader names anyone but the opinion player

FALLBACK_COLOURS: Mapping[str, str] = {
    "morality": palette.OKABE_ITO["blue"],
    "relationships": palette.OKABE_ITO["purple"],
    "family": palette.OKABE_ITO["orange"],
    "work": palette.OKABE_ITO["green"],
    "social": palette.OKABE_ITO["sky"],
    "habits": palette.OKABE_ITO["yellow"],
    "fantasy": palette.OKABE_ITO["vermillion"],
    "self": "#4D4D4D",
}


@dataclass(frozen=True)
class ResponseCard:
    seat: int
    value: str


@dataclass(frozen=True)
class OpinionFace:
    """An opinion card with the opinion player's name filled in (None prints a blank)."""

    card: Mapping[str, Any]
    player: str | None = None


def spinner_segments(board: Any) -> list[Mapping[str, Any]]:
    """The spinner's segments from a parsed board file, [] when it has none."""
    spinner = board.get("spinner") if isinstance(board, dict) else None
    segments = spinner.get("segments") if isinstance(spinner, dict) else spinner
    if segments is None and isinstance(board, dict):
        segments = board.get("segments")
    return [s for s in segments if isinstance(s, dict)] if isinstance(segments, list) else []


@cache
def category_colours() -> Mapping[str, str]:
    colours = dict(FALLBACK_COLOURS)
    path = asset_dir("boards") / "psychologizer.json"
    if path.exists():
        try:
            board = read_json(path)
        except FileProblem:
            return colours
        for segment in spinner_segments(board):
            category, colour = segment.get("category"), segment.get("colour")
            if (segment.get("kind") == "category" and category in colours
                    and isinstance(colour, str) and QColor(colour).isValid()):
                colours[category] = colour
    return colours


def _opinion(data: Any) -> tuple[Mapping[str, Any], str | None]:
    if isinstance(data, OpinionFace):
        return data.card, data.player
    return data, None


def paint_opinion_face(c: CardCanvas, data: Any) -> None:
    card, player = _opinion(data)
    u, r, p = c.unit, c.rect, c.painter
    colour = QColor(category_colours().get(card["category"], "#4D4D4D"))
    c.base(c.theme.card_face)
    band = QRectF(r.left(), r.top(), r.width(), u * 15)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if c.bleed is None:
        p.drawPath(_top_rounded(band, u * 5))
    else:
        p.drawRect(band.adjusted(-c.bleed, -c.bleed, c.bleed, 0))
    ink = palette.ink_on(colour)
    name = CATEGORIES.get(card["category"], card["category"])
    c.fitted(band.adjusted(u * 6, u * 2, -u * 22, -u * 2), name.upper(), u * 6.4, ink,
             family=UI_FAMILY, weight=QFont.Weight.Bold, min_size=u * 3.5)
    badge = QRectF(band.right() - u * 19, band.top() + u * 3.5, u * 14, u * 8)
    p.setPen(QPen(ink, u * 0.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(badge, u * 4, u * 4)
    c.text(badge, f"{card.get('ages', 12)}+", u * 4.6, ink, family=UI_FAMILY,
           weight=QFont.Weight.DemiBold)
    issue = fill_names(card["issue"], player or BLANK, OTHER_BLANK)
    body = r.adjusted(u * 7, u * 19, -u * 7, -u * 6)
    issue_box = QRectF(body.left(), body.top(), body.width(), body.height() * 0.36)
    c.fitted(issue_box, issue, u * 6.2, palette.BLACK_SUIT, weight=QFont.Weight.Bold,
             valign=Qt.AlignmentFlag.AlignTop, min_size=u * 3.2)
    texts = [fill_names(r["text"], player or BLANK, OTHER_BLANK) for r in card["responses"]]
    _responses(c, texts, colour,
               QRectF(body.left(), issue_box.bottom() + u * 3, body.width(),
                      body.bottom() - issue_box.bottom() - u * 3))


def _top_rounded(band: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(band, radius, radius)
    square = QPainterPath()
    square.addRect(band.adjusted(0, band.height() / 2, 0, 0))
    return path.united(square)


def _responses(c: CardCanvas, responses: list[str], colour: QColor,
               area: QRectF) -> None:
    """Four rows a–d; every response at one shared size so no answer looks more important."""
    u, p = c.unit, c.painter
    row = area.height() / 4
    disc = u * 7
    boxes = [QRectF(area.left() + disc + u * 3, area.top() + i * row + u * 0.8,
                    area.width() - disc - u * 3, row - u * 1.6) for i in range(4)]
    device = p.device()
    size = min(fit_text(device, box, text, u * 5.4, u * 3.0).size
               for box, text in zip(boxes, responses, strict=True))
    ink = palette.ink_on(colour)
    for i, (box, text) in enumerate(zip(boxes, responses, strict=True)):
        centre = QPointF(area.left() + disc / 2, area.top() + i * row + row / 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(centre, disc / 2, disc / 2)
        c.text(QRectF(centre.x() - disc / 2, centre.y() - disc / 2, disc, disc), "abcd"[i],
               u * 5, ink, family=UI_FAMILY, weight=QFont.Weight.Bold)
        fit = fit_text(device, box, text, size, size * 0.5)
        fit.draw(p, box, palette.BLACK_SUIT)
        if i < 3:
            p.setPen(QPen(QColor("#D8D3C8"), u * 0.3))
            y = area.top() + (i + 1) * row
            p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y))


def paint_opinion_back(c: CardCanvas, data: Any) -> None:
    """A back per category: its colour, its name and the game's mark."""
    card, _ = _opinion(data)
    category = card["category"] if isinstance(card, Mapping) else str(card)
    u, r, p = c.unit, c.rect, c.painter
    colour = QColor(category_colours().get(category, "#4D4D4D"))
    ink = palette.ink_on(colour)
    c.base(colour)
    ring = QColor(ink)
    ring.setAlphaF(0.18)
    frame = r.adjusted(u * 6, u * 6, -u * 6, -u * 6)
    p.save()
    p.setClipRect(frame, Qt.ClipOperation.IntersectClip if p.hasClipping()
                  else Qt.ClipOperation.ReplaceClip)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ring, u * 1.4))
    for i in range(1, 9):
        p.drawEllipse(r.center(), u * 9 * i, u * 9 * i)
    p.restore()
    p.setPen(QPen(ink, u * 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(frame)
    panel = QRectF(r.left() + u * 12, r.center().y() - u * 20, r.width() - u * 24, u * 40)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(c.theme.card_face))
    p.drawRoundedRect(panel, u * 4, u * 4)
    c.text(QRectF(panel.left(), panel.top() + u * 3, panel.width(), u * 9), "PSYCHOLOGIZER",
           u * 5.2, colour.darker(130) if ink.lightness() > 128 else QColor("#333333"),
           family=UI_FAMILY, weight=QFont.Weight.Bold)
    c.fitted(panel.adjusted(u * 4, u * 13, -u * 4, -u * 4),
             CATEGORIES.get(category, category), u * 9, palette.BLACK_SUIT,
             align=Qt.AlignmentFlag.AlignHCenter, weight=QFont.Weight.Bold, min_size=u * 5)


def _seat(seat: int) -> tuple[QColor, str, str]:
    index = seat % len(palette.SEAT_COLOURS)
    return (QColor(palette.SEAT_COLOURS[index]), palette.TOKEN_SHAPES[index],
            palette.SEAT_COLOUR_NAMES[index])


def paint_response_face(c: CardCanvas, data: ResponseCard) -> None:
    colour, shape, name = _seat(data.seat)
    u, r, p = c.unit, c.rect, c.painter
    c.base(c.theme.card_face)
    frame = r.adjusted(u * 5, u * 5, -u * 5, -u * 5)
    p.setPen(QPen(colour, u * 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, u * 4, u * 4)
    outline = QPen(colour.darker(170), u * 0.6)
    for corner in (frame.topLeft() + QPointF(u * 10, u * 10),
                   frame.bottomRight() - QPointF(u * 10, u * 10)):
        p.setPen(outline)
        p.setBrush(colour)
        p.drawPath(token_path(shape, QRectF(corner.x() - u * 6, corner.y() - u * 6,
                                            u * 12, u * 12)))
    centre = QRectF(frame.left(), frame.center().y() - u * 30, frame.width(), u * 46)
    value = data.value
    if value in ("a", "b", "c", "d"):
        c.text(centre, value, u * 50, palette.BLACK_SUIT, weight=QFont.Weight.Bold)
        caption = "my answer"
    elif value == "pass":
        c.text(centre, "PASS", u * 20, palette.BLACK_SUIT, family=UI_FAMILY,
               weight=QFont.Weight.Bold)
        caption = "no wager"
    else:
        c.text(centre, value, u * 38, palette.BLACK_SUIT, family=UI_FAMILY,
               weight=QFont.Weight.Bold)
        caption = "credits"
    c.text(QRectF(frame.left(), centre.bottom(), frame.width(), u * 10), caption, u * 6,
           "#555555", family=UI_FAMILY)
    c.text(QRectF(frame.left(), frame.bottom() - u * 24, frame.width(), u * 8), name, u * 5,
           colour.darker(140), family=UI_FAMILY, weight=QFont.Weight.DemiBold)


def paint_response_back(c: CardCanvas, data: ResponseCard) -> None:
    colour, shape, name = _seat(data.seat)
    u, r, p = c.unit, c.rect, c.painter
    c.base(colour)
    ink = palette.ink_on(colour)
    p.setPen(QPen(ink, u * 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(r.adjusted(u * 6, u * 6, -u * 6, -u * 6))
    p.setPen(QPen(ink, u * 1.6))
    p.setBrush(colour.darker(115))
    p.drawPath(token_path(shape, QRectF(r.center().x() - u * 24, r.center().y() - u * 30,
                                        u * 48, u * 48)))
    c.text(QRectF(r.left(), r.center().y() + u * 22, r.width(), u * 10), name.upper(),
           u * 7, ink, family=UI_FAMILY, weight=QFont.Weight.Bold)
    c.text(QRectF(r.left(), r.center().y() + u * 33, r.width(), u * 8), "PSYCHOLOGIZER",
           u * 4.4, ink, family=UI_FAMILY, weight=QFont.Weight.DemiBold)


PAINTERS = (  # what the GameSpec's painters give gui.card_painter
    CardKind(OPINION_KIND, paint_opinion_face, paint_opinion_back, "Opinion cards"),
    CardKind(RESPONSE_KIND, paint_response_face, paint_response_back, "Response cards"),
)
