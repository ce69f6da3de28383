"""A QR code as a widget, drawn from segno's module matrix (no picture file in between)."""

from __future__ import annotations

import segno
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

QUIET = 4  # modules of white around a QR code, as its standard asks


class QrCode(QWidget):
    """A QR code drawn square, dark on white whatever the theme (so every phone reads it)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matrix = segno.make(text, error="m").matrix
        self.setMinimumSize(QSize(132, 132))
        self.setAccessibleName(f"QR code for {text}")

    def sizeHint(self) -> QSize:
        return QSize(180, 180)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, event: QPaintEvent) -> None:
        side = min(self.width(), self.height())
        count = len(self.matrix) + 2 * QUIET
        module = side / count
        painter = QPainter(self)
        painter.fillRect(QRectF(0, 0, side, side), Qt.GlobalColor.white)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Qt.GlobalColor.black)
        for y, row in enumerate(self.matrix):
            for x, dark in enumerate(row):
                if dark:
                    painter.drawRect(QRectF((x + QUIET) * module, (y + QUIET) * module,
                                            module + 0.5, module + 0.5))
        painter.end()
