"""Card pictures drawn once per size: a face or back is a cached pixmap, not a fresh painting.

A card's vector painting (gui/card_painter.py) is exact at any scale but slow: a patterned
back takes ~14 ms, and a table repaints dozens of cards while anything on it changes. A
`CachedCard` is a card painter with an identity — (deck kind, card, side), or any key — so
its picture is drawn once into a `QPixmap` at the device pixels it covers (crisp at any zoom
and device pixel ratio) and reused until the theme changes. It can be passed wherever a plain
`CardPainter` is (CardItem, PileItem, a strip of cards): called with a painter and a rect it
draws from the cache at that painter's scale.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from psychboard.gui import palette
from psychboard.gui.text_scale import text_scale

CardPainter = Callable[[QPainter, QRectF], None]

_MAX_PICTURES = 400  # ~50 MB of 140×200 px cards at the most; the oldest go first


def device_scale(transform: QTransform) -> float:
    """How many device pixels one unit covers under `transform` (rotation and shear ignored;
    a squash in one direction, as in a flip, keeps the other direction's scale)."""
    sx = math.hypot(transform.m11(), transform.m12())
    sy = math.hypot(transform.m21(), transform.m22())
    return max(sx, sy)


@dataclass(frozen=True)
class CachedCard:
    """A card painter with an identity: `draw` paints it, `key` says which picture it is."""

    key: Hashable
    draw: CardPainter = field(compare=False, hash=False, repr=False)

    def __call__(self, painter: QPainter, rect: QRectF) -> None:
        CARD_CACHE.paint(painter, rect, self, device_scale(painter.deviceTransform()))


class CardCache:
    """Pixmaps of card pictures per (card key, pixel size, device pixel ratio, theme)."""

    def __init__(self, limit: int = _MAX_PICTURES) -> None:
        self._limit = limit
        self._pictures: OrderedDict[tuple[Hashable, int, int, float, str, float], QPixmap] = \
            OrderedDict()
        self._theme: palette.Theme | None = None
        self.renders = 0  # pictures drawn so far (a cache miss each)

    def __len__(self) -> int:
        return len(self._pictures)

    def clear(self) -> None:
        self._pictures.clear()

    def pixmap(self, card: CachedCard, width: int, height: int, ratio: float = 1.0) -> QPixmap:
        """The picture of `card` `width`×`height` device pixels, drawn now if not yet cached."""
        theme = palette.theme()
        if theme != self._theme:  # a theme change recolours every card: start again
            self._pictures.clear()
            self._theme = theme
        key = (card.key, width, height, ratio, theme.name, text_scale())
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
            return picture
        picture = QPixmap(QSize(width, height))
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card.draw(painter, QRectF(0, 0, width, height))
        painter.end()
        self.renders += 1
        self._pictures[key] = picture
        while len(self._pictures) > self._limit:
            self._pictures.popitem(last=False)
        return picture

    def paint(self, painter: QPainter, rect: QRectF, card: CachedCard, scale: float,
              target: QRectF | None = None, smooth: bool = True) -> None:
        """Draw `card`, `rect` big at `scale` device pixels per unit, into `rect` (or
        stretched into `target`: a shadow that grows as its card lifts reuses one picture).
        `smooth` False samples the nearest pixel: four times cheaper when squashed, and a
        card turning over moves too fast for anyone to see the difference."""
        width = max(1, round(rect.width() * scale))
        height = max(1, round(rect.height() * scale))
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        picture = self.pixmap(card, width, height, ratio)
        to_device = painter.deviceTransform()
        if target is None and _upright(to_device, rect, width, height):
            # One picture pixel on one screen pixel: copied, not resampled (a resampled copy
            # half a pixel off is visibly softer).
            at = to_device.map(rect.topLeft())
            painter.save()
            painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
            painter.drawPixmap(QPointF(round(at.x()), round(at.y())), picture)
            painter.restore()
            return
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        painter.drawPixmap(target or rect, picture, QRectF(picture.rect()))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


CARD_CACHE = CardCache()


def _upright(transform: QTransform, rect: QRectF, width: int, height: int) -> bool:
    """Whether `transform` maps `rect` onto `width`×`height` device pixels, unturned."""
    return (transform.m12() == 0.0 and transform.m21() == 0.0 and transform.m11() > 0.0
            and transform.m22() > 0.0
            and abs(transform.m11() * rect.width() - width) < 0.5
            and abs(transform.m22() * rect.height() - height) < 0.5)


def _paint(kind: str, data: Any, side: str) -> CardPainter:
    def draw(painter: QPainter, rect: QRectF) -> None:
        # Imported when first drawn: the card painters load their deck kinds' modules.
        from psychboard.gui.card_painter import paint_card

        paint_card(painter, rect, kind, data, side)

    return draw


@lru_cache(maxsize=1024)
def card_face(kind: str, data: Any) -> CachedCard:
    """The cached face of a card of a registered deck kind (`data` must be hashable)."""
    return CachedCard((kind, data, "face"), _paint(kind, data, "face"))


@lru_cache(maxsize=64)
def card_back(kind: str) -> CachedCard:
    """The cached back of a registered deck kind."""
    return CachedCard((kind, None, "back"), _paint(kind, None, "back"))


PLAYING = "playing"
"""The deck kind of the standard 52-card deck (core/cards), which several games deal."""
playing_back = card_back(PLAYING)
"""The back of the standard deck."""


def playing_face(card: Hashable) -> CachedCard:
    """The face of a card of the standard deck."""
    return card_face(PLAYING, card)
