"""Labels that show text as plain text only, so a player's name can never be markup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", name: str = "", *, wrap: bool = False,
                align: Qt.AlignmentFlag | None = None, parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    if name:
        label.setObjectName(name)
    label.setWordWrap(wrap)
    if align is not None:
        label.setAlignment(align)
    return label
