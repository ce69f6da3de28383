"""Psychological Warfare's computer players: legal, seeded, and sensible where it is plain."""

from __future__ import annotations

import random

import pytest

from psychboard.games import registry
from psychboard.games.warfare.ai import (
    BUDGETS,
    LEVELS,
    Evaluator,
    GreedyBot,
    SearchBot,
    current_level,
)
from psychboard.games.warfare.rules import EndTurn, Play, Therapy, ToEnergy, WarfareOptions
from tests.engines.warfare_tables import RULES, energy, row, table

BOTS = [SearchBot("easy", RULES), SearchBot("medium", RULES), GreedyBot(RULES)]


def _last_turn() -> object:
    """Seat 0's last turn: Pep Talk on Power (the Caregiver's 3 VP) ties the top: 7 VP to 4."""
    return table(hands=row(None, 3, 0, ("pep-talk",)), energy=row(None, 3, 0, energy(2, 5)),
                 scores=((3, 3, 5, 4), (3, 6, 3, 3), (5, 3, 3, 6)), turns_taken=5, end_at=6)


@pytest.mark.parametrize("bot", BOTS, ids=lambda b: b.name)
def test_a_bot_plays_legal_seeded_games_to_the_end(bot: object) -> None:
    state = RULES.new_game(WarfareOptions(players=3), seed=11)
    for _ in range(25):
        seats = sorted(RULES.to_act(state))
        seat = seats[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.observe(state, seat)
        first = bot.choose(view, legal, random.Random(5))  # type: ignore[attr-defined]
        assert first in legal
        assert bot.choose(view, legal, random.Random(5)) == first  # type: ignore[attr-defined]
        state = RULES.apply(state, seat, first)


@pytest.mark.parametrize("bot", [SearchBot("hard", RULES), GreedyBot(RULES)],
                         ids=lambda b: b.name)
def test_the_winning_play_on_the_last_turn_is_found(bot: object) -> None:
    state = _last_turn()
    legal = RULES.legal_actions(state, 0)
    assert Play("pep-talk", needs=("power",)) in legal and EndTurn() in legal
    chosen = bot.choose(RULES.observe(state, 0), legal, random.Random(3))  # type: ignore
    assert chosen == Play("pep-talk", needs=("power",))


def test_with_a_full_hand_and_no_energy_the_search_banks_a_card_for_energy() -> None:
    """Nothing can be paid for, and Therapy would clear nothing and draw nothing: a card
    turned into Mental Energy is drawn back at the end of the turn, so it is free energy."""
    hand = ("pep-talk", "cold-shoulder", "gaslighting", "power-trip", "scapegoat")
    state = table(hands=row(None, 3, 0, hand), deck=energy(12, 3), turns_taken=3)
    legal = RULES.legal_actions(state, 0)
    assert not any(isinstance(a, Play) for a in legal) and Therapy() in legal
    chosen = SearchBot("hard", RULES).choose(RULES.observe(state, 0), legal, random.Random(2))
    assert isinstance(chosen, ToEnergy)


def test_the_evaluation_prefers_leading_the_needs_the_archetype_values() -> None:
    evaluator = Evaluator(RULES)
    # The Caregiver scores Belonging 4 and Freedom 1; its rivals lose 5 VP either way.
    rivals = {"archetypes": ("caregiver", "ruler", "hero")}
    ahead = table(scores=((3, 3, 6, 3), (3, 3, 3, 3), (3, 3, 3, 3)), **rivals)
    behind = table(scores=((6, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)), **rivals)
    assert evaluator.utilities(ahead)[0] > evaluator.utilities(behind)[0] > 0.5


def test_levels_differ_by_budget_and_the_registry_offers_them() -> None:
    assert BUDGETS["easy"] < BUDGETS["medium"] < BUDGETS["hard"]
    spec = registry.GAMES["warfare"]
    assert tuple(spec.bots) == LEVELS == ("beginner", "easy", "medium", "hard"), \
        "levels a family reads, easiest first"
    assert type(spec.bots["beginner"]()).__name__ == "GreedyBot"
    assert {type(make()).__name__ for make in spec.bots.values()} == {"SearchBot", "GreedyBot"}


def test_a_save_naming_the_old_level_plays_at_the_level_it_became() -> None:
    assert current_level("greedy") == "beginner" and current_level("hard") == "hard"
