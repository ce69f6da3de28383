"""Writes pages to a PDF with QPdfWriter, or renders one page to an image for a preview.

The PDF is written to a temporary file in the target folder and renamed over the target only
when every page is done, so a cancelled or failed run never leaves a half-written PDF behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from psychboard.gui.fonts import ensure_fonts
from psychboard.gui.text_scale import at_print_size
from psychboard.printing.document import PageCanvas, PageSpec
from psychboard.printing.layout import PAPERS, PrintError

RESOLUTION = 1200
Progress = Callable[[int, int], bool]


def page_size(paper: str) -> QPageSize:
    if paper == "a4":
        return QPageSize(QPageSize.PageSizeId.A4)
    if paper == "letter":
        return QPageSize(QPageSize.PageSizeId.Letter)
    w, h = PAPERS[paper]
    return QPageSize(QSizeF(w, h), QPageSize.Unit.Millimeter, paper)


def write_pdf(pages: Sequence[PageSpec], path: Path, paper: str, *, title: str = "Psychboard",
              progress: Progress | None = None) -> bool:
    """Write `pages` to `path`; returns False (and writes nothing) if `progress` says stop."""
    ensure_fonts()
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise PrintError(f"{path}: the folder {folder} does not exist; choose another place")
    if path.is_dir():
        raise PrintError(f"{path}: this is a folder; give a file name ending in .pdf")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part",
                                             dir=folder)
    except OSError as exc:
        raise PrintError(f"{path}: cannot write in {folder} ({exc.strerror}); choose another "
                         "place") from None
    os.close(handle)
    temp = Path(temp_name)
    try:
        finished = _paint_pdf(pages, temp, paper, title, progress)
        if finished:
            os.replace(temp, path)
        return finished
    finally:
        temp.unlink(missing_ok=True)


def _paint_pdf(pages: Sequence[PageSpec], temp: Path, paper: str, title: str,
               progress: Progress | None) -> bool:
    writer = QPdfWriter(str(temp))
    writer.setResolution(RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("Psychboard")
    writer.setPageLayout(QPageLayout(page_size(paper), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))
    painter = QPainter()
    if not painter.begin(writer):
        raise PrintError(f"{temp}: the PDF writer could not start; check the folder is writable")
    page_w, page_h = PAPERS[paper]
    canvas = PageCanvas(painter, RESOLUTION / 25.4, page_w, page_h)
    try:
        for number, page in enumerate(pages, start=1):
            if number > 1:
                writer.newPage()
            _paint(canvas, page)
            if progress is not None and not progress(number, len(pages)):
                return False
    finally:
        painter.end()
    return True


def _paint(canvas: PageCanvas, page: PageSpec) -> None:
    """Paint one page; print is always at its own text size, whatever the screen's."""
    canvas.painter.save()
    canvas.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    with at_print_size():
        page.paint(canvas)
    canvas.painter.restore()


def render_page(page: PageSpec, paper: str, dpi: float = 72.0) -> QImage:
    """The page as an image, drawn by the same code as the PDF (for previews and screenshots)."""
    ensure_fonts()
    page_w, page_h = PAPERS[paper]
    per_mm = dpi / 25.4
    image = QImage(round(page_w * per_mm), round(page_h * per_mm),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    _paint(PageCanvas(painter, per_mm, page_w, page_h), page)
    painter.end()
    return image
