"""The five games; each package holds its rules, computer players, controller and scene.

`specs()` is how the shared layers (deck files, card painting, printing, the family's
statistics) find the games at run time. The registry's factories import every game's parts and
those parts import the shared layers, so a shared layer looks the registry up when first asked
instead of importing it: this is the one module path the suite names as text.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from psychboard.games.registry import GameSpec


def specs() -> Mapping[str, GameSpec]:
    """Every registered game, in the registry's order."""
    games: Mapping[str, GameSpec] = importlib.import_module("psychboard.games.registry").GAMES
    return games
