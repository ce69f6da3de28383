"""The start page: the five games as tiles, with a resume offer for unfinished games."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import asset
from psychboard.games.registry import GAMES, GameSpec
from psychboard.gui.widgets.labels import plain_label


class Picture(QWidget):
    """A tile's SVG picture, drawn to fit its space at any size and pixel density."""

    def __init__(self, name: str, faded: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        try:
            self.renderer: QSvgRenderer | None = QSvgRenderer(str(asset("images", name)), self)
        except AssetMissing:
            self.renderer = None
        self.faded = faded
        self.setMinimumSize(160, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(320, 240)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.renderer is None or not self.renderer.isValid():
            return
        box = self.renderer.viewBoxF()
        scale = min(self.width() / box.width(), self.height() / box.height())
        target = QRectF(0, 0, box.width() * scale, box.height() * scale)
        target.moveCenter(QRectF(self.rect()).center())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.faded:
            painter.setOpacity(0.55)
        self.renderer.render(painter, target)
        painter.end()


class GameTile(QFrame):
    chosen = Signal(str)
    resume = Signal(str)

    def __init__(self, spec: GameSpec, can_resume: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("gameTile")
        self.setCursor(Qt.CursorShape.PointingHandCursor if spec.playable
                       else Qt.CursorShape.ArrowCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if spec.playable
                            else Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(spec.title)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        image = Picture(spec.picture, faded=not spec.playable)
        title = plain_label(spec.title, "tileTitle")
        low, high = spec.players
        players = f"{low} player" if low == high == 1 else f"{low}–{high} players"
        meta = plain_label(f"{players}  ·  {spec.length}", "tileMeta")
        pitch = QLabel(spec.pitch)
        pitch.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(meta)
        row.addStretch(1)
        if not spec.playable:
            row.addWidget(plain_label("Coming soon", "tileBadge"))
        layout.addWidget(image, 1)
        layout.addWidget(title)
        layout.addLayout(row)
        layout.addWidget(pitch)
        if can_resume:
            button = QPushButton("Resume game")
            button.clicked.connect(lambda: self.resume.emit(spec.id))
            layout.addWidget(button)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.spec.playable and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(self.spec.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
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
        layout.addWidget(plain_label("Psychboard", "pageTitle"))
        layout.addWidget(plain_label("Five games about how people think — for everyone at the "
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
