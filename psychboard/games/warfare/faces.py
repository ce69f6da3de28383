"""The pictures of Psychological Warfare's cards on screen, drawn by the game's own painters.

The painters draw from a card's JSON (as printed), so the faces are kept by design id from the
shipped deck files the rules read too; each is a `CachedCard`, drawn once per size. All
playing cards share one back, so a hand or a Mental Energy pile gives nothing away.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from psychboard.core import decks
from psychboard.core.resources import asset_dir
from psychboard.games.warfare.deck import ARCHETYPE_KIND, CARD_KIND, GAME
from psychboard.gui.items.card_cache import CachedCard, card_back


@cache
def _raw() -> Mapping[tuple[str, str], Mapping[str, Any]]:
    """Every shipped card's JSON by (deck kind, id)."""
    import psychboard.games.warfare.painters  # noqa: F401  (registers the kinds' painters)

    folder = asset_dir("decks", GAME)
    found, _errors = decks.load_many(sorted(folder.glob("*.json")) if folder.is_dir() else ())
    return {(deck.kind, str(card["id"])): card for deck in found for card in deck.cards}


def _face(kind: str, card_id: str) -> CachedCard:
    data = _raw()[(kind, card_id)]

    def draw(painter: QPainter, rect: QRectF) -> None:
        from psychboard.gui.card_painter import paint_card

        paint_card(painter, rect, kind, data, "face")

    return CachedCard((kind, card_id, "face"), draw)


@cache
def card_face(design: str) -> CachedCard:
    """The face of a playing card by its design id (copies share one picture)."""
    return _face(CARD_KIND, design)


@cache
def archetype_face(archetype: str) -> CachedCard:
    return _face(ARCHETYPE_KIND, archetype)


BACK = card_back(CARD_KIND)
"""The back every playing card shares."""
