"""Labels and buttons that show text as it is: a player's name or a card's words can never
be markup, and an "&" in them is shown, not taken as a keyboard mnemonic."""

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


def literal(text: str) -> str:
    """Text for a button or menu item that shows every "&" ("Love & Friendship") instead of
    underlining the next letter as a mnemonic."""
    return text.replace("&", "&&")
