"""A spinner wheel whose segments are data, showing the result the rules already chose.

Segments are laid clockwise from twelve o'clock, each taking a share of the circle in
proportion to its `weight`; the pointer sits at the top. `spin_to(index, ms, seed)` turns the
wheel several times with an ease-out and stops with the pointer inside segment `index`, at a
point within it picked from `seed` (so a replay stops at the same spot), never on an edge.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.core.rng import Rng
from psychboard.gui import animation, palette
from psychboard.gui.items.base import INK, BoardItem, instant, text_colour_on, tween
from psychboard.gui.items.card_cache import CARD_CACHE, CachedCard, device_scale
from psychboard.gui.text_fit import fitted_label

_EDGE_MARGIN = 0.2  # the stop point keeps this share of a segment away from either edge
_TICK_DEGREES = 5.0  # how close to a segment border the pointer starts to flick


@dataclass(frozen=True)
class Segment:
    label: str
    colour: str
    weight: float = 1.0

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Segment:
        """A segment from board JSON: {"label": ..., "colour": ..., "weight": ...}."""
        return cls(str(data["label"]), str(data["colour"]), float(data.get("weight", 1.0)))


def segment_spans(weights: Sequence[float]) -> list[tuple[float, float]]:
    """Start and end angles (degrees clockwise from the top) of each segment."""
    if not weights or any(w <= 0 for w in weights):
        raise ValueError("a spinner needs at least one segment, each with a positive weight")
    total = sum(weights)
    spans, start = [], 0.0
    for weight in weights:
        end = start + 360.0 * weight / total
        spans.append((start, end))
        start = end
    spans[-1] = (spans[-1][0], 360.0)
    return spans


def stop_point(span: tuple[float, float], seed: int) -> float:
    """Where in `span` the pointer stops: a point inside it chosen from `seed`, off the edges."""
    value, _ = Rng.from_seed(seed).next64()
    fraction = _EDGE_MARGIN + (1 - 2 * _EDGE_MARGIN) * value / 2**64
    return span[0] + fraction * (span[1] - span[0])


def _base_area(r: float) -> QRectF:
    return QRectF(-1.12 * r, -1.12 * r, 2.24 * r, 2.3 * r)


def _draw_base(painter: QPainter, target: QRectF) -> None:
    """The wheel's soft shadow and dark rim, filling `target` (the base area)."""
    r = target.width() / 2.24
    painter.translate(target.topLeft() - _base_area(r).topLeft())
    shadow = QRadialGradient(QPointF(0, r * 0.06), r * 1.1)
    shadow.setColorAt(0.85, QColor(0, 0, 0, 90))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawEllipse(QPointF(0, r * 0.06), r * 1.1, r * 1.1)
    rim = QRadialGradient(QPointF(0, 0), r * 1.06)
    rim.setColorAt(0.9, QColor(palette.STEEL))
    rim.setColorAt(1.0, QColor(palette.STEEL_DARK))
    painter.setBrush(rim)
    painter.drawEllipse(QPointF(0, 0), r * 1.06, r * 1.06)


