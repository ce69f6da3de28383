"""How big a table's text comes out on screen: every glyph run a scene paints, with its size.

Panels, plates and piles paint their words with `QPainter.drawText` (or a fitted
`QTextLayout`) inside `paint`, where no item walk can see them. `painted_text` repaints the
scene as its view shows it, uncached, and notes for each text drawn the em height in screen
pixels: the font's size under the painter's full transform (view zoom times item transforms,
or a card picture's own device pixels). Plain text items are measured from their font and
their transform to the view.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter, QPixmap, QTextLayout, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)

from psychboard.gui.items import TokenItem
from psychboard.gui.items.card_cache import CARD_CACHE


@dataclass(frozen=True)
class Drawn:
    size: float  # em height in screen pixels
    text: str
    picture: bool = False  # drawn into a card's cached picture (its printed face or back)
    initial: bool = False  # a token's initial, beside the colour and shape that tell it

    def __str__(self) -> str:
        return f"{self.size:.1f} px {self.text!r}"


def _em(font: QFont, dpi: float) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72.0


def _vertical(transform: QTransform) -> float:
    """Screen pixels per unit up a line of text (what a glyph's height is scaled by)."""
    return math.hypot(transform.m21(), transform.m22())


def _words(args: tuple[Any, ...]) -> str:
    return next((a for a in args if isinstance(a, str)), "")


@contextmanager
def _recording(found: list[Drawn]) -> Iterator[None]:
    draw_text, draw_layout = QPainter.drawText, QTextLayout.draw

    def note(painter: QPainter, font: QFont, words: str) -> None:
        device = painter.device()
        size = _em(font, device.logicalDpiY() if device is not None else 96)
        caller = sys._getframe(2)
        initial = (caller.f_code.co_name == "paint_token_face"
                   or isinstance(caller.f_locals.get("self"), TokenItem))
        found.append(Drawn(size * _vertical(painter.deviceTransform()), words,
                           picture=isinstance(device, QPixmap), initial=initial))

    def text(painter: QPainter, *args: Any) -> Any:
        note(painter, painter.font(), _words(args))
        return draw_text(painter, *args)

    def layout(self: QTextLayout, painter: QPainter, *args: Any) -> Any:
        note(painter, self.font(), self.text())
        return draw_layout(self, painter, *args)

    QPainter.drawText = text  # type: ignore[method-assign, assignment]
    QTextLayout.draw = layout  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        QPainter.drawText = draw_text  # type: ignore[method-assign]
        QTextLayout.draw = draw_layout  # type: ignore[method-assign]


def painted_text(view: QGraphicsView) -> list[Drawn]:
    """Every visible text on `view`'s scene as the view shows it now, smallest first."""
    scene = view.scene()
    assert scene is not None
    found: list[Drawn] = []
    to_view = view.viewportTransform()
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text():
            dpi = view.logicalDpiY()
            size = _em(item.font(), dpi) * _vertical(item.deviceTransform(to_view))
            found.append(Drawn(size, item.text()))
    # Turned items keep their picture in their own coordinates at the screen's resolution:
    # repainted into it, their words still come out at the size the screen shows.
    turned = QGraphicsItem.CacheMode.ItemCoordinateCache
    modes = {item: item.cacheMode() for item in scene.items() if item.cacheMode() != turned}
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    CARD_CACHE.clear()  # card pictures are drawn again, so their words are seen
    try:
        for item in scene.items():
            if item in modes:
                item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            else:
                item.update()
        with _recording(found):
            painter = QPainter(image)
            scene.render(painter, QRectF(image.rect()),
                         view.mapToScene(view.viewport().rect()).boundingRect())
            painter.end()
    finally:
        for item, mode in modes.items():
            item.setCacheMode(mode)
        CARD_CACHE.clear()
    return sorted((d for d in found if d.text.strip()), key=lambda d: d.size)


def painted_by(view: QGraphicsView, item: QGraphicsItem) -> list[Drawn]:
    """The texts `item` itself paints, at the size `view` shows them now, smallest first."""
    found: list[Drawn] = []
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    with _recording(found):
        painter = QPainter(image)
        painter.setTransform(item.deviceTransform(view.viewportTransform()))
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
    return sorted((d for d in found if d.text.strip()), key=lambda d: d.size)
