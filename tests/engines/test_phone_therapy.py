"""Therapy's phone hand: its words at positions reached by the rules, that a seat's hand never
holds another seat's sealed answer, that an answer is tapped as it is said, and that an
Insight card's answer stays the table's to reveal."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator

import pytest

from psychboard.core.hands import Hand
from psychboard.games.therapy.ai import table
from psychboard.games.therapy.phone import hand
from psychboard.games.therapy.rules import Answer, State, TherapyOptions, TherapyRules
from psychboard.games.therapy.rules.engine import answer_values
from psychboard.games.therapy.rules.model import Phase
from tests.engines.hand_reading import HandAt, lines, steps
from tests.engines.playout import positions

RULES = TherapyRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


_hand = HandAt(RULES, hand, NAMES)




def _words(h: Hand) -> str:
    parts = [h.prompt, *(w for p in h.picks for w in p.steps)]
    for section in h.sections:
        parts += [section.heading, *section.lines]
    return "\n".join(parts)


def _walk(seed: int, players: int = 4) -> Iterator[State]:
    """Every position of a game of random legal moves, to its end."""
    yield from positions(RULES, TherapyOptions(players=players), seed, random.Random(seed))


def _first(seed: int, found: Callable[[State], bool]) -> State:
    return next(s for s in _walk(seed) if found(s))


def _fresh_session(kind: str) -> Callable[[State], bool]:
    """A session with one therapist on a card of `kind`, before either has answered."""
    def found(state: State) -> bool:
        s = state.session
        return (state.phase == Phase.SESSION and s is not None and len(s.group) == 1
                and s.answer is None and s.prediction is None
                and table().questions[s.card].type == kind)
    return found


def test_a_rating_is_tapped_as_a_number_of_ten() -> None:
    state = _first(0, _fresh_session("rating"))
    ann, bo = _hand(state, 0), _hand(state, 1)
    assert ann.prompt == "You are the patient: your honest answer, in secret."
    assert bo.prompt == "Predict Ann's answer, in secret."
    assert ann.sections[0].heading == "Therapy with Bo: the card for Ann"
    assert ann.sections[0].lines == (
        "On a scale of 1 to 10, how much does Ann feel at home deep in a forest, far from "
        "roads and shops?", "From 1 (where's the wifi?) to 10 (never happier).")
    assert steps(bo) == [("1 of 10 (where's the wifi?)",), *((f"{n} of 10",) for n in
                                                               range(2, 10)),
                          ("10 of 10 (never happier)",)]
    assert [p.action for p in bo.picks] == [Answer(n) for n in range(1, 11)]
    assert (ann.send, lines(ann, "Your couch")) == ("Lock in", (
        "Your office: Office 1.", "Your couch is on Office 2.",
        "Mastery pegs (2 of 6): Adulthood, Cosmos."))
    assert lines(ann, "Pegs") == ("Ann: 2 of 6 pegs", "Bo: 0 of 6 pegs", "Cy: 0 of 6 pegs",
                                   "Di: 2 of 6 pegs")
    assert (_hand(state, 2).prompt, lines(_hand(state, 2), "Waiting for")) == ("",
                                                                              ("Ann, Bo",))


def test_options_and_players_are_tapped_by_their_words() -> None:
    either = _first(5, _fresh_session("either"))
    h = _hand(either, 2)
    assert h.sections[0].lines == ("On a free Saturday, would Cy rather stay in or go out?",
                                   "A: A cosy day at home", "B: Out and about all day")
    assert steps(h) == [("A: A cosy day at home",), ("B: Out and about all day",)]
    player = _first(0, _fresh_session("player"))
    h = _hand(player, 1)
    assert h.prompt == "Predict Di's answer, in secret."
    assert h.sections[0].lines[1] == "Answer with someone at the table."
    assert steps(h) == [("Ann",), ("Bo",), ("Cy",), ("Di",)]


def test_a_sealed_answer_shows_on_its_own_seat_only() -> None:
    state = _first(0, _fresh_session("rating"))
    state = RULES.apply(state, 0, Answer(7))
    ann, bo = _hand(state, 0), _hand(state, 1)
    assert lines(ann, "Your sealed answer") == ("7 of 10", "It stays secret until both are in.")
    assert (ann.prompt, ann.picks, lines(ann, "Waiting for")) == ("", (), ("Bo",))
    assert "7 of 10" not in [w for s in bo.sections for w in s.lines]
    state = RULES.apply(state, 1, Answer(1))
    assert not [s for s in _hand(state, 1).sections if s.heading.startswith("Your sealed")]


def test_no_hand_changes_with_another_seats_secret() -> None:
    """Whatever the patient or the therapist sealed, every other seat's hand is the same."""
    checked = 0
    for seed in range(4):
        for state in _walk(seed):
            s = state.session
            if state.phase != Phase.SESSION or s is None:
                continue
            values = answer_values(RULES.table, s.card, state.players)
            for seat in range(state.players):
                mine = _hand(state, seat)
                swapped = []
                if s.answer is not None and seat != s.patient:
                    swapped += [dataclasses.replace(s, answer=v) for v in values]
                if s.prediction is not None and seat != s.predictor:
                    swapped += [dataclasses.replace(s, prediction=v) for v in values]
                for other in swapped:
                    assert _hand(dataclasses.replace(state, session=other), seat) == mine
                    checked += 1
    assert checked > 200


