"""Therapy's printed board, drawn from assets/boards/therapy.json and tiled over the paper.

Every space is drawn where the board file puts it, in words (INSIGHT, CRISIS, GROUP THERAPY…)
and colour: Insight spaces in their Stage's colour, the six offices in the seat colours with
their number and colour name. Psychosis sits in the centre with its arrows numbered 1 to 6 to
the offices; each side has a marked place for its Stage's Insight deck, and the frame's lower
corners hold the Therapy and Crisis decks' places.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainterPath

from psychboard.core.board import Board, Space
from psychboard.games.therapy.deck import STAGE_TITLES, STAGES
from psychboard.games.therapy.painters import CRISIS_COLOUR, STAGE_COLOURS, THERAPY_COLOUR
from psychboard.gui import palette
from psychboard.gui.palette import ink_on
from psychboard.printing.document import PageCanvas, PageSpec, PrintOptions
from psychboard.printing.layout import Box
from psychboard.printing.tiles import tiled_pages

SCALE = 2.0       # mm per board unit: neighbouring spaces come 16.7 mm apart
MARGIN = 18.0     # mm of board around the outermost spaces: two A4 or Letter pages wide
SPACE_R = 7.0
FINISH_R = 5.8
OFFICE_R = 9.5
PSYCHOSIS_R = 20.0
NUMBER_OUT, NUMBER_ASIDE, NUMBER_R = 26.2, 7.5, 3.6   # mm: an arrow's number disc
DECK_W, DECK_H = 40.0, 56.0   # a deck's place, a little smaller than the cards on it
INK = "#1E1E24"
PAPER = "#F7F4EE"
FRAME = THERAPY_COLOUR
WORDS = {"insight": "INSIGHT", "insight_chance": "INSIGHT CHANCE", "crisis": "CRISIS",
         "group_therapy": "GROUP THERAPY", "finish": "FINISH"}


def extent(board: Board) -> tuple[float, float, float, float]:
    """The board's left and top edges and its width and height, in mm."""
    xs = [s.pos[0] * SCALE for s in board.spaces]
    ys = [s.pos[1] * SCALE for s in board.spaces]
    left, top = min(xs) - MARGIN, min(ys) - MARGIN
    return left, top, max(xs) + MARGIN - left, max(ys) + MARGIN - top


def office_colour(space: Space) -> tuple[QColor, str]:
    index = (int(space.data.get("corner", 1)) - 1) % len(palette.SEAT_COLOURS)
    return QColor(palette.SEAT_COLOURS[index]), palette.SEAT_COLOUR_NAMES[index]


def draw_board(canvas: PageCanvas, board: Board) -> None:
    left, top, width, height = extent(board)
    p = canvas.painter
    p.save()
    p.translate(-left * canvas.k, -top * canvas.k)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(FRAME))
    p.drawRect(canvas.r(Box(left, top, width, height)))
    offices = board.spaces_of_kind("office")
    corners = [_at(s) for s in offices]
    p.setBrush(QColor(PAPER))
    p.setPen(canvas.pen(FRAME, 0.5))
    p.drawPolygon([canvas.pt(x * 1.12, y * 1.12) for x, y in corners])
    _track_line(canvas, board)
    for index, stage in enumerate(STAGES):
        _deck_place(canvas, stage, -60 + 60 * index, _inradius(corners))
    _psychosis(canvas, board)
    for space in board.spaces:
        if space.kind not in ("office", "psychosis"):
            _space(canvas, space)
    for space in offices:  # last, so a neighbour never covers an office's number
        _office(canvas, space)
    _corner_decks(canvas, (left, top, width, height))
    _title(canvas, (left, top, width, height))
    p.restore()


def _at(space: Space) -> tuple[float, float]:
    return space.pos[0] * SCALE, space.pos[1] * SCALE


def _inradius(corners: list[tuple[float, float]]) -> float:
    return min(math.hypot(x, y) for x, y in corners) * math.cos(math.pi / 6)


def _track_line(canvas: PageCanvas, board: Board) -> None:
    """A line through the track, so the way round is plain even where spaces are far apart."""
    points = [canvas.pt(*_at(board.space(s))) for s in board.track]
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    if board.loop:
        path.closeSubpath()
    canvas.painter.setPen(canvas.pen("#B9B2A4", 1.6))
    canvas.painter.setBrush(Qt.BrushStyle.NoBrush)
    canvas.painter.drawPath(path)


