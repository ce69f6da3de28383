"""A playing card on the table: face or back, flips, moves, highlight/selected/disabled states.

What the card shows comes from two painters, `face_painter(painter, rect)` and
`back_painter(painter, rect)` (the real designs live in `gui/card_painter.py`, shared with the
printed decks). A `CachedCard` painter (`card_cache.card_face`, `card_back`) is drawn from a
picture made once per size at the screen's pixels; a plain callable paints every time. The
item adds what only the screen needs: rounded corners, a soft shadow, the flip (a horizontal
squash through zero width, then the other side expands) and the states.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import animation, palette
from psychboard.gui.items.base import (
    BoardItem,
    animation_home,
    instant,
    slide,
    tween,
    ui_font,
)
from psychboard.gui.items.card_cache import CARD_CACHE, CachedCard, CardPainter, device_scale

POKER = QSizeF(126.0, 176.0)
"""Default card size in scene units: the 63×88 mm poker ratio."""

_LIFT = 0.08  # how much a card grows at the middle of a flip, so it seems to rise
_RADIUS = 0.055  # corner radius as a share of the card's width


def _card_shape(painter: QPainter, rect: QRectF, fill: QColor) -> None:
    radius = rect.width() * _RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def _paint_default_face(painter: QPainter, rect: QRectF) -> None:
    t = palette.theme()
    _card_shape(painter, rect, t.color("card_face"))
    inset = rect.width() * 0.07
    painter.setPen(QPen(t.color("muted_text"), rect.width() * 0.012))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    painter.drawRoundedRect(inner, inset * 0.6, inset * 0.6)
    painter.setFont(ui_font(rect.width() * 0.36, QFont.Weight.Bold))
    painter.setPen(t.color("accent"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "Ψ")


def _paint_default_back(painter: QPainter, rect: QRectF) -> None:
    t = palette.theme()
    _card_shape(painter, rect, t.color("card_back"))
    inset = rect.width() * 0.08
    inner = rect.adjusted(inset, inset, -inset, -inset)
    pattern = t.color("card_back_pattern")
    lattice = QColor(pattern)
    lattice.setAlphaF(0.35)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(lattice, rect.width() * 0.012))
    step = rect.width() * 0.12
    span = inner.width() + inner.height()
    x = -span
    while x < span:
        painter.drawLine(QPointF(inner.left() + x, inner.top()),
                         QPointF(inner.left() + x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(inner.left() + x, inner.bottom()),
                         QPointF(inner.left() + x + inner.height(), inner.top()))
        x += step
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pattern, rect.width() * 0.025))
    painter.drawRoundedRect(inner, inset * 0.5, inset * 0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(pattern)
    centre = inner.center()
    r = rect.width() * 0.13
    diamond = QPainterPath()
    diamond.moveTo(centre + QPointF(0, -r))
    diamond.lineTo(centre + QPointF(r * 0.75, 0))
    diamond.lineTo(centre + QPointF(0, r))
    diamond.lineTo(centre + QPointF(-r * 0.75, 0))
    diamond.closeSubpath()
    painter.drawPath(diamond)


default_face = CachedCard(("default", "face"), _paint_default_face)
"""A plain face for a card with no design yet: paper, an inner rule and a Ψ."""
default_back = CachedCard(("default", "back"), _paint_default_back)
"""The suite's plain back: deep blue, a lattice and a framed border in the highlight colour."""


def paint_soft_shadow(painter: QPainter, rect: QRectF, radius: float, lift: float = 1.0) -> None:
    """A soft drop shadow under `rect`, spreading further the higher `lift` raises the card.

    Stacked translucent shapes, drawn once per size into a picture that every lift reuses
    (stretched), so a card turning over or a stack of piles costs one pixmap each frame.
    """
    w, h = rect.width(), rect.height()
    picture = CachedCard(("shadow", round(w, 1), round(h, 1), round(radius, 1)),
                         lambda p, area: _draw_shadow(p, area, w, h, radius))
    scale = device_scale(painter.deviceTransform())
    CARD_CACHE.paint(painter, _shadow_area(rect, 1.0), picture, scale,
                     _shadow_area(rect, lift))


