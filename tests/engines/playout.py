"""Random legal play for the conformance and property tests (no Qt)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

from psychboard.core.protocol import Options, Rules, Seat

MAX_STEPS = 20_000


def random_options(rules: Rules[Any, Any], rnd: random.Random) -> Options:
    """Options with a random player count and a random pick of every field that lists choices."""
    values: dict[str, Any] = {"players": rnd.randint(rules.min_players, rules.max_players)}
    for f in dataclasses.fields(rules.options_type):
        choices = f.metadata.get("choices")
        if choices and f.name != "players":
            values[f.name] = rnd.choice(list(choices))
    return rules.options_type(**values)


def play_random(rules: Rules[Any, Any], options: Options, seed: int, rnd: random.Random
                ) -> tuple[Any, list[tuple[Seat, Any]], list[Any]]:
    """Play to the end; returns the final state, the action log and every state passed."""
    state = rules.new_game(options, seed)
    log: list[tuple[Seat, Any]] = []
    states = [state]
    for _ in range(MAX_STEPS):
        seats = sorted(rules.to_act(state))
        if not seats:
            return state, log, states
        seat = rnd.choice(seats)
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        state = rules.apply(state, seat, action)
        log.append((seat, action))
        states.append(state)
    raise AssertionError(f"{rules.game_id}: no end after {MAX_STEPS} actions")


def positions(rules: Rules[Any, Any], options: Options, seed: int, rnd: random.Random
              ) -> Iterator[Any]:
    """Every position of a game of random legal moves, from the deal to its end."""
    state = rules.new_game(options, seed)
    yield state
    while due := sorted(rules.to_act(state)):
        seat = rnd.choice(due)
        state = rules.apply(state, seat, rnd.choice(list(rules.legal_actions(state, seat))))
        yield state