def _space(canvas: PageCanvas, space: Space) -> None:
    p = canvas.painter
    x, y = _at(space)
    stage = QColor(STAGE_COLOURS.get(space.group or "", "#999999"))
    fills = {"insight": (stage, stage.darker(150)), "insight_chance": (QColor("#FFFFFF"), stage),
             "crisis": (QColor("#FCEBDD"), QColor(CRISIS_COLOUR)),
             "group_therapy": (QColor("#E4EBF2"), QColor(THERAPY_COLOUR)),
             "finish": (QColor("#FFFFFF"), QColor(INK))}
    fill, ring = fills.get(space.kind, (QColor("#FFFFFF"), QColor(INK)))
    # FINISH stands just before the first office, closer than two spaces' width: smaller.
    radius = FINISH_R if space.kind == "finish" else SPACE_R
    p.setPen(canvas.pen(ring, 1.4 if space.kind in ("insight_chance", "finish") else 0.6))
    p.setBrush(fill)
    p.drawEllipse(canvas.pt(x, y), radius * canvas.k, radius * canvas.k)
    word = WORDS.get(space.kind, space.label.upper())
    canvas.text(Box(x - radius + 1.2, y - 4.5, 2 * radius - 2.4, 9), word, 2.4,
                ink_on(fill).name(), weight=QFont.Weight.Bold)


def _office(canvas: PageCanvas, space: Space) -> None:
    colour, name = office_colour(space)
    x, y = _at(space)
    p = canvas.painter
    p.setPen(canvas.pen(colour.darker(160), 0.8))
    p.setBrush(colour)
    p.drawEllipse(canvas.pt(x, y), OFFICE_R * canvas.k, OFFICE_R * canvas.k)
    ink = ink_on(colour).name()
    canvas.text(Box(x - OFFICE_R, y - 6.5, 2 * OFFICE_R, 4.5), "OFFICE", 2.6, ink,
                weight=QFont.Weight.Bold)
    canvas.text(Box(x - OFFICE_R, y - 2.5, 2 * OFFICE_R, 6), str(space.data.get("corner", "")),
                5.0, ink, weight=QFont.Weight.Bold)
    canvas.text(Box(x - OFFICE_R + 1, y + 3.2, 2 * OFFICE_R - 2, 3.6), name.upper(), 2.4, ink,
                weight=QFont.Weight.DemiBold)


def _psychosis(canvas: PageCanvas, board: Board) -> None:
    """The centre, and an arrow numbered 1 to 6 from it to each office."""
    p = canvas.painter
    centre = board.space("psychosis") if "psychosis" in {s.id for s in board.spaces} else None
    if centre is None:
        return
    cx, cy = _at(centre)
    for name, (start, end) in sorted(board.arrows.items()):
        if start != centre.id:
            continue
        tx, ty = _at(board.space(end))
        angle = math.atan2(ty - cy, tx - cx)
        reach = math.hypot(tx - cx, ty - cy) - OFFICE_R - 14
        ux, uy = math.cos(angle), math.sin(angle)
        x1, y1 = cx + ux * (PSYCHOSIS_R + 2), cy + uy * (PSYCHOSIS_R + 2)
        x2, y2 = cx + ux * reach, cy + uy * reach
        canvas.line(x1, y1, x2, y2, INK, 0.8)
        head = QPainterPath(canvas.pt(x2 + ux * 5, y2 + uy * 5))
        head.lineTo(canvas.pt(x2 - uy * 2.5, y2 + ux * 2.5))
        head.lineTo(canvas.pt(x2 + uy * 2.5, y2 - ux * 2.5))
        head.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(INK))
        p.drawPath(head)
        mx, my = _number_at(cx, cy, ux, uy)
        p.setBrush(QColor("#FFFFFF"))
        p.setPen(canvas.pen(INK, 0.5))
        p.drawEllipse(canvas.pt(mx, my), NUMBER_R * canvas.k, NUMBER_R * canvas.k)
        canvas.text(Box(mx - 4, my - 3, 8, 6), name.rsplit("-", 1)[-1], 4.0, INK,
                    weight=QFont.Weight.Bold)
    p.setPen(canvas.pen(INK, 1.0))
    p.setBrush(QColor("#E9E3F2"))
    p.drawEllipse(canvas.pt(cx, cy), PSYCHOSIS_R * canvas.k, PSYCHOSIS_R * canvas.k)
    canvas.text(Box(cx - 18, cy - 9, 36, 7), "PSYCHOSIS", 4.4, INK, weight=QFont.Weight.Bold)
    canvas.text(Box(cx - 16, cy - 1, 32, 10), "Give up a peg. Next turn roll one die and "
                "follow that arrow to therapy.", 2.3, "#333333")


