"""Draws any card, face or back, with QPainter into any rectangle: the screen and the PDF share it.

Everything is vector drawing sized from the card rectangle, so a card is crisp at any zoom, at
any printer resolution and in a PDF (DESIGN §7: a printed card looks like the one on screen).
Each game's GameSpec names the kinds it draws (`card_kinds`) and gives their painters
(`painters`, `CardKind` entries its painter modules hold as data); the printing code and the
scenes call `paint_card(painter, rect, kind, data, side)` and know no kind in particular.

Text is fitted, never clipped, by `psychboard.gui.text_fit.fit_text` (named here too, since
every deck's painters draw with it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from psychboard.gui import palette
from psychboard.gui.fonts import CARD_FAMILY
from psychboard.gui.text_fit import FittedText, fit_text, layout_text, make_font

__all__ = ["CardCanvas", "CardKind", "FittedText", "Painter", "fit_text", "known_kinds",
           "layout_text", "make_font", "card_words", "paint_card", "painter_for"]

Painter = Callable[["CardCanvas", Any], None]


@dataclass(frozen=True)
class CardKind:
    kind: str
    face: Painter
    back: Painter
    title: str = ""


def painter_for(kind: str) -> CardKind | None:
    """The painter of `kind`, asked of the first registered game that names the kind.

    Asked on each need rather than registered at import, so that drawing a card loads only
    the game that draws it, and a game registered later is found too.
    """
    from psychboard.games import specs

    for spec in specs().values():
        if kind in spec.card_kinds and spec.painters is not None:
            return next((entry for entry in spec.painters() if entry.kind == kind), None)
    return None


def known_kinds() -> tuple[str, ...]:
    """Every kind a registered game draws (loading no game)."""
    from psychboard.games import specs

    return tuple(sorted({kind for spec in specs().values() for kind in spec.card_kinds}))


@dataclass(frozen=True)
class CardCanvas:
    """What a kind's painter gets: the painter, the card's trim rectangle and how to finish it.

    `bleed` is None on screen (a rounded card with an outline) and a length in the rectangle's
    units on paper, where the background runs that far past the cut line and has no outline,
    so a slightly-off cut never shows a white sliver or half a border.
    """

    painter: QPainter
    rect: QRectF
    theme: palette.Theme
    bleed: float | None = None

    @property
    def unit(self) -> float:
        """One hundredth of the card's width: painters size everything from it."""
        return self.rect.width() / 100

    def outer(self) -> QRectF:
        b = self.bleed or 0.0
        return self.rect.adjusted(-b, -b, b, b)

    def base(self, fill: QColor | str, outline: QColor | str | None = None) -> None:
        """The card's background: a rounded card on screen, a full-bleed rectangle on paper."""
        p = self.painter
        fill_colour = QColor(fill)
        if self.bleed is None:
            radius = self.unit * 5
            edge = QColor(outline) if outline is not None else fill_colour.darker(170)
            p.setPen(QPen(edge, max(self.unit * 0.5, 0.5)))
            p.setBrush(fill_colour)
            p.drawRoundedRect(self.rect, radius, radius)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill_colour)
            p.drawRect(self.outer())

    def font(self, size: float, family: str = CARD_FAMILY, weight: QFont.Weight =
             QFont.Weight.Normal, italic: bool = False) -> QFont:
        return make_font(self.painter.device(), size, family, weight, italic)

    def text(self, rect: QRectF, text: str, size: float, colour: QColor | str,
             family: str = CARD_FAMILY, weight: QFont.Weight = QFont.Weight.Normal,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        """One short line (a rank, a label) drawn at `size`, centred in `rect` by default."""
        self.painter.setFont(self.font(size, family, weight))
        self.painter.setPen(QColor(colour))
        self.painter.drawText(rect, int(align), text)

    def fitted(self, rect: QRectF, text: str, max_size: float, colour: QColor | str,
               family: str = CARD_FAMILY, weight: QFont.Weight = QFont.Weight.Normal,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
               valign: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter,
               min_size: float | None = None) -> FittedText:
        fit = fit_text(self.painter.device(), rect, text, max_size,
                       min_size if min_size is not None else max_size * 0.45,
                       family=family, weight=weight, align=align)
        fit.draw(self.painter, rect, colour, valign)
        return fit


def paint_card(painter: QPainter, rect: QRectF, kind: str, data: Any, side: str = "face", *,
               theme: palette.Theme | None = None, bleed: float | None = None) -> None:
    """Draw one card of `kind` (face or back) into `rect`; raises KeyError for an unknown kind."""
    entry = painter_for(kind)
    if entry is None:
        raise KeyError(f"no card painter for deck kind {kind!r} (known: {list(known_kinds())})")
    if side not in ("face", "back"):
        raise ValueError(f"a card has a 'face' and a 'back', not {side!r}")
    canvas = CardCanvas(painter, QRectF(rect), theme or palette.theme(), bleed)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    (entry.face if side == "face" else entry.back)(canvas, data)
    painter.restore()


def card_words(painter: object) -> str:
    """What a card's picture stands for, from its identity (kind, card, side): the card's
    name, title or question, with the deck's title; "" for a picture with no such identity."""
    key = getattr(painter, "key", None)
    if not (isinstance(key, tuple) and len(key) == 3 and isinstance(key[0], str)):
        return ""
    kind, data, side = key
    entry = painter_for(kind)
    deck = entry.title if entry is not None else kind
    if side == "back":
        return f"{deck} card, face down"
    if isinstance(data, Mapping):
        words = next((str(data[k]) for k in ("name", "title", "question", "text")
                      if data.get(k)), "")
    else:
        words = str(getattr(data, "name", "") or data)
    return f"{deck} card: {words}" if words else f"{deck} card"
