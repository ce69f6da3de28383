"""Choices as data: what a person may do now, described before any widget draws it.

One `Offer` drives the table's choice bar, the keyboard map, a phone's page, a screen
reader's names and the read-aloud text (DESIGN §12): each reads the same sentence and the
same choices, so every way of playing offers the same moves. Pure: no Qt.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from psychboard.core.protocol import Seat


@dataclass(frozen=True, slots=True)
class Choice:
    """One thing a person may choose.

    `key` is what is shown and pressed ("1", "Enter", "A"); `value` is what the game gets
    back when it is chosen (an action, or a word of the game's own such as ("play",));
    `group` keeps related choices together (answers, stakes, "turn"); `card` names the card
    the choice shows, for a view that draws it; `why_not` says why a disabled choice is off.
    """

    label: str
    key: str
    value: Hashable
    group: str = ""
    card: str | None = None
    enabled: bool = True
    why_not: str = ""
    tip: str = ""
    primary: bool = False  # the choice Enter takes when no other choice claims Enter
    picked: bool = False   # chosen so far, not yet sent (a letter before Lock in)
    suggested: bool = False  # a hint points at it (it is never chosen for the person)
    seat: Seat | None = None  # the seat it names, whose token a view may draw
    swatch: str = ""       # a colour that goes with it (a Stage's), never the only cue

    def __post_init__(self) -> None:
        if not self.label.strip():
            raise ValueError("a choice needs a label")
        if not self.key.strip():
            raise ValueError(f"the choice {self.label!r} needs a key to show")

    @property
    def spoken(self) -> str:
        """The choice in words, for a screen reader or read-aloud: label, key, why not."""
        words = f"{self.label}, key {self.key}{', picked' if self.picked else ''}"
        words += ", suggested" if self.suggested else ""
        if not self.enabled:
            words += f", not now{': ' + self.why_not if self.why_not else ''}"
        return words


@dataclass(frozen=True, slots=True)
class Offer:
    """What to do now: a sentence, whom it is for (a seat, or None for the whole table) and
    the choices. `detail` is a second line (the picked card in words, say); `arrows` names
    the group whose pick the arrow keys move (a scale, a row of answers)."""

    prompt: str
    seat: Seat | None = None
    choices: tuple[Choice, ...] = field(default_factory=tuple)
    detail: str = ""
    arrows: str = ""

    def __post_init__(self) -> None:
        keys = [c.key.upper() for c in self.choices]
        doubled = sorted({k for k in keys if keys.count(k) > 1})
        if doubled:
            raise ValueError(f"two choices share the key {doubled[0]!r} in {self.prompt!r}")

    def __iter__(self) -> Iterator[Choice]:
        return iter(self.choices)

    def enabled(self) -> tuple[Choice, ...]:
        return tuple(c for c in self.choices if c.enabled)

    def by_key(self, key: str) -> Choice | None:
        """The enabled choice a pressed key names (keys compare without case); Enter takes
        the primary choice when no choice has Enter for its key."""
        wanted = key.upper()
        named = [c for c in self.choices if c.key.upper() == wanted]
        if not named and wanted == "ENTER":
            named = [c for c in self.choices if c.primary]
        return next((c for c in named if c.enabled), None)

    def groups(self) -> dict[str, tuple[Choice, ...]]:
        """The choices by group, in the order each group first appears."""
        found: dict[str, list[Choice]] = {}
        for choice in self.choices:
            found.setdefault(choice.group, []).append(choice)
        return {name: tuple(items) for name, items in found.items()}

    def step(self, by: int) -> Choice | None:
        """The enabled choice of the `arrows` group `by` places from the picked one (the
        first or last when none is picked), or None without such a group."""
        row = [c for c in self.choices if c.group == self.arrows and c.enabled]
        if not self.arrows or not row:
            return None
        at = next((i for i, c in enumerate(row) if c.picked), -1 if by > 0 else 0)
        return row[(at + by) % len(row)]

    def spoken(self) -> str:
        """The whole offer in words: the sentence, then each choice."""
        parts = [self.prompt, self.detail, *(c.spoken for c in self.choices)]
        return ". ".join(p.rstrip(".") for p in parts if p) + "."


def number_keys(count: int) -> tuple[str, ...]:
    """Keys for up to ten numbered choices: 1–9, then 0."""
    if count > 10:
        raise ValueError(f"{count} choices can't each have a number key")
    return tuple(str((n + 1) % 10) for n in range(count))


def only(offer: Offer, values: Iterable[Hashable], why_not: str = "") -> Offer:
    """The same offer with only the choices whose value is in `values` enabled."""
    allowed = set(values)
    return Offer(offer.prompt, offer.seat, tuple(
        replace(c, enabled=c.value in allowed,
                why_not="" if c.value in allowed else (c.why_not or why_not))
        for c in offer.choices), offer.detail, offer.arrows)
