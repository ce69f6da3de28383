"""A seat's token drawn as a small picture for widgets (the scene has its own TokenItem)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF


def token_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a token shape inside `rect`: colour is never a seat's only mark."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if shape == "square":
        path.addRoundedRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7),
                            r * 0.2, r * 0.2)
    elif shape in ("triangle", "diamond", "hexagon", "star", "cross"):
        path.addPolygon(QPolygonF(_polygon(shape, c, r)))
        path.closeSubpath()
    elif shape == "heart":
        path.moveTo(c.x(), c.y() + r * 0.9)
        path.cubicTo(c.x() - r * 1.3, c.y() + r * 0.0, c.x() - r * 0.8, c.y() - r * 1.1,
                     c.x(), c.y() - r * 0.45)
        path.cubicTo(c.x() + r * 0.8, c.y() - r * 1.1, c.x() + r * 1.3, c.y(),
                     c.x(), c.y() + r * 0.9)
    else:
        path.addEllipse(c, r * 0.9, r * 0.9)
    return path


def _polygon(shape: str, c: QPointF, r: float) -> list[QPointF]:
    def at(angle: float, radius: float) -> QPointF:
        return QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))

    if shape == "triangle":
        return [at(-math.pi / 2 + i * 2 * math.pi / 3, r) for i in range(3)]
    if shape == "diamond":
        return [at(-math.pi / 2 + i * math.pi / 2, r) for i in range(4)]
    if shape == "hexagon":
        return [at(i * math.pi / 3, r * 0.92) for i in range(6)]
    if shape == "star":
        return [at(-math.pi / 2 + i * math.pi / 5, r if i % 2 == 0 else r * 0.45)
                for i in range(10)]
    w = r * 0.32  # a plus-shaped cross
    pts = [(-w, -r), (w, -r), (w, -w), (r, -w), (r, w), (w, w), (w, r), (-w, r), (-w, w),
           (-r, w), (-r, -w), (-w, -w)]
    return [QPointF(c.x() + x * 0.9, c.y() + y * 0.9) for x, y in pts]


def token_pixmap(shape: str, colour: str, letter: str, size: int, ratio: float = 1.0
                 ) -> QPixmap:
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, size - 2, size - 2)
    fill = QColor(colour)
    painter.setPen(QPen(fill.darker(160), max(1.0, size / 20)))
    painter.setBrush(fill)
    painter.drawPath(token_path(shape, rect))
    font = QFont()
    font.setPixelSize(max(6, round(size * 0.42)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#FFFFFF") if fill.lightnessF() < 0.6 else QColor("#1A1A1A"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter[:1].upper())
    painter.end()
    return pixmap
