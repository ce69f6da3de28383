"""Renders the app icon (assets/icons/psychboard.svg) at the sizes desktops and installers want.

    python tools/icons.py OUT_DIR

writes OUT_DIR/hicolor/<n>x<n>/apps/psychboard.png for the freedesktop sizes, plus
OUT_DIR/psychboard.ico (Windows) and OUT_DIR/psychboard.icns (macOS). Both containers are a
header and a table around PNG images, so Qt's SVG renderer is all that is needed: no PNGs are
committed beyond the one in assets/, and no image tool is installed for the build.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

SVG = Path(__file__).resolve().parent.parent / "assets" / "icons" / "psychboard.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-based icon types and the pixel size each holds.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (Windows Vista and later read PNG inside ICO)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    table, blobs = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        table += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + table + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns', total length, then (type, length, PNG) chunks, big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path) -> None:
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"icons: cannot read {SVG}")
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    images = {size: render_png(renderer, size) for size in sizes}
    for size in HICOLOR_SIZES:
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "psychboard.png").write_bytes(images[size])
    (out / "psychboard.ico").write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    (out / "psychboard.icns").write_bytes(icns(images))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    app = QGuiApplication.instance() or QGuiApplication([])
    build(Path(argv[0]))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
