"""The table every game is drawn on, and the queue that plays its animations in order.

`GameScene` follows KPat's `KCardScene` (DESIGN §5): a game's view asks for intents with
durations — `move`, `flip`, `roll`, `spin`, `hop`, `fade`, `pause`, `call` — and the scene
plays them one after another, emitting `animation_finished` once the queue drains. While
anything plays the scene is `busy`, and `BoardView` ignores clicks and keys, so no input lands
half-way through an animation. `lock_input()` holds input off for other reasons too.

A step is an animation, a zero-argument callable returning an animation (or None, for a plain
action), or a `parallel(...)` / `sequential(...)` group of steps. Callables are called when
their turn comes, so each step starts from where the previous one left the items.

With animations off every step has zero length and completes synchronously; `busy` then stays
true until a zero-delay timer emits `animation_finished`, so a caller that connects just after
`run()` still receives it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from psychboard.gui import animation, palette
from psychboard.gui.items import CardItem, DieItem, SpinnerItem, TokenItem
from psychboard.gui.items.base import animation_home, instant


@dataclass(frozen=True)
class Parallel:
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Sequential:
    steps: tuple[Step, ...]


Step = QAbstractAnimation | Callable[[], QAbstractAnimation | None] | Parallel | Sequential


MAX_SKIPPED_STEPS = 1000  # a skip ends even if steps keep queueing new ones


def parallel(*steps: Step) -> Parallel:
    """Steps that start together; the group ends when the longest ends."""
    return Parallel(steps)


def sequential(*steps: Step) -> Sequential:
    """Steps that run one after another."""
    return Sequential(steps)


class GameScene(QGraphicsScene):
    """A fixed-size table (scene units) with a felt background and an animation queue."""

    animation_finished = Signal()
    busy_changed = Signal(bool)
    status_changed = Signal()  # what the scene's `status` says changed without a new view

    def __init__(self, width: float = 1600.0, height: float = 1000.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, width, height))
        # A table holds a few dozen items, many of them moving: keeping a BSP index of them
        # up to date costs more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._queue: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._busy = False
        self._advancing = False
        self._drain_pending = False
        self._locks = 0

    # -- input lock ------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while queued animations are playing."""
        return self._busy

    @property
    def accepts_input(self) -> bool:
        """Whether views should pass clicks and keys to items now."""
        return not self._busy and self._locks == 0

    @contextmanager
    def lock_input(self) -> Iterator[None]:
        """Hold input off for the block (e.g. while a computer player thinks)."""
        self._locks += 1
        try:
            yield
        finally:
            self._locks -= 1

    # -- the queue -------------------------------------------------------------------------

    def run(self, *steps: Step) -> None:
        """Queue steps to play after everything already queued."""
        if not steps:
            return
        self._queue.extend(steps)
        self._set_busy(True)
        if self._current is None and not self._advancing:
            self._advance()

    def clear(self) -> None:
        """Remove every item; pending steps are dropped and a running one jumps to its end."""
        self.finish_all()
        super().clear()

    def finish_all(self) -> None:
        """Jump the running step to its end and drop the rest of the queue."""
        self._queue.clear()
        current = self._current
        if current is not None:
            current.setCurrentTime(current.totalDuration())

    def skip(self) -> None:
        """Play every queued step to its end at once (a click or a key while the table moves):
        unlike `finish_all`, nothing is dropped, so what a step does at its end still happens."""
        for _ in range(MAX_SKIPPED_STEPS):
            current = self._current
            if current is None:
                return
            total = current.totalDuration()
            if total < 0:
                current.stop()  # a looping step has no end to jump to
            else:
                current.setCurrentTime(total)
            if self._current is current:
                return  # it would not stop: leave it running rather than spin here

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def _advance(self) -> None:
        self._advancing = True
        try:
            while self._current is None and self._queue:
                step = self._queue.popleft()
                if isinstance(step, Sequential):
                    self._queue.extendleft(reversed(step.steps))
                    continue
                anim = self._build(step)
                if anim is None:
                    continue
                if anim.totalDuration() == 0:
                    anim.start()  # zero-length steps complete inside start()
                    anim.deleteLater()
                    continue
                self._current = anim
                # Stopped, not finished: an animation whose target is deleted stops unfinished.
                anim.stateChanged.connect(self._step_state)
                anim.start()
        finally:
            self._advancing = False
        if self._current is None and not self._queue and not self._drain_pending:
            self._drain_pending = True
            QTimer.singleShot(0, self, self._drain)

    def _step_state(self, state: QAbstractAnimation.State) -> None:
        if state != QAbstractAnimation.State.Stopped:
            return
        done, self._current = self._current, None
        if done is not None:
            done.deleteLater()
        self._advance()

    def _drain(self) -> None:
        self._drain_pending = False
        if self._current is None and not self._queue:
            self._set_busy(False)
            self.animation_finished.emit()

    def _build(self, step: Step) -> QAbstractAnimation | None:
        if isinstance(step, QAbstractAnimation):
            return step
        if isinstance(step, Parallel | Sequential):
            home = animation_home()
            group: QAnimationGroup = (QParallelAnimationGroup(home) if isinstance(step, Parallel)
                                      else QSequentialAnimationGroup(home))
            for child in step.steps:
                built = self._build(child)
                if built is not None:
                    group.addAnimation(built)
            return group
        return step()

    # -- intents ---------------------------------------------------------------------------

    def move(self, item: QGraphicsObject, to: QPointF, ms: int = 350) -> None:
        """Slide an item's centre to `to`."""
        if isinstance(item, CardItem):
            self.run(lambda: item.move_animation(to, ms))
        elif isinstance(item, TokenItem):
            self.run(lambda: item.move_animation([to], ms))
        else:
            self.run(lambda: self._property_animation(item, b"pos", QPointF(to), ms))

    def move_cards(self, moves: Sequence[tuple[CardItem, QPointF]], ms: int = 350,
                   stagger: int = 0) -> None:
        """Move several cards together, each starting `stagger` ms after the one before."""
        steps: list[Step] = []
        for i, (card, to) in enumerate(moves):
            delay = animation.duration(stagger * i)
            steps.append(sequential(self._pause_step(delay), self._card_move(card, to, ms)))
        self.run(parallel(*steps))

    def flip(self, card: CardItem, to_face: bool | None = None, ms: int = 300) -> None:
        """Turn a card over (to the given side, or to the other side when None)."""
        self.run(lambda: card.flip_animation(not card.face_up if to_face is None else to_face,
                                             ms))

    def roll(self, dice: Sequence[DieItem], faces: Sequence[int], ms: int = 900) -> None:
        """Roll dice together, each landing on its face from `faces`."""
        if len(dice) != len(faces):
            raise ValueError(f"{len(dice)} dice but {len(faces)} faces")
        self.run(parallel(*[lambda d=die, f=face: d.roll_animation(f, ms)
                            for die, face in zip(dice, faces, strict=True)]))

    def spin(self, spinner: SpinnerItem, index: int, seed: int = 0, ms: int = 3200) -> None:
        """Spin to segment `index`, stopping at the point within it chosen by `seed`."""
        self.run(lambda: spinner.spin_animation(index, ms, seed))

    def hop(self, token: TokenItem, points: Sequence[QPointF], ms: int = 260) -> None:
        """Hop a token through `points`, `ms` per hop."""
        self.run(lambda: token.move_animation(points, ms))

    def fade(self, item: QGraphicsObject, opacity: float, ms: int = 250) -> None:
        self.run(lambda: self._property_animation(item, b"opacity", opacity, ms))

    def pause(self, ms: int) -> None:
        """Hold the queue still for `ms` (e.g. to let players read a revealed card)."""
        self.run(self._pause_step(animation.duration(ms)))

    def call(self, action: Callable[[], object]) -> None:
        """Run `action` when the queue reaches this point."""

        def step() -> None:
            action()

        self.run(step)

    @staticmethod
    def _card_move(card: CardItem, to: QPointF, ms: int
                   ) -> Callable[[], QAbstractAnimation | None]:
        return lambda: card.move_animation(to, ms)

    def _pause_step(self, length: int) -> Callable[[], QAbstractAnimation | None]:
        def build() -> QAbstractAnimation | None:
            return QPauseAnimation(length, animation_home()) if length > 0 else None

        return build

    def _property_animation(self, item: QGraphicsObject, name: bytes, end: object,
                            ms: int) -> QAbstractAnimation:
        length = animation.duration(ms)
        if length == 0:

            def jump() -> None:
                item.setProperty(name.decode(), end)

            return instant(self, jump)
        anim = QPropertyAnimation(item, name, animation_home())
        anim.setEndValue(end)
        anim.setDuration(length)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        return anim

    # -- background ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Felt in the theme's table colour, lit in the middle and darker towards the edges."""
        t = palette.theme()
        area = self.sceneRect()
        radius = 0.62 * (area.width() ** 2 + area.height() ** 2) ** 0.5
        felt = QRadialGradient(area.center(), radius)
        felt.setColorAt(0.0, t.color("table").lighter(118))
        felt.setColorAt(0.55, t.color("table"))
        felt.setColorAt(1.0, t.color("table_edge"))
        painter.fillRect(rect, felt)

    def refresh_theme(self) -> None:
        """Repaint everything after `palette.set_theme`: each item drops its cached picture."""
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for item in self.items():
            item.update()
        self.update()
