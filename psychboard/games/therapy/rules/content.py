"""Pinning the cards a game was dealt from, so a save replays exactly the game played.

A save records every card id with a digest of what the rules read of it (core/pins.py), in
deck order: a family deck added later or a card whose play changed can't change a saved game,
and a card reworded since still replays.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from psychboard.core import pins
from psychboard.core.errors import IllegalAction
from psychboard.games.therapy.deck import (
    STAGE_TITLES,
    STAGES,
    CrisisCard,
    InsightCard,
    TherapyDecks,
    TherapyQuestion,
    load_therapy_decks,
    shipped_ids,
)
from psychboard.games.therapy.rules.table import Table

Card = TherapyQuestion | InsightCard | CrisisCard


def play_of(card: Card) -> list[Any]:
    """What the rules read of a card: its kind, and what it asks, answers or does."""
    if isinstance(card, TherapyQuestion):
        return [card.id, "therapy", card.type, card.ages, len(card.options)]
    if isinstance(card, InsightCard):
        right = card.options.index(card.answer) if card.answer in card.options else -1
        return [card.id, "insight", card.stage, len(card.options), right]
    return [card.id, "crisis", dataclasses.asdict(card.effect)]


def _legacy(card: Card) -> Any:
    """What saves written before play digests pinned: all of the card."""
    return dataclasses.asdict(card)


def all_cards(table: Table) -> list[Card]:
    return [*table.questions.values(), *table.insight.values(), *table.crisis.values()]


def pinned(table: Table) -> dict[str, Any]:
    return {pins.PINS: pins.PLAY, "cards": pins.pin(all_cards(table), _id, play_of)}


def _id(card: Card) -> str:
    return card.id


def decks_from(content: Any, table: Table) -> TherapyDecks:
    """The decks of exactly the cards `content` names, from this table and the decks on this
    computer; an error naming what is missing or has changed (core/pins.py)."""
    here = load_therapy_decks()
    known: dict[str, Card] = {c.id: c for c in (
        *here.questions, *(c for s in STAGES for c in here.insight.get(s, ())), *here.crisis,
        *all_cards(table))}
    shipped = shipped_ids()
    cards = pins.unpin(content.get("cards") if isinstance(content, dict) else None, known,
                       play=play_of, legacy=_legacy, shipped=shipped.__contains__,
                       by_play=pins.by_play(content))
    decks = TherapyDecks(
        tuple(c for c in cards if isinstance(c, TherapyQuestion)),
        {s: tuple(c for c in cards if isinstance(c, InsightCard) and c.stage == s)
         for s in STAGES},
        tuple(c for c in cards if isinstance(c, CrisisCard)))
    kinds = {"Therapy": decks.questions, "Crisis": decks.crisis,
             **{f"{STAGE_TITLES[s]} Insight": decks.insight[s] for s in STAGES}}
    empty = next((kind for kind, dealt in kinds.items() if not dealt), None)
    if empty is not None:  # a game draws from every deck: it could not be played
        raise IllegalAction(f"the cards it was dealt from (\"content\") hold no {empty} cards")
    return decks
