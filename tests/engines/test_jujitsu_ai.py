"""Jujitsu computer players: the fixed rules, the opponent model, the planner, the
equilibrium solver, mixed play and its replay, the levels."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core import saves
from psychboard.core.bot import Bot
from psychboard.core.rng import Rng
from psychboard.games import registry
from psychboard.games.jujitsu.ai import (
    EasyBot,
    HardBot,
    MediumBot,
    equilibrium,
    match_bot,
    minus_one_bot,
    plus_one_bot,
)
from psychboard.games.jujitsu.ai.hard import best_assignment, win_chance
from psychboard.games.jujitsu.ai.matrix import solve
from psychboard.games.jujitsu.ai.model import OpponentModel, observations
from psychboard.games.jujitsu.ai.simple import offset_bid
from psychboard.games.jujitsu.rules import (
    DISCARD,
    NEXT_HIGHEST,
    Bid,
    JujitsuOptions,
    JujitsuRules,
    State,
)

RULES = JujitsuRules()


def play(bots: list[Bot], seed: int, players: int = 2, tie_rule: str = DISCARD,
         target: int = 0, stop_after: int | None = None, cards: int = 13) -> State:
    state = RULES.new_game(JujitsuOptions(players, tie_rule, target, cards), seed)
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
    # Hard starts every hand near the equilibrium and leans on the habit as it pays off, so
    # it may lose a hand, not the series.
    wins = 0
    for seed in range(6):
        outcome = RULES.outcome(play([HardBot(), make()], seed))
        assert outcome is not None
        wins += outcome.winners == (0,)
    assert wins >= 4


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


# --- the equilibrium -----------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.integers(1, 6).flatmap(lambda m: st.integers(1, 6).flatmap(lambda n: st.lists(
    st.lists(st.integers(-9, 9), min_size=n, max_size=n), min_size=m, max_size=m))))
def test_matrix_games_are_solved_with_guarantees_on_both_sides(payoff: list[list[int]]) -> None:
    value, row, col = solve([[float(v) for v in r] for r in payoff])
    assert sum(row) == pytest.approx(1.0) and sum(col) == pytest.approx(1.0)
    assert min(row) >= 0.0 and min(col) >= 0.0
    m, n = len(payoff), len(payoff[0])
    worst_for_row = min(sum(row[i] * payoff[i][j] for i in range(m)) for j in range(n))
    worst_for_col = max(sum(col[j] * payoff[i][j] for j in range(n)) for i in range(m))
    assert worst_for_row == pytest.approx(value, abs=1e-7)
    assert worst_for_col == pytest.approx(value, abs=1e-7)


def test_small_positions_have_their_known_values() -> None:
    assert equilibrium.value((4,), (3,), (5,)) == -4
    assert equilibrium.value((1, 2, 3), (1, 2, 3), (1, 2, 3)) == 0
    assert equilibrium.value((2, 7), (10, 11), (1, 2)) == pytest.approx(9)   # all ours
    # Ace and King against Jack and Queen: the King takes one prize and the Ace loses the
    # other, whatever the rival does, so we put the King on the bigger one.
    assert equilibrium.value((1, 2), (1, 13), (11, 12)) == pytest.approx(1)
    a, b = (1, 4, 6, 9), (2, 3, 8, 10)
    assert equilibrium.value((3, 5, 8, 13), a, b) == \
        pytest.approx(-equilibrium.value((3, 5, 8, 13), b, a))


def test_the_full_five_card_game_is_fair_and_mixed() -> None:
    suit = (1, 2, 3, 4, 5)
    assert equilibrium.value(suit, suit, suit) == 0
    _, mine, theirs = equilibrium.stage(4, suit, suit, suit)
    assert mine == pytest.approx(theirs)            # the same position for both
    assert sum(x > 0.01 for x in mine) >= 3          # nobody could read the bid


# --- mixed play and replays ----------------------------------------------------------------

def controller_rng(seed: int, step: int, seat: int) -> random.Random:
    """The generator the controller hands a computer player (gui/controller.py `_think`)."""
    return random.Random(Rng.from_seed(seed).derive(step * 16 + seat))


def test_two_hard_seats_in_the_same_position_draw_different_bids() -> None:
    mixed = differ = 0
    for seed in range(12):
        state = RULES.new_game(JujitsuOptions(players=2), seed)
        # At the first bid both seats see the same public table.
        views = [RULES.observe(state, seat) for seat in (0, 1)]
        legal = RULES.legal_actions(state, 0)
        chances = HardBot().policy(views[0], legal, random.Random(0))
        assert chances == HardBot().policy(views[1], legal, random.Random(1))
        if sum(x > 0.05 for x in chances.values()) < 2:
            continue             # an Ace or Two on offer: sound play has one answer
        mixed += 1
        picks = [HardBot().choose(views[s], legal, controller_rng(seed, 0, s)) for s in (0, 1)]
        differ += picks[0] != picks[1]
    assert mixed >= 8
    assert differ >= mixed // 2


def test_hard_at_a_bigger_table_does_not_mirror_itself() -> None:
    differ = 0
    for seed in range(8):
        state = RULES.new_game(JujitsuOptions(players=3), seed)
        picks = [HardBot().choose(RULES.observe(state, s), RULES.legal_actions(state, s),
                                  controller_rng(seed, 0, s)) for s in (0, 1, 2)]
        differ += len(set(picks)) > 1
    assert differ >= 4


def run_like_the_controller(options: JujitsuOptions, seed: int,
                            bots: list[Bot]) -> list[tuple[int, Bid]]:
    state = RULES.new_game(options, seed)
    log: list[tuple[int, Bid]] = []
    while RULES.to_act(state):
        seat = min(RULES.to_act(state))
        action = bots[seat].choose(RULES.observe(state, seat),
                                   RULES.legal_actions(state, seat),
                                   controller_rng(seed, len(log), seat))
        log.append((seat, action))
        state = RULES.apply(state, seat, action)
    return log


@pytest.mark.parametrize("players", [2, 3])
def test_a_saved_game_with_hard_seats_replays_exactly(players: int, tmp_path: Path) -> None:
    options = JujitsuOptions(players=players, target=100, cards=5)
    log = run_like_the_controller(options, 21, [HardBot() for _ in range(players)])
    seats = tuple(saves.SeatConfig(f"P{s}", kind="computer", level="hard")
                  for s in range(players))
    path = tmp_path / "game.json"
    saves.write(path, saves.SavedGame("jujitsu", options, 21, seats, tuple(log)), RULES)
    loaded = saves.read(path, lambda game: RULES)
    assert loaded.options.cards == 5 and list(loaded.actions) == log
    final = saves.replay(RULES, loaded)
    assert final.winners is not None and len(final.past_hands) >= 2
    # Fresh computer players on the same seed make the same draws, move for move.
    again = run_like_the_controller(loaded.options, loaded.seed,
                                    [HardBot() for _ in range(players)])
    assert again == log


def test_hard_mid_hand_draws_differ_by_seed_but_not_its_chances() -> None:
    state = play([HardBot(), HardBot()], seed=4, stop_after=4)
    view, legal = RULES.observe(state, 0), RULES.legal_actions(state, 0)
    chances = HardBot().policy(view, legal, random.Random(0))
    assert chances == HardBot().policy(view, legal, random.Random(99))
    assert sum(x > 0.05 for x in chances.values()) >= 2
    picks = {HardBot().choose(view, legal, controller_rng(seed, 8, 0)) for seed in range(30)}
    assert len(picks) >= 2
    again = {HardBot().choose(view, legal, controller_rng(3, 8, 0)) for _ in range(3)}
    assert len(again) == 1


@pytest.mark.parametrize(("cards", "players"), [(5, 2), (8, 3), (6, 2), (13, 4)])
def test_every_bot_bids_only_the_cards_of_the_chosen_suit(cards: int, players: int) -> None:
    levels: list[Bot] = [HardBot(), MediumBot(), EasyBot(), match_bot(), plus_one_bot(),
                         minus_one_bot()]
    for first in range(0, len(levels), players):
        bots = [levels[(first + s) % len(levels)] for s in range(players)]
        state = play(bots, seed=cards + first, players=players, cards=cards)
        assert state.winners is not None
        bids = {b for r in state.rounds for b in r.bids if b is not None}
        assert bids <= set(range(1, cards + 1))
        assert len(state.rounds) == cards


def test_hard_sees_through_a_mind_reader() -> None:
    # A rival that always bids the best answer to Hard's likeliest bid is soon believed
    # to be one, and Hard plays the equilibrium again.
    hard = HardBot()
    state = RULES.new_game(JujitsuOptions(players=2), 6)
    for _ in range(4):
        view = RULES.observe(state, 1)
        theirs = tuple(sorted(view.hands_left[0]))
        chances = hard.policy(RULES.observe(state, 0), RULES.legal_actions(state, 0),
                              random.Random(0))
        likeliest = max(sorted(chances), key=chances.__getitem__)
        prizes = tuple(sorted((view.prize or 1, *view.prizes_to_come)))
        mine = tuple(sorted(view.hands_left[1]))
        payoff = equilibrium.matrix(view.prize or 1, prizes, mine, theirs)
        col = theirs.index(likeliest)
        answer = mine[max(range(len(mine)), key=lambda i: (payoff[i][col], -mine[i]))]
        state = RULES.apply(state, 0, Bid(likeliest))
        state = RULES.apply(state, 1, Bid(answer))
    view = RULES.observe(state, 0)
    hand = tuple(sorted(view.hands_left[0]))
    chances = hard.policy(view, RULES.legal_actions(state, 0), random.Random(0))
    _, sound, _ = equilibrium.stage(view.prize or 1, tuple(sorted(
        (view.prize or 1, *view.prizes_to_come))), hand, tuple(sorted(view.hands_left[1])))
    assert [chances[c] for c in hand] == pytest.approx(list(sound))


def test_the_chance_of_winning_the_game_follows_the_totals() -> None:
    state = play([HardBot(), EasyBot(), EasyBot()], seed=1, players=3, target=200,
                 stop_after=1)
    view = RULES.observe(state, 0)
    assert view.hand < view.hand_limit
    even = win_chance(view, 0, [50, 50, 50])
    ahead = win_chance(view, 0, [80, 50, 50])
    assert 0.0 < even < ahead < 1.0
    assert win_chance(view, 0, [200, 150, 120]) == 1.0      # the target ends the game
    assert win_chance(view, 0, [150, 210, 120]) == 0.0
    assert win_chance(view, 1, [205, 205, 120]) == 0.5      # a tie-break between two


def test_hard_plays_the_short_game() -> None:
    state = play([HardBot(), EasyBot()], seed=2, cards=5, target=40)
    assert state.winners is not None
    assert all(sorted(record.prizes) == [1, 2, 3, 4, 5] for record in state.past_hands)
