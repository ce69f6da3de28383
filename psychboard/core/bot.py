"""Computer players see what their seat may see (`observe`) and the legal actions, no more."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol


class Bot(Protocol):
    """A computer player. `rng` is seeded from the game, so a replayed game replays its bots."""

    name: str

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions: the floor every other bot must beat."""

    name = "Random"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]
