"""Keys an overlay keeps for itself while it covers the page.

A game's controls register window-wide shortcuts (Space, Enter, digits…); while a hand-off or
a prompt covers the board those keys belong to the overlay. Accepting the ShortcutOverride
that Qt sends before a shortcut fires hands the key press to the overlay instead.
"""

from __future__ import annotations

from collections.abc import Container

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeyEvent


def keeps_key(event: QEvent, keys: Container[int]) -> bool:
    """True (and the event accepted) when `event` asks whether a shortcut may take one of
    `keys`; the overlay's keyPressEvent then gets the key."""
    if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
            and event.key() in keys:
        event.accept()
        return True
    return False
