"""Psychological Warfare's deck kinds and the shipped card set (no Qt).

Three kinds register with core.decks: "warfare-card" (the playing cards of all six types),
"warfare-archetype" and "warfare-neurosis" (the Effects of Neurosis card, one entry per Need).
Each card is parsed by cards.py at load, so a card the resolver could not play is refused by
the validator with the card named. Files live in assets/decks/warfare/.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from psychboard.core.decks import DeckSchema, FieldSpec, load_many, register
from psychboard.core.errors import DeckError
from psychboard.core.resources import asset_dir
from psychboard.games.warfare.cards import (
    CARD_TYPES,
    NEEDS,
    CardProblem,
    CardSet,
    parse_archetype,
    parse_card,
    parse_neurosis,
)

GAME = "warfare"
CARD_KIND = "warfare-card"
ARCHETYPE_KIND = "warfare-archetype"
NEUROSIS_KIND = "warfare-neurosis"
NAME = FieldSpec(str, min_len=2, max_len=40)
TEXT = FieldSpec(str, min_len=4, max_len=240)
ANY = (int, str, dict, list)


def _checked(parse: Callable[[Mapping[str, Any]], object]
             ) -> Callable[[Mapping[str, Any]], str | None]:
    def check(card: Mapping[str, Any]) -> str | None:
        try:
            parse(card)
        except CardProblem as exc:
            return str(exc)
        return None
    return check


def _one_per_need(cards: Sequence[Mapping[str, Any]]) -> str | None:
    needs = sorted(str(c["need"]) for c in cards)
    return None if needs == sorted(NEEDS) else \
        f"an Effects of Neurosis deck has one entry for each Need {list(NEEDS)}"


def _unlike(cards: Sequence[Mapping[str, Any]]) -> str | None:
    seen: dict[tuple[object, ...], str] = {}
    for card in cards:
        vp = card["vp"]
        key = tuple(vp.get(n) for n in NEEDS) if isinstance(vp, dict) else (str(vp),)
        if key in seen:
            return f"Archetypes {seen[key]!r} and {card['id']!r} weigh the Needs alike"
        seen[key] = str(card["id"])
    return None


register(DeckSchema(
    kind=CARD_KIND, game=GAME,
    fields={
        "name": NAME, "text": TEXT,
        "type": FieldSpec(str, choices=CARD_TYPES),
        "letter": FieldSpec(str, choices=tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ")),
        "copies": FieldSpec(int, required=False),
        "cost": FieldSpec((int, str, dict), required=False),
        "pay": FieldSpec(str, required=False),
        "baggage": FieldSpec(int, required=False),
        "effects": FieldSpec(list, required=False),
        "react": FieldSpec(str, required=False),
        "answers": FieldSpec(list, required=False),
        "modifiers": FieldSpec(list, required=False),
        "condition": FieldSpec((dict, list), required=False),
        "vp": FieldSpec(int, required=False),
    },
    check_card=_checked(parse_card),
))

register(DeckSchema(
    kind=ARCHETYPE_KIND, game=GAME,
    fields={"name": NAME, "text": TEXT, "vp": FieldSpec(dict),
            "ability": FieldSpec(list, required=False),
            "nurture": FieldSpec(list, required=False)},
    check_card=_checked(parse_archetype),
    check_deck=_unlike,
))

register(DeckSchema(
    kind=NEUROSIS_KIND, game=GAME,
    fields={"name": NAME, "text": TEXT, "need": FieldSpec(str, choices=NEEDS),
            "effects": FieldSpec(list, required=False),
            "modifiers": FieldSpec(list, required=False)},
    check_card=_checked(parse_neurosis),
    check_deck=_one_per_need,
))


def load_card_set(paths: Iterable[Path]) -> tuple[CardSet, list[DeckError]]:
    """The card set of every good deck file among `paths`, and one error per bad file."""
    decks, errors = load_many(paths)
    of_kind = {kind: [raw for deck in decks if deck.kind == kind for raw in deck.cards]
               for kind in (CARD_KIND, ARCHETYPE_KIND, NEUROSIS_KIND)}
    cards = [parse_card(raw) for raw in of_kind[CARD_KIND]]
    archetypes = [parse_archetype(raw) for raw in of_kind[ARCHETYPE_KIND]]
    neuroses = [parse_neurosis(raw) for raw in of_kind[NEUROSIS_KIND]]
    return CardSet.of(cards, archetypes, neuroses), errors


@cache
def shipped_load() -> tuple[CardSet, tuple[DeckError, ...]]:
    """The card set of assets/decks/warfare/*.json, read once; bad files are reported."""
    folder = asset_dir("decks", GAME)
    card_set, errors = load_card_set(folder.glob("*.json") if folder.is_dir() else ())
    return card_set, tuple(errors)


def shipped_set() -> CardSet:
    return shipped_load()[0]
