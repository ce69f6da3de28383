"""Therapy's shipped decks and their validator (games/therapy/deck.py).

Every file in assets/decks/therapy/ loads through the shared deck validator; the box holds
what the rulebook's does (90 Therapy, 60 Insight per Stage of Life, 30 Crisis); the content
keeps the shape the game needs (the question mix, cards for younger tables, easy Insight
cards, readable lengths, right answers among the options, no card written twice, Crisis
cards that help about as often as they hurt and use every effect the rules play); and a
malformed card, whatever rule it breaks, is refused with a message naming file, card and field.
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import decks
from psychboard.core.errors import DeckError
from psychboard.core.resources import asset_dir
from psychboard.core.text import near_duplicates, word_count
from psychboard.games.therapy.deck import (
    CRISIS_KIND,
    EFFECTS,
    INSIGHT_KIND,
    QUESTION_KIND,
    STAGE_TITLES,
    STAGES,
    Effect,
    crisis_from_json,
    describe_effect,
    family_filter,
    forget_loaded,
    load_cards,
    load_therapy_decks,
    shipped_paths,
    stage_code,
)

Card = Mapping[str, Any]

DECK_DIR = asset_dir("decks", "therapy")
DECK_FILES = shipped_paths()
QUESTION_FILE = DECK_DIR / "therapy.json"
CRISIS_FILE = DECK_DIR / "crisis.json"
INSIGHT_STAGES = STAGES

THERAPY_CARDS = 90
INSIGHT_PER_STAGE = 60
CRISIS_CARDS = 30
MAX_QUESTION_WORDS = 40
MAX_OPTION_WORDS = 12
MAX_EXPLANATION_WORDS = 25
MAX_EVENT_WORDS = 30
MAX_HELP_HURT_GAP = 4

SIMILARITY_LIMIT = 0.5
THERAPY_FRAME = ("scale", "how", "much", "player", "table", "think", "rather", "enjoy", "like")
"""The sentence frames every Therapy card shares ("On a scale of 1 to 10, how much does
{player} enjoy…", "Which player at this table does {player} think…"): left out of the
comparison, like the function words, so only what a question is about is compared."""


def _cards(path: Path) -> list[Card]:
    return list(decks.load(path).cards)


def _insight_file(stage: str) -> Path:
    return DECK_DIR / f"insight-{stage}.json"


@pytest.fixture(scope="module")
def questions() -> list[Card]:
    return _cards(QUESTION_FILE)


@pytest.fixture(scope="module")
def crisis() -> list[Card]:
    return _cards(CRISIS_FILE)


def test_the_shipped_files_are_there() -> None:
    assert QUESTION_FILE in DECK_FILES
    assert CRISIS_FILE in DECK_FILES


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.name)
def test_every_file_loads_as_a_therapy_deck(path: Path) -> None:
    deck = decks.load(path)
    assert deck.game == "therapy"
    expected = {"therapy.json": QUESTION_KIND, "crisis.json": CRISIS_KIND}.get(path.name,
                                                                              INSIGHT_KIND)
    assert deck.kind == expected


def test_ids_are_unique_across_every_therapy_file() -> None:
    ids = Counter(card["id"] for path in DECK_FILES for card in _cards(path))
    assert [card_id for card_id, n in ids.items() if n > 1] == []


def test_the_loader_deals_every_shipped_card_without_a_problem(questions: list[Card],
                                                                crisis: list[Card]) -> None:
    forget_loaded()
    loaded = load_therapy_decks()
    _, errors = load_cards(DECK_FILES)
    assert errors == []
    assert [q.id for q in loaded.questions] == [c["id"] for c in questions]
    assert [c.id for c in loaded.crisis] == [c["id"] for c in crisis]
    assert list(loaded.insight) == list(STAGES)
    for stage, cards in loaded.insight.items():
        assert all(card.stage == stage for card in cards)
        assert all(card.true_false == (card.options == ("True", "False")) for card in cards)
    forget_loaded()


def test_a_table_with_younger_players_gets_only_the_eight_plus_questions() -> None:
    questions = load_therapy_decks().questions
    younger = family_filter(questions, younger_players=True)
    assert younger and all(q.ages == 8 for q in younger)
    assert len(younger) == sum(q.ages == 8 for q in questions)
    assert family_filter(questions, younger_players=False) == list(questions)


def test_the_box_holds_90_therapy_cards(questions: list[Card]) -> None:
    assert len(questions) == THERAPY_CARDS


def test_the_box_holds_30_crisis_cards(crisis: list[Card]) -> None:
    assert len(crisis) == CRISIS_CARDS


@pytest.mark.parametrize("stage", INSIGHT_STAGES)
def test_each_stage_has_60_insight_cards_of_its_own(stage: str) -> None:
    cards = _cards(_insight_file(stage))
    assert len(cards) == INSIGHT_PER_STAGE
    assert {card["stage"] for card in cards} == {stage}
    assert all(card["id"].startswith(f"ins-{stage_code(stage)}-") for card in cards)


def test_stages_run_in_board_order_with_titles() -> None:
    assert STAGES == ("infancy", "childhood", "adolescence", "adulthood", "seniority", "cosmos")
    assert [STAGE_TITLES[s] for s in STAGES] == ["Infancy", "Childhood", "Adolescence",
                                                 "Adulthood", "Seniority", "Cosmos"]


def test_ids_follow_the_agreed_pattern(questions: list[Card], crisis: list[Card]) -> None:
    assert [c["id"] for c in questions if not re.fullmatch(r"thq-\d{3}", c["id"])] == []
    assert [c["id"] for c in crisis if not re.fullmatch(r"cri-\d{3}", c["id"])] == []


def test_therapy_cards_are_mostly_ratings_then_which_player(questions: list[Card]) -> None:
    """The boxed cards: about 60% ratings, 30% "which player", the rest either/or."""
    kinds = Counter(card["type"] for card in questions)
    assert 0.55 <= kinds["rating"] / len(questions) <= 0.65, kinds
    assert 0.25 <= kinds["player"] / len(questions) <= 0.35, kinds
    assert kinds["either"] > 0, kinds


def test_a_third_of_the_therapy_cards_suit_a_table_with_eight_year_olds(
        questions: list[Card]) -> None:
    assert sum(card["ages"] == 8 for card in questions) * 3 >= len(questions)


def test_every_therapy_card_asks_about_the_patient(questions: list[Card]) -> None:
    assert [c["id"] for c in questions if "{player}" not in c["question"]] == []


@pytest.mark.parametrize("stage", INSIGHT_STAGES)
def test_at_least_a_third_of_each_stage_is_easy(stage: str) -> None:
    cards = _cards(_insight_file(stage))
    assert sum(card["difficulty"] == "easy" for card in cards) * 3 >= len(cards)


@pytest.mark.parametrize("stage", INSIGHT_STAGES)
def test_each_insight_answer_is_one_of_its_distinct_options(stage: str) -> None:
    for card in _cards(_insight_file(stage)):
        options = card["options"]
        assert card["answer"] in options, card["id"]
        folded = [re.sub(r"\W+", " ", option).strip().lower() for option in options]
        assert len(set(folded)) == len(options), f"{card['id']} repeats an option"
        assert options == ["True", "False"] or len(options) in (3, 4), card["id"]


def test_either_or_cards_offer_two_different_options(questions: list[Card]) -> None:
    for card in questions:
        if card["type"] == "either":
            assert len({o.lower() for o in card["options"]}) == 2, card["id"]


def _texts(card: Card) -> list[tuple[str, str, int]]:
    """(field, text, word limit) for each text of a card that is read aloud."""
    limits = {"question": MAX_QUESTION_WORDS, "explanation": MAX_EXPLANATION_WORDS,
              "event": MAX_EVENT_WORDS}
    texts = [(name, card[name], limit) for name, limit in limits.items() if name in card]
    return texts + [("options", option, MAX_OPTION_WORDS) for option in card.get("options", ())]


@pytest.mark.parametrize("path", DECK_FILES, ids=lambda p: p.name)
def test_texts_are_short_enough_to_read_aloud(path: Path) -> None:
    too_long = [(card["id"], name, text) for card in _cards(path)
                for name, text, limit in _texts(card) if word_count(text) > limit]
    assert too_long == []


def _assert_no_near_duplicates(cards: Sequence[Card], field: str,
                               extra_stop: Sequence[str] = ()) -> None:
    texts = [card[field] for card in cards]
    pairs = near_duplicates(texts, SIMILARITY_LIMIT, extra_stop)
    assert pairs == [], "near-duplicates:\n" + "\n".join(
        f"  {s:.2f} {cards[i]['id']}: {texts[i]}\n       {cards[j]['id']}: {texts[j]}"
        for i, j, s in pairs)


def test_no_two_therapy_questions_are_near_duplicates(questions: list[Card]) -> None:
    """Jaccard similarity of content words (function words, {player} and the shared frames
    THERAPY_FRAME removed) above 0.5 means the same question twice.

    Why 0.5: with the frames gone, a rating card keeps three to six words of its own, so two
    different questions on a shared theme land at 0.40 at most in this deck ("worry about
    what other people think of them" against "dancing when other people are watching" share
    "other people"); the same question reworded keeps its nouns and verbs and scores above
    0.5 (0.75 in test_the_similarity_limit_catches_a_reworded_card). The limit sits between.
    """
    _assert_no_near_duplicates(questions, "question", THERAPY_FRAME)


def test_no_two_crisis_events_are_near_duplicates(crisis: list[Card]) -> None:
    _assert_no_near_duplicates(crisis, "event")


def test_no_two_insight_questions_are_near_duplicates() -> None:
    """The same limit across all six stages, so a finding is not asked twice, in one stage
    or in two: the most alike different questions here share a topic and score 0.45
    ("personality is completely fixed by age 30" against "personality usually changes
    completely after retirement")."""
    cards = [card for stage in INSIGHT_STAGES for card in _cards(_insight_file(stage))]
    _assert_no_near_duplicates(cards, "question")


def test_the_similarity_limit_catches_a_reworded_card() -> None:
    texts = ["On a scale of 1 to 10, how much does {player} enjoy dancing when other people "
             "are watching?",
             "On a scale of 1 to 10, how much would {player} enjoy dancing while people are "
             "watching?",
             "On a scale of 1 to 10, how much does {player} enjoy cooking a big meal for other "
             "people?"]
    assert [(i, j) for i, j, _ in near_duplicates(texts, SIMILARITY_LIMIT, THERAPY_FRAME)] == [
        (0, 1)]


def test_crisis_cards_help_about_as_often_as_they_hurt(crisis: list[Card]) -> None:
    tones = Counter(card["tone"] for card in crisis)
    assert tones["help"] and tones["hurt"]
    assert abs(tones["help"] - tones["hurt"]) <= MAX_HELP_HURT_GAP, tones


def test_every_effect_verb_is_on_some_crisis_card(crisis: list[Card]) -> None:
    used = {card["effect"]["do"] for card in crisis}
    assert sorted(set(EFFECTS) - used) == []


def test_crisis_effects_load_as_values(crisis: list[Card]) -> None:
    loaded, _ = load_cards([CRISIS_FILE])
    by_id = {card.id: card.effect for card in loaded.crisis}
    for card in crisis:
        raw, effect = card["effect"], by_id[card["id"]]
        assert effect == Effect(raw["do"], raw.get("steps", 0), raw.get("office", ""),
                                raw.get("stage", ""), raw.get("with", ""))


def _vocabulary() -> list[dict[str, Any]]:
    """Every effect the vocabulary allows: each verb with each value of its parameter."""
    return [{"do": verb, name: value} if params else {"do": verb}
            for verb, params in EFFECTS.items()
            for name, values in (params.items() or [("", ())])
            for value in (values or [None])]


def test_every_effect_reads_as_an_instruction() -> None:
    texts = {describe_effect(crisis_from_json({"id": "x", "event": "", "tone": "help",
                                               "effect": effect}).effect)
             for effect in _vocabulary()}
    assert len(texts) == len(_vocabulary())
    assert all(text[0].isupper() and text.endswith(".") for text in texts)
    assert describe_effect(Effect("move", steps=-1)) == "Move back 1 space."
    assert describe_effect(Effect("everyone_moves", steps=3)) == (
        "Every couch moves forward 3 spaces.")
    assert describe_effect(Effect("swap_places", target="last")) == (
        "Swap couches with another player: the one with the fewest pegs.")
    assert describe_effect(Effect("lose_peg", stage="seniority")) == (
        "Forfeit the Seniority Mastery peg, if you hold it.")


# --- malformed cards: each rule refused with a message naming file, card and field ---------

GOOD: dict[str, dict[str, Any]] = {
    QUESTION_KIND: {"id": "tst-002", "type": "rating",
                    "question": "On a scale of 1 to 10, how much does {player} enjoy "
                                "thunderstorms?",
                    "low": "hides under the bed", "high": "watches from the window", "ages": 8},
    INSIGHT_KIND: {"id": "ins-inf-002", "stage": "infancy",
                   "question": "Young monkeys in Harlow's studies spent most time with which "
                               "mother?",
                   "options": ["The wire mother with milk", "The soft cloth mother",
                               "Neither mother"],
                   "answer": "The soft cloth mother",
                   "explanation": "Comfort from contact mattered more than food.",
                   "difficulty": "easy",
                   "source": "Harlow (1958), contact comfort in infant monkeys"},
    CRISIS_KIND: {"id": "tst-002", "event": "{player} finds a lost kitten and takes it home.",
                  "tone": "help", "effect": {"do": "move", "steps": 2}},
}

FIRST: dict[str, dict[str, Any]] = {
    QUESTION_KIND: {**GOOD[QUESTION_KIND], "id": "tst-001"},
    INSIGHT_KIND: {**GOOD[INSIGHT_KIND], "id": "ins-inf-001"},
    CRISIS_KIND: {**GOOD[CRISIS_KIND], "id": "tst-001"},
}

PLAYER_CARD = {"type": "player", "low": None, "high": None,
               "question": "Which player at this table would {player} take to the zoo?"}
EITHER_CARD = {"type": "either", "low": None, "high": None,
               "question": "Would {player} rather swim or climb?", "options": ["Swim", "Climb"]}
LONG = " ".join(["word"] * 41)


def _change(kind: str, **fields: Any) -> Callable[[], tuple[str, dict[str, Any]]]:
    """The good card of `kind` with `fields` replaced (None removes a field)."""
    def make() -> tuple[str, dict[str, Any]]:
        card = copy.deepcopy(GOOD[kind])
        for name, value in fields.items():
            if value is None:
                card.pop(name, None)
            else:
                card[name] = value
        return kind, card
    return make


MALFORMED: list[tuple[str, Callable[[], tuple[str, dict[str, Any]]], str]] = [
    ("rating-without-low", _change(QUESTION_KIND, low=None), "low"),
    ("rating-without-high", _change(QUESTION_KIND, high=None), "high"),
    ("rating-with-options", _change(QUESTION_KIND, options=["Yes", "No"]), "options"),
    ("rating-wrong-opening", _change(QUESTION_KIND, question="How brave is {player}?"),
     "question"),
    ("rating-long-low", _change(QUESTION_KIND, low="one two three four five six seven"), "low"),
    ("player-with-low", _change(QUESTION_KIND, **{**PLAYER_CARD, "low": "never"}), "low"),
    ("player-not-asking-which-player",
     _change(QUESTION_KIND, **{**PLAYER_CARD, "question": "Who would {player} take along?"}),
     "question"),
    ("either-without-options", _change(QUESTION_KIND, **{**EITHER_CARD, "options": None}),
     "options"),
    ("either-three-options",
     _change(QUESTION_KIND, **{**EITHER_CARD, "options": ["Swim", "Climb", "Run"]}), "options"),
    ("either-same-option-twice",
     _change(QUESTION_KIND, **{**EITHER_CARD, "options": ["Swim", "swim"]}), "options"),
    ("either-long-option",
     _change(QUESTION_KIND, **{**EITHER_CARD, "options": ["Swim", LONG[:65]]}), "options"),
    ("question-without-player",
     _change(QUESTION_KIND, question="On a scale of 1 to 10, how much do cats purr?"),
     "question"),
    ("question-unknown-placeholder",
     _change(QUESTION_KIND, question="On a scale of 1 to 10, how much does {player} miss "
                                     "{pet}?"), "question"),
    ("question-too-long", _change(QUESTION_KIND, question="On a scale of 1 to 10, how much "
                                  "does {player} " + LONG), "question"),
    ("question-type-unknown", _change(QUESTION_KIND, type="quiz"), "type"),
    ("question-ages-ten", _change(QUESTION_KIND, ages=10), "ages"),
    ("question-unknown-field", _change(QUESTION_KIND, hint="think!"), "hint"),
    ("insight-answer-not-an-option", _change(INSIGHT_KIND, answer="The cloth mother"),
     "answer"),
    ("insight-yes-no", _change(INSIGHT_KIND, options=["Yes", "No"], answer="Yes"), "options"),
    ("insight-false-true", _change(INSIGHT_KIND, options=["False", "True"], answer="True"),
     "options"),
    ("insight-five-options", _change(INSIGHT_KIND, options=list("abcde"), answer="a"),
     "options"),
    ("insight-one-option", _change(INSIGHT_KIND, options=["a"], answer="a"), "options"),
    ("insight-duplicate-options",
     _change(INSIGHT_KIND, options=["Cloth", "Wire", "cloth"], answer="Wire"), "options"),
    ("insight-all-of-the-above",
     _change(INSIGHT_KIND, options=["Cloth", "Wire", "All of the above"], answer="Cloth"),
     "options"),
    ("insight-long-option",
     _change(INSIGHT_KIND, options=["Cloth", "Wire", LONG[:65]], answer="Cloth"), "options"),
    ("insight-unknown-stage", _change(INSIGHT_KIND, stage="toddlerhood"), "stage"),
    ("insight-stage-not-the-id-prefix", _change(INSIGHT_KIND, stage="cosmos"), "stage"),
    ("insight-placeholder", _change(INSIGHT_KIND, question="Would {player} know Harlow?"),
     "question"),
    ("insight-long-question", _change(INSIGHT_KIND, question=LONG), "question"),
    ("insight-long-explanation", _change(INSIGHT_KIND, explanation=LONG[:130]), "explanation"),
    ("insight-two-line-explanation", _change(INSIGHT_KIND, explanation="Comfort.\nFood."),
     "explanation"),
    ("insight-difficulty-unknown", _change(INSIGHT_KIND, difficulty="tricky"), "difficulty"),
    ("insight-source-without-year", _change(INSIGHT_KIND, source="Some monkey research"),
     "source"),
    ("insight-without-source", _change(INSIGHT_KIND, source=None), "source"),
    ("crisis-unknown-verb", _change(CRISIS_KIND, effect={"do": "teleport"}), "effect.do"),
    ("crisis-without-verb", _change(CRISIS_KIND, effect={"steps": 2}), "effect.do"),
    ("crisis-unknown-parameter", _change(CRISIS_KIND, effect={"do": "roll_again", "times": 2}),
     "effect.times"),
    ("crisis-missing-parameter", _change(CRISIS_KIND, effect={"do": "move"}), "effect.steps"),
    ("crisis-move-zero", _change(CRISIS_KIND, effect={"do": "move", "steps": 0}),
     "effect.steps"),
    ("crisis-move-seven", _change(CRISIS_KIND, effect={"do": "move", "steps": 7}),
     "effect.steps"),
    ("crisis-move-not-a-number", _change(CRISIS_KIND, effect={"do": "move", "steps": "2"}),
     "effect.steps"),
    ("crisis-move-true", _change(CRISIS_KIND, effect={"do": "move", "steps": True}),
     "effect.steps"),
    ("crisis-everyone-moves-four",
     _change(CRISIS_KIND, effect={"do": "everyone_moves", "steps": -4}), "effect.steps"),
    ("crisis-office-sideways",
     _change(CRISIS_KIND, effect={"do": "therapy_at", "office": "nearest"}), "effect.office"),
    ("crisis-peg-stage-unknown",
     _change(CRISIS_KIND, effect={"do": "gain_peg", "stage": "toddlerhood"}), "effect.stage"),
    ("crisis-lose-peg-without-stage", _change(CRISIS_KIND, effect={"do": "lose_peg"}),
     "effect.stage"),
    ("crisis-insight-by-choice",
     _change(CRISIS_KIND, effect={"do": "insight", "stage": "choice"}), "effect.stage"),
    ("crisis-swap-at-random",
     _change(CRISIS_KIND, effect={"do": "swap_places", "with": "random"}), "effect.with"),
    ("crisis-effect-not-an-object", _change(CRISIS_KIND, effect="move 2"), "effect"),
    ("crisis-tone-unknown", _change(CRISIS_KIND, tone="neutral"), "tone"),
    ("crisis-two-sentences",
     _change(CRISIS_KIND, event="{player} finds a kitten. It is lost."), "event"),
    ("crisis-long-event", _change(CRISIS_KIND, event=LONG[:150] + "."), "event"),
]


def _write(folder: Path, kind: str, cards: list[dict[str, Any]], name: str = "ours.json"
           ) -> Path:
    path = folder / name
    path.write_text(json.dumps({"format": "psychboard-deck", "version": 1, "game": "therapy",
                                "kind": kind, "title": "Our cards", "cards": cards}),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("kind", list(GOOD))
def test_a_good_family_deck_of_each_kind_loads(tmp_path: Path, kind: str) -> None:
    deck = decks.load(_write(tmp_path, kind, [FIRST[kind], GOOD[kind]]))
    assert (deck.kind, len(deck.cards)) == (kind, 2)


def test_every_value_the_effect_vocabulary_names_is_accepted(tmp_path: Path) -> None:
    effects = _vocabulary()
    cards = [{**GOOD[CRISIS_KIND], "id": f"tst-{n:03d}", "effect": effect}
             for n, effect in enumerate(effects)]
    assert len(decks.load(_write(tmp_path, CRISIS_KIND, cards)).cards) == len(effects)
    assert {e["do"] for e in effects} == set(EFFECTS)


@pytest.mark.parametrize(("make", "field"), [(m, f) for _, m, f in MALFORMED],
                         ids=[name for name, _, _ in MALFORMED])
def test_a_malformed_card_names_file_card_and_field(tmp_path: Path, make: Any, field: str
                                                    ) -> None:
    kind, card = make()
    path = _write(tmp_path, kind, [FIRST[kind], card])
    with pytest.raises(DeckError) as caught:
        decks.load(path)
    message = str(caught.value)
    assert path.name in message
    assert repr(card["id"]) in message
    assert re.search(rf"'{re.escape(field)}'", message), message


def test_an_insight_deck_mixing_stages_names_the_odd_card(tmp_path: Path) -> None:
    odd = {**GOOD[INSIGHT_KIND], "id": "ins-chi-001", "stage": "childhood"}
    path = _write(tmp_path, INSIGHT_KIND, [FIRST[INSIGHT_KIND], odd])
    with pytest.raises(DeckError, match=r"ours\.json.*'ins-chi-001'.*'stage'"):
        decks.load(path)


def test_an_insight_file_named_for_another_stage_is_left_out(tmp_path: Path) -> None:
    path = _write(tmp_path, INSIGHT_KIND, [FIRST[INSIGHT_KIND]], name="insight-cosmos.json")
    loaded, errors = load_cards([path])
    assert loaded.insight["infancy"] == () and loaded.insight["cosmos"] == ()
    assert len(errors) == 1
    assert re.search(r"insight-cosmos\.json.*'ins-inf-001'.*'stage'", str(errors[0]))


def test_a_card_id_used_again_in_a_later_file_is_left_out(tmp_path: Path) -> None:
    first = _write(tmp_path, QUESTION_KIND, [FIRST[QUESTION_KIND]], name="a.json")
    again = _write(tmp_path, QUESTION_KIND, [FIRST[QUESTION_KIND], GOOD[QUESTION_KIND]],
                   name="b.json")
    loaded, errors = load_cards([first, again])
    assert [q.id for q in loaded.questions] == ["tst-001", "tst-002"]
    assert len(errors) == 1 and "b.json" in str(errors[0]) and "'tst-001'" in str(errors[0])


def test_a_family_deck_joins_the_shipped_cards_once_the_cache_is_forgotten() -> None:
    forget_loaded()
    before = len(load_therapy_decks().questions)
    folder = decks.family_dir("therapy")
    folder.mkdir(parents=True, exist_ok=True)
    _write(folder, QUESTION_KIND, [FIRST[QUESTION_KIND]])
    assert len(load_therapy_decks().questions) == before
    forget_loaded()
    assert [q.id for q in load_therapy_decks().questions][-1] == "tst-001"
    forget_loaded()
