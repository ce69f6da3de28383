"""Dialogs that fit the screen they open on, from a 1024×640 laptop to full HD at 200 %.

A dialog asks for the size it would like; on a small screen it gets what the screen has room
for (less a window frame), and its long content scrolls instead of running off the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QWidget

SHARE = 0.92  # of the screen's free area: the rest is the window frame and a margin


def room(widget: QWidget) -> QRect:
    """The free area of the screen `widget` is on (or the main screen)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_on_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize `widget` to `width`×`height`, or less where its screen is smaller."""
    area = room(widget)
    widget.resize(min(width, round(area.width() * SHARE)),
                  min(height, round(area.height() * SHARE)))


class Scrolling(QScrollArea):
    """A frameless scroll area as wide as its content and the scroll bar, that scrolls
    (vertically) only when the screen is too short for it."""

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width() + 4

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget()
        hint = inner.sizeHint() if inner is not None else QSize()
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        inner = self.widget()
        least = inner.minimumSizeHint() if inner is not None else QSize()
        return QSize(least.width() + self._bar(), min(least.height(), 160))


def scrolling(layout: QLayout) -> Scrolling:
    """`layout` inside a `Scrolling` area."""
    inner = QWidget()
    inner.setLayout(layout)
    return Scrolling(inner)
