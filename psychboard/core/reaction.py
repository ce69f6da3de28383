"""Reaction windows: other seats may answer a play before it resolves (DESIGN §11).

A window is part of a game's state, not controller flow, so it saves, replays and undoes like
everything else. It holds a stack of pending plays — the play that opened it, then each answer
on top — and the seats that have passed since the last answer. Every eligible seat except the
owner of the top play is due to answer it (Forge's and XMage's priority passing, asked of all
at once); an answer goes on top and everyone may answer again; when every seat due has passed
in a row, the window is settled and the game resolves the stack, last in first out.

Who may answer is the game's choice (`eligible`), and it must not depend on who holds a
reaction: every seat is asked alike, so being asked tells the table nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Seat = int


@dataclass(frozen=True, slots=True)
class Pass:
    """The action that lets the top of a reaction window stand."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()


@dataclass(frozen=True, slots=True)
class Pending:
    """One play waiting on the stack: who made it and what it is (game data)."""

    seat: Seat
    play: Any


@dataclass(frozen=True, slots=True)
class Window:
    """An open reaction window. `stack` is bottom first; `passed` resets on every answer."""

    stack: tuple[Pending, ...]
    eligible: tuple[Seat, ...]
    passed: frozenset[Seat] = frozenset()

    @classmethod
    def open(cls, seat: Seat, play: Any, eligible: tuple[Seat, ...]) -> Window:
        return cls((Pending(seat, play),), eligible)

    @property
    def top(self) -> Pending:
        return self.stack[-1]

    @property
    def depth(self) -> int:
        return len(self.stack)

    def waiting(self) -> frozenset[Seat]:
        """The seats still to answer the top play: everyone eligible but its owner, unpassed."""
        owner = self.top.seat
        return frozenset(s for s in self.eligible if s != owner and s not in self.passed)

    @property
    def settled(self) -> bool:
        """Every seat due has passed in a row: the stack resolves."""
        return not self.waiting()

    def answer(self, seat: Seat, play: Any) -> Window:
        """`seat` answers the top with `play`: it goes on top and everyone is asked again."""
        if seat not in self.waiting():
            raise ValueError(f"seat {seat} may not answer now")
        return Window(self.stack + (Pending(seat, play),), self.eligible)

    def pass_(self, seat: Seat) -> Window:
        if seat not in self.waiting():
            raise ValueError(f"seat {seat} may not pass now")
        return Window(self.stack, self.eligible, self.passed | {seat})

    def unwind(self) -> tuple[Pending, ...]:
        """The stack in the order it resolves: the last answer first, the opening play last."""
        return tuple(reversed(self.stack))


def standing(stack: tuple[Pending, ...], cancels: Any) -> tuple[bool, ...]:
    """Which plays of `stack` (bottom first) still take effect once it resolves.

    Resolving last in first out, a play that stands and `cancels(play, below)` says True of
    the play directly beneath it stops that one; a cancelled play stops nothing.
    """
    stands = [True] * len(stack)
    for index in range(len(stack) - 1, 0, -1):
        if stands[index] and cancels(stack[index].play, stack[index - 1].play):
            stands[index - 1] = False
    return tuple(stands)
