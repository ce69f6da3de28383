"""The frozen bundle (built by `make dist`) starts and passes its own smoke test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from psychboard import __version__

pytestmark = pytest.mark.frozen

BUNDLE = Path(__file__).resolve().parent.parent / "dist" / "psychboard"
EXE = BUNDLE / ("psychboard.exe" if sys.platform == "win32" else "psychboard")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PSYCHBOARD_ASSETS", None)
    return subprocess.run([str(EXE), *args], capture_output=True, text=True, timeout=900,
                          env=env, check=False)


def test_bundle_exists_with_assets() -> None:
    assert EXE.exists(), "run `make dist` first"
    assert any((BUNDLE / "_internal" / "assets" / "fonts").glob("Inter-*.ttf"))


def test_bundle_starts_without_importing_what_it_never_runs() -> None:
    """PyInstaller runs a start-up hook for each of some packages it holds: multiprocessing's
    imported it and pkgutil on every launch, about 50 M instructions before the first frame."""
    launcher = EXE.read_bytes()
    assert b"pyi_rth_pyside6" in launcher, "the hooks are named in the launcher's archive"
    assert b"pyi_rth_multiprocessing" not in launcher


def test_bundle_reports_the_version_and_ships_the_licences() -> None:
    result = run("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"psychboard {__version__}"
    notices = (BUNDLE / "_internal" / "LICENSES" / "THIRD-PARTY.md").read_text(encoding="utf-8")
    assert "LGPL" in notices and "download.qt.io" in notices
    assert (BUNDLE / "_internal" / "LICENSES" / "OFL.txt").is_file()


def test_bundle_passes_its_smoke_test() -> None:
    result = run("--smoke-test")
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "smoke-test: passed" in result.stdout
    # shiboken6 reads its support package from the compiled files the bundle ships, instead
    # of compiling the copy it embeds (tools/shiboken_support.py)
    assert "smoke signatures: ok (compiled files)" in result.stdout


def test_bundle_validates_its_decks() -> None:
    result = run("decks")
    assert result.returncode == 0, result.stderr
    assert result.stdout.lstrip().startswith("{")


def test_bundle_is_trimmed() -> None:
    names = {p.name for p in BUNDLE.rglob("*")}
    assert not any(n.startswith(("libQt6Qml", "libQt6Quick", "libQt6VirtualKeyboard",
                                 "libQt6WebEngine")) for n in names)
    assert not any(p.suffix == ".qm" for p in BUNDLE.rglob("*.qm"))
