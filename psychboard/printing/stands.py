"""Fold-over stands for the pieces a printed kit puts on the table (tokens, couches).

A stand is a strip cut from the sheet: glue tab, front panel, back panel (upside down, so it
faces the other way once folded into a tent) and glue tab, the folds dashed. A game draws
what goes on one panel; the strip is the same for every game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

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
