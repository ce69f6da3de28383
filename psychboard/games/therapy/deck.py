"""Therapy's three decks: their schemas, their cards as values, and the loaders (no Qt).

The schemas are the agreed ones (Therapy, the Second Session: 90 Therapy, 360 Insight and 30
Crisis cards). A Therapy card asks a question about the patient, `{player}`, that the patient
answers privately and the therapist predicts: a 1–10 rating (a match within one either way),
"which player at this table" (the patient included) or one of two options. An Insight card
asks what psychology has found about one Stage of Life and has one right answer. A Crisis card
is a life event with one effect from a fixed vocabulary that the rules engine plays.
Every rule is checked when a file loads, so a family's own deck gets the same clear message
naming the file, the card and the field as a broken shipped one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from psychboard.core.decks import Deck, DeckSchema, FieldSpec, family_dir, load_many
from psychboard.core.errors import DeckError, quoted
from psychboard.core.resources import asset_dir
from psychboard.core.text import placeholders, word_count

GAME = "therapy"
QUESTION_KIND = "therapy-question"
INSIGHT_KIND = "insight"
CRISIS_KIND = "crisis"

STAGES: tuple[str, ...] = ("infancy", "childhood", "adolescence", "adulthood", "seniority",
                           "cosmos")
STAGE_TITLES: Mapping[str, str] = MappingProxyType({stage: stage.title() for stage in STAGES})


def a_or_an(word: str) -> str:
    """"an Infancy", "an Adolescence", "a Childhood": the article the word's sound takes."""
    return f"{'an' if word[:1].upper() in 'AEIOU' else 'a'} {word}"

QUESTION_TYPES = ("rating", "player", "either")
RATING_OPENING = "On a scale of 1 to 10, how much"
AGES = (8, 12)
DIFFICULTIES = ("easy", "medium", "hard")
TONES = ("help", "hurt", "mixed")
TRUE_FALSE = ("True", "False")

MAX_QUESTION_WORDS = 40
MAX_OPTION_WORDS = 12
MAX_SCALE_WORDS = 6
MAX_EXPLANATION_WORDS = 25
MAX_EVENT_WORDS = 30
MAX_CHARS = 400  # a backstop for the character-based FieldSpec; the word limits are the rule


def _nonzero(low: int, high: int) -> tuple[int, ...]:
    return tuple(n for n in range(low, high + 1) if n)


_PEG_STAGES = (*STAGES, "this_side", "choice")

EFFECTS: Mapping[str, Mapping[str, tuple[Any, ...]]] = MappingProxyType({
    "move": {"steps": _nonzero(-6, 6)},
    "go_to_psychosis": {},
    "therapy_at": {"office": ("next", "previous")},
    "group_therapy": {},
    "gain_peg": {"stage": _PEG_STAGES},
    "lose_peg": {"stage": _PEG_STAGES},
    "skip_turn": {},
    "roll_again": {},
    "everyone_moves": {"steps": _nonzero(-3, 3)},
    "swap_places": {"with": ("leader", "last", "choice")},
    "insight": {"stage": (*STAGES, "this_side")},
})
"""Each Crisis verb and, for each of its parameters, every value it may take."""

_ABOVE = re.compile(r"\b(all|none|both) of the above\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(1[6-9]|20)\d\d\b")
_SENTENCE_BREAK = re.compile(r"[.!?]\s")


def stage_code(stage: str) -> str:
    """The three letters of a stage in Insight card ids: "ins-ado-007" is an adolescence card."""
    return stage[:3]


def _too_long(name: str, text: str, limit: int) -> str | None:
    words = word_count(text)
    return f"field {name!r} has {words} words (at most {limit})" if words > limit else None


def _only_player(name: str, text: str, required: bool) -> str | None:
    used = placeholders(text)
    if used - {"player"}:
        return f"field {name!r} uses an unknown placeholder {{{sorted(used - {'player'})[0]}}}"
    if required and "player" not in used:
        return f"field {name!r} must name the patient as {{player}}"
    if "{" in text.replace("{player}", "") or "}" in text.replace("{player}", ""):
        return f"field {name!r} has a stray brace"
    return None


def _first(*problems: str | None) -> str | None:
    return next((p for p in problems if p), None)


