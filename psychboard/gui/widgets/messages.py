"""Message boxes that show their text as plain text: error messages quote file names and
card texts, which must never be read as markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def warn(parent: QWidget | None, title: str, text: str) -> None:
    _show(parent, title, text, warning=True)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    _show(parent, title, text, warning=False)


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes or no; No unless the person chooses Yes (it may quote people's names)."""
    from PySide6.QtWidgets import QMessageBox

    from psychboard.gui.widgets.labels import set_plain

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, "", buttons, parent)
    set_plain(box, text)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def _show(parent: QWidget | None, title: str, text: str, warning: bool) -> None:
    from PySide6.QtWidgets import QMessageBox  # imported here: not needed to start

    from psychboard.gui.widgets.labels import set_plain

    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, "", QMessageBox.StandardButton.Ok, parent)
    set_plain(box, text)
    box.exec()
