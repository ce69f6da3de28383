"""What the table sees of each action, in words naming seats as {0}, {1}… Never a hidden card:
a card turned into Mental Energy is "a card", a pass is silent until the window settles."""

from __future__ import annotations

from psychboard.core.events import Event, Played, Reacted, Said
from psychboard.core.protocol import Seat
from psychboard.core.reaction import Pass
from psychboard.games.warfare.cards import CardSet
from psychboard.games.warfare.rules.model import (
    Action,
    PlaceAgenda,
    PlaceDefense,
    Play,
    React,
    Ready,
    State,
    Therapy,
    ToEnergy,
)


def cards(count: int) -> str:
    """A count of cards in words: "1 card", "2 cards"."""
    return f"{count} card{'s' * (count != 1)}"


def narrate(before: State, seat: Seat, action: Action, cs: CardSet) -> list[Event]:
    match action:
        case Ready():
            return [Said(seats=(seat,), words="{0} is ready")]
        case PlaceDefense(card):
            return [Played(seats=(seat,), card=card,
                           words=f"{{0}} places the Defense Mechanism {cs.cards[card].name}")]
        case ToEnergy():
            return [Said(seats=(seat,), words="{0} turns a card into Mental Energy")]
        case Therapy():
            return []
        case Play(card, target, needs, x):
            return [Played(seats=(seat, target) if target >= 0 else (seat,), card=card,
                           words=_play_words(cs, card, target, needs, x))]
        case PlaceAgenda(card):
            return [Played(seats=(seat,), card=card,
                           words=f"{{0}} reveals the Hidden Agenda {cs.cards[card].name}")]
        case React(card):
            return [Reacted(seats=(seat,), card=card,
                            words=f"{{0}} answers with {cs.cards[card].name}")]
        case Pass():
            return []
    return []


def _play_words(cs: CardSet, card: str, target: int, needs: tuple[str, ...], x: int) -> str:
    words = f"{{0}} plays {cs.cards[card].name}"
    details = []
    if target >= 0:
        details.append("on {1}")
    if x:
        details.append(f"X = {x}")
    if needs:
        details.append(", ".join(n.capitalize() for n in needs))
    return words + (f" ({'; '.join(details)})" if details else "")