def _check_question(card: Mapping[str, Any]) -> str | None:
    question, kind = card["question"], card["type"]
    problem = _first(_too_long("question", question, MAX_QUESTION_WORDS),
                     _only_player("question", question, required=True))
    if problem:
        return problem
    for name, wanted in (("low", kind == "rating"), ("high", kind == "rating"),
                         ("options", kind == "either")):
        if wanted and name not in card:
            return f"field {name!r} is missing (every {kind} card needs it)"
        if not wanted and name in card:
            return f"field {name!r} is not allowed on a {kind} card"
    if kind == "rating":
        if not question.startswith(RATING_OPENING):
            return f"field 'question' of a rating card must begin {RATING_OPENING!r}"
        return _first(_too_long("low", card["low"], MAX_SCALE_WORDS),
                      _too_long("high", card["high"], MAX_SCALE_WORDS))
    if kind == "player":
        if "which player" not in question.lower():
            return "field 'question' of a player card must ask \"which player\" at the table"
        return None
    return _check_options(card["options"])


def _check_options(options: Sequence[str]) -> str | None:
    for text in options:
        problem = _first(_too_long("options", text, MAX_OPTION_WORDS),
                         _only_player("options", text, required=False))
        if problem:
            return problem
        if _ABOVE.search(text):
            return f"field 'options' may not offer {quoted(text)}"
    folded = [" ".join(text.lower().split()) for text in options]
    if len(set(folded)) != len(folded):
        return "field 'options' has the same option twice"
    return None


def _check_insight(card: Mapping[str, Any]) -> str | None:
    stage, options = card["stage"], card["options"]
    if not re.fullmatch(rf"ins-{stage_code(stage)}-\d{{3}}", card["id"]):
        return (f"field 'id' should read 'ins-{stage_code(stage)}-NNN' for a {stage} card "
                f"(field 'stage' is {quoted(stage)})")
    if "{" in card["question"] or "}" in card["question"]:
        return "field 'question' may not use placeholders"
    problem = _too_long("question", card["question"], MAX_QUESTION_WORDS)
    if problem:
        return problem
    if len(options) == 2 and tuple(options) != TRUE_FALSE:
        return "field 'options': a two-option card must offer exactly [\"True\", \"False\"]"
    if len(options) not in (2, 3, 4):
        return f"field 'options' has {len(options)} options (2 for true/false, else 3 or 4)"
    problem = _check_options(options)
    if problem:
        return problem
    if card["answer"] not in options:
        return f"field 'answer' {quoted(card['answer'])} is not one of the options"
    explanation = card["explanation"]
    if "\n" in explanation:
        return "field 'explanation' must be one line"
    problem = _too_long("explanation", explanation, MAX_EXPLANATION_WORDS)
    if problem:
        return problem
    source = card["source"]
    if not (source.startswith("Textbook:") or _YEAR.search(source)):
        return ("field 'source' should name the researcher(s) and year, e.g. \"Harlow (1958), "
                "contact comfort\", or a topic as \"Textbook: object permanence (Piaget)\"")
    return None


def _check_insight_deck(cards: Sequence[Mapping[str, Any]]) -> str | None:
    stage = cards[0]["stage"]
    other = next((card for card in cards if card["stage"] != stage), None)
    if other is None:
        return None
    return (f"card {quoted(other['id'])}: field 'stage' is {quoted(other['stage'])}, but an "
            f"Insight deck holds one Stage of Life and this one began with {quoted(stage)}")


def _check_crisis(card: Mapping[str, Any]) -> str | None:
    event = card["event"].strip()
    problem = _first(_too_long("event", event, MAX_EVENT_WORDS),
                     _only_player("event", event, required=False))
    if problem:
        return problem
    if event[-1] not in ".!?" or _SENTENCE_BREAK.search(event):
        return "field 'event' must be one sentence"
    return check_effect(card["effect"])


def check_effect(effect: Mapping[str, Any]) -> str | None:
    """Why a Crisis effect is not one the rules can play, or None when it is."""
    verb = effect.get("do")
    if not isinstance(verb, str) or verb not in EFFECTS:
        return f"field 'effect.do' is {quoted(verb)}; expected one of {sorted(EFFECTS)}"
    params = EFFECTS[verb]
    extra = sorted(set(effect) - {"do"} - set(params))
    if extra:
        return f"field 'effect.{extra[0]}' is not a parameter of {quoted(verb)}"
    for name, allowed in params.items():
        if name not in effect:
            return f"field 'effect.{name}' is missing ({quoted(verb)} needs it)"
        value = effect[name]
        if type(value) is not type(allowed[0]) or value not in allowed:
            shown = (f"a whole number {allowed[0]}..{allowed[-1]}, not 0"
                     if isinstance(allowed[0], int) else f"one of {list(allowed)}")
            return f"field 'effect.{name}' is {quoted(value)}; expected {shown}"
    return None


_TEXT = FieldSpec(str, min_len=1, max_len=MAX_CHARS)
_OPTION = FieldSpec(str, min_len=1, max_len=MAX_CHARS)

