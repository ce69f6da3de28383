"""Deck files: card content as JSON data, checked against a schema when loaded (DESIGN §6).

Every deck file shares one envelope:

    {"format": "psychboard-deck", "version": 1, "game": "<game id>", "kind": "<deck kind>",
     "title": "Starter deck", "cards": [{"id": "...", ...}, ...]}

Each deck kind is a `DeckSchema` (its card fields and any whole-deck checks) that the game
owning it gives through its GameSpec (`decks`); this module knows no game and asks the
registry for a kind when it reads a file. A bad file raises one DeckError naming the file,
the card id and the field, and the caller carries on with the decks that did load.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psychboard.core.errors import DeckError, FileProblem, quoted
from psychboard.core.files import read_json

DECK_FORMAT = "psychboard-deck"
DECK_VERSION = 1
MAX_TITLE_CHARS = 80

Card = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a card: its JSON type, and limits that make the card usable and readable."""

    kind: type | tuple[type, ...]
    required: bool = True
    choices: tuple[Any, ...] = ()
    min_len: int = 0
    max_len: int | None = None
    item: FieldSpec | Mapping[str, FieldSpec] | None = None


@dataclass(frozen=True, slots=True)
class DeckSchema:
    """A deck kind: its card fields and checks, the ids a card takes in a game (copies of a
    card may take several), and whether a family may add decks of the kind."""

    kind: str
    game: str
    fields: Mapping[str, FieldSpec]
    check_card: Callable[[Card], str | None] | None = None
    check_deck: Callable[[Sequence[Card]], str | None] | None = None
    ids: Callable[[Card], Iterable[str]] = lambda card: (str(card["id"]),)
    family: bool = True


@dataclass(frozen=True, slots=True)
class Deck:
    path: Path
    kind: str
    game: str
    title: str
    cards: tuple[Card, ...] = field(default=())


def schemas() -> dict[str, DeckSchema]:
    """Every registered game's deck kinds (each game's deck module is imported when asked)."""
    from psychboard.games import specs

    return {schema.kind: schema for spec in specs().values() if spec.decks is not None
            for schema in spec.decks()}


def schema_for(kind: str, game: object = None) -> DeckSchema | None:
    """The schema of `kind`, asked first of `game` (the one a deck file names), so that reading
    one game's deck loads no other game."""
    from psychboard.games import specs

    spec = specs().get(game) if isinstance(game, str) else None
    if spec is not None and spec.decks is not None:
        found = next((schema for schema in spec.decks() if schema.kind == kind), None)
        if found is not None:
            return found
    return schemas().get(kind)


def load(path: Path, expect_kind: str | None = None) -> Deck:
    """Read and validate one deck file; the file itself is never changed."""
    return _read(path, expect_kind)[0]


def _read(path: Path, expect_kind: str | None = None) -> tuple[Deck, DeckSchema]:
    data = read_json(path, DeckError)
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise DeckError(path, f"not a Psychboard deck (it needs \"format\": \"{DECK_FORMAT}\")")
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= DECK_VERSION:
        raise DeckError(path, f"unsupported deck version {quoted(version)} (this Psychboard reads "
                        f"version {DECK_VERSION})")
    kind = data.get("kind")
    schema = schema_for(kind, data.get("game")) if isinstance(kind, str) else None
    if schema is None:
        raise DeckError(path, f"unknown deck kind {quoted(kind)} (known: {sorted(schemas())})")
    if expect_kind is not None and kind != expect_kind:
        raise DeckError(path, f"this is a {kind!r} deck, but a {expect_kind!r} deck is needed")
    if data.get("game") != schema.game:
        raise DeckError(path, f"a {quoted(kind)} deck must say \"game\": \"{schema.game}\" "
                        f"(it says {quoted(data.get('game'))})")
    title = data.get("title", path.stem)  # a deck without a title goes by its file's name
    if "title" in data and (not isinstance(title, str) or not title.strip()
                            or len(title) > MAX_TITLE_CHARS):
        raise DeckError(path, f"the deck's \"title\" should be a name of 1 to "
                        f"{MAX_TITLE_CHARS} characters")
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise DeckError(path, "the deck has no \"cards\" list")
    seen: set[str] = set()
    for index, card in enumerate(cards, start=1):
        problem = _check_card(schema, card, index, seen)
        if problem:
            raise DeckError(path, problem)
    if schema.check_deck:
        problem = schema.check_deck(cards)
        if problem:
            raise DeckError(path, problem)
    return Deck(path, schema.kind, schema.game, title, tuple(cards)), schema


def load_many(paths: Iterable[Path], expect_kind: str | None = None
              ) -> tuple[list[Deck], list[DeckError]]:
    """Load every file that is good and collect one error for each that is not, in the order
    given (a game that lets the first card with an id win passes its own decks first)."""
    decks, errors = [], []
    for path in paths:
        try:
            decks.append(load(path, expect_kind))
        except DeckError as exc:
            errors.append(exc)
    return decks, errors


