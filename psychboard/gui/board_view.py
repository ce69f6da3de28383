"""The view every board game sits in: the whole table, scaled to the window, crisp at any size.

`fitInView` with the aspect ratio kept runs on every resize, so the table fills the window
from 1280×720 to 4K without scrollbars; the margins around it continue the felt. Clicks and
keys reach the items only while the scene accepts input (nothing animating, no lock); Tab
still moves keyboard focus between items so every action has a keyboard path.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import BoardItem
from psychboard.gui.scene import GameScene

_NAVIGATION_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)


class BoardView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The felt is one gradient fill: cheaper to redraw than to copy from a cached pixmap.
        # It covers the whole viewport, so nothing need clear it first.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # Every item's bounds already leave room for its antialiased edges.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._names: list[str] = []
        from psychboard.gui import access  # screen readers see the table's pieces

        access.install(BoardView)
        self.refresh_theme()
        if scene is not None:
            self.setScene(scene)

    def refresh_theme(self) -> None:
        self._theme = palette.theme().name
        self.setBackgroundBrush(palette.theme().color("table_edge"))
        self.resetCachedContent()
        self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        """A new theme (the application's palette changes with it) recolours the felt and
        every item, whose cached pictures are of the old colours."""
        super().changeEvent(event)
        if (event.type() == QEvent.Type.PaletteChange
                and palette.theme().name != self._theme):
            self.refresh_theme()
            scene = self.scene()
            if isinstance(scene, GameScene):
                scene.refresh_theme()

    def fit(self) -> None:
        """Scale the whole table into the view, keeping its aspect ratio."""
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            for item in scene.items():  # turned items cache at the new zoom
                if isinstance(item, BoardItem) and item.rotation() != 0.0:
                    item.fit_cache()

    def setScene(self, scene: QGraphicsScene | None) -> None:
        super().setScene(scene)
        if isinstance(scene, GameScene):
            # Once the table is still, repaint it whole: no pixel of a move may stay behind.
            scene.animation_finished.connect(self.viewport().update)
            self._announce_from(scene)
        self.fit()

    def _announce_from(self, scene: GameScene) -> None:
        """A game's table tells screen readers each step the whole table saw, and the result
        (bound methods: the connections end with the view)."""
        from psychboard.gui.table import TableScene

        if isinstance(scene, TableScene):
            self._names = scene.names
            scene.controller.happened.connect(self._announce_events)
            scene.controller.finished.connect(self._announce_outcome)

    def _announce_events(self, events: tuple[Any, ...]) -> None:
        from psychboard.gui import access

        access.announce_events(self, events, self._names)

    def _announce_outcome(self, outcome: Any) -> None:
        from psychboard.gui import access
        from psychboard.gui.widgets.end_bar import verdict

        access.announce(self, f"Game over: {verdict(outcome, self._names)}")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def accepts_input(self) -> bool:
        scene = self.scene()
        return not isinstance(scene, GameScene) or scene.accepts_input

    def skip_animation(self) -> bool:
        """While the table moves, a click or a key plays it to the end instead of vanishing."""
        scene = self.scene()
        if isinstance(scene, GameScene) and scene.busy:
            scene.skip()
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.accepts_input():
            super().mousePressEvent(event)
        else:
            self.skip_animation()
            event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.accepts_input():
            super().mouseDoubleClickEvent(event)
        else:
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.accepts_input() or event.key() in _NAVIGATION_KEYS:
            super().keyPressEvent(event)
        else:
            self.skip_animation()
            event.accept()

    def event(self, event: QEvent) -> bool:
        # Tab would otherwise leave the view; inside the board it walks the items instead.
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in _NAVIGATION_KEYS and self.scene() is not None):
            self.keyPressEvent(event)
            return True
        return super().event(event)
