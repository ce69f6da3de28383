"""Fold-over stands for the pieces a printed kit puts on the table (tokens, couches).

A stand is a strip cut from the sheet: glue tab, front panel, back panel (upside down, so it
faces the other way once folded into a tent) and glue tab, the folds dashed. A game draws
what goes on one panel; the strip is the same for every game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainterPath

from psychboard.gui import palette
from psychboard.printing.document import PageCanvas
from psychboard.printing.layout import Box

GLUE_FILL = "#ECE8DF"


def fold_stand(canvas: PageCanvas, box: Box, tab: float, panel: float,
               face: Callable[[Box], None]) -> None:
    """Draw a stand filling `box` (2 tabs and 2 panels tall); `face(panel_box)` draws the
    picture of one panel and is called for the front and, turned over, for the back."""
    p = canvas.painter
    folds = [box.y + tab, box.y + tab + panel, box.y + tab + 2 * panel]
    for top in (box.y, folds[2]):
        p.fillRect(canvas.r(Box(box.x, top, box.w, tab)), QColor(GLUE_FILL))
        canvas.text(Box(box.x, top, box.w, tab), "glue", 3.2, "#777777")
    for number, top in enumerate(folds[:2]):
        p.save()
        centre = canvas.pt(box.x + box.w / 2, top + panel / 2)
        p.translate(centre)
        if number == 1:
            p.rotate(180)
        p.translate(-centre.x(), -centre.y())
        face(Box(box.x, top, box.w, panel))
        p.restore()
    p.setPen(canvas.pen("#000000", 0.25))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(canvas.r(box))
    for y in folds:
        canvas.line(box.x, y, box.right, y, "#777777", 0.2, dashed=True)


def stand_boxes(page_w: float, count: int, per_row: int, gap: float, row_gap: float,
                top: float, width: float, tab: float, panel: float) -> list[Box]:
    """Where `count` stands `width` wide go on a sheet: `per_row` to a row, centred across the
    page, rows `row_gap` apart from `top` down."""
    height = 2 * tab + 2 * panel
    left = (page_w - per_row * width - (per_row - 1) * gap) / 2
    return [Box(left + (i % per_row) * (width + gap), top + (i // per_row) * (height + row_gap),
                width, height) for i in range(count)]


def seat_piece(canvas: PageCanvas, seat: int, piece: QPainterPath, name_box: Box,
               name_size: float) -> None:
    """A seat's piece in its colour, outlined darker, with the colour's name in `name_box`
    (so a printed piece matches its seat on screen)."""
    colour = QColor(palette.SEAT_COLOURS[seat])
    p = canvas.painter
    p.setPen(canvas.pen(colour.darker(160), 0.5))
    p.setBrush(colour)
    p.drawPath(piece)
    canvas.text(name_box, palette.SEAT_COLOUR_NAMES[seat].upper(), name_size,
                colour.darker(150).name(), weight=QFont.Weight.Bold)
