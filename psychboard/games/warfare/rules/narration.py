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
from psychboard.games.warfare.rules.resolve import price


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
        case Play(card, target):
            return [Played(seats=(seat, target) if target >= 0 else (seat,), card=card,
                           words=_play_words(before, seat, cs, action))]
        case PlaceAgenda(card):
            return [Played(seats=(seat,), card=card,
                           words=f"{{0}} reveals the Hidden Agenda {cs.cards[card].name}")]
        case React(card):
            paid = price(before, cs, seat, cs.cards[card]).words()
            return [Reacted(seats=(seat,), card=card,
                            words=f"{{0}} answers with {cs.cards[card].name} ({paid})")]
        case Pass():
            return []
    return []


def _play_words(before: State, seat: Seat, cs: CardSet, play: Play) -> str:
    """"{0} plays Confrontation (on {1}; cost 3 (2 printed, Stage Fright +1))": the cost
    paid as it applied, with the modifiers that moved it."""
    card = cs.cards[play.card]
    words = f"{{0}} plays {card.name}"
    details = []
    if play.target >= 0:
        details.append("on {1}")
    if play.x:
        details.append(f"X = {play.x}")
    if play.needs:
        details.append(", ".join(n.capitalize() for n in play.needs))
    paid = price(before, cs, seat, card, play.x)
    details.append(paid.words() + (" if it stands" if card.cost.on_success else ""))
    return words + f" ({'; '.join(details)})"
