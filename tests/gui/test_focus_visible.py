"""Keyboard focus shows on every kind of control a dialog holds, in both themes."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from psychboard.app.theme import apply_theme

KINDS = (QPushButton, QComboBox, QLineEdit, QCheckBox, QSpinBox, QListWidget, QSlider)


def made(kind: type[QWidget]) -> QWidget:
    widget = kind()
    if isinstance(widget, (QPushButton, QCheckBox)):
        widget.setText("Same words")
    elif isinstance(widget, QComboBox):
        widget.addItems(["Same words"])
    elif isinstance(widget, QListWidget):
        widget.addItems(["One", "Two"])
        widget.setCurrentRow(0)
    return widget


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_a_focused_control_looks_unlike_the_same_control_unfocused(
        qtbot: QtBot, qapp: QApplication, theme: str, kind: type[QWidget]) -> None:
    apply_theme(qapp, theme)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    focused, other = made(kind), made(kind)
    layout = QVBoxLayout(dialog)
    layout.addWidget(focused)
    layout.addWidget(other)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)
    assert focused.size() == other.size()
    assert picture(focused) != picture(other)
