"""What Psychologizer's panels show, as plain values, and the drawing they share.

The scene turns a `View` (plus the seats' names, colours and tokens) into one of these
contents; the panels only paint them. A panel is one `Panel` item: a rounded sheet with
regions (`hits`) that emit `picked(intent)` when clicked, so a mouse can do what the keys and
the button strip do. All names are user text and are drawn as plain text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from psychboard.gui import palette
from psychboard.gui.card_painter import fit_text
from psychboard.gui.fonts import CARD_FAMILY
from psychboard.gui.items.base import INK, text_colour_on, ui_font
from psychboard.gui.items.fixed import FixedItem
from psychboard.gui.items.seat_look import SeatLook
from psychboard.gui.text_fit import elided as elide
from psychboard.gui.widgets.token_icon import paint_token_face

LEAST = 22.0  # the least text size on the table: 10 px on screen in a 1000×560 window
MUTED = QColor(palette.MUTED)
GOLD = QColor(palette.ORANGE)
RIGHT = QColor(palette.GREEN)
WRONG = QColor(palette.VERMILLION)


@dataclass(frozen=True)
class SeatStatus:
    seat: SeatLook
    role: str        # "opinion", "predicts", "sits out"
    locked: bool


@dataclass(frozen=True)
class Private:
    """The choice being made on a private screen (only ever built for that seat's view)."""

    mode: str                    # "respond" or "predict"
    letter: str | None = None
    wager: int | None = None
    passed: bool = False
    playoff: bool = False
    can_bypass: bool = False
    locked_text: str = ""        # after locking in: what this seat chose, for them alone


@dataclass(frozen=True)
class CardContent:
    category: str
    colour: str
    issue: str
    responses: tuple[str, ...]
    reader: SeatLook | None  # the person reading aloud; None: the card is shown
    opinion: SeatLook
    note: str
    seats: tuple[SeatStatus, ...]
    viewer: SeatLook | None = None
    private: Private | None = None


@dataclass(frozen=True)
class Tile:
    intent: str
    label: str
    colour: str
    key: str
    shape: str = ""
    enabled: bool = True


@dataclass(frozen=True)
class InfoContent:
    """A titled panel: the start spins, whose spin it is, or a special space's choice."""

    title: str
    lines: tuple[str, ...] = ()
    rows: tuple[tuple[SeatLook, str, str], ...] = ()   # seat, text, mark ("white", "", …)
    tiles: tuple[Tile, ...] = ()
    accent: str = palette.BLUE


@dataclass(frozen=True)
class RevealRow:
    seat: SeatLook
    choice: str        # "b · 15", "pass", "sits out"
    result: str        # "right", "wrong", "pass", "out", ""
    change: int
    note: str = ""


@dataclass(frozen=True)
class RevealContent:
    category: str
    colour: str
    issue: str
    opinion: SeatLook
    letter: str
    answer: str
    rows: tuple[RevealRow, ...]
    banners: tuple[str, ...] = field(default=())


# --- drawing helpers -------------------------------------------------------------------------

def text(painter: QPainter, rect: QRectF, value: str, size: float, colour: QColor | str = INK,
         weight: QFont.Weight = QFont.Weight.DemiBold,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
         wrap: bool = False) -> None:
    painter.setFont(ui_font(size, weight))
    painter.setPen(QColor(colour))
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    painter.drawText(rect, flags, value)


def elided(painter: QPainter, rect: QRectF, value: str, size: float,
           colour: QColor | str = INK, weight: QFont.Weight = QFont.Weight.Bold,
           align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
           ) -> None:
    """One line of user text at `size`, cut with an ellipsis rather than shrunk or clipped."""
    short = elide(value, ui_font(size, weight), rect.width())
    text(painter, rect, short, size, colour, weight, align)


def width_of(value: str, size: float, weight: QFont.Weight = QFont.Weight.Bold) -> float:
    return QFontMetricsF(ui_font(size, weight)).horizontalAdvance(value)


def fitted(painter: QPainter, rect: QRectF, value: str, largest: float, smallest: float,
           colour: QColor | str = INK, family: str = CARD_FAMILY,
           weight: QFont.Weight = QFont.Weight.Normal,
           valign: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter) -> float:
    """A wrapped text at the largest size that fits; returns the size used."""
    fit = fit_text(painter.device(), rect, value, largest, smallest, family=family, weight=weight)
    fit.draw(painter, rect, colour, valign)
    return fit.size


def token(painter: QPainter, centre: QPointF, radius: float, mark: SeatLook) -> None:
    paint_token_face(painter, mark.token, mark.colour, mark.name, centre, radius, rim=0.16)


def pill(painter: QPainter, rect: QRectF, fill: QColor | str, label: str, size: float,
         outline: QColor | str | None = None, ink: QColor | None = None) -> None:
    painter.setPen(QPen(QColor(outline), 3.0) if outline is not None else Qt.PenStyle.NoPen)
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    text(painter, rect, label, size, ink or text_colour_on(QColor(fill)), QFont.Weight.Bold,
         Qt.AlignmentFlag.AlignCenter)


def key_cap(painter: QPainter, rect: QRectF, key: str) -> None:
    """A small keyboard key drawn beside a choice, so the shortcut is visible."""
    painter.setPen(QPen(QColor(palette.SLATE), 1.5))
    painter.setBrush(QColor(palette.WHITE))
    painter.drawRoundedRect(rect, 5, 5)
    text(painter, rect, key, rect.height() * 0.58, MUTED, QFont.Weight.Bold,
         Qt.AlignmentFlag.AlignCenter)


class Panel(FixedItem):
    """A sheet `size` wide and high with its top-left at `pos`; clickable regions emit picked."""

    picked = Signal(str)

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, margin=6.0, parent=parent)
        self.hits: list[tuple[QRectF, str]] = []
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-6, -6, 10, 16)  # the sheet's shadow falls down and right

    def set_hits(self, hits: list[tuple[QRectF, str]]) -> None:
        """The regions that take clicks, and what each one asks for."""
        self.hits = hits

    def hit(self, point: QPointF) -> str | None:
        return next((intent for rect, intent in self.hits if rect.contains(point)), None)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        shape = (Qt.CursorShape.PointingHandCursor if self.hit(event.pos()) is not None
                 else Qt.CursorShape.ArrowCursor)
        if self.cursor().shape() != shape:
            self.setCursor(shape)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        intent = self.hit(event.pos()) if event.button() == Qt.MouseButton.LeftButton else None
        if intent is None:
            event.ignore()
            return
        event.accept()
        self.picked.emit(intent)

    def paint_sheet(self, painter: QPainter, top: QColor | str = palette.CREAM,
                    bottom: QColor | str = palette.PARCHMENT) -> None:
        r = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(r.translated(0, 8), 26, 26)
        fill = QLinearGradient(r.topLeft(), r.bottomLeft())
        fill.setColorAt(0.0, QColor(top))
        fill.setColorAt(1.0, QColor(bottom))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(palette.SAND), 2.0))
        painter.drawRoundedRect(r, 26, 26)

    def paint_band(self, painter: QPainter, colour: QColor | str, height: float) -> QRectF:
        """A coloured header across the top of the sheet (rounded top corners only)."""
        r = self._rect
        band = QRectF(r.left(), r.top(), r.width(), height)
        painter.save()
        painter.setClipRect(band)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(r, 26, 26)
        painter.restore()
        return band
