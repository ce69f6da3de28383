"""The pictures of Therapy's cards on the table, from the same painters as the printed decks.

The painters read a card as its deck file's mapping; the screen caches pictures by that
mapping, so `CardData` is a mapping that can be hashed. On screen a Therapy card names the
patient where the printed card leaves a blank. An Insight card's face prints its answer, so
the table shows its back (in its Stage's colour) until the answer is checked.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from psychboard.games.therapy.ai import table
from psychboard.games.therapy.deck import CRISIS_KIND, INSIGHT_KIND, QUESTION_KIND
from psychboard.games.therapy.rules.model import CRISIS_DECK, THERAPY_DECK
from psychboard.gui.items.card_cache import CachedCard, card_back, card_face


class CardData(Mapping[str, Any]):
    """A card's fields as its painter reads them, hashable so its picture is drawn once."""

    def __init__(self, **fields: Any) -> None:
        self._fields = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
        self._key = tuple(sorted((k, repr(v)) for k, v in self._fields.items()))

    def __getitem__(self, key: str) -> Any:
        return self._fields[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)

    def __hash__(self) -> int:
        return hash(self._key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardData) and other._key == self._key


def question_face(card_id: str, patient: str) -> CachedCard:
    q = table().questions[card_id]
    return card_face(QUESTION_KIND, CardData(
        id=q.id, type=q.type, question=q.question.replace("{player}", patient), ages=q.ages,
        low=q.low, high=q.high, options=[o.replace("{player}", patient) for o in q.options]))


def insight_face(card_id: str) -> CachedCard:
    c = table().insight[card_id]
    return card_face(INSIGHT_KIND, CardData(
        id=c.id, stage=c.stage, question=c.question, options=list(c.options), answer=c.answer,
        explanation=c.explanation, difficulty=c.difficulty, source=c.source))


def crisis_face(card_id: str, patient: str) -> CachedCard:
    c = table().crisis[card_id]
    e = c.effect
    effect = {"do": e.do, "steps": e.steps, "office": e.office, "stage": e.stage,
              "with": e.target}
    return card_face(CRISIS_KIND, CardData(
        id=c.id, event=c.event.replace("{player}", patient), tone=c.tone,
        effect=CardData(**{k: v for k, v in effect.items() if v})))


def back(deck: str) -> CachedCard:
    """The back of a deck: Therapy, Crisis, or an Insight deck in its Stage's colour."""
    if deck == THERAPY_DECK:
        return card_back(QUESTION_KIND)
    if deck == CRISIS_DECK:
        return card_back(CRISIS_KIND)
    return insight_back(deck)


def insight_back(stage: str) -> CachedCard:
    """The back of a Stage's Insight deck, in its colour, cached like any picture."""

    def draw(painter: Any, rect: Any) -> None:
        from psychboard.gui.card_painter import paint_card

        paint_card(painter, rect, INSIGHT_KIND, stage, "back")

    return _BACKS.setdefault(stage, CachedCard((INSIGHT_KIND, stage, "back"), draw))


_BACKS: dict[str, CachedCard] = {}


def face(deck: str, card_id: str, patient: str) -> CachedCard:
    if deck == THERAPY_DECK:
        return question_face(card_id, patient)
    if deck == CRISIS_DECK:
        return crisis_face(card_id, patient)
    return insight_face(card_id)
