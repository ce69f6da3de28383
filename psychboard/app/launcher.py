"""The start page: the five games as tiles, with a resume offer for unfinished games.

Nothing here touches PySide6's `Qt` namespace before the first frame: building its hundreds
of enums takes about 12 ms, a seventh of a bare window's whole start. What the first frame does
not show (the tiles' pointer cursor and keyboard focus, the SVG pictures) is set up just after
it, in `Launcher.activate()` and `Picture._render()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import asset
from psychboard.games.registry import GAMES, GameSpec

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent
    from PySide6.QtSvg import QSvgRenderer


class Picture(QWidget):
    """A tile's SVG picture, drawn to fit its space at any size and pixel density.

    The SVG is parsed and rendered into a pixmap just after the window first shows, and
    again only when the size changes: the start page appears sooner and repaints never
    re-render the vector art. Until then the space stays empty: painting anything with a
    colour from Python would build the `Qt` namespace inside the first frame.
    """

    def __init__(self, name: str, faded: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.faded = faded
        self._renderer: QSvgRenderer | None = None
        self._pixmap: QPixmap | None = None
        self._pending = False
        self.setMinimumSize(160, 120)

    def sizeHint(self) -> QSize:
        return QSize(320, 240)

    def _target(self, box: QRectF) -> QRectF:
        scale = min(self.width() / box.width(), self.height() / box.height())
        target = QRectF(0, 0, box.width() * scale, box.height() * scale)
        target.moveCenter(QRectF(self.rect()).center())
        return target

    def _render(self) -> None:
        self._pending = False
        if self._renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            try:
                self._renderer = QSvgRenderer(str(asset("images", self.name)), self)
            except AssetMissing:
                return
        if not self._renderer.isValid():
            return
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(self.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, self._target(self._renderer.viewBoxF()))
        painter.end()
        self._pixmap = pixmap
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._pixmap = None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._pixmap is not None:
            painter = QPainter(self)
            if self.faded:
                painter.setOpacity(0.55)
            painter.drawPixmap(0, 0, self._pixmap)
        elif not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._render)


class GameTile(QFrame):
    chosen = Signal(str)
    resume = Signal(str)

    def __init__(self, spec: GameSpec, can_resume: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("gameTile")
        self.setAccessibleName(spec.title)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        image = Picture(spec.picture, faded=not spec.playable)
        title = _label(spec.title, "tileTitle")
        low, high = spec.players
        players = f"{low} player" if low == high == 1 else f"{low}–{high} players"
        meta = _label(f"{players}  ·  {spec.length}", "tileMeta")
        pitch = _label(spec.pitch)
        pitch.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(meta)
        row.addStretch(1)
        if not spec.playable:
            row.addWidget(_label("Coming soon", "tileBadge"))
        layout.addWidget(image, 1)
        layout.addWidget(title)
        layout.addLayout(row)
        layout.addWidget(pitch)
        if can_resume:
            button = QPushButton("Resume game")
            button.clicked.connect(lambda: self.resume.emit(spec.id))
            layout.addWidget(button)

    def activate(self) -> None:
        """A playable tile takes keyboard focus and shows a pointing hand."""
        from PySide6.QtCore import Qt

        if self.spec.playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        from PySide6.QtCore import Qt

        if self.spec.playable and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.spec.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if self.spec.playable and event.key() in keys:
            self.chosen.emit(self.spec.id)
        else:
            super().keyPressEvent(event)


class Launcher(QWidget):
    chosen = Signal(str)
    resume = Signal(str)

    def __init__(self, resumable: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 36, 48, 36)
        layout.addWidget(_label("Psychboard", "pageTitle"))
        layout.addWidget(_label("Five games about how people think — for everyone at the "
                                "table.", "pageSubtitle"))
        layout.addSpacing(18)
        grid = QGridLayout()
        grid.setSpacing(20)
        self.tiles: dict[str, GameTile] = {}
        order = sorted(GAMES.values(), key=lambda s: not s.playable)
        for index, spec in enumerate(order):
            tile = GameTile(spec, spec.id in resumable)
            tile.chosen.connect(self.chosen)
            tile.resume.connect(self.resume)
            grid.addWidget(tile, index // 3, index % 3)
            self.tiles[spec.id] = tile
        for column in range(3):
            grid.setColumnStretch(column, 1)
        layout.addLayout(grid, 1)

    def activate(self) -> None:
        """Ready the tiles for mouse and keyboard once the first frame is on screen."""
        for tile in self.tiles.values():
            tile.activate()


def _label(text: str, name: str = "") -> QLabel:
    """A label for the app's own words: plain_label's plain-text format needs the Qt
    namespace, and nothing a player typed is shown on this page."""
    label = QLabel(text)
    label.setObjectName(name)
    return label
