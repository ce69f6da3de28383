"""Therapy's rules, one scenario per rule of the rulebook and per decision on an open detail
(assets/rules/therapy.md). The helpers build positions directly: dice that come up as asked,
a chosen card on top of a deck, couches put where a test needs them."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from psychboard.core.errors import IllegalAction
from psychboard.core.events import Rolled, sentences
from psychboard.core.rng import Rng
from psychboard.games import registry
from psychboard.games.therapy.deck import STAGES, load_therapy_decks
from psychboard.games.therapy.rules import (
    DECKS,
    Answer,
    Roll,
    State,
    TakePeg,
    TherapyOptions,
    TherapyRules,
    flow,
)
from psychboard.games.therapy.rules.engine import opening_order
from psychboard.games.therapy.rules.model import (
    CHANCE,
    FORFEIT,
    FREE,
    GIVE,
    IN_GROUP,
    IN_PSYCHOSIS,
    IN_THERAPY,
    INSIGHT,
    MAX_ROUNDS,
    PSYCHOSIS,
    ROLL,
    SESSION,
    TAKE_PEG,
    THERAPY_DECK,
)
from psychboard.games.therapy.rules.table import Table

RULES = TherapyRules()
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]
RATING, PLAYER, EITHER = "thq-001", "thq-003", "thq-008"


def rng_rolling(*faces: int) -> Rng:
    """A generator whose next draws of below(6) are `faces` (each 1–6)."""
    for seed in range(1_000_000):
        rng, ok = Rng.from_seed(seed), True
        for face in faces:
            value, rng = rng.below(6)
            if value + 1 != face:
                ok = False
                break
        if ok:
            return Rng.from_seed(seed)
    raise AssertionError(f"no seed rolls {faces}")


def game(players: int = 4, **options: Any) -> State:
    """A new game whose turn order is seat order, seat 0 to roll."""
    state = RULES.new_game(TherapyOptions(players=players, **options), 1)
    return replace(state, order=tuple(range(players)), turn=0, actor=0)


def couch(state: State, seat: int, **changes: Any) -> State:
    couches = list(state.couches)
    couches[seat] = replace(couches[seat], **changes)
    return replace(state, couches=tuple(couches))


def on_top(state: State, deck: str, card: str) -> State:
    """`card` is the next card of `deck`."""
    index = DECKS.index(deck)
    pile = (card,) + tuple(c for c in state.decks[index] if c != card)
    return replace(state, decks=state.decks[:index] + (pile,) + state.decks[index + 1:])


def dice(state: State, *faces: int) -> State:
    return replace(state, rng=rng_rolling(*faces))


def roll_to(state: State, seat: int, space: str) -> State:
    """Put `seat`'s couch 7 spaces behind `space` and roll a 3 and a 4."""
    board = RULES.table.board
    start = board.track[(board.track.index(space) - 7) % len(board.track)]
    state = dice(couch(state, seat, at=start), 3, 4)
    return act(state, seat, "Roll")


def act(state: State, seat: int, action: Any, *args: Any) -> State:
    from psychboard.games.therapy import rules as module

    if isinstance(action, str):
        action = getattr(module, action)(*args)
    return RULES.apply(state, seat, action)


def told(before: State, seat: int, action: Any, after: State) -> list[str]:
    return sentences(RULES.events(before, seat, action, after), NAMES)


def end_turn_before(state: State, seat: int) -> State:
    """End the turn of the seat before `seat`: `seat`'s turn starts."""
    turn = (state.order.index(seat) - 1) % state.players
    return flow.end_turn(RULES.table, replace(state, turn=turn))


def session_answers(state: State, answer: int, prediction: int) -> tuple[State, list[str]]:
    assert state.session is not None
    patient, predictor = state.session.patient, state.session.predictor
    state = act(state, patient, "Answer", answer)
    after = act(state, predictor, "Answer", prediction)
    return after, told(state, predictor, Answer(prediction), after)


# The board --------------------------------------------------------------------------------

