"""Pinning the cards a game was dealt from, so that a save replays exactly the game played.

A save's `content` lists every card it was dealt from, in deck order, each with a digest. The
digest covers what the rules read of a card — its kind, its traits or the right answer's
place, its cost and effects — and not its wording: a card reworded in a later release still
replays, a card whose play changed is noticed, and a family deck added later can't change
the shuffles. Such content says `"pins": "play"`.

Saves written before play digests pinned each card by a digest of all it says. Such a save
still opens when its cards are unchanged; a shipped card whose wording has changed since is
taken as the same card, because a shipped card's play never changes between releases (the
engine tests pin the play of every shipped card).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from psychboard.core.errors import IllegalAction, quoted

PINS = "pins"
PLAY = "play"
C = TypeVar("C")


def digest(value: Any) -> str:
    """A short fingerprint of a JSON-able value."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def pin(cards: Iterable[C], card_id: Callable[[C], str], play: Callable[[C], Any]
        ) -> list[list[str]]:
    """Every card's id and play digest, in order (a part of a game's content)."""
    return [[card_id(card), digest(play(card))] for card in cards]


def by_play(content: Any) -> bool:
    """Whether `content` pins cards by their play (else by all they said, as older saves)."""
    return isinstance(content, dict) and content.get(PINS) == PLAY


def unpin(entries: Any, known: Mapping[str, C], *, play: Callable[[C], Any],
          legacy: Callable[[C], Any], shipped: Callable[[str], bool], by_play: bool
          ) -> list[C]:
    """The cards `entries` names, in its order, from `known` (every card this computer has);
    an IllegalAction naming what is missing, changed or damaged."""
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

    def same(card_id: str, saved: str) -> bool:
        card = known[card_id]
        if by_play:
            return saved == digest(play(card))
        return saved == digest(legacy(card)) or shipped(card_id)

    changed = [card_id for card_id, saved in entries if not same(card_id, saved)]
    if changed:
        raise IllegalAction(
            f"{len(changed)} of the cards it was dealt from changed since it was saved (such "
            f"as {quoted(changed[0])}), so it can't be replayed as it was played")
    return [known[card_id] for card_id, _ in entries]
