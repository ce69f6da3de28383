"""What the table's voice says, and in what order: pure, so it is tested without a speech engine.

The rulebooks make reading aloud part of play (a card read to the person it is for, with the
letters of its answers). A `Line` is one thing to say: a card's words (`CARD`), a sentence of
what the whole table saw happen (`EVENT`), or whose turn it is (`TURN`). Every line comes
from what the table may know — a card face up, an event, a hand-off — never from a private
screen, so speaking it aloud tells nobody a secret.

`Queue` keeps speech from falling behind play: speech never holds a move up, so when the
table moves faster than a voice can follow, old news is dropped rather than read late; when a
card comes, which someone must hear to play, the news still waiting from before it is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

CARD, EVENT, TURN = "card", "event", "turn"
LETTERS = "ABCDEFGH"
MOST_NEWS = 3  # sentences of news waiting at most; older ones are dropped


@dataclass(frozen=True, slots=True)
class Line:
    text: str
    kind: str = EVENT


def lettered(responses: Sequence[str]) -> str:
    """Answers as a reader states them: "A: …. B: …." (the rulebook asks for the letters)."""
    return " ".join(f"{letter}: {sentence(text)}"
                    for letter, text in zip(LETTERS, responses, strict=False))


def sentence(text: str) -> str:
    """`text` ending as a sentence does, so a voice pauses after it."""
    text = " ".join(text.split())
    return text if not text or text[-1] in ".?!…:;" else f"{text}."


def card_line(*parts: str) -> Line:
    """A card's words, its parts read one after the other as sentences."""
    return Line(" ".join(sentence(p) for p in parts if p.strip()), CARD)


@dataclass
class Queue:
    """Lines waiting for the voice, oldest first. `add` takes one step's lines, in order."""

    waiting: list[Line] = field(default_factory=list)

    def add(self, step: Iterable[Line]) -> None:
        lines = [line for line in step if line.text.strip()]
        if any(line.kind == CARD for line in lines):  # news still waiting is old now
            self.waiting = [w for w in self.waiting if w.kind == CARD]
        self.waiting += lines
        news = [w for w in self.waiting if w.kind != CARD]
        for old in news[:max(0, len(news) - MOST_NEWS)]:
            self.waiting.remove(old)

    def next(self) -> Line | None:
        return self.waiting.pop(0) if self.waiting else None

    def clear(self) -> None:
        self.waiting.clear()
