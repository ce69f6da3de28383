"""Invariants of Psychological Warfare over a thousand random legal games (Hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.games.warfare.rules import State, WarfareOptions
from tests.engines.warfare_tables import RULES

MAX_STEPS = 5_000


def every_card(state: State) -> Counter[str]:
    """Where every card is: deck, hands, energy, in front, under Archetypes, agendas placed,
    the discard pile and the open window's stack."""
    found: Counter[str] = Counter(state.deck)
    found.update(state.discard)
    for zone in (state.hands, state.energy, state.baggage, state.defenses, state.phobias,
                 state.under, state.agendas):
        for row in zone:
            found.update(row)
    if state.window is not None:
        found.update(p.play for p in state.window.stack)
    return found


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), players=st.integers(2, 4),
       nurture=st.booleans())
def test_random_games_keep_every_card_and_score_and_end(seed: int, players: int,
                                                         nurture: bool) -> None:
    rnd = random.Random(seed)
    state = RULES.new_game(WarfareOptions(players=players, nature_nurture=nurture), seed)
    deck = Counter(RULES.all_cards)
    for _ in range(MAX_STEPS):
        assert every_card(state) == deck, "no card lost or duplicated"
        assert all(1 <= v <= 8 for row in state.scores for v in row)
        assert all(RULES.cs.cards[c].type != "phobia" for h in state.hands for c in h)
        seats = sorted(RULES.to_act(state))
        if not seats:
            break
        if state.window is not None:
            assert set(seats) == set(range(players)) - {state.window.top.seat} \
                - state.window.passed, "every seat is asked alike"
        seat = rnd.choice(seats)
        state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
    else:
        raise AssertionError("the game did not end")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners
    assert state.deck == () and state.turns_taken == state.end_at, "the last round was played"
    assert all(0 <= vp <= 10 + 4 * 4 for vp in outcome.scores)
