"""What every registered game's state is made of: a phase that is an enum, no narration."""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any

import pytest

from psychboard.core.protocol import Rules
from psychboard.games import registry

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
