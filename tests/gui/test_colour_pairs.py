"""Colours stay apart for people with colour-vision deficiencies, and never tell alone.

Each pair of seat colours, Warfare's Need colours and Therapy's peg (Stage) colours is
simulated under full protanopia, deuteranopia and tritanopia with the matrices of Machado,
Oliveira and Fernandes (2009, severity 1.0, applied in linear RGB) and must stay at least
`APART` CIE76 ΔE apart in CIELAB (about four times a just-noticeable difference). Beside
colour, a seat's token has its own shape, a Need chip its printed name and a peg its own hole.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from psychboard.games.therapy.deck import STAGES
from psychboard.games.therapy.painters import STAGE_COLOURS
from psychboard.games.therapy.scene_items import peg_colours
from psychboard.games.warfare.painters import NEED_COLOURS, NEED_TITLES
from psychboard.gui import palette
from psychboard.gui.items import TokenItem

Matrix = tuple[tuple[float, float, float], ...]
MACHADO: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "typical": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
}
APART = 10.0
FAMILIES = {"seat": palette.SEAT_COLOURS, "Need": tuple(NEED_COLOURS.values()),
            "peg": tuple(STAGE_COLOURS[s] for s in STAGES)}

RGB = tuple[float, float, float]


def linear(hex_colour: str) -> RGB:
    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    h = hex_colour.lstrip("#")
    return one(int(h[0:2], 16)), one(int(h[2:4], 16)), one(int(h[4:6], 16))


def seen(colour: RGB, matrix: Matrix) -> RGB:
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, colour, strict=True))))
               for row in matrix)
    return r, g, b


def lab(colour: RGB) -> RGB:
    r, g, b = colour
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: str, b: str, matrix: Matrix) -> float:
    return math.dist(lab(seen(linear(a), matrix)), lab(seen(linear(b), matrix)))


def test_the_simulation_is_the_published_one() -> None:
    """Protanopes and deuteranopes confuse red and green; tritanopes do not."""
    red, green = "#FF0000", "#00FF00"
    assert delta_e(red, green, MACHADO["typical"]) > 80
    assert delta_e(red, green, MACHADO["deuteranopia"]) < 45
    assert delta_e(red, green, MACHADO["tritanopia"]) > 80


@pytest.mark.parametrize("vision", sorted(MACHADO))
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_pair_stays_apart(family: str, vision: str) -> None:
    colours: Sequence[str] = FAMILIES[family]
    close = [(a, b, round(delta_e(a, b, MACHADO[vision]), 1))
             for a, b in itertools.combinations(colours, 2)
             if delta_e(a, b, MACHADO[vision]) < APART]
    assert not close, f"{family} colours too close under {vision}: {close}"


def silhouette(token: TokenItem) -> bytes:
    """The token's outline alone: its picture's coverage, every colour dropped."""
    image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(40, 40)
    token.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
    return bytes(alpha.constBits())


def test_seat_tokens_differ_by_shape_without_their_colours(qapp: QApplication) -> None:
    tokens = [TokenItem(shape, "#6B6B6B", size=60)
              for shape in palette.TOKEN_SHAPES[:len(palette.SEAT_COLOURS)]]
    outlines = [silhouette(token) for token in tokens]
    assert len(set(outlines)) == len(outlines)


def test_needs_have_their_names_and_pegs_their_own_holes() -> None:
    assert len(set(NEED_TITLES[n] for n in NEED_COLOURS)) == len(NEED_COLOURS)
    for stage in STAGES:  # a peg stands in its Stage's hole: the place tells it too
        holes = peg_colours([stage], STAGES, STAGE_COLOURS)
        assert [i for i, peg in enumerate(holes) if peg] == [STAGES.index(stage)]
