"""The opinion-card deck: its schema, its traits and its categories (no Qt).

A card puts `{player}` (the opinion player) into a situation and offers four responses,
each tagged with the personal trait it leans toward; a card may also bring in `{other}`,
another seat at the table, dealt when the card is drawn. The game shows the four responses
in an order dealt for each reading, so the printed order carries no hint. `ages` is the
youngest table a card suits: 8 (fine for younger players) or 12.

The traits come in four pairs, and no trait is the "bad" one: each is a way a decent person
might go, and the computer personas and the end-of-game profiles are built from them.

- adventurous: tries the new, takes a chance, says yes to the unknown.
- cautious: careful; looks before leaping, plans, checks first.
- sociable: brings people in; does it together, out loud, in company.
- reserved: quiet and private; prefers small company, one-to-one, low-key ways.
- principled: goes by a promise, a rule or a standard of fairness, even when it costs.
- pragmatic: practical; what works, a sensible compromise, the simple fix.
- caring: puts another person's feelings or needs first.
- independent: self-reliant; trusts their own judgement, does their own thing and leaves
  others theirs. Never "selfish".
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from psychboard.core.decks import DeckSchema, FieldSpec, family_dir, load_many
from psychboard.core.errors import DeckError, quoted
from psychboard.core.resources import asset_dir

DECK_KIND = "opinion"

CATEGORIES: Mapping[str, str] = {
    "morality": "Morality",
    "relationships": "Love & Friendship",
    "family": "Family Life",
    "work": "School & Work",
    "social": "Social Situations",
    "habits": "Habits & Quirks",
    "fantasy": "What If?",
    "self": "Self & Feelings",
}

TRAIT_PAIRS: tuple[tuple[str, str], ...] = (
    ("adventurous", "cautious"),
    ("sociable", "reserved"),
    ("principled", "pragmatic"),
    ("caring", "independent"),
)
TRAITS: tuple[str, ...] = tuple(t for pair in TRAIT_PAIRS for t in pair)
AGES = (8, 12)
MAX_ISSUE_CHARS = 320
MAX_RESPONSE_CHARS = 140
PLAYER, OTHER = "{player}", "{other}"
NO_OTHER = "another player"  # fills `{other}` on a card read before it was dealt (an older save)
PLACEHOLDERS = (PLAYER, OTHER)
STOCK_ENDING = "What does {player} do?"
MAX_STOCK_ENDING_SHARE = 0.40
MAX_POSITION_SHARE = 0.30
VIRTUE_TRAITS = ("principled", "caring")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _check_card(card: Mapping[str, Any]) -> str | None:
    if PLAYER not in card["issue"]:
        return "the issue must name the opinion player as {player}"
    texts_all = [card["issue"], *(r["text"] for r in card["responses"])]
    unknown = sorted({m for t in texts_all for m in _PLACEHOLDER.findall(t)} - set(PLACEHOLDERS))
    if unknown:
        return f"unknown fill-in {unknown[0]} (only {{player}} and {{other}} are filled in)"
    texts = [r["text"].strip().lower() for r in card["responses"]]
    if len(set(texts)) != len(texts):
        return "two responses are the same"
    return None


SCHEMA = DeckSchema(
    kind=DECK_KIND,
    game="psychologizer",
    fields={
        "category": FieldSpec(str, choices=tuple(CATEGORIES)),
        "issue": FieldSpec(str, min_len=20, max_len=MAX_ISSUE_CHARS),
        "responses": FieldSpec(list, min_len=4, max_len=4, item={
            "text": FieldSpec(str, min_len=2, max_len=MAX_RESPONSE_CHARS),
            "trait": FieldSpec(str, choices=TRAITS),
        }),
        "ages": FieldSpec(int, choices=AGES),
    },
    check_card=_check_card,
)
SCHEMAS = (SCHEMA,)  # the game's deck kinds, as its GameSpec gives them to core.decks


def by_category(cards: Iterable[Mapping[str, Any]]) -> dict[str, list[Mapping[str, Any]]]:
    """Cards grouped by category, in file order, every category present (maybe empty)."""
    groups: dict[str, list[Mapping[str, Any]]] = {c: [] for c in CATEGORIES}
    for card in cards:
        groups[card["category"]].append(card)
    return groups


def fill_names(text: str, player: str, other: str) -> str:
    """Put the opinion player's name and the other seat's into a card text, in one pass (names
    are plain text, never markup: a name typed as "{other}" stays as typed)."""
    names = {PLAYER: player, OTHER: other}
    return _PLACEHOLDER.sub(lambda m: names.get(m.group(0), m.group(0)), text)


def printed_cards(cards: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The cards, in the order given, with their responses in the order they are printed.

    On screen every reading deals its own order; a printed card has one, and it must not
    teach a reader where a trait sits (the adventurous answer always at a). So each
    category's cards, in id order, take the order of their responses that keeps every
    trait's count at each letter most even so far. The deck files keep their own order:
    a saved game's dealt orders and the answers the history remembers point into it.
    """
    given = list(cards)
    counts: dict[tuple[str, str, int], int] = {}
    orders: dict[int, tuple[int, ...]] = {}
    for index in sorted(range(len(given)), key=lambda n: (str(given[n].get("category")),
                                                          str(given[n].get("id")))):
        card = given[index]
        traits = [str(r["trait"]) for r in card["responses"]]
        category = str(card["category"])

        def crowding(order: tuple[int, ...], traits: list[str] = traits,
                     category: str = category) -> tuple[int, tuple[int, ...]]:
            return (sum((counts.get((category, traits[i], at), 0) + 1) ** 2
                        for at, i in enumerate(order)), order)

        best = orders[index] = min(itertools.permutations(range(len(traits))), key=crowding)
        for at, i in enumerate(best):
            counts[category, traits[i], at] = counts.get((category, traits[i], at), 0) + 1
    return [{**card, "responses": [card["responses"][i] for i in orders[n]]}
            for n, card in enumerate(given)]


