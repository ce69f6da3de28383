"""A numbered score track with markers that slide along it (a Need from 1 to 8, credits).

`ScoreTrack` draws cells `low`…`high` in a row (or a column), each with its number, and an
optional title before them. Markers are small tokens (a seat's shape, colour and initial, so
never colour alone) that slide to a value; each marker keeps its own lane across the track,
so markers on the same number stand side by side instead of hiding each other. The track
knows no rules: the scene says which value each marker shows.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from psychboard.gui import animation, palette
from psychboard.gui.items.base import instant, slide, ui_font
from psychboard.gui.items.fixed import MUTED, PANEL, PANEL_EDGE, TEXT, FixedItem
from psychboard.gui.items.token import TokenItem

_BAND = 0.3  # the share of a cell, across the track, that holds its number


class ScoreTrack(FixedItem):
    """Cells `low`…`high` filling `length` along the track, `thickness` across it, centred
    on `pos`; `title` (e.g. the Need's name) takes `title_room` before the first cell;
    `band` is the share of each cell, across the track, that holds its number."""

    def __init__(self, low: int = 1, high: int = 8, *, length: float = 480.0,
                 thickness: float = 64.0, vertical: bool = False, title: str = "",
                 title_room: float = 0.0, band: float = _BAND) -> None:
        if high <= low:
            raise ValueError(f"a track needs more than one number, not {low}…{high}")
        self._vertical = vertical
        along, across = length, thickness
        super().__init__(across if vertical else along, along if vertical else across,
                         centred=True, margin=thickness * 0.2)
        self._low, self._high = low, high
        self._title = title
        self._title_room = title_room if title else 0.0
        self._markers: dict[Hashable, TokenItem] = {}
        self._values: dict[Hashable, int] = {}
        self._lanes: list[Hashable] = []
        self._lit: int | None = None
        self._band = band  # a thin track gives its numbers a larger share to stay legible

    @property
    def low(self) -> int:
        return self._low

    @property
    def high(self) -> int:
        return self._high

    # -- geometry --------------------------------------------------------------------------

    def _cells_rect(self) -> QRectF:
        rect = self.rect()
        if self._vertical:
            return rect.adjusted(0, self._title_room, 0, 0)
        return rect.adjusted(self._title_room, 0, 0, 0)

    def cell_rect(self, value: int) -> QRectF:
        """The cell of `value` (clamped to the track) in item coordinates."""
        cells = self._cells_rect()
        count = self._high - self._low + 1
        index = max(self._low, min(self._high, value)) - self._low
        if self._vertical:  # low at the bottom, as a thermometer reads
            step = cells.height() / count
            return QRectF(cells.left(), cells.bottom() - (index + 1) * step, cells.width(), step)
        step = cells.width() / count
        return QRectF(cells.left() + index * step, cells.top(), step, cells.height())

    def _split(self, cell: QRectF) -> tuple[QRectF, QRectF]:
        """A cell's number band (first across the track) and the room for markers after it."""
        if self._vertical:
            band = cell.width() * self._band
            return (QRectF(cell.left(), cell.top(), band, cell.height()),
                    cell.adjusted(band, 0, 0, 0))
        band = cell.height() * self._band
        return QRectF(cell.left(), cell.top(), cell.width(), band), cell.adjusted(0, band, 0, 0)

    def marker_spot(self, key: Hashable, value: int) -> QPointF:
        """Where marker `key` stands on `value`: clear of the number, in its own lane."""
        room = self._split(self.cell_rect(value))[1]
        lanes = max(len(self._lanes), 1)
        lane = self._lanes.index(key) if key in self._lanes else 0
        share = (lane - (lanes - 1) / 2) / lanes
        if self._vertical:
            return room.center() + QPointF(share * room.width(), 0)
        return room.center() + QPointF(0, share * room.height())

    def _marker_size(self) -> float:
        room = self._split(self.cell_rect(self._low))[1]
        lanes = max(len(self._lanes), 1)
        along, across = ((room.height(), room.width()) if self._vertical
                         else (room.width(), room.height()))
        return min(along * 0.8, across / lanes * 0.82)

    # -- markers ---------------------------------------------------------------------------

    def add_marker(self, key: Hashable, colour: QColor | str, shape: str = "circle",
                   letter: str = "", value: int | None = None) -> TokenItem:
        """A marker for `key` (a seat, a Need) standing on `value` (the lowest by default)."""
        if key in self._markers:
            raise ValueError(f"this track already has a marker for {key!r}")
        self._lanes.append(key)
        marker = TokenItem(shape, colour, letter, 1.0, parent=self)
        marker.set_interactive(False)
        marker.setZValue(1)
        self._markers[key] = marker
        self._values[key] = self._low if value is None else self._clamp(value)
        size = self._marker_size()
        for other_key, other in self._markers.items():  # lanes narrow as markers join
            other.set_size(size)
            other.setPos(self.marker_spot(other_key, self._values[other_key]))
        return marker

    def marker(self, key: Hashable) -> TokenItem:
        return self._markers[key]

    def value(self, key: Hashable) -> int:
        return self._values[key]

    def _clamp(self, value: int) -> int:
        return max(self._low, min(self._high, value))

    def value_animation(self, key: Hashable, value: int, ms: int = 420) -> QAbstractAnimation:
        """Slide marker `key` to `value` (clamped to the track); not started, for a queue."""
        marker = self._markers[key]
        self._values[key] = self._clamp(value)
        target = self.marker_spot(key, self._values[key])
        length = animation.duration(ms)
        if length == 0:
            return instant(marker, lambda: marker.setPos(target))
        anim = slide(marker, target, length, QEasingCurve.Type.InOutCubic)
        marker.when_finished(anim, lambda: marker.setPos(target))
        return anim

    def set_value(self, key: Hashable, value: int, ms: int = 420) -> QAbstractAnimation:
        """Slide marker `key` to `value` now."""
        return self._markers[key].play("move", self.value_animation(key, value, ms))

    def light(self, value: int | None) -> None:
        """Ring one cell ("the Need at stake"); None rings none."""
        if value != self._lit:
            self._lit = value
            self.update()

    # -- painting --------------------------------------------------------------------------

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        thickness = rect.width() if self._vertical else rect.height()
        radius = thickness * 0.22
        painter.setPen(QPen(PANEL_EDGE, 1.5))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, radius, radius)
        if self._title:
            room = (QRectF(rect.left(), rect.top(), rect.width(), self._title_room)
                    if self._vertical else
                    QRectF(rect.left() + thickness * 0.25, rect.top(),
                           self._title_room - thickness * 0.3, rect.height()))
            painter.setFont(ui_font(thickness * 0.3, QFont.Weight.Bold))
            painter.setPen(MUTED)
            align = (Qt.AlignmentFlag.AlignCenter if self._vertical
                     else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            painter.drawText(room, int(align), self._title)
        number_font = ui_font(thickness * self._band * 0.8, QFont.Weight.Bold)
        light = QColor(255, 255, 255, 30)
        for value in range(self._low, self._high + 1):
            cell = self.cell_rect(value).adjusted(3, 3, -3, -3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(light if (value - self._low) % 2 else QColor(255, 255, 255, 14))
            painter.drawRoundedRect(cell, radius * 0.6, radius * 0.6)
            if value == self._lit:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(palette.theme().color("highlight"), thickness * 0.05))
                painter.drawRoundedRect(cell, radius * 0.6, radius * 0.6)
            painter.setFont(number_font)
            painter.setPen(TEXT)
            painter.drawText(self._split(cell)[0], Qt.AlignmentFlag.AlignCenter, str(value))
