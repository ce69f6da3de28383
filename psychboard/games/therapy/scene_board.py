"""Therapy's hexagon on the screen, drawn where assets/boards/therapy.json puts every space.

Six offices at the corners in their owners' colours, with the owner's name and the office's
number (an office nobody owns says so); six Stage sides whose spaces say what they are by a
letter and a shape as well as a colour (legend in the side panel); FINISH at the end of the
Cosmos side; Psychosis in the centre with its arrows numbered 1–6 to the offices. `Geometry`
says where each space, office, deck and token stands, so the scene can walk couches along
the track.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from psychboard.core.board import Board
from psychboard.games.therapy.deck import STAGE_TITLES, STAGES
from psychboard.games.therapy.painters import CRISIS_COLOUR, STAGE_COLOURS, THERAPY_COLOUR
from psychboard.games.therapy.rules.model import PSYCHOSIS
from psychboard.gui import palette
from psychboard.gui.items.base import text_colour_on, ui_font
from psychboard.gui.items.fixed import FixedItem
from psychboard.gui.text_fit import shrunk_font

CENTRE = QPointF(445, 500)
SCALE = 4.1               # scene units per board unit
OFFICE_OUT = 1.08         # offices sit a little beyond the corners: room for their names
OFFICE_R = 38.0
TILE_ALONG, TILE_DEEP = 29.0, 46.0
PSYCHOSIS_R = 66.0
DECK_OUT = 262.0          # how far from the centre each Stage's Insight deck lies
GLYPHS = {"insight": "I", "insight_chance": "?", "group_therapy": "G", "crisis": "!"}
LEGEND = (("insight", "Insight"), ("insight_chance", "Insight Chance"),
          ("group_therapy", "Group Therapy"), ("crisis", "Crisis"))
PSYCHOSIS_COLOUR = palette.PLUM
EMPTY_OFFICE = palette.GREY


@dataclass(frozen=True)
class Owner:
    name: str
    colour: str
    token: str


class Geometry:
    """Scene positions of the board's spaces and the side each lies on."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.offices = [s.id for s in board.spaces_of_kind("office")]

    def at(self, space_id: str) -> QPointF:
        space = self.board.space(space_id)
        grow = OFFICE_OUT if space.kind == "office" else 1.0
        x, y = space.pos
        return CENTRE + QPointF(x, y) * SCALE * grow

    def side_angle(self, space_id: str) -> float:
        """The direction of the track along a space's side, in degrees."""
        group = self.board.space(space_id).group
        index = STAGES.index(group) if group in STAGES else 0
        return self.side_angle_of(index)

    def side_angle_of(self, index: int) -> float:
        a, b = self.at(self.offices[index]), self.at(self.offices[(index + 1) % 6])
        return math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))

    def side_normal(self, index: int) -> QPointF:
        """The unit vector from the centre towards the middle of side `index`."""
        a, b = self.at(self.offices[index]), self.at(self.offices[(index + 1) % 6])
        mid = (a + b) / 2 - CENTRE
        length = math.hypot(mid.x(), mid.y())
        return QPointF(mid.x() / length, mid.y() / length)

    def deck_at(self, stage: str) -> QPointF:
        return CENTRE + self.side_normal(STAGES.index(stage)) * DECK_OUT

    def spot(self, space_id: str, index: int, count: int) -> QPointF:
        """Where the `index`-th of `count` couches on a space stands, each one visible: in a
        ring in Psychosis, in a row just inside an office (its name stays readable), across
        a track space."""
        if space_id == PSYCHOSIS:
            if count <= 1:
                return CENTRE
            turn = math.radians(-90 + 360 * index / count)
            return CENTRE + QPointF(math.cos(turn), math.sin(turn)) * PSYCHOSIS_R * 0.55
        centre = self.at(space_id)
        spread = index - (count - 1) / 2
        if self.board.space(space_id).kind == "office":
            inward = CENTRE - centre
            length = math.hypot(inward.x(), inward.y())
            unit = QPointF(inward.x() / length, inward.y() / length)
            return centre + unit * (OFFICE_R + 17) + QPointF(-unit.y(), unit.x()) * spread * 30
        along = math.radians(self.side_angle(space_id))
        deep = QPointF(-math.sin(along), math.cos(along))
        return centre + deep * (spread * TILE_DEEP * 0.9 / max(count, 1))


def stage_colour(stage: str) -> QColor:
    return QColor(STAGE_COLOURS.get(stage, palette.GREY_DARK))


