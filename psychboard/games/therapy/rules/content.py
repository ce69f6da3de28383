"""Pinning the cards a game was dealt from, so a save replays exactly the game played.

A save records every card id with a digest of its text, in deck order; a family deck added
later or a card edited since can't change the shuffles of a saved game.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

from psychboard.core.errors import IllegalAction, quoted
from psychboard.games.therapy.deck import (
    STAGE_TITLES,
    STAGES,
    CrisisCard,
    InsightCard,
    TherapyDecks,
    TherapyQuestion,
    load_therapy_decks,
)
from psychboard.games.therapy.rules.table import Table

Card = TherapyQuestion | InsightCard | CrisisCard


def card_digest(card: Card) -> str:
    text = json.dumps(dataclasses.asdict(card), ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def all_cards(table: Table) -> list[Card]:
    return [*table.questions.values(), *table.insight.values(), *table.crisis.values()]


def pinned(table: Table) -> dict[str, list[list[str]]]:
    return {"cards": [[card.id, card_digest(card)] for card in all_cards(table)]}


def decks_from(content: Any, table: Table) -> TherapyDecks:
    """The decks of exactly the cards `content` names, from this table and the decks on this
    computer; an error naming what is missing or has changed."""
    entries = content.get("cards") if isinstance(content, dict) else None
    if not isinstance(entries, list) or not all(
            isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)
            for e in entries):
        raise IllegalAction("the list of cards the game was dealt from is damaged")
    here = load_therapy_decks()
    known: dict[str, Card] = {c.id: c for c in (
        *here.questions, *(c for s in STAGES for c in here.insight.get(s, ())), *here.crisis,
        *all_cards(table))}
    missing = [card_id for card_id, _ in entries if card_id not in known]
    if missing:
        raise IllegalAction(
            f"it was dealt from {len(missing)} card(s) this computer doesn't have (such as "
            f"{quoted(missing[0])}); add the family deck it was played with, then open it again")
    changed = [card_id for card_id, digest in entries if card_digest(known[card_id]) != digest]
    if changed:
        raise IllegalAction(
            f"{len(changed)} of the cards it was dealt from changed since it was saved (such "
            f"as {quoted(changed[0])}), so it can't be replayed as it was played")
    cards = [known[card_id] for card_id, _ in entries]
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
