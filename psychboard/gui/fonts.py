"""The fonts Psychboard ships, loaded once so text never depends on what the system has.

A bare machine may have no fonts at all (every glyph an empty box), and a PDF must name the
same faces on every computer, so the app, the tests and the print command all call
`ensure_fonts()` before drawing text. Needs a QGuiApplication.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFontDatabase

from psychboard.core.resources import asset_dir

if TYPE_CHECKING:
    from collections.abc import Collection

UI_FAMILY = "Inter"
CARD_FAMILY = "Noto Serif"
SYMBOL_FAMILY = "Noto Sans Symbols2"
START_PAGE_FACES = ("Inter-Regular.ttf", "Inter-Bold.ttf")
"""The faces the start page draws with; buttons add `BUTTON_FACES`."""
BUTTON_FACES = ("Inter-SemiBold.ttf",)

_loaded: dict[str, tuple[str, ...]] = {}  # font file name -> families it registered


def ensure_fonts(faces: Collection[str] | None = None) -> tuple[str, ...]:
    """Register the fonts under assets/fonts (each file once); return the family names, sorted.

    `faces` names the only files to read: the start page loads just what it draws with, as
    reading the others too would slow the first window down. Game pages, dialogs with
    running text and printing call it without, before they draw.
    """
    for path in sorted(asset_dir("fonts").glob("*")):
        if path.suffix.lower() not in (".otf", ".ttf") or path.name in _loaded:
            continue
        if faces is not None and path.name not in faces:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        _loaded[path.name] = (tuple(QFontDatabase.applicationFontFamilies(font_id))
                              if font_id >= 0 else ())
    return tuple(sorted({family for names in _loaded.values() for family in names}))
