"""The cards each game reads aloud, word for word, from the events the table saw."""

from __future__ import annotations

from psychboard.core.events import Drew, Played, Reacted, Said
from psychboard.core.spoken import CARD
from psychboard.games.therapy import spoken as therapy
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.rules.model import CRISIS_DECK, THERAPY_DECK
from psychboard.games.warfare import spoken as warfare
from psychboard.games.warfare.deck import playable_set

NAMES = ("Ann", "Bo", "Cy")


def question_of(kind: str) -> str:
    return next(q.id for q in table().questions.values() if q.type == kind)


def test_a_therapy_card_is_read_to_its_patient_with_the_name_in_and_the_scale() -> None:
    card = table().questions[question_of("rating")]
    drawn = Drew(seats=(1, 0), deck=THERAPY_DECK, card=card.id, words="{0} is in therapy")
    (line,) = therapy.cards_read((drawn,), NAMES)
    assert line.kind == CARD
    assert line.text.startswith("Therapy card for Bo. ")
    assert card.question.replace("{player}", "Bo").split()[0] in line.text
    assert "{player}" not in line.text
    assert line.text.endswith(f"Answer from 1, {card.low}, to 10, {card.high}.")


def test_an_either_or_therapy_card_reads_its_options_with_letters() -> None:
    card = table().questions[question_of("either")]
    (line,) = therapy.cards_read((Drew(seats=(2, 0), deck=THERAPY_DECK, card=card.id),), NAMES)
    first, second = (o.replace("{player}", "Cy") for o in card.options[:2])
    assert line.text.index(f"A: {first}") < line.text.index(f"B: {second}")


def test_a_player_question_asks_for_someone_at_the_table() -> None:
    card = question_of("player")
    (line,) = therapy.cards_read((Drew(seats=(0, 1), deck=THERAPY_DECK, card=card),), NAMES)
    assert line.text.endswith("Answer with the name of someone at the table.")


def test_an_insight_card_reads_its_question_and_options_but_never_its_answer() -> None:
    card = next(iter(table().insight.values()))
    (line,) = therapy.cards_read((Drew(seats=(0, 1), deck=card.stage, card=card.id),), NAMES)
    assert line.text.startswith(f"Insight card for Ann. {card.question.split()[0]}")
    for letter, option in zip("ABCD", card.options, strict=False):
        assert f"{letter}: {option}" in line.text
    assert card.explanation not in line.text


def test_a_crisis_card_is_read_as_the_table_saw_it_strike() -> None:
    card = next(iter(table().crisis.values()))
    drawn = Drew(seats=(2,), deck=CRISIS_DECK, card=card.id,
                 words="{0} draws a Crisis card: " + card.event.replace("{player}", "{0}"))
    (line,) = therapy.cards_read((drawn, Said(words="{0} moves")), NAMES)
    assert line.text.startswith("Cy draws a Crisis card: ")
    assert "{" not in line.text


def test_warfare_reads_a_card_played_or_answered_by_name_and_text_and_nothing_else() -> None:
    cs = playable_set()
    played, answered = list(cs.cards)[:2]
    lines = warfare.cards_read((Played(seats=(0,), card=played), Said(words="{0} is ready"),
                                Reacted(seats=(1,), card=answered)), cs)
    assert [line.text.split(".")[0] for line in lines] == \
        [cs.cards[played].name, cs.cards[answered].name]
    assert all(line.kind == CARD for line in lines)
    assert cs.cards[played].text.split()[0] in lines[0].text
    assert warfare.cards_read((Said(words="{0} turns a card into Mental Energy"),), cs) == ()
