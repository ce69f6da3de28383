"""Geometry measured in the PDFs themselves: rendered with pdftoppm, read to ±0.3 mm."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from psychboard.games import registry
from psychboard.gui.card_painter import CardCanvas, CardKind
from psychboard.gui.fonts import ensure_fonts
from psychboard.printing.document import CardJob, PrintOptions, deck_pages
from psychboard.printing.layout import MIN_MARGIN, PAPERS
from psychboard.printing.pdf import write_pdf
from psychboard.printing.printables import build_document
from tests.fixture_scene import SPEC

pytestmark = pytest.mark.skipif(
    shutil.which("pdftoppm") is None or shutil.which("pdfinfo") is None,
    reason="pdftoppm/pdfinfo (Debian package poppler-utils) are not installed, so the PDF "
           "cannot be rendered and measured")

DPI = 300
TOLERANCE = 0.3
BLOCK = "test-block"


def _face(c: CardCanvas, _data: Any) -> None:
    c.base("#000000")


def _back(c: CardCanvas, _data: Any) -> None:
    c.base("#808080")


class Page:
    """One page rendered to 8-bit grey by pdftoppm (a binary PGM)."""

    def __init__(self, path: Path, dpi: int) -> None:
        data = path.read_bytes()
        match = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", data)
        assert match, "pdftoppm did not write a PGM"
        self.w, self.h = int(match[1]), int(match[2])
        self.pixels = data[match.end():]
        self.per_mm = dpi / 25.4

    def row(self, y_mm: float) -> bytes:
        y = round(y_mm * self.per_mm)
        return self.pixels[y * self.w:(y + 1) * self.w]

    def column(self, x_mm: float) -> bytes:
        return self.pixels[round(x_mm * self.per_mm)::self.w]

    def runs(self, line: bytes, low: int = 0, high: int = 100) -> list[tuple[float, float]]:
        """(start, end) in mm of each run of pixels with low ≤ value ≤ high."""
        found, start = [], None
        for i, value in enumerate(line):
            inside = low <= value <= high
            if inside and start is None:
                start = i
            elif not inside and start is not None:
                found.append((start / self.per_mm, i / self.per_mm))
                start = None
        if start is not None:
            found.append((start / self.per_mm, len(line) / self.per_mm))
        return found


def _render(pdf: Path, dpi: int = DPI) -> list[Page]:
    prefix = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), str(pdf), str(prefix)], check=True)
    files = sorted(pdf.parent.glob(f"{prefix.name}-*.pgm"))
    return [Page(path, dpi) for path in files]


def _block_pdf(tmp_path: Path, count: int, options: PrintOptions, name: str = "b.pdf") -> Path:
    pdf = tmp_path / name
    jobs = [CardJob(BLOCK, i, i) for i in range(count)]
    assert write_pdf(deck_pages("blocks", jobs, options), pdf, options.paper)
    return pdf


@pytest.fixture(autouse=True)
def _setup(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose only card kind is the measured block, registered through its spec."""
    ensure_fonts()
    kinds = (CardKind(BLOCK, _face, _back),)
    blocks = SPEC._replace(id="blocks", card_kinds=(BLOCK,), painters=lambda: kinds)
    monkeypatch.setitem(registry.GAMES, blocks.id, blocks)


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= TOLERANCE


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_page_is_the_paper_size(tmp_path: Path, paper: str) -> None:
    pdf = _block_pdf(tmp_path, 1, PrintOptions(paper=paper, backs="none"))
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True,
                          text=True).stdout
    match = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
    assert match
    width, height = (float(v) * 25.4 / 72 for v in match.groups())
    assert _close(width, PAPERS[paper][0]) and _close(height, PAPERS[paper][1])


def test_cards_have_the_chosen_size_where_the_layout_puts_them(tmp_path: Path) -> None:
    options = PrintOptions(backs="none", gutter=3)
    sheet = options.sheet()
    assert sheet.per_page == 9
    page = _render(_block_pdf(tmp_path, 9, options))[0]
    for row in range(sheet.rows):
        card = sheet.front(row * sheet.cols).card
        runs = page.runs(page.row(card.y + card.h / 2))
        assert len(runs) == sheet.cols
        for col, (start, end) in enumerate(runs):
            expected = sheet.front(row * sheet.cols + col).card
            assert _close(start, expected.x) and _close(end - start, 63.0)
    for col in range(sheet.cols):
        card = sheet.front(col).card
        runs = page.runs(page.column(card.x + card.w / 2))
        assert len(runs) == sheet.rows
        for row, (start, end) in enumerate(runs):
            assert _close(start, sheet.front(col + row * sheet.cols).card.y)
            assert _close(end - start, 88.0)


@pytest.mark.parametrize(("backs", "offset"), [("duplex-long", (0.0, 0.0)),
                                               ("duplex-long", (1.5, -1.0)),
                                               ("duplex-short", (-0.5, 2.0))])
