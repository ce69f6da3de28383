"""The bundle's size against a bare PySide6 window bundled with exactly the same trimming.

Builds what is missing (`make dist` for dist/psychboard, PSYCHBOARD_BARE=1 for dist/bare).

    python bench/size.py [--rebuild]
Last line: bundle_mb=<n> bare_mb=<n> ratio=<r>   (goal: ratio ≤ 1.15)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYINSTALLER = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
               "build.spec"]


def folder_mb(path: Path) -> float:
    return sum(p.lstat().st_size for p in path.rglob("*")
               if p.is_file() and not p.is_symlink()) / 1e6


def build(name: str, bare: bool) -> Path:
    env = {**os.environ, "PSYCHBOARD_BARE": "1" if bare else "0"}
    subprocess.run(PYINSTALLER, cwd=ROOT, env=env, check=True)
    return ROOT / "dist" / name


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rebuild", action="store_true", help="rebuild both bundles first")
    rebuild = parser.parse_args().rebuild
    app, bare = ROOT / "dist" / "psychboard", ROOT / "dist" / "bare"
    if rebuild or not app.exists():
        build("psychboard", bare=False)
    if rebuild or not bare.exists():
        build("bare", bare=True)
    app_mb, bare_mb = folder_mb(app), folder_mb(bare)
    for name, size in (("psychboard", app_mb), ("bare PySide6 window", bare_mb)):
        print(f"{name:<22} {size:7.1f} MB")
    print(f"bundle_mb={app_mb:.1f} bare_mb={bare_mb:.1f} ratio={app_mb / bare_mb:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
