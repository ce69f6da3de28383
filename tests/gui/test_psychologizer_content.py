"""Psychologizer's card and reveal panels fill in `{player}` and `{other}` with the seats' names
and show the responses in the order dealt for the reading (pure content, no widgets)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from psychboard.core.rng import Rng
from psychboard.core.saves import SeatConfig
from psychboard.games.psychologizer import scene_content as build
from psychboard.games.psychologizer.deck import OpinionCard, Response
from psychboard.games.psychologizer.rules import (
    Pass,
    Phase,
    PsychologizerOptions,
    PsychologizerRules,
    Respond,
    Spin,
)

CARD = OpinionCard("tst-001", "work", "{other} dares {player} to sing at the school fair.",
                   (Response("Sing with {other}.", "sociable"),
                    Response("Sing alone.", "adventurous"),
                    Response("Politely refuse.", "reserved"),
                    Response("Dare {other} back.", "independent")), 8)
RULES = PsychologizerRules(cards=[CARD])
SEATS = (SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square"),
         SeatConfig("Cy", "#009E73", "triangle"))


def test_the_card_and_the_reveal_name_the_other_seat_and_keep_the_dealt_order() -> None:
    state = RULES.new_game(PsychologizerOptions(players=3), 4)
    state = replace(state, phase=Phase.SPIN, turn=0, opinion_player=0, start_contenders=(0,))
    spun = (RULES.apply(replace(state, rng=Rng.from_seed(k)), 0, Spin()) for k in range(100))
    state = next(s for s in spun if s.phase is Phase.CHOOSE and s.special is None)
    other = SEATS[state.other or 0].name
    assert state.other in (1, 2)
    content = build.card_content(RULES.observe(state, None), SEATS, RULES.board, None)
    assert content.issue == f"{other} dares Ann to sing at the school fair."
    printed = ("Sing with {other}.", "Sing alone.", "Politely refuse.", "Dare {other} back.")
    assert content.responses == tuple(printed[i].replace("{other}", other) for i in state.order)
    state = RULES.apply(state, 0, Respond("d"))
    for seat in state.wager_players:
        state = RULES.apply(state, seat, Pass())
    reveal = state.last_reveal
    assert reveal is not None
    card = RULES.card_view(reveal.card, reveal.order)
    shown = build.reveal_content(reveal, RULES.observe(state, None), SEATS, RULES.board,
                                 card.issue, card.responses[3])
    assert shown.issue.startswith(other) and "{" not in shown.answer
    assert shown.answer == printed[reveal.answer].replace("{other}", other)


def test_the_card_is_read_aloud_by_a_person_never_a_computer() -> None:
    people = [SeatConfig("Ann"), SeatConfig("Bot", kind="computer"), SeatConfig("Cy")]
    view = SimpleNamespace(reader=1, opinion_player=0)
    assert build.reading_person(view, people) == 2, "the computer's turn to read passes to Cy"
    only_ann = [SeatConfig("Ann"), SeatConfig("B1", kind="computer"),
                SeatConfig("B2", kind="computer")]
    assert build.reading_person(SimpleNamespace(reader=1, opinion_player=0), only_ann) == 0
    assert build.reading_person(SimpleNamespace(reader=1, opinion_player=2), only_ann) == 0
    bots = [SeatConfig(f"B{i}", kind="computer") for i in range(3)]
    assert build.reading_person(SimpleNamespace(reader=1, opinion_player=0), bots) is None
