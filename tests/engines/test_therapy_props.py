"""Therapy's invariants over random games: pegs, cards, couches, and that every game ends."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from psychboard.games.therapy.deck import STAGES
from psychboard.games.therapy.rules import DECKS, State, TherapyOptions, flow
from psychboard.games.therapy.rules.model import IN_PSYCHOSIS, PSYCHOSIS, THERAPY_DECK
from tests.engines.test_therapy import RULES

BOARD = RULES.table.board


def check(state: State) -> None:
    for seat, couch in enumerate(state.couches):
        assert 0 <= len(couch.pegs) <= len(STAGES)
        assert couch.pegs == tuple(s for s in STAGES if s in couch.pegs), "one of each, in order"
        assert (couch.at == PSYCHOSIS) == (couch.status == IN_PSYCHOSIS), seat
        assert couch.at == PSYCHOSIS or BOARD.on_track(couch.at)
    for name, pile, cards in zip(DECKS, state.decks, RULES.table.deck_cards, strict=True):
        assert len(set(pile)) == len(pile) and set(pile) <= set(cards), name
    if state.session is not None:
        assert state.session.card not in state.decks[DECKS.index(THERAPY_DECK)]
    if state.insight_card:
        assert state.insight_card not in state.decks[DECKS.index(state.insight_stage)]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**63 - 1), players=st.integers(3, 6), shorter=st.booleans(),
       keep_pegs=st.booleans())
def test_random_games_keep_pegs_cards_and_couches_whole_and_end(
        seed: int, players: int, shorter: bool, keep_pegs: bool) -> None:
    rnd = random.Random(seed)
    state = RULES.new_game(TherapyOptions(players, shorter, keep_pegs), seed)
    for _ in range(20_000):
        check(state)
        seats = sorted(RULES.to_act(state))
        if not seats:
            break
        seat = rnd.choice(seats)
        state = RULES.apply(state, seat, rnd.choice(list(RULES.legal_actions(state, seat))))
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert len(outcome.winners) >= 1 and outcome.scores == tuple(
        len(c.pegs) for c in state.couches)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**63 - 1))
def test_an_empty_deck_is_shuffled_again_from_all_its_cards(seed: int) -> None:
    state = RULES.new_game(TherapyOptions(4), seed)
    index = DECKS.index(THERAPY_DECK)
    empty = replace(state, decks=state.decks[:index] + ((),) + state.decks[index + 1:])
    card, after = flow.draw(RULES.table, empty, THERAPY_DECK)
    assert sorted((card, *after.decks[index])) == sorted(RULES.table.deck_cards[index])
