"""Replays: a remembered game, step by step, on its own table.

The saved action log is read back through the same checks as a save file, then replayed by
the game's own controller class made inert: nobody can move, no computer thinks, nothing is
saved or recorded. Stepping forward tells the scene the step's events, as in play; stepping
back or jumping shows the table as it was at that step. The table shows the table's view (no
seat's): sealed choices stay sealed until the game itself reveals them. Only once a finished
game has been watched to its end may each seat's own view be shown (its sealed bids, answers,
predictions and hand as they were), at any step; a game that did not finish never shows them.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from psychboard.app.game_page import GamePage
from psychboard.core import saves
from psychboard.core.events import sentences
from psychboard.core.saves import SavedGame
from psychboard.games import registry
from psychboard.gui.controller import GameController
from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip


def saved_game(save: Mapping[str, Any]) -> SavedGame:
    """A remembered game's log, checked as any save is (SaveError names what is wrong)."""
    with tempfile.TemporaryDirectory(prefix="psychboard-replay-") as folder:
        path = Path(folder) / "remembered-game.json"
        path.write_text(json.dumps(save), encoding="utf-8")
        return saves.read(path, registry.rules_for)


class Replaying:
    """Mixed into a game's controller class: the whole game is known; `step_to` shows it."""

    position: int

    def prepare(self) -> None:
        me: Any = self
        self.every_state = list(me.states)
        self.every_step = list(me.log)
        self.position = len(self.every_step)
        self.seen_end = False  # the replay has shown the game's end (it opens at step 0)

    @property
    def steps(self) -> int:
        return len(self.every_step)

    @property
    def game_finished(self) -> bool:
        me: Any = self
        return me.rules.outcome(self.every_state[-1]) is not None

    @property
    def can_reveal(self) -> bool:
        """Every seat's private choices may be shown: the game finished and the replay has
        been to its end."""
        return self.game_finished and self.seen_end

    def show_seat(self, seat: int | None) -> None:
        """Show the table as `seat` saw it (None: the table's view); refused (the table's
        view kept) until `can_reveal`."""
        me: Any = self
        me.viewer = seat if seat is not None and self.can_reveal else None
        me.changed.emit(me.view())

    def step_to(self, step: int) -> None:
        me: Any = self
        step = max(0, min(self.steps, step))
        if step == self.position:
            return
        names = [s.name for s in me.seats]
        if step == self.position + 1:
            seat, action = self.every_step[self.position]
            before = me.states[-1]
            me.states.append(self.every_state[step])
            me.log.append((seat, action))
            events = me.rules.events(before, seat, action, me.states[-1])
            lines = sentences(events, names)
            me.lines += lines
            self.position = step
            me.happened.emit(events)
            for line in lines:
                me.logged.emit(line)
        else:
            # told first: whatever the table redraws on hearing it still reads the step it shows
            me.undone.emit()
            me.states[:] = self.every_state[:step + 1]
            me.log[:] = self.every_step[:step]
            me.lines = me._replayed_lines()
            self.position = step
        if step == self.steps and self.game_finished:
            self.seen_end = True
        me.changed.emit(me.view())
        outcome = me.outcome()
        if outcome is not None:
            me.finished.emit(outcome)

    # --- nobody plays a replay ----------------------------------------------------------------
    def start(self) -> None:
        me: Any = self
        me.changed.emit(me.view())

    def release(self) -> None:
        me: Any = self
        me._holds = max(0, me._holds - 1)

    def submit(self, action: Any) -> None:
        return None

    def submit_demo(self, action: Any) -> None:
        return None

    def claim(self, seat: int) -> None:
        return None

    def nobody_reacts(self) -> None:
        return None

    def undo(self) -> bool:
        return False

    def legal(self) -> list[Any]:
        return []  # a seat's view shows its choices, never an offer to make one


