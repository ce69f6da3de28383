"""What a sitting keeps in the data folder, and how it tells trouble with it: the autosave
after every action and the finished game's result, each told once per game whatever failed
(it is one data folder), never stopping play. A part of GameController."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from psychboard.core.protocol import Outcome, Rules
from psychboard.store import autosave
from psychboard.store.record import record_finished

if TYPE_CHECKING:
    from psychboard.core.saves import SavedGame
    from psychboard.games.registry import GameSpec


class DataKeeping:
    """The controller's keeping; `problem` is its signal for a message to the player."""

    spec: GameSpec
    rules: Rules[Any, Any]
    states: list[Any]
    started: float
    autosave_enabled: bool
    problem: Any
    _told: set[str]

    if TYPE_CHECKING:
        def saved_game(self) -> SavedGame: ...

    def record_history(self, outcome: Outcome) -> None:
        """Keep the result for personal bests and statistics; games may add details. A
        history that can't be written never stops play (`tell_data_problem`)."""
        try:
            notice = record_finished(self.spec, self.saved_game(), self.rules, self.states,
                                     outcome, self.started)
        except (OSError, sqlite3.Error) as exc:
            self.tell_data_problem(f"The result could not be added to the history: {exc}")
        else:
            if notice:  # the history had to be started afresh: said once, on its own
                self._tell_once("history", notice)

    def tell_data_problem(self, message: str | None) -> None:
        """Said once per game whatever failed (autosave, history): it is one data folder."""
        if message:
            self._tell_once("data folder", message)

    def _tell_once(self, topic: str, message: str) -> None:
        if topic not in self._told:
            self._told.add(topic)
            self.problem.emit(message)

    def _autosave(self) -> None:
        if self.autosave_enabled:
            self.tell_data_problem(autosave.keep(self.saved_game(), self.rules))
