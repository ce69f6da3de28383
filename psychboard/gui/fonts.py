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

_families: tuple[str, ...] | None = None


def ensure_fonts() -> tuple[str, ...]:
    """Register every font under assets/fonts (once) and return the family names, sorted."""
    global _families
    if _families is None:
        names: set[str] = set()
        folder = asset_dir("fonts")
        for path in sorted(folder.glob("*")):
            if path.suffix.lower() not in (".otf", ".ttf"):
                continue
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                names.update(QFontDatabase.applicationFontFamilies(font_id))
        _families = tuple(sorted(names))
    return _families
