"""One palette for the whole suite: Okabe–Ito colours, safe for colour-blind players.

Colour is never the only cue: every seat also has a token shape and a name, every suit its
symbol. Themes give the surfaces (table felt, panels, text) for light and dark mode.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor

from psychboard.core import seating

OKABE_ITO = {
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
    "black": "#000000",
}

SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442",
                "#6B6B6B")
SEAT_COLOUR_NAMES = ("Blue", "Vermillion", "Green", "Pink", "Orange", "Sky", "Yellow", "Grey")
TOKEN_SHAPES = seating.TOKEN_SHAPES  # one list for files and screen

RED_SUIT = "#C8102E"
BLACK_SUIT = "#1A1A1A"


class Theme(NamedTuple):
    """One theme's surfaces and text colours. A NamedTuple: it is built on the way to the
    first frame, where importing dataclasses would cost about 3 ms."""

    name: str
    table: str
    table_edge: str
    panel: str
    panel_text: str
    muted_text: str
    accent: str
    highlight: str
    card_face: str
    card_back: str
    card_back_pattern: str

    def color(self, attribute: str) -> QColor:
        return QColor(getattr(self, attribute))


LIGHT = Theme("light", table="#2F6B4F", table_edge="#234F3B", panel="#F7F4EE",
              panel_text="#1E1E24", muted_text="#5F6470", accent="#0072B2",
              highlight="#E69F00", card_face="#FFFDF8", card_back="#1F4E79",
              card_back_pattern="#E69F00")
DARK = Theme("dark", table="#1D3A2E", table_edge="#132820", panel="#23262E",
             panel_text="#ECEDEF", muted_text="#A5AAB5", accent="#56B4E9",
             highlight="#E69F00", card_face="#F4F1EA", card_back="#16324F",
             card_back_pattern="#E69F00")
THEMES = {t.name: t for t in (LIGHT, DARK)}

_current = LIGHT


def theme() -> Theme:
    return _current


def set_theme(name: str) -> Theme:
    global _current
    _current = THEMES.get(name, LIGHT)
    return _current


def ink_on(fill: QColor | str) -> QColor:
    """Black or white, whichever reads better on `fill` (text on a coloured band or token)."""
    colour = QColor(fill)
    luminance = 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()
    return QColor("#111111") if luminance > 0.45 else QColor("#FFFFFF")
