"""Psychologizer's phone hand: its words at positions reached by the rules, that a seat's hand
never holds another seat's sealed answer or prediction, and that a prediction is tapped as it
is said — the answer, then the stake."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

from psychboard.games.psychologizer.phone import hand
from psychboard.games.psychologizer.rules import (
    LETTERS,
    Pass,
    Phase,
    Predict,
    Prediction,
    PsychologizerOptions,
    PsychologizerRules,
    Respond,
    State,
)
from tests.engines.hand_reading import HandAt, lines, steps
from tests.engines.playout import positions

RULES = PsychologizerRules()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
HIDEOUT = ("A: In a big clubhouse for all their friends.", "B: In a glass bubble under the sea.",
           "C: Behind a waterfall only they know about.", "D: On a snowy mountain top.")


_hand = HandAt(RULES, hand, NAMES)




def _to_card(seed: int) -> State:
    """A three-player game played by the first legal choice until a card is read."""
    state = RULES.new_game(PsychologizerOptions(players=3), seed)
    while state.phase is not Phase.CHOOSE:
        seat = min(RULES.to_act(state))
        state = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    return state


def _walk(seed: int) -> Iterator[State]:
    """Every position of a game of random legal moves, to its end."""
    rnd = random.Random(seed)
    yield from positions(RULES, PsychologizerOptions(players=rnd.randint(2, 5)), seed, rnd)


def test_the_opinion_player_reads_the_card_and_picks_a_letter() -> None:
    state = _to_card(1)
    h = _hand(state, 2)
    assert h.prompt == "Your true opinion, in secret: pick your answer."
    assert [s.heading for s in h.sections] == ["What If? card for Cy", "Your credits",
                                               "Everyone"]
    assert h.sections[0].lines == (
        "Cy can have a secret hideout anywhere. Where does Cy choose?", *HIDEOUT)
    assert lines(h, "Your credits") == ("You have 0 of 150 credits for the Bachelor's Degree.",)
    assert lines(h, "Everyone") == ("Ann: 0 of 150 credits", "Bo: 0 of 150 credits",
                                     "Cy: 0 of 150 credits")
    assert steps(h) == [(a,) for a in HIDEOUT] + [("Bypass: draw the next card",)]
    assert h.send == "Lock in"


def test_a_prediction_is_the_answer_then_the_stake() -> None:
    h = _hand(_to_card(1), 0)
    assert h.prompt == "Predict Cy's answer and stake credits, or pass."
    tapped = steps(h)
    assert tapped[:3] == [(HIDEOUT[0], "Stake 5 credits"), (HIDEOUT[0], "Stake 15 credits"),
                          (HIDEOUT[0], "Stake 25 credits")]
    assert tapped[-1] == ("Pass: stake nothing",)
    chosen = next(p for p in h.picks if p.steps == (HIDEOUT[2], "Stake 15 credits"))
    assert chosen.action == Predict("c", 15)


def test_a_sealed_choice_shows_on_its_own_seat_only() -> None:
    state = RULES.apply(RULES.apply(_to_card(1), 2, Respond("b")), 0, Predict("c", 15))
    cy, ann, bo = _hand(state, 2), _hand(state, 0), _hand(state, 1)
    assert lines(cy, "Your sealed answer") == (HIDEOUT[1], "It stays secret until the reveal.")
    assert lines(ann, "Your sealed prediction") == (HIDEOUT[2], "Stake: 15 credits")
    assert (cy.prompt, cy.picks) == ("", ())
    assert lines(cy, "Waiting for") == ("Bo",)
    assert not [s for s in bo.sections if s.heading.startswith("Your sealed")]
    for other in (ann, bo):  # Cy's answer shows only as one of the card's four
        beyond_card = [w for s in other.sections[1:] for w in s.lines]
        assert not [w for w in beyond_card if HIDEOUT[1] in w]
    after = _hand(RULES.apply(state, 1, Pass()), 1)
    assert lines(after, "Last turn") == ("Cy answered B: In a glass bubble under the sea.",
                                          "You passed.")


def test_no_hand_changes_with_another_seats_secret() -> None:
    """Whatever another seat sealed, a seat's hand is the same."""
    checked = 0
    for seed in range(4):
        for state in _walk(seed):
            if state.phase is not Phase.CHOOSE:
                continue
            for seat in range(state.players):
                mine = _hand(state, seat)
                for other in _secrets_swapped(state, seat):
                    assert _hand(other, seat) == mine
                    checked += 1
    assert checked > 200


def _secrets_swapped(state: State, seat: int) -> list[State]:
    """The state with each choice sealed by a seat but `seat` made differently."""
    found = []
    if state.response is not None and state.opinion_player != seat:
        found += [dataclasses.replace(state, response=x) for x in LETTERS
                  if x != state.response]
    for other, sealed in enumerate(state.sealed):
        if sealed is None or other == seat:
            continue
        changed = Prediction(None, 0) if sealed.letter else Prediction("a", 5)
        found.append(dataclasses.replace(
            state, sealed=(*state.sealed[:other], changed, *state.sealed[other + 1:])))
    return found


def test_a_playoff_prediction_stakes_nothing() -> None:
    state = next(s for s in _walk(4) if s.playoff and s.phase is Phase.CHOOSE)
    h = _hand(state, 0)
    assert h.prompt == "Playoff: predict Cy's answer."
    assert all(len(steps) == 1 and steps[0][:3] in ("A: ", "B: ", "C: ", "D: ")
               for steps in steps(h))
    assert "Playoff: a wrong prediction is out." in h.sections[0].lines
    assert lines(h, "Your credits") == (
        "You have earned the Bachelor's Degree, with 155 credits.",)


def test_special_spaces_name_players() -> None:
    score = next(s for s in _walk(0) if s.phase is Phase.NAME_FORECASTER)
    h = _hand(score, score.turn)
    assert h.prompt == ("Pick and Score: name the player most likely to guess your answer. "
                        "You win or lose what they do.")
    assert steps(h) == [("Ann",), ("Cy",), ("Di",), ("Ed",)]
    assert h.send == "Choose"
    play = next(s for s in _walk(0) if s.phase is Phase.NAME_OPINION_PLAYER)
    assert _hand(play, play.turn).prompt == ("Pick and Play: name who gives the opinion. "
                                             "Only you predict this turn.")


def test_the_start_and_the_end() -> None:
    first = RULES.new_game(PsychologizerOptions(players=3), 1)
    h = _hand(first, 0)
    assert h.prompt == "Spin for the first turn: land alone on a white space to start."
    assert (steps(h), h.send) == ([("Spin",)], "Spin")
    assert lines(_hand(first, 1), "Waiting for") == ("Ann",)
    *_, final = _walk(1)
    end = _hand(final, 0)
    assert end.prompt == "Game over: Cy earns the Bachelor's Degree and wins."
    assert end.picks == ()


def test_no_card_text_keeps_a_placeholder() -> None:
    for seed in range(3):
        for state in _walk(seed):
            for seat in range(state.players):
                h = _hand(state, seat)
                words = [*(w for s in h.sections for w in s.lines),
                         *(w for p in h.picks for w in p.steps)]
                assert not [w for w in words if "{player}" in w or "{other}" in w]
