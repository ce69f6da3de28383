"""GameController: the only thing that changes a game's state (DESIGN §3).

It wraps a game's pure rules and owns the rest of a sitting: the seats (human or computer),
the hot-seat hand-off, undo, autosave after every action, and computer players, which think
on a worker thread and move after a short visible pause. Views call `submit`; they learn
about every change from `changed` and never touch the state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from psychboard.core import saves
from psychboard.core.errors import IllegalAction, PsychboardError
from psychboard.core.protocol import Outcome, Rules, Seat
from psychboard.core.resources import autosave_path
from psychboard.core.rng import Rng
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.games.registry import GameSpec
from psychboard.gui import animation
from psychboard.store.history import History

THINKING_MS = 700


class _BotSignals(QObject):
    done = Signal(int, int, object)  # generation, seat, action


class _BotJob(QRunnable):
    def __init__(self, bot: Any, view: Any, legal: Sequence[Any], rng: random.Random,
                 generation: int, seat: Seat, signals: _BotSignals) -> None:
        super().__init__()
        self._args = (bot, view, legal, rng)
        self._generation, self._seat, self._signals = generation, seat, signals

    def run(self) -> None:
        bot, view, legal, rng = self._args
        try:
            action = bot.choose(view, legal, rng)
        except Exception as exc:  # a broken bot must not kill the game: it plays legal[0]
            action = _BotFailure(exc, legal[0])
        self._signals.done.emit(self._generation, self._seat, action)


class _BotFailure:
    def __init__(self, error: Exception, fallback: Any) -> None:
        self.error, self.fallback = error, fallback


class GameController(QObject):
    """One game in progress. Subclass per game only for flow the rules can't express."""

    changed = Signal(object)          # the observation now on screen
    acted = Signal(int, object, str)  # seat, action, a sentence for the game log
    handoff = Signal(int)             # pass the screen to this seat before its private choice
    thinking = Signal(int, bool)      # a computer seat started / stopped thinking
    finished = Signal(object)         # the Outcome
    undo_changed = Signal(bool)
    problem = Signal(str)             # a message for the player (e.g. autosave failed)

    def __init__(self, spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                 actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if spec.rules is None:
            raise PsychboardError(f"{spec.title} is not playable yet")
        self.spec = spec
        self.rules: Rules[Any, Any] = spec.rules()
        self.options = options
        self.seats = tuple(seats)
        self.seed = seed
        self.autosave_enabled = autosave
        self.states = [self.rules.new_game(options, seed)]
        self.log: list[tuple[Seat, Any]] = []
        for seat, action in actions:
            self._push(seat, action)
        self.viewer: Seat | None = None
        self._pending_handoff: Seat | None = None
        self._holds = 0
        self._generation = 0
        self._thinking: Seat | None = None
        self._bots = {i: self.make_bot(i) for i, s in enumerate(self.seats) if not s.is_human}
        # No parent: a worker still thinking when the game closes emits into a live object
        # (its job holds a reference); the connection dies with the controller.
        self._bot_signals = _BotSignals()
        self._bot_signals.done.connect(self._bot_done)
        self._announced_finish = False

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def humans(self) -> list[Seat]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def private_handoff(self) -> bool:
        """A hand-off screen is needed when several people share the screen and choose secretly."""
        return self.spec.hidden_choices and len(self.humans) > 1

    def view(self) -> Any:
        return self.rules.observe(self.state, self.viewer)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def legal(self) -> list[Any]:
        """What the seat on screen may do now; empty when it is not that seat's move."""
        if self.viewer is None or self.viewer not in self.rules.to_act(self.state):
            return []
        return list(self.rules.legal_actions(self.state, self.viewer))

    def saved_game(self) -> SavedGame:
        return SavedGame(self.spec.id, self.options, self.seed, self.seats, tuple(self.log))

    # --- flow -------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the table and hand the game to whoever is due."""
        self.changed.emit(self.view())
        self._advance()

    def hold(self) -> None:
        """The scene is animating: computer players wait until it calls `release`."""
        self._holds += 1

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if self._holds == 0:
            self._advance()

    def confirm_handoff(self, seat: Seat) -> None:
        """The person at `seat` says only they can see the screen now."""
        if self._pending_handoff != seat:
            return
        self._pending_handoff = None
        self.viewer = seat
        self.changed.emit(self.view())

    def submit(self, action: Any) -> None:
        """The person on screen chose `action`. Illegal input is refused without a change."""
        seat = self.viewer
        if seat is None or self.seats[seat].kind != "human":
            raise IllegalAction("nobody is due to choose on this screen")
        self._play(seat, action)

    def undo(self) -> bool:
        """Take back the last human action, with the computer moves after it (DESIGN §3)."""
        index = self._undo_index()
        if index is None:
            return False
        self._generation += 1
        self._set_thinking(None)
        del self.log[index:]
        del self.states[index + 1:]
        self.viewer = None
        self._pending_handoff = None
        self._autosave()
        self.acted.emit(-1, None, "Move taken back.")
        self.changed.emit(self.view())
        self._advance()
        return True

    def can_undo(self) -> bool:
        return self._undo_index() is not None

    def save_to(self, path: Path) -> None:
        saves.write(path, self.saved_game(), self.rules)

    def close(self) -> None:
        """Stop computer players; their late answers are ignored."""
        self._generation += 1
        self._set_thinking(None)

    # --- internals --------------------------------------------------------------------------
    def _undo_index(self) -> int | None:
        for index in range(len(self.log) - 1, -1, -1):
            if self.rules.commits(self.states[index], self.states[index + 1]):
                return None
            if self.seats[self.log[index][0]].is_human:
                return index
        return None

    def _push(self, seat: Seat, action: Any) -> None:
        self.states.append(self.rules.apply(self.state, seat, action))
        self.log.append((seat, action))

    def _play(self, seat: Seat, action: Any) -> None:
        before = self.state
        self._push(seat, action)
        self._autosave()
        self.acted.emit(seat, action, self._sentence(before, seat, action))
        if self.private_handoff and seat == self.viewer:
            self.viewer = None
        self.changed.emit(self.view())
        self.undo_changed.emit(self.can_undo())
        self._advance()

    def _sentence(self, before: Any, seat: Seat, action: Any) -> str:
        text = self.rules.describe(before, seat, action)
        return f"{self.seats[seat].name}: {text}"

    def _advance(self) -> None:
        """Decide who moves next: a finished game, a computer seat, or a person."""
        if self._holds or self._thinking is not None or self._pending_handoff is not None:
            return
        outcome = self.outcome()
        if outcome is not None:
            self._finish(outcome)
            return
        due = sorted(self.rules.to_act(self.state))
        seat = self.next_seat(due)
        if not self.seats[seat].is_human:
            self._think(seat)
            return
        if self.viewer in due:
            return
        if self.private_handoff and self.needs_handoff(seat):
            self.viewer = None
            self._pending_handoff = seat
            self.changed.emit(self.view())
            self.handoff.emit(seat)
        else:
            self.viewer = seat
            self.changed.emit(self.view())

    def make_bot(self, seat: Seat) -> Any:
        """The computer player for `seat` (a game may give it a persona or memories)."""
        level = self.seats[seat].level
        factory = self.spec.bots.get(level) or next(iter(self.spec.bots.values()))
        return factory()

    def next_seat(self, due: Sequence[Seat]) -> Seat:
        """Which of the seats due (sorted) moves first: by default computers, then the lowest."""
        return next((s for s in due if not self.seats[s].is_human), due[0])

    def needs_handoff(self, seat: Seat) -> bool:
        """Whether the screen must pass to `seat` privately (when several people share it)."""
        return True

    def _think(self, seat: Seat) -> None:
        bot = self._bots.get(seat) or self.make_bot(seat)
        self._bots[seat] = bot
        view = self.rules.observe(self.state, seat)
        legal = list(self.rules.legal_actions(self.state, seat))
        rng = random.Random(Rng.from_seed(self.seed).derive(len(self.log) * 16 + seat))
        self._set_thinking(seat)
        job = _BotJob(bot, view, legal, rng, self._generation, seat, self._bot_signals)
        job.setAutoDelete(True)
        pause = animation.duration(THINKING_MS)
        if pause:
            QTimer.singleShot(pause, self, lambda: QThreadPool.globalInstance().start(job))
        else:
            QThreadPool.globalInstance().start(job)

    def _bot_done(self, generation: int, seat: Seat, action: Any) -> None:
        if generation != self._generation:
            return
        self._set_thinking(None)
        if isinstance(action, _BotFailure):
            self.problem.emit(f"{self.seats[seat].name} (computer) stumbled: {action.error}")
            action = action.fallback
        self._play(seat, action)

    def _set_thinking(self, seat: Seat | None) -> None:
        if self._thinking is not None:
            self.thinking.emit(self._thinking, False)
        self._thinking = seat
        if seat is not None:
            self.thinking.emit(seat, True)

    def _finish(self, outcome: Outcome) -> None:
        if self._announced_finish:
            return
        self._announced_finish = True
        self.viewer = None
        if self.autosave_enabled:
            autosave_path(self.spec.id).unlink(missing_ok=True)
            self.record_history(outcome)
        self.changed.emit(self.view())
        self.finished.emit(outcome)

    def record_history(self, outcome: Outcome) -> None:
        """Keep the result for personal bests and statistics; games may add details."""
        try:
            History().record_game(self.spec.id, [s.name for s in self.seats], outcome.scores,
                                  outcome.winners, {"reason": outcome.reason})
        except OSError as exc:
            self.problem.emit(f"The result could not be added to the history: {exc}")

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            self.save_to(autosave_path(self.spec.id))
        except OSError as exc:
            self.problem.emit(f"Autosave failed ({exc}); the game goes on.")


def create_controller(spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                      actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True
                      ) -> GameController:
    """The game's own controller class when its spec names one, else the base."""
    cls = spec.load(spec.controller) if spec.controller else GameController
    controller: GameController = cls(spec, options, seats, seed, actions, autosave)
    return controller
