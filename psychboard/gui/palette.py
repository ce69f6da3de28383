"""One palette for the whole suite: Okabe–Ito colours, safe for colour-blind players.

Colour is never the only cue: every seat also has a token shape and a name, every suit its
symbol. Themes give the surfaces (table felt, panels, text) for light and dark mode.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor

from psychboard.core import seating

# Okabe–Ito, by name.
ORANGE = "#E69F00"
SKY = "#56B4E9"
GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
PURPLE = "#CC79A7"
BLACK = "#000000"

OKABE_ITO = {
    "orange": ORANGE,
    "sky": SKY,
    "green": GREEN,
    "yellow": YELLOW,
    "blue": BLUE,
    "vermillion": VERMILLION,
    "purple": PURPLE,
    "black": BLACK,
}

SEAT_COLOURS = (BLUE, VERMILLION, GREEN, PURPLE, ORANGE, SKY, YELLOW, "#6B6B6B")
SEAT_COLOUR_NAMES = ("Blue", "Vermillion", "Green", "Pink", "Orange", "Sky", "Yellow", "Grey")
TOKEN_SHAPES = seating.TOKEN_SHAPES  # one list for files and screen

RED_SUIT = "#C8102E"
BLACK_SUIT = "#1A1A1A"

# Inks and papers the table draws whatever the theme: the pieces are printed things (paper
# sheets, cards, a wheel, pegs), lit the same in light and dark mode. Named by how they look,
# so a scene says which it means and a new colour is chosen here, beside the others.
WHITE = "#FFFFFF"
INK = "#1E1E24"          # text on paper (the light theme's panel text)
NEAR_BLACK = "#1A1A1A"   # the darkest print ink, as the black suit's
MUTED = "#5F6470"        # secondary text on paper (the light theme's muted text)
CREAM = "#FFFDF8"        # a card's face, a sheet's top
IVORY = "#FBF6E9"
LINEN = "#F7F4EE"        # the light theme's panel
PAPER_WARM = "#F4F1EA"
PARCHMENT_LIGHT = "#FFFBF2"
PARCHMENT = "#F6F0E4"
PARCHMENT_DARK = "#F1E9D8"
MIST = "#F1EEE8"         # a paper place that sits out
OATMEAL = "#ECE6DA"
PAPER_GREY = "#E9E4DA"
PEBBLE = "#E4DFD5"
ASH = "#D8D2C6"          # a button that cannot be pressed yet
SAND = "#D9CFBC"         # a sheet's edge
STONE = "#CFC8BA"
TAUPE = "#B9B4AA"
DUNE = "#B9B09A"
KHAKI = "#C9B991"
SILVER = "#C9CCD3"
BUTTER = "#FFF1CC"       # a pale highlight on paper
MINT = "#EAF6F1"         # a paper place that is done (locked in)
SLATE = "#8A8F9C"        # ink of a button that cannot be pressed yet
GREY = "#8C8C8C"
GREY_MID = "#777777"
GREY_DEEP = "#555555"
GREY_DARK = "#4D4D4D"
GRAPHITE = "#4A4F5C"
PEWTER = "#4A4F58"
STEEL = "#3A3F4B"        # the wheel's rim, a dark hub
STEEL_DARK = "#23262E"
OLIVE_INK = "#5A5648"    # muted text on cream
OLIVE_DARK = "#3A3A30"   # muted text on yellow
UMBER = "#5B4636"
TAN = "#C9A27E"
WALNUT = "#8A5A44"       # wooden pegs
BRONZE = "#B5651D"
GOLD_DARK = "#C9A227"
DENIM = "#3D6F8C"
INDIGO = "#3B3B7A"
PLUM = "#3B1F4A"         # the gravest place on a board
GREEN_DEEP = "#007A5A"
SALMON = "#FF8A8A"       # a warning on the dark felt


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
    button: str
    button_text: str
    field: str
    field_text: str

    def color(self, attribute: str) -> QColor:
        return QColor(getattr(self, attribute))


LIGHT = Theme("light", table="#2F6B4F", table_edge="#234F3B", panel="#F7F4EE",
              panel_text="#1E1E24", muted_text="#5F6470", accent="#0072B2",
              highlight="#E69F00", card_face="#FFFDF8", card_back="#1F4E79",
              card_back_pattern="#E69F00",
              # white on Okabe-Ito blue: 5.2:1
              button=BLUE, button_text=WHITE, field=CREAM, field_text=INK)
DARK = Theme("dark", table="#1D3A2E", table_edge="#132820", panel="#23262E",
             panel_text="#ECEDEF", muted_text="#A5AAB5", accent="#56B4E9",
             highlight="#E69F00", card_face="#F4F1EA", card_back="#16324F",
             card_back_pattern="#E69F00",
             # near-black on Okabe-Ito sky: 7.9:1; light grey text on the field: 10.9:1
             button=SKY, button_text="#14161A", field="#2E323C", field_text="#ECEDEF")
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
    return QColor("#111111") if luminance > 0.45 else QColor(WHITE)
