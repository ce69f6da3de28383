"""Hand-built Psychological Warfare positions for the scenario tests (no Qt)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from psychboard.core.protocol import Seat
from psychboard.core.reaction import PASS
from psychboard.core.rng import Rng
from psychboard.games.warfare.rules import State, WarfareRules
from psychboard.games.warfare.rules.model import Phase

RULES = WarfareRules()
ARCHETYPES = ("caregiver", "jester", "ruler", "explorer")
# Plain cards with no effect on the scenarios when they sit in Mental Energy or the deck.
FILLER = tuple(c for c in RULES.all_cards if c.startswith(("pep-talk", "group-hug", "stone",
                                                            "cold-shoulder", "peer-pressure")))


def energy(count: int, skip: int = 0) -> tuple[str, ...]:
    return FILLER[skip:skip + count]


def table(players: int = 3, **fields: Any) -> State:
    """A position in the middle of seat 0's turn: everyone on 3, empty hands and piles."""
    empty: tuple[tuple[str, ...], ...] = ((),) * players
    state = State(Rng.from_seed(1), players, False, ARCHETYPES[:players],
                  ((3, 3, 3, 3),) * players, empty, empty, (), (), empty, empty, empty, empty,
                  empty, phase=Phase.MAIN, ready=(True,) * players)
    return replace(state, **fields)


def row(rows: Sequence[tuple[str, ...]] | None, players: int, seat: Seat,
        cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    base = list(rows) if rows is not None else [()] * players
    base[seat] = cards
    return tuple(base)


def everyone_passes(state: State) -> State:
    """Let the top of the open window stand, every waiting seat passing in seat order."""
    while state.window is not None:
        seat = min(RULES.to_act(state))
        state = RULES.apply(state, seat, PASS)
    return state


def score(state: State, seat: Seat, need: str) -> int:
    return state.scores[seat][("freedom", "fun", "belonging", "power").index(need)]
