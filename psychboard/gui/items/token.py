"""A player's token: a shape, a colour and an initial, so no seat is told apart by colour alone.

Adornments are drawn on top when a game grants them (say, a graduation cap and
tassel). `move_along(points, ms)` hops the token from space to space and emits `moved`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import animation, palette
from psychboard.gui.items.base import (
    INK,
    BoardItem,
    animation_home,
    instant,
    slide,
    text_colour_on,
    tween,
    ui_font,
)
from psychboard.gui.items.card_cache import CARD_CACHE, CachedCard, device_scale
from psychboard.gui.widgets.token_icon import token_outline

ADORNMENTS = ("cap", "tassel")


def _polygon(points: Sequence[tuple[float, float]], r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * r, y * r) for x, y in points]))
    path.closeSubpath()
    return path


token_path = token_outline
"""The outline of a token shape fitting a circle of radius `r` (the one every view draws)."""


class TokenItem(BoardItem):
    """A token centred on its `pos`, `size` scene units across. Emits `moved` after a move."""

    moved = Signal()

    def __init__(self, shape: str = "circle", colour: QColor | str = palette.SEAT_COLOURS[0],
                 letter: str = "", size: float = 40.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        token_path(shape, 1.0)  # fail early on an unknown shape
        self._shape = shape
        self._colour = QColor(colour)
        self._letter = letter[:1].upper()
        self._size = size
        self._adornments: set[str] = set()
        self._hop = 0.0

    def describe(self) -> str:
        return f"token {self._letter}, {self._shape}" if self._letter else f"{self._shape} token"

    @property
    def size(self) -> float:
        return self._size

    def set_size(self, size: float) -> None:
        """`size` scene units across (a marker shrinks when others share its track)."""
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self.update()

    @property
    def adornments(self) -> frozenset[str]:
        return frozenset(self._adornments)

    def set_adornment(self, name: str, on: bool = True) -> None:
        """Show or hide an adornment: "cap" (graduation cap) or "tassel"."""
        if name not in ADORNMENTS:
            raise ValueError(f"unknown adornment {name!r}; expected one of {ADORNMENTS}")
        self.prepareGeometryChange()
        if on:
            self._adornments.add(name)
        else:
            self._adornments.discard(name)
        self.update()


    def boundingRect(self) -> QRectF:
        r = self._size / 2
        return QRectF(-r * 1.9, -r * 3.3, r * 3.8, r * 5.0)

    def shape(self) -> QPainterPath:
        return token_path(self._shape, self._size / 2)

    # -- animation -------------------------------------------------------------------------

    def move_animation(self, points: Sequence[QPointF], ms: int = 260) -> QAbstractAnimation:
        """Hop through `points` in order, `ms` per hop; ends on the last point."""
        if not points:
            raise ValueError("a token move needs at least one point")
        targets = [QPointF(p) for p in points]
        length = animation.duration(ms)

        def land() -> None:
            self._hop = 0.0
            self.setPos(targets[-1])
            self.update()

        if length == 0:
            anim: QAbstractAnimation = instant(self, land)
        else:
            group = QSequentialAnimationGroup(animation_home())
            for target in targets:
                hop = QParallelAnimationGroup(group)
                hop.addAnimation(slide(self, target, length, QEasingCurve.Type.InOutSine))
                hop.addAnimation(tween(self, length, self._set_hop))
                group.addAnimation(hop)
            self.when_finished(group, land)
            anim = group
            self.draw_directly_while(anim)
        self.announce_when_done(anim, self.moved.emit)
        return anim

    def move_along(self, points: Sequence[QPointF], ms: int = 260) -> QAbstractAnimation:
        return self.play("move", self.move_animation(points, ms))

    def _set_hop(self, t: float) -> None:
        self._hop = math.sin(math.pi * t)
        self.update()

    # -- painting --------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._size / 2
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        shadow = QColor(0, 0, 0, max(30, int(90 - 50 * self._hop)))
        painter.setBrush(shadow)
        spread = 1.0 - 0.25 * self._hop
        painter.drawEllipse(QPointF(0, r * 0.75), r * 0.95 * spread, r * 0.32 * spread)
        painter.translate(0, -r * 0.9 * self._hop)
        # The token itself is one picture per look and size: a hop only moves it.
        look = (self._shape, self._colour.name(), self._letter, self._size, self._highlighted,
                tuple(sorted(self._adornments)), palette.theme().name)
        CARD_CACHE.paint(painter, self._body_area(), CachedCard(("token", *look), self._draw_body),
                         device_scale(painter.deviceTransform()))
        if self.hasFocus():
            self.paint_focus_ring(painter, token_path(self._shape, r * 1.35))
        painter.restore()

    def _body_area(self) -> QRectF:
        """What the token's picture covers: the adornments need the whole bounds."""
        if self._adornments:
            return self.boundingRect()
        r = self._size / 2 * 1.46  # the highlight ring round a diamond reaches 1.43 radii
        return QRectF(-r, -r, 2 * r, 2 * r)

    def _draw_body(self, painter: QPainter, picture: QRectF) -> None:
        """The token, its letter and adornments, drawn into `picture` (its body area)."""
        area = self._body_area()
        painter.scale(picture.width() / area.width(), picture.height() / area.height())
        painter.translate(-area.topLeft())
        r = self._size / 2
        outline = token_path(self._shape, r)
        if self._highlighted:
            ring = QPen(palette.theme().color("highlight"), r * 0.22)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(token_path(self._shape, r * 1.22))
        gradient = QLinearGradient(QPointF(0, -r), QPointF(0, r))
        gradient.setColorAt(0.0, self._colour.lighter(125))
        gradient.setColorAt(1.0, self._colour.darker(120))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(palette.WHITE), r * 0.12, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(outline)
        painter.setPen(QPen(QColor(0, 0, 0, 110), r * 0.04))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(token_path(self._shape, r * 1.06))
        if self._letter:
            painter.setFont(ui_font(r * (0.85 if self._shape in ("triangle", "star") else 1.05),
                                    QFont.Weight.Bold))
            painter.setPen(text_colour_on(self._colour))
            offset = r * 0.22 if self._shape == "triangle" else 0.0
            painter.drawText(QRectF(-r, -r + offset, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                             self._letter)
        if "cap" in self._adornments:
            self._paint_cap(painter, r)
        if "tassel" in self._adornments:
            self._paint_tassel(painter, r, "cap" in self._adornments)

    @staticmethod
    def _paint_cap(painter: QPainter, r: float) -> None:
        """A mortarboard resting on top of the token."""
        top = -r * 0.95
        skull = QPainterPath()
        skull.addRoundedRect(QRectF(-r * 0.5, top - r * 0.15, r * 1.0, r * 0.42), r * 0.1, r * 0.1)
        board = _polygon(((0, -0.55), (1.15, -0.2), (0, 0.15), (-1.15, -0.2)), r)
        board.translate(0, top - r * 0.2)
        painter.setPen(QPen(QColor(palette.WHITE), r * 0.06, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(INK)
        painter.drawPath(skull)
        painter.drawPath(board)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.STEEL))
        painter.drawEllipse(QPointF(0, top - r * 0.4), r * 0.09, r * 0.09)

    @staticmethod
    def _paint_tassel(painter: QPainter, r: float, on_cap: bool) -> None:
        """A gold tassel: from the cap's button when there is a cap, else from the token's top."""
        gold = QColor(palette.OKABE_ITO["yellow"]).darker(105)
        start = QPointF(0, -r * 1.35) if on_cap else QPointF(r * 0.2, -r * 0.85)
        bend = QPointF(r * 0.85, -r * 1.05) if on_cap else QPointF(r * 0.75, -r * 0.6)
        end = QPointF(r * 0.95, -r * 0.35) if on_cap else QPointF(r * 1.0, r * 0.05)
        cord = QPainterPath(start)
        cord.quadTo(bend, end)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(gold.darker(140), r * 0.14, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawPath(cord)
        painter.setPen(QPen(gold, r * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(cord)
        fringe = QPainterPath(end + QPointF(-r * 0.08, 0))
        fringe.lineTo(end + QPointF(r * 0.08, 0))
        fringe.lineTo(end + QPointF(r * 0.16, r * 0.42))
        fringe.lineTo(end + QPointF(-r * 0.16, r * 0.42))
        fringe.closeSubpath()
        painter.setPen(QPen(gold.darker(140), r * 0.03))
        painter.setBrush(gold)
        painter.drawPath(fringe)
