"""A private hand as data: what a phone shows one seat, and the moves it may tap (DESIGN §12).

A game describes its seat's view as a `Hand`: the sentence saying what to do, sections of
what only this seat sees (its cards, its sealed answers, its Mental Energy), and every legal
action as a `Pick` — the steps a person taps through to reach it ("Play Projection", "At
Bo", "Love"). One phone page draws every game from this; the same picks are the seat's legal
actions, so a phone can send nothing the rules would not take. Pure: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

MAX_STEPS = 6


@dataclass(frozen=True, slots=True)
class Picture:
    """A card the phone draws as the table does: the game's code for it, and its words."""

    code: str
    words: str


@dataclass(frozen=True, slots=True)
class Section:
    """A part of the private view: a heading, lines of words and card pictures."""

    heading: str
    lines: tuple[str, ...] = ()
    cards: tuple[Picture, ...] = ()


@dataclass(frozen=True, slots=True)
class Pick:
    """One legal action as the steps tapped to reach it; `card` pictures its first step."""

    steps: tuple[str, ...]
    action: Hashable
    card: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= len(self.steps) <= MAX_STEPS or not all(s.strip() for s in self.steps):
            raise ValueError(f"a pick needs 1 to {MAX_STEPS} steps in words, not {self.steps!r}")


@dataclass(frozen=True, slots=True)
class Hand:
    """What a seat's phone shows now. `prompt` is "" while nothing is asked of the seat;
    `react` marks a reaction window (the phone buzzes); `send` is the last button's word."""

    prompt: str
    sections: tuple[Section, ...] = ()
    picks: tuple[Pick, ...] = ()
    react: bool = False
    send: str = "Lock in"

    def __post_init__(self) -> None:
        paths = [p.steps for p in self.picks]
        for path in paths:
            if paths.count(path) > 1:
                raise ValueError(f"two picks share the steps {path!r}")
            if any(other != path and other[:len(path)] == path for other in paths):
                raise ValueError(f"the steps {path!r} lead on to another pick")

    def pictures(self) -> tuple[str, ...]:
        """Every card code the hand shows, once each, in order."""
        codes = [c.code for s in self.sections for c in s.cards]
        codes += [p.card for p in self.picks if p.card]
        return tuple(dict.fromkeys(codes))


HandFor = Callable[[Any, Sequence[Any], Sequence[str]], Hand]
"""A game's hand for a view: (the seat's observation, its legal actions, the seats' names)."""


class PhoneKit(NamedTuple):
    """What a game gives the phones: its `hand`, and `picture(code)`, a card painter for a
    code the hand names, with the card's height over its width (None: cards in words only)."""

    hand: HandFor
    picture: Callable[[str], tuple[Any, float]] | None = None


def waiting(sections: Sequence[Section], who: Sequence[str]) -> Hand:
    """A hand with nothing to choose: the seat's view, and whom the table waits for."""
    return Hand("", (*sections, Section("Waiting for", (", ".join(who),))) if who
                else tuple(sections))
