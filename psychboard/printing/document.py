"""Pages of a print-and-play document: card sheets, their backs, and the calibration sheet.

A page is a `PageSpec` whose `paint` draws on a `PageCanvas` (a QPainter plus millimetre
conversion), so the same code paints a PDF page and the dialog's preview image. Cards are drawn
by `card_painter`, the code the screen uses, so a printed card looks like the one on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from psychboard.gui import palette
from psychboard.gui.card_painter import fit_text, paint_card
from psychboard.gui.fonts import UI_FAMILY
from psychboard.printing.layout import Box, Placement, Sheet, plan_sheet

MARK_COLOUR = "#000000"
GUIDE_COLOUR = "#9A9A9A"
MARK_WIDTH = 0.2   # mm: thin enough to cut on, thick enough to print on any printer


@dataclass(frozen=True)
class PrintOptions:
    """Everything a user picks in the print dialog or on the command line (sizes in mm).

    `extras` holds the values of the options only the game's own print kit offers, by name.
    """

    paper: str = "a4"
    size: str = "poker"
    backs: str = "duplex-long"
    bleed: float = 0.0
    gutter: float = 0.0
    offset_x: float = 0.0
    offset_y: float = 0.0
    copies: int = 1
    calibration: bool = False
    extras: Mapping[str, Any] = field(default_factory=dict)

    def sheet(self) -> Sheet:
        return plan_sheet(self.paper, self.size, backs=self.backs, gutter=self.gutter,
                          bleed=self.bleed)


@dataclass(frozen=True)
class CardJob:
    """One card to print: its painter kind and the data its face and back are drawn from."""

    kind: str
    face: Any
    back: Any = None


class PageCanvas:
    """A painter on one page, with helpers that take millimetres from the page's top-left."""

    def __init__(self, painter: QPainter, per_mm: float, page_w: float, page_h: float) -> None:
        self.painter = painter
        self.k = per_mm
        self.page_w = page_w
        self.page_h = page_h

    def r(self, box: Box) -> QRectF:
        return QRectF(box.x * self.k, box.y * self.k, box.w * self.k, box.h * self.k)

    def pt(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.k, y * self.k)

    def pen(self, colour: str | QColor, width: float, dashed: bool = False) -> QPen:
        pen = QPen(QColor(colour), width * self.k)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: str = MARK_COLOUR,
             width: float = MARK_WIDTH, dashed: bool = False) -> None:
        self.painter.setPen(self.pen(colour, width, dashed))
        self.painter.drawLine(self.pt(x1, y1), self.pt(x2, y2))

    def text(self, box: Box, text: str, size: float, colour: str = "#333333",
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
             weight: QFont.Weight = QFont.Weight.Normal, family: str = UI_FAMILY) -> None:
        """One line of text `size` mm tall, shrunk if it would not fit its box."""
        fit = fit_text(self.painter.device(), self.r(box), text, size * self.k, size * self.k / 3,
                       family=family, weight=weight, align=align)
        fit.draw(self.painter, self.r(box), colour)


@dataclass(frozen=True)
class PageSpec:
    paint: Callable[[PageCanvas], None]
    label: str
    cards: int = 0
    meta: dict[str, Any] = field(default_factory=dict, compare=False)


def _draw_card(canvas: PageCanvas, place: Placement, job: CardJob, side: str,
               bleed: float) -> None:
    p = canvas.painter
    p.save()
    p.setClipRect(canvas.r(place.clip))
    data = job.face if side == "face" else job.back
    paint_card(p, canvas.r(place.card), job.kind, data, side, theme=palette.LIGHT,
               bleed=bleed * canvas.k)
    p.restore()


def _footer(canvas: PageCanvas, sheet: Sheet, text: str) -> None:
    """A caption under the crop marks when the margin has room for one."""
    bottom_marks = sheet.grid.bottom + sheet.bleed + 1.0 + 6.0
    room = sheet.page_h - sheet.margin - bottom_marks
    if room >= 3.0:
        box = Box(sheet.margin, sheet.page_h - sheet.margin - min(room, 4.0),
                  sheet.page_w - 2 * sheet.margin, min(room, 4.0))
        canvas.text(box, text, 2.6, GUIDE_COLOUR)


def _chunks(jobs: Sequence[CardJob], size: int) -> Iterator[Sequence[CardJob]]:
    for start in range(0, len(jobs), size):
        yield jobs[start:start + size]


def deck_pages(title: str, jobs: Sequence[CardJob], options: PrintOptions) -> list[PageSpec]:
    """Fronts (with crop marks) and, by the chosen backs mode, back pages or fold pairs."""
    sheet = options.sheet()
    copies = max(1, options.copies)
    expanded = [job for job in jobs for _ in range(copies)]
    chunks = list(_chunks(expanded, sheet.per_page))
    pages: list[PageSpec] = []
    for number, chunk in enumerate(chunks, start=1):
        label = f"{title} — sheet {number} of {len(chunks)}"
        pages.append(PageSpec(_front_painter(sheet, chunk, options, label),
                              f"{label}, front", len(chunk),
                              {"sheet": sheet, "side": "front", "count": len(chunk)}))
        if options.backs in ("duplex-long", "duplex-short"):
            pages.append(PageSpec(_back_painter(sheet, chunk, options, label), f"{label}, back",
                                  0, {"sheet": sheet, "side": "back", "count": len(chunk)}))
    return pages


