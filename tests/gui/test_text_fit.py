"""The one shrink-to-fit and the one elide helper: labels shrink before they elide, never
below the least size asked for, and a wrapped label stays inside its box."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from psychboard.gui.text_fit import elided, fitted_label, shrunk_font

WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def test_a_label_that_fits_keeps_the_largest_size(qapp: QApplication) -> None:
    font = shrunk_font("Go", 400.0, largest=30.0, smallest=10.0)
    assert font.pixelSize() == 30


def test_a_long_label_shrinks_to_fit_one_line(qapp: QApplication) -> None:
    text = "Cognitive behavioural"
    wide = QFontMetricsF(shrunk_font(text, 10_000.0, largest=30.0)).horizontalAdvance(text)
    font = shrunk_font(text, wide * 0.6, largest=30.0, smallest=6.0)
    assert 6 <= font.pixelSize() < 30
    assert QFontMetricsF(font).horizontalAdvance(text) <= wide * 0.6


def test_shrinking_stops_at_the_least_size(qapp: QApplication) -> None:
    font = shrunk_font("A very long label indeed", 20.0, largest=30.0, smallest=14.0,
                       factor=1.0, less=1.0)
    assert font.pixelSize() == 14


def test_a_wrapped_label_fits_its_box(qapp: QApplication) -> None:
    text = "Take another turn and move two spaces back"
    box = QRectF(0, 0, 160, 90)
    font = shrunk_font(text, box.width(), box.height(), 40.0, 6.0, wrap=True)
    needed = QFontMetricsF(font).boundingRect(box, WRAP, text)
    assert font.pixelSize() < 40
    assert needed.width() <= box.width() and needed.height() <= box.height()


def test_a_label_too_long_at_the_least_size_is_elided(qapp: QApplication) -> None:
    text = "Psychodynamic formulation of the whole family"
    font, shown = fitted_label(text, 60.0, 24.0, 12.0, weight=QFont.Weight.Bold)
    assert font.pixelSize() <= 12
    assert shown.endswith("…") and len(shown) < len(text)
    assert QFontMetricsF(font).horizontalAdvance(shown) <= 60.0


def test_elided_keeps_a_short_text_whole(qapp: QApplication) -> None:
    font = shrunk_font("x", 100.0, largest=20.0)
    assert elided("Jo", font, 200.0) == "Jo"
    assert elided("Josephine Bloggs", font, 30.0).endswith("…")