def test_the_board_has_six_offices_at_the_corners_and_a_stage_per_side() -> None:
    board = RULES.table.board
    offices = board.spaces_of_kind("office")
    assert [o.id for o in offices] == [f"office-{n}" for n in range(1, 7)]
    assert all(round(math.hypot(*o.pos)) == 100 for o in offices)
    sides = [board.space(s).group for s in board.track if board.space(s).group]
    assert list(dict.fromkeys(sides)) == list(STAGES)
    for stage in STAGES:
        kinds = {board.space(s).kind for s in board.track if board.space(s).group == stage}
        assert {"insight", "insight_chance", "group_therapy", "crisis"} <= kinds
    assert [board.follow(f"psychosis-{n}") for n in range(1, 7)] == [o.id for o in offices]
    assert board.loop and board.finish in board.track
    assert not board.on_track("psychosis") and board.space("psychosis").pos == (0.0, 0.0)


def test_offices_spread_round_the_hexagon_and_couches_start_in_them() -> None:
    assert [c.office for c in game(3).couches] == ["office-1", "office-3", "office-5"]
    assert [c.office for c in game(4).couches] == ["office-1", "office-2", "office-4",
                                                   "office-5"]
    assert all(c.at == c.office and not c.pegs for c in game(6).couches)


@given(st.integers(0, 2**32), st.integers(3, 6))
def test_the_highest_opening_roll_goes_first_then_clockwise(seed: int, players: int) -> None:
    order, rolls, _ = opening_order(Rng.from_seed(seed), players)
    first = order[0]
    assert len(rolls) == players and rolls[first] == max(rolls)  # ties rolled again
    assert order == tuple((first + k) % players for k in range(players))


def test_a_roll_moves_the_sum_of_both_dice_and_says_where() -> None:
    state = dice(game(), 4, 3)
    after = act(state, 0, "Roll")
    assert after.couches[0].at == "infancy-7" and after.dice == (4, 3)
    assert told(state, 0, Roll(), after)[0] == "Ana rolls 4 and 3: Infancy Group Therapy"
    assert after.phase == SESSION and RULES.to_act(after) == {0, 1, 2, 3}, \
        "group therapy: the patient, and any of the group may write its prediction"


# Therapy ----------------------------------------------------------------------------------

def test_landing_on_another_office_is_therapy_with_its_owner() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "office-2")
    assert state.phase == SESSION and state.session is not None
    assert (state.session.patient, state.session.predictor) == (0, 1)
    assert state.session.card == RATING and RULES.to_act(state) == {0, 1}
    assert [a.value for a in RULES.legal_actions(state, 0)] == list(range(1, 11))


def test_a_rating_within_one_matches_cures_the_patient_and_pays_the_therapist() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "office-2")
    after, lines = session_answers(state, 7, 8)
    assert lines[-1] == "Ana's answer 7, Ben predicted 8: a match — Ana is cured"
    assert after.phase == TAKE_PEG and RULES.to_act(after) == {1}
    cured = act(after, 1, "TakePeg", "childhood")
    assert cured.couches[1].pegs == ("childhood",)
    assert cured.phase == ROLL and RULES.to_act(cured) == {0}, "the patient rolls again"
    assert told(after, 1, TakePeg("childhood"), cured) == ["Ben takes the Childhood peg"]


def test_a_rating_two_apart_does_not_match_and_therapy_goes_on_next_turn() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "office-2")
    after, lines = session_answers(state, 6, 8)
    assert lines[-1] == "Ana's answer 6, Ben predicted 8: no match — Ana stays in therapy"
    assert after.couches[0].status == IN_THERAPY and after.couches[0].therapist == 1
    assert after.phase == ROLL and RULES.to_act(after) == {1}, "the turn passes"
    again = end_turn_before(after, 0)
    assert again.phase == SESSION and again.session is not None
    assert (again.session.patient, again.session.predictor) == (0, 1)
    assert again.couches[0].at == "office-2"


def test_which_player_answers_name_seats_and_may_name_patient_or_therapist() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, PLAYER), 0, "office-2")
    assert [a.value for a in RULES.legal_actions(state, 1)] == [0, 1, 2, 3]
    after, lines = session_answers(state, 1, 1)
    assert lines[-1] == "Ana's answer Ben, Ben predicted Ben: a match — Ana is cured"
    missed, lines = session_answers(state, 0, 2)
    assert lines[-1] == "Ana's answer Ana, Ben predicted Cy: no match — Ana stays in therapy"


