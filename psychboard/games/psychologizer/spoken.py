"""What Psychologizer's table reads aloud: the rulebook's reader reads the issue and the four
responses with their letters, the opinion player's name filled in (and the seat dealt for
`{other}`). The card is face up for everyone, so reading it gives nothing away."""

from __future__ import annotations

from collections.abc import Sequence

from psychboard.core.events import Drew, Event
from psychboard.core.spoken import Line, card_line, lettered
from psychboard.games.psychologizer.deck import CATEGORIES, NO_OTHER, fill_names
from psychboard.games.psychologizer.rules import View


def cards_read(events: Sequence[Event], view: View, names: Sequence[str]) -> tuple[Line, ...]:
    card = view.card
    if card is None or not any(isinstance(e, Drew) for e in events):
        return ()
    name = names[view.opinion_player]
    other = names[card.other] if card.other is not None else NO_OTHER
    title = CATEGORIES.get(card.category, card.category)
    return (card_line(f"{title} card for {name}", fill_names(card.issue, name, other),
                      lettered([fill_names(r, name, other) for r in card.responses])),)
