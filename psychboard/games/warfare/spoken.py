"""What Psychological Warfare's table reads aloud: a card as it is played, placed face up or
played in answer, by its name and what it says. A card in a hand, turned into Mental Energy
or still a hidden Agenda is never read: only cards the table sees face up are in the events."""

from __future__ import annotations

from collections.abc import Sequence

from psychboard.core.events import Event, Played, Reacted
from psychboard.core.spoken import Line, card_line
from psychboard.games.warfare.cards import CardSet


def cards_read(events: Sequence[Event], cs: CardSet) -> tuple[Line, ...]:
    lines = []
    for event in events:
        if isinstance(event, (Played, Reacted)) and event.card in cs.cards:
            card = cs.cards[event.card]
            lines.append(card_line(card.name, card.text))
    return tuple(lines)
