"""Text that fits its room: one way to fit a wrapped paragraph, one way to fit a one-line label.

A word cut off can change a question, so text shrinks before it clips. `fit_text` fits a
paragraph to a box on any paint device (cards on screen and in the PDF, measured with that
device's metrics); `shrunk_font` finds the interface font size at which a label fits (wrapped
or on one line); `fitted_label` shrinks a one-line label, then elides what still does not fit,
and `elided` cuts a line to a width with an ellipsis.

The text size a person chose (`text_scale`) lifts the largest size each starts from, never
the least it may shrink to: words grow where their room allows, never cut more than at 100%.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QTextLayout,
    QTextOption,
)

from psychboard.gui.fonts import CARD_FAMILY
from psychboard.gui.text_scale import text_scale
from psychboard.gui.widgets.token_icon import letter_font

_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def make_font(device: QPaintDevice, size: float, family: str = CARD_FAMILY,
              weight: QFont.Weight = QFont.Weight.Normal, italic: bool = False) -> QFont:
    """A font whose em is `size` painter units tall on `device` (before any world transform)."""
    font = QFont(family)
    font.setPointSizeF(max(size, 0.01) * 72.0 / max(device.logicalDpiY(), 1))
    font.setWeight(weight)
    font.setItalic(italic)
    # Unhinted outlines keep measured widths proportional to the size, so a fitted text stays
    # fitted at every resolution (screen, preview image, 1200 dpi PDF).
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@dataclass
class FittedText:
    """A text laid out to fit a box: the chosen size and the lines' extent."""

    layout: QTextLayout
    size: float
    width: float
    height: float
    fits: bool

    def draw(self, painter: QPainter, rect: QRectF, colour: QColor | str,
             valign: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter) -> None:
        top = rect.top()
        if valign == Qt.AlignmentFlag.AlignVCenter:
            top += (rect.height() - self.height) / 2
        elif valign == Qt.AlignmentFlag.AlignBottom:
            top += rect.height() - self.height
        painter.setPen(QColor(colour))
        self.layout.draw(painter, QPointF(rect.left(), top))


def layout_text(device: QPaintDevice, text: str, font: QFont, width: float,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
                ) -> tuple[QTextLayout, float, float]:
    """Wrap `text` to `width`; returns the layout, its widest line and its total height."""
    layout = QTextLayout(text, font, device)
    option = QTextOption(align)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    leading = max(QFontMetricsF(font, device).leading(), 0.0)
    layout.beginLayout()
    y = widest = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, y))
        y += line.height() + leading
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return layout, widest, max(y - leading, 0.0)


def fit_text(device: QPaintDevice, rect: QRectF, text: str, max_size: float, min_size: float,
             *, family: str = CARD_FAMILY, weight: QFont.Weight = QFont.Weight.Normal,
             italic: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
             ) -> FittedText:
    """The largest size (≤ max_size) at which `text` wraps inside `rect`.

    Below `min_size` a text would be hard to read, so the search stays above it; should even
    that overflow (a card far longer than the schema allows), it keeps shrinking rather than
    clip, because a word cut off changes the question.
    """
    width, height = rect.width(), rect.height()
    max_size *= text_scale()

    def attempt(size: float) -> FittedText:
        font = make_font(device, size, family, weight, italic)
        layout, widest, used = layout_text(device, text, font, width, align)
        fits = used <= height + 1e-6 and widest <= width + 1e-6
        return FittedText(layout, size, widest, used, fits)

    best = attempt(max_size)
    if best.fits:
        return best
    low, high = min_size, max_size
    found = attempt(low)
    while not found.fits and low > max_size / 64:
        high, low = low, low / 2
        found = attempt(low)
    if not found.fits:
        return found
    for _ in range(9):
        middle = (low + high) / 2
        trial = attempt(middle)
        if trial.fits:
            low, found = middle, trial
        else:
            high = middle
        if high - low < max_size * 0.005:
            break
    return found


def shrunk_font(text: str, width: float, height: float = math.inf, largest: float = 24.0,
                smallest: float = 6.0, *, weight: QFont.Weight = QFont.Weight.DemiBold,
                wrap: bool = False, factor: float = 0.9, less: float = 0.0) -> QFont:
    """The interface font, from `largest` (times the text size chosen) down to `smallest`,
    at which `text` fits the room.

    `wrap` lets the text wrap at words inside `width`×`height`; otherwise it is one line no
    wider than `width`. Each try is `factor` times the last, less `less`. At `smallest` the
    font is returned even if the text still does not fit (elide or clip from there)."""
    return _shrunk_font(text, width, height, largest * text_scale(), smallest, weight, wrap,
                        factor, less)


@lru_cache(maxsize=1024)
def _shrunk_font(text: str, width: float, height: float, largest: float, smallest: float,
                 weight: QFont.Weight, wrap: bool, factor: float, less: float) -> QFont:
    size = largest
    while True:
        font = letter_font(size, weight)
        if size <= max(smallest, 0.5):
            return font
        metrics = QFontMetricsF(font)
        if wrap:
            needed = metrics.boundingRect(QRectF(0, 0, width, max(height, 0.0)), _WRAP, text)
            if needed.width() <= width and needed.height() <= height:
                return font
        elif metrics.horizontalAdvance(text) <= width:
            return font
        size = size * factor - less


def elided(text: str, font: QFont, width: float) -> str:
    """`text` cut to `width` in `font`, with an ellipsis if cut."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(width, 0.0))


def fitted_label(text: str, width: float, largest: float, smallest: float, *,
                 weight: QFont.Weight = QFont.Weight.DemiBold, factor: float = 0.9,
                 less: float = 0.0) -> tuple[QFont, str]:
    """A one-line label's font (shrunk towards `smallest` to fit `width`) and its text, elided
    if even `smallest` is too wide."""
    return _fitted_label(text, width, largest, smallest, weight, factor, less, text_scale())


@lru_cache(maxsize=512)
def _fitted_label(text: str, width: float, largest: float, smallest: float,
                  weight: QFont.Weight, factor: float, less: float, _scale: float
                  ) -> tuple[QFont, str]:
    font = shrunk_font(text, width, largest=largest, smallest=smallest, weight=weight,
                       factor=factor, less=less)
    return font, elided(text, font, width)
