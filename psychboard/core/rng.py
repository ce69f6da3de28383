"""A tiny seeded random generator whose whole state is one integer.

The state lives inside each game state, so a seed and an action log replay a game exactly, on
every Python version (the standard library only promises that for `random()`). SplitMix64 is
small, fast in pure Python and passes BigCrush, which is plenty for shuffles, dice and spinners.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GOLDEN = 0x9E3779B97F4A7C15


@dataclass(frozen=True, slots=True)
class Rng:
    """An immutable generator: every draw returns the value and the next generator."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed & _MASK)

    def next64(self) -> tuple[int, Rng]:
        state = (self.state + _GOLDEN) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        value, state = _below(self.state, n)
        return value, Rng(state)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A Fisher–Yates shuffle of a copy of `items`."""
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            j, state = _below(state, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(state)

    def derive(self, salt: int) -> int:
        """A seed for a separate stream (a computer player's), leaving this one untouched."""
        value, _ = Rng((self.state ^ (salt * _GOLDEN)) & _MASK).next64()
        return value


def _below(state: int, n: int) -> tuple[int, int]:
    """`Rng.below` on the bare state: the draws of a shuffle make no generator objects."""
    limit = _SPAN - _SPAN % n
    while True:
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            return z % n, state
