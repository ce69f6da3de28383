"""Text shown as it is: a player's name or a card's words can never be markup, and an "&" in
them is shown, not taken as a keyboard mnemonic.

Every label, button, tooltip and text item in the app gets its words through `set_plain` and
`set_tip` (tests/test_plain_text.py checks the source), so no name or family deck can make Qt
read it as HTML — `<b>` would turn bold, and `<img src=…>` would make Qt open that file.
"""

from __future__ import annotations

import html
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


class HasText(Protocol):
    def setText(self, text: str, /) -> None: ...


class HasTip(Protocol):
    def setToolTip(self, tip: str, /) -> None: ...


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


def set_plain(target: HasText, text: str) -> None:
    """Show `text` on a label, message box, button, action, line edit or text item exactly
    as written (a label or message box is switched to plain text first; the others never
    read markup)."""
    if isinstance(target, QLabel | QMessageBox):
        target.setTextFormat(Qt.TextFormat.PlainText)
    target.setText(text)


def plain_tip(text: str) -> str:
    """A tooltip Qt shows exactly as written.

    Qt takes a tooltip for rich text whenever `Qt.mightBeRichText` says it may be one (a tag
    on its first line); such a text is escaped into a paragraph that keeps its spaces and
    line breaks, so it reads the same and loads nothing. Any other text is shown as it is.
    """
    if not GuiQt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"


def set_tip(target: HasTip, text: str) -> None:
    """Give a widget, action or scene item a tooltip that shows `text` as written."""
    target.setToolTip(plain_tip(text))


def literal(text: str) -> str:
    """Text for a button or menu item that shows every "&" ("Love & Friendship") instead of
    underlining the next letter as a mnemonic."""
    return text.replace("&", "&&")
