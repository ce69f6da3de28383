"""Pinning what a game is dealt from, so a save replays exactly the game that was played.

A game's `content` lists every card (or other piece of content) it deals from, in order, as
its id with a digest of everything it says; `unpin` finds those again among the ones on this
computer, or says which is missing or has changed since the game was saved.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Mapping
from typing import Any, Protocol, TypeVar

from psychboard.core.errors import IllegalAction


class Pinnable(Protocol):
    @property
    def id(self) -> str: ...


P = TypeVar("P", bound=Pinnable)


def digest(item: Any) -> str:
    """A short fingerprint of everything a dataclass value says."""
    text = json.dumps(dataclasses.asdict(item), ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def pin(items: Iterable[Pinnable]) -> list[list[str]]:
    return [[item.id, digest(item)] for item in items]


def unpin(entries: Any, known: Mapping[str, P]) -> list[P]:
    """The items `entries` (from `pin`) name, from `known`; an IllegalAction naming the first
    one this computer lacks or that changed since."""
    if not isinstance(entries, list) or not all(
            isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)
            for e in entries):
        raise IllegalAction("the list of cards the game was dealt from is damaged")
    missing = [item_id for item_id, _ in entries if item_id not in known]
    if missing:
        raise IllegalAction(
            f"it was dealt from {len(missing)} card(s) this computer doesn't have (such as "
            f"{missing[0]!r}); add the family deck it was played with, then open it again")
    changed = [item_id for item_id, fingerprint in entries
               if digest(known[item_id]) != fingerprint]
    if changed:
        raise IllegalAction(
            f"{len(changed)} of the cards it was dealt from changed since it was saved (such "
            f"as {changed[0]!r}), so it can't be replayed as it was played")
    return [known[item_id] for item_id, _ in entries]
