"""Writes PySide6's signature support as files, compiled, for the bundle to ship.

    python tools/shiboken_support.py OUT_DIR

shiboken6 carries its Python support package (`shibokensupport`: signatures, error messages,
the `__feature__` switches) as a zipped source embedded in its library, and compiles it anew
at every start: about 100 M instructions, a sixth of a bare window's way to its first
frame. When a `files.dir` folder sits beside shiboken6, it imports the package from there
instead, as ordinary modules that can be compiled ahead. This writes that folder:
shiboken6's own `SBK_EMBED=0` unpacks it, from a copy of the package so the build's
environment stays as it was, and every module is compiled to bytecode that is used without
comparing timestamps (the bundle's files keep no meaningful ones).
"""

from __future__ import annotations

import compileall
import os
import py_compile
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import shiboken6


def write(out: Path) -> None:
    package = Path(shiboken6.__file__).parent
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "shiboken6"
        shutil.copytree(package, copy, ignore=shutil.ignore_patterns(
            "include", "__pycache__", "files.dir", "*.pyi"))
        subprocess.run([sys.executable, "-c", "import shiboken6"], check=True,
                       env={**os.environ, "SBK_EMBED": "0", "PYTHONPATH": scratch})
        unpacked = copy / "files.dir"
        if not (unpacked / "shibokensupport" / "signature" / "loader.py").is_file():
            sys.exit(f"shiboken6 {shiboken6.__version__} did not unpack its support files")
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(unpacked, out)
    if not compileall.compile_dir(out, quiet=1, invalidation_mode=(
            py_compile.PycInvalidationMode.UNCHECKED_HASH)):
        sys.exit(f"could not compile {out}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tools/shiboken_support.py OUT_DIR")
    write(Path(sys.argv[1]))
