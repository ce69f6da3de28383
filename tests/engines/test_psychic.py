"""Psychic Solitaire: scenario tests on stacked decks, bands, views and the computer players."""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

from psychboard.core.cards import JOKER, Card, Colour, Suit, standard_deck
from psychboard.core.errors import IllegalAction
from psychboard.core.events import sentences
from psychboard.core.serial import from_json, to_json
from psychboard.games.psychic.ai import (
    CountingBot,
    NaiveBot,
    best_guess,
    expected_naive_score,
    naive_score_distribution,
    odds,
)
from psychboard.games.psychic.rules import (
    BANDS,
    FLIP,
    PERFECT_SCORE,
    Guess,
    GuessCard,
    GuessColour,
    GuessKind,
    GuessSuit,
    Phase,
    PsychicOptions,
    PsychicRules,
    State,
    band,
    guesses_for,
)

RULES = PsychicRules()
PLAIN = PsychicOptions()
FORETELLING = PsychicOptions(foretelling=True)


def stacked(*codes: str, options: PsychicOptions = PLAIN) -> State:
    """A game whose deck starts with `codes`, top first, then the other cards in suit order."""
    top = [Card.parse(c) for c in codes]
    return RULES.new_game_from_deck(options, top + [c for c in standard_deck() if c not in top])


def guess_for(state: State, right: bool) -> Guess:
    """An announcement for the current phase that will be right (or wrong) on the top card."""
    card = state.deck[0]
    return next(g for g in guesses_for(state.phase) if g.matches(card) is right)


def play(state: State, pattern: str) -> State:
    """Announce and flip once per letter: R for a right guess, W for a wrong one."""
    for letter in pattern:
        state = RULES.apply(state, 0, guess_for(state, letter == "R"))
        state = RULES.apply(state, 0, FLIP)
    return state


def check_cards(state: State) -> None:
    everything = list(state.deck) + [p.card for p in state.passed]
    assert Counter(everything) == Counter(standard_deck(jokers=1))
    assert state.deck[-1] == JOKER


# --- the phases -------------------------------------------------------------------------------


def test_a_right_colour_guess_passes_one_card_face_down_and_climbs_to_suits() -> None:
    state = stacked("QH", "2C", "5S")
    state = RULES.apply(state, 0, GuessColour(Colour.RED))
    assert state.announced == GuessColour(Colour.RED)
    state = RULES.apply(state, 0, FLIP)
    move = state.moves[-1]
    assert (move.card, move.right, move.face_down, move.face_up) == (
        Card.parse("QH"), True, (Card.parse("2C"),), ())
    assert state.phase is Phase.SUIT and state.announced is None
    assert state.deck[0] == Card.parse("5S")
    assert [(p.card.code, p.face_up) for p in state.passed] == [("QH", True), ("2C", False)]
    assert state.score == 1


def test_right_in_phase_one_then_wrong_in_phase_two_turns_three_cards_up() -> None:
    state = stacked("QH", "2C", "5S", "6S", "7S", "8S", "9S")
    state = play(state, "R")
    state = RULES.apply(state, 0, GuessSuit(Suit.HEARTS))
    state = RULES.apply(state, 0, FLIP)
    move = state.moves[-1]
    assert move.card == Card.parse("5S") and not move.right
    assert [c.code for c in move.face_up] == ["6S", "7S", "8S"] and move.face_down == ()
    assert state.phase is Phase.COLOUR
    assert state.score == 1 and state.face_up_count == 5
    assert state.deck[0] == Card.parse("9S")
    check_cards(state)


def test_a_wrong_kind_guess_turns_five_cards_up_and_starts_over() -> None:
    state = play(stacked(), "RR")
    assert state.phase is Phase.KIND and state.score == 4
    top = state.deck[0]
    state = RULES.apply(state, 0, GuessKind(top.rank % 13 + 1))
    state = RULES.apply(state, 0, FLIP)
    move = state.moves[-1]
    assert move.phase is Phase.KIND and not move.right and len(move.face_up) == 5
    assert state.phase is Phase.COLOUR and state.score == 4
    assert state.remaining == 52 - 6 - 6
    check_cards(state)


def test_a_perfect_game_scores_exactly_48() -> None:
    state = play(stacked(), "RRRR")
    assert state.over and state.score == PERFECT_SCORE
    assert state.face_up_count == 4 and state.remaining == 0
    assert RULES.to_act(state) == frozenset()
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0,) and outcome.scores == (48,)
    assert "Psychic Genius" in outcome.reason
    check_cards(state)


