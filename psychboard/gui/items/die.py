"""A six-sided die that shows the face the rules rolled (DESIGN §2: the die never decides).

`roll(face, ms)` tumbles the die — it spins, bounces and flickers through other faces — and
always lands on the `face` it was given, then emits `rolled(face)`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import animation, palette
from psychboard.gui.items.base import INK, BoardItem, instant, text_colour_on, tween
from psychboard.gui.items.card import paint_soft_shadow
from psychboard.gui.items.card_cache import CARD_CACHE, CachedCard, device_scale

# Pip centres on a 3×3 grid (-1, 0, 1) for each face.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
_TURNS = 2  # whole turns in a roll, so the die lands square


def tumble_faces(face: int, count: int) -> list[int]:
    """The faces flashed during a roll: never two alike in a row, never the final face last."""
    shown: list[int] = []
    value = face
    for i in range(count):
        value = (value + 1 + (i * 3) % 4) % 6 + 1
        if shown and value == shown[-1]:
            value = value % 6 + 1
        shown.append(value)
    if shown and shown[-1] == face:
        shown[-1] = face % 6 + 1
    return shown


class DieItem(BoardItem):
    """A die centred on its `pos`, `size` scene units across. Emits `rolled(face)`."""

    rolled = Signal(int)

    def __init__(self, face: int = 1, size: float = 64.0, colour: QColor | str | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._check(face)
        self._face = face
        self._shown = face
        self._size = size
        self._colour = QColor(colour) if colour is not None else None
        self._hop = 0.0

    @staticmethod
    def _check(face: int) -> None:
        if face not in PIPS:
            raise ValueError(f"a die face is 1 to 6, not {face!r}")

    def describe(self) -> str:
        return f"die showing {self._face}"

    @property
    def face(self) -> int:
        """The face the die rests on (during a roll: the face it will land on)."""
        return self._face

    @property
    def shown_face(self) -> int:
        """The face drawn right now (flickers during a roll, equals `face` at rest)."""
        return self._shown

    def set_face(self, face: int) -> None:
        self._check(face)
        self._face = self._shown = face
        self.update()

    def body_colour(self) -> QColor:
        return QColor(self._colour) if self._colour else palette.theme().color("card_face")

    def body_rect(self) -> QRectF:
        return QRectF(-self._size / 2, -self._size / 2, self._size, self._size)

    def boundingRect(self) -> QRectF:
        # A rotated square reaches √2/2 of its side; the hop rises up to 0.6 of a side.
        reach = self._size * 0.82
        return QRectF(-reach, -reach - self._size * 0.6, 2 * reach, 2 * reach + self._size * 0.6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.body_rect())
        return path

    # -- animation -------------------------------------------------------------------------

    def roll_animation(self, face: int, ms: int = 900) -> QAbstractAnimation:
        self._check(face)
        self._face = face
        length = animation.duration(ms)

        def land() -> None:
            self._hop = 0.0
            self._shown = face
            self.setRotation(0.0)
            self.update()

        if length == 0:
            anim: QAbstractAnimation = instant(self, land)
        else:
            flashes = tumble_faces(face, 8)

            def step(t: float) -> None:
                eased = 1.0 - (1.0 - t) ** 3
                self.setRotation(360.0 * _TURNS * eased)
                # Three bounces, each lower than the one before.
                self._hop = abs(math.sin(math.pi * 3 * t)) * (1.0 - t) ** 1.5
                settled = t >= 0.72
                self._shown = face if settled else flashes[min(int(t / 0.72 * 8), 7)]
                self.update()

            anim = tween(self, length, step)
            self.draw_directly_while(anim)
            self.when_finished(anim, land)
        self.announce_when_done(anim, lambda: self.rolled.emit(face))
        return anim

    def roll(self, face: int, ms: int = 900) -> QAbstractAnimation:
        """Tumble and land on `face` (decided by the rules); emits `rolled(face)`."""
        return self.play("roll", self.roll_animation(face, ms))

    # -- painting --------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.body_rect()
        s = self._size
        radius = s * 0.18
        painter.save()
        # The shadow stays on the table while the die hops, shrinking as it rises.
        shrink = s * 0.12 * self._hop
        paint_soft_shadow(painter, rect.adjusted(shrink, shrink, -shrink, -shrink), radius,
                          1.0 + self._hop * 2)
        # The hop goes up the screen whatever the die's spin.
        painter.rotate(-self.rotation())
        painter.translate(0, -s * 0.6 * self._hop)
        painter.rotate(self.rotation())
        # The die itself is one picture per face and look: a tumble turns and lifts it.
        look = ("die", self._shown, self.body_colour().name(), s, self._highlighted,
                self.hovered, palette.theme().name)
        area = rect.adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
        CARD_CACHE.paint(painter, area, CachedCard(look, self._draw_body),
                         device_scale(painter.deviceTransform()))
        if self.hasFocus():
            outline = QPainterPath()
            outline.addRoundedRect(rect.adjusted(-s * 0.08, -s * 0.08, s * 0.08, s * 0.08),
                                   radius * 1.4, radius * 1.4)
            self.paint_focus_ring(painter, outline)
        painter.restore()

    def _draw_body(self, painter: QPainter, target: QRectF) -> None:
        """The die's body and pips as they look now, filling `target`."""
        rect = self.body_rect()
        s = self._size
        radius = s * 0.18
        area = rect.adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
        painter.translate(target.topLeft())
        painter.scale(target.width() / area.width(), target.height() / area.height())
        painter.translate(-area.topLeft())
        body = self.body_colour()
        if self._highlighted:
            glow = palette.theme().color("highlight")
            painter.setPen(QPen(glow, s * 0.08))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-s * 0.05, -s * 0.05, s * 0.05, s * 0.05),
                                    radius * 1.3, radius * 1.3)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0.0, body.lighter(112))
        gradient.setColorAt(1.0, body.darker(112))
        painter.setBrush(gradient)
        painter.setPen(QPen(body.darker(160), s * 0.025))
        painter.drawRoundedRect(rect, radius, radius)
        if self.hovered:
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, radius, radius)
        self._paint_pips(painter, body)

    def _paint_pips(self, painter: QPainter, body: QColor) -> None:
        s = self._size
        ink = text_colour_on(body)
        pip_r = s * 0.085
        spacing = s * 0.26
        painter.setPen(Qt.PenStyle.NoPen)
        for gx, gy in PIPS[self._shown]:
            centre = QPointF(gx * spacing, gy * spacing)
            # A faint highlight under each pip reads as a drilled hollow.
            painter.setBrush(QColor(255, 255, 255, 90) if ink == INK else QColor(0, 0, 0, 70))
            painter.drawEllipse(centre + QPointF(0, pip_r * 0.25), pip_r, pip_r)
            painter.setBrush(ink)
            painter.drawEllipse(centre, pip_r, pip_r)
