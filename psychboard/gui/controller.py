"""GameController: the only thing that changes a game's state (DESIGN §3).

It wraps a game's pure rules and owns the rest of a sitting: the seats (human or computer),
the hot-seat hand-off, undo, autosave after every action, and computer players, which think
on a worker thread and move after a short visible pause. Views call `submit`; they learn
about every change from `happened` (the step's events) and `changed` (the view now on
screen), and never touch the state or the rules.

Reaction windows (core.reaction): while one is open, the computer seats due answer together
after one fixed pause, whatever they hold, and the people due see one public prompt
(`reaction_prompt`) that any of them may `claim`; only the claimant then passes through the
hand-off. Nobody is asked in a way that tells the table who holds a reaction.

A seat played from a phone (`SeatConfig.by_phone`) never takes the screen: its person
chooses on the phone while the table and the others go on, and `submit_phone` brings the
move through the same checks as a click, once the table is still (no animation, no reader
stop, no computer thinking): a move that arrives earlier waits for that moment.

A game adds its own flow through the public hooks `make_bot`, `next_seat`, `needs_handoff`,
`forced_action` and `record_history` (telling trouble with the data folder through
`tell_data_problem`), never by overriding the private steps.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from psychboard.core import saves
from psychboard.core.errors import IllegalAction, PsychboardError
from psychboard.core.events import Event, sentences
from psychboard.core.protocol import Outcome, Rules, Seat
from psychboard.core.reaction import PASS
from psychboard.core.rng import Rng
from psychboard.core.saves import SavedGame, SeatConfig
from psychboard.gui import animation
from psychboard.gui.keeping import DataKeeping
from psychboard.gui.thinking import BotJob, BotSignals, vetted
from psychboard.store import autosave

if TYPE_CHECKING:
    from psychboard.games.registry import GameSpec

THINKING_MS = 700


class GameController(DataKeeping, QObject):
    """One game in progress. Subclass per game only through the public hooks."""

    changed = Signal(object)          # the observation now on screen
    happened = Signal(object)         # the events of the step just taken, before `changed`
    acted = Signal(int, object, str)  # seat, action, the step's sentences joined
    logged = Signal(str)              # one line for the game log (names, never "you")
    handoff = Signal(int)             # pass the screen to this seat before its private choice
    reaction_prompt = Signal(object)  # people who may answer an open window, asked publicly
    thinking = Signal(int, bool)      # a computer seat started / stopped thinking
    finished = Signal(object)         # the Outcome
    undo_changed = Signal(bool)
    problem = Signal(str)             # a message for the player (e.g. autosave failed)
    closed = Signal()                 # the game was left: scenes stop their timers
    undone = Signal()                 # moves were taken back: scenes show the table as it is
    phone_refused = Signal(int, str)  # a phone seat's move the rules refused, and why

    def __init__(self, spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                 actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True,
                 parent: QObject | None = None, content: Any = None) -> None:
        super().__init__(parent)
        if spec.rules is None:
            raise PsychboardError(f"{spec.title} is not playable yet")
        self.spec = spec
        rules: Rules[Any, Any] = spec.rules()
        # A resumed game deals from exactly the cards it was dealt from (its save pins them,
        # or pinned nothing when it was written before its game pinned cards).
        resumed = content is not None or bool(actions)
        self.rules = rules.with_content(content) if resumed else rules
        self.content = self.rules.content(options)
        self.options = options
        self.seats = tuple(seats)
        self.seed = seed
        self.started = time.time()
        self.autosave_enabled = autosave
        self.states = [self.rules.new_game(options, seed)]
        self.log: list[tuple[Seat, Any]] = []
        self.lines: list[str] = []  # the game log so far, rebuilt from the replay on resume
        for seat, action in actions:
            self._push(seat, action)
        # A save opened after its end is shown, not finished again: its history is kept
        # already, and the autosave of another game of this kind must stay.
        self._finished_at_load = self.outcome() is not None
        self._demo = False  # a demonstration played moves for a person: not their result
        self._told: set[str] = set()
        self.viewer: Seat | None = None
        self._on_screen: Seat | None = None  # the person who last had the screen to choose
        self._pending_handoff: Seat | None = None
        self._prompt: tuple[Seat, ...] = ()
        self._holds = 0
        self._generation = 0
        self._thinking: tuple[Seat, ...] = ()
        self._from_phones: list[tuple[Seat, Any]] = []
        self._closed = False
        self._bots = {i: self.make_bot(i) for i, s in enumerate(self.seats) if not s.is_human}
        # No parent: a worker still thinking when the game closes emits into a live object
        # (its job holds a reference); the connection dies with the controller.
        self._bot_signals = BotSignals()
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

    def due(self) -> list[Seat]:
        """The seats whose move it is (public: the table sees who is still to choose)."""
        return sorted(self.rules.to_act(self.state))

    def legal(self) -> list[Any]:
        """What the seat on screen may do now; empty when it is not that seat's move."""
        if self.viewer is None or self.viewer not in self.rules.to_act(self.state):
            return []
        return list(self.rules.legal_actions(self.state, self.viewer))

    def saved_game(self) -> SavedGame:
        return SavedGame(self.spec.id, self.options, self.seed, self.seats, tuple(self.log),
                         self.content)

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
        if self._closed or self._pending_handoff != seat:
            return
        self._pending_handoff = None
        self._show(seat)

    def submit(self, action: Any) -> None:
        """The person on screen chose `action`. Illegal input is refused without a change."""
        seat = self.viewer
        if self._closed:
            return
        if seat is None or self.seats[seat].kind != "human":
            raise IllegalAction("nobody is due to choose on this screen")
        self._play(seat, action)

    def submit_demo(self, action: Any) -> None:
        """A demonstration (e.g. autoplay) moves for the person on screen: the game is
        played on, but its result is not theirs and is kept out of the history."""
        self._demo = True
        self.submit(action)

    def submit_phone(self, seat: Seat, action: Any) -> None:
        """The phone of `seat` sent `action`: played as soon as the table is still, if the
        rules still allow it then (`phone_refused` says why not)."""
        if self._closed or not 0 <= seat < len(self.seats) or not self.seats[seat].by_phone:
            return
        self._from_phones.append((seat, action))
        self._advance()

    def phone_view(self, seat: Seat) -> tuple[Any, list[Any]]:
        """What a phone seat sees (only its own observation) and its legal actions now: none
        while a move it sent waits for the table to be still."""
        waiting = any(s == seat for s, _ in self._from_phones)
        legal = (list(self.rules.legal_actions(self.state, seat))
                 if seat in self.rules.to_act(self.state) and self.outcome() is None
                 and not waiting else [])
        return self.rules.observe(self.state, seat), legal

    def seat_to_screen(self, seat: Seat) -> None:
        """A phone seat's person plays on at the screen from now on (the phone was lost)."""
        if self._closed or not self.seats[seat].by_phone:
            return
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], kind="human")
        self.seats = tuple(seats)
        self._from_phones = [(s, a) for s, a in self._from_phones if s != seat]
        self._autosave()
        self.changed.emit(self.view())
        self._advance()

    def claim(self, seat: Seat) -> None:
        """A person answers the public "Anyone reacting?" prompt: only they see their hand."""
        if self._closed or seat not in self._prompt:
            return
        self._prompt = ()
        self._give_screen(seat)

    def nobody_reacts(self) -> None:
        """Every person asked by the public prompt lets the top of the window stand."""
        if self._closed or not self._prompt:
            return
        seats, self._prompt = self._prompt, ()
        self._play_all([(seat, PASS) for seat in seats])

    def undo(self) -> bool:
        """Take back the on-screen person's last action, with the computer moves after it."""
        index, _label = self.undo_plan()
        if index is None:
            return False
        self._generation += 1
        self._set_thinking(())
        del self.log[index:]
        del self.states[index + 1:]
        self._from_phones.clear()
        self.lines = self._replayed_lines()
        self.viewer = None
        self._pending_handoff = None
        self._prompt = ()
        self._autosave()
        self.logged.emit("Move taken back.")
        self.undone.emit()
        self.changed.emit(self.view())
        self.undo_changed.emit(self.can_undo())
        self._advance()
        return True

    def can_undo(self) -> bool:
        return self.undo_plan()[0] is not None

    def undo_plan(self) -> tuple[int | None, str]:
        """The step undo would take back and the menu's words for it, or None and why not.

        Only the person who has the screen may take back their own last action, and never
        across a reveal or a roll (DESIGN §3): nobody undoes another player's sealed choice.
        """
        for index in range(len(self.log) - 1, -1, -1):
            if self.rules.commits(self.states[index], self.states[index + 1]):
                return None, "Can't undo: something was revealed or rolled since"
            seat = self.log[index][0]
            if not self.seats[seat].is_human:
                continue
            name = self.seats[seat].name
            if self.seats[seat].by_phone:
                return None, f"Can't undo: {name} chose on a phone"
            if self._on_screen is not None and seat != self._on_screen:
                return None, f"Can't undo: only {name} can take back {name}'s move"
            return index, f"Undo {name}'s move"
        return None, "Nothing to undo"

    def save_to(self, path: Path) -> None:
        saves.write(path, self.saved_game(), self.rules)

    def close(self) -> None:
        """The game was left: no bot, timer or late answer may act for it again."""
        if self._closed:
            return
        self._closed = True
        self._generation += 1
        self._set_thinking(())
        self._prompt = ()
        self.closed.emit()

    # --- hooks a game may override -----------------------------------------------------------
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

    def forced_action(self) -> tuple[Seat, Any] | None:
        """An action the controller plays for a person because it is no choice at all
        (a game's rules text says when); None by default."""
        return None

    # --- internals --------------------------------------------------------------------------
    def _push(self, seat: Seat, action: Any) -> tuple[Event, ...]:
        before = self.state
        self.states.append(self.rules.apply(before, seat, action))
        self.log.append((seat, action))
        events = self.rules.events(before, seat, action, self.state)
        self.lines += sentences(events, [s.name for s in self.seats])
        return events

    def _replayed_lines(self) -> list[str]:
        names = [s.name for s in self.seats]
        lines: list[str] = []
        for index, (seat, action) in enumerate(self.log):
            events = self.rules.events(self.states[index], seat, action, self.states[index + 1])
            lines += sentences(events, names)
        return lines

    def _show(self, seat: Seat) -> None:
        self.viewer = seat
        self._on_screen = seat
        self.changed.emit(self.view())
        self.undo_changed.emit(self.can_undo())

    def _play(self, seat: Seat, action: Any) -> None:
        self._play_all([(seat, action)])

    def _play_all(self, moves: Sequence[tuple[Seat, Any]]) -> None:
        """Apply moves in order (each is checked by the rules), then save and tell once."""
        if self._closed:
            return
        events: list[Event] = []
        told = []
        names = [s.name for s in self.seats]
        for seat, action in moves:
            step = self._push(seat, action)
            events += step
            told.append((seat, action, sentences(step, names)))
        self._autosave()
        self.happened.emit(tuple(events))
        for seat, action, lines in told:
            self.acted.emit(seat, action, ". ".join(lines))
            for line in lines:
                self.logged.emit(line)
        if self.private_handoff and self.viewer in {seat for seat, _ in moves}:
            self.viewer = None
        self.changed.emit(self.view())
        self.undo_changed.emit(self.can_undo())
        self._advance()

    def _advance(self) -> None:
        """Decide who moves next: a finished game, a phone's move waiting, a computer seat,
        or a person at the screen (a phone seat due is simply waited for)."""
        if self._closed or self._holds or self._thinking:
            return
        if self._from_phones and self.outcome() is None:
            self._play_phone(*self._from_phones.pop(0))
            return
        if self._pending_handoff is not None or self._prompt:
            return
        outcome = self.outcome()
        if outcome is not None:
            self._finish(outcome)
            return
        forced = self.forced_action()
        if forced is not None:
            self._play(*forced)
            return
        due = self.due()
        if self.rules.window(self.state) is not None:
            self._advance_window(due)
            return
        due = [s for s in due if not self.seats[s].by_phone]
        if not due:
            return
        seat = self.next_seat(due)
        if not self.seats[seat].is_human:
            self._think([seat])
            return
        if self.viewer in due:
            return
        self._give_screen(seat)

    def _play_phone(self, seat: Seat, action: Any) -> None:
        if seat in self.rules.to_act(self.state) and \
                action in self.rules.legal_actions(self.state, seat):
            self._prompt = ()  # an answer changes an open window: the screen asks anew
            self._play(seat, action)
            return
        self.phone_refused.emit(seat, "The table has moved on: that choice is no longer open.")
        self._advance()

    def _give_screen(self, seat: Seat) -> None:
        """The one hand-off decision (a turn or a claimed reaction alike): through the
        hand-off screen when people share it and the game asks for one, else at once."""
        if self.private_handoff and self.needs_handoff(seat):
            self.viewer = None
            self._pending_handoff = seat
            self.changed.emit(self.view())
            self.handoff.emit(seat)
        else:
            self._show(seat)

    def _advance_window(self, due: Sequence[Seat]) -> None:
        """Computers answer together; people see one prompt that doesn't say who can react."""
        computers = [s for s in due if not self.seats[s].is_human]
        if computers:
            self._think(computers)
            return
        people = tuple(s for s in due if not self.seats[s].by_phone)
        if not people:
            return  # only phones may answer: they are asked on their phones
        if self.viewer in people:
            return
        if not self.private_handoff and len(people) == 1:
            seat = people[0]
            if list(self.rules.legal_actions(self.state, seat)) == [PASS] \
                    and len(self.humans) == 1:
                self._play(seat, PASS)  # alone at the table: nobody can learn from a pass
                return
            self._show(seat)
            return
        self._prompt = people
        self.viewer = None
        self.changed.emit(self.view())
        self.reaction_prompt.emit(people)

    def _think(self, seats: Sequence[Seat]) -> None:
        asks = []
        for seat in seats:
            bot = self._bots.get(seat) or self.make_bot(seat)
            self._bots[seat] = bot
            view = self.rules.observe(self.state, seat)
            legal = list(self.rules.legal_actions(self.state, seat))
            rng = random.Random(Rng.from_seed(self.seed).derive(len(self.log) * 16 + seat))
            asks.append((seat, bot, view, legal, rng))
        self._set_thinking(tuple(seats))
        job = BotJob(asks, self._generation, self._bot_signals)
        job.setAutoDelete(True)
        pause = animation.duration(THINKING_MS)
        if pause:
            QTimer.singleShot(pause, self, lambda: QThreadPool.globalInstance().start(job))
        else:
            QThreadPool.globalInstance().start(job)

    def _bot_done(self, generation: int, answers: list[tuple[Seat, Any]]) -> None:
        if generation != self._generation or self._closed:
            return
        self._set_thinking(())
        moves = []
        for seat, answer in answers:
            legal = list(self.rules.legal_actions(self.state, seat))
            action, trouble = vetted(seat, answer, legal, self.seats[seat].name)
            if trouble:
                self._tell_once(f"bot{seat}", trouble)
            moves.append((seat, action))
            if action != PASS:
                break  # an answer changes the window: the rest must look again
        self._play_all(moves)

    def _set_thinking(self, seats: tuple[Seat, ...]) -> None:
        for seat in self._thinking:
            self.thinking.emit(seat, False)
        self._thinking = seats
        for seat in seats:
            self.thinking.emit(seat, True)

    def _finish(self, outcome: Outcome) -> None:
        if self._announced_finish:
            return
        self._announced_finish = True
        self.viewer = None
        if self.autosave_enabled and not self._finished_at_load:
            self.tell_data_problem(autosave.remove_own(self.saved_game(), self.rules))
            if not self._demo:
                self.record_history(outcome)
        self.changed.emit(self.view())
        self.finished.emit(outcome)

    @property
    def is_demo(self) -> bool:
        return self._demo


def create_controller(spec: GameSpec, options: Any, seats: Sequence[SeatConfig], seed: int,
                      actions: Sequence[tuple[Seat, Any]] = (), autosave: bool = True,
                      content: Any = None) -> GameController:
    """The game's own controller class when its spec names one, else the base."""
    cls = spec.controller() if spec.controller is not None else GameController
    controller: GameController = cls(spec, options, seats, seed, actions, autosave,
                                     content=content)
    return controller