def test_an_insight_card_never_shows_its_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand is the same whichever option is right; the explanation never shows."""
    state = _first(0, lambda s: s.phase == Phase.INSIGHT)
    h = _hand(state, 2)
    assert h.prompt == "Pick your answer; the table checks it."
    assert h.sections[0].heading == "Adulthood Insight card for Cy"
    assert h.sections[0].lines == (
        "Most adults' earliest memories go back to about what age?", "A: About 6 months",
        "B: About 3 to 4 years", "C: About 8 years",
        "Insight Chance: a wrong answer means Psychosis.")
    assert steps(h) == [("A: About 6 months",), ("B: About 3 to 4 years",),
                         ("C: About 8 years",)]
    assert h.send == "Answer"
    card = table().insight[state.insight_card]
    before = [_hand(state, seat) for seat in range(state.players)]
    assert not [b for b in before if card.explanation in _words(b)]
    for option in card.options:
        monkeypatch.setitem(table().insight, card.id,
                            dataclasses.replace(card, answer=option, explanation="told"))
        assert [_hand(state, seat) for seat in range(state.players)] == before


def test_turns_pegs_and_swaps_in_words() -> None:
    first = RULES.new_game(TherapyOptions(players=4), 0)
    h = _hand(first, first.order[0])
    assert (h.prompt, steps(h), h.send) == ("Your turn: roll the dice and move.",
                                             [("Roll the dice",)], "Roll")
    swap = _first(3, lambda s: s.phase == Phase.SWAP)
    h = _hand(swap, swap.actor)
    assert h.prompt == "Crisis: choose a couch to swap places with."
    assert steps(h) == [("Ann (on Adulthood Insight Chance)",), ("Bo (on Cosmos Crisis)",),
                         ("Cy (on Infancy Insight Chance)",)]
    lose = _first(0, lambda s: s.phase == Phase.FORFEIT)
    h = _hand(lose, lose.actor)
    assert h.prompt == "Psychosis: choose a Mastery peg to give up."
    assert steps(h) == [("Give up the Infancy peg",), ("Give up the Adolescence peg",),
                         ("Give up the Seniority peg",)]
    assert lines(h, "Your couch")[-1] == "You are in Psychosis."


def test_game_over_names_the_winner_and_why() -> None:
    *_, final = _walk(1)
    outcome = RULES.outcome(final)
    assert outcome is not None
    h = _hand(final, 0)
    who = " and ".join(NAMES[s] for s in outcome.winners)
    assert h.prompt.startswith(f"Game over: {who} win")
    assert h.picks == ()
