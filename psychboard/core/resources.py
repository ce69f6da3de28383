"""Finds the shipped assets from a source checkout, an installed wheel and the frozen bundle.

Every asset path in the app goes through `asset()`, which names the missing file when it is
not there instead of failing later with an empty picture or a blank card.
"""

from __future__ import annotations

import contextlib
import os
import sys
from functools import cache
from pathlib import Path

from psychboard.core.errors import AssetMissing

_PACKAGE = Path(__file__).resolve().parent.parent


@cache
def assets_root() -> Path:
    candidates = []
    if override := os.environ.get("PSYCHBOARD_ASSETS"):
        candidates.append(Path(override))
    if frozen := getattr(sys, "_MEIPASS", None):
        candidates.append(Path(frozen) / "assets")
    candidates += [_PACKAGE / "_assets", _PACKAGE.parent / "assets"]
    for candidate in candidates:
        if (candidate / "fonts").is_dir():
            return candidate
    raise AssetMissing(candidates[-1], "the assets folder is missing; reinstall Psychboard")


def asset(*parts: str) -> Path:
    """The path of a shipped file, e.g. asset("rules", f"{game_id}.md"); raises AssetMissing."""
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise AssetMissing(path, "a file Psychboard ships with is missing; reinstall Psychboard")
    return path


def asset_dir(*parts: str) -> Path:
    """A shipped folder, which may legitimately be empty or absent (e.g. a game's decks)."""
    return assets_root().joinpath(*parts)


def user_data_dir() -> Path:
    """Where saves, history and statistics live; tests and the smoke test point it elsewhere.

    The usual per-user data folder of each system (what platformdirs computes, without the
    cost of importing it before the first window): XDG_DATA_HOME or ~/.local/share on Linux,
    ~/Library/Application Support on macOS, %LOCALAPPDATA% on Windows. It is created when
    possible; when it can't be (a read-only home, a file in its place) the app still starts
    and plays, and each writer says once that it could not keep what it wrote.
    """
    if override := os.environ.get("PSYCHBOARD_DATA_DIR"):
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        path /= "psychboard"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "psychboard"
    else:
        path = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
        path /= "psychboard"
    with contextlib.suppress(OSError):  # reported by whoever then fails to write there
        path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path(game_id: str) -> Path:
    """Where a game in progress saves itself after every action."""
    return user_data_dir() / "autosave" / f"{game_id}.json"
