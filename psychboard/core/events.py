"""Events: what the whole table saw happen in one step (DESIGN §11, "Events").

The rules decide; events tell. After every action the rules say, as a tuple of events, what
happened in words and data that anyone at the table may know: scenes animate from them and the
game log writes their sentences. An event never carries a hidden card or a sealed choice — a
seat's private details stay in that seat's view — so the same events go to every screen, to
the log, and to a save's replay when a game is resumed.

A sentence names seats as `{0}`, `{1}`… in `words`, filled in with the seats' names by
`sentence(names)`, so the rules never need to know who sits where and the log never says "you".

The rules `tell` each event where they decide it (a roll, a walk, a card drawn, what it did),
and `told(step)` collects what a step told (`RulesBase.step`): events live in no state, and
outside `told` (a computer player's search) telling keeps nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from psychboard.core.protocol import Seat

T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Something the table saw. `seats` are the seats `words` names, as {0}, {1}, …"""

    kind: ClassVar[str] = "event"
    seats: tuple[Seat, ...] = ()
    words: str = ""

    def sentence(self, names: Sequence[str]) -> str:
        """The log's sentence with the seats' names filled in ("" when not worth a line)."""
        if not self.words:
            return ""
        return self.words.format(*(names[s] if 0 <= s < len(names) else "?"
                                   for s in self.seats))


@dataclass(frozen=True, slots=True, kw_only=True)
class Said(Event):
    """Narration with no data of its own (a turn passing, a rule taking effect)."""

    kind: ClassVar[str] = "said"


@dataclass(frozen=True, slots=True, kw_only=True)
class Sealed(Event):
    """A seat locked in a secret choice; `waiting` seats are still to choose."""

    kind: ClassVar[str] = "sealed"
    waiting: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Rolled(Event):
    """Dice rolled (or a spinner spun): the faces or segment the rules already decided."""

    kind: ClassVar[str] = "rolled"
    faces: tuple[int, ...] = ()
    label: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Moved(Event):
    """A piece moved along a board: the spaces it passed and the one it landed on, in order."""

    kind: ClassVar[str] = "moved"
    path: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Drew(Event):
    """A card came off a deck. `card` is set only when the whole table sees its face."""

    kind: ClassVar[str] = "drew"
    deck: str = ""
    card: Any = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Played(Event):
    """A card or move was played openly."""

    kind: ClassVar[str] = "played"
    card: Any = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Reacted(Event):
    """A seat answered a pending play in a reaction window (or the window closed unanswered)."""

    kind: ClassVar[str] = "reacted"
    card: Any = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Revealed(Event):
    """Sealed choices turned face up together; `choices` per seat (None: none made)."""

    kind: ClassVar[str] = "revealed"
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Scored(Event):
    """Points changed hands: `deltas` per seat and the totals after."""

    kind: ClassVar[str] = "scored"
    deltas: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Ended(Event):
    """The game is over: `winners` and why, in `words`."""

    kind: ClassVar[str] = "ended"
    winners: tuple[Seat, ...] = ()


def sentences(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The log lines of `events`, skipping the ones with nothing to say."""
    return [line for line in (e.sentence(names) for e in events) if line]


def names_list(seats: Sequence[Seat]) -> str:
    """'{0}', '{0} and {1}', '{0}, {1} and {2}' for a sentence naming several seats."""
    marks = [f"{{{i}}}" for i in range(len(seats))]
    if len(marks) <= 1:
        return "".join(marks)
    return ", ".join(marks[:-1]) + " and " + marks[-1]


_TOLD: ContextVar[list[Event] | None] = ContextVar("told", default=None)


def listening() -> bool:
    """Whether a `told` collects this step: events costly to put into words are skipped
    when nobody will read them."""
    return _TOLD.get() is not None


def tell(*events: Event) -> None:
    """Say what the table saw, in the order it happened, to the `told` collecting this step."""
    heard = _TOLD.get()
    if heard is not None:
        heard.extend(events)


def told(step: Callable[[], T]) -> tuple[T, tuple[Event, ...]]:
    """Run `step` (a rules' apply) and return its result with the events it told, in order.
    Each thread and each nested `told` collects only its own."""
    heard: list[Event] = []
    token = _TOLD.set(heard)
    try:
        return step(), tuple(heard)
    finally:
        _TOLD.reset(token)
