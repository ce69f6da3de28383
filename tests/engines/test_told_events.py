"""Events come from the step that decided them: `events` is what `apply` told, the same for
the same step, and nothing told escapes into a step that nobody collects."""

from __future__ import annotations

import random
from typing import Any

import pytest

from psychboard.core.events import Event, Revealed, Said, tell, told
from psychboard.core.protocol import Rules, RulesBase
from psychboard.games import registry
from psychboard.games.therapy.family import details
from psychboard.games.therapy.rules import TherapyRules
from tests.engines.playout import play_random, random_options

ALL_RULES = [spec.rules() for spec in registry.with_rules() if spec.rules is not None]
TELLING = [r for r in ALL_RULES if type(r).events is RulesBase.events]


def test_the_games_that_tell_use_the_one_path() -> None:
    assert {r.game_id for r in TELLING} >= {"jujitsu", "psychic", "therapy", "warfare"}


def test_told_collects_only_its_own_step() -> None:
    def step() -> int:
        tell(Said(words="outer"))
        _, inner = told(lambda: tell(Said(words="inner")))
        assert [e.words for e in inner] == ["inner"]
        return 7

    tell(Said(words="nobody listens"))  # outside `told`: kept nowhere
    result, events = told(step)
    assert result == 7 and [e.words for e in events] == ["outer"]


@pytest.mark.parametrize("rules", TELLING, ids=[r.game_id for r in TELLING])
def test_events_are_what_the_step_told(rules: Rules[Any, Any]) -> None:
    rnd = random.Random(3)
    _, log, states = play_random(rules, random_options(rules, rnd), 3, rnd)
    for (seat, action), before, after in list(zip(log, states[:-1], states[1:], strict=True))[:300]:
        stepped, said = rules.step(before, seat, action)  # type: ignore[attr-defined]
        assert stepped == after
        assert rules.events(before, seat, action, after) == said
        assert all(isinstance(e, Event) for e in said)


def test_therapy_counts_right_insight_answers_from_the_state() -> None:
    rules = TherapyRules()
    right = asked = 0
    for seed in range(6):
        rnd = random.Random(seed)
        final, log, states = play_random(rules, random_options(rules, rnd), seed, rnd)
        said = [e for (seat, action), before in zip(log, states, strict=False)
                for e in rules.step(before, seat, action)[1]]
        checked = [e for e in said if isinstance(e, Revealed) and " answers " in e.words]
        assert final.checked == len(checked)
        assert final.right == sum(e.words.endswith(": right") for e in checked)
        outcome = rules.outcome(final)
        assert outcome is not None
        insight = details(states, [a for _, a in log], outcome)["insight"]
        assert sum(r for *_, r in insight) == final.right
        right, asked = right + final.right, asked + final.checked
    assert 0 < right < asked
