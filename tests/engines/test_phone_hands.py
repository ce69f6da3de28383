"""Every game that plays from phones describes each seat's hand so that a phone can offer
exactly the seat's legal actions, each once, and nothing to a seat that is not due (no Qt)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.core.hands import Hand, Pick
from psychboard.games import registry
from tests.engines.playout import random_options

PHONE_GAMES = [spec for spec in registry.with_rules() if spec.phone is not None]
STEPS_CHECKED = 400


def _hand(spec: registry.GameSpec, rules: Any, state: Any, seat: int, names: list[str]
          ) -> tuple[Hand, list[Any]]:
    assert spec.phone is not None
    legal = list(rules.legal_actions(state, seat)) if seat in rules.to_act(state) else []
    return spec.phone().hand(rules.observe(state, seat), legal, names), legal


def test_four_games_play_from_phones() -> None:
    assert {s.id for s in PHONE_GAMES} == {"jujitsu", "psychologizer", "therapy", "warfare"}


@pytest.mark.parametrize("spec", PHONE_GAMES, ids=[s.id for s in PHONE_GAMES])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1))
def test_a_hand_offers_the_legal_actions_exactly(spec: registry.GameSpec, seed: int) -> None:
    assert spec.rules is not None
    rules = spec.rules()
    rnd = random.Random(seed)
    options = random_options(rules, rnd)
    names = [f"Player {n + 1}" for n in range(options.players)]
    state = rules.new_game(options, seed)
    for _ in range(STEPS_CHECKED):
        due = sorted(rules.to_act(state))
        for seat in range(options.players):
            hand, legal = _hand(spec, rules, state, seat, names)
            actions = [p.action for p in hand.picks]
            assert sorted(map(repr, actions)) == sorted(map(repr, legal)), (seat, hand.prompt)
            assert bool(hand.picks) == (seat in due and bool(legal))
            if hand.picks:
                assert hand.prompt.strip(), "a seat asked to choose is told what to do"
            codes = hand.pictures()
            assert len(codes) == len(set(codes))
        if not due:
            return
        seat = rnd.choice(due)
        state = rules.apply(state, seat, rnd.choice(list(rules.legal_actions(state, seat))))


def test_steps_must_tell_picks_apart() -> None:
    with pytest.raises(ValueError, match="share the steps"):
        Hand("Choose", picks=(Pick(("A",), 1), Pick(("A",), 2)))
    with pytest.raises(ValueError, match="lead on"):
        Hand("Choose", picks=(Pick(("A",), 1), Pick(("A", "B"), 2)))
    with pytest.raises(ValueError, match="steps in words"):
        Pick(("",), 1)
