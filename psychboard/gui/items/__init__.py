"""The scene items every game draws with (DESIGN §5): they render and animate, knowing no rules.

Each is a `QGraphicsObject` centred on its `pos`, painted with vector `QPainter` calls, and
emits `clicked` on a left press or on Enter/Space while it has keyboard focus.
"""

from psychboard.gui.items.base import BoardItem
from psychboard.gui.items.card import POKER, CardItem, default_back, default_face
from psychboard.gui.items.card_cache import (
    CARD_CACHE,
    CachedCard,
    CardCache,
    CardPainter,
    card_back,
    card_face,
)
from psychboard.gui.items.die import DieItem
from psychboard.gui.items.pile import PileItem
from psychboard.gui.items.space import SpaceItem
from psychboard.gui.items.spinner import Segment, SpinnerItem
from psychboard.gui.items.token import TokenItem

__all__ = [
    "CARD_CACHE",
    "POKER",
    "BoardItem",
    "CachedCard",
    "CardCache",
    "CardItem",
    "CardPainter",
    "DieItem",
    "PileItem",
    "Segment",
    "SpaceItem",
    "SpinnerItem",
    "TokenItem",
    "card_back",
    "card_face",
    "default_back",
    "default_face",
]
