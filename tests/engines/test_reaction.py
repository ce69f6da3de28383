"""Reaction windows (core.reaction) and the fixture game that answers plays with Cancels."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psychboard.core.events import sentences
from psychboard.core.reaction import PASS, Pending, Window, standing
from psychboard.core.saves import SavedGame, SeatConfig, replay
from tests.engines.playout import play_random
from tests.fixture_reaction import (
    CancelOptions,
    CancelRules,
    PlayCancel,
    PlayPoint,
    Skip,
    State,
    deck,
)

RULES = CancelRules()
NAMES = ["Ann", "Ben", "Cy"]


def test_everyone_but_the_owner_of_the_top_is_asked_and_an_answer_asks_again() -> None:
    window = Window.open(0, "card", (0, 1, 2))
    assert window.waiting() == {1, 2}
    window = window.pass_(1)
    assert window.waiting() == {2} and not window.settled
    window = window.answer(2, "cancel")
    assert window.waiting() == {0, 1}, "an answer resets the passes; the first player may reply"
    window = window.pass_(0).pass_(1)
    assert window.settled
    assert [p.play for p in window.unwind()] == ["cancel", "card"]
    with pytest.raises(ValueError):
        window.pass_(2)


@pytest.mark.parametrize(("answers", "stands"), [
    (0, (True,)),
    (1, (False, True)),
    (2, (True, False, True)),
    (3, (False, True, False, True)),
])
def test_a_cancel_stops_the_play_beneath_unless_it_is_cancelled(answers: int,
                                                                stands: tuple[bool, ...]) -> None:
    stack = tuple(Pending(i % 2, f"play{i}") for i in range(answers + 1))
    assert standing(stack, lambda _play, _below: True) == stands


def dealt(hands: tuple[tuple[str, ...], ...]) -> State:
    state = RULES.new_game(CancelOptions(players=len(hands), turns=1), 1)
    return State(state.rng, len(hands), 1, hands, scores=(0,) * len(hands))


HANDS = (("p0", "c1"), ("c3", "p2"), ("c5", "p4"))


def test_a_cancel_that_is_cancelled_lets_the_point_stand() -> None:
    state = RULES.apply(dealt(HANDS), 0, PlayPoint("p0"))
    assert RULES.to_act(state) == {1, 2}
    state = RULES.apply(state, 1, PlayCancel("c3"))
    assert RULES.to_act(state) == {0, 2}
    state = RULES.apply(state, 0, PlayCancel("c1"))
    assert RULES.to_act(state) == {1, 2}
    state = RULES.apply(RULES.apply(state, 1, PASS), 2, PASS)
    assert state.window is None and state.scores == (1, 0, 0) and state.turn == 1


def test_a_cancel_nobody_answers_stops_the_point() -> None:
    state = RULES.apply(dealt(HANDS), 0, PlayPoint("p0"))
    state = RULES.apply(state, 2, PlayCancel("c5"))
    before = RULES.apply(state, 0, PASS)
    after = RULES.apply(before, 1, PASS)
    assert after.scores == (0, 0, 0)
    assert sentences(RULES.events(before, 1, PASS, after), NAMES) == [
        "Ben lets it stand", "The Point is cancelled"]


def test_being_asked_says_nothing_about_a_hand() -> None:
    """Seats with and without a Cancel are due alike and see the same public window."""
    hands = (("p0", "c1"), ("p2", "p6"), ("c5", "p4"))
    state = RULES.apply(dealt(hands), 0, PlayPoint("p0"))
    assert RULES.to_act(state) == {1, 2}
    assert RULES.window(state) == RULES.observe(state, 1).window == RULES.observe(state, 2).window


def test_passes_can_be_taken_back_but_a_played_card_cannot() -> None:
    start = dealt(HANDS)
    played = RULES.apply(start, 0, PlayPoint("p0"))
    assert RULES.commits(start, played)
    passed = RULES.apply(played, 1, PASS)
    assert not RULES.commits(played, passed)
    assert RULES.commits(passed, RULES.apply(passed, 2, PASS)), "the resolution commits"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), players=st.integers(2, 4))
def test_random_games_keep_every_card_and_replay(seed: int, players: int) -> None:
    options = CancelOptions(players=players, turns=2)
    final, log, states = play_random(RULES, options, seed, random.Random(seed))
    for state in states:
        cards = [c for hand in state.hands for c in hand] + list(state.discards)
        assert sorted(cards) == sorted(deck(players))
        assert all(0 <= s <= state.turns for s in state.scores)
    seats = tuple(SeatConfig(f"P{i}") for i in range(players))
    assert replay(RULES, SavedGame(RULES.game_id, options, seed, seats, tuple(log))) == final
    assert RULES.outcome(final) is not None


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), steps=st.integers(0, 12))
def test_a_resampled_state_looks_the_same_to_the_seat(seed: int, steps: int) -> None:
    rnd = random.Random(seed)
    state = RULES.new_game(CancelOptions(players=3), seed)
    for _ in range(steps):
        if not RULES.to_act(state):
            break
        seat = rnd.choice(sorted(RULES.to_act(state)))
        state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
    for viewer in range(3):
        view = RULES.observe(state, viewer)
        guess = RULES.resample(view, rnd)
        assert RULES.observe(guess, viewer) == view
        assert RULES.to_act(guess) == RULES.to_act(state)


def test_skipping_passes_the_turn() -> None:
    state = RULES.apply(dealt(HANDS), 0, Skip())
    assert state.turn == 1 and state.window is None