def test_a_right_phase_four_guess_after_a_stumble_sends_the_rest_face_down() -> None:
    state = play(stacked(), "WRRR")
    assert state.phase is Phase.CARD
    top = state.deck[0]
    assert top.suit is not None
    state = RULES.apply(state, 0, GuessCard(top.rank, top.suit))
    state = RULES.apply(state, 0, FLIP)
    move = state.moves[-1]
    assert move.right and move.ended and not move.cut_short
    assert len(move.face_down) == 52 - 2 - 2 - 4 - 6 - 1
    assert state.over and state.score == 46 and state.phase is Phase.CARD
    assert band(state.score).title == "Divine Uber-Augur"
    check_cards(state)


def test_a_wrong_phase_four_guess_still_ends_the_game_with_everything_face_up() -> None:
    state = play(stacked(), "RRRW")
    assert state.over and state.score == 9 and state.remaining == 0
    assert state.face_up_count == 3 + 1 + 39


def test_the_joker_stops_a_bonus_count_in_the_middle() -> None:
    state = play(stacked(), "W" * 24)
    assert state.remaining == 4 and state.score == 0
    state = play(state, "R")
    assert state.phase is Phase.SUIT and state.remaining == 2
    state = play(state, "R")
    move = state.moves[-1]
    assert move.ended and move.cut_short and len(move.face_down) == 1
    assert state.over and state.score == 2
    assert RULES.legal_actions(state, 0) == ()
    check_cards(state)


def test_the_joker_stops_a_penalty_count_in_the_middle() -> None:
    state = play(stacked(), "W" * 24 + "RW")
    move = state.moves[-1]
    assert move.ended and move.cut_short and len(move.face_up) == 1
    assert state.over and state.score == 1


# --- what may be done -------------------------------------------------------------------------


def test_only_the_current_phase_may_be_announced_and_then_only_flip() -> None:
    state = stacked()
    assert list(RULES.legal_actions(state, 0)) == [GuessColour(Colour.RED),
                                                   GuessColour(Colour.BLACK)]
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, FLIP)
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, GuessSuit(Suit.HEARTS))
    announced = RULES.apply(state, 0, GuessColour(Colour.RED))
    assert RULES.legal_actions(announced, 0) == (FLIP,)
    with pytest.raises(IllegalAction):
        RULES.apply(announced, 0, GuessColour(Colour.BLACK))
    with pytest.raises(IllegalAction):
        RULES.apply(announced, 1, FLIP)
    in_kind = play(state, "RR")
    assert len(RULES.legal_actions(in_kind, 0)) == 13
    with pytest.raises(IllegalAction):
        RULES.apply(in_kind, 0, GuessKind(14))
    assert len(RULES.legal_actions(play(state, "RRR"), 0)) == 52


def test_nothing_may_be_done_once_the_joker_is_up() -> None:
    state = play(stacked(), "RRRR")
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, GuessCard(1, Suit.CLUBS))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, FLIP)


def test_set_up_errors() -> None:
    with pytest.raises(IllegalAction):
        RULES.new_game(PsychicOptions(players=2), 1)
    with pytest.raises(ValueError, match="52 cards"):
        RULES.new_game_from_deck(PLAIN, standard_deck()[:51])
    with pytest.raises(ValueError, match="52 cards"):
        RULES.new_game_from_deck(PLAIN, standard_deck()[:51] + standard_deck()[:1])


def test_announcing_can_be_undone_and_flipping_cannot() -> None:
    state = stacked()
    announced = RULES.apply(state, 0, GuessColour(Colour.BLACK))
    flipped = RULES.apply(announced, 0, FLIP)
    assert not RULES.commits(state, announced)
    assert RULES.commits(announced, flipped)


def test_actions_read_well() -> None:
    assert str(GuessColour(Colour.RED)) == "guess red"
    assert str(GuessSuit(Suit.SPADES)) == "guess Spades"
    assert str(GuessKind(12)) == "guess Queen"
    assert str(GuessCard(12, Suit.HEARTS)) == "guess Queen of Hearts"
    assert str(FLIP) == "flip"


@pytest.mark.parametrize("guess", [GuessColour(Colour.BLACK), GuessSuit(Suit.CLUBS),
                                   GuessKind(7), GuessCard(7, Suit.CLUBS)])
def test_every_kind_of_announcement_survives_a_save(guess: Guess) -> None:
    state = replace(play(stacked(), "RRR"), phase=guess.phase, announced=guess)
    assert from_json(State, json.loads(json.dumps(to_json(state)))) == state


