"""Psychological Warfare's flow on the shared controller: a turn is several steps by one person.

A turn is made of steps — cards turned into Mental Energy, a Defense Mechanism placed, a
Special, an Action, a Hidden Agenda, the end of the turn — all by the player whose turn it is.
Between two of that person's own steps the screen never left them, so passing it to them again
would be a ritual; once anyone else has acted (a reaction window asked the table, another
person answered, the turn passed), when a saved game opens and after an undo, the screen goes
through the hand-off again, so a hand is never shown while the table looks on.

One hand-off per private decision: a turn that can only end now (nothing left in hand that the
rules allow) is ended for its player in public, and a set-up with no Defense Mechanism to place
is ready at once — the table learns no more than the step itself tells, and nobody passes the
screen round for a button with one choice.

A person who claims the public "Anyone reacting?" prompt and then lets the card stand takes
the claim back: nothing is played and the same prompt asks the same people again, so neither
the table nor the log learns that they looked. Seats saved under an old level name play at
the level it became (`ai.current_level`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from psychboard.core.protocol import Seat
from psychboard.core.reaction import Pass
from psychboard.core.saves import SeatConfig
from psychboard.games.warfare.ai import current_level
from psychboard.games.warfare.rules import EndTurn, React, Ready
from psychboard.gui.controller import GameController

if TYPE_CHECKING:
    from psychboard.games.registry import GameSpec


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

    def make_bot(self, seat: Seat) -> Any:
        """The computer player, over the cards this game deals from: a resumed game keeps the
        cards it was saved with, which a family deck added since does not join."""
        from psychboard.games.warfare.ai import BUDGETS, GreedyBot, SearchBot
        from psychboard.games.warfare.rules import WarfareRules

        assert isinstance(self.rules, WarfareRules)
        rules = WarfareRules(self.rules.cs)
        level = current_level(self.seats[seat].level)
        if level == "beginner":
            return GreedyBot(rules)
        return SearchBot(level if level in BUDGETS else next(iter(BUDGETS)), rules)

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

    def forced_action(self) -> tuple[Seat, Any] | None:
        """A person's step with one choice is taken for them: a turn that can only end (their
        card settled and nothing is left they may play), a set-up with nothing to place."""
        state = self.state
        if self.rules.window(state) is not None or self.outcome() is not None:
            return None
        due = self.due()
        if len(due) != 1 or not self.seats[due[0]].is_human:
            return None
        legal = list(self.rules.legal_actions(state, due[0]))
        return (due[0], legal[0]) if legal in ([EndTurn()], [Ready()]) else None
