"""What every board item shares: clicks, keyboard activation, focus ring, and animation helpers.

Items are `QGraphicsObject`s drawn with vector `QPainter` calls in local coordinates centred on
the item's origin, so `pos` is the item's centre and rotation or scaling turn it in place.

Animations follow one convention (DESIGN §5): an item's `*_animation(...)` method builds an
animation that is not yet started, so `GameScene` can queue it; the matching intent method
(`move_to`, `flip`, `roll`, …) starts it at once. Every duration goes through
`animation.duration(ms)`. When that is 0 (animations off) the built animation has zero length:
starting it applies the end state synchronously, and the item's "done" signal (`rolled`,
`spun`, `moved`, …) is emitted from a zero-delay `QTimer.singleShot`, so a caller may connect
to the signal just after calling the intent and still receive it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QAccessible, QFont, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)
from shiboken6 import isValid

from psychboard.gui import palette
from psychboard.gui.items.card_cache import device_scale
from psychboard.gui.widgets.token_icon import (
    INK,
    PAPER,
    contrast_ratio,
    letter_font,
    luminance,
    text_colour_on,
)

__all__ = [  # the colour helpers live with the token pictures (QtGui only) and show here too
    "INK", "PAPER", "BoardItem", "animation_home", "contrast_ratio", "guarded", "instant",
    "luminance", "slide", "text_colour_on", "tween", "ui_font",
]
_ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def ui_font(pixel_size: float, weight: QFont.Weight = QFont.Weight.DemiBold) -> QFont:
    """The interface font at a size in scene units (pixel sizes, so screen DPI cannot skew it)."""
    return letter_font(pixel_size, weight)


def _view_scale(item: QGraphicsItem) -> float:
    """Device pixels per scene unit in the views showing `item` (the largest, if several)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    return max((device_scale(view.viewportTransform()) * view.devicePixelRatioF()
                for view in views), default=1.0)


def animation_home() -> QObject | None:
    """The parent of every item animation: the application, never the item itself.

    An animation's connections hold the item's Python wrapper; were the animation the item's
    child, releasing those connections while deleting the animation could delete the item,
    and with it the animation a second time.
    """
    return QCoreApplication.instance()


def guarded(item: QObject, action: Callable[..., None]) -> Callable[..., None]:
    """`action`, skipped once `item` is gone (an animation may outlive a cleared scene)."""

    def call(*args: object) -> None:
        if isValid(item):
            action(*args)

    return call


def instant(item: QObject, apply: Callable[[], None]) -> QAbstractAnimation:
    """A zero-length animation that applies an end state when started.

    Qt finishes a zero-duration animation inside `start()` without emitting `valueChanged`,
    so the end state is applied from `finished`.
    """
    anim = QVariantAnimation(animation_home())
    anim.setDuration(0)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.finished.connect(guarded(item, apply))
    return anim


def tween(item: QObject, ms: int, step: Callable[[float], None],
          easing: QEasingCurve.Type = QEasingCurve.Type.Linear) -> QVariantAnimation:
    """An animation from 0.0 to 1.0 over `ms` (already scaled) calling `step` with each value."""
    anim = QVariantAnimation(animation_home())
    anim.setDuration(ms)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setEasingCurve(easing)
    act = guarded(item, step)
    anim.valueChanged.connect(lambda value: act(float(value)))
    return anim