QUESTION_SCHEMA = DeckSchema(
    kind=QUESTION_KIND, game=GAME,
    fields={
        "type": FieldSpec(str, choices=QUESTION_TYPES),
        "question": _TEXT,
        "low": FieldSpec(str, required=False, min_len=1, max_len=MAX_CHARS),
        "high": FieldSpec(str, required=False, min_len=1, max_len=MAX_CHARS),
        "options": FieldSpec(list, required=False, min_len=2, max_len=2, item=_OPTION),
        "ages": FieldSpec(int, choices=AGES),
    },
    check_card=_check_question,
)

INSIGHT_SCHEMA = DeckSchema(
    kind=INSIGHT_KIND, game=GAME,
    fields={
        "stage": FieldSpec(str, choices=STAGES),
        "question": _TEXT,
        "options": FieldSpec(list, min_len=2, max_len=4, item=_OPTION),
        "answer": _TEXT,
        "explanation": _TEXT,
        "difficulty": FieldSpec(str, choices=DIFFICULTIES),
        "source": _TEXT,
    },
    check_card=_check_insight,
    check_deck=_check_insight_deck,
)

CRISIS_SCHEMA = DeckSchema(
    kind=CRISIS_KIND, game=GAME,
    fields={
        "event": _TEXT,
        "tone": FieldSpec(str, choices=TONES),
        "effect": FieldSpec(dict),
    },
    check_card=_check_crisis,
)
SCHEMAS = (QUESTION_SCHEMA, INSIGHT_SCHEMA, CRISIS_SCHEMA)  # as the GameSpec gives them


@dataclass(frozen=True, slots=True)
class TherapyQuestion:
    """A Therapy card; the text keeps `{player}` for the patient's name."""

    id: str
    type: str
    question: str
    ages: int
    low: str = ""
    high: str = ""
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class InsightCard:
    id: str
    stage: str
    question: str
    options: tuple[str, ...]
    answer: str
    explanation: str
    difficulty: str
    source: str

    @property
    def true_false(self) -> bool:
        return self.options == TRUE_FALSE


@dataclass(frozen=True, slots=True)
class Effect:
    """One Crisis effect: the verb and its parameters (those it does not take stay empty)."""

    do: str
    steps: int = 0
    office: str = ""
    stage: str = ""
    target: str = ""  # "with" in the file: leader, last or choice


@dataclass(frozen=True, slots=True)
class CrisisCard:
    id: str
    event: str
    tone: str
    effect: Effect


@dataclass(frozen=True, slots=True)
class TherapyDecks:
    """Every playable card, by kind; `insight` has every stage (in board order), maybe empty."""

    questions: tuple[TherapyQuestion, ...]
    insight: Mapping[str, tuple[InsightCard, ...]]
    crisis: tuple[CrisisCard, ...]


_SWAP_WITH = {"leader": "another player: the one with the most pegs",
              "last": "another player: the one with the fewest pegs",
              "choice": "another player of your choice"}
_PLAIN = {"go_to_psychosis": "Go to Psychosis.", "group_therapy": "Undergo group therapy now.",
          "skip_turn": "Miss your next turn.", "roll_again": "Roll again."}


def describe_effect(effect: Effect) -> str:
    """What a Crisis effect tells the player to do, in the words a card would print."""
    verb, stage = effect.do, effect.stage
    peg = ("the Mastery peg of the Stage you are on" if stage == "this_side"
           else f"the {STAGE_TITLES.get(stage, '')} Mastery peg")
    if verb in ("move", "everyone_moves"):
        n = abs(effect.steps)
        return (f"{'Move' if verb == 'move' else 'Every couch moves'} "
                f"{'forward' if effect.steps > 0 else 'back'} {n} space{'s' * (n != 1)}.")
    if verb == "therapy_at":
        return f"Go to the {effect.office} office and undergo therapy there."
    if verb == "gain_peg":
        return "Take any Mastery peg you lack." if stage == "choice" else f"Take {peg}."
    if verb == "lose_peg":
        return ("Forfeit one of your Mastery pegs; you choose which." if stage == "choice"
                else f"Forfeit {peg}, if you hold it.")
    if verb == "swap_places":
        return f"Swap couches with {_SWAP_WITH[effect.target]}."
    if verb == "insight":  # as an Insight space: never Psychosis, unlike Insight with Mastery
        which = "an Insight card of the Stage you are on" if stage == "this_side" else (
            f"{a_or_an(STAGE_TITLES[stage])} Insight card now")
        return f"Answer {which}. A wrong answer costs nothing."
    return _PLAIN[verb]