def test_an_either_card_matches_only_the_same_option() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, EITHER), 0, "office-2")
    assert session_answers(state, 0, 0)[0].phase == TAKE_PEG
    assert session_answers(state, 0, 1)[0].couches[0].status == IN_THERAPY


def test_a_therapist_missing_one_peg_takes_it_and_one_with_all_six_takes_none() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "office-2")
    one = couch(state, 1, pegs=STAGES[1:])
    after, _ = session_answers(one, 5, 5)
    assert after.couches[1].pegs == STAGES and after.phase == ROLL and after.actor == 0
    six = couch(state, 1, pegs=STAGES)
    after, _ = session_answers(six, 5, 5)
    assert after.couches[1].pegs == STAGES and after.phase == ROLL and after.actor == 0


def test_a_full_couch_rolls_straight_out_of_an_office() -> None:
    state = roll_to(couch(game(), 0, pegs=STAGES), 0, "office-2")
    assert state.phase == ROLL and state.actor == 0 and state.session is None


def test_a_full_couch_waiting_in_therapy_rolls_out_next_turn() -> None:
    state = couch(game(), 0, at="office-2", status=IN_THERAPY, therapist=1, pegs=STAGES)
    state = end_turn_before(state, 0)
    assert state.phase == ROLL and state.actor == 0 and state.couches[0].status == FREE


def test_sealed_answers_show_only_as_locked_in_and_reveal_together() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "office-2")
    sealed = act(state, 0, "Answer", 9)
    for viewer in (None, 1, 2, 3):
        view = RULES.observe(sealed, viewer)
        assert view.locked_in == (True, False)
        assert view.session is not None and view.session.answer is None
    assert RULES.observe(sealed, 0).session.answer == 9  # type: ignore[union-attr]
    assert told(state, 0, Answer(9), sealed) == ["Ana has written an answer"]
    assert not RULES.commits(state, sealed)
    revealed = act(sealed, 1, "Answer", 2)
    assert RULES.commits(sealed, revealed)
    assert revealed.reveals[-1].answer == 9 and revealed.reveals[-1].prediction == 2


# Group therapy ----------------------------------------------------------------------------

def test_your_own_office_a_group_space_and_an_empty_office_are_group_therapy() -> None:
    for space in ("office-1", "infancy-4", "office-3"):
        state = roll_to(game(), 0, space)
        assert state.phase == SESSION and state.session is not None, space
        assert state.session.predictor == 1, "the next player reads and enters the answer"
        assert state.session.group == (1, 2, 3)


def test_a_group_match_lets_the_patient_choose_the_therapist_who_takes_a_peg() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "infancy-4")
    after, lines = session_answers(state, 4, 3)
    assert lines[-1] == ("Ana's answer 4, the group (through Ben) predicted 3: a match — "
                         "Ana is cured")
    assert after.phase == GIVE and [a.seat for a in RULES.legal_actions(after, 0)] == [1, 2, 3]
    given = act(after, 0, "Give", 3)
    assert given.phase == TAKE_PEG and given.actor == 3
    taken = act(given, 3, "TakePeg", "cosmos")
    assert taken.couches[3].pegs == ("cosmos",) and taken.phase == ROLL and taken.actor == 0


def test_any_of_the_group_may_enter_its_answer_and_is_named_for_it() -> None:
    """The group agrees aloud; whoever of it writes the answer down is its predictor, so a
    person may write for a group whose first clockwise is a computer."""
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "infancy-4")
    assert RULES.to_act(state) == {0, 1, 2, 3}
    answered = act(state, 0, "Answer", 4)
    written = act(answered, 3, "Answer", 3)
    assert told(answered, 3, Answer(3), written)[0] == "Dee has written the group's prediction"
    assert written.reveals[-1].predictor == 3 and written.reveals[-1].match
    first = act(answered, 1, "Answer", 3)  # the rules' first clockwise, as older saves have
    assert first.reveals[-1].predictor == 1
    with pytest.raises(IllegalAction):
        act(written, 2, "Answer", 3)


