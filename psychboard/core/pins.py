"""Pinning the cards a game was dealt from, so that a save replays exactly the game played.

A save lists every card it was dealt from, in deck order, each with a digest. The digest
covers what the rules read of a card — its kind, the traits or the right answer's place, its
effect — and not its wording: a card reworded in a later release still replays, a card whose
play changed is noticed, and a family deck added later can't change the shuffles.

Saves written before play digests pinned each card by a digest of all its text. Such a save
still opens when its cards are unchanged; a shipped card whose wording has changed since is
taken as the same card, because a shipped card's play never changes between releases (the
engine tests pin the play digests of every shipped card).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from psychboard.core.errors import IllegalAction, quoted

PLAY_PINS = "play"
C = TypeVar("C")


def digest(value: Any) -> str:
    """A short fingerprint of a JSON-able value."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def pin(cards: Iterable[C], card_id: Callable[[C], str], play: Callable[[C], Any]
        ) -> dict[str, Any]:
    """The content a save keeps: every card's id and play digest, in order."""
    return {"pins": PLAY_PINS, "cards": [[card_id(c), digest(play(c))] for c in cards]}


def unpin(content: Any, known: Mapping[str, C], play: Callable[[C], Any],
          legacy: Callable[[C], Any], shipped: Callable[[str], bool]) -> list[C]:
    """The cards `content` names, in its order, from `known` (every card this computer has);
    an IllegalAction naming what is missing, changed or damaged."""
    entries = content.get("cards") if isinstance(content, dict) else None
    if not isinstance(entries, list) or not all(
            isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)
            for e in entries):
        raise IllegalAction("the list of cards the game was dealt from is damaged")
    missing = [card_id for card_id, _ in entries if card_id not in known]
    if missing:
        raise IllegalAction(
            f"it was dealt from {len(missing)} card(s) this computer doesn't have (such as "
            f"{quoted(missing[0])}); add the family deck it was played with, then open it "
            "again")
    by_play = content.get("pins") == PLAY_PINS
    changed = [card_id for card_id, saved in entries
               if not _same(saved, known[card_id], card_id, by_play, play, legacy, shipped)]
    if changed:
        raise IllegalAction(
            f"{len(changed)} of the cards it was dealt from changed since it was saved (such "
            f"as {quoted(changed[0])}), so it can't be replayed as it was played")
    return [known[card_id] for card_id, _ in entries]


def _same(saved: str, card: C, card_id: str, by_play: bool, play: Callable[[C], Any],
          legacy: Callable[[C], Any], shipped: Callable[[str], bool]) -> bool:
    if by_play:
        return saved == digest(play(card))
    return saved == digest(legacy(card)) or shipped(card_id)
