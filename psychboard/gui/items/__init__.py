"""The scene items every game draws with (DESIGN §5): they render and animate, knowing no rules.

The pieces (cards, dice, tokens, spaces, piles, the spinner) are `QGraphicsObject`s centred on
their `pos`, painted with vector `QPainter` calls, and emit `clicked` on a left press or on
Enter/Space while they have keyboard focus. The table's furniture builds on them: a hand fan,
a score track with sliding markers, pegs on a piece, fixed-size panels and captions. Card
pictures come from one cache (`card_cache`), drawn once per size.
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
from psychboard.gui.items.fixed import CaptionItem, FixedItem
from psychboard.gui.items.hand import HandFan, arc_offset
from psychboard.gui.items.pegs import PegsItem
from psychboard.gui.items.pile import PileItem
from psychboard.gui.items.space import SpaceItem
from psychboard.gui.items.spinner import Segment, SpinnerItem
from psychboard.gui.items.token import TokenItem
from psychboard.gui.items.track import ScoreTrack

__all__ = [
    "CARD_CACHE",
    "POKER",
    "BoardItem",
    "CachedCard",
    "CaptionItem",
    "CardCache",
    "CardItem",
    "CardPainter",
    "DieItem",
    "FixedItem",
    "HandFan",
    "PegsItem",
    "PileItem",
    "ScoreTrack",
    "Segment",
    "SpaceItem",
    "SpinnerItem",
    "TokenItem",
    "arc_offset",
    "card_back",
    "card_face",
    "default_back",
    "default_face",
]
