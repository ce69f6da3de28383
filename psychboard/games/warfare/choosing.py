"""Choosing a play step by step: the X paid, the other player named, one Need per effect.

The rules list every legal `Play` whole (legal.py); a person picks one a question at a time.
Each question offers only values that some legal play still has after the answers so far,
and a question with a single answer is answered at once. Pure, so it is tested without Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from psychboard.games.warfare.cards import Card, Effect
from psychboard.games.warfare.rules import Play

WHO_WORDS = {"self": "you", "other": "the player you name", "all_others": "all others",
             "everyone": "everyone"}


@dataclass(frozen=True)
class Question:
    """One step: what is asked ("x", "target" or "need"), in words, and the answers on
    offer as (value, label)."""

    kind: str
    prompt: str
    options: tuple[tuple[object, str], ...]


def effect_words(effect: Effect) -> str:
    """"you +2", "all others −1", "you +X": an effect that asks for a Need, in brief."""
    if effect.x_sign:
        amount = f"{'+' if effect.x_sign > 0 else '−'}X"
        if effect.amount:
            amount = f"{effect.amount:+d}".replace("-", "−") + amount
    else:
        amount = f"{effect.amount:+d}".replace("-", "−")
    return f"{WHO_WORDS[effect.who]} {amount}"


def _key(play: Play) -> tuple[object, ...]:
    return (play.x, play.target, *play.needs)


class PlayChooser:
    """The questions one card's legal plays ask, answered in order."""

    def __init__(self, card: Card, plays: Sequence[Play], names: Sequence[str]) -> None:
        if not plays:
            raise ValueError(f"{card.name} has no legal play now")
        self.card = card
        self._plays = list(plays)
        self._names = list(names)
        self._answers: list[object] = []
        self._effects = [e for e in card.effects if e.chooses_need]
        self._settle()

    def _matching(self) -> list[Play]:
        n = len(self._answers)
        return [p for p in self._plays if _key(p)[:n] == tuple(self._answers)]

    def _options(self) -> list[object]:
        found: list[object] = []
        for play in self._matching():
            value = _key(play)[len(self._answers)]
            if value not in found:
                found.append(value)
        return found

    def _settle(self) -> None:
        """Answer every question that has only one answer."""
        while not self.done and len(self._options()) == 1:
            self._answers.append(self._options()[0])

    @property
    def done(self) -> bool:
        return len(self._answers) == len(_key(self._plays[0]))

    def question(self) -> Question | None:
        """The next question, or None once the play is whole."""
        if self.done:
            return None
        step = len(self._answers)
        values = self._options()
        if step == 0:
            return Question("x", f"How much X will you pay for {self.card.name}?",
                            tuple((x, f"X = {x}") for x in values))
        if step == 1:
            return Question("target", f"Who is {self.card.name} aimed at?",
                            tuple((t, self._names[t] if isinstance(t, int) else str(t))
                                  for t in values))
        effect = self._effects[step - 2]
        return Question("need", f"{self.card.name}: which Need for {effect_words(effect)}?",
                        tuple((n, str(n).capitalize()) for n in values))

    def answer(self, value: object) -> None:
        if value not in self._options():
            raise ValueError(f"{value!r} is not on offer now")
        self._answers.append(value)
        self._settle()

    def back(self) -> bool:
        """Take back the last question answered by hand (False when there is none)."""
        while self._answers:
            self._answers.pop()
            if len(self._options()) > 1:
                return True
        self._settle()
        return False

    def play(self) -> Play:
        if not self.done:
            raise ValueError("the play is not chosen yet")
        return next(p for p in self._plays if _key(p) == tuple(self._answers))
