"""Jujitsu computer players: the fixed rules, the opponent model, the planner, the levels."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core.bot import Bot
from psychboard.games import registry
from psychboard.games.jujitsu.ai import (
    EasyBot,
    HardBot,
    MediumBot,
    match_bot,
    minus_one_bot,
    plus_one_bot,
)
from psychboard.games.jujitsu.ai.hard import best_assignment
from psychboard.games.jujitsu.ai.model import OpponentModel, observations
from psychboard.games.jujitsu.ai.simple import offset_bid
from psychboard.games.jujitsu.rules import (
    DISCARD,
    NEXT_HIGHEST,
    JujitsuOptions,
    JujitsuRules,
    State,
)

RULES = JujitsuRules()


def play(bots: list[Bot], seed: int, players: int = 2, tie_rule: str = DISCARD,
         target: int = 0, stop_after: int | None = None) -> State:
    state = RULES.new_game(JujitsuOptions(players=players, tie_rule=tie_rule, target=target),
                           seed)
    rngs = [random.Random(seed * 10 + s) for s in range(players)]
    steps = 0
    while RULES.to_act(state) and (stop_after is None or steps < stop_after):
        for seat in sorted(RULES.to_act(state)):
            legal = RULES.legal_actions(state, seat)
            choice = bots[seat].choose(RULES.observe(state, seat), legal, rngs[seat])
            assert choice in legal
            state = RULES.apply(state, seat, choice)
        steps += 1
    return state


def test_fixed_rules_clip_as_documented() -> None:
    assert offset_bid(5, [1, 2, 3, 7, 9], 1) == 7      # 6 gone: the lowest card above
    assert offset_bid(13, [2, 4, 13], 1) == 2          # nothing above 14: the lowest card
    assert offset_bid(1, [1, 5, 9], -1) == 1           # prize − 1 = 0: lowest card above it
    assert offset_bid(8, [3, 7, 8], -1) == 7
    assert offset_bid(8, [3, 9, 11], 0) == 9


def test_the_levels_are_registered() -> None:
    spec = registry.GAMES["jujitsu"]
    assert spec.rules is not None and spec.rules().game_id == "jujitsu"
    assert {type(make()).__name__ for make in spec.bots.values()} == \
        {"EasyBot", "MediumBot", "HardBot"}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 6).flatmap(lambda n: st.lists(
    st.lists(st.integers(-20, 20), min_size=n, max_size=n), min_size=n, max_size=n)))
def test_best_assignment_is_optimal(matrix: list[list[int]]) -> None:
    n = len(matrix)
    rows = best_assignment([[float(v) for v in row] for row in matrix])
    assert sorted(rows) == list(range(n))
    got = sum(matrix[r][c] for c, r in enumerate(rows))
    best = max(sum(matrix[r][c] for c, r in enumerate(perm))
               for perm in itertools.permutations(range(n)))
    assert got == best


@pytest.mark.parametrize(("make", "expected"), [
    (match_bot, "offset+0"), (plus_one_bot, "offset+1"), (minus_one_bot, "offset-1")])
def test_the_model_recognises_a_fixed_rule(make: type, expected: str) -> None:
    state = play([EasyBot(), make()], seed=11, stop_after=5)
    model = OpponentModel(observations(RULES.observe(state, 0), 1))
    # With a full hand, bidding the prize value and rank matching are the same bids.
    same = {expected, "rank"} if expected == "offset+0" else {expected}
    assert model.best[0] in same
    assert sum(model.weights[name] for name in same) > 0.9


def test_the_model_stays_humble_about_random_play() -> None:
    state = play([EasyBot(), EasyBot()], seed=5, stop_after=10)
    model = OpponentModel(observations(RULES.observe(state, 0), 1))
    assert model.weights["uniform"] > 0.5


def test_hard_beats_random_play() -> None:
    wins = 0
    for seed in range(50):
        hard_seat = seed % 2
        bots: list[Bot] = [EasyBot(), EasyBot()]
        bots[hard_seat] = HardBot()
        outcome = RULES.outcome(play(bots, seed))
        assert outcome is not None
        wins += outcome.winners == (hard_seat,)
    assert wins >= 40


@pytest.mark.parametrize("make", [match_bot, plus_one_bot, minus_one_bot])
def test_hard_beats_every_fixed_rule(make: type) -> None:
    for seed in range(4):
        outcome = RULES.outcome(play([HardBot(), make()], seed))
        assert outcome is not None and outcome.winners == (0,)


@pytest.mark.parametrize(("players", "rule"), [(3, DISCARD), (4, NEXT_HIGHEST),
                                               (6, DISCARD), (5, NEXT_HIGHEST)])
def test_every_level_plays_bigger_tables(players: int, rule: str) -> None:
    levels: list[Bot] = [HardBot(), MediumBot(), EasyBot()]
    bots = [levels[s % 3] for s in range(players)]
    outcome = RULES.outcome(play(bots, seed=players, players=players, tie_rule=rule))
    assert outcome is not None


def test_hard_outscores_random_players_at_a_bigger_table() -> None:
    hard_points = random_points = 0
    for seed in range(6):
        state = play([HardBot(), EasyBot(), EasyBot()], seed, players=3)
        hard_points += state.totals[0]
        random_points += state.totals[1] + state.totals[2]
    assert hard_points > random_points / 2


def test_bots_replay_exactly() -> None:
    for make in (MediumBot, HardBot):
        first = play([make(), EasyBot(), make()], seed=3, players=3, tie_rule=NEXT_HIGHEST)
        again = play([make(), EasyBot(), make()], seed=3, players=3, tie_rule=NEXT_HIGHEST)
        assert first == again


def test_hard_plays_a_target_game_to_the_end() -> None:
    state = play([HardBot(), MediumBot()], seed=8, target=150)
    outcome = RULES.outcome(state)
    assert outcome is not None and max(outcome.scores) >= 150 or state.tiebreak


def test_rules_and_ai_never_import_qt() -> None:
    code = ("import sys, psychboard.games.jujitsu.rules, psychboard.games.jujitsu.ai; "
            "assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
