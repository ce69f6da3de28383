"""Psychologizer's printed board (the credits tracks) and spinner, drawn from the board file.

The board has one square track per degree, nested: Bachelor inside, Doctorate outside. Squares
step by 5 credits (the smallest wager), from START to the degree's credits; the year levels
are the white squares a player never falls back past (rulebook: "Play"). The spinner's segments
take their labels, colours and relative sizes from the same file (rulebook: "Special Spinner
Spaces"), so the printed spinner matches the one on screen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath

from psychboard.games.psychologizer.board import Board, Degree, Segment
from psychboard.gui.palette import ink_on
from psychboard.printing.document import PageCanvas, PageSpec, PrintOptions
from psychboard.printing.layout import MIN_MARGIN, PAPERS, Box
from psychboard.printing.tiles import tiled_pages

CELL = 20.0
BORDER = 10.0
STEP = 5
INNERMOST = 9    # the Bachelor ring is at least this many squares wide, for the title inside
DEGREE_COLOURS = {"bachelor": "#56B4E9", "master": "#009E73", "doctorate": "#CC79A7"}
INK = "#1E1E24"
FRAME = "#1F4E79"


@dataclass(frozen=True)
class Ring:
    degree: Degree
    side: int      # squares along one side
    offset: int    # squares from the board's outer edge
    values: tuple[int, ...]

    def position(self, index: int) -> tuple[int, int]:
        """Column and row (in squares from the board's corner) of track square `index`."""
        s = self.side - 1
        if index < s:
            col, row = index, 0
        elif index < 2 * s:
            col, row = s, index - s
        elif index < 3 * s:
            col, row = s - (index - 2 * s), s
        else:
            col, row = 0, s - (index - 3 * s)
        return col + self.offset, row + self.offset


def rings(board: Board) -> list[Ring]:
    """The degrees' tracks, innermost first, each ring at least two squares outside the last."""
    result: list[Ring] = []
    side = 0
    for degree in board.degrees:
        values = tuple(sorted(set(range(0, degree.credits + 1, STEP)) |
                              set(degree.year_levels) | {degree.credits}))
        need = math.ceil(len(values) / 4) + 1
        side = max(need, INNERMOST if not result else side + 4)
        result.append(Ring(degree, side, 0, values))
    outer = result[-1].side
    return [Ring(r.degree, r.side, (outer - r.side) // 2, r.values) for r in result]


def board_size(board: Board) -> float:
    return rings(board)[-1].side * CELL + 2 * BORDER


def draw_board(canvas: PageCanvas, board: Board) -> None:
    size = board_size(board)
    p = canvas.painter
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(FRAME))
    p.drawRect(canvas.r(Box(0, 0, size, size)))
    p.setBrush(QColor("#F7F4EE"))
    p.drawRect(canvas.r(Box(BORDER, BORDER, size - 2 * BORDER, size - 2 * BORDER)))
    all_rings = rings(board)
    for ring in all_rings:
        _draw_ring(canvas, ring)
    inner = all_rings[0]
    centre = Box(BORDER + (inner.offset + 1) * CELL, BORDER + (inner.offset + 1) * CELL,
                 (inner.side - 2) * CELL, (inner.side - 2) * CELL)
    _centre(canvas, centre, all_rings)


def _square(ring: Ring, index: int) -> Box:
    col, row = ring.position(index)
    return Box(BORDER + col * CELL, BORDER + row * CELL, CELL, CELL)


def _draw_ring(canvas: PageCanvas, ring: Ring) -> None:
    colour = QColor(DEGREE_COLOURS.get(ring.degree.id, "#999999"))
    tint = _mix(colour, QColor("#FFFFFF"), 0.78)
    p = canvas.painter
    last = len(ring.values) - 1
    spare = 4 * (ring.side - 1) - len(ring.values)
    for index, value in enumerate(ring.values):
        box = _square(ring, index)
        if index == last:
            box = _graduation_box(ring, index, spare)
        year = value in ring.degree.year_levels
        fill = colour if index == last else QColor("#FFFFFF") if year else tint
        p.setPen(canvas.pen(INK, 0.35))
        p.setBrush(fill)
        p.drawRect(canvas.r(box))
        ink = ink_on(fill).name()
        if index == 0:
            canvas.text(Box(box.x + 1, box.y + 3, box.w - 2, 6), "START", 4.2, INK,
                        weight=QFont.Weight.Bold)
            canvas.text(Box(box.x + 1, box.y + 10, box.w - 2, 7), "0", 5, INK)
        elif index == last:
            top = box.y + box.h / 2 - 9
            canvas.text(Box(box.x + 1, top, box.w - 2, 6), ring.degree.short, 4.4, ink,
                        weight=QFont.Weight.Bold)
            canvas.text(Box(box.x + 1, top + 6, box.w - 2, 5), "GRADUATE", 3.2, ink,
                        weight=QFont.Weight.Bold)
            canvas.text(Box(box.x + 1, top + 11, box.w - 2, 7), str(value), 5.5, ink,
                        weight=QFont.Weight.Bold)
        elif year:
            level = ring.degree.year_levels.index(value) + 1
            p.setPen(canvas.pen(colour, 1.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(canvas.r(Box(box.x + 1.2, box.y + 1.2, box.w - 2.4, box.h - 2.4)))
            canvas.text(Box(box.x + 1, box.y + 3, box.w - 2, 5), f"YEAR {level}", 3.2, INK,
                        weight=QFont.Weight.Bold)
            canvas.text(Box(box.x + 1, box.y + 9, box.w - 2, 8), str(value), 6.5, INK,
                        weight=QFont.Weight.Bold)
        else:
            canvas.text(Box(box.x + 1, box.y + 5, box.w - 2, 10), str(value), 6.5, INK,
                        weight=QFont.Weight.DemiBold)
    _ring_label(canvas, ring, colour)


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    """`a` moved `amount` of the way toward `b` (a pale tint that still reads as `a`)."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * amount,
                           a.greenF() + (b.greenF() - a.greenF()) * amount,
                           a.blueF() + (b.blueF() - a.blueF()) * amount)


def _graduation_box(ring: Ring, index: int, spare: int) -> Box:
    """The last square grows over the ring's unused squares when they lie on the same side."""
    boxes = [_square(ring, i) for i in range(index, index + spare + 1)]
    if len({b.x for b in boxes}) == 1 or len({b.y for b in boxes}) == 1:
        x, y = min(b.x for b in boxes), min(b.y for b in boxes)
        return Box(x, y, max(b.right for b in boxes) - x, max(b.bottom for b in boxes) - y)
    return boxes[0]


def _ring_label(canvas: PageCanvas, ring: Ring, colour: QColor) -> None:
    top = BORDER + (ring.offset + 1) * CELL
    left = BORDER + (ring.offset + 2) * CELL
    box = Box(left, top + 2, (ring.side - 4) * CELL, 7)
    levels = ", ".join(str(y) for y in ring.degree.year_levels)
    canvas.text(box, f"{ring.degree.label.upper()} · {ring.degree.credits} CREDITS",
                5.0, colour.darker(140).name(), weight=QFont.Weight.Bold)
    canvas.text(Box(box.x, box.bottom, box.w, 5), f"clockwise from START · year levels at "
                f"{levels}", 3.4, "#555555")


def _centre(canvas: PageCanvas, box: Box, all_rings: Sequence[Ring]) -> None:
    third = box.h / 3
    canvas.text(Box(box.x, box.y + third * 0.75, box.w, 16), "PSYCHOLOGIZER", 12, FRAME,
                weight=QFont.Weight.Bold)
    canvas.text(Box(box.x, box.y + third * 0.75 + 16, box.w, 8),
                "How well do you know each other?", 5.5, "#444444", family="Noto Serif")
    rows = [("white squares", "year levels: you never fall back past one")]
    rows += [(r.degree.short, f"{r.degree.label}: {r.degree.credits} credits")
             for r in reversed(all_rings)]
    y = box.y + third * 1.75
    for key, text in rows:
        canvas.text(Box(box.x + 4, y, 30, 6), key, 3.8, INK, weight=QFont.Weight.Bold,
                    align=Qt.AlignmentFlag.AlignLeft)
        canvas.text(Box(box.x + 36, y, box.w - 40, 6), text, 3.6, "#444444",
                    align=Qt.AlignmentFlag.AlignLeft)
        y += 7


def board_pages(board: Board, options: PrintOptions) -> list[PageSpec]:
    size = board_size(board)
    return tiled_pages("Psychologizer board", size, size,
                       lambda canvas: draw_board(canvas, board), options)


def spinner_pages(board: Board, options: PrintOptions) -> list[PageSpec]:
    page_w, page_h = PAPERS[options.paper]
    room = min(page_w - 2 * MIN_MARGIN - 10, page_h - 2 * MIN_MARGIN - 80, 180.0)

    def paint(canvas: PageCanvas) -> None:
        canvas.text(Box(MIN_MARGIN, MIN_MARGIN + 4, page_w - 2 * MIN_MARGIN, 9),
                    "Psychologizer spinner", 6.5, INK, weight=QFont.Weight.Bold)
        centre = (page_w / 2, MIN_MARGIN + 20 + room / 2)
        _draw_spinner(canvas, board.segments, centre, room / 2)
        top = MIN_MARGIN + 26 + room
        _draw_pointer(canvas, Box(page_w / 2 - room * 0.25, top, room * 0.5, 18))
        canvas.text(Box(MIN_MARGIN + 10, top + 24, page_w - 2 * MIN_MARGIN - 20, 16),
                    "Glue this sheet to card, cut out the disc and the arrow, and fix the "
                    "arrow at the centre with a paper fastener so it spins freely.", 3.6,
                    "#444444")

    return [PageSpec(paint, "Psychologizer spinner", 0, {})]


def _draw_spinner(canvas: PageCanvas, segments: Sequence[Segment], centre: tuple[float, float],
                  radius: float) -> None:
    p = canvas.painter
    cx, cy = centre
    disc = canvas.r(Box(cx - radius, cy - radius, 2 * radius, 2 * radius))
    total = sum(s.weight for s in segments)
    angle = -90.0
    for segment in segments:
        span = 360.0 * segment.weight / total
        wedge = QPainterPath(canvas.pt(cx, cy))
        # Qt's angles run counter-clockwise from 3 o'clock; segments run clockwise from 12.
        wedge.arcTo(disc, -angle, -span)
        wedge.closeSubpath()
        p.setPen(canvas.pen(INK, 0.4))
        p.setBrush(QColor(segment.colour))
        p.drawPath(wedge)
        _segment_label(canvas, segment, (cx, cy), radius, angle + span / 2, span)
        angle += span
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(canvas.pen(INK, 1.0))
    p.drawEllipse(disc)
    p.setBrush(QColor("#FFFFFF"))
    p.setPen(canvas.pen(INK, 0.4))
    p.drawEllipse(canvas.pt(cx, cy), 6 * canvas.k, 6 * canvas.k)
    canvas.line(cx - 3, cy, cx + 3, cy, INK, 0.2)
    canvas.line(cx, cy - 3, cx, cy + 3, INK, 0.2)


def _segment_label(canvas: PageCanvas, segment: Segment, centre: tuple[float, float],
                   radius: float, middle: float, span: float) -> None:
    """The label along the segment's middle radius, reading outward from the centre."""
    p = canvas.painter
    inner, outer = radius * 0.2, radius * 0.94
    chord = 2 * (radius * 0.62) * math.sin(math.radians(span / 2)) * 0.8
    p.save()
    p.translate(canvas.pt(*centre))
    p.rotate(middle if -90 <= middle <= 90 else middle - 180)
    flip = not -90 <= middle <= 90
    box = (Box(-outer, -chord / 2, outer - inner, chord) if flip
           else Box(inner, -chord / 2, outer - inner, chord))
    canvas.text(box, segment.label.upper(), min(chord * 0.3, 5.2), ink_on(segment.colour).name(),
                weight=QFont.Weight.Bold)
    p.restore()


def _draw_pointer(canvas: PageCanvas, box: Box) -> None:
    y = box.y + box.h / 2
    path = QPainterPath(canvas.pt(box.right, y))
    path.lineTo(canvas.pt(box.right - 16, box.y))
    path.lineTo(canvas.pt(box.right - 16, y - 3))
    path.lineTo(canvas.pt(box.x + 6, y - 3))
    path.arcTo(QRectF(canvas.pt(box.x, y - 6), canvas.pt(box.x + 12, y + 6)), 90, 180)
    path.lineTo(canvas.pt(box.right - 16, y + 3))
    path.lineTo(canvas.pt(box.right - 16, box.bottom))
    path.closeSubpath()
    p = canvas.painter
    p.setPen(canvas.pen(INK, 0.4))
    p.setBrush(QColor(FRAME))
    p.drawPath(path)
    p.setBrush(QColor("#FFFFFF"))
    p.drawEllipse(canvas.pt(box.x + 6, y), 1.5 * canvas.k, 1.5 * canvas.k)
