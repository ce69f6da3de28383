"""A hand of cards fanned along a flat arc: pick one by mouse or keyboard.

`HandFan` lays out its `CardItem`s (children, so the hand moves as one) centred on its `pos`;
a long hand squeezes closer to stay within `width`. Cards rise a little under the pointer;
a click selects one, Left/Right move the selection while the hand has keyboard focus, and
Enter, Return or Space on the selected card chooses it. `picked(index)` says the selection
moved, `chosen(index)` that it was chosen. The hand knows no rules: which cards are in it and
whether it takes input are the scene's to say.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from psychboard.gui.items.card import POKER, CardItem
from psychboard.gui.items.card_cache import CardPainter

_CHOOSE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def arc_offset(index: int, count: int, spacing: float) -> tuple[QPointF, float]:
    """Where card `index` of a fanned hand of `count` sits, relative to the hand's centre,
    and its tilt in degrees: a flat arc, so a long hand still fits the table's width."""
    t = index - (count - 1) / 2
    return QPointF(t * spacing, 0.22 * t * t), t * 1.1 * math.copysign(1.0, spacing)


def _release(card: CardItem) -> None:
    """Take `card` out of the hand and off the table (removing it from the scene does both)."""
    scene = card.scene()
    if scene is not None:
        scene.removeItem(card)
    else:
        card.setParentItem(None)


class HandFan(QGraphicsObject):
    """A fan of cards, each known by a key the caller gives (a rank, a card id)."""

    picked = Signal(int)
    chosen = Signal(int)

    def __init__(self, size: QSizeF = POKER, back: CardPainter | None = None,
                 spacing: float = 80.0, width: float = 760.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = QSizeF(size)
        self._back = back
        self._spacing = spacing
        self._width = width
        self._keys: list[Hashable] = []
        self._cards: dict[Hashable, CardItem] = {}
        self._selected: int | None = None
        self._interactive = True
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)

    # -- contents --------------------------------------------------------------------------

    def set_cards(self, cards: Sequence[tuple[Hashable, CardPainter]]) -> None:
        """Hold these cards, in this order: cards already held keep their items (and any
        animation on them), new ones are dealt in, the rest leave the hand."""
        previous = self.selected_key
        wanted = dict(cards)
        for key in [k for k in self._keys if k not in wanted]:
            self._drop(key)
        for key, face in cards:
            card = self._cards.get(key)
            if card is None:
                # Built first, then adopted: an item born inside a scene is asked its bounds
                # before its own __init__ has run.
                card = CardItem(face, self._back, self._size, face_up=True)
                card.setParentItem(self)
                card.set_hover_lift(True)
                card.set_interactive(self._interactive)
                card.clicked.connect(lambda k=key: self._clicked(k))
                self._cards[key] = card
            else:
                card.set_painters(face_painter=face)
        self._keys = [key for key, _ in cards]
        self._selected = self._keys.index(previous) if previous in self._keys else None
        self._lay_out()

    def keys(self) -> list[Hashable]:
        return list(self._keys)

    def items(self) -> dict[Hashable, CardItem]:
        """The cards by key, in hand order."""
        return {key: self._cards[key] for key in self._keys}

    def card(self, key: Hashable) -> CardItem:
        return self._cards[key]

    def __len__(self) -> int:
        return len(self._keys)

    def take(self, key: Hashable) -> CardItem | None:
        """Remove a card from the hand and give it to the caller: it leaves the scene, its
        `pos` now where it stood on the table (so a card played may start from there)."""
        if key not in self._cards:
            return None
        previous = self.selected_key
        card = self._cards.pop(key)
        self._keys.remove(key)
        at = card.scenePos()
        _release(card)
        card.setPos(at)
        self._selected = self._keys.index(previous) if previous in self._keys else None
        self._lay_out()
        return card

    def _drop(self, key: Hashable) -> None:
        card = self._cards.pop(key)
        self._keys.remove(key)
        _release(card)
        card.deleteLater()

    def set_width(self, width: float) -> None:
        """The room the hand may take: a narrower table squeezes the cards closer."""
        self._width = width
        self._lay_out()

    def _lay_out(self) -> None:
        n = len(self._keys)
        spacing = min(self._spacing, self._width / max(n - 1, 1))
        for i, key in enumerate(self._keys):
            card = self._cards[key]
            offset, tilt = arc_offset(i, n, spacing)
            card.setPos(offset)
            card.set_tilt(tilt)
            card.setZValue(i)
            card.set_selected(i == self._selected)

    # -- selection -------------------------------------------------------------------------

    @property
    def selected(self) -> int | None:
        return self._selected

    @property
    def selected_key(self) -> Hashable | None:
        return self._keys[self._selected] if self._selected is not None else None

    def select(self, index: int | None) -> None:
        """Raise card `index` as the one picked (None: none is)."""
        if index is not None and not 0 <= index < len(self._keys):
            raise IndexError(f"no card {index} in a hand of {len(self._keys)}")
        self._selected = index
        for i, key in enumerate(self._keys):
            self._cards[key].set_selected(i == index)

    def step(self, by: int) -> None:
        """Move the selection `by` cards (from the nearer end when none is selected)."""
        if not self._keys or not self._interactive:
            return
        if self._selected is None:
            index = 0 if by > 0 else len(self._keys) - 1
        else:
            index = max(0, min(len(self._keys) - 1, self._selected + by))
        if index != self._selected:
            self.select(index)
            self.picked.emit(index)

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, on: bool) -> None:
        """Whether the cards answer the pointer and the keys (a hand merely shown does not)."""
        self._interactive = on
        for card in self._cards.values():
            card.set_interactive(on)
        if not on:
            self.select(None)

    def _clicked(self, key: Hashable) -> None:
        index = self._keys.index(key)
        if index == self._selected:
            self.chosen.emit(index)
            return
        self.select(index)
        self.picked.emit(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self._interactive:
            self.step(-1 if key == Qt.Key.Key_Left else 1)
        elif key in _CHOOSE_KEYS and self._interactive and self._selected is not None:
            self.chosen.emit(self._selected)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- a QGraphicsItem with no picture of its own ------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Nothing: the cards draw themselves."""