def _number_at(cx: float, cy: float, ux: float, uy: float) -> tuple[float, float]:
    """Where an arrow's number sits: near Psychosis, beside its arrow (towards the page's left
    for the upright arrows, away from the middle row for the slanted ones), clear of where the
    A4 and Letter tiles meet: a number there would lie under a glue zone's words."""
    if abs(ux) < 1e-9:
        side_x, side_y = -1.0, 0.0
    else:
        side_x, side_y = (uy, -ux) if (-ux > 0) == (uy > 0) else (-uy, ux)
    return (cx + ux * NUMBER_OUT + side_x * NUMBER_ASIDE,
            cy + uy * NUMBER_OUT + side_y * NUMBER_ASIDE)


def _deck_place(canvas: PageCanvas, stage: str, degrees: float, inradius: float) -> None:
    """A place for a Stage's Insight deck, facing the players along that side."""
    p = canvas.painter
    p.save()
    p.rotate(degrees - 90)
    box = Box(-DECK_W / 2, inradius - 38 - DECK_H, DECK_W, DECK_H)
    _place(canvas, box, QColor(STAGE_COLOURS[stage]), STAGE_TITLES[stage].upper(),
           "Insight cards", f"Stage {STAGES.index(stage) + 1} of 6")
    p.restore()


def _place(canvas: PageCanvas, box: Box, colour: QColor, title: str, kind: str,
           note: str) -> None:
    """A dashed card-sized place for a deck, tinted in the deck's colour, named in words."""
    p = canvas.painter
    p.setPen(canvas.pen(colour.darker(130), 0.6, dashed=True))
    p.setBrush(_tint(colour))
    p.drawRoundedRect(canvas.r(box), 3 * canvas.k, 3 * canvas.k)
    canvas.text(Box(box.x + 2, box.y + box.h / 2 - 17, box.w - 4, 9), title, 5.0,
                colour.darker(170).name(), weight=QFont.Weight.Bold)
    canvas.text(Box(box.x + 2, box.y + box.h / 2 - 7, box.w - 4, 6), kind, 3.6, INK)
    canvas.text(Box(box.x + 2, box.y + box.h / 2 + 1, box.w - 4, 6), note, 3.2, "#444444")


def _tint(colour: QColor) -> QColor:
    """`colour` pale on the paper, opaque so it looks the same on the board's blue frame."""
    paper = QColor(PAPER)
    return QColor.fromRgbF(*(paper_part + (part - paper_part) * 0.3 for part, paper_part in
                             ((colour.redF(), paper.redF()), (colour.greenF(), paper.greenF()),
                              (colour.blueF(), paper.blueF()))))


def _corner_decks(canvas: PageCanvas, frame: tuple[float, float, float, float]) -> None:
    """The Therapy and Crisis decks' places, in the frame's two lower corners."""
    left, top, width, height = frame
    y = top + height - 10 - DECK_H
    _place(canvas, Box(left + 8, y, DECK_W, DECK_H), QColor(THERAPY_COLOUR), "THERAPY",
           "Therapy cards", "for therapy sessions")
    _place(canvas, Box(left + width - 8 - DECK_W, y, DECK_W, DECK_H), QColor(CRISIS_COLOUR),
           "CRISIS", "Crisis cards", "for Crisis spaces")


def _title(canvas: PageCanvas, frame: tuple[float, float, float, float]) -> None:
    left, top, width, _ = frame
    canvas.text(Box(left + 8, top + 3, 90, 9), "THERAPY · THE SECOND SESSION", 5.0, "#FFFFFF",
                weight=QFont.Weight.Bold, align=Qt.AlignmentFlag.AlignLeft)
    canvas.text(Box(left + width - 98, top + 3, 90, 9), "Play goes clockwise", 4.0, "#FFFFFF",
                align=Qt.AlignmentFlag.AlignRight)


def board_pages(board: Board, options: PrintOptions) -> list[PageSpec]:
    _, _, width, height = extent(board)
    return tiled_pages("Therapy board", width, height,
                       lambda canvas: draw_board(canvas, board), options)
