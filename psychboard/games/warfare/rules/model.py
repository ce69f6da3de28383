"""Psychological Warfare's values: options, actions, the state and the view a seat sees.

Hidden in the state: hands, Mental Energy piles (face down), the deck order. Public: scores,
Archetypes, Baggage, Defense Mechanisms, Phobias, cards under Archetypes, placed Hidden
Agendas, the discard pile, the reaction window and the counts of everything hidden.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any

from psychboard.core.protocol import Options, Seat, Termination
from psychboard.core.reaction import Pass, Window
from psychboard.core.rng import Rng
from psychboard.games.warfare.cards import NEEDS

START_SCORE = 3
LOW, HIGH = 1, 8
HAND_SIZE = 5
START_ENERGY = 3

Hands = tuple[tuple[str, ...], ...]


class Phase(enum.Enum):
    """Setting up (Defense Mechanisms, then Ready), the turns, and the game over."""

    SETUP = "setup"
    MAIN = "main"
    OVER = "over"


class Ending(Termination):
    """How the last turn after the deck ran out decided the game."""

    MOST_POINTS = "Most Victory Points ({0})"                           # the points
    FEWEST_UNDER = ("{0} Victory Points, tied, and the fewest cards under the Archetype "
                    "({1})")                                             # points, cards
    SHARED = "A shared win: {0} Victory Points and {1} cards under the Archetype"


@dataclass(frozen=True, slots=True)
class WarfareOptions(Options):
    nature_nurture: bool = field(default=False, metadata={
        "label": "Nature/Nurture", "choices": {False: "Off", True: "On"},
        "help": "At the end, each Archetype's chart adjusts its scores by the letters of the "
                "cards its player collected, before Victory Points."})


@dataclass(frozen=True, slots=True)
class Ready:
    """Set-up: this seat has placed the Defense Mechanisms it wants before play."""

    def __str__(self) -> str:
        return "ready"


@dataclass(frozen=True, slots=True)
class PlaceDefense:
    card: str

    def __str__(self) -> str:
        return f"place the Defense Mechanism {self.card}"


@dataclass(frozen=True, slots=True)
class Therapy:
    def __str__(self) -> str:
        return "go to Therapy"


@dataclass(frozen=True, slots=True)
class ToEnergy:
    card: str

    def __str__(self) -> str:
        return f"turn {self.card} into Mental Energy"


@dataclass(frozen=True, slots=True)
class Play:
    """An Action or Special with its choices: the other player it names (-1: none), one Need
    per effect that asks for one (in card order), and X for a cost of X."""

    card: str
    target: int = -1
    needs: tuple[str, ...] = ()
    x: int = 0

    def __str__(self) -> str:
        parts = [f"play {self.card}"]
        if self.target >= 0:
            parts.append(f"on player {self.target + 1}")
        if self.needs:
            parts.append("(" + ", ".join(self.needs) + ")")
        if self.x:
            parts.append(f"X={self.x}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class PlaceAgenda:
    card: str

    def __str__(self) -> str:
        return f"place the Hidden Agenda {self.card}"


@dataclass(frozen=True, slots=True)
class React:
    card: str

    def __str__(self) -> str:
        return f"react with {self.card}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    def __str__(self) -> str:
        return "end the turn"


Action = Ready | PlaceDefense | Therapy | ToEnergy | Play | PlaceAgenda | React | EndTurn | Pass
ACTION_TYPES: tuple[type, ...] = (Ready, PlaceDefense, Therapy, ToEnergy, Play, PlaceAgenda,
                                  React, EndTurn, Pass)


@dataclass(frozen=True, slots=True)
class State:
    """Everything, per seat where it is a tuple of tuples. `window` is open while a played
    card waits on reactions, its opening choices in `choice`. `begun` is set once the turn's
    player has turned a card into Mental Energy or placed a Defense Mechanism: choosing not to
    go to Therapy comes first. `end_at` is the count of finished turns that ends the game
    (-1: deck not out)."""

    rng: Rng
    players: int
    nature_nurture: bool
    archetypes: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]
    hands: Hands
    energy: Hands
    deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    baggage: Hands = ()
    defenses: Hands = ()
    phobias: Hands = ()
    under: Hands = ()
    agendas: Hands = ()
    phase: Phase = Phase.SETUP
    turn: Seat = 0
    first: Seat = 0
    ready: tuple[bool, ...] = ()
    acted: bool = False
    begun: bool = False
    played: tuple[str, ...] = ()
    window: Window | None = None
    choice: Play | None = None
    turns_taken: int = 0
    end_at: int = -1


@dataclass(frozen=True, slots=True)
class View:
    """What `seat` may see (None: the table): its own hand and energy, counts of the rest."""

    seat: Seat | None
    players: int
    nature_nurture: bool
    archetypes: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]
    my_hand: tuple[str, ...]
    my_energy: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    energy_sizes: tuple[int, ...]
    deck_size: int
    discard: tuple[str, ...]
    baggage: Hands
    defenses: Hands
    phobias: Hands
    under: Hands
    agendas: Hands
    phase: Phase
    turn: Seat
    first: Seat
    ready: tuple[bool, ...]
    acted: bool
    begun: bool
    played: tuple[str, ...]
    window: Window | None
    choice: Play | None
    turns_taken: int
    end_at: int


Table = State | View  # what a price or a modifier reads: the whole state, or a seat's view


def cards(count: int) -> str:
    """A count of cards in words: "1 card", "2 cards"."""
    return f"{count} card{'s' * (count != 1)}"


def need_index(need: str) -> int:
    return NEEDS.index(need)


def put(rows: tuple[tuple[str, ...], ...], seat: Seat, row: tuple[str, ...]
        ) -> tuple[tuple[str, ...], ...]:
    return rows[:seat] + (row,) + rows[seat + 1:]


_STATE_FIELDS = tuple(f.name for f in fields(State))
_STATE_VALUES = attrgetter(*_STATE_FIELDS)
_STATE_INDEX = {name: index for index, name in enumerate(_STATE_FIELDS)}


def evolve(state: State, **changes: Any) -> State:
    """`dataclasses.replace` for the State, several times faster: search replays many steps."""
    values = list(_STATE_VALUES(state))
    for name, value in changes.items():
        values[_STATE_INDEX[name]] = value
    return State(*values)
