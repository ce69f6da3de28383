"""Therapy's print-and-play kit: the board, prescription sheets, couch stands, a peg tracker.

The Therapy, Insight and Crisis decks are deck files (assets/decks/therapy/*.json) that the
printables registry finds on its own, printed Therapy first, then Insight in Stage order round
the board, then Crisis; this kit adds the option to print only the Therapy cards
for younger players, and the rest of the box: the hexagon board tiled over the paper, one
prescription sheet per player (where patient and therapist write their secret answers), a
fold-over stand for each office's couch, and a sheet to tick the Mastery pegs on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath

from psychboard.core.board import Board, load_board
from psychboard.core.errors import BoardError
from psychboard.core.resources import asset_dir
from psychboard.games.therapy.deck import GAME, QUESTION_KIND, STAGE_TITLES, STAGES, file_stage
from psychboard.games.therapy.painters import STAGE_COLOURS, stage_number
from psychboard.games.therapy.print_board import board_pages
from psychboard.gui import palette
from psychboard.gui.palette import ink_on
from psychboard.printing.document import PageCanvas, PageSpec, PrintOptions
from psychboard.printing.kit import PrintKit, PrintOption
from psychboard.printing.layout import MIN_MARGIN, PAPERS, Box
from psychboard.printing.printables import Catalogue, Printable
from psychboard.printing.stands import fold_stand, seat_piece, stand_boxes

SEATS = 6
ROWS = 8          # answers per prescription sheet
STAND_W, TAB, PANEL = 40.0, 14.0, 44.0
INK = "#1E1E24"
MUTED = "#555555"
LINE = "#8A8A8A"

OPTIONS = (
    PrintOption("younger", "Only Therapy cards for younger players",
                "only the Therapy cards suitable for players aged 8 and up"),
)


def question_filter(cards: Sequence[Mapping[str, Any]], options: PrintOptions
                    ) -> list[Mapping[str, Any]]:
    younger = bool(options.extras.get("younger"))
    return [c for c in cards if not younger or c["ages"] <= 8]


def _kit(found: Catalogue) -> None:
    path = asset_dir("boards") / f"{GAME}.json"
    board: Board | None = None
    if not path.exists():
        found.notes.append(f"the board is skipped: {path} is missing")
    else:
        try:
            board = load_board(path, GAME)
        except BoardError as exc:
            found.notes.append(f"the board is skipped: {exc}")
    if board is not None:
        shipped = board
        found.items.append(Printable("board", "Board (tiled)", "board",
                                     lambda options: board_pages(shipped, options)))
    found.items.append(Printable("prescriptions", "Prescription sheets (one per player)",
                                 "sheet", prescription_pages))
    found.items.append(Printable("couches", "Couch stands", "sheet", couch_pages))
    found.items.append(Printable("pegs", "Mastery peg tracker", "sheet", peg_pages))


def _heading(canvas: PageCanvas, title: str, note: str) -> float:
    """A sheet's title and one line of instructions; returns where the content starts."""
    width = canvas.page_w - 2 * MIN_MARGIN
    canvas.text(Box(MIN_MARGIN, MIN_MARGIN + 2, width, 9), title, 6.5, INK,
                weight=QFont.Weight.Bold)
    canvas.text(Box(MIN_MARGIN + 6, MIN_MARGIN + 12, width - 12, 6), note, 3.3, MUTED)
    return MIN_MARGIN + 22


def _box(canvas: PageCanvas, box: Box, width: float = 0.3, fill: str | None = None) -> None:
    p = canvas.painter
    p.setPen(canvas.pen(LINE if width < 0.4 else INK, width))
    p.setBrush(QColor(fill) if fill else Qt.BrushStyle.NoBrush)
    p.drawRect(canvas.r(box))


def prescription_pages(options: PrintOptions) -> list[PageSpec]:
    """One sheet per player: per session, a 1–10 scale, a player list and an either/or pair."""
    page_w, page_h = PAPERS[options.paper]

    def paint(canvas: PageCanvas) -> None:
        top = _heading(canvas, "Prescription sheet",
                       "Write your answer in secret: as the patient, what is true for you; as "
                       "the therapist, what you think the patient wrote. Then show both.")
        left, width = MIN_MARGIN + 4, page_w - 2 * MIN_MARGIN - 8
        canvas.text(Box(left, top, 22, 7), "My name:", 3.8, INK, weight=QFont.Weight.Bold,
                    align=Qt.AlignmentFlag.AlignLeft)
        canvas.line(left + 22, top + 6, left + 90, top + 6, LINE, 0.3)
        canvas.text(Box(left, top + 9, width, 6), "Players at the table (write their names "
                    "once; in a \"which player\" question tick one):", 3.2, MUTED,
                    align=Qt.AlignmentFlag.AlignLeft)
        cell = width / SEATS
        for seat in range(SEATS):
            x = left + seat * cell
            canvas.text(Box(x, top + 16, 6, 6), f"{seat + 1}", 3.6, INK,
                        weight=QFont.Weight.Bold)
            canvas.line(x + 6, top + 21, x + cell - 3, top + 21, LINE, 0.3)
        rows_top = top + 27
        row_h = (page_h - MIN_MARGIN - 6 - rows_top) / ROWS
        for row in range(ROWS):
            _prescription_row(canvas, Box(left, rows_top + row * row_h, width, row_h - 2.5),
                              row + 1)

    return [PageSpec(paint, f"Prescription sheet {n + 1} of {SEATS}", 0, {"sheet": n})
            for n in range(SEATS)]


