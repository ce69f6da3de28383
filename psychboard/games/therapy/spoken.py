"""What Therapy's table reads aloud: the therapist reads the Therapy card to the patient, with
the patient's name in it and what the answer may be; another player reads each Insight card
and its options; a Crisis card is read as it strikes. Every one is face up for the table: an
Insight card's answer is never read before it is given. `question_text` and `answer_text` word
a Therapy card and its answers for the table and the phones alike."""

from __future__ import annotations

from collections.abc import Sequence

from psychboard.core.events import Drew, Event
from psychboard.core.spoken import Line, card_line, lettered
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.rules.model import CRISIS_DECK, THERAPY_DECK


def question_text(card: str, names: Sequence[str], patient: int) -> str:
    return table().questions[card].question.replace("{player}", names[patient])


def answer_text(card: str, value: int, names: Sequence[str], patient: int) -> str:
    """An answer as words: the seat's name, the option with the patient's name, the rating."""
    question = table().questions[card]
    if question.type == "player":
        return names[value] if 0 <= value < len(names) else "?"
    if question.type == "either":
        options = question.options
        words = options[value] if 0 <= value < len(options) else "?"
        return words.replace("{player}", names[patient])
    return str(value)


def cards_read(events: Sequence[Event], names: Sequence[str]) -> tuple[Line, ...]:
    return tuple(line for e in events if isinstance(e, Drew) and e.card is not None
                 for line in (_card(e, names),) if line is not None)


def _card(drawn: Drew, names: Sequence[str]) -> Line | None:
    cards = table()
    if drawn.deck == CRISIS_DECK:  # the table's sentence already is the card, effect and all
        return card_line(drawn.sentence(names))
    if drawn.deck == THERAPY_DECK:
        question = cards.questions.get(drawn.card)
        if question is None:
            return None
        patient = names[drawn.seats[0]]
        text = question_text(drawn.card, names, drawn.seats[0])
        if question.type == "rating":
            answer = f"Answer from 1, {question.low}, to 10, {question.high}"
        elif question.type == "player":
            answer = "Answer with the name of someone at the table"
        else:
            answer = lettered([o.replace("{player}", patient) for o in question.options])
        return card_line(f"Therapy card for {patient}", text, answer)
    insight = cards.insight.get(drawn.card)
    if insight is None:
        return None
    return card_line(f"Insight card for {names[drawn.seats[0]]}", insight.question,
                     lettered(insight.options))
