"""The launcher pictures and the app icon load in Qt's SVG renderer and draw something.

QtSvg implements SVG 1.2 Tiny: features beyond it (filters, masks, style sheets, foreignObject)
are skipped with a warning and the picture silently loses parts, so the files are checked for
them as well as rendered.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from psychboard.core.resources import asset
from psychboard.games.registry import GAMES

TILE_PICTURES = ("psychologizer.svg", "therapy.svg", "jujitsu.svg", "warfare.svg", "psychic.svg")
UNSUPPORTED = re.compile(r"<(filter|mask|style|foreignObject|image|script)\b|\bclass=")
MAX_BYTES = 25_000


def _renderer(path: Path) -> QSvgRenderer:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    box = renderer.viewBoxF()
    assert box.width() > 0 and box.height() > 0, path
    return renderer


def _render(renderer: QSvgRenderer, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def _distinct_colours(image: QImage, step: int = 4) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)}


@pytest.mark.parametrize("name", TILE_PICTURES)
def test_tile_picture_is_a_valid_4_by_3_svg_that_draws(qtbot: QtBot, name: str) -> None:
    path = asset("images", name)
    renderer = _renderer(path)
    box = renderer.viewBoxF()
    assert box.width() * 3 == pytest.approx(box.height() * 4)
    image = _render(renderer, 320, 240)
    # A full-colour illustration, not a blank or single-colour rectangle.
    assert len(_distinct_colours(image)) > 50
    # The table fills the picture up to rounded corners, where the tile's own frame shows.
    assert image.pixelColor(160, 8).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0


@pytest.mark.parametrize("name", TILE_PICTURES)
def test_tile_picture_uses_only_svg_tiny_features(name: str) -> None:
    path = asset("images", name)
    text = path.read_text(encoding="utf-8")
    assert not UNSUPPORTED.search(text)
    assert path.stat().st_size < MAX_BYTES


def test_every_game_names_a_shipped_picture(qtbot: QtBot) -> None:
    assert {spec.picture for spec in GAMES.values()} <= set(TILE_PICTURES)
    for spec in GAMES.values():
        _renderer(asset("images", spec.picture))


def test_app_icon_svg_is_square_with_transparent_corners(qtbot: QtBot) -> None:
    path = asset("icons", "psychboard.svg")
    assert not UNSUPPORTED.search(path.read_text(encoding="utf-8"))
    renderer = _renderer(path)
    box = renderer.viewBoxF()
    assert box.width() == box.height()
    image = _render(renderer, 64, 64)
    # Rounded-square tile: the corner stays transparent, the centre is painted.
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(32, 32).alpha() == 255
    # Still a two-tone mark at toolbar size, not a blur of one colour.
    assert len(_distinct_colours(_render(renderer, 32, 32), step=1)) > 10


def test_app_icon_png_is_256_square(qtbot: QtBot) -> None:
    image = QImage(str(asset("icons", "psychboard.png")))
    assert not image.isNull()
    assert (image.width(), image.height()) == (256, 256)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(128, 128).alpha() == 255


@pytest.mark.parametrize("folder", ["images", "icons", "sounds"])
def test_artwork_folders_state_their_licence(folder: str) -> None:
    text = asset(folder, "LICENSE.md").read_text(encoding="utf-8")
    assert "CC0 1.0" in text
    assert "https://creativecommons.org/publicdomain/zero/1.0/" in text
