"""A seat's token as every view draws it: one outline per shape, one flat picture, one icon.

The board's TokenItem, the side panel's and the hand-off's icons, the new-game dialog, the
opinion cards and the games' own panels all draw a seat's shape from `token_outline`, so the
shape a player chose looks the same wherever it appears (colour is never a seat's only mark).
Only QtGui is used: dialogs draw icons without loading the scene items.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from psychboard.gui import palette
from psychboard.gui.fonts import UI_FAMILY

INK = QColor(palette.INK)
PAPER = QColor(palette.WHITE)
FONT_FAMILIES = [UI_FAMILY, "Noto Sans", "DejaVu Sans", "sans-serif"]
REACH = 1.1
"""How far the widest shape (the star) reaches from the centre, in radii."""


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of a colour."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_colour_on(background: QColor) -> QColor:
    """Dark ink or white, whichever reads better on `background`."""
    return INK if contrast_ratio(INK, background) >= contrast_ratio(PAPER, background) else PAPER


def letter_font(pixel_size: float, weight: QFont.Weight = QFont.Weight.Bold) -> QFont:
    """The interface font at a pixel size (so screen DPI cannot skew it)."""
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setWeight(weight)
    return font


def _polygon(points: Sequence[tuple[float, float]], r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * r, y * r) for x, y in points]))
    path.closeSubpath()
    return path


def _regular(sides: int, r: float, turn: float = -90.0) -> QPainterPath:
    corners = [(math.cos(math.radians(turn + 360.0 * i / sides)),
                math.sin(math.radians(turn + 360.0 * i / sides))) for i in range(sides)]
    return _polygon(corners, r)


@lru_cache(maxsize=256)
def _outline(shape: str, r: float) -> QPainterPath:
    if shape == "circle":
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), r, r)
        return path
    if shape == "square":
        path = QPainterPath()
        side = r * 1.62
        path.addRoundedRect(QRectF(-side / 2, -side / 2, side, side), r * 0.18, r * 0.18)
        return path
    if shape == "triangle":
        return _polygon(((0, -1.05), (1.0, 0.78), (-1.0, 0.78)), r)
    if shape == "diamond":
        return _polygon(((0, -1.08), (0.9, 0), (0, 1.08), (-0.9, 0)), r)
    if shape == "hexagon":
        return _regular(6, r * 1.02, 0.0)
    if shape == "star":
        points = []
        for i in range(10):
            radius = REACH if i % 2 == 0 else 0.55
            a = math.radians(-90.0 + 36.0 * i)
            points.append((radius * math.cos(a), radius * math.sin(a) + 0.06))
        return _polygon(points, r)
    if shape == "heart":
        path = QPainterPath(QPointF(0, r * 0.95))
        path.cubicTo(QPointF(-r * 1.25, r * 0.05), QPointF(-r * 0.95, -r * 1.05),
                     QPointF(0, -r * 0.45))
        path.cubicTo(QPointF(r * 0.95, -r * 1.05), QPointF(r * 1.25, r * 0.05),
                     QPointF(0, r * 0.95))
        return path
    if shape == "cross":
        a, b = 0.42, 1.0
        return _polygon(((-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b),
                         (-a, a), (-b, a), (-b, -a), (-a, -a)), r)
    raise ValueError(f"unknown token shape {shape!r}; expected one of {palette.TOKEN_SHAPES}")


def token_outline(shape: str, r: float) -> QPainterPath:
    """The outline of a token shape (palette.TOKEN_SHAPES) centred on the origin, fitting a
    circle of radius `r` (the star's points reach `REACH` radii)."""
    return QPainterPath(_outline(shape, float(r)))


def token_path(shape: str, rect: QRectF) -> QPainterPath:
    """The same outline fitted inside `rect`, for icons and card corners."""
    r = min(rect.width(), rect.height()) / 2 / REACH
    return _outline(shape, r).translated(rect.center())


def paint_token_face(painter: QPainter, shape: str, colour: QColor | str, letter: str,
                     centre: QPointF, r: float, rim: float = 0.14) -> None:
    """A seat's token, flat: its shape in its colour with a white rim, a thin dark edge (so
    it reads on a light panel too) and its initial."""
    fill = QColor(colour)
    painter.save()
    painter.translate(centre)
    painter.setBrush(fill)
    painter.setPen(QPen(PAPER, r * rim, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(_outline(shape, r))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(r * 0.05, 0.6)))
    painter.drawPath(_outline(shape, r * (1 + rim / 2)))
    if letter:
        painter.setFont(letter_font(r * (0.8 if shape in ("triangle", "star") else 0.95)))
        painter.setPen(text_colour_on(fill))
        lift = r * 0.2 if shape == "triangle" else 0.0
        painter.drawText(QRectF(-r, -r + lift, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                         letter[:1].upper())
    painter.restore()


def token_pixmap(shape: str, colour: str, letter: str, size: int, ratio: float = 1.0
                 ) -> QPixmap:
    """The token as a `size`-pixel icon (crisp at the screen's device pixel ratio)."""
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    r = size * 0.44  # the widest shapes (diamond, star) and their rims just fit
    paint_token_face(painter, shape, colour, letter, QPointF(size / 2, size / 2), r, rim=0.1)
    painter.end()
    return pixmap
