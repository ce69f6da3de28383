"""The playing-card back, drawn by every game with playing cards, strokes its lattice as
separate lines: as one path of crossing lines it took ~0.7 s a card, which starved any
animation near a fan of backs (found by the soak's GUI monkey)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPainterPath
from pytestqt.qtbot import QtBot

from psychboard.gui.card_painter import paint_card


class _CountingPainter(QPainter):
    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.long_paths = 0

    def drawPath(self, path: QPainterPath) -> None:  # noqa: N802 (Qt's name)
        self.long_paths += path.elementCount() > 100
        super().drawPath(path)


def test_a_card_back_strokes_its_lattice_as_lines_not_one_long_path(qtbot: QtBot) -> None:
    image = QImage(400, 560, QImage.Format.Format_ARGB32)
    painter = _CountingPainter(image)
    paint_card(painter, QRectF(0, 0, 400, 560), "playing", None, "back")
    painter.end()
    assert painter.long_paths == 0
