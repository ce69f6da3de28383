"""Psychological Warfare's deck kinds and the shipped card set (no Qt).

Three deck kinds, given to core.decks through the GameSpec: "warfare-card" (the playing cards
of all six types), "warfare-archetype" and "warfare-neurosis" (the Effects of Neurosis card,
one entry per Need).
Each card is parsed by cards.py at load, so a card the resolver could not play is refused by
the validator with the card named. Files live in assets/decks/warfare/; a family's own card and
Archetype decks (core.decks.install) join them in new games, which pin every design they deal
from (rules/engine.py `content`). A game has one Effects of Neurosis card, the shipped one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from psychboard.core import pins
from psychboard.core.decks import DeckSchema, FieldSpec, family_dir, load_many
from psychboard.core.errors import DeckError, IllegalAction
from psychboard.core.resources import asset_dir
from psychboard.games.warfare.cards import (
    CARD_TYPES,
    NEEDS,
    Archetype,
    Card,
    CardProblem,
    CardSet,
    Neurosis,
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


def instance_ids(card: Mapping[str, Any]) -> list[str]:
    """The ids a design's copies take in a game: "<id>", then "<id>-2", "<id>-3"…"""
    copies = card.get("copies", 1)
    count = copies if isinstance(copies, int) and not isinstance(copies, bool) else 1
    return [str(card["id"]) if n == 1 else f"{card['id']}-{n}" for n in range(1, count + 1)]


def _one_per_need(cards: Sequence[Mapping[str, Any]]) -> str | None:
    needs = sorted(str(c["need"]) for c in cards)
    return None if needs == sorted(NEEDS) else \
        f"an Effects of Neurosis deck has one entry ('need') for each Need {list(NEEDS)}"


def _unlike(cards: Sequence[Mapping[str, Any]]) -> str | None:
    seen: dict[tuple[object, ...], str] = {}
    for card in cards:
        vp = card["vp"]
        key = tuple(vp.get(n) for n in NEEDS) if isinstance(vp, dict) else (str(vp),)
        if key in seen:
            return (f"card {card['id']!r}: field 'vp' weighs the Needs like Archetype "
                    f"{seen[key]!r}")
        seen[key] = str(card["id"])
    return None


CARD_SCHEMA = DeckSchema(
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
    ids=instance_ids,
)

ARCHETYPE_SCHEMA = DeckSchema(
    kind=ARCHETYPE_KIND, game=GAME,
    fields={"name": NAME, "text": TEXT, "vp": FieldSpec(dict),
            "ability": FieldSpec(list, required=False),
            "nurture": FieldSpec(list, required=False)},
    check_card=_checked(parse_archetype),
    check_deck=_unlike,
)

NEUROSIS_SCHEMA = DeckSchema(
    kind=NEUROSIS_KIND, game=GAME,
    fields={"name": NAME, "text": TEXT, "need": FieldSpec(str, choices=NEEDS),
            "effects": FieldSpec(list, required=False),
            "modifiers": FieldSpec(list, required=False)},
    check_card=_checked(parse_neurosis),
    check_deck=_one_per_need,
    family=False,
)
SCHEMAS = (CARD_SCHEMA, ARCHETYPE_SCHEMA, NEUROSIS_SCHEMA)  # as the GameSpec gives them


def load_card_set(paths: Iterable[Path]) -> tuple[CardSet, list[DeckError]]:
    """The card set of every good deck file among `paths`, and one error per problem.

    The first file wins: a card whose ids (with its copies') or an Archetype whose id an
    earlier file took is left out, and so is every Effects of Neurosis deck after the first.
    """
    decks, errors = load_many(paths)
    cards: list[Card] = []
    archetypes: list[Archetype] = []
    neuroses: list[Neurosis] = []
    taken: dict[str, set[str]] = {CARD_KIND: set(), ARCHETYPE_KIND: set()}
    for deck in decks:
        if deck.kind == NEUROSIS_KIND:
            if neuroses:
                errors.append(DeckError(deck.path, "a game has one Effects of Neurosis card; "
                                        "this deck is left out"))
            else:
                neuroses = [parse_neurosis(raw) for raw in deck.cards]
            continue
        for raw in deck.cards:
            ids = instance_ids(raw) if deck.kind == CARD_KIND else [str(raw["id"])]
            if taken[deck.kind] & set(ids):
                errors.append(DeckError(deck.path, f"card {raw['id']!r}: the id is already "
                                        "used in another deck file; this card is left out"))
                continue
            taken[deck.kind].update(ids)
            if deck.kind == CARD_KIND:
                cards.append(parse_card(raw))
            else:
                archetypes.append(parse_archetype(raw))
    return CardSet.of(cards, archetypes, neuroses), errors