class SpinnerItem(BoardItem):
    """A wheel of `radius` scene units centred on its `pos`. Emits `spun(index)`.

    `label_size` is the labels' largest size in scene units (0: 0.085 of the radius); a label
    wider than its segment is set smaller, then elided."""

    spun = Signal(int)

    def __init__(self, segments: Sequence[Segment | Mapping[str, Any]], radius: float = 220.0,
                 parent: QGraphicsItem | None = None, label_size: float = 0.0) -> None:
        super().__init__(parent)
        self._segments = [s if isinstance(s, Segment) else Segment.from_data(s)
                          for s in segments]
        self._spans = segment_spans([s.weight for s in self._segments])
        self._radius = radius
        self._label_size = label_size or radius * 0.085
        self._angle = 0.0  # the wheel's clockwise turn, degrees
        # Labels are turned so none reads upside down at this angle: the current one at rest,
        # the landing one during a spin, so no label flips round while the wheel slows.
        self._label_angle = 0.0
        self._spinning = False
        self._face_cache: tuple[tuple[float, str, float], QPixmap] | None = None

    def describe(self) -> str:
        if not self._segments:
            return "spinner"
        return f"spinner at {self._segments[self.segment_at_pointer()].label}"

    @property
    def segments(self) -> list[Segment]:
        return list(self._segments)

    @property
    def angle(self) -> float:
        return self._angle

    def set_angle(self, degrees: float) -> None:
        self._angle = self._label_angle = degrees % 360.0
        self.update()

    def pointer_position(self) -> float:
        """The angle on the wheel (clockwise from the wheel's own top) under the pointer."""
        return (-self._angle) % 360.0

    def segment_at_pointer(self) -> int:
        position = self.pointer_position()
        for index, (start, end) in enumerate(self._spans):
            if start <= position < end:
                return index
        return len(self._spans) - 1

    def boundingRect(self) -> QRectF:
        # The shadow reaches 1.16 radii below the centre, the pointer 1.2 above it.
        r = self._radius
        return QRectF(-1.18 * r, -1.24 * r, 2.36 * r, 2.42 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return path

    # -- animation -------------------------------------------------------------------------

    def spin_animation(self, index: int, ms: int = 3200, seed: int = 0,
                       turns: int = 4) -> QAbstractAnimation:
        if not 0 <= index < len(self._spans):
            raise ValueError(f"no segment {index} on a spinner of {len(self._spans)}")
        target = stop_point(self._spans[index], seed)
        length = animation.duration(ms)

        def land() -> None:
            self._spinning = False
            self.set_angle(-target)

        if length == 0:
            anim: QAbstractAnimation = instant(self, land)
        else:
            holder: dict[str, float] = {}

            def step(t: float) -> None:
                if "from" not in holder:  # read the start angle when the spin begins
                    holder["from"] = self._angle
                    holder["by"] = turns * 360.0 + (-target - self._angle) % 360.0
                    self._spinning = True
                    self._label_angle = (-target) % 360.0
                self._angle = (holder["from"] + holder["by"] * t) % 360.0
                self.update()

            anim = tween(self, length, step, QEasingCurve.Type.OutQuart)
            self.draw_directly_while(anim)
            self.when_finished(anim, land)
        self.announce_when_done(anim, lambda: self.spun.emit(index))
        return anim

    def spin_to(self, index: int, ms: int = 3200, seed: int = 0,
                turns: int = 4) -> QAbstractAnimation:
        """Spin and stop inside segment `index` (decided by the rules); emits `spun(index)`."""
        return self.play("spin", self.spin_animation(index, ms, seed, turns))

    # -- painting --------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._radius
        painter.save()
        # The shadow and the rim never turn: one picture, made once per size.
        base = CachedCard(("spinner base", r), _draw_base)
        CARD_CACHE.paint(painter, _base_area(r), base, device_scale(painter.deviceTransform()))
        painter.save()
        painter.rotate(self._angle)
        if self._spinning:
            self._paint_cached_segments(painter, r)
        else:
            self._paint_segments(painter, r)
        painter.restore()
        self._paint_hub(painter, r)
        self._paint_pointer(painter, r)
        outline = QPainterPath()
        outline.addEllipse(QPointF(0, 0), r * 1.09, r * 1.09)
        self.paint_focus_ring(painter, outline)
        painter.restore()

    def _paint_cached_segments(self, painter: QPainter, r: float) -> None:
        """The turning face from a picture drawn at the device's resolution, redrawn only when
        the zoom changes: a spin repaints the wheel every frame, and vector text is costly."""
        transform = painter.worldTransform()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scale = math.hypot(transform.m11(), transform.m12()) * ratio
        key = (round(scale, 3), palette.theme().name, round(self._label_angle, 3))
        if self._face_cache is None or self._face_cache[0] != key:
            side = max(1, math.ceil(2 * r * scale))
            image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            cache_painter = QPainter(image)
            cache_painter.setRenderHints(QPainter.RenderHint.Antialiasing
                                         | QPainter.RenderHint.TextAntialiasing)
            cache_painter.translate(side / 2, side / 2)
            cache_painter.scale(scale, scale)
            self._paint_segments(cache_painter, r)
            cache_painter.end()
            self._face_cache = (key, QPixmap.fromImage(image))
        pixmap = self._face_cache[1]
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(-r, -r, 2 * r, 2 * r), pixmap, QRectF(pixmap.rect()))

    def _paint_segments(self, painter: QPainter, r: float) -> None:
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        separator = QPen(QColor(255, 255, 255, 220), r * 0.012)
        for segment, (start, end) in zip(self._segments, self._spans, strict=True):
            wedge = QPainterPath(QPointF(0, 0))
            # Qt measures angles anticlockwise from three o'clock.
            wedge.arcTo(disc, 90.0 - start, -(end - start))
            wedge.closeSubpath()
            painter.setPen(separator)
            painter.setBrush(QColor(segment.colour))
            painter.drawPath(wedge)
        shine = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.3)
        shine.setColorAt(0.0, QColor(255, 255, 255, 40))
        shine.setColorAt(1.0, QColor(0, 0, 0, 40))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shine)
        painter.drawEllipse(disc)
        for segment, span in zip(self._segments, self._spans, strict=True):
            self._paint_label(painter, r, segment, span)
        painter.setBrush(QColor(palette.PAPER_WARM))
        painter.setPen(QPen(QColor(0, 0, 0, 90), r * 0.006))
        for start, _ in self._spans:
            a = math.radians(start)
            painter.drawEllipse(QPointF(r * 0.985 * math.sin(a), -r * 0.985 * math.cos(a)),
                                r * 0.022, r * 0.022)

    def _paint_label(self, painter: QPainter, r: float, segment: Segment,
                     span: tuple[float, float]) -> None:
        inner, outer = r * 0.2, r * 0.88
        mid = (span[0] + span[1]) / 2
        room = outer - inner
        # The wedge's width at the text's middle limits the font; long labels shrink, then elide.
        width_at_mid = 2 * math.sin(math.radians(min(span[1] - span[0], 180.0) / 2)) * (
            inner + room * 0.55)
        largest = min(self._label_size, width_at_mid * 0.62)
        font, text = fitted_label(segment.label, room, largest, r * 0.05,
                                  weight=QFont.Weight.Bold, factor=0.92)
        metrics = QFontMetricsF(font)
        painter.save()
        painter.rotate(mid - 90.0)  # the x axis now points along the segment's middle
        box = QRectF(inner, -metrics.height() / 2, room, metrics.height())
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        if 180.0 < (mid + self._label_angle) % 360.0 < 360.0:
            # Labels on the left half of the screen are turned round to read the right way up.
            painter.rotate(180.0)
            box = QRectF(-outer, -metrics.height() / 2, room, metrics.height())
            align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.setFont(font)
        painter.setPen(text_colour_on(QColor(segment.colour)))
        painter.drawText(box, align, text)
        painter.restore()

    def _paint_hub(self, painter: QPainter, r: float) -> None:
        hub = QRadialGradient(QPointF(-r * 0.04, -r * 0.04), r * 0.16)
        hub.setColorAt(0.0, QColor(palette.WHITE))
        hub.setColorAt(1.0, QColor(palette.SILVER))
        painter.setBrush(hub)
        painter.setPen(QPen(QColor(palette.STEEL_DARK), r * 0.015))
        painter.drawEllipse(QPointF(0, 0), r * 0.13, r * 0.13)
        painter.setBrush(palette.theme().color("accent"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), r * 0.045, r * 0.045)

    def _pointer_flick(self) -> float:
        """The pointer's tilt in degrees: it catches on each border peg as the wheel turns."""
        if not self._spinning:
            return 0.0
        position = self.pointer_position()
        nearest = min(min(abs(position - s), 360.0 - abs(position - s)) for s, _ in self._spans)
        return max(0.0, 1.0 - nearest / _TICK_DEGREES) * -16.0

    def _paint_pointer(self, painter: QPainter, r: float) -> None:
        painter.save()
        painter.translate(0, -r * 1.08)
        painter.rotate(self._pointer_flick())
        pointer = QPainterPath()
        w, h = r * 0.09, r * 0.17
        pointer.moveTo(0, h)
        pointer.cubicTo(QPointF(w * 0.5, h * 0.55), QPointF(w * 1.2, h * 0.1), QPointF(w, -h * 0.1))
        pointer.arcTo(QRectF(-w, -h * 0.1 - w, 2 * w, 2 * w), 0.0, 180.0)
        pointer.cubicTo(QPointF(-w * 1.2, h * 0.1), QPointF(-w * 0.5, h * 0.55), QPointF(0, h))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(pointer.translated(r * 0.01, r * 0.025))
        painter.setBrush(INK)
        painter.setPen(QPen(QColor(palette.WHITE), r * 0.014))
        painter.drawPath(pointer)
        painter.setBrush(palette.theme().color("highlight"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, -h * 0.1), w * 0.38, w * 0.38)
        painter.restore()
