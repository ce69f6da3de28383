"""Pictures of a fixed size on the table: a game's panels, plates and captions build on these.

`FixedItem` is what every such piece shares: a size, a rectangle that is either centred on
`pos` or has its top-left corner there, a margin for strokes and glows, no mouse buttons
(a piece that takes clicks turns them on), and a picture of itself cached at the screen's
resolution, redrawn only when it changes. `CaptionItem` is the line of text under or over
something, with an optional small title and an optional soft pill behind it. Text is user
text: drawn with `drawText`, never as markup.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.gui import palette
from psychboard.gui.items.base import ui_font
from psychboard.gui.text_fit import elided

PANEL = QColor(12, 32, 24, 170)
PANEL_EDGE = QColor(255, 255, 255, 40)
TEXT = QColor(palette.WHITE)
MUTED = QColor(255, 255, 255, 170)


class FixedItem(QGraphicsObject):
    """A non-interactive item `width`×`height`; subclasses draw it in `draw(painter, rect)`."""

    def __init__(self, width: float, height: float, *, centred: bool = False,
                 margin: float = 4.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._centred = centred
        self._margin = margin
        self._rect = self._place(QSizeF(width, height))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _place(self, size: QSizeF) -> QRectF:
        w, h = size.width(), size.height()
        return QRectF(-w / 2, -h / 2, w, h) if self._centred else QRectF(0, 0, w, h)

    def rect(self) -> QRectF:
        """The item's own rectangle in item coordinates (the bounds add the margin)."""
        return QRectF(self._rect)

    def resize(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = self._place(QSizeF(width, height))
        self.update()

    def boundingRect(self) -> QRectF:
        m = self._margin
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, self.rect())

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError


class CaptionItem(FixedItem):
    """A line of text (results, a pile's count), centred; with `title`, a small heading above
    it; with `pill`, on a soft rounded panel that an accent outlines ("look: this just
    happened"). Too long a line is cut with an ellipsis, never overflows."""

    def __init__(self, width: float, height: float = 40.0, size: float = 18.0, *,
                 title: str = "", pill: bool = True, centred: bool = True) -> None:
        super().__init__(width, height, centred=centred, margin=4.0)
        self._title = title
        self._pill = pill
        self._font_size = size
        self._text = ""
        self._accent = False

    @property
    def title(self) -> str:
        return self._title

    @property
    def text(self) -> str:
        return self._text

    @property
    def accent(self) -> bool:
        return self._accent

    def set_text(self, text: str, accent: bool = False) -> None:
        if (text, accent) != (self._text, self._accent):
            self._text, self._accent = text, accent
            self.update()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        line = rect
        if self._title:
            heading = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.44)
            painter.setFont(ui_font(self._font_size * 0.82, QFont.Weight.Bold))
            painter.setPen(MUTED)
            painter.drawText(heading, Qt.AlignmentFlag.AlignCenter, self._title)
            line = rect.adjusted(0, heading.height(), 0, 0)
        if not self._text:
            return
        font = ui_font(self._font_size, QFont.Weight.DemiBold)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        room = line.width() - (36 if self._pill else 4)
        text = elided(self._text, font, room)
        if self._pill:
            width = min(line.width(), metrics.horizontalAdvance(text) + 40)
            pill = QRectF(line.center().x() - width / 2, line.top(), width, line.height())
            painter.setPen(QPen(palette.theme().color("highlight"), 2.0) if self._accent
                           else QPen(PANEL_EDGE, 1.5))
            painter.setBrush(PANEL)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            line = pill
        painter.setPen(TEXT)
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, text)
