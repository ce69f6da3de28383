"""Colours come from gui/palette.py: a scene, item, widget or page names a palette entry
instead of writing a hex colour, so a colour is chosen once and the themes stay whole. This
scans the source, so a new `"#RRGGBB"` (or `QColor("white")`) outside the palette and the card
painters fails here. Painters (cards, printed boards, print kits, the PDF) draw print ink and
keep their own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from psychboard.gui import palette

ROOT = Path(__file__).resolve().parents[1] / "psychboard"
PATTERNS = ("gui/items/*.py", "gui/widgets/*.py", "games/*/scene*.py", "games/*/items.py",
            "games/*/panels.py", "games/*/controls.py", "games/*/endscreen.py", "app/*.py")
SOURCES = sorted({p for pattern in PATTERNS for p in ROOT.glob(pattern)})
HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")
LITERAL = re.compile(r"#[0-9A-Fa-f]{6}\b|QColor\(\"[A-Za-z]")  # a hex or a named colour


def test_the_scan_sees_the_scenes_and_widgets() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in SOURCES}
    assert {"gui/items/spinner.py", "games/therapy/scene_board.py", "app/theme.py"} <= names
    assert len(SOURCES) > 40


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_hex_colour_outside_the_palette(path: Path) -> None:
    found = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
             if LITERAL.search(line) and not line.strip().startswith("#")]
    assert not found, f"name a palette entry instead: {found}"


def test_every_theme_names_the_same_colours() -> None:
    light, dark = palette.LIGHT, palette.DARK
    for field in palette.Theme._fields[1:]:
        assert HEX.fullmatch(getattr(light, field)) and HEX.fullmatch(getattr(dark, field))
    assert light.field != dark.field and light.button_text != dark.button_text
