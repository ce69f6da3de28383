"""The Psychological Warfare table: computers play to the end on it, a person's hand shows
only after their hand-off, the public reaction prompt, a card played by keyboard alone, and
undo or a resumed save coming back to the same screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.reaction import PASS
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.warfare.controller import WarfareController
from psychboard.games.warfare.rules import Play, ToEnergy, WarfareOptions
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.scene import WarfareScene
from psychboard.gui.controller import create_controller
from psychboard.gui.table import GO_ON

SPEC = GAMES["warfare"]
PEOPLE_AND_COMPUTERS = (SeatConfig("Ann", "#0072B2", "circle"),
                        SeatConfig("Ben", "#D55E00", "square"),
                        SeatConfig("Cleo", "#009E73", "triangle", "computer", "hard"),
                        SeatConfig("Dev", "#CC79A7", "diamond", "computer", "easy"))


def controller(seats: tuple[SeatConfig, ...], seed: int = 5,
               actions: tuple[tuple[int, Any], ...] = ()) -> WarfareController:
    made = create_controller(SPEC, WarfareOptions(players=len(seats)), seats, seed, actions,
                             autosave=False)
    assert isinstance(made, WarfareController)
    return made


def scene_of(page: GamePage) -> WarfareScene:
    assert isinstance(page.scene, WarfareScene)
    return page.scene


def settled(page: GamePage) -> bool:
    """The screen waits for someone: a hand-off, the prompt, a person's choice or the end."""
    scene = scene_of(page)  # a person acts once the table is still
    return (page.handoff.isVisible() or page.reaction.isVisible() or scene.reader is not None
            or (bool(page.controller.legal()) and scene.accepts_input)
            or page.controller.outcome() is not None)


def take_turn_step(page: GamePage) -> None:
    """One step by the person on screen, through the bar's buttons: let a card stand, be
    ready, play the first card that can be played (first answers), or end the turn."""
    scene = scene_of(page)
    view = scene.shown
    assert view is not None
    legal = page.controller.legal()
    if view.window is not None:
        scene.bar.button(("pass",)).click()
        return
    if view.phase is Phase.SETUP:
        scene.bar.button(("ready",)).click()
        return
    play = next((a for a in legal if isinstance(a, Play)), None)
    if play is not None:
        scene.select(play.card)
        scene.bar.button(("play",)).click()
        while scene.chooser is not None:
            question = scene.chooser.question()
            assert question is not None
            scene.bar.button(("answer", question.options[0][0])).click()
        return
    scene.bar.button(("end",)).click()


