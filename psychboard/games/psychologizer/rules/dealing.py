"""Which opinion card is read next, and which cards a game was dealt from (no Qt).

Each category's cards (the family filter for younger players applied) are shuffled once per
game by its deck seed and read from the top, a read or bypassed card going to the back; a card
is shown with its responses in the order the generator dealt for that reading. A save pins the
cards it was dealt from by id and digest, so a deck added or edited later can't change it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from psychboard.core import pins
from psychboard.core.errors import IllegalAction
from psychboard.core.protocol import Seat
from psychboard.core.rng import Rng
from psychboard.games.psychologizer.deck import (
    CATEGORIES,
    OpinionCard,
    all_of,
    play_of,
    shipped_cards,
)
from psychboard.games.psychologizer.rules.model import PRINTED_ORDER, CardView, State

CATEGORY_IDS = tuple(CATEGORIES)


class Dealer:
    """The cards of one game's rules, and the orders they come up in (cached per seed)."""

    def __init__(self, cards: Iterable[OpinionCard]) -> None:
        self.cards = {c.id: c for c in cards}
        self._order_cache: dict[tuple[bool, int], tuple[tuple[str, ...], ...]] = {}
        self._ids_cache: dict[bool, tuple[tuple[str, ...], ...]] = {}

    def card_view(self, card_id: str, order: Sequence[int] = PRINTED_ORDER,
                  other: Seat | None = None) -> CardView:
        """The card with its responses in `order` (`order[i]` is shown as letter i)."""
        card = self.cards[card_id]
        shown = tuple(card.responses[i] for i in order)
        return CardView(card.id, card.category, card.issue, tuple(r.text for r in shown),
                        tuple(r.trait for r in shown), tuple(order), other)

    def queue(self, state: State, category: str) -> tuple[str, ...]:
        """The card ids of `category` in the order they will be read, next card first."""
        index = CATEGORY_IDS.index(category)
        order = self.orders(state.younger_players, state.deck_seed)[index]
        if len(order) != state.deck_sizes[index]:
            raise IllegalAction(f"the {category!r} cards changed since this game began")
        turn = state.drawn[index] % len(order) if order else 0
        return order[turn:] + order[:turn]

    def orders(self, younger_players: bool, deck_seed: int) -> tuple[tuple[str, ...], ...]:
        """Each category's cards (family filter applied) shuffled once by `deck_seed`."""
        key = (younger_players, deck_seed)
        if key not in self._order_cache:
            if len(self._order_cache) > 64:
                self._order_cache.clear()
            rng, orders = Rng.from_seed(deck_seed), []
            for ids in self._sorted_ids(younger_players):
                order, rng = rng.shuffled(ids)
                orders.append(order)
            self._order_cache[key] = tuple(orders)
        return self._order_cache[key]

    def _sorted_ids(self, younger_players: bool) -> tuple[tuple[str, ...], ...]:
        """Each category's card ids (family filter applied) in a fixed order, to shuffle."""
        if younger_players not in self._ids_cache:
            self._ids_cache[younger_players] = tuple(
                tuple(sorted(c.id for c in self.cards.values() if c.category == category
                             and (not younger_players or c.ages <= 8)))
                for category in CATEGORY_IDS)
        return self._ids_cache[younger_players]


def pinned_cards(content: Any, known: Iterable[OpinionCard]) -> list[OpinionCard]:
    """The cards a save's `content` names, in its order, from those this computer has; an
    error naming what is missing, changed or damaged (core/pins.py)."""
    shipped = {c.id for c in shipped_cards()}
    return pins.unpin(content.get("cards") if isinstance(content, dict) else None,
                      {c.id: c for c in known}, play=play_of, legacy=all_of,
                      shipped=shipped.__contains__, by_play=pins.by_play(content))


def pinned(cards: Iterable[OpinionCard]) -> dict[str, Any]:
    """The content a save keeps: every card it deals from, pinned by how it plays."""
    return {pins.PINS: pins.PLAY, "cards": pins.pin(cards, lambda card: card.id, play_of)}
