"""A scene for the fixture game: the frame's GUI is tested before any real game. Never shipped."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from psychboard.core.bot import RandomBot
from psychboard.games.registry import GameSpec
from psychboard.gui.controller import GameController
from psychboard.gui.items.die import DieItem
from psychboard.gui.scene import GameScene
from psychboard.gui.widgets.choice_bar import Choice, ChoiceBar
from tests.fixture_game import DieGuessRules, Guess


class DieGuessScene(GameScene):
    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.die = DieItem()
        self.addItem(self.die)
        self.bar = ChoiceBar()
        self.bar.set_choices("Guess the die", [Choice(v, str(v), str(v)) for v in range(1, 7)])
        self.bar.chosen.connect(lambda v: controller.submit(Guess(v)))
        self.shown: list[Any] = []
        controller.changed.connect(self.show_view)

    def show_view(self, view: Any) -> None:
        self.shown.append(view)
        if view.last_roll is not None:
            self.die.roll(view.last_roll, 0)
        self.bar.enable_only(a.value for a in self.controller.legal())

    def controls(self) -> QWidget:
        return self.bar

    def seat_lines(self, view: Any) -> list[str]:
        return [str(score) for score in view.scores]

    def status(self, view: Any) -> str:
        return f"Round {view.round}"


SPEC = GameSpec(
    id="dieguess", title="Die Guess", players=(1, 4), length="1 min", pitch="Guess the die.",
    picture="psychic.svg", rules=DieGuessRules, bots={"random": RandomBot},
    controller="psychboard.gui.controller:GameController",
    scene="tests.fixture_scene:DieGuessScene",
)
