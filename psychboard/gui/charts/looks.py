"""The colours and type of the Family page's charts, taken from the table's theme: a card-like
surface on the panel, the panel's ink, Okabe–Ito for data. One place, so light and dark agree.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from psychboard.gui import palette


class Looks(NamedTuple):
    surface: QColor
    ink: QColor
    muted: QColor
    grid: QColor
    accent: QColor
    empty: QColor
    font: QFont

    def sized(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font)
        font.setPixelSize(max(1, round(pixels)))
        font.setBold(bold)
        return font


def looks(font: QFont | None = None, theme: palette.Theme | None = None) -> Looks:
    """The current theme's looks (paper is always printed in the light one)."""
    theme = theme or palette.theme()
    dark = theme.name == "dark"
    surface = QColor("#2B2F38") if dark else QColor(theme.card_face)
    ink, muted = QColor(theme.panel_text), QColor(theme.muted_text)
    grid = QColor(muted)
    grid.setAlpha(70)
    empty = QColor(muted)
    empty.setAlpha(28)
    return Looks(surface, ink, muted, grid, QColor(theme.accent), empty, QFont(font or QFont()))


def mix(base: QColor, over: QColor, amount: float) -> QColor:
    """`over` laid on `base` at `amount` (0 to 1)."""
    a = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(base.redF() + (over.redF() - base.redF()) * a,
                           base.greenF() + (over.greenF() - base.greenF()) * a,
                           base.blueF() + (over.blueF() - base.blueF()) * a)


def text(painter: QPainter, rect: QRectF, words: str, font: QFont, colour: QColor,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
         ) -> None:
    """One line, cut with an ellipsis rather than spilling out of its box."""
    painter.setFont(font)
    painter.setPen(colour)
    shown = QFontMetricsF(font).elidedText(words, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align), shown)


def wrapped(painter: QPainter, rect: QRectF, words: str, font: QFont, colour: QColor,
            align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            ) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), words)