def test_the_opening_roll_is_told_from_the_seed_new_game_rolled() -> None:
    for seed in range(30):
        state = RULES.new_game(TherapyOptions(players=4), seed)
        events = RULES.opening(TherapyOptions(players=4), seed)
        first = [e for e in events if isinstance(e, Rolled)][:4]
        assert tuple(sum(e.faces) for e in first) == state.opening
        assert events[-1].seats == (state.order[0],)


def test_a_group_mismatch_means_group_therapy_again_next_turn() -> None:
    state = roll_to(on_top(game(), THERAPY_DECK, RATING), 0, "infancy-4")
    after, _ = session_answers(state, 1, 10)
    assert after.couches[0].status == IN_GROUP
    again = end_turn_before(after, 0)
    assert again.phase == SESSION and again.session is not None
    assert again.session.group == (1, 2, 3)


# Insight ----------------------------------------------------------------------------------

def insight_at(state: State, card: str = "ins-inf-001") -> State:
    return roll_to(on_top(state, "infancy", card), 0, "infancy-1")


def test_a_right_insight_answer_earns_the_stage_peg_and_the_turn_passes() -> None:
    state = insight_at(game())
    assert state.phase == INSIGHT and state.insight_card == "ins-inf-001"
    after = act(state, 0, "Answer", 1)  # "False" is right
    assert after.couches[0].pegs == ("infancy",) and after.actor == 1
    assert told(state, 0, Answer(1), after)[:2] == ["Ana answers 'False': right",
                                                    "Ana takes the Infancy peg"]


def test_a_wrong_insight_answer_passes_the_turn() -> None:
    after = act(insight_at(game()), 0, "Answer", 0)
    assert after.couches[0].pegs == () and after.phase == ROLL and after.actor == 1


def test_insight_with_mastery_rolls_again_when_right() -> None:
    state = insight_at(couch(game(), 0, pegs=("infancy",)))
    right = act(state, 0, "Answer", 1)
    assert right.phase == ROLL and right.actor == 0 and right.couches[0].pegs == ("infancy",)
    wrong = act(state, 0, "Answer", 0)
    assert wrong.actor == 1


def test_insight_chance_may_be_passed() -> None:
    state = roll_to(game(), 0, "infancy-3")
    assert state.phase == CHANCE
    after = act(state, 0, "Chance", False)
    assert after.actor == 1 and after.couches[0].at == "infancy-3"


def test_a_wrong_insight_chance_costs_a_peg_and_next_turn_is_one_die_and_therapy() -> None:
    state = roll_to(on_top(couch(game(), 0, pegs=("childhood", "cosmos")), "infancy",
                           "ins-inf-001"), 0, "infancy-3")
    taken = act(state, 0, "Chance", True)
    assert taken.phase == INSIGHT and taken.risky
    wrong = act(taken, 0, "Answer", 0)
    assert wrong.couches[0].at == PSYCHOSIS and wrong.couches[0].status == IN_PSYCHOSIS
    assert wrong.phase == FORFEIT and wrong.actor == 0
    assert {a.stage for a in RULES.legal_actions(wrong, 0)} == {"childhood", "cosmos"}
    lost = act(wrong, 0, "Forfeit", "cosmos")
    assert lost.couches[0].pegs == ("childhood",) and lost.actor == 1
    turn = dice(end_turn_before(lost, 0), 2)
    rolled = act(turn, 0, "Roll")
    assert rolled.dice == (2,) and rolled.couches[0].at == "office-2"
    assert rolled.phase == SESSION and rolled.session is not None
    assert rolled.session.predictor == 1, "therapy with the owner of office 2"


def test_a_right_insight_chance_earns_the_peg() -> None:
    state = roll_to(on_top(game(), "infancy", "ins-inf-001"), 0, "infancy-3")
    after = act(act(state, 0, "Chance", True), 0, "Answer", 1)
    assert after.couches[0].pegs == ("infancy",)