# --- what is seen -----------------------------------------------------------------------------


def test_observe_never_shows_the_order_of_the_deck() -> None:
    one, two = RULES.new_game(PLAIN, 1), RULES.new_game(PLAIN, 2)
    assert one.deck != two.deck
    assert RULES.observe(one, 0) == RULES.observe(two, 0) == RULES.observe(one, None)
    # Same top cards, different cards below: identical play looks identical.
    a = stacked("QH", "2C", "5S", "6S", "7S", "8S")
    b = RULES.new_game_from_deck(PLAIN, a.deck[:6] + tuple(reversed(a.deck[6:-1])))
    a, b = play(a, "RW"), play(b, "RW")
    assert a.deck != b.deck
    assert RULES.observe(a, 0) == RULES.observe(b, 0)


def test_face_down_cards_show_only_as_a_count() -> None:
    state = play(stacked("QH", "2C"), "R")
    view = RULES.observe(state, 0)
    assert view.last is not None
    assert view.last.face_down == 1 and view.last.seen == (Card.parse("QH"),)
    assert "2C" not in json.dumps(to_json(view))
    assert (view.face_down, view.face_up, view.remaining, view.score) == (1, 1, 50, 1)
    assert view.band.title == "Freak of Nature"


def test_foretelling_shows_every_face_up_card_and_plain_play_only_the_last_move() -> None:
    codes = ("QH", "2C", "5S", "6S", "7S", "8S", "9S")
    plain = RULES.observe(play(stacked(*codes), "RW"), 0)
    told = RULES.observe(play(stacked(*codes, options=FORETELLING), "RW"), 0)
    assert plain.history == () and plain.last is not None
    assert [c.code for c in plain.seen] == ["5S", "6S", "7S", "8S"]
    assert len(told.history) == 2 and told.last == told.history[-1]
    assert [c.code for c in told.seen] == ["QH", "5S", "6S", "7S", "8S"]


def test_the_announcement_is_public() -> None:
    view = RULES.observe(RULES.apply(stacked(), 0, GuessColour(Colour.RED)), 0)
    assert view.announced == GuessColour(Colour.RED)


# --- bands ------------------------------------------------------------------------------------


def test_bands_cover_every_possible_score_once_with_the_rulebook_thresholds() -> None:
    assert BANDS[0].low == 0 and BANDS[-1].high == PERFECT_SCORE
    for lower, upper in zip(BANDS, BANDS[1:], strict=False):
        assert upper.low == lower.high + 1
    edges = {0: "Freak of Nature", 1: "Freak of Nature", 2: "Sleepy Apprentice",
             9: "Sleepy Apprentice", 10: "Even Steven", 11: "Seer of the Slightly Better than "
             "Average", 15: "Seer of the Slightly Better than Average", 16:
             "Intermittent Prognosticator", 21: "Mystic Messenger", 26: "Lucky Duck",
             31: "Smarty-Pants Prophet", 36: "Oracle of Probability", 41: "Divine Uber-Augur",
             47: "Divine Uber-Augur", 48: "Psychic Genius"}
    for score, title in edges.items():
        assert band(score).title == title
    for impossible in (-1, 49):
        with pytest.raises(ValueError):
            band(impossible)


# --- computer play and odds -------------------------------------------------------------------


def test_odds_count_the_cards_seen_face_up() -> None:
    reds = [c.code for c in standard_deck() if c.colour is Colour.RED][:10]
    state = stacked(*reds, options=FORETELLING)
    for _ in range(5):
        state = RULES.apply(state, 0, GuessColour(Colour.BLACK))
        state = RULES.apply(state, 0, FLIP)
    told = odds(RULES.observe(state, 0))
    assert told == {GuessColour(Colour.RED): 16 / 42, GuessColour(Colour.BLACK): 26 / 42}
    assert best_guess(RULES.observe(state, 0)) == GuessColour(Colour.BLACK)
    plain = stacked(*reds)
    for _ in range(5):
        plain = RULES.apply(plain, 0, GuessColour(Colour.BLACK))
        plain = RULES.apply(plain, 0, FLIP)
    assert odds(RULES.observe(plain, 0))[GuessColour(Colour.RED)] == 24 / 50


def test_odds_add_up_to_one_in_every_phase() -> None:
    state = RULES.new_game(FORETELLING, 7)
    while not state.over:
        chances = odds(RULES.observe(state, 0))
        assert set(chances) == set(guesses_for(state.phase))
        assert sum(chances.values()) == pytest.approx(1)
        state = play(state, "W")
    assert odds(RULES.observe(state, 0)) == {} and best_guess(RULES.observe(state, 0)) is None


