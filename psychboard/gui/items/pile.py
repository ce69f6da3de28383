"""A stack of cards (a draw pile or a discard pile) with a count badge.

The stack is drawn as a few offset card edges, more for a taller pile, so its height reads at
a glance; the badge gives the exact count. An empty pile shows a dashed place for cards,
with its caption at the size the game reads at (`label_size`), wrapped between words and, for
a small place, standing out over its sides rather than shrinking.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import INK, BoardItem, ui_font
from psychboard.gui.items.card import POKER, default_back, paint_side, paint_soft_shadow
from psychboard.gui.items.card_cache import CardPainter, device_scale

_MAX_LAYERS = 7
_CARDS_PER_LAYER = 4


class PileItem(BoardItem):
    """A pile centred on its `pos`; the top card shows `top_painter` if set, else the back."""

    def __init__(self, count: int = 0, back_painter: CardPainter | None = None,
                 size: QSizeF = POKER, label: str = "", label_size: float = 0.0,
                 parent: QGraphicsItem | None = None) -> None:
        """`label_size` is the caption's size in scene units, and the count's at least
        (0: 0.12 of the card's width, too small to read on a table shown much below its full
        size)."""
        super().__init__(parent)
        self._count = max(0, count)
        self._back_painter = back_painter or default_back
        self._top_painter: CardPainter | None = None
        self._size = QSizeF(size)
        self._label = label
        self._label_size = label_size
        self._label_box = self._label_rect()

    def describe(self) -> str:
        cards = f"{self._count} card{'s' if self._count != 1 else ''}"
        return f"{self._label}: {cards}" if self._label else f"pile of {cards}"

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if max(0, count) != self._count:
            self._count = max(0, count)
            self.update()

    def set_top(self, painter: CardPainter | None) -> None:
        """Show a face on top (a discard pile) or, with None, the back (a draw pile)."""
        if painter != self._top_painter:
            self._top_painter = painter
            self.update()


    def card_rect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def top_position(self) -> QPointF:
        """Scene position of the top card's centre, where a card drawn from here starts."""
        return self.mapToScene(self._layer_offset(self._layers() - 1))

    def boundingRect(self) -> QRectF:
        rect = self.card_rect()
        margin = max(rect.width() * 0.22, (self._label_box.width() - rect.width()) / 2)
        depth = self._step() * _MAX_LAYERS  # the stack rises up and to the left
        return rect.adjusted(-margin + depth.x(), -margin + depth.y(), margin, margin)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def _layers(self) -> int:
        return min(_MAX_LAYERS, 1 + (self._count - 1) // _CARDS_PER_LAYER) if self._count else 0

    def _step(self) -> QPointF:
        return QPointF(-self._size.width() * 0.012, -self._size.width() * 0.018)

    def _layer_offset(self, layer: int) -> QPointF:
        return self._step() * max(layer, 0)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = rect.width() * 0.055
        painter.save()
        if not self._count:
            self._paint_empty(painter, rect, radius)
            painter.restore()
            return
        layers = self._layers()
        paint_soft_shadow(painter, rect, radius, 1.0 + layers * 0.15)
        if self._highlighted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.theme().color("highlight"), rect.width() * 0.04))
            top = rect.translated(self._layer_offset(layers - 1))
            grow = rect.width() * 0.03
            painter.drawRoundedRect(top.adjusted(-grow, -grow, grow, grow), radius + grow,
                                    radius + grow)
        edge = QPen(QColor(0, 0, 0, 80), rect.width() * 0.008)
        under = palette.theme().color("card_face").darker(108)
        scale = device_scale(painter.deviceTransform())
        for layer in range(layers):
            card = rect.translated(self._layer_offset(layer))
            if layer < layers - 1:  # only an edge of the cards below shows
                painter.setPen(edge)
                painter.setBrush(under)
                painter.drawRoundedRect(card, radius, radius)
                continue
            self._paint_top(painter, card, radius, scale)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(edge)
            painter.drawRoundedRect(card, radius, radius)
        top = rect.translated(self._layer_offset(layers - 1))
        self._paint_badge(painter, top)
        ring = QPainterPath()
        grow = rect.width() * 0.07
        ring.addRoundedRect(top.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        self.paint_focus_ring(painter, ring)
        painter.restore()

    def _paint_top(self, painter: QPainter, card: QRectF, radius: float, scale: float) -> None:
        side = self._top_painter if self._top_painter is not None else self._back_painter
        paint_side(painter, card, side, radius, scale)
        if self.hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 28))
            painter.drawRoundedRect(card, radius, radius)

    def _paint_empty(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        dash = QPen(QColor(255, 255, 255, 150), rect.width() * 0.02, Qt.PenStyle.DashLine)
        painter.setPen(dash)
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawRoundedRect(rect, radius, radius)
        if self._label:
            painter.setFont(self._label_font())
            painter.setPen(QColor(255, 255, 255, 190))
            painter.drawText(self._label_box,
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self._label)

    def _label_font(self) -> QFont:
        return ui_font(self._label_size or self._size.width() * 0.12, QFont.Weight.DemiBold)

    def _label_rect(self) -> QRectF:
        """The card's place, widened to the caption's longest word if that is wider."""
        rect = self.card_rect()
        if not self._label:
            return rect
        metrics = QFontMetricsF(self._label_font())
        widest = max(metrics.horizontalAdvance(word) for word in self._label.split())
        grow = max(0.0, (widest + 4 - rect.width()) / 2)
        return rect.adjusted(-grow, 0, grow, 0)

    def _paint_badge(self, painter: QPainter, top: QRectF) -> None:
        text = str(self._count)
        r = max(top.width() * 0.15, self._label_size / 1.05)
        width = max(2 * r, r * (0.9 + 0.55 * len(text)))
        centre = top.topRight() + QPointF(-r * 0.25, r * 0.25)
        badge = QRectF(centre.x() - width / 2, centre.y() - r, width, 2 * r)
        painter.setPen(QPen(QColor(palette.WHITE), r * 0.16))
        painter.setBrush(INK)
        painter.drawRoundedRect(badge, r, r)
        painter.setFont(ui_font(r * 1.05, QFont.Weight.Bold))
        painter.setPen(QColor(palette.WHITE))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
