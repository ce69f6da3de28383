"""Dialogs that fit the screen they open on, from a 1024×640 laptop to full HD at 200 %.

A dialog asks for the size it would like; on a small screen it gets what the screen has room
for (less a window frame), and its long content scrolls instead of running off the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
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


def scrolling(layout: QLayout) -> QScrollArea:
    """`layout` inside a frameless scroll area that scrolls only when it must."""
    inner = QWidget()
    inner.setLayout(layout)
    area = QScrollArea()
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
