"""The autosave of a game in progress (`<user data>/autosave/<game>.json`), kept after every
step and removed when its game ends — only by its own game.

A data folder that can't be written never stops play: each call returns what to tell the
family (or None), and the controller says it once.
"""

from __future__ import annotations

from typing import Any

from psychboard.core import saves
from psychboard.core.protocol import Rules
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SavedGame


def keep(save: SavedGame, rules: Rules[Any, Any]) -> str | None:
    """Write the game's autosave; None, or why it can't be saved."""
    path = autosave_path(save.game)
    try:
        saves.write(path, save, rules)
    except OSError as exc:
        return (f"This game can't be saved ({exc.strerror or exc}: {exc.filename or path}); "
                "play goes on, but it can't be resumed later.")
    return None


def remove_own(save: SavedGame, rules: Rules[Any, Any]) -> str | None:
    """Remove the finished game's autosave when it holds this game. A game that could never
    save (a full disk) leaves the family's earlier unfinished game of its kind alone."""
    path = autosave_path(save.game)
    try:
        if saves.holds(path, save, rules):
            path.unlink(missing_ok=True)
    except OSError as exc:
        return f"The finished game's autosave could not be removed ({exc.strerror or exc}: {path})."
    return None
