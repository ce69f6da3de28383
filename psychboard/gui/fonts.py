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

_loaded: dict[str, tuple[str, ...]] = {}  # font file name -> families it registered


def ensure_fonts(ui_only: bool = False) -> tuple[str, ...]:
    """Register the fonts under assets/fonts (each file once); return the family names, sorted.

    `ui_only` loads just the interface face: the start page needs nothing else, and reading
    the card and symbol faces too would slow the first window down. Game pages and printing
    call it without, before they draw a card.
    """
    for path in sorted(asset_dir("fonts").glob("*")):
        if path.suffix.lower() not in (".otf", ".ttf") or path.name in _loaded:
            continue
        if ui_only and not path.name.startswith(UI_FAMILY):
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        _loaded[path.name] = (tuple(QFontDatabase.applicationFontFamilies(font_id))
                              if font_id >= 0 else ())
    return tuple(sorted({family for names in _loaded.values() for family in names}))
