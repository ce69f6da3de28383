"""The standard 52-card deck with jokers, shared by every game that plays with real cards.

Cards are small frozen values with a short code ("QH", "10C", "AS", "JK") that reads well in
logs and saves. Ranks run 1 (ace) to 13 (king); jokers have rank 0 and no suit.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from psychboard.core.errors import quoted


class Colour(enum.Enum):
    RED = "red"
    BLACK = "black"


class Suit(enum.Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def colour(self) -> Colour:
        return Colour.RED if self in (Suit.DIAMONDS, Suit.HEARTS) else Colour.BLACK

    @property
    def title(self) -> str:
        return self.name.capitalize()


RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = ("Joker", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine",
              "Ten", "Jack", "Queen", "King")
JOKER_RANK = 0


@dataclass(frozen=True, slots=True)
class Card:
    rank: int
    suit: Suit | None = None

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit is not None:
                raise ValueError("a joker has no suit")
        elif not 1 <= self.rank <= 13 or self.suit is None:
            raise ValueError(f"no such card: rank {self.rank}, suit {self.suit}")

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit order (clubs, diamonds, hearts, spades, joker last), then rank."""
        suit = 4 if self.suit is None else list(Suit).index(self.suit)
        return suit, self.rank

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def colour(self) -> Colour | None:
        return None if self.suit is None else self.suit.colour

    @property
    def label(self) -> str:
        return RANK_LABELS[self.rank]

    @property
    def code(self) -> str:
        return "JK" if self.suit is None else f"{RANK_LABELS[self.rank]}{self.suit.value}"

    @property
    def name(self) -> str:
        if self.suit is None:
            return "Joker"
        return f"{RANK_NAMES[self.rank]} of {self.suit.title}"

    def __str__(self) -> str:
        return self.code

    @classmethod
    def parse(cls, code: str) -> Card:
        """The inverse of `code`; raises ValueError on anything else."""
        text = code.strip().upper()
        if text == "JK":
            return cls(JOKER_RANK)
        rank_text, suit_text = text[:-1], text[-1:]
        if rank_text not in RANK_LABELS[1:]:
            raise ValueError(f"not a card code: {quoted(code)}")
        return cls(RANK_LABELS.index(rank_text), Suit(suit_text))


JOKER = Card(JOKER_RANK)


def standard_deck(jokers: int = 0) -> tuple[Card, ...]:
    """The 52 cards in suit order (clubs, diamonds, hearts, spades), ace to king, then jokers."""
    cards = tuple(Card(rank, suit) for suit in Suit for rank in range(1, 14))
    return cards + (JOKER,) * jokers


def suit_cards(suit: Suit) -> tuple[Card, ...]:
    """One suit, ace to king (a hand or a pile of prizes, say)."""
    return tuple(Card(rank, suit) for rank in range(1, 14))
