"""Psychological Warfare's cards as data: the effect vocabulary and its parser (no Qt).

Every card, Archetype and neurosis is JSON interpreted by one resolver (rules/resolve.py), so
the card set grows without code. This module turns a card's JSON into typed values and refuses,
with one sentence, anything the resolver could not play; the deck schemas (deck.py) call it for
every card they load. The vocabulary is documented for card writers in
docs/decks/warfare-format.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

NEEDS: tuple[str, ...] = ("freedom", "fun", "belonging", "power")
CARD_TYPES: tuple[str, ...] = ("action", "reaction", "special", "defense", "phobia", "agenda")
PLAYED_TYPES = ("action", "special")
WHO = ("self", "other", "all_others", "everyone")
NEED_PICKS = ("choose", "same", "different", "lowest", "highest", *NEEDS)
DOINGS = ("score", "draw", "energy", "drain", "remove")
REMOVABLE = ("defense", "phobia", "baggage")
QUANTITIES = ("baggage", "hand", "energy", "defenses", "phobias", "others", *NEEDS)
REACTS = ("negate", "reverse", "deflect")
MODIFIED = ("lower", "raise", "change", "drain", "remove", "cost", "therapy", "neurosis", "draw",
            "phobia")
ONLY_STOP = ("therapy", "neurosis", "phobia")
THEN = ("stop", "more", "less")
SOURCES = ("others", "self", "anyone")
MAX_AMOUNT = 7
MAX_X = 7


class CardProblem(ValueError):
    """A card the resolver could not play; the message says what to change."""


@dataclass(frozen=True, slots=True)
class Condition:
    """A test of a player: `what` compared with `at_least`/`at_most`, or ranked `top`/`bottom`
    (highest or lowest at the table, ties included). `who` is "self" (the card's player) or
    "target" (the player the effect reaches)."""

    what: str
    who: str = "self"
    at_least: int | None = None
    at_most: int | None = None
    rank: str = ""


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing a card does to the players `who` names: change a Need by `amount` (an int, or
    the X paid, signed by `x_sign`), draw, gain or lose Mental Energy, or remove a card."""

    who: str
    do: str = "score"
    need: str = "choose"
    amount: int = 0
    x_sign: int = 0
    what: str = ""
    condition: Condition | None = None

    @property
    def chooses_need(self) -> bool:
        return self.do == "score" and self.need in ("choose", "different")

    def value(self, x: int) -> int:
        return self.amount + self.x_sign * x


@dataclass(frozen=True, slots=True)
class Modifier:
    """How a Defense Mechanism, Phobia, Archetype ability or neurosis changes the rules for its
    holder: on `on` (a Need lowered or raised, energy drained, a cost, Therapy, a Phobia taking
    hold…) coming `source`
    ("others", "self", "anyone"), for `needs` (empty: all) and card `types` (costs), `then`
    stop it, or make it `by` more or less."""

    on: str
    then: str
    by: int = 0
    source: str = "anyone"
    needs: tuple[str, ...] = ()
    types: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Cost:
    """Mental Energy to discard: `base` + `times` × a `per` quantity of the player (at least
    `floor`), or the X the player names when `x` is set. `on_success` pays only if it stands."""

    base: int = 0
    per: str = ""
    times: int = 0
    floor: int = 0
    x: bool = False
    on_success: bool = False


@dataclass(frozen=True, slots=True)
class Card:
    """One card design; `copies` of it go into the deck (ids "<id>" or "<id>-2", "-3"…)."""

    id: str
    name: str
    type: str
    text: str
    letter: str
    cost: Cost = Cost()
    baggage: int = 0
    effects: tuple[Effect, ...] = ()
    react: str = ""
    answers: tuple[str, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    condition: tuple[Condition, ...] = ()
    vp: int = 0
    copies: int = 1

    @property
    def target_other(self) -> bool:
        """The player names one other player for the card (every "other" effect hits them)."""
        return any(e.who == "other" for e in self.effects)


@dataclass(frozen=True, slots=True)
class Nurture:
    """A Nature/Nurture chart row: each of your cards with a letter in `letters` moves `need`."""

    letters: str
    need: str
    by: int


@dataclass(frozen=True, slots=True)
class Archetype:
    id: str
    name: str
    text: str
    vp: tuple[int, ...]
    modifiers: tuple[Modifier, ...] = ()
    nurture: tuple[Nurture, ...] = ()


@dataclass(frozen=True, slots=True)
class Neurosis:
    """What a Need at 1 does to its player each turn: effects at the start of the turn, and
    modifiers for the rest of it."""

    id: str
    need: str
    name: str
    text: str
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()

    def as_card(self) -> Card:
        """The neurosis as a card its sufferer plays on themself, for the one resolver."""
        return Card(self.id, self.name, "special", self.text, "A", effects=self.effects)


@dataclass(frozen=True, slots=True)
class CardSet:
    """Everything a game is dealt from: each card instance id mapped to its design."""

    cards: Mapping[str, Card]
    archetypes: tuple[Archetype, ...]
    neuroses: Mapping[str, Neurosis]
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def archetype(self, archetype_id: str) -> Archetype:
        found: Archetype | None = self.memo.get(archetype_id)
        if found is None:
            found = self.memo[archetype_id] = next(a for a in self.archetypes
                                                   if a.id == archetype_id)
        return found

    @classmethod
    def of(cls, designs: Sequence[Card], archetypes: Sequence[Archetype],
           neuroses: Sequence[Neurosis]) -> CardSet:
        instances: dict[str, Card] = {}
        for design in designs:
            for copy in range(1, design.copies + 1):
                instances[design.id if copy == 1 else f"{design.id}-{copy}"] = design
        return cls(instances, tuple(sorted(archetypes, key=lambda a: a.name)),
                   {n.need: n for n in neuroses})


# --- parsing ---------------------------------------------------------------------------------

_PLACED = re.compile(r"(?:field )?'([a-z_][^']*)'(.*)", re.DOTALL)


@contextmanager
def _in(place: str) -> Iterator[None]:
    """Name the field a problem found inside it lies in ("field 'effects[2].if': ..."), so a
    card writer knows where to look in a card with several effects or modifiers."""
    try:
        yield
    except CardProblem as exc:
        inner = _PLACED.fullmatch(str(exc))
        raise CardProblem(f"field '{place}.{inner[1]}'{inner[2]}" if inner
                          else f"field {place!r}: {exc}") from None


def _int(data: Mapping[str, Any], key: str, low: int, high: int, default: int = 0) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CardProblem(f"{key!r} must be a whole number from {low} to {high}")
    return value


def _pick(data: Mapping[str, Any], key: str, choices: Sequence[str], default: str | None = None
          ) -> str:
    value = data.get(key, default)
    if value not in choices:
        raise CardProblem(f"{key!r} is {value!r}; expected one of {list(choices)}")
    return str(value)


def _names(data: Mapping[str, Any], key: str, choices: Sequence[str],
           default: Sequence[str] = ()) -> tuple[str, ...]:
    """A list of names from `choices` (Needs, card types); anything else is refused."""
    value = data.get(key, list(default))
    if not isinstance(value, list) or any(not isinstance(v, str) or v not in choices
                                          for v in value):
        raise CardProblem(f"{key!r} must be a list of names from {list(choices)}")
    return tuple(value)


def _a(word: str) -> str:
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _only(data: Any, allowed: set[str], what: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise CardProblem(f"{what} must be an object")
    unknown = set(data) - allowed
    if unknown:
        raise CardProblem(f"{what} has an unknown field {sorted(unknown)[0]!r}")
    return data


def parse_condition(data: Any) -> Condition:
    data = _only(data, {"who", "what", "at_least", "at_most", "rank"}, "a condition")
    what = _pick(data, "what", QUANTITIES)
    rank = _pick(data, "rank", ("", "top", "bottom"), "")
    if rank and what not in NEEDS:
        raise CardProblem("a ranked condition compares a Need")
    at_least = _int(data, "at_least", 0, 20) if "at_least" in data else None
    at_most = _int(data, "at_most", 0, 20) if "at_most" in data else None
    if not rank and at_least is None and at_most is None:
        raise CardProblem("a condition needs at_least, at_most or rank")
    return Condition(what, _pick(data, "who", ("self", "target"), "self"), at_least, at_most,
                     rank)


def parse_effect(data: Any, x_cost: bool) -> Effect:
    data = _only(data, {"who", "do", "need", "by", "what", "if"}, "an effect")
    who = _pick(data, "who", WHO)
    do = _pick(data, "do", DOINGS, "score")
    with _in("if"):
        condition = parse_condition(data["if"]) if "if" in data else None
    by = data.get("by", 0)
    amount, x_sign = 0, 0
    if by in ("X", "-X", "+X"):
        if not x_cost:
            raise CardProblem("an effect of X needs the cost \"X\"")
        x_sign = -1 if by == "-X" else 1
    else:
        amount = _int(data, "by", -MAX_AMOUNT, MAX_AMOUNT)
    if do == "score":
        if amount == 0 and x_sign == 0:
            raise CardProblem("a score effect needs a non-zero \"by\"")
        return Effect(who, do, _pick(data, "need", NEED_PICKS, "choose"), amount, x_sign,
                      condition=condition)
    if "need" in data:
        raise CardProblem(f"a {do!r} effect has no Need")
    if do == "remove":
        return Effect(who, do, what=_pick(data, "what", REMOVABLE), condition=condition)
    if amount <= 0 and x_sign <= 0:
        raise CardProblem(f"a {do!r} effect needs a positive \"by\"")
    return Effect(who, do, amount=amount, x_sign=x_sign, condition=condition)


def parse_effects(data: Any, x_cost: bool, name: str = "effects") -> tuple[Effect, ...]:
    if not isinstance(data, list):
        raise CardProblem(f"{name!r} must be a list")
    effects = []
    for index, item in enumerate(data, start=1):
        with _in(f"{name}[{index}]"):
            effects.append(parse_effect(item, x_cost))
    previous: Effect | None = None
    for effect in effects:
        if effect.do != "score":
            continue
        if effect.need in ("same", "different"):
            if previous is None or previous.need in ("lowest", "highest"):
                raise CardProblem(f"{name!r}: need {effect.need!r} follows a score effect "
                                  "whose Need is chosen or named")
            if effect.who != previous.who and effect.need == "same":
                raise CardProblem(f"{name!r}: need 'same' follows a score effect on the same "
                                  "players")
        previous = effect
    return tuple(effects)


def parse_modifier(data: Any) -> Modifier:
    data = _only(data, {"on", "then", "by", "from", "needs", "types"}, "a modifier")
    on = _pick(data, "on", MODIFIED)
    then = _pick(data, "then", THEN)
    by = _int(data, "by", 1, 5) if then != "stop" else _int(data, "by", 0, 0)
    if then == "stop" and on in ("cost", "draw"):
        raise CardProblem(f"a modifier on {on!r} makes it more or less, it cannot stop it")
    if then != "stop" and on in ONLY_STOP:
        raise CardProblem(f"a modifier on {on!r} can only stop it")
    needs = _names(data, "needs", NEEDS)
    if needs and on not in ("lower", "raise", "change"):
        raise CardProblem(f"'needs' lists Needs {list(NEEDS)}, for lower, raise or change only")
    types = _names(data, "types", CARD_TYPES)
    if types and on != "cost":
        raise CardProblem("'types' lists card types, for a cost modifier only")
    return Modifier(on, then, by, _pick(data, "from", SOURCES, "anyone"), needs, types)


def parse_modifiers(data: Any, name: str = "modifiers") -> tuple[Modifier, ...]:
    if not isinstance(data, list) or not data:
        raise CardProblem(f"{name!r} must be a list of at least one modifier")
    modifiers = []
    for index, item in enumerate(data, start=1):
        with _in(f"{name}[{index}]"):
            modifiers.append(parse_modifier(item))
    return tuple(modifiers)


def parse_cost(data: Any, on_success: bool) -> Cost:
    if data == "X":
        return Cost(x=True, on_success=on_success)
    if isinstance(data, int) and not isinstance(data, bool):
        if not 0 <= data <= 10:
            raise CardProblem("'cost' must be from 0 to 10")
        return Cost(base=data, on_success=on_success)
    with _in("cost"):
        formula = _only(data, {"base", "per", "times", "min"}, "a cost formula")
        return Cost(_int(formula, "base", -10, 10), _pick(formula, "per", QUANTITIES),
                    _int(formula, "times", -3, 3), _int(formula, "min", 0, 10),
                    on_success=on_success)


def parse_card(data: Mapping[str, Any]) -> Card:
    """A Card from its JSON (already checked for field types by the deck schema)."""
    kind = _pick(data, "type", CARD_TYPES)
    common = Card(str(data["id"]), str(data["name"]), kind, str(data["text"]),
                  str(data.get("letter", "A")), copies=_int(data, "copies", 1, 9, 1))
    allowed = {"action": {"cost", "baggage", "effects", "pay"},
               "special": {"cost", "baggage", "effects", "pay"},
               "reaction": {"cost", "baggage", "react", "answers", "effects", "pay"},
               "defense": {"modifiers"}, "phobia": {"modifiers"},
               "agenda": {"condition", "vp"}}[kind]
    extra = {k for k in ("cost", "baggage", "effects", "pay", "react", "answers", "modifiers",
                         "condition", "vp") if k in data} - allowed
    if extra:
        raise CardProblem(f"{_a(kind)} card has no {sorted(extra)[0]!r}")
    if kind in ("defense", "phobia"):
        return replace(common, modifiers=parse_modifiers(data.get("modifiers")))
    if kind == "agenda":
        raw = data.get("condition")
        conditions = raw if isinstance(raw, list) else [raw]
        parsed = []
        for index, condition in enumerate(conditions, start=1):
            with _in(f"condition[{index}]" if isinstance(raw, list) else "condition"):
                parsed.append(parse_condition(condition))
        if not parsed:
            raise CardProblem("a Hidden Agenda needs a 'condition'")
        if any(c.who != "self" for c in parsed):
            raise CardProblem("a Hidden Agenda's 'condition' is about its holder "
                              "(\"who\": \"self\")")
        return replace(common, condition=tuple(parsed), vp=_int(data, "vp", 1, 4))
    on_success = _pick(data, "pay", ("on_play", "on_success"), "on_play") == "on_success"
    cost = parse_cost(data.get("cost", 0), on_success)
    effects = parse_effects(data.get("effects", []), cost.x)
    baggage = _int(data, "baggage", 0, 3)
    if kind != "reaction":
        if not effects:
            raise CardProblem(f"{_a(kind)} card needs at least one effect in 'effects'")
        return replace(common, cost=cost, baggage=baggage, effects=effects)
    if on_success:
        raise CardProblem("a reaction is paid for when it is played (no \"pay\")")
    react = _pick(data, "react", REACTS)
    answers = _names(data, "answers", CARD_TYPES,
                     CARD_TYPES if react == "negate" else PLAYED_TYPES)
    if react == "negate" and set(answers) != set(CARD_TYPES):
        raise CardProblem("a card that negates answers ANY card just played (rulebook: "
                          "Reaction Cards): leave out 'answers'")
    if not answers:
        raise CardProblem(f"'answers' lists the card types it may answer: {list(CARD_TYPES)}")
    if react != "negate" and not set(answers) <= set(PLAYED_TYPES):
        raise CardProblem(f"'answers': {_a(react)} reaction answers only Action and Special "
                          "cards")
    if any(e.chooses_need or e.who == "other" for e in effects):
        raise CardProblem("'effects': a reaction's own effects cannot ask for a choice")
    return replace(common, cost=cost, baggage=baggage, effects=effects, react=react,
                answers=answers)


def parse_archetype(data: Mapping[str, Any]) -> Archetype:
    vp = data.get("vp")
    if not isinstance(vp, dict) or set(vp) != set(NEEDS) or \
            sorted(v for v in vp.values() if type(v) is int) != [1, 2, 3, 4]:
        raise CardProblem("'vp' gives each Need (freedom, fun, belonging, power) one of 1, 2, 3, 4")
    modifiers = parse_modifiers(data["ability"], "ability") if "ability" in data else ()
    rows = data.get("nurture", [])
    if not isinstance(rows, list):
        raise CardProblem("'nurture' must be a list")
    nurture = []
    for index, raw in enumerate(rows, start=1):
        with _in(f"nurture[{index}]"):
            row = _only(raw, {"letters", "need", "by"}, "a nurture row")
            letters = row.get("letters")
            if not isinstance(letters, str) or not letters.isalpha() or not letters.isupper():
                raise CardProblem("a nurture row's 'letters' are capital letters")
            nurture.append(Nurture(letters, _pick(row, "need", NEEDS), _int(row, "by", -2, 2)))
    return Archetype(str(data["id"]), str(data["name"]), str(data["text"]),
                     tuple(vp[n] for n in NEEDS), modifiers, tuple(nurture))


def parse_neurosis(data: Mapping[str, Any]) -> Neurosis:
    effects = parse_effects(data.get("effects", []), False)
    if any(e.who != "self" or e.chooses_need for e in effects):
        raise CardProblem("'effects': a neurosis affects its sufferer alone, with no choices")
    modifiers = parse_modifiers(data["modifiers"]) if "modifiers" in data else ()
    if not effects and not modifiers:
        raise CardProblem("a neurosis needs 'effects' or 'modifiers'")
    return Neurosis(str(data["id"]), _pick(data, "need", NEEDS), str(data["name"]),
                    str(data["text"]), effects, modifiers)
