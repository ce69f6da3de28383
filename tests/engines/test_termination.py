"""Every game says why it ended as a member of its own Termination, and its words follow."""

from __future__ import annotations

import random
from typing import Any

import pytest

from psychboard.core.protocol import Outcome, Rules, Termination
from psychboard.games import registry
from psychboard.games.jujitsu.rules import Ending as JujitsuEnding
from psychboard.games.jujitsu.rules import JujitsuOptions, JujitsuRules
from psychboard.games.psychic.rules import Ending as PsychicEnding
from psychboard.games.psychic.rules import PsychicRules, band
from psychboard.games.psychologizer.rules import PsychologizerRules
from psychboard.games.psychologizer.rules.model import Ending as PsychologizerEnding
from psychboard.games.therapy.rules import TherapyRules
from psychboard.games.therapy.rules.model import MAX_ROUNDS, pegs_needed
from psychboard.games.therapy.rules.model import Ending as TherapyEnding
from psychboard.games.warfare.rules import WarfareRules
from psychboard.games.warfare.rules.model import Ending as WarfareEnding
from psychboard.games.warfare.rules.scoring import victory_points
from tests.engines.playout import play_random, random_options

ALL_RULES = [spec.rules() for spec in registry.with_rules() if spec.rules is not None]
SEEDS = range(4)


def finished(rules: Rules[Any, Any], seed: int, options: Any = None) -> tuple[Any, Outcome]:
    rnd = random.Random(seed)
    final, _, _ = play_random(rules, options or random_options(rules, rnd), seed, rnd)
    outcome = rules.outcome(final)
    assert outcome is not None
    return final, outcome


@pytest.mark.parametrize("rules", ALL_RULES, ids=[r.game_id for r in ALL_RULES])
def test_every_game_ends_with_a_termination_of_its_own(rules: Rules[Any, Any]) -> None:
    for seed in SEEDS:
        _, outcome = finished(rules, seed)
        kind = type(outcome.termination)
        assert issubclass(kind, Termination) and kind is not Termination
        assert kind.__module__.startswith(f"psychboard.games.{rules.game_id}.")
        assert outcome.reason == str(outcome.termination.value).format(*outcome.facts)
        assert "{" not in outcome.reason


@pytest.mark.parametrize("seed", SEEDS)
def test_jujitsu_says_whether_one_hand_a_target_or_the_limit_ended_it(seed: int) -> None:
    rules = JujitsuRules()
    final, outcome = finished(rules, seed, JujitsuOptions(players=3, target=0, cards=5))
    alone = len(outcome.winners) == 1
    assert outcome.termination is (JujitsuEnding.ONE_HAND if alone
                                   else JujitsuEnding.ONE_HAND_SHARED)
    final, outcome = finished(rules, seed, JujitsuOptions(players=2, target=100, cards=13))
    if outcome.termination is JujitsuEnding.TARGET_REACHED:
        assert outcome.reason == "first to reach 100" and max(final.totals) >= 100
    else:
        assert outcome.termination in (JujitsuEnding.HAND_LIMIT, JujitsuEnding.TIEBREAK_WON,
                                       JujitsuEnding.TIEBREAK_SHARED)


@pytest.mark.parametrize("seed", SEEDS)
def test_psychic_ends_when_the_deck_runs_out_and_names_the_band(seed: int) -> None:
    final, outcome = finished(PsychicRules(), seed)
    assert outcome.termination is PsychicEnding.DECK_RAN_OUT and len(final.deck) == 1
    score = outcome.scores[0]
    assert outcome.facts == (score, band(score).title)
    assert outcome.reason == f"{score} cards face down: {band(score).title}"


@pytest.mark.parametrize("seed", SEEDS)
def test_psychologizer_ends_with_the_degree_earned_or_the_playoff_won(seed: int) -> None:
    rules = PsychologizerRules()
    final, outcome = finished(rules, seed)
    degree = rules.board.degree(final.degree).label
    expected = PsychologizerEnding.PLAYOFF_WON if final.playoff \
        else PsychologizerEnding.DEGREE_EARNED
    assert outcome.termination is expected and outcome.facts == (degree,)
    assert outcome.reason.startswith(f"first to earn the {degree}")


@pytest.mark.parametrize("seed", SEEDS)
def test_therapy_ends_at_finish_or_after_the_last_round(seed: int) -> None:
    final, outcome = finished(TherapyRules(), seed)
    if outcome.termination is TherapyEnding.FINISH_REACHED:
        (winner,) = outcome.winners
        assert len(final.couches[winner].pegs) >= pegs_needed(final.shorter)
    else:
        assert outcome.termination is TherapyEnding.LAST_ROUND and final.round > MAX_ROUNDS
        assert outcome.reason == f"most Mastery pegs after {MAX_ROUNDS} rounds"


@pytest.mark.parametrize("seed", SEEDS)
def test_warfare_says_which_count_decided_it(seed: int) -> None:
    rules = WarfareRules()
    final, outcome = finished(rules, seed)
    points = victory_points(final, rules.cs)
    best = max(points)
    level = [s for s in range(final.players) if points[s] == best]
    if len(level) == 1:
        assert outcome.termination is WarfareEnding.MOST_POINTS
        assert outcome.reason == f"Most Victory Points ({best})"
    else:
        shared = len(outcome.winners) > 1
        assert outcome.termination is (WarfareEnding.SHARED if shared
                                       else WarfareEnding.FEWEST_UNDER)
        assert outcome.facts[0] == best
