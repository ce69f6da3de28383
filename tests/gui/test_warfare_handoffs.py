"""Two people share the screen: a turn is played through the page's own buttons and the hand-off
screens it shows are counted per card played. One hand-off per private decision: a card's
answer asked in public needs none, a turn that can only end is ended without one, and the
screen comes back to its player only while they still have a choice to make. The hand-off
that follows a card says what the table saw land."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from psychboard.core.reaction import PASS
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.warfare.rules import (
    EndTurn,
    Play,
    Ready,
    ToEnergy,
    WarfareOptions,
    WarfareRules,
)
from psychboard.games.warfare.rules.model import Phase
from psychboard.gui.controller import create_controller
from tests.gui.test_warfare_gui import scene_of

TWO_PEOPLE = (SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square"))
Log = tuple[tuple[int, Any], ...]


def _after_setup(rules: WarfareRules, seed: int) -> tuple[Any, list[tuple[int, Any]]]:
    state = rules.new_game(WarfareOptions(players=2), seed)
    log: list[tuple[int, Any]] = []
    while state.phase is Phase.SETUP:
        seat = min(rules.to_act(state))
        state = rules.apply(state, seat, Ready())
        log.append((seat, Ready()))
    return state, log


def _settled(rules: WarfareRules, state: Any, seat: int, play: Play) -> Any:
    state = rules.apply(state, seat, play)
    return rules.apply(state, 1 - seat, PASS)


def last_card_of_the_turn() -> tuple[int, Log, Play]:
    """A seed, a log (set-up, then every card but one turned into Mental Energy) and the one
    card left: once it is played and stands, the turn can only end."""
    rules = WarfareRules()
    for seed in range(40):
        state, log = _after_setup(rules, seed)
        turn = state.turn
        for play in (a for a in rules.legal_actions(state, turn) if isinstance(a, Play)):
            banked, steps = state, list(log)
            for card in [c for c in state.hands[turn] if c != play.card]:
                banked = rules.apply(banked, turn, ToEnergy(card))
                steps.append((turn, ToEnergy(card)))
            if play not in rules.legal_actions(banked, turn):
                continue
            after = _settled(rules, banked, turn, play)
            if after.window is None and list(rules.legal_actions(after, turn)) == [EndTurn()]:
                return seed, tuple(steps), play
    raise AssertionError("no seed leaves a single card to play")


def card_with_more_to_do() -> tuple[int, Log, Play]:
    """A seed and log at the start of a turn, and a card whose play leaves its player a
    choice still to make (another card they may play)."""
    rules = WarfareRules()
    for seed in range(40):
        state, log = _after_setup(rules, seed)
        turn = state.turn
        for play in (a for a in rules.legal_actions(state, turn) if isinstance(a, Play)):
            after = _settled(rules, state, turn, play)
            if after.window is None and any(isinstance(a, Play)
                                            for a in rules.legal_actions(after, turn)):
                return seed, tuple(log), play
    raise AssertionError("no seed leaves a second card to play")


def play_through_the_bar(page: Any, play: Play) -> None:
    """Pick the card, press Play and answer each question as `play` chose."""
    scene = scene_of(page)
    scene.select(play.card)
    scene.bar.button(("play",)).click()
    needs = iter(play.needs)
    while scene.chooser is not None:
        question = scene.chooser.question()
        assert question is not None
        answer = {"x": play.x, "target": play.target}.get(question.kind)
        scene.bar.button(("answer", next(needs) if answer is None else answer)).click()


def _past_the_readers(qtbot: QtBot, page: Any, game: Any = None) -> None:
    """The table reads what the card did, then goes on; the hand-off comes after that. With
    `game`, what the table reads is checked to be where the card left every Need."""
    scene = scene_of(page)
    qtbot.waitUntil(lambda: scene.awaiting_reader or page.handoff.isVisible())
    assert not page.handoff.isVisible(), "the table sees the card land before any hand-off"
    if game is not None:
        qtbot.waitUntil(lambda: not scene.busy)
        assert [[t.value(p.seat) for t in p.tracks] for p in scene.panels] == \
            [list(row) for row in game.view().scores], "every Need where the card left it"
    scene.go_on()
    qtbot.waitUntil(page.handoff.isVisible)


def test_a_turn_that_can_only_end_takes_no_handoff(qtbot: QtBot, page_for: Any) -> None:
    seed, log, play = last_card_of_the_turn()
    game = create_controller(GAMES["warfare"], WarfareOptions(players=2), TWO_PEOPLE, seed,
                             log, autosave=False)
    turn = log[-1][0]
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    page = page_for(game)
    assert handoffs == [turn] and page.handoff.isVisible()
    page.handoff.button.click()
    played_at = len(game.log)
    play_through_the_bar(page, play)
    assert game.log[played_at] == (turn, play)
    qtbot.waitUntil(page.reaction.isVisible)
    assert handoffs == [turn], "the answer is asked in public: nobody passes the screen"
    page.reaction.let_stand.click()
    _past_the_readers(qtbot, page)
    assert game.log[-1] == (turn, EndTurn()), "the turn that could only end was ended"
    assert handoffs == [turn, 1 - turn], "one hand-off for the card, then the next player's"
    note = page.handoff.note.text()
    assert page.handoff.note.isVisible() and "ends the turn and draws" in note
    assert scene_of(page).cs.cards[play.card].name in note, "the card's landing is in sight"


def test_a_player_with_a_choice_left_gets_the_screen_back_once(qtbot: QtBot,
                                                               page_for: Any) -> None:
    seed, log, play = card_with_more_to_do()
    game = create_controller(GAMES["warfare"], WarfareOptions(players=2), TWO_PEOPLE, seed,
                             log, autosave=False)
    turn = game.view().turn
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    page = page_for(game)
    scene = scene_of(page)
    page.handoff.button.click()
    play_through_the_bar(page, play)
    qtbot.waitUntil(page.reaction.isVisible)
    assert not scene.fan.keys(), "the table is asked, and sees no hand"
    page.reaction.let_stand.click()
    _past_the_readers(qtbot, page, game)
    assert handoffs == [turn, turn], "one hand-off back for the next private choice"
    assert scene.cs.cards[play.card].name in page.handoff.note.text()


def test_a_set_up_with_nothing_to_place_is_ready_without_a_handoff(qtbot: QtBot,
                                                                   page_for: Any) -> None:
    rules = WarfareRules()
    seed = next(seed for seed in range(60)
                if (state := rules.new_game(WarfareOptions(players=2), seed))
                and list(rules.legal_actions(state, state.turn)) == [Ready()]
                and any(rules.cs.cards[c].type == "defense"
                        for c in state.hands[1 - state.turn]))
    game = create_controller(GAMES["warfare"], WarfareOptions(players=2), TWO_PEOPLE, seed,
                             autosave=False)
    first = game.view().turn
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    page = page_for(game)
    assert game.log == [(first, Ready())], "nothing to place: ready at once"
    assert handoffs == [1 - first] and page.handoff.isVisible()
    assert "is ready" in page.handoff.note.text()
