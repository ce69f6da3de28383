"""A tiny game that exercises the frame before (and beside) the real games. Never shipped.

"Die Guess": every round each seat seals a guess from 1 to 6; when the last guess is sealed a
die is rolled (chance inside `apply`), the guesses are revealed, and every seat whose guess is
closest scores a point. Three rounds. It has everything the frame must carry: simultaneous
secret choices, chance resolved by the state's generator, hidden information, an outcome.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar

from psychboard.core.errors import IllegalAction
from psychboard.core.events import Event, Revealed, Sealed
from psychboard.core.protocol import Options, Outcome, RulesBase, Seat, Termination
from psychboard.core.rng import Rng

ROUNDS = 3


class Ending(Termination):
    """Why the die-guessing game ended: its last round played."""

    LAST_ROUND = "most rounds won ({0})"


@dataclass(frozen=True, slots=True)
class DieGuessOptions(Options):
    rounds: int = field(default=ROUNDS, metadata={"label": "Rounds", "choices": {1: "1", 3: "3"}})


@dataclass(frozen=True, slots=True)
class Guess:
    value: int

    def __str__(self) -> str:
        return f"guess {self.value}"


@dataclass(frozen=True, slots=True)
class State:
    rng: Rng
    players: int
    rounds: int
    round: int = 1
    sealed: tuple[int | None, ...] = ()
    scores: tuple[int, ...] = ()
    last_roll: int | None = None
    last_guesses: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class View:
    seat: Seat | None
    round: int
    locked_in: tuple[bool, ...]
    my_guess: int | None
    scores: tuple[int, ...]
    last_roll: int | None
    last_guesses: tuple[int, ...]


class DieGuessRules(RulesBase[State, Guess]):
    game_id: ClassVar[str] = "dieguess"
    options_type: ClassVar[type[Options]] = DieGuessOptions
    state_type: ClassVar[type] = State
    action_types: ClassVar[tuple[type, ...]] = (Guess,)
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4

    def new_game(self, options: DieGuessOptions, seed: int) -> State:
        self.check_players(options, self.min_players, self.max_players)
        return State(Rng.from_seed(seed), options.players, options.rounds,
                     sealed=(None,) * options.players, scores=(0,) * options.players)

    def to_act(self, state: State) -> frozenset[Seat]:
        if state.round > state.rounds:
            return frozenset()
        return frozenset(i for i, g in enumerate(state.sealed) if g is None)

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Guess]:
        return [Guess(v) for v in range(1, 7)] if seat in self.to_act(state) else []

    def apply(self, state: State, seat: Seat, action: Guess) -> State:
        if seat not in self.to_act(state) or not 1 <= action.value <= 6:
            raise IllegalAction(f"seat {seat} cannot {action} now")
        sealed = tuple(action.value if i == seat else g for i, g in enumerate(state.sealed))
        if any(g is None for g in sealed):
            return replace(state, sealed=sealed)
        roll, rng = state.rng.below(6)
        roll += 1
        guesses = tuple(g for g in sealed if g is not None)
        best = min(abs(g - roll) for g in guesses)
        scores = tuple(s + (abs(g - roll) == best) for s, g in zip(state.scores, guesses,
                                                                   strict=True))
        return replace(state, rng=rng, round=state.round + 1, sealed=(None,) * state.players,
                       scores=scores, last_roll=roll, last_guesses=guesses)

    def observe(self, state: State, seat: Seat | None) -> View:
        mine = state.sealed[seat] if seat is not None else None
        return View(seat, state.round, tuple(g is not None for g in state.sealed), mine,
                    state.scores, state.last_roll, state.last_guesses)

    def outcome(self, state: State) -> Outcome | None:
        if state.round <= state.rounds:
            return None
        top = max(state.scores)
        winners = tuple(i for i, s in enumerate(state.scores) if s == top)
        return Outcome(winners, state.scores, Ending.LAST_ROUND, (top,))

    def commits(self, before: State, after: State) -> bool:
        return before.round != after.round

    def events(self, before: State, seat: Seat, action: Guess, after: State
               ) -> tuple[Event, ...]:
        told: list[Event] = [Sealed(seats=(seat,), words="{0} locks in a guess")]
        if after.round != before.round:
            told.append(Revealed(choices=after.last_guesses,
                                 words=f"The die shows {after.last_roll}"))
        return tuple(told)
