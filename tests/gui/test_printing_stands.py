"""The fold-over stand sheets (Psychologizer's tokens, Therapy's couches) share one grid: the
stands sit centred on the page, side by side without touching, and each shows its seat's
colour on its front panel."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from psychboard.games.psychologizer import print_kit as psychologizer_kit
from psychboard.games.therapy import print_kit as therapy_kit
from psychboard.gui import palette
from psychboard.printing.document import PageCanvas, PageSpec, PrintOptions
from psychboard.printing.layout import MIN_MARGIN, PAPERS, Box
from psychboard.printing.stands import stand_boxes

PER_MM = 4.0


def test_stands_are_centred_in_rows_without_touching() -> None:
    boxes = stand_boxes(210.0, 6, 4, 6.0, 8.0, 20.0, 36.0, 14.0, 46.0)
    assert [b.h for b in boxes] == [2 * 14.0 + 2 * 46.0] * 6
    first_row = boxes[:4]
    assert first_row[0].x == pytest.approx(210.0 - first_row[-1].right)
    for a, b in zip(first_row, first_row[1:], strict=False):
        assert b.x - a.right == pytest.approx(6.0)
    assert boxes[4].y - boxes[0].bottom == pytest.approx(8.0)
    assert boxes[4].x == boxes[0].x and boxes[0].y == 20.0


def _render(page: PageSpec, paper: str) -> QImage:
    page_w, page_h = PAPERS[paper]
    image = QImage(round(page_w * PER_MM), round(page_h * PER_MM), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    page.paint(PageCanvas(painter, PER_MM, page_w, page_h))
    painter.end()
    return image


def _colours_in(image: QImage, box: Box) -> set[str]:
    found = set()
    for i in range(1, 40):
        for j in range(1, 40):
            x = round((box.x + box.w * i / 40) * PER_MM)
            y = round((box.y + box.h * j / 40) * PER_MM)
            found.add(image.pixelColor(x, y).name().upper())
    return found


# Each sheet: its pages, its kit, and the grid it asks for (per row, gap, row gap, top).
SHEETS: dict[str, tuple[Callable[[PrintOptions], list[PageSpec]], ModuleType,
                        tuple[int, float, float, float]]] = {
    "psychologizer": (psychologizer_kit.token_pages, psychologizer_kit,
                      (4, 6.0, 8.0, MIN_MARGIN + 14)),
    "therapy": (therapy_kit.couch_pages, therapy_kit, (3, 10.0, 10.0, MIN_MARGIN + 24)),
}


@pytest.mark.parametrize("game", sorted(SHEETS))
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_stand_shows_its_seat_colour_inside_the_page(qapp: QApplication, game: str,
                                                           paper: str) -> None:
    pages, kit, (per_row, gap, row_gap, top) = SHEETS[game]
    image = _render(pages(PrintOptions(paper=paper))[0], paper)
    page_w, page_h = PAPERS[paper]
    boxes = stand_boxes(page_w, kit.SEATS, per_row, gap, row_gap, top, kit.STAND_W, kit.TAB,
                        kit.PANEL)
    for seat, box in enumerate(boxes):
        assert box.x >= MIN_MARGIN and box.right <= page_w - MIN_MARGIN
        assert box.bottom <= page_h - MIN_MARGIN
        front = Box(box.x, box.y + kit.TAB, box.w, kit.PANEL)
        assert QColor(palette.SEAT_COLOURS[seat]).name().upper() in _colours_in(image, front)
