"""The family report: every chart of the Family page on paper, in the light theme, through the
same PDF writer as the decks (temporary file, renamed when whole). Charts keep their screen
proportions: the page is laid out in 1/96-inch units and scaled to the paper."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont

from psychboard.gui import palette
from psychboard.gui.charts.looks import looks, text
from psychboard.gui.charts.paint import paint_chart
from psychboard.gui.charts.widget import chart_height
from psychboard.gui.fonts import UI_FAMILY
from psychboard.printing.document import PageCanvas, PageSpec
from psychboard.printing.layout import PAPERS
from psychboard.printing.pdf import write_pdf
from psychboard.store.stats import Chart, Section

PX_PER_MM = 96 / 25.4
MARGIN = 15 * PX_PER_MM
GAP = 14.0


def pages(sections: Sequence[Section], paper: str = "a4", title: str = "The family"
          ) -> list[PageSpec]:
    """The report's pages: a title, then each section's heading and charts, one column."""
    width_mm, height_mm = PAPERS[paper]
    width, height = width_mm * PX_PER_MM - 2 * MARGIN, height_mm * PX_PER_MM - 2 * MARGIN
    laid: list[list[tuple[float, float, Chart | str]]] = [[]]
    y = 40.0
    stamp = time.strftime("%d %B %Y")
    heading = f"{title} · {stamp}"
    for section in sections:
        entries: list[tuple[float, Chart | str]] = [(30.0, f"{section.title} · {section.games} "
                                                           f"game{'s' * (section.games != 1)}")]
        entries += [(float(chart_height(c, round(width))), c) for c in section.charts]
        for number, (size, entry) in enumerate(entries):
            # a heading goes to the next page with its first chart
            needed = size + (6 + entries[1][0] if number == 0 and len(entries) > 1 else 0)
            if y + needed > height and laid[-1]:
                laid.append([])
                y = 0.0
            laid[-1].append((y, size, entry))
            y += size + (6 if isinstance(entry, str) else GAP)
    return [PageSpec(_painter(entries, width, heading if n == 0 else ""), f"page {n + 1}")
            for n, entries in enumerate(laid)]


def _painter(entries: list[tuple[float, float, Chart | str]], width: float, heading: str
             ) -> Callable[[PageCanvas], None]:
    def paint(canvas: PageCanvas) -> None:
        painter = canvas.painter
        painter.save()
        scale = canvas.k / PX_PER_MM
        painter.scale(scale, scale)
        painter.translate(MARGIN, MARGIN)
        shown = looks(QFont(UI_FAMILY), palette.LIGHT)
        if heading:
            text(painter, QRectF(0, 0, width, 30), heading, shown.sized(22, bold=True),
                 shown.ink, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for y, size, entry in entries:
            box = QRectF(0, y, width, size)
            if isinstance(entry, str):
                text(painter, box, entry, shown.sized(17, bold=True), shown.ink,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            else:
                paint_chart(painter, box, entry, shown)
        painter.restore()
    return paint


def write_report(sections: Sequence[Section], path: Path, paper: str = "a4") -> int:
    """Write the report; returns its page count. Raises printing's PrintError when the
    place can't be written."""
    report = pages(sections, paper)
    write_pdf(report, path, paper, title="The family — Psychboard")
    return len(report)
