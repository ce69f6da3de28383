"""A scene for the fixture game through the table contract (gui/table.py): everything a
sixth game's scene must say, in a few lines. Never shipped."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from psychboard.core.bot import RandomBot
from psychboard.core.choices import Choice, Offer
from psychboard.games.registry import GameSpec
from psychboard.gui.controller import GameController
from psychboard.gui.items.die import DieItem
from psychboard.gui.table import TableScene
from tests.fixture_game import DieGuessRules, Guess, View


class DieGuessScene(TableScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.die = DieItem()
        self.addItem(self.die)
        self.seen: list[Any] = []
        self._rolled = 0

    def show_view(self, view: View) -> None:
        self.seen.append(view)
        if view.last_roll is not None and view.round != self._rolled:
            self._rolled = view.round
            self.die.roll(view.last_roll, 0)
            if (view.seat is None and self.controller.private_handoff
                    and self.controller.outcome() is None):  # the end screen tells the last
                self.stop_for_reader(f"The die shows {view.last_roll}")

    def seat_lines(self, view: View) -> list[str]:
        return [str(score) for score in view.scores]

    def status(self, view: View) -> str:
        return f"Round {view.round}"

    def handoff_note(self, view: View) -> str:
        return f"Round {view.round}: everyone guesses the die"

    def offer(self, view: View) -> Offer:
        legal = {a.value for a in self.controller.legal()}
        return Offer("Guess the die" if legal else self.status(view), view.seat, tuple(
            Choice(str(v), str(v), v, "guess", enabled=v in legal) for v in range(1, 7)))

    def choose(self, value: Hashable) -> None:
        if isinstance(value, int) and Guess(value) in self.controller.legal():
            self.controller.submit(Guess(value))


SPEC = GameSpec(
    id="dieguess", title="Die Guess", players=(1, 4), length="1 min", pitch="Guess the die.",
    picture="psychic.svg", rules=DieGuessRules, bots={"random": RandomBot},
    scene=lambda: DieGuessScene,
)