def test_back_pages_mirror_so_each_back_lands_behind_its_front(
        tmp_path: Path, backs: str, offset: tuple[float, float]) -> None:
    options = PrintOptions(backs=backs, offset_x=offset[0], offset_y=offset[1])
    front, back = _render(_block_pdf(tmp_path, 2, options))   # slots 0 and 1 only
    page_w, page_h = PAPERS["a4"]
    sheet = options.sheet()
    card = sheet.front(0).card
    (f_x0, f_x1), = front.runs(front.row(card.y + 10))
    (f_y0, f_y1), = front.runs(front.column(card.x + 10))
    assert _close(f_x0, card.x) and _close(f_x1 - f_x0, 126.0)
    probe_y = (page_h - card.y - 10 if backs == "duplex-short" else card.y + 10) + offset[1]
    probe_x = (page_w - card.x - 10 if backs == "duplex-long" else card.x + 10) + offset[0]
    (b_x0, b_x1), = back.runs(back.row(probe_y), 101, 200)
    (b_y0, b_y1), = back.runs(back.column(probe_x), 101, 200)
    if backs == "duplex-long":
        assert _close(b_x0, page_w - f_x1 + offset[0]) and _close(b_x1, page_w - f_x0 + offset[0])
        assert _close(b_y0, f_y0 + offset[1]) and _close(b_y1, f_y1 + offset[1])
    else:
        assert _close(b_y0, page_h - f_y1 + offset[1]) and _close(b_y1, page_h - f_y0 + offset[1])
        assert _close(b_x0, f_x0 + offset[0]) and _close(b_x1, f_x1 + offset[0])


@pytest.mark.parametrize("paper", list(PAPERS))
def test_crop_marks_stand_on_every_cut_line(tmp_path: Path, paper: str) -> None:
    options = PrintOptions(paper=paper, backs="none")
    sheet = options.sheet()
    page = _render(_block_pdf(tmp_path, 9, options))[0]
    xs, ys = sheet.cut_lines()
    grid = sheet.grid
    marks = {(m.x1, m.y1, m.x2, m.y2) for m in sheet.marks()}
    top = next(m for m in marks if m[0] == m[2] and m[3] <= grid.y)
    left = next(m for m in marks if m[1] == m[3] and m[2] <= grid.x)
    for line, expected in ((page.row((top[1] + top[3]) / 2), xs),
                           (page.column((left[0] + left[2]) / 2), ys)):
        centres = [(s + e) / 2 for s, e in page.runs(line, 0, 180)]
        assert len(centres) == len(expected)
        assert all(_close(c, e) for c, e in zip(centres, expected, strict=True))
    bottom = [(s + e) / 2 for s, e in page.runs(page.row(grid.bottom + 2.0), 0, 180)]
    assert all(_close(c, e) for c, e in zip(bottom, xs, strict=True)) and len(bottom) == len(xs)


def test_bleed_runs_past_the_outer_cut_lines(tmp_path: Path) -> None:
    options = PrintOptions(backs="none", bleed=3.0)
    sheet = options.sheet()
    page = _render(_block_pdf(tmp_path, 9, options))[0]
    grid = sheet.grid
    (x0, x1), = page.runs(page.row(grid.y + grid.h / 2))
    (y0, y1), = page.runs(page.column(grid.x + grid.w / 2))
    assert _close(x0, grid.x - 3) and _close(x1, grid.right + 3)
    assert _close(y0, grid.y - 3) and _close(y1, grid.bottom + 3)


def test_fold_mode_prints_the_back_beside_the_front(tmp_path: Path) -> None:
    options = PrintOptions(backs="fold")
    sheet = options.sheet()
    page, = _render(_block_pdf(tmp_path, 1, options))
    card = sheet.front(0).card
    line = page.row(card.y + card.h / 2)
    (f0, f1), = page.runs(line, 0, 60)
    (b0, b1), = page.runs(line, 101, 200)
    assert _close(f0, card.x) and _close(f1 - f0, 63) and _close(b0, f1) and _close(b1 - b0, 63)


def _margin_is_blank(page: Page, margin: float = MIN_MARGIN - 0.1) -> bool:
    band = round(margin * page.per_mm)
    rows = [page.pixels[y * page.w:(y + 1) * page.w] for y in
            (*range(band), *range(page.h - band, page.h))]
    if any(min(row) < 250 for row in rows):
        return False
    for y in range(band, page.h - band):
        row = page.pixels[y * page.w:(y + 1) * page.w]
        if min(row[:band]) < 250 or min(row[-band:]) < 250:
            return False
    return True


@pytest.mark.parametrize(("what", "extra"), [
    ("responses", {"bleed": 3.0}), ("responses", {"backs": "fold", "paper": "letter"}),
    ("board", {}), ("spinner", {"paper": "letter"}), ("tokens", {}), ("morality", {}),
])
def test_nothing_prints_in_the_unprintable_margin(tmp_path: Path, what: str,
                                                  extra: dict[str, Any]) -> None:
    options = PrintOptions(calibration=what == "tokens", **extra)
    pages, _ = build_document("psychologizer", what, None, options)
    pdf = tmp_path / f"{what}.pdf"
    assert write_pdf(pages[:8], pdf, options.paper)
    rendered = _render(pdf, dpi=100)
    assert len(rendered) == min(8, len(pages))
    blank = [_margin_is_blank(page) for page in rendered]
    assert all(blank), [pages[i].label for i, ok in enumerate(blank) if not ok]


def test_the_pdf_embeds_the_bundled_fonts(tmp_path: Path) -> None:
    if shutil.which("pdffonts") is None:
        pytest.skip("pdffonts (poppler-utils) is not installed")
    pages, _ = build_document("psychologizer", "morality", None, PrintOptions())
    pdf = tmp_path / "fonts.pdf"
    write_pdf(pages[:2], pdf, "a4")
    listing = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True,
                             text=True).stdout
    rows: Sequence[str] = listing.splitlines()[2:]
    assert any("NotoSerif" in r for r in rows) and any("Inter" in r for r in rows)
    assert all(" yes " in r for r in rows)                 # every font is embedded
