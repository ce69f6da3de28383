"""Psychic Solitaire invariants over thousands of generated games (Hypothesis, no Qt).

Games are played by a "lucky" player whose every guess is drawn right or wrong by Hypothesis,
so long runs of right guesses — and perfect games — are explored as well as ordinary play.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.core.cards import standard_deck
from psychboard.games.psychic.rules import (
    FLIP,
    PERFECT_SCORE,
    PsychicOptions,
    PsychicRules,
    State,
    band,
    guesses_for,
)

RULES = PsychicRules()
EVERY_CARD = frozenset(standard_deck(jokers=1))
SEEDS = st.integers(min_value=0, max_value=2**63 - 1)


def check(state: State) -> None:
    passed = state.passed
    cards = (*state.deck, *(p.card for p in passed))
    # 53 places holding 53 different cards: none lost, none doubled.
    assert len(cards) == len(EVERY_CARD) and frozenset(cards) == EVERY_CARD
    assert state.deck[-1].is_joker
    face_down = sum(1 for p in passed if not p.face_up)
    assert state.score == face_down <= PERFECT_SCORE
    assert state.face_up_count == len(passed) - face_down
    assert state.score + state.face_up_count + state.remaining == 52
    assert (RULES.outcome(state) is None) == (not state.over)
    view = RULES.observe(state, 0)
    assert view.score == state.score and band(view.score) == view.band


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, luck=st.integers(min_value=0, max_value=2**60 - 1),
       foretelling=st.booleans(), picks=st.randoms(use_true_random=False))
def test_no_card_is_lost_and_the_score_never_passes_48(
        seed: int, luck: int, foretelling: bool, picks: random.Random) -> None:
    """Bit i of `luck` says whether guess i is right; 60 is more than any game lasts."""
    state = RULES.new_game(PsychicOptions(foretelling=foretelling), seed)
    check(state)
    for flip in range(60):
        if state.over:
            break
        right = bool(luck >> flip & 1)
        top = state.deck[0]
        options = [g for g in guesses_for(state.phase) if g.matches(top) is right]
        guess = options[picks.randrange(len(options))]
        announced = RULES.apply(state, 0, guess)
        assert announced.deck == state.deck and announced.moves == state.moves
        state = RULES.apply(announced, 0, FLIP)
        assert state.moves[-1].right is right
        check(state)
    outcome = RULES.outcome(state)
    assert outcome is not None, "every flip passes two cards or ends the game: 26 flips at most"
    assert outcome.scores == (state.score,) and band(state.score).title in outcome.reason
    assert state.score < PERFECT_SCORE or all(m.right for m in state.moves)


@settings(max_examples=300, deadline=None)
@given(seed=SEEDS)
def test_the_view_depends_only_on_what_has_been_shown(seed: int) -> None:
    """Shuffling the cards still in the deck never changes what the player sees."""
    state = RULES.new_game(PsychicOptions(foretelling=True), seed)
    while not state.over and state.remaining > 8:
        state = RULES.apply(state, 0, guesses_for(state.phase)[0])
        state = RULES.apply(state, 0, FLIP)
    reshuffled, _ = state.rng.shuffled(state.deck[:-1])
    other = State(state.rng, state.foretelling, (*reshuffled, state.deck[-1]), state.phase,
                  state.announced, state.moves)
    assert RULES.observe(other, 0) == RULES.observe(state, 0)
