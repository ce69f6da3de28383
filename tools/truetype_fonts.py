"""Converts the interface's Inter faces from CFF to TrueType outlines.

FreeType draws a glyph from TrueType outlines with a fraction of the work a CFF charstring
takes, and the start page's first frame draws a few hundred glyphs at eight sizes: the
TrueType faces spare it about two milliseconds and look the same. Debian's fonts-inter ships
the static faces as CFF only, so this turns its .otf files into .ttf (quadratic curves within
one font unit of the cubic ones, names and metrics untouched; the OFL allows it, and Inter
reserves no font name).

    pip install fonttools
    python tools/truetype_fonts.py /usr/share/fonts/opentype/inter/Inter-{Regular,...}.otf
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

FONTS = Path(__file__).resolve().parent.parent / "assets" / "fonts"
MAX_ERROR = 1.0  # font units between a cubic curve and its quadratic stand-in


def to_truetype(font: TTFont) -> None:
    order = font.getGlyphOrder()
    glyphs = font.getGlyphSet()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder, glyf.glyphs = order, {}
    for name in order:
        pen = TTGlyphPen(glyphs)
        glyphs[name].draw(Cu2QuPen(pen, MAX_ERROR, reverse_direction=True))
        glyf[name] = pen.glyph()
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                  "maxStackElements", "maxSizeOfInstructions"):
        setattr(maxp, field, 0)
    maxp.maxComponentElements = max(
        (len(glyph.components) for glyph in glyf.glyphs.values() if glyph.isComposite()),
        default=0)
    post = font["post"]
    post.formatType, post.extraNames, post.mapping, post.glyphOrder = 2.0, [], {}, order
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    font.sfntVersion = "\000\001\000\000"


def main(sources: list[str]) -> int:
    for source in map(Path, sources):
        font = TTFont(source)
        to_truetype(font)
        target = FONTS / source.with_suffix(".ttf").name
        font.save(target)
        print(target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