def test_psychosis_arrow_to_an_empty_office_is_group_therapy() -> None:
    state = couch(game(), 0, at=PSYCHOSIS, status=IN_PSYCHOSIS)
    rolled = act(dice(state, 3), 0, "Roll")
    assert rolled.couches[0].at == "office-3" and rolled.session is not None
    assert rolled.session.group == (1, 2, 3)


def test_with_no_peg_ever_lost_psychosis_takes_none() -> None:
    state = roll_to(on_top(couch(game(keep_pegs=True), 0, pegs=("cosmos", "adulthood")),
                           "infancy", "ins-inf-001"), 0, "infancy-3")
    after = act(act(state, 0, "Chance", True), 0, "Answer", 0)
    assert after.couches[0].at == PSYCHOSIS and len(after.couches[0].pegs) == 2
    assert after.actor == 1


def test_one_peg_is_forfeited_without_asking() -> None:
    state = roll_to(on_top(couch(game(), 0, pegs=("cosmos",)), "infancy", "ins-inf-001"), 0,
                    "infancy-3")
    after = act(act(state, 0, "Chance", True), 0, "Answer", 0)
    assert after.couches[0].pegs == () and after.actor == 1


# Winning ----------------------------------------------------------------------------------

def test_reaching_finish_without_six_pegs_does_not_win() -> None:
    state = roll_to(couch(game(), 0, pegs=STAGES[:5]), 0, "finish")
    assert RULES.outcome(state) is None and state.actor == 1


def test_passing_finish_with_six_pegs_wins() -> None:
    board = RULES.table.board
    start = board.track[board.track.index("finish") - 3]
    state = dice(couch(game(), 0, pegs=STAGES, at=start), 5, 6)
    after = act(state, 0, "Roll")
    outcome = RULES.outcome(after)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores == (6, 0, 0, 0) and not RULES.to_act(after)
    assert told(state, 0, Roll(), after)[-1] == "Ana: reached FINISH with a full couch"


def test_the_shorter_game_needs_five_pegs() -> None:
    state = roll_to(couch(game(shorter=True), 0, pegs=STAGES[:5]), 0, "finish")
    assert RULES.outcome(state) is not None


def test_a_game_past_the_round_limit_goes_to_the_most_pegs() -> None:
    state = couch(replace(game(), round=MAX_ROUNDS, turn=3), 2, pegs=("cosmos",))
    over = flow.end_turn(RULES.table, state)
    outcome = RULES.outcome(over)
    assert outcome is not None and outcome.winners == (2,)


def test_the_game_is_registered_for_three_to_six() -> None:
    spec = registry.GAMES["therapy"]
    assert spec.rules is not None and spec.rules().game_id == "therapy"
    assert spec.players == (TherapyRules.min_players, TherapyRules.max_players) == (3, 6)


# Saves ------------------------------------------------------------------------------------

def test_a_save_pins_its_cards_and_replays_with_fewer_cards_on_the_computer() -> None:
    content = RULES.content(TherapyOptions(4))
    assert len(content["cards"]) == 90 + 360 + 30
    assert RULES.with_content(content) is RULES
    fewer = TherapyRules(Table(RULES.table.board, replace(
        load_therapy_decks(), crisis=load_therapy_decks().crisis[:10])))
    again = fewer.with_content(content)
    assert again.new_game(TherapyOptions(4), 5) == RULES.new_game(TherapyOptions(4), 5)


def test_a_save_naming_a_missing_or_changed_card_is_refused_clearly() -> None:
    content = RULES.content(TherapyOptions(4))
    missing = {**content, "cards": content["cards"] + [["fam-999", "0" * 16]]}
    with pytest.raises(IllegalAction, match="doesn't have .*'fam-999'"):
        RULES.with_content(missing)
    changed = {**content, "cards": [[content["cards"][0][0], "0" * 16], *content["cards"][1:]]}
    with pytest.raises(IllegalAction, match="changed since it was saved"):
        RULES.with_content(changed)
    with pytest.raises(IllegalAction, match="damaged"):
        RULES.with_content({"cards": "all"})
