"""Every Crisis card of the shipped deck drawn in play, each verb doing what its card says."""

from __future__ import annotations

import pytest

from psychboard.games.therapy.deck import STAGES, CrisisCard, load_therapy_decks
from psychboard.games.therapy.rules import Roll
from psychboard.games.therapy.rules.model import (
    CRISIS_DECK,
    FORFEIT,
    IN_PSYCHOSIS,
    INSIGHT,
    PSYCHOSIS,
    ROLL,
    SESSION,
    SKIPPING,
    SWAP,
    TAKE_PEG,
    State,
)
from tests.engines.test_therapy import (
    NAMES,
    RULES,
    act,
    couch,
    dice,
    end_turn_before,
    game,
    on_top,
    roll_to,
    told,
)

CARDS = load_therapy_decks().crisis
SPACE = "adolescence-2"  # a Crisis space on the Adolescence side, after the empty office-3
BOARD = RULES.table.board


def drawn(card: str, state: State | None = None) -> State:
    return roll_to(on_top(state or game(), CRISIS_DECK, card), 0, SPACE)


def drawn_and_told(card: str, state: State) -> tuple[State, list[str]]:
    """The Crisis card drawn after a roll of 3 and 4, and what the table was told."""
    start = dice(on_top(couch(state, 0, at=BOARD.track[BOARD.track.index(SPACE) - 7]),
                        CRISIS_DECK, card), 3, 4)
    after = act(start, 0, "Roll")
    return after, told(start, 0, Roll(), after)


def test_the_space_is_a_crisis_space_and_every_verb_is_in_the_deck() -> None:
    assert BOARD.space(SPACE).kind == "crisis"
    assert {c.effect.do for c in CARDS} == {
        "move", "go_to_psychosis", "therapy_at", "group_therapy", "gain_peg", "lose_peg",
        "skip_turn", "roll_again", "everyone_moves", "swap_places", "insight"}


@pytest.mark.parametrize("card", CARDS, ids=[c.id for c in CARDS])
def test_every_crisis_card_plays(card: CrisisCard) -> None:
    state, lines = drawn_and_told(card.id, couch(game(), 0, pegs=STAGES[:5])
                                  if card.effect.do == "lose_peg" else game())
    assert RULES.to_act(state), "the game goes on after every card"
    assert lines[1].startswith("Ana draws a Crisis card: ")
    assert "{" not in " ".join(lines)
    effect, at = card.effect, state.couches[0].at
    verb = effect.do
    if verb == "move":
        _, landed = BOARD.walk(SPACE, effect.steps)
        way = "forward" if effect.steps > 0 else "back"
        assert lines[2] == f"Ana moves {way} {abs(effect.steps)}: {BOARD.space(landed).label}"
        assert at == landed or BOARD.space(landed).kind == "crisis"  # a second card moved on
    elif verb == "go_to_psychosis":
        assert at == PSYCHOSIS and state.couches[0].status == IN_PSYCHOSIS
    elif verb == "therapy_at":
        office = "office-4" if effect.office == "next" else "office-3"
        assert at == office and state.phase == SESSION and state.session is not None
        assert state.session.group == ((2,) if office == "office-4" else (1, 2, 3))
    elif verb == "group_therapy":
        assert at == SPACE and state.session is not None and state.session.group == (1, 2, 3)
    elif verb == "gain_peg":
        stage = "adolescence" if effect.stage == "this_side" else effect.stage
        if stage == "choice":
            assert state.phase == TAKE_PEG and state.actor == 0
        else:
            assert state.couches[0].pegs == (stage,)
    elif verb == "lose_peg":
        stage = "adolescence" if effect.stage == "this_side" else effect.stage
        if stage == "choice":
            assert state.phase == FORFEIT and state.actor == 0
        else:
            assert stage not in state.couches[0].pegs
            assert len(state.couches[0].pegs) == 4 + (stage == "cosmos")
    elif verb == "skip_turn":
        assert state.couches[0].status == SKIPPING and state.actor == 1
        skipped = end_turn_before(state, 0)
        assert skipped.current == 1 and skipped.couches[0].status != SKIPPING
    elif verb == "roll_again":
        assert state.phase == ROLL and state.actor == 0
    elif verb == "everyone_moves":
        for seat in (1, 2, 3):
            assert state.couches[seat].at == BOARD.walk(game().couches[seat].at,
                                                        effect.steps)[1]
    elif verb == "swap_places":
        assert state.phase == SWAP or state.couches[0].at != SPACE
    else:
        stage = "adolescence" if effect.stage == "this_side" else effect.stage
        assert state.phase == INSIGHT and state.insight_stage == stage


def card_doing(verb: str, **params: object) -> str:
    return next(c.id for c in CARDS if c.effect.do == verb and all(
        getattr(c.effect, k) == v for k, v in params.items()))


def test_a_crisis_card_is_read_to_the_table_with_the_drawer_named() -> None:
    card = card_doing("skip_turn")
    _, lines = drawn_and_told(card, game())
    event = next(c.event for c in CARDS if c.id == card).replace("{player}", NAMES[0])
    assert lines[:2] == ["Ana rolls 3 and 4: Adolescence Crisis",
                         f"Ana draws a Crisis card: {event} Miss your next turn."]


def test_swapping_with_the_leader_trades_places() -> None:
    state = couch(couch(game(), 2, pegs=STAGES[:3]), 3, pegs=STAGES[:1])
    state = drawn(card_doing("swap_places", target="leader"), state)
    assert state.couches[0].at == "office-4" and state.couches[2].at == SPACE


def test_swapping_with_the_last_takes_the_fewest_pegs_first_clockwise() -> None:
    state = couch(couch(game(), 1, pegs=STAGES[:3]), 2, pegs=STAGES[:1])
    state = drawn(card_doing("swap_places", target="last"), state)
    assert state.couches[0].at == "office-5" and state.couches[3].at == SPACE


def test_a_chosen_swap_lists_only_couches_free_to_move() -> None:
    state = couch(game(), 1, at=PSYCHOSIS, status=IN_PSYCHOSIS)
    state = drawn(card_doing("swap_places", target="choice"), state)
    assert state.phase == SWAP
    assert [a.seat for a in RULES.legal_actions(state, 0)] == [2, 3]
    swapped = act(state, 0, "Swap", 3)
    assert swapped.couches[0].at == "office-5" and swapped.couches[3].at == SPACE
    assert swapped.actor == 1


def test_everyone_moves_but_couches_in_psychosis_stay() -> None:
    state = couch(game(), 1, at=PSYCHOSIS, status=IN_PSYCHOSIS)
    card = next(c for c in CARDS if c.effect.do == "everyone_moves")
    state = drawn(card.id, state)
    assert state.couches[1].at == PSYCHOSIS
    assert state.couches[2].at == BOARD.walk("office-4", card.effect.steps)[1]


def test_no_peg_is_lost_to_a_crisis_card_with_that_option() -> None:
    state = couch(game(keep_pegs=True), 0, pegs=STAGES[:5])
    for card in (c for c in CARDS if c.effect.do == "lose_peg"):
        after = drawn(card.id, state)
        assert after.couches[0].pegs == STAGES[:5] and after.actor == 1


def test_gaining_a_peg_already_held_changes_nothing() -> None:
    card = card_doing("gain_peg", stage="adulthood")
    state = couch(game(), 0, pegs=("adulthood",))
    after = drawn(card, state)
    assert after.couches[0].pegs == ("adulthood",) and after.actor == 1
