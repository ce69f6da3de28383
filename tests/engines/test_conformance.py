"""One contract for every game in the registry (DESIGN §9), plus the frame's fixture game."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.core.events import sentences
from psychboard.core.protocol import Rules, RulesBase
from psychboard.core.saves import SavedGame, SeatConfig, replay
from psychboard.core.serial import ActionCodec, from_json, to_json
from psychboard.games import registry
from tests.engines.playout import play_random, random_options
from tests.fixture_game import DieGuessRules
from tests.fixture_reaction import CancelRules

ALL_RULES: list[Rules[Any, Any]] = [DieGuessRules(), CancelRules()] + [
    spec.rules() for spec in registry.with_rules() if spec.rules is not None
]
IDS = [r.game_id for r in ALL_RULES]
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
def test_rules_meet_the_protocol(rules: Rules[Any, Any]) -> None:
    assert isinstance(rules, Rules)
    assert dataclasses.is_dataclass(rules.options_type)
    assert rules.options_type.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert 1 <= rules.min_players <= rules.max_players


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_random_games_end_and_replay(rules: Rules[Any, Any], seed: int) -> None:
    rnd = random.Random(seed)
    options = random_options(rules, rnd)
    final, log, states = play_random(rules, options, seed, rnd)
    outcome = rules.outcome(final)
    assert outcome is not None
    assert len(outcome.scores) == options.players
    assert set(outcome.winners) <= set(range(options.players))
    seats = tuple(SeatConfig(f"P{i}") for i in range(options.players))
    assert replay(rules, SavedGame(rules.game_id, options, seed, seats, tuple(log))) == final
    for state in states[:: max(1, len(states) // 25)] + [final]:
        assert (rules.outcome(state) is None) == bool(rules.to_act(state))
        for seat in rules.to_act(state):
            assert rules.legal_actions(state, seat)


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_apply_never_mutates_and_states_round_trip(rules: Rules[Any, Any], seed: int) -> None:
    rnd = random.Random(seed)
    options = random_options(rules, rnd)
    assert from_json(rules.options_type, json.loads(json.dumps(to_json(options)))) == options
    codec = ActionCodec(rules.action_types)
    state = rules.new_game(options, seed)
    step = 0
    while rules.to_act(state):
        seat = rnd.choice(sorted(rules.to_act(state)))
        action = rnd.choice(list(rules.legal_actions(state, seat)))
        assert codec.decode(json.loads(json.dumps(codec.encode(action)))) == action
        # The full checks on the first steps and then a sample: long games stay fast.
        if step < 40 or rnd.random() < 0.05:
            frozen_before = json.dumps(to_json(state))
            assert from_json(rules.state_type, json.loads(frozen_before)) == state
            after = rules.apply(state, seat, action)
            assert json.dumps(to_json(state)) == frozen_before
            assert rules.apply(state, seat, action) == after, "apply must be deterministic"
            for viewer in [None, *range(options.players)]:
                json.dumps(to_json(rules.observe(after, viewer)))
        else:
            after = rules.apply(state, seat, action)
        state, step = after, step + 1
    assert from_json(rules.state_type, json.loads(json.dumps(to_json(state)))) == state


@pytest.mark.parametrize("rules", ALL_RULES, ids=IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_sealed_choices_never_show(rules: Rules[Any, Any], seed: int) -> None:
    """Two different sealed choices by one seat look the same to everyone else and the table."""
    rnd = random.Random(seed)
    options = random_options(rules, rnd)
    state = rules.new_game(options, seed)
    checked = 0
    while rules.to_act(state) and checked < 60:
        waiting = sorted(rules.to_act(state))
        seat = rnd.choice(waiting)
        legal = list(rules.legal_actions(state, seat))
        if len(waiting) > 1 and len(legal) > 1:
            first, second = rnd.sample(legal, 2)
            one, two = rules.apply(state, seat, first), rules.apply(state, seat, second)
            if not rules.commits(state, one) and not rules.commits(state, two):
                for viewer in [None, *(s for s in range(options.players) if s != seat)]:
                    assert rules.observe(one, viewer) == rules.observe(two, viewer)
                names = [f"P{i}" for i in range(options.players)]
                assert sentences(rules.events(state, seat, first, one), names) == \
                    sentences(rules.events(state, seat, second, two), names), \
                    "the log must not tell a sealed choice"
                checked += 1
        state = rules.apply(state, seat, rnd.choice(legal))


RESAMPLING = [r for r in ALL_RULES if type(r).resample is not RulesBase.resample]


def test_games_with_hidden_information_can_resample_it() -> None:
    assert {r.game_id for r in RESAMPLING} >= {"cancel"}


@pytest.mark.parametrize("rules", RESAMPLING, ids=[r.game_id for r in RESAMPLING])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS)
def test_no_view_or_log_line_depends_on_what_a_seat_has_not_seen(rules: Rules[Any, Any],
                                                                  seed: int) -> None:
    """Resampling redraws everything a seat hasn't seen (hands, deck order, sealed choices).
    The seat's view of the redrawn state must be the same, and so must every log line the
    seat's own next move writes: nothing hidden can show through either."""
    rnd = random.Random(seed)
    options = random_options(rules, rnd)
    state = rules.new_game(options, seed)
    names = [f"P{i}" for i in range(options.players)]
    for _ in range(rnd.randint(0, 60)):
        if not rules.to_act(state):
            break
        seat = rnd.choice(sorted(rules.to_act(state)))
        state = rules.apply(state, seat, rnd.choice(list(rules.legal_actions(state, seat))))
    for viewer in range(options.players):
        view = rules.observe(state, viewer)
        other = rules.resample(view, random.Random(rnd.getrandbits(32)))
        assert rules.observe(other, viewer) == view
        if viewer in rules.to_act(state):
            for action in list(rules.legal_actions(state, viewer))[:4]:
                one, two = rules.apply(state, viewer, action), rules.apply(other, viewer, action)
                if not rules.commits(state, one):
                    assert sentences(rules.events(state, viewer, action, one), names) == \
                        sentences(rules.events(other, viewer, action, two), names)