class HexBoard(FixedItem):
    """The printed board: drawn once, cached, never clicked (the pad and keys take choices)."""

    def __init__(self, geometry: Geometry, owners: Sequence[Owner | None]) -> None:
        super().__init__(2 * CENTRE.x(), 2 * CENTRE.y(), margin=2.0)
        self.geometry = geometry
        self.owners = list(owners)      # per office, in board order
        self.setZValue(-10)

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        g = self.geometry
        corners = [g.at(o) for o in g.offices]
        painter.setPen(QPen(QColor(THERAPY_COLOUR), 6))
        painter.setBrush(QColor(palette.LINEN))
        painter.drawPolygon(QPolygonF([CENTRE + (c - CENTRE) * 1.02 for c in corners]))
        inner = QPolygonF([CENTRE + (c - CENTRE) * 0.8 for c in corners])
        painter.setPen(QPen(QColor(THERAPY_COLOUR).lighter(170), 2))
        painter.setBrush(QColor(palette.OATMEAL))
        painter.drawPolygon(inner)
        self._stage_names(painter)
        self._track_line(painter)
        self._arrows(painter)
        self._psychosis(painter)
        for space_id in g.board.track:
            space = g.board.space(space_id)
            if space.kind == "finish":
                self._finish(painter, space_id)
            elif space.kind != "office":
                self._tile(painter, space_id, space.kind, space.group or "")
        for index, office in enumerate(g.offices):
            self._office(painter, office, self.owners[index], index + 1)

    def _track_line(self, painter: QPainter) -> None:
        g = self.geometry
        points = [g.at(s) for s in g.board.track]
        painter.setPen(QPen(QColor(THERAPY_COLOUR).lighter(140), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(QPolygonF(points))

    def _stage_names(self, painter: QPainter) -> None:
        g = self.geometry
        for index, stage in enumerate(STAGES):
            at = CENTRE + g.side_normal(index) * (DECK_OUT - 78)
            angle = g.side_angle_of(index)
            if angle > 90 or angle < -90:  # never upside down
                angle -= 180 if angle > 0 else -180
            painter.save()
            painter.translate(at)
            painter.rotate(angle)
            painter.setFont(ui_font(20, QFont.Weight.Bold))
            painter.setPen(stage_colour(stage).darker(150))
            painter.drawText(QRectF(-150, -14, 300, 28), Qt.AlignmentFlag.AlignCenter,
                             f"{index + 1} · {STAGE_TITLES[stage].upper()}")
            painter.restore()

    def _tile(self, painter: QPainter, space_id: str, kind: str, stage: str) -> None:
        g = self.geometry
        colour = stage_colour(stage)
        fill, rim, glyph_ink = colour, colour.darker(150), text_colour_on(colour)
        if kind == "crisis":
            fill, rim = QColor(CRISIS_COLOUR), QColor(CRISIS_COLOUR).darker(150)
            glyph_ink = QColor(palette.WHITE)
        elif kind == "group_therapy":
            fill, glyph_ink = QColor(palette.WHITE), QColor(palette.INK)
        painter.save()
        painter.translate(g.at(space_id))
        painter.rotate(g.side_angle(space_id))
        box = QRectF(-TILE_ALONG / 2, -TILE_DEEP / 2, TILE_ALONG, TILE_DEEP)
        painter.setPen(QPen(rim, 3 if kind == "group_therapy" else 1.5))
        painter.setBrush(fill)
        if kind == "crisis":
            painter.drawPolygon(QPolygonF([QPointF(0, box.top()), QPointF(box.right(), 0),
                                           QPointF(0, box.bottom()), QPointF(box.left(), 0)]))
        elif kind == "insight_chance":
            painter.drawRoundedRect(box, 4, 4)
            painter.setBrush(QColor(palette.WHITE))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(0, 0), 11, 11)
            glyph_ink = colour.darker(170)
        else:
            painter.drawRoundedRect(box, 6 if kind == "insight" else 14, 6 if kind == "insight"
                                    else 14)
        painter.rotate(-g.side_angle(space_id))
        painter.setFont(ui_font(19, QFont.Weight.Black))
        painter.setPen(glyph_ink)
        painter.drawText(QRectF(-14, -14, 28, 28), Qt.AlignmentFlag.AlignCenter, GLYPHS[kind])
        painter.restore()

    def _finish(self, painter: QPainter, space_id: str) -> None:
        """A chequered tile on the track, its name just inside the board (the office at the
        corner leaves no room beside it)."""
        g = self.geometry
        angle = g.side_angle(space_id)
        painter.save()
        painter.translate(g.at(space_id))
        painter.rotate(angle)
        box = QRectF(-TILE_ALONG / 2, -TILE_DEEP / 2, TILE_ALONG, TILE_DEEP)
        painter.setPen(QPen(QColor(palette.INK), 2))
        painter.setBrush(QColor(palette.WHITE))
        painter.drawRect(box)
        cell = TILE_ALONG / 4
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.INK))
        for row in range(int(TILE_DEEP // cell)):
            for column in range(4):
                if (row + column) % 2:
                    painter.drawRect(QRectF(box.left() + column * cell, box.top() + row * cell,
                                            cell, cell))
        inward = TILE_DEEP / 2 + 20
        painter.setFont(ui_font(19, QFont.Weight.Black))
        painter.setPen(QColor(palette.INK))
        painter.drawText(QRectF(-60, inward - 12, 80, 24), Qt.AlignmentFlag.AlignCenter,
                         "FINISH")
        painter.restore()

    def _office(self, painter: QPainter, office: str, owner: Owner | None, number: int
                ) -> None:
        at = self.geometry.at(office)
        colour = QColor(owner.colour if owner else EMPTY_OFFICE)
        painter.setPen(QPen(QColor(palette.WHITE), 4))
        painter.setBrush(colour)
        painter.drawEllipse(at, OFFICE_R, OFFICE_R)
        ink = text_colour_on(colour)
        name = owner.name if owner else "nobody's"
        painter.setPen(ink)
        painter.setFont(_fitted(name, 70, 22))
        painter.drawText(QRectF(at.x() - 36, at.y() - 24, 72, 30),
                         Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(ui_font(19, QFont.Weight.Black))
        painter.drawText(QRectF(at.x() - 20, at.y() + 6, 40, 26), Qt.AlignmentFlag.AlignCenter,
                         str(number))

    def _arrows(self, painter: QPainter) -> None:
        g = self.geometry
        for number in range(1, 7):
            office = g.board.follow(f"psychosis-{number}")
            target = g.at(office) - CENTRE
            length = math.hypot(target.x(), target.y())
            unit = QPointF(target.x() / length, target.y() / length)
            start = CENTRE + unit * (PSYCHOSIS_R + 6)
            end = CENTRE + unit * (length - OFFICE_R - 72)
            painter.setPen(QPen(QColor(PSYCHOSIS_COLOUR), 5, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(start, end)
            side = QPointF(-unit.y(), unit.x())
            head = QPainterPath(end + unit * 16)
            head.lineTo(end + side * 10)
            head.lineTo(end - side * 10)
            head.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(PSYCHOSIS_COLOUR))
            painter.drawPath(head)
            disc = CENTRE + unit * (PSYCHOSIS_R + 50)
            painter.setBrush(QColor(palette.WHITE))
            painter.setPen(QPen(QColor(PSYCHOSIS_COLOUR), 3))
            painter.drawEllipse(disc, 16, 16)
            painter.setFont(ui_font(20, QFont.Weight.Black))
            painter.setPen(QColor(PSYCHOSIS_COLOUR))
            painter.drawText(QRectF(disc.x() - 16, disc.y() - 16, 32, 32),
                             Qt.AlignmentFlag.AlignCenter, str(number))

    def _psychosis(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(palette.WHITE), 4))
        painter.setBrush(QColor(PSYCHOSIS_COLOUR))
        painter.drawEllipse(CENTRE, PSYCHOSIS_R, PSYCHOSIS_R)
        painter.setFont(_fitted("PSYCHOSIS", 2 * PSYCHOSIS_R - 14, 23))
        painter.setPen(QColor(palette.WHITE))
        painter.drawText(QRectF(CENTRE.x() - PSYCHOSIS_R, CENTRE.y() - 16, 2 * PSYCHOSIS_R, 32),
                         Qt.AlignmentFlag.AlignCenter, "PSYCHOSIS")


def _fitted(text: str, width: float, largest: float) -> QFont:
    return shrunk_font(text, width, largest=largest, smallest=12.0, weight=QFont.Weight.Bold,
                       factor=1.0, less=1.0)


def paint_legend(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    """The key to the spaces' letters, for the side panel of the table."""
    width = rect.width() / len(LEGEND)
    for i, (kind, words) in enumerate(LEGEND):
        cell = QRectF(rect.left() + i * width, rect.top(), width, rect.height())
        painter.setPen(QPen(QColor(palette.INK), 1.5))
        painter.setBrush(QColor(CRISIS_COLOUR) if kind == "crisis" else
                         QColor(palette.WHITE) if kind == "group_therapy" else
                         stage_colour("infancy"))
        chip = QRectF(cell.left() + 2, cell.center().y() - 14, 28, 28)
        painter.drawRoundedRect(chip, 5, 5)
        painter.setFont(ui_font(19, QFont.Weight.Black))
        painter.setPen(QColor(palette.WHITE) if kind == "crisis" else QColor(palette.INK))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, GLYPHS[kind])
        painter.setFont(ui_font(19, QFont.Weight.DemiBold))
        painter.setPen(ink)
        painter.drawText(QRectF(chip.right() + 5, cell.top(), width - 36, cell.height()),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
                             | Qt.TextFlag.TextWordWrap), words)
