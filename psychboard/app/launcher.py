"""The start page: the five games as tiles, with a resume offer for unfinished games.

The page reads from 1024×640 to full HD: below `COMPACT_HEIGHT` the heading, margins and
gaps tighten so two rows of tiles still fit, and each tile's picture takes only the height
its words leave. The tiles sit in a scroll area, three to a row or two when three don't fit
(large text and Resume buttons on a narrow window), so even a smaller window never stacks
words on pictures or cuts a game off at the side: it scrolls instead.

Nothing here touches PySide6's `Qt` namespace before the first frame: building its hundreds
of enums takes about 12 ms, a seventh of a bare window's whole start. What the first frame does
not show (the tiles' pointer cursor and keyboard focus, the SVG pictures) is set up just after
it, in `Launcher.activate()` and `Picture._render()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import asset
from psychboard.core.text import number_word
from psychboard.games.registry import GAMES, GameSpec
from psychboard.gui.fonts import BUTTON_FACES, ensure_fonts

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QRectF
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent, QPixmap, QResizeEvent
    from PySide6.QtSvg import QSvgRenderer


class Picture(QWidget):
    """A tile's SVG picture, drawn to fit its space at any size and pixel density.

    The SVG is parsed and rendered into a pixmap just after the window first shows, and
    again only when the size changes: the start page appears sooner and repaints never
    re-render the vector art. Until then the space stays empty: painting anything with a
    colour from Python would build the `Qt` namespace inside the first frame, and even
    importing QPainter costs the first frame its enums.
    """

    def __init__(self, name: str, faded: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.faded = faded
        self._renderer: QSvgRenderer | None = None
        self._pixmap: QPixmap | None = None
        self._pending = False
        self.setMinimumSize(96, 72)

    def sizeHint(self) -> QSize:
        return QSize(160, 96)

    def _target(self, box: QRectF) -> QRectF:
        from PySide6.QtCore import QRectF

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
        from PySide6.QtGui import QColor, QPainter, QPixmap

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
            from PySide6.QtGui import QPainter

            painter = QPainter(self)
            if self.faded:
                painter.setOpacity(0.55)
            painter.drawPixmap(0, 0, self._pixmap)
        elif not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._render)


class Pitch(QLabel):
    """A tile's line of pitch, wrapped to the tile's width.

    The layouts ask a wrapped label its height for a width about twenty times each on the
    way to the first frame, mostly for the same few widths, and QLabel lays the text out
    anew for every answer; this one remembers its answers until its font or margins change
    (its text never does).
    """

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setObjectName("tilePitch")
        self.setWordWrap(True)
        self._heights: dict[int, int] = {}

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = super().heightForWidth(width)
        return height

    def changeEvent(self, event: QEvent) -> None:
        self._heights.clear()
        super().changeEvent(event)


class GameTile(QFrame):
    """One game: picture, title, players and length, a line of pitch, and a footer.

    The footer row holds the "Coming soon" badge, or the Resume button when there is a game to
    resume; every footer on the page is as tall as a Resume button's row, with one or not
    (`Launcher` sets it), so a Resume button never shrinks its tile's picture.
    """

    chosen = Signal(str)
    resume = Signal(str)

    def __init__(self, spec: GameSpec, can_resume: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("gameTile")
        self.setAccessibleName(spec.title)
        self.box = QVBoxLayout(self)
        self.box.setSpacing(6)
        self.image = Picture(spec.picture, faded=not spec.playable)
        self.title = _label(spec.title, "tileTitle")
        low, high = spec.players
        players = f"{low} player" if low == high == 1 else f"{low}–{high} players"
        self.meta = _label(f"{players}  ·  {spec.length}", "tileMeta")
        self.pitch = Pitch(spec.pitch)
        self.footer = QWidget()
        self.footer.setObjectName("tileFooter")
        row = QHBoxLayout(self.footer)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.meta)
        row.addStretch(1)
        if not spec.playable:
            row.addWidget(_label("Coming soon", "tileBadge"))
        if spec.playable and can_resume:
            ensure_fonts(BUTTON_FACES)
            button = resume_button()
            button.setAccessibleName(f"Resume {spec.title}")
            button.setToolTip(f"Carry on with the unfinished game of {spec.title}")
            button.clicked.connect(lambda: self.resume.emit(spec.id))
            row.addWidget(button)
        self.box.addWidget(self.image, 1)
        self.box.addWidget(self.title)
        self.box.addWidget(self.footer)
        self.box.addWidget(self.pitch)

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
        elif event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focusNextChild()  # arrows walk the games as Tab does
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focusPreviousChild()
        else:
            super().keyPressEvent(event)


COLUMNS = 3
COMPACT_HEIGHT = 820
"""Below this page height the heading, margins and gaps tighten (a 1024×640 or 1280×720
window); the picture still takes every pixel the words leave."""


class Launcher(QWidget):
    chosen = Signal(str)
    resume = Signal(str)

    def __init__(self, resumable: set[str], parent: QWidget | None = None,
                 height: int | None = None) -> None:
        """`height` is the page's height to come, when known: a page that starts compact
        is styled once, not restyled at its first resize."""
        super().__init__(parent)
        self.setObjectName("launcher")
        compact = height is not None and height < COMPACT_HEIGHT
        self.setProperty("compact", compact)  # before the style sheet polishes the tiles
        self.compact: bool | None = None
        self.page = QVBoxLayout(self)
        self.heading = _label("Psychboard", "pageTitle")
        self.subtitle = _label(f"{number_word(len(GAMES)).capitalize()} games about how people "
                               "think — for everyone at the table.", "pageSubtitle")
        self.page.addWidget(self.heading)
        self.page.addWidget(self.subtitle)
        self.gap = QSpacerItem(0, 18)
        self.page.addItem(self.gap)
        self.grid = QGridLayout()
        board = QWidget()
        board.setObjectName("tileBoard")
        board.setLayout(self.grid)
        self.shelf = QScrollArea()
        self.shelf.setObjectName("tileScroll")
        self.shelf.setFrameShape(QFrame.Shape.NoFrame)
        self.shelf.setWidgetResizable(True)
        # The shelf goes in its place, and takes the board while it is empty: setWidget lays
        # out what the board holds at the shelf's first, passing size, and the style sheet
        # polishes a polished widget all over again when it changes parent.
        self.page.addWidget(self.shelf, 1)
        self.shelf.setWidget(board)
        self.tiles: dict[str, GameTile] = {}
        order = sorted(GAMES.values(), key=lambda s: not s.playable)
        for spec in order:
            tile = GameTile(spec, spec.id in resumable)
            tile.chosen.connect(self.chosen)
            tile.resume.connect(self.resume)
            self.tiles[spec.id] = tile
        self.columns = 0
        self._place_tiles(COLUMNS)
        # Without a game to resume, a Resume button that is never shown still gives the
        # footers its height, so the pictures are the same size either way. It stays out of
        # the page: a child added to the laid-out tiles would have them laid out again. It
        # is measured in the regular weight (Inter's weights share their vertical metrics),
        # the type the page has loaded already, not the semibold of a button nobody sees.
        self._resume_height: QPushButton | None = None
        if not any(spec.playable and spec.id in resumable for spec in order):
            self._resume_height = resume_button()
            self._resume_height.setProperty("measure", True)
        self._set_compact(compact)

    def activate(self) -> None:
        """Ready the tiles for mouse and keyboard once the first frame is on screen; the
        first game takes the keys, so Enter opens it and arrows or Tab move on."""
        for tile in self.tiles.values():
            tile.activate()
        first = next((t for t in self.tiles.values() if t.spec.playable), None)
        if first is not None and not any(t.hasFocus() for t in self.tiles.values()):
            first.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._set_compact(event.size().height() < COMPACT_HEIGHT)
        self._place_tiles(self._columns_for(event.size().width()))
        super().resizeEvent(event)

    def _columns_for(self, width: int) -> int:
        """Three columns when three tiles fit side by side, else two: large text and Resume
        buttons on a narrow window reflow the page instead of cutting a game off at the side."""
        margins = self.page.contentsMargins()
        room = (width - margins.left() - margins.right()
                - self.shelf.verticalScrollBar().sizeHint().width())
        widest = max(tile.minimumSizeHint().width() for tile in self.tiles.values())
        spacing = self.grid.horizontalSpacing()
        return COLUMNS if COLUMNS * widest + (COLUMNS - 1) * spacing <= room else COLUMNS - 1

    def _place_tiles(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for tile in self.tiles.values():
            self.grid.removeWidget(tile)
        for index, tile in enumerate(self.tiles.values()):
            self.grid.addWidget(tile, index // columns, index % columns)
        for column in range(COLUMNS):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        rows = (len(self.tiles) + columns - 1) // columns
        for row in range(max(rows, self.grid.rowCount())):
            self.grid.setRowStretch(row, 1 if row < rows else 0)

    def _set_compact(self, compact: bool) -> None:
        """Tighten or loosen the page: margins and gaps here, type sizes in the style sheet
        (`QWidget#launcher[compact="true"]`)."""
        if compact == self.compact:
            return
        restyle, self.compact = self.compact is not None, compact
        self.setProperty("compact", compact)
        self.page.setContentsMargins(*((28, 12, 28, 14) if compact else (48, 36, 48, 36)))
        self.page.setSpacing(2 if compact else 6)
        self.gap.changeSize(0, 8 if compact else 18)
        self.grid.setSpacing(14 if compact else 20)
        pad = 12 if compact else 16
        for tile in self.tiles.values():
            tile.box.setContentsMargins(pad, pad, pad, pad)
        if restyle:
            for widget in (self, *self.findChildren(QWidget)):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
        footer = max(tile.footer.sizeHint().height() for tile in self.tiles.values())
        if self._resume_height is not None:
            footer = max(footer, self._resume_height.sizeHint().height())
        for tile in self.tiles.values():
            tile.footer.setFixedHeight(footer)
            # Two lines of pitch at least, so a one-line pitch leaves its picture no bigger
            # than its neighbours'.
            tile.pitch.ensurePolished()
            tile.pitch.setMinimumHeight(2 * tile.pitch.fontMetrics().lineSpacing())
        self.page.invalidate()


def resume_button() -> QPushButton:
    button = QPushButton("Resume")
    button.setObjectName("resumeButton")
    return button


def _label(text: str, name: str = "") -> QLabel:
    """A label for the app's own words: plain_label's plain-text format needs the Qt
    namespace, and nothing a player typed is shown on this page."""
    label = QLabel(text)
    label.setObjectName(name)
    return label