def _prescription_row(canvas: PageCanvas, box: Box, number: int) -> None:
    _box(canvas, box, 0.4)
    canvas.text(Box(box.x + 1, box.y + 1, 9, 6), str(number), 4.2, INK,
                weight=QFont.Weight.Bold)
    x = box.x + 11
    for label, y in (("patient", box.y + 8), ("therapist", box.y + 14)):
        _box(canvas, Box(x, y, 3.2, 3.2), 0.3)
        canvas.text(Box(x + 4.2, y - 0.8, 18, 5), label, 2.8, MUTED,
                    align=Qt.AlignmentFlag.AlignLeft)
    canvas.text(Box(x, box.y + 1.5, 24, 5), "I answer as", 2.8, MUTED,
                align=Qt.AlignmentFlag.AlignLeft)
    sections = Box(box.x + 38, box.y + 2, box.w - 40, box.h - 4)
    canvas.text(Box(sections.x, sections.bottom - 5, 12, 5), "with", 2.8, MUTED,
                align=Qt.AlignmentFlag.AlignLeft)
    canvas.line(sections.x + 8, sections.bottom - 1, sections.x + 70, sections.bottom - 1,
                LINE, 0.3)
    scale_w = sections.w * 0.44
    names_w = sections.w * 0.30
    _section_label(canvas, Box(sections.x, sections.y, scale_w, 4), "Rating: circle 1 to 10")
    step = scale_w / 10
    for i in range(10):
        number_box = Box(sections.x + i * step + 0.4, sections.y + 6, step - 0.8, min(step, 9))
        _box(canvas, number_box, 0.3)
        canvas.text(number_box, str(i + 1), 3.4, INK, weight=QFont.Weight.DemiBold)
    names_x = sections.x + scale_w + 3
    _section_label(canvas, Box(names_x, sections.y, names_w, 4), "Which player: tick one")
    tick_w = (names_w - 3) / SEATS
    for seat in range(SEATS):
        tick = Box(names_x + seat * tick_w, sections.y + 6, tick_w - 1.2, min(tick_w - 1.2, 9))
        _box(canvas, tick, 0.3)
        canvas.text(Box(tick.x, tick.bottom + 0.3, tick.w, 3.5), str(seat + 1), 2.6, MUTED)
    either_x = names_x + names_w + 3
    either_w = sections.right - either_x
    _section_label(canvas, Box(either_x, sections.y, either_w, 4), "This or that")
    half = (either_w - 2) / 2
    for i, letter in enumerate("ab"):
        option = Box(either_x + i * (half + 2), sections.y + 6, half, 9)
        _box(canvas, option, 0.3)
        canvas.text(option, letter, 4.0, INK, weight=QFont.Weight.Bold)


def _section_label(canvas: PageCanvas, box: Box, text: str) -> None:
    canvas.text(box, text, 2.8, MUTED, align=Qt.AlignmentFlag.AlignLeft)


def couch_pages(options: PrintOptions) -> list[PageSpec]:
    """One fold-over couch stand per office colour: glue tab, front, back (upside down), tab."""
    page_w, _ = PAPERS[options.paper]

    def paint(canvas: PageCanvas) -> None:
        top = _heading(canvas, "Therapy couch stands",
                       "One couch per office colour. Cut on the solid lines, fold on the "
                       "dashed lines into a tent and glue the two tabs together as its base.")
        boxes = stand_boxes(page_w, SEATS, 3, 10.0, 10.0, top + 2, STAND_W, TAB, PANEL)
        for seat, box in enumerate(boxes):
            _stand(canvas, seat, box)

    return [PageSpec(paint, "Couch stands", 0, {"stands": SEATS})]


