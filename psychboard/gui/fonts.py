"""The fonts Psychboard ships, loaded once so text never depends on what the system has.

A bare machine may have no fonts at all (every glyph an empty box), and a PDF must name the
same faces on every computer, so the app, the tests and the print command all call
`ensure_fonts()` before drawing text. Needs a QGuiApplication.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from psychboard.core.resources import asset_dir

UI_FAMILY = "Inter"
CARD_FAMILY = "Noto Serif"
SYMBOL_FAMILY = "Noto Sans Symbols2"
START_PAGE_FACES = ("Inter-Regular.ttf", "Inter-SemiBold.ttf", "Inter-Bold.ttf")

_loaded: dict[str, tuple[str, ...]] = {}  # font file name -> families it registered


def ensure_fonts(start_page: bool = False) -> tuple[str, ...]:
    """Register the fonts under assets/fonts (each file once); return the family names, sorted.

    `start_page` loads just the faces the start page draws with: reading the others too would
    slow the first window down. Game pages, dialogs with running text and printing call it
    without, before they draw.
    """
    for path in sorted(asset_dir("fonts").glob("*")):
        if path.suffix.lower() not in (".otf", ".ttf") or path.name in _loaded:
            continue
        if start_page and path.name not in START_PAGE_FACES:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        _loaded[path.name] = (tuple(QFontDatabase.applicationFontFamilies(font_id))
                              if font_id >= 0 else ())
    return tuple(sorted({family for names in _loaded.values() for family in names}))
