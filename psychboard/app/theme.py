"""Applies the chosen light or dark theme and text size: Qt palette, app font, style sheet.

Widgets take their family and size from the style sheet, so the start page's first frame
needs no app font: `run_app` sets the look before the window and the app font (what
scenes, painters and print fall back on) just after its first frame, sparing that frame
PySide6's QFont type and its enums.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from psychboard.core.errors import AssetMissing
from psychboard.core.resources import assets_root
from psychboard.gui import palette, text_scale
from psychboard.gui.fonts import START_PAGE_FACES, SYMBOL_FAMILY, UI_FAMILY, ensure_fonts


class Controls(NamedTuple):
    """The colours of buttons and input fields, chosen per theme for contrast: button text
    against its button at least 4.5:1 (WCAG AA), and dark fields in the dark theme."""

    button: str
    button_text: str
    field: str
    field_text: str


def controls(theme: palette.Theme) -> Controls:
    return Controls(theme.button, theme.button_text, theme.field, theme.field_text)


CONTROLS = {name: controls(theme) for name, theme in palette.THEMES.items()}


UI_POINTS = 10.5  # the interface font at 100%
_FONT_SIZE = r"font-size:\s*([0-9.]+)pt"  # compiled by re when a text size first needs it
TABLE_SIZE = "/* table size */"  # a style sheet line the text size leaves as it is


def style_sheet(theme: palette.Theme, text_size: int = 100) -> str:
    """ui/psychboard.qss with the theme's colours filled in and every font size scaled to
    `text_size` percent. It sits beside the assets folder in a checkout, in the wheel
    (psychboard/ui) and in the bundle alike."""
    path = assets_root().parent / "ui" / "psychboard.qss"
    if not path.exists():
        raise AssetMissing(path, "the style sheet is missing; reinstall Psychboard")
    text = path.read_text(encoding="utf-8")
    values = {"icons": (assets_root() / "icons").as_posix(), "ui_family": UI_FAMILY,
              "symbol_family": SYMBOL_FAMILY}
    values |= theme._asdict() | controls(theme)._asdict()
    for name, value in values.items():
        text = text.replace(f"@{name}@", value)
    if text_size != 100:
        text = "\n".join(line if TABLE_SIZE in line else re.sub(
            _FONT_SIZE, lambda m: f"font-size: {float(m.group(1)) * text_size / 100:g}pt", line)
            for line in text.splitlines())
    return text


def apply_font(app: QApplication, text_size: int = 100) -> None:
    """The app font at `text_size` percent."""
    from PySide6.QtGui import QFont

    font = QFont([UI_FAMILY, SYMBOL_FAMILY])
    font.setPointSizeF(UI_POINTS * text_size / 100)
    app.setFont(font)


def apply_look(app: QApplication, name: str, text_size: int = 100) -> palette.Theme:
    """The theme's palette and style sheet, and the start page's fonts."""
    ensure_fonts(START_PAGE_FACES)
    theme = palette.set_theme(name)
    text_scale.set_text_size(text_size)
    pal = app.palette()
    ctl = controls(theme)
    roles = {
        QPalette.ColorRole.Window: theme.panel, QPalette.ColorRole.WindowText: theme.panel_text,
        QPalette.ColorRole.Base: ctl.field, QPalette.ColorRole.Text: ctl.field_text,
        QPalette.ColorRole.Button: ctl.button, QPalette.ColorRole.ButtonText: ctl.button_text,
        QPalette.ColorRole.Highlight: theme.accent, QPalette.ColorRole.ToolTipBase: theme.panel,
        QPalette.ColorRole.ToolTipText: theme.panel_text,
    }
    for role, colour in roles.items():
        pal.setColor(role, QColor(colour))
    app.setPalette(pal)
    app.setStyleSheet(style_sheet(theme, text_size))
    return theme


def apply_theme(app: QApplication, name: str, text_size: int = 100) -> palette.Theme:
    theme = apply_look(app, name, text_size)
    apply_font(app, text_size)
    return theme
