"""A drawing larger than the paper (a game board), tiled over pages for cutting and gluing.

Neighbouring tiles overlap. A tile with a neighbour on its left (or above) is cut along that
edge, where a solid line marks the cut; the neighbour shows a dashed line at the same spot of
the board and a tinted glue zone, so the cut edge goes exactly on the line. Every page names
its tile (A1 is top-left) and shows a small map of where it goes.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from psychboard.printing.document import GUIDE_COLOUR, PageCanvas, PageSpec, PrintOptions
from psychboard.printing.layout import MIN_MARGIN, PAPERS, Box

OVERLAP = 12.0
LABEL_STRIP = 9.0
Drawing = Callable[[PageCanvas], None]


def tile_grid(extent: float, room: float, overlap: float = OVERLAP) -> list[float]:
    """Where each tile starts along one axis of a drawing `extent` mm long."""
    if extent <= room:
        return [0.0]
    count = math.ceil((extent - overlap) / (room - overlap))
    return [i * (room - overlap) for i in range(count)]


def tiled_pages(title: str, width: float, height: float, draw: Drawing,
                options: PrintOptions) -> list[PageSpec]:
    page_w, page_h = PAPERS[options.paper]
    area = Box(MIN_MARGIN, MIN_MARGIN, page_w - 2 * MIN_MARGIN,
               page_h - 2 * MIN_MARGIN - LABEL_STRIP)
    xs, ys = tile_grid(width, area.w), tile_grid(height, area.h)
    pages = []
    for row, y0 in enumerate(ys):
        for col, x0 in enumerate(xs):
            view = Box(x0, y0, min(area.w, width - x0), min(area.h, height - y0))
            pages.append(PageSpec(_tile(title, draw, area, view, (col, row), (len(xs), len(ys)),
                                        (xs, ys)),
                                  f"{title} — tile {_name(col, row)}", 0,
                                  {"tile": (col, row), "area": area, "view": view}))
    return pages


def _name(col: int, row: int) -> str:
    return f"{chr(ord('A') + col)}{row + 1}"


def _tile(title: str, draw: Drawing, area: Box, view: Box, at: tuple[int, int],
          count: tuple[int, int], starts: tuple[list[float], list[float]]
          ) -> Callable[[PageCanvas], None]:
    col, row = at
    cols, rows = count

    def paint(canvas: PageCanvas) -> None:
        p = canvas.painter
        shown = Box(area.x, area.y, view.w, view.h)
        p.save()
        p.setClipRect(canvas.r(shown))
        p.translate((area.x - view.x) * canvas.k, (area.y - view.y) * canvas.k)
        draw(canvas)
        p.restore()
        if cols * rows == 1:
            return
        if col > 0:
            canvas.line(shown.x, shown.y, shown.x, shown.bottom, width=0.3)
        if row > 0:
            canvas.line(shown.x, shown.y, shown.right, shown.y, width=0.3)
        if col < cols - 1:
            x = area.x + starts[0][col + 1] - view.x
            _glue_zone(canvas, Box(x, shown.y, shown.right - x, shown.h),
                       f"glue zone: tile {_name(col + 1, row)} goes over here")
            canvas.line(x, shown.y, x, shown.bottom, width=0.25, dashed=True)
        if row < rows - 1:
            y = area.y + starts[1][row + 1] - view.y
            _glue_zone(canvas, Box(shown.x, y, shown.w, shown.bottom - y),
                       f"glue zone: tile {_name(col, row + 1)} goes over here")
            canvas.line(shown.x, y, shown.right, y, width=0.25, dashed=True)
        _label(canvas, area, title, at, count)

    return paint


def _glue_zone(canvas: PageCanvas, zone: Box, text: str) -> None:
    tint = QColor("#FFFFFF")
    tint.setAlphaF(0.55)
    canvas.painter.fillRect(canvas.r(zone), tint)
    p = canvas.painter
    if zone.h > zone.w:
        p.save()
        p.translate(canvas.pt(zone.x + zone.w / 2, zone.y + zone.h / 2))
        p.rotate(90)
        canvas.text(Box(-zone.h / 2, -zone.w / 2, zone.h, zone.w), text, 3.0, "#555555")
        p.restore()
    else:
        canvas.text(zone, text, 3.0, "#555555")


def _label(canvas: PageCanvas, area: Box, title: str, at: tuple[int, int],
           count: tuple[int, int]) -> None:
    col, row = at
    cols, rows = count
    strip = Box(area.x, area.bottom + 1.5, area.w, LABEL_STRIP - 1.5)
    cell = min(2.4, (strip.h - 1) / rows)
    map_box = Box(strip.right - cols * cell, strip.y + 0.5, cols * cell, rows * cell)
    p = canvas.painter
    for r in range(rows):
        for c in range(cols):
            box = QRectF(canvas.r(Box(map_box.x + c * cell, map_box.y + r * cell, cell, cell)))
            p.setPen(canvas.pen(GUIDE_COLOUR, 0.15))
            p.setBrush(QColor("#333333") if (c, r) == at else Qt.BrushStyle.NoBrush)
            p.drawRect(box)
    text = (f"{title} · tile {_name(col, row)} (column {col + 1} of {cols}, row {row + 1} of "
            f"{rows}) · cut on solid lines, lay each tile's cut edge on the dashed line")
    canvas.text(Box(strip.x, strip.y, strip.w - map_box.w - 3, strip.h), text, 2.8, "#444444",
                align=Qt.AlignmentFlag.AlignLeft)