def _front_painter(sheet: Sheet, chunk: Sequence[CardJob], options: PrintOptions,
                   label: str) -> Callable[[PageCanvas], None]:
    def paint(canvas: PageCanvas) -> None:
        for index, job in enumerate(chunk):
            _draw_card(canvas, sheet.front(index), job, "face", sheet.bleed)
            if sheet.fold:
                _draw_card(canvas, sheet.fold_back(index), job, "back", sheet.bleed)
                x = sheet.slot(index).x + sheet.card_w
                slot = sheet.slot(index)
                canvas.line(x, slot.y, x, slot.bottom, GUIDE_COLOUR, 0.15, dashed=True)
        for mark in sheet.marks():
            canvas.line(mark.x1, mark.y1, mark.x2, mark.y2, dashed=mark.fold)
        suffix = "fold on the dashed lines, glue, then cut" if sheet.fold else "front"
        _footer(canvas, sheet, f"{label} · {suffix}")
    return paint


def _back_painter(sheet: Sheet, chunk: Sequence[CardJob], options: PrintOptions,
                  label: str) -> Callable[[PageCanvas], None]:
    offset = (options.offset_x, options.offset_y)

    def paint(canvas: PageCanvas) -> None:
        for index, job in enumerate(chunk):
            _draw_card(canvas, sheet.back(index, options.backs, offset), job, "back",
                       sheet.bleed)
        edge = "long" if options.backs == "duplex-long" else "short"
        _footer(canvas, sheet, f"{label} · back (print double-sided, flip on the {edge} edge)")
    return paint


def calibration_pages(options: PrintOptions) -> list[PageSpec]:
    """A front with a crosshair and a back with rulers, to read a printer's back-side shift.

    Hold the printed sheet against a light with the back facing you: the number on each ruler
    under the front's crosshair is the offset to enter (x on the horizontal ruler, y on the
    vertical one). The back already includes the current offset, so a calibrated printer reads 0.
    """
    sheet = options.sheet()
    backs = options.backs if options.backs in ("duplex-long", "duplex-short") else "duplex-long"
    cx, cy = sheet.page_w / 2, sheet.page_h / 2

    def front(canvas: PageCanvas) -> None:
        canvas.line(cx - 45, cy, cx + 45, cy, width=0.15)
        canvas.line(cx, cy - 45, cx, cy + 45, width=0.15)
        canvas.painter.setPen(canvas.pen(MARK_COLOUR, 0.15))
        canvas.painter.setBrush(Qt.BrushStyle.NoBrush)
        canvas.painter.drawEllipse(canvas.pt(cx, cy), 3 * canvas.k, 3 * canvas.k)
        _calibration_text(canvas, sheet, [
            "Printer calibration — front",
            f"Print this sheet double-sided ({backs.replace('duplex-', '')} edge), then hold it "
            "against a window or lamp with the other side facing you.",
            "Read the rulers there under this crosshair and enter the numbers as the back "
            "offset (x, y) in Print decks.",
        ])

    def back(canvas: PageCanvas) -> None:
        ox, oy = cx + options.offset_x, cy + options.offset_y
        for step in range(-10, 11):
            tick = 4.0 if step % 5 == 0 else 2.2
            canvas.line(ox + step, oy - tick, ox + step, oy + tick, width=0.12)
            canvas.line(ox - tick, oy + step, ox + tick, oy + step, width=0.12)
            if step % 2 == 0 and step:
                canvas.text(Box(ox + step - 2, oy + 5, 4, 2.6), f"{step:+d}", 2.2, MARK_COLOUR)
                canvas.text(Box(ox + 5, oy + step - 1.3, 5, 2.6), f"{step:+d}", 2.2, MARK_COLOUR)
        canvas.line(ox - 10, oy, ox + 10, oy, width=0.12)
        canvas.line(ox, oy - 10, ox, oy + 10, width=0.12)
        _calibration_text(canvas, sheet, [
            "Printer calibration — back",
            f"Current offset x {options.offset_x:+.1f} mm, y {options.offset_y:+.1f} mm. "
            "Add the numbers read under the front's crosshair to it.",
            "When the crosshair sits on both zeros, backs land exactly behind their fronts.",
        ])

    return [PageSpec(front, "Calibration, front", 0, {"side": "calibration-front"}),
            PageSpec(back, "Calibration, back", 0, {"side": "calibration-back"})]


def _calibration_text(canvas: PageCanvas, sheet: Sheet, lines: list[str]) -> None:
    top = sheet.margin + 10
    for number, line in enumerate(lines):
        size = 5.0 if number == 0 else 3.4
        box = Box(sheet.margin + 10, top, sheet.page_w - 2 * sheet.margin - 20, size * 2.6)
        fit = fit_text(canvas.painter.device(), canvas.r(box), line, size * canvas.k,
                       size * canvas.k / 2, family=UI_FAMILY,
                       weight=QFont.Weight.Bold if number == 0 else QFont.Weight.Normal,
                       align=Qt.AlignmentFlag.AlignHCenter)
        fit.draw(canvas.painter, canvas.r(box), "#222222", Qt.AlignmentFlag.AlignTop)
        top += fit.height / canvas.k + 3