def _check_card(schema: DeckSchema, card: Any, index: int, seen: set[str]) -> str | None:
    if not isinstance(card, dict):
        return f"card {index} is not an object"
    card_id = card.get("id")
    if not isinstance(card_id, str) or not card_id.strip():
        return f"card {index} has no \"id\""
    if card_id in seen:
        return f"card {quoted(card_id)} (number {index}): the id is used twice"
    seen.add(card_id)
    for name, spec in schema.fields.items():
        problem = _check_value(spec, card.get(name), name in card, name)
        if problem:
            return f"card {quoted(card_id)}, field {problem}"
    unknown = set(card) - set(schema.fields) - {"id"}
    if unknown:
        return f"card {quoted(card_id)}: unknown field {quoted(sorted(unknown)[0])}"
    if schema.check_card:
        problem = schema.check_card(card)
        if problem:
            return f"card {quoted(card_id)}: {problem}"
    copies = [other for other in schema.ids(card) if other != card_id]
    clash = next((other for other in copies if other in seen), None)
    if clash is not None:
        return f"card {quoted(card_id)}: its copies take the id {quoted(clash)} of another card"
    seen.update(copies)
    return None


def _check_value(spec: FieldSpec, value: Any, present: bool, name: str) -> str | None:
    if not present:
        return f"{name!r} is missing" if spec.required else None
    if isinstance(value, bool) and bool not in _as_tuple(spec.kind):
        return f"{name!r} has the wrong type"
    if not isinstance(value, spec.kind):
        wanted = " or ".join(t.__name__ for t in _as_tuple(spec.kind))
        return f"{name!r} should be {wanted}, not {type(value).__name__}"
    if spec.choices and value not in spec.choices:
        return f"{name!r} is {quoted(value)}; expected one of {list(spec.choices)}"
    if isinstance(value, str | list):
        if len(value) < spec.min_len or (isinstance(value, str) and not value.strip()):
            return f"{name!r} is too short"
        if spec.max_len is not None and len(value) > spec.max_len:
            return f"{name!r} is too long ({len(value)} > {spec.max_len})"
    if isinstance(value, list) and spec.item is not None:
        for position, item in enumerate(value, start=1):
            problem = _check_item(spec.item, item, f"{name}[{position}]")
            if problem:
                return problem
    return None


def _check_item(spec: FieldSpec | Mapping[str, FieldSpec], item: Any, name: str) -> str | None:
    if isinstance(spec, FieldSpec):
        return _check_value(spec, item, True, name)
    if not isinstance(item, dict):
        return f"{name!r} should be an object"
    for key, sub in spec.items():
        problem = _check_value(sub, item.get(key), key in item, f"{name}.{key}")
        if problem:
            return problem
    unknown = set(item) - set(spec)
    return f"{name!r} has an unknown field {quoted(sorted(unknown)[0])}" if unknown else None


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def family_dir(game: str) -> Path:
    """Where a family's own decks for `game` are kept (copies, under the user data folder)."""
    from psychboard.core.resources import user_data_dir

    return user_data_dir() / "decks" / game


KEPT_NAME_BYTES = 100
"""A family's deck is kept under a name this short (the same name for the same file name),
so a long file name that passes `decks check` fits every system's paths."""


def install(path: Path) -> Deck:
    """Check a family's deck file and keep a copy of it beside their other decks.

    The file is validated exactly like the shipped decks; a bad file raises one DeckError
    naming the file, the card and the field, and nothing is copied. The original is only read.
    """
    from psychboard.core.files import short_name, write_atomic
    from psychboard.core.resources import asset_dir

    deck, schema = _read(path)
    if not schema.family:
        raise DeckError(path, f"a {quoted(deck.kind)} deck can't be added: every game uses the "
                        "one Psychboard ships")
    target = family_dir(deck.game) / short_name(path.name, KEPT_NAME_BYTES)
    if target.exists() and target.read_bytes() != path.read_bytes():
        raise DeckError(path, f"a different deck named {quoted(path.name)} is already installed; "
                        "rename the file to add it as well")
    ours = {card_id for card in deck.cards for card_id in schema.ids(card)}
    for folder, whose in ((asset_dir("decks", deck.game), "a card Psychboard ships"),
                          (family_dir(deck.game), "a card of a deck already added")):
        others = [p for p in sorted(folder.glob("*.json")) if p != target] \
            if folder.is_dir() else []
        for other in load_many(others, deck.kind)[0]:
            clash = next((card_id for c in other.cards for card_id in schema.ids(c)
                          if card_id in ours), None)
            if clash is not None:
                raise DeckError(path, f"card {quoted(clash)} has the id of {whose} (in "
                                f"{other.path.name}); give your cards ids of their own")
    try:
        write_atomic(target, path.read_bytes())
    except OSError as exc:
        raise FileProblem(target.parent, f"the deck can't be kept in this folder "
                          f"({exc.strerror or exc}); make it writable, then add the deck "
                          "again") from None
    return deck
