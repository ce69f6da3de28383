"""Psychologizer's board file, deck loading and computer players (no Qt)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from psychboard.games.psychologizer.ai import (
    Persona,
    Prior,
    PsychologizerBot,
    answers_of,
    best_wager,
    profile,
    who_reads_whom,
)
from psychboard.games.psychologizer.board import BoardError, load_board, shipped_board
from psychboard.games.psychologizer.deck import CATEGORIES, TRAITS, load_cards, placeholder_cards
from psychboard.games.psychologizer.rules import (
    NameForecaster,
    Pass,
    Phase,
    Predict,
    PsychologizerOptions,
    PsychologizerRules,
    Respond,
    Spin,
    State,
)
from tests.engines.test_psychologizer import RULES, finish, landing, playing, read_card

BOARD = Path(__file__).resolve().parents[2] / "assets" / "boards" / "psychologizer.json"


def test_shipped_board_matches_the_documented_numbers() -> None:
    board = shipped_board()
    assert [(d.id, d.credits) for d in board.degrees] == [
        ("bachelor", 150), ("master", 230), ("doctorate", 380)]
    assert board.degree("bachelor").year_levels == (40, 80, 115)
    assert {s.category for s in board.segments if s.kind == "category"} == set(CATEGORIES)
    for segment in board.segments:
        expected = 3 / 32 if segment.kind == "category" else 1 / 16
        assert board.probability(segment.id) == pytest.approx(expected)
        assert segment.white == (segment.kind != "category")
    assert sum(board.probability(s.id) for s in board.segments if s.white) == pytest.approx(0.25)


def test_spins_follow_the_segment_weights() -> None:
    state = playing()
    counts: dict[str, int] = {}
    rng = state.rng
    for _ in range(6400):
        segment, rng = RULES._spin_segment(replace(state, rng=rng))
        counts[segment.id] = counts.get(segment.id, 0) + 1
    assert 500 < counts["morality"] < 700  # 3/32 of 6400 = 600
    assert 320 < counts["flash_of_insight"] < 480  # 1/16 of 6400 = 400


def test_a_bad_board_names_the_file_and_the_entry(tmp_path: Path) -> None:
    data = json.loads(BOARD.read_text())
    data["spinner"][0]["colour"] = "black"
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BoardError, match=r"board\.json.*morality.*colour"):
        load_board(path)
    data = json.loads(BOARD.read_text())
    data["degrees"][0]["year_levels"] = [80, 40]
    path.write_text(json.dumps(data))
    with pytest.raises(BoardError, match="bachelor"):
        load_board(path)


def test_the_wheel_shows_a_segment_s_short_word_or_its_label(tmp_path: Path) -> None:
    board = shipped_board()
    assert board.segment("move_ahead").wheel_label == "+1 Year"
    assert board.segment("move_ahead").label == "Move Ahead a Year"
    assert board.segment("morality").wheel_label == "Morality"  # no short word: the label
    data = json.loads(BOARD.read_text())
    data["spinner"][1]["short"] = " "
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data))
    with pytest.raises(BoardError, match="flash_of_insight.*short"):
        load_board(path)


def test_deck_files_load_and_duplicate_ids_are_reported(tmp_path: Path) -> None:
    card = {"id": "x-1", "category": "work", "issue": "What would {player} do on a rainy day?",
            "responses": [{"text": f"Option {i}", "trait": t}
                          for i, t in enumerate(TRAITS[:4])], "ages": 8}
    for name in ("a.json", "b.json"):
        (tmp_path / name).write_text(json.dumps({
            "format": "psychboard-deck", "version": 1, "game": "psychologizer",
            "kind": "opinion", "title": name, "cards": [card]}))
    cards, errors = load_cards(sorted(tmp_path.glob("*.json")))
    assert [c.id for c in cards] == ["x-1"] and cards[0].traits == TRAITS[:4]
    assert len(errors) == 1 and "b.json" in str(errors[0]) and "x-1" in str(errors[0])


def test_personas_are_consistent_and_differ_by_name() -> None:
    alex, alex_again, sam = (Persona.from_name(n) for n in ("Alex", " alex ", "Sam"))
    assert alex == replace(alex_again, name="Alex") and alex.weights != sam.weights
    rnd = random.Random(1)
    traits = ("adventurous", "cautious", "sociable", "reserved")
    picks = [alex.answer(traits, rnd) for _ in range(200)]
    favourite = max(range(4), key=lambda i: alex.weights[TRAITS.index(traits[i])])
    assert max(range(4), key=picks.count) == favourite and picks.count(favourite) > 80


def test_wagers_follow_expected_value() -> None:
    assert best_wager(0.3, "work", 60, 40) is None
    assert best_wager(0.8, "work", 60, 40) == 25
    assert best_wager(0.1, "morality", 60, 40) == 25
    assert best_wager(0.3, "work", 40, 40) == 25, "at a year level a loss costs nothing"


def shown_traits(state: State) -> tuple[str, ...]:
    """The card's traits in the order this reading shows its responses."""
    return tuple(RULES.cards[state.card or ""].traits[i] for i in state.order)


