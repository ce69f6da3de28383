"""Psychological Warfare's flow on the shared controller: a turn is several steps by one person.

A turn is made of steps — cards turned into Mental Energy, a Defense Mechanism placed, a
Special, an Action, a Hidden Agenda, the end of the turn — all by the player whose turn it is.
Between two of that person's own steps the screen never left them, so passing it to them again
would be a ritual; once anyone else has acted (a reaction window asked the table, another
person answered, the turn passed), when a saved game opens and after an undo, the screen goes
through the hand-off again, so a hand is never shown while the table looks on.

A person who claims the public "Anyone reacting?" prompt and then lets the card stand takes
the claim back: nothing is played and the same prompt asks the same people again, so neither
the table nor the log learns that they looked. Seats saved under an old level name play at
the level it became (`ai.current_level`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject

from psychboard.core.protocol import Seat
from psychboard.core.reaction import Pass
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GameSpec
from psychboard.games.warfare.ai import current_level
from psychboard.games.warfare.rules import React
from psychboard.gui.controller import GameController


class WarfareController(GameController):
    def __init__(self, spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                 actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True,
                 parent: QObject | None = None, content: Any = None) -> None:
        seats = [replace(s, level=current_level(s.level)) for s in seats]
        super().__init__(spec, options, seats, seed, actions, autosave, parent, content)
        self._claimant: Seat | None = None  # who claimed the public prompt, while they look
        # Steps before this were not made on this screen by whoever holds it now: the game
        # was opened from a save, or moves were taken back (by whoever pressed undo).
        self._steps_from = len(self.log)
        self.undone.connect(self._taken_back)

    def _taken_back(self) -> None:
        self._steps_from = len(self.log)
        self._claimant = None

    def claim(self, seat: Seat) -> None:
        asked = seat in self._prompt  # the public prompt was asking them
        super().claim(seat)
        self._claimant = seat if asked else None

    def submit(self, action: Any) -> None:
        """A claimant's "let it stand" withdraws the claim rather than passing alone."""
        claimant, self._claimant = self._claimant, None
        if isinstance(action, Pass) and claimant is not None and self.viewer == claimant:
            self.viewer = None
            self.changed.emit(self.view())
            self._advance()  # the open window asks the same people, publicly, again
            return
        super().submit(action)

    def needs_handoff(self, seat: Seat) -> bool:
        """Whether the screen must pass to `seat`: not when `seat` made the last step itself,
        as a step of a turn, since the game opened or moves were taken back. An answer or a
        pass belongs to a reaction window, which asked the whole table: the screen has left
        the person since."""
        if len(self.log) <= self._steps_from:
            return True
        last_seat, action = self.log[-1]
        return (last_seat != seat or isinstance(action, Pass | React)
                or self.rules.window(self.state) is not None)
