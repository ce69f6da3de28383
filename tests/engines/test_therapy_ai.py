"""Therapy's computer players: personas, predictions from earlier answers, knowledge by level,
Insight Chance only when it pays, pegs to finish soonest and forfeits that cost least."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from psychboard.games import registry
from psychboard.games.therapy.ai import Persona, TherapyBot, chance_pays, knows, predict
from psychboard.games.therapy.deck import STAGES
from psychboard.games.therapy.rules import Answer, Chance, Forfeit, TakePeg, TherapyOptions
from psychboard.games.therapy.rules.model import FORFEIT, INSIGHT, TAKE_PEG, Reveal, Session
from tests.engines.test_therapy import RATING, RULES, act, couch, game, on_top, roll_to


def test_the_levels_are_registered() -> None:
    spec = registry.GAMES["therapy"]
    assert {name: make().level for name, make in spec.bots.items()} == {
        "easy": "easy", "medium": "medium", "hard": "hard"}  # type: ignore[attr-defined]


def test_a_persona_answers_the_same_card_the_same_way_all_game() -> None:
    view = RULES.observe(game(), 0)
    later = replace(view, round=30, reveals=())
    persona = Persona(2, view)
    ratings = [Persona(2, later).answer(card, 4) for card in RULES.table.questions]
    assert ratings == [persona.answer(card, 4) for card in RULES.table.questions]
    rated = [persona.answer(c, 4) for c, q in RULES.table.questions.items() if q.type == "rating"]
    assert max(rated) - min(rated) <= 4, "a persona's ratings lean one way"
    assert all(1 <= r <= 10 for r in rated)


def test_a_therapist_predicts_from_the_patients_earlier_ratings() -> None:
    state = roll_to(on_top(game(), "therapy", RATING), 0, "office-2")
    past = tuple(Reveal(0, 2, False, card, 8, 5, False) for card in ("thq-002", "thq-004"))
    view = replace(RULES.observe(state, 1), reveals=past)
    assert RULES.table.questions["thq-004"].type == "rating"
    assert {predict(view, random.Random(s), "hard") for s in range(20)} == {8}
    easy = {predict(view, random.Random(s), "easy") for s in range(40)}
    assert easy <= set(range(4, 8)), "Easy ignores what it has heard"


def test_a_therapist_remembers_the_patients_answer_to_this_card_from_past_games() -> None:
    state = roll_to(on_top(game(), "therapy", RATING), 0, "office-2")
    past = tuple(Reveal(0, 2, False, card, 8, 5, False) for card in ("thq-002", "thq-004"))
    view = replace(RULES.observe(state, 1), reveals=past)
    memory = {0: {RATING: [2, 3]}}
    assert {predict(view, random.Random(s), "hard", memory) for s in range(20)} == {2}
    assert TherapyBot("hard", memory=memory).choose(
        view, RULES.legal_actions(state, 1), random.Random(0)) == Answer(2)


def test_a_which_player_prediction_takes_the_patients_usual_pick() -> None:
    state = roll_to(on_top(game(), "therapy", "thq-006"), 0, "office-2")
    past = tuple(Reveal(0, 2, False, "thq-003", 3, 1, False) for _ in range(2))
    view = replace(RULES.observe(state, 1), reveals=past)
    assert predict(view, random.Random(1), "hard") == 3


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_insight_knowledge_follows_the_level(level: str) -> None:
    cards = list(RULES.table.insight.values())
    rng, right, expected = random.Random(level), 0, 0.0
    bot = TherapyBot(level)
    base = replace(RULES.observe(game(), 0), phase=INSIGHT)
    for card in cards * 5:
        view = replace(base, insight_card=card.id, insight_stage=card.stage)
        choice = bot.choose(view, [Answer(i) for i in range(len(card.options))], rng)
        right += card.options[choice.value] == card.answer
        k = knows(level, card.difficulty)
        expected += k + (1 - k) / len(card.options)
    assert abs(right - expected) / len(cards * 5) < 0.03
    assert {"easy": 0.5, "medium": 0.7, "hard": 0.85}[level] == knows(level, "medium")


def test_insight_chance_is_taken_only_when_the_peg_pays_for_the_risk() -> None:
    state = roll_to(game(), 0, "infancy-3")
    rng = random.Random(0)
    legal = list(RULES.legal_actions(state, 0))
    assert TherapyBot("hard").choose(RULES.observe(state, 0), legal, rng) == Chance(True)
    held = couch(state, 0, pegs=("infancy", "cosmos"))
    assert not chance_pays(0.5, lacking=False, peg_at_risk=True)
    assert chance_pays(0.5, lacking=False, peg_at_risk=False)
    assert chance_pays(0.5, lacking=True, peg_at_risk=True)
    easy = {TherapyBot("easy").choose(RULES.observe(held, 0), legal, random.Random(s))
            for s in range(20)}
    assert easy == set(legal), "Easy takes chances on a whim"


def test_pegs_are_chosen_to_finish_soonest_and_forfeits_to_lose_least() -> None:
    state = replace(couch(game(), 0, at="infancy-6"), phase=TAKE_PEG, actor=0)
    legal = list(RULES.legal_actions(state, 0))
    rng = random.Random(0)
    # From Infancy the Stage furthest ahead is Infancy itself (a whole lap): the others come
    # round sooner, and their Insight spaces may still give their pegs.
    assert TherapyBot("hard").choose(RULES.observe(state, 0), legal, rng) == \
        TakePeg("infancy")
    losing = replace(couch(state, 0, pegs=("childhood", "seniority")), phase=FORFEIT)
    legal = list(RULES.legal_actions(losing, 0))
    assert TherapyBot("hard").choose(RULES.observe(losing, 0), legal, rng) == \
        Forfeit("childhood"), "the next Stage ahead is the cheapest to win back"


def test_a_computer_patient_answers_its_persona_and_games_of_computers_end() -> None:
    state = roll_to(on_top(game(), "therapy", RATING), 0, "office-2")
    bot = TherapyBot("medium")
    view = RULES.observe(state, 0)
    assert view.session == Session(0, 1, (1,), RATING)
    legal = list(RULES.legal_actions(state, 0))
    assert bot.choose(view, legal, random.Random(1)).value == \
        Persona(0, view).answer(RATING, 4)
    bots = [TherapyBot(level) for level in ("easy", "medium", "hard", "medium", "easy")]
    rnd = random.Random(3)
    state = RULES.new_game(TherapyOptions(players=5), 3)
    for _ in range(5_000):
        seats = sorted(RULES.to_act(state))
        if not seats:
            break
        seat = seats[0]
        state = act(state, seat, bots[seat].choose(RULES.observe(state, seat),
                                                   RULES.legal_actions(state, seat), rnd))
    assert RULES.outcome(state) is not None
    assert all(len(c.pegs) <= len(STAGES) for c in state.couches)