def test_bot_reads_a_consistent_player_and_bets_on_it() -> None:
    persona = Persona.from_name("Robin", noise=0.0)
    bot = PsychologizerBot("medium")
    rnd = random.Random(3)
    state = playing(players=2, credits=(0, 60), year_levels=(0, 40))
    for _ in range(12):
        state = read_card(replace(state, turn=0, opinion_player=0, phase=Phase.SPIN))
        letter = "abcd"[persona.answer(shown_traits(state), rnd)]
        state = finish(state, letter, {1: Pass()})
    state = read_card(replace(state, turn=0, opinion_player=0, phase=Phase.SPIN))
    expected = "abcd"[persona.answer(shown_traits(state), rnd)]
    action = bot.choose(RULES.observe(state, 1), RULES.legal_actions(state, 1), rnd)
    assert action == Predict(expected, 25)


def test_bot_uses_past_games_when_hard() -> None:
    state = read_card(playing(players=2))
    card = state.card or ""
    prior = {0: Prior(answers={card: [2, 2, 2]})}
    hard = PsychologizerBot("hard", priors=prior, cards=RULES.cards.values())
    action = hard.choose(RULES.observe(state, 1), RULES.legal_actions(state, 1),
                         random.Random(0))
    shown = "abcd"[state.order.index(2)]
    assert isinstance(action, Predict) and action.letter == shown, \
        "past answers number the printed card; the bot finds that response where it is shown"


def test_bot_names_the_forecaster_who_reads_it_best() -> None:
    state = playing(players=3)
    tally = replace(state.tally, right=((0, 0, 0), (5, 0, 0), (0, 0, 0)),
                    tries=((0, 0, 0), (6, 0, 0), (6, 0, 0)))
    state = RULES.apply(landing(replace(state, tally=tally), "pick_and_score"), 0, Spin())
    state = RULES.apply(state, 0, RULES.legal_actions(state, 0)[0])
    action = PsychologizerBot().choose(RULES.observe(state, 0), RULES.legal_actions(state, 0),
                                       random.Random(0))
    assert action == NameForecaster(1)


def test_bots_finish_games_through_observations_only() -> None:
    rules = PsychologizerRules(cards=placeholder_cards(10))
    for seed in range(3):
        state = rules.new_game(PsychologizerOptions(players=4), seed)
        bots = [PsychologizerBot(level) for level in ("easy", "medium", "hard", "medium")]
        rnd = random.Random(seed)
        for _ in range(5000):
            seats = sorted(rules.to_act(state))
            if not seats:
                break
            seat = rnd.choice(seats)
            action = bots[seat].choose(rules.observe(state, seat),
                                       rules.legal_actions(state, seat), rnd)
            state = rules.apply(state, seat, action)
        assert rules.outcome(state) is not None


def test_profile_titles_and_who_reads_whom() -> None:
    assert profile([]).title == "The Mystery Guest"
    assert profile(["caring", "caring", "adventurous"]).title == "The Daring Helper"
    assert profile(["caring"]).title == "The True Helper"
    assert profile(["adventurous", "cautious", "cautious"]).leans[0] == pytest.approx(1 / 3)
    state = read_card(playing(players=3))
    one = finish(state, "b", {1: Predict("b", 5), 2: Predict("a", 5)})
    state = read_card(replace(one, turn=0, opinion_player=0, phase=Phase.SPIN))
    two = finish(state, "d", {1: Predict("d", 5), 2: Pass()})
    reveals = [r for r in (one.last_reveal, two.last_reveal) if r is not None]
    table = who_reads_whom(reveals, 3)
    assert (table[1][0].right, table[1][0].tries) == (2, 2)
    assert (table[2][0].right, table[2][0].tries) == (0, 1)
    assert [[(x.right, x.tries) for x in row] for row in table] == [
        list(zip(r, t, strict=True)) for r, t in zip(two.tally.right, two.tally.tries,
                                                     strict=True)], "same as the live tally"
    assert [a[1] for a in answers_of(reveals, 0)] == [reveals[0].order[1], reveals[1].order[3]]
    assert Respond("a") in RULES.legal_actions(read_card(playing()), 0)


def test_rules_and_ai_never_import_qt() -> None:
    code = ("import sys, psychboard.games.psychologizer.ai, psychboard.games.psychologizer.rules;"
            "assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
