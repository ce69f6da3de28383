"""Message boxes that show their text as plain text: error messages quote file names and
card texts, which must never be read as markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def warn(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox  # only when there is something to say

    box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.exec()
