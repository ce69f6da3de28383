"""The pictures of Psychological Warfare's cards on screen, drawn by the game's own painters.

The painters draw from a card's JSON (as printed), so the faces are kept by design id from the
deck files the rules read too (shipped and the family's own); each is a `CachedCard`, drawn
once per size. All playing cards share one back, so a hand or a Mental Energy pile gives
nothing away.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from psychboard.games.warfare.deck import ARCHETYPE_KIND, CARD_KIND, playable_json
from psychboard.gui.items.card_cache import CachedCard, card_back


def _face(kind: str, card_id: str) -> CachedCard:
    import psychboard.games.warfare.painters  # noqa: F401  (registers the kinds' painters)

    data = playable_json()[(kind, card_id)]

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
