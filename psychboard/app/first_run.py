"""The welcome a family sees on its very first start: the five games, each with its rules one
click away, and the playable ones one click from a new game.

MainWindow opens it after the first frame, and only while the settings say it has not been
shown yet, so it costs neither the start-up time nor a second start anything.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from psychboard.core.text import number_word
from psychboard.games.registry import GAMES, GameSpec
from psychboard.gui.widgets.labels import plain_label
from psychboard.gui.widgets.screen_fit import scrolling


def players_text(spec: GameSpec) -> str:
    low, high = spec.players
    return f"{low} player" if low == high == 1 else f"{low}–{high} players"


class FirstRunDialog(QDialog):
    """Lists every game in the registry; the ones not playable yet are marked as coming."""

    chosen = Signal(str)  # "Play" on a game: the window starts setting it up

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Welcome to Psychboard")
        self.setObjectName("firstRun")
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(
            f"Psychboard is {number_word(len(GAMES))} tabletop games for everyone at one "
            "computer. Pick a game, "
            "read how to play, and set up the seats: a person or the computer in each "
            "chair. You can come back to the rules at any time with F1.", wrap=True))
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        self.how_to_play: dict[str, QPushButton] = {}
        self.play: dict[str, QPushButton] = {}
        for row, spec in enumerate(sorted(GAMES.values(), key=lambda s: not s.playable)):
            grid.addWidget(plain_label(spec.title, "tileTitle"), row * 2, 0)
            grid.addWidget(plain_label(f"{players_text(spec)} · {spec.length}"), row * 2, 1)
            grid.addWidget(plain_label(spec.pitch, wrap=True), row * 2 + 1, 0, 1, 2)
            if spec.playable:
                self.how_to_play[spec.id] = self._button(grid, row, 2, "How to play",
                                                         lambda _=False, s=spec: self.rules(s))
                self.play[spec.id] = self._button(grid, row, 3, "Play",
                                                  lambda _=False, g=spec.id: self.start(g))
            else:
                grid.addWidget(plain_label("Coming soon", "tileBadge"), row * 2, 2, 1, 2)
        grid.setColumnStretch(0, 1)
        layout.addWidget(scrolling(grid), 1)  # a short screen scrolls the games, never squeezes
        buttons = QDialogButtonBox()
        buttons.addButton("Go to the games", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _button(self, grid: QGridLayout, row: int, column: int, text: str,
                slot: object) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        grid.addWidget(button, row * 2, column)
        return button

    def rules(self, spec: GameSpec) -> None:
        from psychboard.gui.widgets.rules_viewer import RulesViewer

        RulesViewer(spec.id, spec.title, self).exec()

    def start(self, game_id: str) -> None:
        self.accept()
        self.chosen.emit(game_id)
