"""The contract every game's rules keep (the shape of OpenSpiel's API, boardgame.io's purity).

A state is an immutable dataclass holding everything, its random generator included, so
`new_game(options, seed)` followed by the action log rebuilds any position. Several seats in
`to_act` means a simultaneous secret choice: the state keeps each sealed choice until the
last one arrives. `observe` strips what a seat may not see; `None` is the public table.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from psychboard.core.errors import IllegalAction

if TYPE_CHECKING:
    from psychboard.core.events import Event
    from psychboard.core.reaction import Window

Seat = int
S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class Options:
    """Base of every game's options. Each field's metadata gives its label for the dialog.

    `players` is the number of seats; games add their rulebook variants as further fields,
    each with `metadata={"label": ..., "help": ..., "choices": {...}}` where useful.
    """

    players: int = field(default=2, metadata={"label": "Players"})


class Termination(enum.Enum):
    """Why a game ended, as python-chess's `Termination`: each game derives its own enum from
    this one, each member's value the words it says, with `{0}`, `{1}`… for an Outcome's
    `facts` ("first to reach {0}"). Code reads the member; the log and end screens its words."""

    def words(self, facts: Sequence[int | str] = ()) -> str:
        return str(self.value).format(*facts)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the winning seats, each seat's score, why (`termination`) and the
    figures its words name (`facts`: the target reached, the degree earned…)."""

    winners: tuple[Seat, ...]
    scores: tuple[int, ...]
    termination: Termination
    facts: tuple[int | str, ...] = ()

    @property
    def reason(self) -> str:
        """The termination in words, for the log and the end screens."""
        return self.termination.words(self.facts)


@runtime_checkable
class Rules(Protocol[S, A]):
    """What the controller, the computer players and the tests rely on."""

    game_id: ClassVar[str]
    options_type: ClassVar[type[Options]]
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def new_game(self, options: Any, seed: int) -> S: ...
    def to_act(self, state: S) -> frozenset[Seat]: ...
    def legal_actions(self, state: S, seat: Seat) -> Sequence[A]: ...
    def apply(self, state: S, seat: Seat, action: A) -> S: ...
    def observe(self, state: S, seat: Seat | None) -> Any: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def commits(self, before: S, after: S) -> bool: ...
    def events(self, before: S, seat: Seat, action: A, after: S) -> tuple[Event, ...]: ...
    def window(self, state: S) -> Window | None: ...
    def resample(self, view: Any, rng: random.Random) -> S: ...
    def content(self, options: Any) -> Any: ...
    def with_content(self, content: Any) -> Rules[S, A]: ...


class RulesBase(Generic[S, A]):
    """Defaults a game may keep: chance (a moved generator) commits, a step's events are what
    its rules told, no reaction windows, and no resampling (a game with hidden hands provides
    it)."""

    def apply(self, state: S, seat: Seat, action: A) -> S:
        """The state after `seat` does `action` (every game provides it)."""
        raise NotImplementedError

    def commits(self, before: S, after: S) -> bool:
        """True when the step revealed hidden information or resolved chance; undo stops here."""
        return bool(getattr(before, "rng", None) != getattr(after, "rng", None))

    def events(self, before: S, seat: Seat, action: A, after: S) -> tuple[Event, ...]:
        """What the table saw happen in this step, in order (core.events). Never a secret:
        what the step `tell`s as its rules decide it (`after` is what it returned)."""
        return self.step(before, seat, action)[1]

    def step(self, state: S, seat: Seat, action: A) -> tuple[S, tuple[Event, ...]]:
        """`apply` with the events its rules `tell` (core.events): the one path events come
        from, so no game compares states to find out what happened."""
        from psychboard.core.events import told

        return told(lambda: self.apply(state, seat, action))

    def window(self, state: S) -> Window | None:
        """The reaction window open in `state`, if any (core.reaction)."""
        return None

    def content(self, options: Any) -> Any:
        """What a deal depends on beyond the seed (the cards of the decks in play, as JSON),
        recorded in a save so it replays exactly the game that was played; None if nothing."""
        return None

    def with_content(self, content: Any) -> Any:
        """Rules that deal from exactly `content` (from `content`), or an error naming what
        this computer lacks or what has changed since the game was saved. None is a save
        that pinned nothing: the rules it was dealt from when it was written."""
        return self

    def resample(self, view: Any, rng: random.Random) -> S:
        """A full state consistent with everything `view`'s seat has seen, the rest drawn
        from `rng`: what a searching computer player plans over (information-set search)."""
        raise NotImplementedError(f"{type(self).__name__} cannot resample hidden information")

    @staticmethod
    def check_players(options: Options, low: int, high: int) -> None:
        if not low <= options.players <= high:
            raise IllegalAction(f"this game is for {low} to {high} players, not {options.players}")
