"""Writes the LICENSES folder every bundle and package ships.

    python tools/notices.py OUT_DIR

THIRD-PARTY.md and LICENSE come from psychboard/app/about.py, the text the About box shows;
the fonts' and the artwork's licences are copied from beside the files they cover.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from psychboard.app.about import MIT_LICENSE, notices_markdown  # noqa: E402

COPIED = {"OFL.txt": ROOT / "assets" / "fonts" / "OFL.txt",
          "fonts.md": ROOT / "assets" / "fonts" / "README.md",
          "icons.md": ROOT / "assets" / "icons" / "LICENSE.md",
          "images.md": ROOT / "assets" / "images" / "LICENSE.md",
          "sounds.md": ROOT / "assets" / "sounds" / "LICENSE.md"}


def write(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "THIRD-PARTY.md").write_text(notices_markdown(), encoding="utf-8")
    (out / "LICENSE").write_text(MIT_LICENSE, encoding="utf-8")
    for name, source in COPIED.items():
        shutil.copyfile(source, out / name)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tools/notices.py OUT_DIR")
    write(Path(sys.argv[1]))
