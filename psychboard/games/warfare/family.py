"""Psychological Warfare in the family's history: wins by Archetype, Victory Points and each
person's favourite cards. `details` is kept with each finished game; `charts` makes the
Family page's pictures (pure, no Qt)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from psychboard.core.protocol import Outcome
from psychboard.games.warfare.rules.model import PlaceAgenda, PlaceDefense, Play, React
from psychboard.store.games import Family
from psychboard.store.stats import (
    Bars,
    Cast,
    Chart,
    Key,
    Series,
    Tile,
    Tiles,
    counts_of,
    seat_keys,
    wins_and_points,
)

_COPY = re.compile(r"-\d+$")
PLAYED = (Play, PlaceDefense, PlaceAgenda, React)


def details(states: Sequence[Any], actions: Sequence[Any], outcome: Outcome) -> dict[str, Any]:
    """archetypes per seat; cards: [seat, card design, times] for the cards each seat played
    or placed."""
    played = Counter((seat, _COPY.sub("", action.card)) for seat, action in actions
                     if isinstance(action, PLAYED))
    return {"archetypes": list(states[-1].archetypes),
            "cards": [[seat, card, n] for (seat, card), n in sorted(played.items())]}


def title(card_id: str) -> str:
    return card_id.replace("-", " ").replace("_", " ").title()


def charts(family: Family) -> list[Chart]:
    cast = Cast(family)
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    cards: Counter[tuple[Key, str]] = Counter()
    for game in family.games:
        keys = seat_keys(game)
        for seat, archetype in enumerate(counts_of(game.details, "archetypes")):
            played[archetype] += 1
            won[archetype] += game.seats[seat].won
        for seat, card, times in counts_of(game.details, "cards"):
            player = keys[seat]
            if player is not None:
                cards[player, card] += times
    archetypes = sorted(played, key=lambda a: (-won[a], title(a)))
    by_archetype = Bars("Wins by Archetype", "Games played and won with each Archetype",
                        tuple(title(a) for a in archetypes),
                        (Series("played", "#56B4E9", tuple(float(played[a]) for a in archetypes)),
                         Series("won", "#0072B2", tuple(float(won[a]) for a in archetypes))))
    favourites = []
    for key in cast.people:
        mine = [(n, c) for (k, c), n in cards.items() if k == key]
        if mine:
            count, card = max(mine, key=lambda t: (t[0], _reverse(t[1])))
            favourites.append(Tile(cast.label(key), title(card), f"played {count}×",
                                   cast.colours[key]))
    return [wins_and_points(family, "Victory Points"), by_archetype,
            Tiles("Favourite cards", "The card each person played most", tuple(favourites))]


def _reverse(card: str) -> tuple[int, ...]:
    """Ties go to the first card in alphabetical order."""
    return tuple(-ord(c) for c in card)