def _shadow_area(rect: QRectF, lift: float) -> QRectF:
    spread = rect.width() * 0.035 * lift
    return rect.translated(0, rect.width() * 0.03 * lift).adjusted(-spread, -spread, spread,
                                                                    spread)


def _draw_shadow(painter: QPainter, area: QRectF, w: float, h: float, radius: float) -> None:
    """The shadow of a `w`×`h` card at lift 1, filling `area`."""
    card = QRectF(-w / 2, -h / 2, w, h)
    bounds = _shadow_area(card, 1.0)
    painter.translate(area.topLeft())
    painter.scale(area.width() / bounds.width(), area.height() / bounds.height())
    painter.translate(-bounds.topLeft())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 22))
    layers = 4
    spread = w * 0.035
    card = card.translated(0, w * 0.03)
    for i in range(layers):
        grow = spread * (i + 1) / layers
        painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow), radius + grow,
                                radius + grow)


class CardItem(BoardItem):
    """A card centred on its `pos`. Emits `flipped(face_up)` and `moved` when those end."""

    flipped = Signal(bool)
    moved = Signal()

    def __init__(self, face_painter: CardPainter | None = None,
                 back_painter: CardPainter | None = None, size: QSizeF = POKER,
                 face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._face_painter = face_painter or default_face
        self._back_painter = back_painter or default_back
        self._size = QSizeF(size)
        self._face_up = face_up
        self._squash = 1.0
        self._selected = False
        self._disabled = False
        self._hover_lift = False
        self._tilt = 0.0
        self._bounds: QRectF | None = None

    # -- geometry and state ----------------------------------------------------------------

    @property
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def card_rect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        # Qt asks for the bounds dozens of times a frame: they change only with the tilt.
        if self._bounds is None:
            bounds = self._still_area()
            self._bounds = (QTransform().rotate(self._tilt).mapRect(bounds) if self._tilt
                            else bounds)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return QTransform().rotate(self._tilt).map(path) if self._tilt else path

    @property
    def tilt(self) -> float:
        return self._tilt

    def set_tilt(self, degrees: float) -> None:
        """Turn the card in place by `degrees`, as drawn (a card in a fanned hand). Unlike
        `setRotation` the turn is part of the card's picture, so a still card keeps its cached
        picture at the screen's pixels and costs a plain copy to repaint."""
        if degrees != self._tilt:
            self.prepareGeometryChange()
            self._tilt = degrees
            self._bounds = None
            self.update()

    def describe(self) -> str:
        from psychboard.gui.card_painter import card_words  # what its picture stands for

        words = card_words(self._face_painter if self._face_up else self._back_painter)
        return words or ("card" if self._face_up else "face-down card")

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Show the face or the back at once, without animation."""
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def set_painters(self, face_painter: CardPainter | None = None,
                     back_painter: CardPainter | None = None) -> None:
        """New pictures for the sides; the same (equal) ones again cost no repaint."""
        face = face_painter if face_painter is not None else self._face_painter
        back = back_painter if back_painter is not None else self._back_painter
        if (face, back) != (self._face_painter, self._back_painter):
            self._face_painter, self._back_painter = face, back
            self.update()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool) -> None:
        """Raised a little with an accent ring: 'this card is chosen'."""
        if on != self._selected:
            self._selected = on
            self.update()

    def set_hover_lift(self, on: bool) -> None:
        """Whether the card rises a little under the pointer (a card in a hand being looked
        at); only the picture rises, so the place that takes the click stays put."""
        self._hover_lift = on
        self.update()

    @property
    def disabled(self) -> bool:
        return self._disabled

    def set_disabled(self, on: bool) -> None:
        """Dimmed and not clickable."""
        self._disabled = on
        self.setCursor(Qt.CursorShape.ArrowCursor if on else Qt.CursorShape.PointingHandCursor)
        self.update()

    def _accepts_activation(self) -> bool:
        return super()._accepts_activation() and not self._disabled

    # -- animations ------------------------------------------------------------------------

    def move_animation(self, to: QPointF, ms: int = 350,
                       easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
                       ) -> QAbstractAnimation:
        """Slide the card's centre to `to`; starts from wherever the card is when it runs."""
        target = QPointF(to)
        length = animation.duration(ms)
        if length == 0:
            anim: QAbstractAnimation = instant(self, lambda: self.setPos(target))
        else:
            anim = slide(self, target, length, easing)
            self.when_finished(anim, lambda: self.setPos(target))
        self.announce_when_done(anim, self.moved.emit)
        return anim

    def move_to(self, to: QPointF, ms: int = 350,
                easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QAbstractAnimation:
        return self.play("move", self.move_animation(to, ms, easing))

    def flip_animation(self, to_face: bool, ms: int = 300) -> QAbstractAnimation:
        """Squash to zero width, change side, expand again. Ends with `to_face` showing."""
        length = animation.duration(ms)

        def land() -> None:
            self._squash = 1.0
            self.set_face_up(to_face)

        if length == 0:
            anim: QAbstractAnimation = instant(self, land)
        else:
            group = QSequentialAnimationGroup(animation_home())
            squash = tween(self, length // 2, lambda v: self._set_squash(1.0 - v),
                           QEasingCurve.Type.InQuad)
            self.when_finished(squash, lambda: self.set_face_up(to_face))
            group.addAnimation(squash)
            group.addAnimation(tween(self, length - length // 2, self._set_squash,
                                     QEasingCurve.Type.OutQuad))
            self.when_finished(group, land)
            anim = group
            self.draw_directly_while(anim)
        self.announce_when_done(anim, lambda: self.flipped.emit(to_face))
        return anim

    def flip(self, to_face: bool, ms: int = 300) -> QAbstractAnimation:
        return self.play("flip", self.flip_animation(to_face, ms))

    def _set_squash(self, value: float) -> None:
        self._squash = max(0.0, min(1.0, value))
        self.update()

    # -- painting --------------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        side = self._face_painter if self._face_up else self._back_painter
        scale = device_scale(painter.deviceTransform())  # the card at rest, before any squash
        painter.save()
        painter.rotate(self._tilt)
        lift = _LIFT * (1.0 - self._squash) * 2 if self._squash < 1.0 else 0.0
        painter.translate(0, self._rise())
        painter.scale(max(self._squash, 0.001) * (1 + lift / 2), 1 + lift / 2)
        look = _Look(self._selected, self._highlighted, self._disabled, self.hovered)
        w, h = rect.width(), rect.height()
        if isinstance(side, CachedCard) and self._squash == 1.0:
            # A card at rest is one picture with its tilt and rise drawn in, copied pixel for
            # pixel: as sharp as drawing it afresh.
            painter.restore()
            painter.save()
            tilt, rise = self._tilt, self._rise()
            picture = CachedCard(("card", side.key, w, h, look, tilt, rise),
                                 lambda p, target: _draw_still(p, target, side, w, h, look,
                                                               tilt, rise))
            CARD_CACHE.paint(painter, self.boundingRect(), picture, scale)
            painter.rotate(tilt)
            painter.translate(0, rise)
        elif isinstance(side, CachedCard):
            # Shadow, glow, picture and veil as one picture per look: a flip copies it,
            # squashed, instead of layering four.
            picture = CachedCard(("card", side.key, w, h, look, 0.0, 0.0),
                                 lambda p, target: _draw_still(p, target, side, w, h, look))
            CARD_CACHE.paint(painter, self._still_area(), picture, scale, smooth=False)
        else:
            _paint_layers(painter, rect, side, look, 1.0 + lift * 6)
        if self.hasFocus():
            radius = rect.width() * _RADIUS
            self.paint_focus_ring(painter, _grown(rect, radius, rect.width() * 0.06))
        painter.restore()

    def _rise(self) -> float:
        """How far the card stands up off the table: chosen, or looked at in a hand."""
        if self._selected:
            return -self._size.height() * 0.06
        return -self._size.height() * 0.035 if self._hover_lift and self.hovered else 0.0

    def _still_area(self) -> QRectF:
        rect = self.card_rect()
        margin = max(rect.width(), rect.height()) * (_LIFT / 2 + 0.12)
        return rect.adjusted(-margin, -margin, margin, margin)


class _Look(NamedTuple):
    selected: bool
    highlighted: bool
    disabled: bool
    hovered: bool


def _draw_still(painter: QPainter, target: QRectF, side: CachedCard, w: float, h: float,
                look: _Look, tilt: float = 0.0, rise: float = 0.0) -> None:
    """A `w`×`h` card with its shadow, glow and veil, turned by `tilt` and raised by `rise`,
    filling `target` (the card's bounds at that tilt)."""
    rect = QRectF(-w / 2, -h / 2, w, h)
    margin = max(w, h) * (_LIFT / 2 + 0.12)
    area = rect.adjusted(-margin, -margin, margin, margin)
    if tilt:
        area = QTransform().rotate(tilt).mapRect(area)
    painter.translate(target.topLeft())
    painter.scale(target.width() / area.width(), target.height() / area.height())
    painter.translate(-area.topLeft())
    painter.rotate(tilt)
    painter.translate(0, rise)
    # Turned, the side is drawn afresh: a turned copy of its upright picture would blur
    # and step its fine lines.
    _paint_layers(painter, rect, side.draw if tilt else side, look)


def _paint_layers(painter: QPainter, rect: QRectF, side: CardPainter, look: _Look,
                  lift: float = 1.0) -> None:
    """Shadow, glow, the side's picture, its edge and the state's veil, in that order."""
    radius = rect.width() * _RADIUS
    paint_soft_shadow(painter, rect, radius, lift + (0.8 if look.selected else 0.0))
    if look.selected or look.highlighted:
        colour = palette.theme().color("accent" if look.selected else "highlight").name()
        w, h = rect.width(), rect.height()
        glow = CachedCard(("glow", colour, round(w, 1), round(h, 1), round(radius, 1)),
                          lambda p, area: _draw_glow(p, area, w, h, radius, colour))
        CARD_CACHE.paint(painter, _glow_area(rect), glow, device_scale(painter.deviceTransform()))
    framed = _framed(side) if isinstance(side, CachedCard) else side
    paint_side(painter, rect, framed, radius, device_scale(painter.deviceTransform()))
    if framed is side:
        _paint_edge(painter, rect)
    veil = (QColor(40, 40, 48, 130) if look.disabled
            else QColor(255, 255, 255, 28) if look.hovered else None)
    if veil is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        painter.drawRoundedRect(rect, radius, radius)


def paint_side(painter: QPainter, rect: QRectF, side: CardPainter, radius: float,
               scale: float) -> None:
    """One side of a card in `rect` with its rounded corners: a cached side is copied from its
    picture at `scale` device pixels per unit, a plain painter draws clipped to the corners."""
    if isinstance(side, CachedCard):
        CARD_CACHE.paint(painter, rect, side, scale)
        return
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(outline)
    side(painter, rect)
    painter.restore()


def _glow_area(rect: QRectF) -> QRectF:
    grow = rect.width() * 0.03 * 4.5
    return rect.adjusted(-grow, -grow, grow, grow)


def _draw_glow(painter: QPainter, area: QRectF, w: float, h: float, radius: float,
               colour: str) -> None:
    """Three soft rings round a `w`×`h` card, filling `area`."""
    card = QRectF(-w / 2, -h / 2, w, h)
    bounds = _glow_area(card)
    painter.translate(area.topLeft())
    painter.scale(area.width() / bounds.width(), area.height() / bounds.height())
    painter.translate(-bounds.topLeft())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    base = w * 0.03
    for i, alpha in enumerate((200, 90, 40)):
        glow = QColor(colour)
        glow.setAlpha(alpha)
        painter.setPen(QPen(glow, base * (1 + i)))
        painter.drawPath(_grown(card, radius, base * (0.5 + i)))


def _paint_edge(painter: QPainter, rect: QRectF) -> None:
    """The thin dark edge round every card on the table."""
    radius = rect.width() * _RADIUS
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 70), rect.width() * 0.008))
    painter.drawRoundedRect(rect, radius, radius)


def _framed(side: CachedCard) -> CachedCard:
    """`side`'s picture with the table's card edge drawn in (one pixmap per card on screen)."""
    def draw(painter: QPainter, rect: QRectF) -> None:
        side.draw(painter, rect)
        _paint_edge(painter, rect)

    return CachedCard(("framed", side.key), draw)


def _grown(rect: QRectF, radius: float, by: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(-by, -by, by, by), radius + by, radius + by)
    return path
