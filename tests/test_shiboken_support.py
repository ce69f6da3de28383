"""tools/shiboken_support.py writes PySide6's support package compiled, for the bundle."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import shiboken6

TOOL = Path(__file__).resolve().parent.parent / "tools" / "shiboken_support.py"


def test_the_support_package_is_written_compiled_and_the_environment_is_left_alone(
        tmp_path: Path) -> None:
    out = tmp_path / "files.dir"
    own = Path(shiboken6.__file__).parent / "files.dir"
    had_own = own.exists()
    subprocess.run([sys.executable, str(TOOL), str(out)], check=True, timeout=120)
    loader = out / "shibokensupport" / "signature" / "loader.py"
    assert loader.is_file()
    compiled = Path(importlib.util.cache_from_source(str(loader)))
    flags = int.from_bytes(compiled.read_bytes()[4:8], "little")
    assert flags == 0b01, "hash-based, unchecked: used whatever the files' timestamps say"
    assert own.exists() == had_own, "the build's environment is left as it was"