def drive(qtbot: QtBot, page: GamePage, done: Callable[[], bool], limit: int = 600) -> None:
    """Play on as the people at the table would, by the screen's own buttons, until `done`."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: settled(page), timeout=20_000)
        if done() or page.controller.outcome() is not None:
            return
        if scene_of(page).reader is not None:
            scene_of(page).bar.button(GO_ON).click()
        elif page.handoff.isVisible():
            page.handoff.button.click()
        elif page.reaction.isVisible():
            page.reaction.let_stand.click()
        else:
            take_turn_step(page)
    raise AssertionError("the game did not get there")


def snapshot(scene: WarfareScene) -> tuple[object, ...]:
    """What the table shows, item by item."""
    seats = tuple((tuple(t.value(p.seat) for t in p.tracks), p.energy.count, p.hand.count,
                   p.under.text, tuple(c.key for c in p.chips if c.isVisible()),
                   p.baggage.bags, tuple(label.neurosis for label in p.labels))
                  for p in scene.panels)
    return (seats, scene.deck.count, scene.discard.count, tuple(scene.fan.keys()),
            tuple(c.isVisible() for c in scene.stage), scene.caption.toPlainText(),
            scene.bar.prompt.text(), tuple(scene.bar.labels()))


def test_four_computers_play_to_the_end_on_the_table(qtbot: QtBot, page_for: Any) -> None:
    seats = tuple(SeatConfig(name, colour, shape, "computer", level) for name, colour, shape,
                  level in (("Ada", "#0072B2", "circle", "hard"),
                            ("Bo", "#D55E00", "square", "medium"),
                            ("Cy", "#009E73", "triangle", "easy"),
                            ("Di", "#CC79A7", "diamond", "beginner")))
    page = page_for(controller(seats))
    qtbot.waitUntil(lambda: page.controller.outcome() is not None, timeout=120_000)
    scene, outcome = scene_of(page), page.controller.outcome()
    view = scene.shown
    assert outcome is not None and view is not None and view.phase is Phase.OVER
    tally = scene.summary.tally
    assert scene.summary.isVisible() and tally is not None
    assert tally.totals == tuple(outcome.scores) and tally.winners == outcome.winners
    for seat in range(4):  # each Need's highest scores its VP, the rest nothing
        assert sum(tally.vp[seat]) + tally.agendas[seat] == outcome.scores[seat]
    assert [tuple(t.value(p.seat) for t in p.tracks) for p in scene.panels] == \
        [tuple(row) for row in view.scores]
    assert not scene.fan.isVisible() and page.end_bar.isVisible()


def test_a_persons_hand_shows_only_after_their_handoff(qtbot: QtBot) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    timeline: list[tuple[str, int | None]] = []
    problems: list[str] = []
    page = GamePage(game)
    qtbot.addWidget(page)
    page.resize(1440, 900)
    scene = scene_of(page)

    def on_view(view: Any) -> None:
        timeline.append(("view", view.seat))
        hand = tuple(scene.fan.keys())
        if view.seat is None and hand:
            problems.append(f"the table view shows a hand {hand}")
        if view.seat is not None and set(hand) != set(view.my_hand):
            problems.append(f"{view.seat}'s view shows {hand}, not their own hand")

    def on_acted(seat: int, action: Any, words: str) -> None:
        if isinstance(action, ToEnergy):  # the log says "a card", never which
            name = scene.cs.cards[action.card].name
            if name in words:
                problems.append(f"the log names a card turned into energy: {words}")

    game.changed.connect(on_view)
    game.acted.connect(on_acted)
    game.handoff.connect(lambda seat: timeline.append(("handoff", seat)))
    game.reaction_prompt.connect(lambda _seats: timeline.append(("prompt", None)))
    page.show()
    page.start()
    drive(qtbot, page, lambda: len(game.log) >= 60)
    page.close_game()
    assert not problems, problems[:3]
    on_screen: int | None = None
    private = 0
    for kind, seat in timeline:
        if kind == "handoff":
            on_screen = seat
        elif kind == "prompt":
            on_screen = None
        elif seat is not None:
            assert seat == on_screen, f"{seat}'s hand came up without a hand-off"
            private += 1
    assert private and any(kind == "prompt" for kind, _ in timeline)


def test_the_reaction_prompt_is_public_and_a_claim_let_stand_leaves_no_trace(
        qtbot: QtBot, page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    drive(qtbot, page, page.reaction.isVisible)
    scene = scene_of(page)
    asked = page.reaction.seats
    assert asked and all(game.seats[s].is_human for s in asked)
    assert game.viewer is None and not scene.fan.keys(), "the table sees no hand"
    claimant = asked[0]
    qtbot.keyClick(page.reaction, Qt.Key.Key_1)
    assert page.handoff.isVisible() and page.handoff.seat == claimant
    page.handoff.button.click()
    assert game.viewer == claimant and PASS in game.legal()
    assert "L  Let it stand" in scene.bar.labels()
    assert set(scene.fan.keys()) == set(game.view().my_hand)
    before, lines = len(game.log), list(game.lines)
    told: list[str] = []
    game.logged.connect(told.append)
    qtbot.keyClick(page.view, Qt.Key.Key_L)
    assert len(game.log) == before and game.lines == lines and not told, \
        "taking back the claim plays nothing and logs nothing"
    assert page.reaction.isVisible() and page.reaction.seats == asked, \
        "the same people are asked again, the claimant among them"
    assert game.viewer is None and not scene.fan.keys()
    page.reaction.let_stand.click()
    assert set(game.log[before:before + len(asked)]) == {(seat, PASS) for seat in asked}


def test_a_card_is_played_by_keyboard_alone(qtbot: QtBot, page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)

    def asking() -> set[str]:
        """The designs in hand whose play asks a question (more than one way to play)."""
        plays = [scene.cs.cards[a.card].id for a in game.legal() if isinstance(a, Play)]
        return {design for design in plays if plays.count(design) > 1}

    def my_turn_with_a_question() -> bool:
        view = scene.shown
        return (view is not None and view.seat is not None and view.window is None
                and view.phase is Phase.MAIN and not page.handoff.isVisible()
                and bool(asking()))

    drive(qtbot, page, my_turn_with_a_question)
    wanted = asking()
    for _ in range(len(scene.fan.keys())):
        qtbot.keyClick(page.view, Qt.Key.Key_Right)
        assert scene.selected is not None
        if scene.cs.cards[scene.selected].id in wanted:
            break
    seat, before = game.viewer, len(game.log)
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    question = scene.chooser.question() if scene.chooser is not None else None
    assert question is not None and scene.bar.prompt.text() == question.prompt
    qtbot.keyClick(page.view, Qt.Key.Key_Right)  # the arrows point, Enter takes
    assert scene.pointed == 1 and scene.bar.labels()[1].startswith("▶ 2")
    pointed = question.options[1][0]
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    while scene.chooser is not None:  # any further question by its number key
        qtbot.keyClick(page.view, Qt.Key.Key_1)
    made = game.log[before]
    assert made[0] == seat and isinstance(made[1], Play)
    assert scene.cs.cards[made[1].card].id in wanted
    first = {"x": made[1].x, "target": made[1].target}.get(question.kind, made[1].needs[:1])
    assert first in (pointed, (pointed,)), "the answer pointed at is the one played"


def test_undo_and_a_resumed_game_come_back_to_the_same_screen(qtbot: QtBot,
                                                            page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)

    def my_main_turn() -> bool:
        view = scene.shown
        return (view is not None and view.seat is not None and view.window is None
                and view.phase is Phase.MAIN and not view.acted and view.turns_taken >= 2
                and not page.handoff.isVisible())

    drive(qtbot, page, my_main_turn)
    before = snapshot(scene)
    card = scene.fan.keys()[0]
    scene.select(str(card))
    qtbot.keyClick(page.view, Qt.Key.Key_E)
    assert isinstance(game.log[-1][1], ToEnergy) and snapshot(scene) != before
    assert game.undo()
    assert page.handoff.isVisible() and not scene.fan.keys(), \
        "whoever pressed undo, the hand comes back through the hand-off"
    page.handoff.button.click()
    assert snapshot(scene) == before

    drive(qtbot, page, lambda: len(game.log) >= 45 and page.handoff.isVisible())
    shown = snapshot(scene)
    resumed = page_for(controller(PEOPLE_AND_COMPUTERS, actions=tuple(game.log)))
    assert resumed.handoff.isVisible(), "a saved game opens on the hand-off, not a hand"
    assert snapshot(scene_of(resumed)) == shown


def test_a_play_is_chosen_one_question_at_a_time() -> None:
    from psychboard.games.warfare.cards import NEEDS
    from psychboard.games.warfare.choosing import PlayChooser
    from psychboard.games.warfare.deck import shipped_set

    card = shipped_set().cards["cold-shoulder"]
    plays = [Play("cold-shoulder", target, (need,)) for target in (1, 3) for need in NEEDS
             if (target, need) != (3, "power")]
    chooser = PlayChooser(card, plays, ["Ann", "Ben", "Cleo", "Dev"])
    first = chooser.question()
    assert first is not None and first.kind == "target", "X is not asked: nothing to choose"
    assert first.options == ((1, "Ben"), (3, "Dev"))
    chooser.answer(3)
    second = chooser.question()
    assert second is not None and second.kind == "need"
    assert [v for v, _ in second.options] == list(NEEDS[:3])
    assert "all others" not in second.prompt and "−2" in second.prompt
    assert chooser.back() and chooser.question() == first
    chooser.answer(1)
    chooser.answer("power")
    assert chooser.done and chooser.play() == Play("cold-shoulder", 1, ("power",))
    with pytest.raises(ValueError):
        PlayChooser(card, [], ["Ann"])


def test_a_single_legal_play_needs_no_question() -> None:
    from psychboard.games.warfare.choosing import PlayChooser
    from psychboard.games.warfare.deck import shipped_set

    card = shipped_set().cards["deep-breath"]
    chooser = PlayChooser(card, [Play("deep-breath")], ["Ann", "Ben"])
    assert chooser.done and chooser.question() is None and not chooser.back()
    assert chooser.play() == Play("deep-breath")


def test_the_prompt_asked_again_keeps_its_buttons_centred(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QWidget

    from psychboard.gui.widgets.reaction_prompt import ReactionPrompt

    host = QWidget()
    qtbot.addWidget(host)
    prompt = ReactionPrompt(host)
    prompt.ask((0, 1), PEOPLE_AND_COMPUTERS, "Ann plays Pep Talk.")
    prompt.ask((1,), PEOPLE_AND_COMPUTERS, "Dev answers with Not Listening.")
    row = prompt._row
    kinds = ["stretch" if row.itemAt(i).spacerItem() else "button" for i in range(row.count())]
    assert kinds == ["stretch", "button", "stretch"]


def test_a_card_played_flies_to_the_stage_and_a_click_lands_it_at_once(
        qtbot: QtBot, page_for: Any) -> None:
    from psychboard.games.warfare.scene_look import STAGE_AT
    from psychboard.gui import animation

    animation.set_speed("relaxed")  # slow enough that the flight is still under way
    seats = tuple(SeatConfig(name, colour, shape, "computer", "greedy")
                  for name, colour, shape in (("Ada", "#0072B2", "circle"),
                                              ("Bo", "#D55E00", "square")))
    page = page_for(controller(seats))
    scene = scene_of(page)
    qtbot.waitUntil(lambda: scene.busy and scene.stage[0].isVisible()
                    and scene.stage[0].scale() < 1.0, timeout=20_000)
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton)
    card = scene.stage[0]
    assert card.pos() == STAGE_AT and card.scale() == 1.0


def test_arrows_and_tab_never_leave_the_handoff_or_the_prompt(qtbot: QtBot,
                                                              page_for: Any) -> None:
    page = page_for(controller(PEOPLE_AND_COMPUTERS))
    drive(qtbot, page, page.handoff.isVisible)  # the computers may play first
    page.activateWindow()
    qtbot.waitUntil(page.handoff.hasFocus)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Left):
        qtbot.keyClick(page.handoff, key)
        assert page.handoff.hasFocus(), f"{key.name} took the keys off the hand-off"
    drive(qtbot, page, page.reaction.isVisible)
    prompt = page.reaction
    buttons = [*prompt._buttons, prompt.let_stand]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Left, Qt.Key.Key_Down):
        focused = prompt.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, key)
        assert prompt.focusWidget() in buttons and prompt.focusWidget().hasFocus()


def _turn_player_last_to_answer() -> tuple[int, tuple[tuple[int, Any], ...]]:
    """A seed and a two-player log that ends with an answer to the card of the player
    whose turn it is: the window now waits for that player alone."""
    from psychboard.games.warfare.ai import GreedyBot
    from psychboard.games.warfare.rules import WarfareRules

    rules = WarfareRules()
    bot = GreedyBot(rules)
    for seed in range(60):
        state = rules.new_game(WarfareOptions(players=2), seed)
        log: list[tuple[int, Any]] = []
        rng = random.Random(seed)
        while rules.outcome(state) is None:
            window = state.window
            if window is not None and window.depth == 2 and window.waiting() == {state.turn}:
                return seed, tuple(log)
            seat = min(rules.to_act(state))
            action = bot.choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                rng)
            state = rules.apply(state, seat, action)
            log.append((seat, action))
    raise AssertionError("no game had an answer to an answer's chance")


def test_after_the_table_was_asked_the_turn_player_gets_the_screen_by_handoff(
        qtbot: QtBot) -> None:
    seed, log = _turn_player_last_to_answer()
    game = controller(PEOPLE_AND_COMPUTERS[:2], seed, log)
    turn = game.view().turn
    handoffs: list[int] = []
    prompts: list[tuple[int, ...]] = []
    game.handoff.connect(handoffs.append)
    game.reaction_prompt.connect(prompts.append)
    game.start()
    assert prompts == [(turn,)], "the window asks its last seat in public"
    game.nobody_reacts()
    assert game.view().window is None and game.viewer is None
    assert handoffs == [turn], "the hand comes back only through the hand-off"


def test_the_tables_cards_are_shown_large_one_by_one_by_key(qtbot: QtBot,
                                                          page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)
    drive(qtbot, page, lambda: scene.shown is not None and scene.shown.phase is Phase.MAIN
          and page.handoff.isVisible())
    view = scene.shown
    assert view is not None and view.seat is None
    first = scene.cs.archetype(view.archetypes[0])
    qtbot.keyClick(page.view, Qt.Key.Key_I)
    assert scene.look_archetype.isVisible()  # an Archetype shows whole, as printed
    assert scene.caption.toPlainText() == f"Ann's Archetype {first.name}: {first.text}"
    qtbot.keyClick(page.view, Qt.Key.Key_I)
    assert scene.caption.toPlainText() != f"Ann's Archetype {first.name}: {first.text}"
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)
    assert not scene.stage[0].isVisible() and not scene.look_archetype.isVisible()
    assert not scene.fan.keys()


def test_cards_drawn_fly_face_down_from_the_deck_to_the_drawing_players_hand(
        qtbot: QtBot, page_for: Any) -> None:
    from psychboard.games.warfare import scene_motion
    from psychboard.games.warfare.rules import EndTurn, Therapy
    from psychboard.gui import animation

    animation.set_speed("relaxed")
    page = page_for(controller(PEOPLE_AND_COMPUTERS[:2]))  # two people: nothing moves alone
    scene = scene_of(page)
    rules = page.controller.rules
    state = rules.new_game(WarfareOptions(players=2), 5)
    while state.phase is Phase.SETUP:
        state = rules.apply(state, min(rules.to_act(state)), rules.legal_actions(
            state, min(rules.to_act(state)))[0])
    seat = state.turn
    banked = state
    for _ in range(3):
        banked = rules.apply(banked, seat, ToEnergy(banked.hands[seat][0]))
    drawn = rules.apply(banked, seat, EndTurn())
    before, after = rules.observe(banked, None), rules.observe(drawn, None)
    gained = after.hand_sizes[seat] - before.hand_sizes[seat]
    assert gained == 3 and after.deck_size == before.deck_size - 3
    steps = scene_motion._draws(scene, before, after)
    assert len(steps) == 2 * gained  # a flight and a landing per card
    scene.run(steps[0])
    assert scene.busy and scene.flyer.isVisible() and not scene.flyer.face_up
    assert scene.flyer.pos() != scene.panels[seat].hand_spot()
    scene.skip()
    assert scene.flyer.pos() == scene.panels[seat].hand_spot()
    scene.run(steps[1])
    assert not scene.flyer.isVisible()
    nothing = rules.apply(state, seat, Therapy())  # a full hand draws nothing
    assert scene_motion._draws(scene, rules.observe(state, None),
                               rules.observe(nothing, None)) == []


def test_after_banking_mental_energy_therapy_is_off_and_the_prompt_says_why(
        qtbot: QtBot, page_for: Any) -> None:
    game = controller(PEOPLE_AND_COMPUTERS)
    page = page_for(game)
    scene = scene_of(page)

    def my_fresh_turn() -> bool:
        view = scene.shown
        return (view is not None and view.seat is not None and view.window is None
                and view.phase is Phase.MAIN and not view.begun and not page.handoff.isVisible()
                and any(isinstance(a, ToEnergy) for a in game.legal()))

    drive(qtbot, page, my_fresh_turn)
    assert scene.bar.button(("therapy",)).isEnabled()
    card = next(a.card for a in game.legal() if isinstance(a, ToEnergy))
    scene.select(card)
    scene.bar.button(("energy",)).click()
    qtbot.waitUntil(lambda: bool(game.legal()) and scene.shown is not None
                    and scene.shown.begun, timeout=20_000)
    assert not scene.bar.button(("therapy",)).isEnabled()
    assert "Therapy was a choice for the start of the turn" in scene.bar.prompt.text()