def replay_controller(save: SavedGame) -> GameController:
    """The game's own controller class, at its last step, made inert."""
    spec = registry.GAMES[save.game]
    base = spec.controller() if spec.controller is not None else GameController
    cls = type(f"Replay{base.__name__}", (Replaying, base), {})
    controller: GameController = cls(spec, save.options, save.seats, save.seed, save.actions,
                                     autosave=False, content=save.content)
    controller.prepare()  # type: ignore[attr-defined]
    return controller


class ReplayWindow(QDialog):
    """The table as it was, the log beside it, and the way through the game under it:
    first, back, a slider to any step, forward, last (Home, ←, →, End)."""

    def __init__(self, save: SavedGame, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        spec = registry.GAMES[save.game]
        self.setWindowTitle(f"Replay — {title or spec.title}")
        self.controller = replay_controller(save)
        self.page = GamePage(self.controller)
        end = self.page.end_bar
        for button in (end.again_button, end.new_button, end.back_button):
            button.hide()  # a replay is only looked at
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.addWidget(self.page, 1)
        bar = QHBoxLayout()
        bar.setContentsMargins(16, 0, 16, 0)
        self.first = self._button(bar, "⏮ First", lambda: self.go(0))
        self.back = self._button(bar, "◀ Back", lambda: self.go(self.position - 1))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.steps)
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider, 1)
        self.forward = self._button(bar, "Forward ▶", lambda: self.go(self.position + 1))
        self.last = self._button(bar, "Last ⏭", lambda: self.go(self.steps))
        self.where = plain_label("")
        bar.addWidget(self.where)
        self.reveal = self._button(bar, "Show everyone's choices", self._reveal)
        self.reveal.setCheckable(True)
        set_tip(self.reveal, "Once the game has been watched to its end: the table as each "
                               "seat saw it, with its sealed choices and hand")
        self.whose = QComboBox()
        self.whose.setAccessibleName("Whose choices")
        for number, seat in enumerate(save.seats):
            self.whose.addItem(f"{seat.name}'s view", number)
        self.whose.currentIndexChanged.connect(self._reveal)
        bar.addWidget(self.whose)
        layout.addLayout(bar)
        self.page.start()
        # the slider has the keys: ← and → step, Home and End jump, Page Up/Down leap
        self.page.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setPageStep(10)
        self.slider.setFocus()
        if self.page.controls is not None:
            self.page.controls.hide()
        self.go(0)
        self.resize(1280, 800)

    @property
    def position(self) -> int:
        return int(self.controller.position)  # type: ignore[attr-defined]

    @property
    def steps(self) -> int:
        return int(self.controller.steps)  # type: ignore[attr-defined]

    @staticmethod
    def _button(bar: QHBoxLayout, words: str, slot: Any) -> QPushButton:
        button = QPushButton(words)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        bar.addWidget(button)
        return button

    def go(self, step: int) -> None:
        jump = abs(step - self.position) != 1
        self.controller.step_to(step)  # type: ignore[attr-defined]
        if jump:  # the log is the game's up to here
            self.page.log.clear()
            for line in self.controller.lines:
                self.page.log.add(line)
        ended = self.controller.outcome() is not None
        self.page.end_bar.setVisible(ended)
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        set_plain(self.where, f"Step {self.position} of {self.steps}")
        self.reveal.setVisible(self.controller.game_finished)  # type: ignore[attr-defined]
        self.reveal.setEnabled(self.controller.can_reveal)  # type: ignore[attr-defined]
        self.whose.setVisible(self.reveal.isChecked())
        self.back.setEnabled(self.position > 0)
        self.first.setEnabled(self.position > 0)
        self.forward.setEnabled(self.position < self.steps)
        self.last.setEnabled(self.position < self.steps)

    def _reveal(self) -> None:
        """The toggle shows each seat's own view, the list says whose."""
        on = self.reveal.isChecked()
        set_plain(self.reveal, "Hide the choices" if on else "Show everyone's choices")
        seat = self.whose.currentData() if on else None
        self.controller.show_seat(seat)  # type: ignore[attr-defined]
        self.whose.setVisible(on)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.slider.setFocus()

    def done(self, result: int) -> None:
        self.page.close_game()
        super().done(result)