def slide(item: QObject, to: QPointF, ms: int,
          easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    """A `pos` animation to `to` that starts from wherever the item is when it runs."""
    anim = QPropertyAnimation(item, b"pos", animation_home())
    anim.setEndValue(QPointF(to))
    anim.setDuration(ms)
    anim.setEasingCurve(easing)
    return anim


class BoardItem(QGraphicsObject):
    """A clickable, focusable item: a left press or Enter/Space while focused emits `clicked`."""

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._interactive = True
        self._hovered = False
        self._highlighted = False
        self._running: dict[str, QAbstractAnimation] = {}
        self._cache_size: QSize | None = None
        self._direct = 0  # animations running that repaint the item every frame
        self._accessible_name = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Each item keeps a picture of itself at the screen's resolution (so still crisp),
        # redrawn only when it changes: sliding items and repaints of the rest of the table
        # reuse it instead of re-running every gradient and glyph.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rotationChanged.connect(self.fit_cache)

    # -- input -----------------------------------------------------------------------------

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        """Whether clicks and keys activate the item (pieces merely shown are not). Setting
        the same again costs nothing: a repaint would throw away the item's cached picture."""
        if interactive == self._interactive:
            return
        self._interactive = interactive
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, interactive)
        # An arrow, not unsetCursor(): unsetting the cursor of the item under the pointer
        # while its own click is being handled crashes Qt on X11.
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        """Draw the item's highlight (a glow, a ring): 'look here', 'your turn', 'playable'."""
        if on != self._highlighted:
            self._highlighted = on
            self.update()

    def _accepts_activation(self) -> bool:
        return self._interactive

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._accepts_activation():
            event.accept()
            self.clicked.emit()
        else:
            event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ACTIVATE_KEYS and self._accepts_activation():
            event.accept()
            self.clicked.emit()
        else:
            super().keyPressEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: object) -> None:
        self.update()

    def focusOutEvent(self, event: object) -> None:
        self.update()

    @property
    def hovered(self) -> bool:
        return self._hovered and self._accepts_activation()

    def paint_focus_ring(self, painter: QPainter, outline: QPainterPath) -> None:
        """A keyboard-focus ring around `outline`: dashed, so it reads without colour."""
        if not (self.hasFocus() and self._accepts_activation()):
            return
        pen = QPen(palette.theme().color("accent"), 3.0, Qt.PenStyle.DashLine)
        pen.setCosmetic(False)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(PAPER, 5.0))
        painter.drawPath(outline)
        painter.setPen(pen)
        painter.drawPath(outline)
        painter.restore()

    # -- accessibility (gui/access.py exposes items to screen readers) ----------------------

    def set_accessible_name(self, name: str) -> None:
        """What a screen reader says for the item, when the item cannot say it itself."""
        self._accessible_name = name

    def accessible_name(self) -> str:
        """The item's spoken name: one set by its scene, its tooltip, or what it shows
        (items override `describe`)."""
        return self._accessible_name or self.toolTip() or self.describe()

    def describe(self) -> str:
        """What the item shows, in words; overridden by each kind of item."""
        return ""

    def accessible_role(self) -> QAccessible.Role:
        """A piece a person acts on is a button; one merely shown is a picture."""
        return QAccessible.Role.Button if self._interactive else QAccessible.Role.Graphic

    # -- caching -----------------------------------------------------------------------------

    def fit_cache(self) -> None:
        """Keep the item's cached picture valid for how it stands: in device pixels while it
        is upright; once turned (a card in a fanned hand), in the item's own coordinates at
        the screen's resolution, since Qt redraws a turned item's device cache every frame.
        `BoardView` calls this again when the table's zoom changes."""
        if self._direct:
            return
        if self.rotation() == 0.0:
            if self.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache:
                self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            return
        scale = _view_scale(self) * self.scale()
        bounds = self.boundingRect()
        size = QSize(max(1, math.ceil(bounds.width() * scale)),
                     max(1, math.ceil(bounds.height() * scale)))
        if self._cache_size != size:
            self._cache_size = size
            self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)

    def draw_directly_while(self, anim: QAbstractAnimation) -> None:
        """Paint straight to the screen while `anim` runs: it repaints the item every frame,
        and refilling a cached picture that the next frame throws away doubles the work."""
        def changed(new: QAbstractAnimation.State, old: QAbstractAnimation.State) -> None:
            running = QAbstractAnimation.State.Running
            if new == running and old == QAbstractAnimation.State.Stopped:
                self._direct += 1
                self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            elif new == QAbstractAnimation.State.Stopped and self._direct:
                self._direct -= 1
                self._cache_size = None
                self.fit_cache()

        anim.stateChanged.connect(guarded(self, changed))

    # -- animation plumbing ----------------------------------------------------------------

    def announce_when_done(self, anim: QAbstractAnimation, announce: Callable[[], None]) -> None:
        """Call `announce` when `anim` finishes; deferred by a zero timer for zero-length ones."""
        if anim.totalDuration() == 0:
            anim.finished.connect(guarded(self, lambda: QTimer.singleShot(0, self, announce)))
        else:
            anim.finished.connect(guarded(self, announce))

    def when_finished(self, anim: QAbstractAnimation, action: Callable[[], None]) -> None:
        """Run `action` on the item when `anim` finishes, unless the item is gone by then."""
        anim.finished.connect(guarded(self, action))

    def play(self, kind: str, anim: QAbstractAnimation) -> QAbstractAnimation:
        """Start `anim` now; a running animation of the same kind jumps to its end first."""
        previous = self._running.pop(kind, None)
        if previous is not None and previous.state() == QAbstractAnimation.State.Running:
            previous.setCurrentTime(previous.totalDuration())
        if anim.totalDuration() > 0:
            self._running[kind] = anim
            anim.finished.connect(lambda: self._forget(kind, anim))
        anim.finished.connect(anim.deleteLater)
        anim.start()
        return anim

    def _forget(self, kind: str, anim: QAbstractAnimation) -> None:
        if self._running.get(kind) is anim:
            del self._running[kind]

    def boundingRect(self) -> QRectF:  # overridden by every item
        return QRectF()
