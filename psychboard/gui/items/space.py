"""A space on a board track (a credits track, a hexagon track around a board).

A space is a labelled shape in a colour; a "white" space is drawn blank with a coloured rim,
and a highlighted one glows (e.g. where a token may move). `token_spot(i, n)` spreads several
tokens sharing the space so each stays visible.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import BoardItem, text_colour_on
from psychboard.gui.text_fit import shrunk_font

SPACE_KINDS = ("rect", "rounded", "hexagon")
SPACE_SIZE = QSizeF(96.0, 72.0)


class SpaceItem(BoardItem):
    """A board space centred on its `pos`."""

    def __init__(self, label: str = "", colour: QColor | str = palette.LINEN,
                 kind: str = "rounded", size: QSizeF = SPACE_SIZE, white: bool = False,
                 parent: QGraphicsItem | None = None, label_room: float = 1.0,
                 label_size: float = 0.0) -> None:
        """`label_room` is the share of the space's height, from the top, its label may use:
        below 1 the label moves up and leaves the bottom for tokens standing on it.
        `label_size` is the label's largest size in scene units (0: 0.26 of the space's
        side); a label that does not fit its room is set smaller."""
        super().__init__(parent)
        if kind not in SPACE_KINDS:
            raise ValueError(f"unknown space kind {kind!r}; expected one of {SPACE_KINDS}")
        self._label = label
        self._colour = QColor(colour)
        self._kind = kind
        self._size = QSizeF(size)
        self._white = white
        self._label_room = label_room
        self._label_size = label_size
        margin = min(self._size.width(), self._size.height()) * 0.2
        self._bounds = _outline(kind, self._size.width(), self._size.height(), 0.0
                                ).boundingRect().adjusted(-margin, -margin, margin, margin * 1.4)
        self.set_interactive(False)

    def describe(self) -> str:
        return f"space {self._label}" if self._label else "space"

    @property
    def label(self) -> str:
        return self._label

    @property
    def white(self) -> bool:
        return self._white

    def outline(self, grow: float = 0.0) -> QPainterPath:
        return QPainterPath(_outline(self._kind, self._size.width(), self._size.height(), grow))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.outline()

    def token_spot(self, index: int, count: int) -> QPointF:
        """Where the `index`-th of `count` tokens on this space stands, in scene coordinates.

        Tokens line up along the lower edge, leaving the label readable above them.
        """
        w, h = self._size.width(), self._size.height()
        step = w * 0.8 / max(count, 1)
        x = (index - (count - 1) / 2) * min(step, w * 0.3)
        return self.mapToScene(QPointF(x, h * 0.5))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        unit = min(self._size.width(), self._size.height())
        fill = QColor(palette.WHITE) if self._white else self._colour
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(self.outline().translated(0, unit * 0.05))
        if self._highlighted:
            glow = palette.theme().color("highlight")
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, unit * 0.08))
            painter.drawPath(self.outline(unit * 0.07))
        painter.setBrush(fill.lighter(108) if self.hovered else fill)
        rim = self._colour if self._white else fill.darker(135)
        painter.setPen(QPen(rim, unit * (0.07 if self._white else 0.03)))
        painter.drawPath(self.outline())
        if self._label:
            self._paint_label(painter, text_colour_on(fill))
        self.paint_focus_ring(painter, self.outline(unit * 0.12))
        painter.restore()

    def _paint_label(self, painter: QPainter, ink: QColor) -> None:
        w, h = self._size.width(), self._size.height()
        inset = 0.72 if self._kind == "hexagon" else 0.84
        box = QRectF(-w * inset / 2, -h * inset / 2, w * inset, h * inset * self._label_room)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        largest = self._label_size or min(w, h) * 0.26
        painter.setFont(shrunk_font(self._label, box.width(), box.height(), largest, 6.0,
                                    wrap=True))
        painter.setPen(ink)
        painter.drawText(box, flags, self._label)


@lru_cache(maxsize=256)
def _outline(kind: str, width: float, height: float, grow: float) -> QPainterPath:
    """A space's outline, `grow` beyond its `width`×`height` box (the same for every space of
    a kind and size, so built once)."""
    w, h = width / 2 + grow, height / 2 + grow
    path = QPainterPath()
    if kind == "hexagon":
        # Pointy-top hexagon inscribed in the space's box.
        path.addPolygon(QPolygonF([QPointF(w * math.cos(a), h * math.sin(a)) for a in (
            math.radians(-90 + 60 * i) for i in range(6))]))
        path.closeSubpath()
    elif kind == "rect":
        path.addRect(QRectF(-w, -h, 2 * w, 2 * h))
    else:
        corner = min(w, h) * 0.3
        path.addRoundedRect(QRectF(-w, -h, 2 * w, 2 * h), corner, corner)
    return path