def couch_path(box: QRectF) -> QPainterPath:
    """A couch seen from the front, filling `box`: back, two arms, seat and feet."""
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    path = QPainterPath()
    path.addRoundedRect(QRectF(x + w * 0.14, y, w * 0.72, h * 0.55), w * 0.08, w * 0.08)
    path.addRoundedRect(QRectF(x, y + h * 0.3, w * 0.2, h * 0.55), w * 0.08, w * 0.08)
    path.addRoundedRect(QRectF(x + w * 0.8, y + h * 0.3, w * 0.2, h * 0.55), w * 0.08, w * 0.08)
    path.addRect(QRectF(x + w * 0.12, y + h * 0.5, w * 0.76, h * 0.3))
    for foot in (0.06, 0.86):
        path.addRect(QRectF(x + w * foot, y + h * 0.85, w * 0.08, h * 0.15))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path.simplified()


def _stand(canvas: PageCanvas, seat: int, box: Box) -> None:
    def face(panel: Box) -> None:
        piece = couch_path(canvas.r(Box(panel.x + 5, panel.y + 6, panel.w - 10, 20)))
        seat_piece(canvas, seat, piece, Box(panel.x + 1, panel.y + 29, panel.w - 2, 6), 4.0)
        canvas.text(Box(panel.x + 1, panel.y + 35, panel.w - 2, 5), f"Office {seat + 1}", 3.2,
                    MUTED)

    fold_stand(canvas, box, TAB, PANEL, face)


def peg_pages(options: PrintOptions) -> list[PageSpec]:
    """A row per player and a box per Stage of Life, to tick the Mastery pegs held."""
    page_w, page_h = PAPERS[options.paper]

    def paint(canvas: PageCanvas) -> None:
        top = _heading(canvas, "Mastery peg tracker",
                       "No pegs to hand? Tick a Stage's box when you earn its peg and rub it "
                       "out when you lose it. All six, then reach FINISH to win.")
        left = MIN_MARGIN + 4
        name_w = 40.0
        cell = (page_w - 2 * MIN_MARGIN - 8 - name_w) / len(STAGES)
        canvas.text(Box(left, top, name_w, 12), "Player", 3.8, INK, weight=QFont.Weight.Bold,
                    align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for i, stage in enumerate(STAGES):
            head = Box(left + name_w + i * cell + 0.5, top, cell - 1, 12)
            colour = QColor(STAGE_COLOURS[stage])
            _box(canvas, head, 0.3, colour.name())
            canvas.text(Box(head.x + 1, head.y + 1, head.w - 2, 6),
                        STAGE_TITLES[stage].upper(), 3.2, ink_on(colour).name(),
                        weight=QFont.Weight.Bold)
            canvas.text(Box(head.x + 1, head.y + 6.5, head.w - 2, 4.5),
                        f"stage {stage_number(stage)}", 2.6, ink_on(colour).name())
        row_h = min(38.0, (page_h - MIN_MARGIN - 10 - top - 15) / SEATS)
        for seat in range(SEATS):
            y = top + 15 + seat * row_h
            colour = QColor(palette.SEAT_COLOURS[seat])
            p = canvas.painter
            p.setPen(canvas.pen(colour.darker(150), 0.3))
            p.setBrush(colour)
            p.drawPath(couch_path(canvas.r(Box(left, y + 4, 10, 7))))
            canvas.text(Box(left + 12, y + 2, name_w - 12, 5), palette.SEAT_COLOUR_NAMES[seat],
                        2.8, MUTED, align=Qt.AlignmentFlag.AlignLeft)
            canvas.line(left + 12, y + row_h / 2 + 3, left + name_w - 3, y + row_h / 2 + 3,
                        LINE, 0.3)
            for i in range(len(STAGES)):
                _box(canvas, Box(left + name_w + i * cell + 0.5, y, cell - 1, row_h - 3), 0.4)
            _tick_guides(canvas, Box(left + name_w, y, cell * len(STAGES), row_h - 3), cell)

    return [PageSpec(paint, "Mastery peg tracker", 0, {})]


def _tick_guides(canvas: PageCanvas, row: Box, cell: float) -> None:
    """A faint circle in each box, where the tick goes."""
    p = canvas.painter
    p.setPen(canvas.pen("#D0CCC2", 0.3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(cell, row.h) * 0.28
    for i in range(len(STAGES)):
        centre = QPointF(*(v * canvas.k for v in (row.x + (i + 0.5) * cell, row.y + row.h / 2)))
        p.drawEllipse(centre, radius * canvas.k, radius * canvas.k)


def deck_order(path: Path) -> int:
    """The Therapy cards first, then the Insight decks in Stage order (infancy to cosmos, as
    round the board), then the rest (the Crisis cards)."""
    stage = file_stage(path)
    if stage is not None:
        return 1 + STAGES.index(stage)
    return 0 if path.stem == "therapy" else 1 + len(STAGES)


KIT = PrintKit(pieces=_kit, filters={QUESTION_KIND: question_filter}, options=OPTIONS,
               deck_order=deck_order)
