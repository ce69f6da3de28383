"""Reading a game's phone hand in engine tests: the hand a seat gets at a state, its picks'
steps and a section's lines (no Qt)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psychboard.core.hands import Hand, HandFor


@dataclass(frozen=True)
class HandAt:
    """`hand_at(state, seat)`: the hand `seat` gets from its own view and legal actions."""

    rules: Any
    hand: HandFor
    names: Sequence[str]

    def __call__(self, state: Any, seat: int) -> Hand:
        legal = list(self.rules.legal_actions(state, seat))
        return self.hand(self.rules.observe(state, seat), legal, self.names[:state.players])


def steps(hand: Hand) -> list[tuple[str, ...]]:
    return [p.steps for p in hand.picks]


def lines(hand: Hand, heading: str) -> tuple[str, ...]:
    return next(s.lines for s in hand.sections if s.heading == heading)
