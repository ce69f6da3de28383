"""How a seat is drawn on any table: its name, colour and token shape (never colour alone)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psychboard.core.saves import SeatConfig


@dataclass(frozen=True)
class SeatLook:
    name: str
    colour: str
    token: str


def seat_looks(seats: Sequence[SeatConfig]) -> tuple[SeatLook, ...]:
    return tuple(SeatLook(s.name, s.colour, s.token) for s in seats)