def shipped_paths() -> list[Path]:
    folder = asset_dir("decks", GAME)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def playable_paths() -> list[Path]:
    """The shipped deck files, then the family's own: the order in which their cards win."""
    family = family_dir(GAME)
    return shipped_paths() + (sorted(family.glob("*.json")) if family.is_dir() else [])


@cache
def shipped_load() -> tuple[CardSet, tuple[DeckError, ...]]:
    """The card set of assets/decks/warfare/*.json, read once; bad files are reported."""
    card_set, errors = load_card_set(shipped_paths())
    return card_set, tuple(errors)


def shipped_set() -> CardSet:
    return shipped_load()[0]


@cache
def playable_load() -> tuple[CardSet, tuple[DeckError, ...]]:
    """The shipped cards and the family's own, read once (until `forget_loaded`)."""
    card_set, errors = load_card_set(playable_paths())
    return card_set, tuple(errors)


def playable_set() -> CardSet:
    """Every design a new game deals from: the shipped decks and the family's."""
    return playable_load()[0]


@cache
def playable_json() -> Mapping[tuple[str, str], Mapping[str, Any]]:
    """Every playable design's JSON by (deck kind, id), as the card painters draw it."""
    decks, _errors = load_many(playable_paths())
    found: dict[tuple[str, str], Mapping[str, Any]] = {}
    for deck in decks:
        for card in deck.cards:
            found.setdefault((deck.kind, str(card["id"])), card)
    return found


def forget_loaded() -> None:
    """A family deck was added: the next game reads the decks again."""
    playable_load.cache_clear()
    playable_json.cache_clear()


def play_of(item: Card | Archetype | Neurosis) -> dict[str, Any]:
    """What the rules read of a design, an Archetype or a neurosis: all but its words."""
    found = dataclasses.asdict(item)
    for words in ("name", "text"):
        found.pop(words, None)
    return found


def _id(item: Card | Archetype | Neurosis) -> str:
    return item.id


def pinned(card_set: CardSet) -> dict[str, Any]:
    """Every design, Archetype and neurosis a game deals from, in order, pinned by how it
    plays (core/pins.py; worked out once per card set, each caller gets its own copy)."""
    found: dict[str, Any] | None = card_set.memo.get(("pinned",))
    if found is None:
        designs = {card.id: card for card in card_set.cards.values()}
        found = card_set.memo[("pinned",)] = {
            "cards": pins.pin(designs.values(), _id, play_of),
            "archetypes": pins.pin(card_set.archetypes, _id, play_of),
            "neuroses": pins.pin(card_set.neuroses.values(), _id, play_of)}
    return {pins.PINS: pins.PLAY, **{part: [list(entry) for entry in entries]
                                     for part, entries in found.items()}}


def unpinned(content: Any, card_set: CardSet) -> CardSet:
    """The card set of exactly what `content` pins, from `card_set` and the decks on this
    computer; an IllegalAction naming what is missing or has changed. A save that pinned
    nothing was dealt from the shipped set (it was written before family decks were dealt)."""
    if content is None:
        return shipped_set()
    if not isinstance(content, dict):
        raise IllegalAction("the list of cards the game was dealt from is damaged")
    here = [playable_set(), card_set]
    designs = {c.id: c for cs in here for c in cs.cards.values()}
    archetypes = {a.id: a for cs in here for a in cs.archetypes}
    neuroses = {n.id: n for cs in here for n in cs.neuroses.values()}
    shipped = shipped_set()
    ours = {*(c.id for c in shipped.cards.values()), *(a.id for a in shipped.archetypes),
            *shipped.neuroses}

    def unpin(part: str, known: Mapping[str, Any]) -> list[Any]:
        return pins.unpin(content.get(part), known, play=play_of, legacy=dataclasses.asdict,
                          shipped=ours.__contains__, by_play=pins.by_play(content))

    return CardSet.of(unpin("cards", designs), unpin("archetypes", archetypes),
                      unpin("neuroses", neuroses))