def question_from_json(card: Mapping[str, Any]) -> TherapyQuestion:
    return TherapyQuestion(card["id"], card["type"], card["question"], card["ages"],
                           card.get("low", ""), card.get("high", ""),
                           tuple(card.get("options", ())))


def insight_from_json(card: Mapping[str, Any]) -> InsightCard:
    return InsightCard(card["id"], card["stage"], card["question"], tuple(card["options"]),
                       card["answer"], card["explanation"], card["difficulty"], card["source"])


def crisis_from_json(card: Mapping[str, Any]) -> CrisisCard:
    raw = card["effect"]
    effect = Effect(raw["do"], raw.get("steps", 0), raw.get("office", ""), raw.get("stage", ""),
                    raw.get("with", ""))
    return CrisisCard(card["id"], card["event"], card["tone"], effect)


def file_stage(path: Path) -> str | None:
    """The stage a shipped Insight file is named for ("insight-cosmos.json"), else None."""
    stem = path.stem
    stage = stem.removeprefix("insight-")
    return stage if stem.startswith("insight-") and stage in STAGES else None


def check_file_stage(deck: Deck) -> DeckError | None:
    """An Insight file named for one stage must hold that stage's cards."""
    named = file_stage(deck.path)
    if deck.kind != INSIGHT_KIND or named is None:
        return None
    wrong = next((c for c in deck.cards if c["stage"] != named), None)
    if wrong is None:
        return None
    return DeckError(deck.path, f"card {quoted(wrong['id'])}: field 'stage' is "
                     f"{quoted(wrong['stage'])}, but the file is the {named} deck")


def load_cards(*groups: Iterable[Path]) -> tuple[TherapyDecks, list[DeckError]]:
    """Every card of every good Therapy deck in the groups of files, and one error per problem.

    A file of another game is refused; a card id used again later (in a later file of the
    group, or in a later group) is left out and reported: the first one wins.
    """
    decks: list[Deck] = []
    errors: list[DeckError] = []
    for group in groups:
        loaded, failed = load_many(group)
        decks += loaded
        errors += failed
    questions: list[TherapyQuestion] = []
    insight: dict[str, list[InsightCard]] = {stage: [] for stage in STAGES}
    crisis: list[CrisisCard] = []
    seen: set[str] = set()
    for deck in decks:
        problem = (DeckError(deck.path, f"this is a {deck.game} deck, not a Therapy deck")
                   if deck.game != GAME else check_file_stage(deck))
        if problem:
            errors.append(problem)
            continue
        for raw in deck.cards:
            if raw["id"] in seen:
                errors.append(DeckError(deck.path, f"card {quoted(raw['id'])}: the id is already "
                                        "used in another deck file; this card is left out"))
                continue
            seen.add(raw["id"])
            if deck.kind == QUESTION_KIND:
                questions.append(question_from_json(raw))
            elif deck.kind == INSIGHT_KIND:
                insight[raw["stage"]].append(insight_from_json(raw))
            else:
                crisis.append(crisis_from_json(raw))
    by_stage = MappingProxyType({stage: tuple(cards) for stage, cards in insight.items()})
    return TherapyDecks(tuple(questions), by_stage, tuple(crisis)), errors


def shipped_paths() -> list[Path]:
    folder = asset_dir("decks", GAME)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


@cache
def playable_load() -> tuple[TherapyDecks, tuple[DeckError, ...]]:
    """The shipped decks, then the family's own (see core.decks.install), read once.

    A shipped card wins over a family card with the same id; every problem is reported, and
    the game goes on with the cards that did load.
    """
    family = family_dir(GAME)
    family_paths = sorted(family.glob("*.json")) if family.is_dir() else []
    cards, errors = load_cards(shipped_paths(), family_paths)
    return cards, tuple(errors)


@cache
def shipped_ids() -> frozenset[str]:
    """The ids of the cards Psychboard ships (not a family's)."""
    decks = load_cards(shipped_paths(), [])[0]
    insight = [card.id for cards in decks.insight.values() for card in cards]
    return frozenset([*(q.id for q in decks.questions), *(c.id for c in decks.crisis), *insight])


def load_therapy_decks() -> TherapyDecks:
    """Every card a new game may deal, by kind and stage."""
    return playable_load()[0]


def forget_loaded() -> None:
    """A family deck was added: the next game reads the decks again (and so do the computer
    players and the scene, whose table of every card follows the decks read)."""
    playable_load.cache_clear()


def family_filter(questions: Sequence[TherapyQuestion], younger_players: bool
                  ) -> list[TherapyQuestion]:
    """The Therapy cards that suit the table: only the 8+ ones when younger players sit in."""
    return [q for q in questions if not younger_players or q.ages <= 8]
