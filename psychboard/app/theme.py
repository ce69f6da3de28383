"""Applies the chosen light or dark theme: Qt palette, app font and the style sheet."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import assets_root
from psychboard.gui import palette
from psychboard.gui.fonts import SYMBOL_FAMILY, UI_FAMILY, ensure_fonts


def style_sheet(theme: palette.Theme) -> str:
    """ui/psychboard.qss with the theme's colours filled in. It sits beside the assets folder
    in a checkout, in the wheel (psychboard/ui) and in the bundle alike."""
    path = assets_root().parent / "ui" / "psychboard.qss"
    if not path.exists():
        raise AssetMissing(path, "the style sheet is missing; reinstall Psychboard")
    text = path.read_text(encoding="utf-8")
    values = {"icons": (assets_root() / "icons").as_posix()}
    values |= theme._asdict()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    return text


def apply_theme(app: QApplication, name: str) -> palette.Theme:
    ensure_fonts(start_page=True)
    theme = palette.set_theme(name)
    font = QFont([UI_FAMILY, SYMBOL_FAMILY])
    font.setPointSizeF(10.5)
    app.setFont(font)
    pal = app.palette()
    roles = {
        QPalette.ColorRole.Window: theme.panel, QPalette.ColorRole.WindowText: theme.panel_text,
        QPalette.ColorRole.Base: theme.card_face, QPalette.ColorRole.Text: "#1E1E24",
        QPalette.ColorRole.Button: theme.accent, QPalette.ColorRole.ButtonText: "#FFFFFF",
        QPalette.ColorRole.Highlight: theme.accent, QPalette.ColorRole.ToolTipBase: theme.panel,
        QPalette.ColorRole.ToolTipText: theme.panel_text,
    }
    for role, colour in roles.items():
        pal.setColor(role, QColor(colour))
    app.setPalette(pal)
    app.setStyleSheet(style_sheet(theme))
    return theme
