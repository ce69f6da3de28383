"""What every registered game's state is made of: a phase that is an enum, no narration."""

from __future__ import annotations

import dataclasses
import enum
import random
import typing
from typing import Any

import pytest

from psychboard.core.protocol import Rules
from psychboard.games import registry
from tests.engines.playout import play_random, random_options

ALL_RULES = [spec.rules() for spec in registry.with_rules() if spec.rules is not None]
IDS = [r.game_id for r in ALL_RULES]


def hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
def test_a_phase_is_one_plain_enum_of_the_game(rules: Rules[Any, Any]) -> None:
    """Code compares a phase by identity; a str or int mixin would let a typo compare too."""
    phase = hints(rules.state_type).get("phase")
    if phase is None:
        return
    assert isinstance(phase, type) and issubclass(phase, enum.Enum), phase
    assert not issubclass(phase, int | str), f"{phase} mixes in a plain value"
    assert phase.__module__.startswith(f"psychboard.games.{rules.game_id}.")
    state = rules.new_game(rules.options_type(players=rules.min_players), 1)
    assert isinstance(state.phase, phase)
    view = rules.observe(state, None)
    if dataclasses.is_dataclass(view) and "phase" in hints(type(view)):
        assert hints(type(view))["phase"] is phase


NARRATION_NAMES = {"notes", "news", "log", "narration", "said", "told", "messages"}


def strings_in(value: Any, path: str = "state") -> list[tuple[str, str]]:
    """Every str held anywhere in `value`, with where it sits."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, enum.Enum):
        return []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [found for f in dataclasses.fields(value)
                for found in strings_in(getattr(value, f.name), f"{path}.{f.name}")]
    if isinstance(value, tuple | list | frozenset | set):
        return [found for i, v in enumerate(value) for found in strings_in(v, f"{path}[{i}]")]
    if isinstance(value, dict):
        return [found for k, v in value.items() for found in strings_in(v, f"{path}[{k!r}]")]
    return []


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
def test_no_state_holds_narration(rules: Rules[Any, Any]) -> None:
    """What the table saw is told as events by each step; a state holds only the game: no
    field named for narration, no event, and no text with words in it anywhere."""
    names = {f.name for f in dataclasses.fields(rules.state_type)}
    assert not names & NARRATION_NAMES
    for seed in range(3):
        rnd = random.Random(seed)
        _, _, states = play_random(rules, random_options(rules, rnd), seed, rnd)
        for state in states[:: max(1, len(states) // 200)]:
            for path, text in strings_in(state):
                assert " " not in text and "{" not in text, f"{path} holds {text!r}"