def test_bots_announce_a_legal_guess_and_then_flip() -> None:
    rnd = random.Random(3)
    for bot in (NaiveBot(), CountingBot()):
        state = RULES.new_game(FORETELLING, 11)
        while RULES.to_act(state):
            legal = RULES.legal_actions(state, 0)
            action = bot.choose(RULES.observe(state, 0), legal, rnd)
            assert action in legal
            state = RULES.apply(state, 0, action)


def _mean_score(bot: NaiveBot | CountingBot, options: PsychicOptions, deals: int) -> float:
    scores = []
    for seed in range(deals):
        rnd, state = random.Random(seed), RULES.new_game(options, seed)
        while RULES.to_act(state):
            view = RULES.observe(state, 0)
            state = RULES.apply(state, 0, bot.choose(view, RULES.legal_actions(state, 0), rnd))
        scores.append(state.score)
    return statistics.fmean(scores)


def test_counting_beats_naive_with_foretelling() -> None:
    # Over 2,000 deals the standard error of a mean is about 0.06; the gap is about 1.2.
    assert _mean_score(CountingBot(), FORETELLING, 2000) > _mean_score(
        NaiveBot(), FORETELLING, 2000) + 0.6


def test_the_exact_naive_distribution() -> None:
    dist = naive_score_distribution()
    assert sum(dist.values()) == 1
    assert max(dist) == PERFECT_SCORE
    # 48 needs four right guesses in a row from the very first card.
    assert dist[PERFECT_SCORE] == Fraction(1, 2 * 4 * 13 * 52)
    assert expected_naive_score() == sum(s * p for s, p in dist.items())


def test_simulated_naive_mean_matches_the_exact_expectation() -> None:
    dist = naive_score_distribution()
    mean = expected_naive_score()
    sd = float(sum((s - mean) ** 2 * p for s, p in dist.items())) ** 0.5
    deals = 20_000
    rules, scores = RULES, []
    for seed in range(deals):
        rnd, state = random.Random(seed), rules.new_game(PLAIN, seed)
        while not state.over:
            legal = rules.legal_actions(state, 0)
            state = rules.apply(rules.apply(state, 0, legal[rnd.randrange(len(legal))]), 0, FLIP)
        scores.append(state.score)
    # Four exact standard errors (sd ≈ 2.67, so ≈ 0.076): a false alarm has odds under 1e-4.
    assert abs(statistics.fmean(scores) - float(mean)) < 4 * sd / deals ** 0.5


def test_rules_and_ai_never_import_qt() -> None:
    code = ("import sys, psychboard.games.psychic.rules, psychboard.games.psychic.ai; "
            "assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_log_line_of_a_flip_tells_what_turned_up_and_what_it_earned() -> None:
    def told(state: object, action: object) -> list[str]:
        return sentences(RULES.events(state, 0, action, RULES.apply(state, 0, action)), ["Sam"])

    state = RULES.apply(stacked("QH", "2C"), 0, GuessColour(Colour.RED))
    assert told(state, FLIP) == ["Sam flips the Queen of Hearts: right, 1 more face down"]
    wrong = RULES.apply(stacked("QH", "2C"), 0, GuessColour(Colour.BLACK))
    assert told(wrong, FLIP) == ["Sam flips the Queen of Hearts: wrong, 1 more face up"]
    assert told(stacked("QH", "2C"), GuessColour(Colour.RED)) == ["Sam guesses red"]


@pytest.mark.parametrize("options", [PLAIN, FORETELLING])
def test_nothing_shows_the_order_of_the_cards_still_in_the_hand(options: PsychicOptions) -> None:
    """Two hands that differ only below the top card look alike and log alike until a flip."""
    rnd = random.Random(11)
    state = play(stacked("QH", "2C", "9S", options=options), "RW")
    for _ in range(5):
        rest = list(state.deck[:-1])
        rnd.shuffle(rest)
        other = replace(state, deck=(*rest, state.deck[-1]))
        assert RULES.observe(other, 0) == RULES.observe(state, 0)
        for guess in guesses_for(state.phase)[:3]:
            assert sentences(RULES.events(state, 0, guess, RULES.apply(state, 0, guess)),
                             ["Sam"]) == \
                sentences(RULES.events(other, 0, guess, RULES.apply(other, 0, guess)), ["Sam"])
