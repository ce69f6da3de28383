"""The opinion-card deck: its schema, its traits and its categories (no Qt).

A card puts `{player}` (the opinion player) into a situation and offers four responses a–d,
each tagged with the personal trait it leans toward. The traits come in four playful pairs;
computer personas answer from a trait profile and the end-of-game profile counts them.
`ages` is the youngest table a card suits: 8 (fine for younger players) or 12.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from psychboard.core.decks import DeckSchema, FieldSpec, register

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


def _check_card(card: Mapping[str, Any]) -> str | None:
    if "{player}" not in card["issue"]:
        return "the issue must name the opinion player as {player}"
    texts = [r["text"].strip().lower() for r in card["responses"]]
    if len(set(texts)) != len(texts):
        return "two responses are the same"
    return None


SCHEMA = register(DeckSchema(
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
))


def by_category(cards: Iterable[Mapping[str, Any]]) -> dict[str, list[Mapping[str, Any]]]:
    """Cards grouped by category, in file order, every category present (maybe empty)."""
    groups: dict[str, list[Mapping[str, Any]]] = {c: [] for c in CATEGORIES}
    for card in cards:
        groups[card["category"]].append(card)
    return groups


def fill_player(text: str, name: str) -> str:
    """Put the opinion player's name into a card text (names are plain text, never markup)."""
    return text.replace("{player}", name)


def family_filter(cards: Sequence[Mapping[str, Any]], younger_players: bool
                  ) -> list[Mapping[str, Any]]:
    return [c for c in cards if not younger_players or c["ages"] <= 8]