def position_shares(cards: Iterable[Mapping[str, Any]], trait: str
                    ) -> dict[str, tuple[float, ...]]:
    """Per category, the share of the cards offering `trait` that show it at each position
    a–d, in the order the cards hold their responses (see printed_cards)."""
    counts: dict[str, list[int]] = {}
    for card in cards:
        traits = [r["trait"] for r in card["responses"]]
        if trait in traits:
            row = counts.setdefault(card["category"], [0] * len(traits))
            row[traits.index(trait)] += 1
    return {c: tuple(n / sum(row) for n in row) for c, row in counts.items()}


def stock_ending_share(cards: Sequence[Mapping[str, Any]]) -> float:
    """The share of issues that end with the stock question "What does {player} do?"."""
    return sum(c["issue"].endswith(STOCK_ENDING) for c in cards) / len(cards) if cards else 0.0


def family_filter(cards: Sequence[Mapping[str, Any]], younger_players: bool
                  ) -> list[Mapping[str, Any]]:
    return [c for c in cards if not younger_players or c["ages"] <= 8]


@dataclass(frozen=True, slots=True)
class Response:
    text: str
    trait: str


@dataclass(frozen=True, slots=True)
class OpinionCard:
    """One validated card as the rules and the computer players use it (text keeps {player})."""

    id: str
    category: str
    issue: str
    responses: tuple[Response, ...]
    ages: int

    @property
    def traits(self) -> tuple[str, ...]:
        return tuple(r.trait for r in self.responses)


def card_from_json(card: Mapping[str, Any]) -> OpinionCard:
    """An OpinionCard from a card dict that already passed the schema."""
    return OpinionCard(card["id"], card["category"], card["issue"],
                       tuple(Response(r["text"], r["trait"]) for r in card["responses"]),
                       card["ages"])


def play_of(card: OpinionCard) -> list[Any]:
    """What the rules read of a card: its category, who may be dealt it and its responses'
    traits in order (core/pins.py: a save pins this, not the wording)."""
    return [card.id, card.category, [r.trait for r in card.responses], card.ages]


def all_of(card: OpinionCard) -> list[Any]:
    """Everything a card says: what saves written before play digests pinned."""
    return [card.id, card.category, card.issue, [[r.text, r.trait] for r in card.responses],
            card.ages]


def load_cards(paths: Iterable[Path]) -> tuple[tuple[OpinionCard, ...], list[DeckError]]:
    """Every card of every good opinion deck among `paths`, and one error per bad file.

    A card id used again in a later file is left out (the first file wins) and reported.
    """
    decks, errors = load_many(paths, DECK_KIND)
    cards: dict[str, OpinionCard] = {}
    for deck in decks:
        for raw in deck.cards:
            if raw["id"] in cards:
                errors.append(DeckError(deck.path, f"card {quoted(raw['id'])}: the id is already "
                                        "used in another deck file; this card is left out"))
                continue
            cards[raw["id"]] = card_from_json(raw)
    return tuple(cards.values()), errors


@cache
def shipped_cards() -> tuple[OpinionCard, ...]:
    """The cards of assets/decks/psychologizer/*.json, read once; bad files are skipped."""
    return shipped_load()[0]


@cache
def shipped_load() -> tuple[tuple[OpinionCard, ...], tuple[DeckError, ...]]:
    """The shipped cards and the errors of any shipped file that failed to load."""
    folder = asset_dir("decks", "psychologizer")
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    cards, errors = load_cards(paths)
    return cards, tuple(errors)


@cache
def playable_load() -> tuple[tuple[OpinionCard, ...], tuple[DeckError, ...]]:
    """The shipped cards, then those of the family's own decks (see core.decks.install).

    A shipped card wins over a family card with the same id; every problem is reported, and
    the game goes on with the cards that did load.
    """
    family = family_dir("psychologizer")
    family_paths = sorted(family.glob("*.json")) if family.is_dir() else []
    shipped = asset_dir("decks", "psychologizer")
    shipped_paths = sorted(shipped.glob("*.json")) if shipped.is_dir() else []
    cards, errors = load_cards(shipped_paths + family_paths)
    return cards, tuple(errors)


def forget_loaded() -> None:
    """A family deck was added: the next game reads the decks again."""
    playable_load.cache_clear()


def playable_cards() -> tuple[OpinionCard, ...]:
    """Every card a new game may deal: shipped and family decks."""
    return playable_load()[0]


def placeholder_cards(per_category: int, seed: int = 0) -> tuple[OpinionCard, ...]:
    """Numbered stand-in cards (four different random traits each) for tests and benchmarks,
    which need a deck of a known size whatever the shipped decks hold."""
    import random

    rnd = random.Random(seed)
    cards = []
    for category in CATEGORIES:
        for number in range(1, per_category + 1):
            traits = rnd.sample(TRAITS, 4)
            cards.append(OpinionCard(
                f"{category}-{number:03d}", category, f"Stand-in issue {number} for {{player}}.",
                tuple(Response(f"Answer {letter} ({trait})", trait)
                      for letter, trait in zip("abcd", traits, strict=True)),
                8 if number % 2 else 12))
    return tuple(cards)
