"""Statistics from the family's history: every game's details recorded from real play, and
exact figures from known histories."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from psychboard.core import saves
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.store.games import Family, GameRecord, SeatResult, read
from psychboard.store.people import Person
from psychboard.store.record import record_finished
from psychboard.store.stats import Bars, Leans, Lines, Matrix, Tiles, sections, streaks, when
from tests.engines.playout import play_random

ANN, BO, CY = Person(1, "Ann", "#D55E00"), Person(2, "Bo", "#009E73"), Person(3, "Cy")


def seat(i: int, who: Person | str, score: int = 0, won: bool = False) -> SeatResult:
    if isinstance(who, Person):
        return SeatResult(i, who.name, who.id, "human", "", score, won)
    return SeatResult(i, "Computer", None, "computer", who, score, won)


def game(number: int, kind: str, seats: list[SeatResult], details: dict[str, Any] | None = None,
         finished: float = 0.0) -> GameRecord:
    return GameRecord(number, kind, finished, finished or float(number), 10, tuple(seats),
                      details or {})


def charts(kind: str, games: list[GameRecord]) -> list[Any]:
    family = Family((ANN, BO, CY), tuple(games))
    hook = GAMES[kind].family
    assert hook is not None
    return list(hook().charts(family))


@pytest.mark.parametrize("kind", list(GAMES))
def test_every_games_details_are_kept_from_real_play(kind: str, tmp_path: Path) -> None:
    spec = GAMES[kind]
    assert spec.rules is not None
    rules = spec.rules()
    players = max(spec.players[0], min(3, spec.players[1]))
    options = rules.options_type(players=players)
    state, log, states = play_random(rules, options, 7, random.Random(7))
    outcome = rules.outcome(state)
    assert outcome is not None
    seats = tuple(SeatConfig(n) for n in ("Ann", "Bo", "Cy")[:players])
    saved = saves.SavedGame(kind, options, 7, seats, tuple(log))
    path = tmp_path / "h.sqlite3"
    record_finished(spec, saved, rules, states, outcome, started=0.0, path=path)
    family = read(path)
    (kept,) = family.games
    details = kept.details
    if kind == "psychologizer":
        from psychboard.games.psychologizer.family import reveals

        tries = sum(t for row in details["reads"] for _r, t in row)
        assert 0 < tries <= sum(p is not None for r in reveals(states) for p in r.predictions)
        assert len(details["traits"]) == players and details["degrees"] == list(state.degrees)
    elif kind == "therapy":
        assert sum(n for *_pair, n, _c in details["sessions"]) == sum(
            not r.group for r in state.reveals)
        assert sum(n for *_who, n, _r in details["insight"]) == state.checked
    elif kind == "jujitsu":
        assert len(details["rounds"]) == len({(s.last.hand, s.last.round) for s in states
                                              if s.last is not None})
        assert all(len(bids) == players for _prize, bids in details["rounds"])
    elif kind == "warfare":
        assert details["archetypes"] == list(state.archetypes)
        assert all(0 <= s < players and n > 0 for s, _card, n in details["cards"])
    (section,) = [s for s in sections(family) if s.title == spec.title]
    assert section.games == 1 and section.charts


def test_psychologizer_who_reads_whom_traits_and_degrees() -> None:
    one = game(1, "psychologizer", [seat(0, ANN), seat(1, BO), seat(2, "hard")], {
        "reads": [[[0, 0], [3, 4], [1, 2]], [[1, 4], [0, 0], [0, 1]], [[2, 2], [2, 2], [0, 0]]],
        "traits": [[2, 0, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 3, 0, 0], [0] * 8],
        "degrees": [1, 0, 0]})
    two = game(2, "psychologizer", [seat(0, BO), seat(1, ANN)], {
        "reads": [[[0, 0], [1, 4]], [[1, 2], [0, 0]]],
        "traits": [[0, 0, 0, 0, 0, 0, 0, 0], [0, 3, 1, 0, 0, 0, 0, 0]],
        "degrees": [1, 1]})
    matrix, traits, degrees = charts("psychologizer", [one, two])
    assert isinstance(matrix, Matrix) and matrix.rows == ("Ann", "Bo", "Computer (hard)")
    assert matrix.cells[0] == (None, 4 / 6, 0.5)  # Ann read Bo 3/4 + 1/2
    assert matrix.labels[0] == ("", "67%", "50%")
    assert matrix.cells[1] == (2 / 8, None, 0.0)
    assert matrix.labels[2] == ("100%", "100%", "")
    assert isinstance(traits, Leans) and [r.name for r in traits.rows] == ["Ann", "Bo"]
    assert traits.rows[0].points == ((-1.0, 0.0, 0.0, 0.0), (1.0, -1.0, 0.0, 0.0))
    assert traits.rows[1].points == ((0.0, 0.0, 1.0, 0.0),), "a game with no opinions is skipped"
    assert isinstance(degrees, Bars) and degrees.series[0].values == (2.0, 1.0, 0.0)


def test_therapy_cures_and_insight_by_stage() -> None:
    one = game(1, "therapy", [seat(0, ANN, 3, True), seat(1, BO, 1), seat(2, CY, 2)], {
        "sessions": [[0, 1, 3, 2], [1, 0, 1, 0], [2, 0, 1, 1]],
        "insight": [[0, "infancy", 2, 1], [1, "cosmos", 1, 1], [0, "cosmos", 1, 0]]})
    cures, insight, wins = charts("therapy", [one])
    assert cures.rows == ("Ann", "Bo", "Cy")
    assert cures.cells[0] == (None, 2 / 3, None) and cures.labels[0][1] == "67%"
    assert cures.cells[1][0] == 0.0 and cures.cells[2][0] == 1.0
    assert insight.columns[0] == "Infancy" and insight.columns[-1] == "Cosmos"
    assert insight.cells[0][0] == 0.5 and insight.cells[0][-1] == 0.0
    assert insight.cells[1][-1] == 1.0 and insight.labels[1][-1] == "100%"
    assert insight.cells[2] == (None,) * 6
    assert wins.series[0].values == (1.0, 0.0, 0.0) and wins.series[1].values == (3.0, 1.0, 2.0)


def test_jujitsu_bids_against_the_prize_and_the_computer_levels() -> None:
    one = game(1, "jujitsu", [seat(0, ANN, 40, True), seat(1, "easy", 10)],
               {"rounds": [[1, [5, 1]], [13, [13, 2]], [1, [3, None]]]})
    two = game(2, "jujitsu", [seat(0, ANN, 20), seat(1, BO, 30, True), seat(2, "hard", 5)],
               {"rounds": [[13, [12, 13, 1]]]})
    three = game(3, "jujitsu", [seat(0, BO, 50, True), seat(1, "easy", 0)],
                 {"rounds": [[2, [1, 2]]]})
    wins, bids, against = charts("jujitsu", [one, two, three])
    assert wins.labels == ("Ann", "Bo", "Computer (easy)", "Computer (hard)")
    assert wins.series[0].values == (1.0, 2.0, 0.0, 0.0)
    assert wins.series[1].values == (30.0, 40.0, 5.0, 5.0)
    assert isinstance(bids, Lines) and bids.labels == ("1", "2", "13")
    assert bids.series[0].values == (1.0, 2.0, 13.0)
    assert bids.series[1].name == "Ann" and bids.series[1].values == (4.0, None, 12.5)
    assert bids.series[2].values == (None, 1.0, 13.0)
    assert isinstance(against, Bars) and [s.name for s in against.series] == ["easy", "hard"]
    assert against.series[0].values == (100, 100) and against.series[1].values == (0, 100)


def test_psychic_scores_against_the_exact_chance_of_guessing() -> None:
    from psychboard.games.psychic.ai import naive_score_distribution
    from psychboard.games.psychic.family import chance_at_least

    games = [game(i, "psychic", [seat(0, ANN, s, True)]) for i, s in enumerate((2, 3, 9, 48))]
    games.append(game(9, "psychic", [seat(0, BO, 11, True)]))
    against, best = charts("psychic", games)
    assert len(against.labels) == 13 and against.labels[0] == "0–3" and against.labels[-1] == "48"
    assert against.series[0].values[:3] == (50.0, 0.0, 25.0) and against.series[0].values[-1] == 25
    assert against.series[1].values[2] == 100.0
    chance = naive_score_distribution()
    assert against.line is not None
    assert against.line.values[0] == round(float(100 * sum(chance.get(s, 0) for s in range(4))), 1)
    assert sum(chance.values()) == 1 and chance_at_least(0) == 1
    assert isinstance(best, Tiles) and [t.value for t in best.tiles] == [
        "Psychic Genius", "Seer of the Slightly Better than Average"]
    assert chance_at_least(49) == 0 and 0 < chance_at_least(48) < chance_at_least(11)
    assert f"{round(1 / chance_at_least(11)):,}" in best.tiles[1].note


def test_warfare_wins_by_archetype_and_favourite_cards() -> None:
    one = game(1, "warfare", [seat(0, ANN, 12, True), seat(1, BO, 8)], {
        "archetypes": ["the-rebel", "the-caregiver"],
        "cards": [[0, "pep-talk", 2], [0, "cold-shoulder", 1], [1, "retail-therapy", 1]]})
    two = game(2, "warfare", [seat(0, BO, 15, True), seat(1, ANN, 3)], {
        "archetypes": ["the-rebel", "the-rebel"],
        "cards": [[1, "cold-shoulder", 2], [0, "pep-talk", 1]]})
    points, archetypes, cards = charts("warfare", [one, two])
    assert points.series[1].values == (7.5, 11.5)
    assert archetypes.labels == ("The Rebel", "The Caregiver")
    assert archetypes.series[0].values == (3.0, 1.0) and archetypes.series[1].values == (2.0, 0.0)
    assert [(t.label, t.value, t.note) for t in cards.tiles] == [
        ("Ann", "Cold Shoulder", "played 3×"), ("Bo", "Pep Talk", "played 1×")]


def test_across_games_who_played_what_when_and_streaks() -> None:
    march, april = 1_710_000_000.0, 1_712_700_000.0  # March and April 2024
    games = [game(1, "psychic", [seat(0, ANN, 5, True)], finished=march),
             game(2, "jujitsu", [seat(0, ANN, 1, True), seat(1, BO)], finished=march + 60),
             game(3, "jujitsu", [seat(0, ANN, 0), seat(1, BO, 1, True)], finished=april),
             game(4, "psychic", [seat(0, ANN, 5, True)], finished=april + 60),
             game(5, "psychic", [seat(0, BO, 5, True)], finished=april + 120)]
    family = Family((ANN, BO), tuple(games))
    overall = sections(family, now=april + 200)[0]
    played, months, runs = overall.charts
    assert isinstance(played, Matrix) and played.rows == ("Ann", "Bo")
    assert played.columns == ("Psychological Jujitsu", "Psychic Solitaire")
    assert played.labels == (("2", "2"), ("2", "1"))
    assert months == when(family, now=april + 200)
    assert months.columns[-2:] == ("Mar", "Apr") and months.labels[0][-2:] == ("2", "2")
    assert months.labels[1][-2:] == ("1", "2")
    assert runs == streaks(family)
    assert [(t.label, t.value, t.note) for t in runs.tiles] == [("Ann", "2", "now 1"),
                                                               ("Bo", "2", "now 2")]
    assert [s.title for s in sections(family)][1:] == ["Psychological Jujitsu",
                                                       "Psychic Solitaire"]
