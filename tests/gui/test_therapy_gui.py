"""Therapy's table: a whole game on the scene, a private answer through the hand-off and the
prescription pad, the reveal, the keys, and undo and resume showing the same screen."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.therapy.ai import TherapyBot, table
from psychboard.games.therapy.controller import TherapyController
from psychboard.games.therapy.rules import Roll, TherapyOptions, TherapyRules
from psychboard.games.therapy.rules.model import CHANCE, ROLL, SESSION, State
from psychboard.games.therapy.scene import TherapyScene
from psychboard.games.therapy.scene_items import Info
from psychboard.gui import animation
from psychboard.gui.controller import create_controller
from psychboard.store.history import History

SPEC = GAMES["therapy"]
ANN, BEN = SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square")
CY = SeatConfig("Cy", "#009E73", "triangle", "computer", "medium")
DI = SeatConfig("Di", "#CC79A7", "diamond", "computer", "hard")
Actions = Sequence[tuple[int, Any]]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.resize(1440, 900)
    win.show()
    yield win
    if win.page is not None:
        win.page.close_game()  # computer players stop with the test


def start(window: MainWindow, seats: Sequence[SeatConfig], seed: int, actions: Actions = ()
          ) -> Any:
    controller = create_controller(SPEC, TherapyOptions(players=len(seats)), seats, seed,
                                   tuple(actions))
    assert isinstance(controller, TherapyController)
    page = window.start_game(controller)
    assert isinstance(page.scene, TherapyScene)
    return page


def prefix(players: int, stop: Callable[[State], bool]) -> tuple[int, Actions]:
    """A seed and the actions of a computer-played game up to the first state `stop` likes."""
    rules = TherapyRules()
    bot = TherapyBot("medium")
    for seed in range(1, 60):
        state = rules.new_game(TherapyOptions(players=players), seed)
        rnd = random.Random(seed)
        log: list[tuple[int, Any]] = []
        while rules.outcome(state) is None and len(log) < 600:
            if stop(state):
                return seed, log
            seat = min(rules.to_act(state))
            action = bot.choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                rnd)
            state = rules.apply(state, seat, action)
            log.append((seat, action))
    raise AssertionError("no game reached the moment sought")


def screen(page: Any) -> tuple[Any, ...]:
    """What a person sees of the table: the pad, the panel, couches, tokens and the card."""
    scene = page.scene
    return (scene.bar.prompt.text(), intents(scene), scene.info.info,
            [c.pegs.pegs for c in scene.couches], [c.note for c in scene.couches],
            [(t.pos().x(), t.pos().y()) for t in scene.tokens], scene.card.isVisible(),
            page.status_line.text())


def ready(page: Any) -> bool:
    scene, controller = page.scene, page.controller
    if controller.outcome() is not None:
        return True
    return bool(scene.accepts_input and (page.handoff.isVisible() or scene.awaiting_reader
                                         or controller.legal()))


def intents(scene: Any) -> list[Any]:
    """What the bar offers, by value."""
    return [c.value for c in scene.bar.offer]


def test_a_game_of_computers_plays_to_the_end_on_the_table(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    page = start(window, [CY, DI, SeatConfig("Ed", "#E69F00", "star", "computer", "easy")], 11)
    with qtbot.waitSignal(page.controller.finished, timeout=60_000):
        pass
    scene, outcome = page.scene, page.controller.outcome()
    winner = scene.names[outcome.winners[0]]
    assert scene.banner.isVisible() and winner in scene.banner.title
    assert page.end_bar.isVisible() and winner in page.end_bar.title.text()
    assert intents(scene) == [] and scene.info.info.heading == "Game over"
    full = [seat for seat, couch in enumerate(scene.couches) if couch.pegs.filled == 6]
    assert outcome.winners[0] in full
    remembered = History().answers("Cy")  # what a computer therapist reads Cy by next time
    given = [(r.card, r.answer) for r in page.controller.state.reveals if r.patient == 0]
    assert given and all(answer in remembered[card] for card, answer in given)


def both_people_in_a_rating_session(state: State) -> bool:
    s = state.session
    return (state.phase == SESSION and s is not None and {s.patient, s.predictor} == {0, 1}
            and len(s.group) == 1 and s.answer is None and s.prediction is None
            and table().questions[s.card].type == "rating")


def test_a_private_answer_passes_the_screen_and_reveals_with_the_prediction(
        qtbot: QtBot, window: MainWindow) -> None:
    seed, actions = prefix(3, both_people_in_a_rating_session)
    page = start(window, [ANN, BEN, CY], seed, actions)
    scene, controller = page.scene, page.controller
    shown: list[Info] = []
    set_info = scene.info.set_info
    scene.info.set_info = lambda info: (shown.append(info), set_info(info))[1]
    session = scene.view.session
    patient, therapist = session.patient, session.predictor
    assert page.handoff.isVisible() and page.handoff.seat == patient
    assert intents(scene) == []  # nothing to press while the screen is covered
    page.handoff.button.click()
    assert "honest answer" in scene.bar.prompt.text()
    assert intents(scene) == [f"pick:{n}" for n in range(1, 11)] + ["lock"]
    assert not scene.bar.button("lock").isEnabled()
    scene.bar.press("7")
    assert scene.bar.button("pick:7").property("picked")
    scene.bar.press("Enter")
    qtbot.waitUntil(lambda: page.handoff.isVisible() and page.handoff.seat == therapist)
    assert scene.view.seat is None and scene.view.session.answer is None
    assert scene.couches[patient].note == "patient · answered ✓"
    assert all(not i.answers[0] and i.rating is None for i in shown)
    page.handoff.button.click()
    assert scene.view.session.answer is None  # the therapist's screen hides the answer too
    assert not any(scene.bar.button(i).property("picked") for i in intents(scene))
    assert "predict Ann's answer" in scene.bar.prompt.text()
    scene.bar.press("Right")  # the arrows move the pick: 1, then 2, …
    scene.bar.press("Right")
    assert scene.bar.button("pick:2").property("picked")
    scene.bar.press("8")
    scene.bar.press("Enter")
    qtbot.waitUntil(lambda: controller.state.reveals != ())
    reveal = next(i for i in shown if i.rating is not None)
    assert reveal.rating == (7, 8) and reveal.good and "A match" in reveal.verdict
    assert reveal.answers == ("Ann answered: 7", "Ben predicted: 8")


def a_person_rolls_into_therapy(state: State) -> bool:
    if state.phase != ROLL or state.current not in (0, 1):
        return False
    return TherapyRules().apply(state, state.current, Roll()).phase == SESSION


def test_the_card_is_read_aloud_before_the_screen_passes(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    seed, actions = prefix(3, a_person_rolls_into_therapy)
    page = start(window, [ANN, BEN, CY], seed, actions)
    scene = page.scene
    qtbot.waitUntil(lambda: ready(page))
    assert intents(scene) == ["roll"]
    scene.bar.press("Space")
    qtbot.waitUntil(lambda: ready(page) and scene.awaiting_reader)
    assert scene.card.isVisible() and scene.card.face_up and not page.handoff.isVisible()
    assert "reads the card aloud" in scene.bar.prompt.text()
    scene.bar.press("Enter")
    qtbot.waitUntil(page.handoff.isVisible)


def test_undo_and_resume_show_the_same_table(qtbot: QtBot, window: MainWindow) -> None:
    seed, actions = prefix(3, lambda s: s.phase == CHANCE and s.actor == 0)
    page = start(window, [ANN, CY, DI], seed, actions)
    scene, controller = page.scene, page.controller
    qtbot.waitUntil(lambda: ready(page))
    before = screen(page)
    assert intents(scene) == ["chance:1", "chance:0"] and "Insight Chance" in before[0]
    scene.bar.press("P")
    assert controller.undo()
    qtbot.waitUntil(lambda: ready(page))
    assert screen(page) == before
    page = start(window, [ANN, CY, DI], seed, actions)
    qtbot.waitUntil(lambda: ready(page))
    assert screen(page) == before


def test_a_person_plays_a_whole_game_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, [ANN, CY, DI], 5)
    scene, controller = page.scene, page.controller
    prompts = set()
    for _ in range(3000):
        qtbot.waitUntil(lambda: ready(page), timeout=20_000)
        if controller.outcome() is not None:
            break
        if scene.awaiting_reader:
            scene.bar.press("Enter")
            continue
        prompts.add(scene.bar.prompt.text().split(",")[0])
        offered = intents(scene)
        if "roll" in offered:
            scene.bar.press("Space")
        elif "lock" in offered:
            scene.bar.press("1")
            scene.bar.press("Enter")
        elif "chance:1" in offered:
            scene.bar.press("A")
        else:  # a peg, a forfeit, a therapist or a couch: the first on offer
            scene.bar.press(scene.bar.offer.choices[0].key)
    assert controller.outcome() is not None
    assert {"Ann", "Prescription pad · Ann"} & prompts
    qtbot.waitUntil(page.end_bar.isVisible)


def test_the_mouse_rolls_the_dice_and_presses_the_pad(qtbot: QtBot, window: MainWindow) -> None:
    seed, actions = prefix(3, lambda s: s.phase == ROLL and s.current == 0 and s.round > 1)
    page = start(window, [ANN, CY, DI], seed, actions)
    scene, controller = page.scene, page.controller
    qtbot.waitUntil(lambda: ready(page))
    before = len(controller.log)
    die = scene.dice[0]
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.view.mapFromScene(die.pos()))
    assert len(controller.log) == before + 1 and controller.log[-1] == (0, Roll())
    assert [d.face for d in scene.dice[:len(scene.view.dice)]] == list(scene.view.dice)


def test_a_key_while_the_table_moves_plays_it_to_the_end(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    seed, actions = prefix(3, lambda s: s.phase == ROLL and s.current == 0 and s.round > 1)
    page = start(window, [ANN, CY, DI], seed, actions)
    scene = page.scene
    qtbot.waitUntil(lambda: ready(page))
    animation.set_speed("relaxed")
    scene.bar.press("Space")
    assert scene.busy and scene.bar.offer.choices == ()
    qtbot.keyClick(page.view, Qt.Key.Key_Space)  # hurry: every queued step jumps to its end
    view = scene.view
    assert [d.shown_face for d in scene.dice[:len(view.dice)]] == list(view.dice)
    assert scene.tokens[0].pos() == scene._spot(view, 0)
