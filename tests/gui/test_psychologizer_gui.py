"""Psychologizer's screen: a whole game through the hand-offs, privacy, Bypass, special spaces,
the end panel, and resuming from the autosave."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLineF, QPointF, QSettings, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.choices import Choice, Offer
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SeatConfig
from psychboard.games.psychologizer.ai import answers_of, who_reads_whom
from psychboard.games.psychologizer.controller import PsychologizerController
from psychboard.games.psychologizer.rules import (
    Bypass,
    ChooseCategory,
    NameForecaster,
    Phase,
    Predict,
    PsychologizerOptions,
    PsychologizerRules,
    Respond,
    Spin,
    State,
)
from psychboard.games.psychologizer.scene import MOVING, PsychologizerScene
from psychboard.games.psychologizer.scene_track import LABEL_ROOM
from psychboard.games.registry import GAMES
from psychboard.gui import animation
from psychboard.gui.controller import create_controller
from psychboard.gui.widgets.choice_bar import ChoiceBar
from psychboard.store.history import History

SPEC = GAMES["psychologizer"]
MIXED = (SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square"),
         SeatConfig("Cy", "#009E73", "triangle", "computer", "medium"),
         SeatConfig("Di", "#CC79A7", "diamond", "computer", "hard"))
PEOPLE = (*MIXED[:2], SeatConfig("Eve", "#009E73", "triangle"),
          SeatConfig("Flo", "#CC79A7", "diamond"))
Actions = Sequence[tuple[int, Any]]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.page is not None:
        win.page.close_game()  # computer players stop with the test


def start(window: MainWindow, seats: tuple[SeatConfig, ...], seed: int,
          actions: Actions = ()) -> Any:
    controller = create_controller(SPEC, PsychologizerOptions(players=len(seats)), seats, seed,
                                   tuple(actions))
    assert isinstance(controller, PsychologizerController)
    return window.start_game(controller)


def ready(page: Any) -> bool:
    """Input can land: nothing animates and someone (or Continue) is waiting for it."""
    scene, controller = page.scene, page.controller
    if controller.outcome() is not None:
        return bool(scene.end_panel.isVisible())
    return bool(scene.accepts_input and (page.handoff.isVisible() or scene.awaiting_reader
                                         or controller.legal()))


def play_by_keys(qtbot: QtBot, page: Any, limit: int = 3000) -> list[str]:
    """Play every human move with the bar's keys and buttons; returns the prompts seen."""
    scene, controller = page.scene, page.controller
    prompts: list[str] = []
    for _ in range(limit):
        qtbot.waitUntil(lambda: ready(page), timeout=10_000)
        if controller.outcome() is not None:
            return prompts
        if page.handoff.isVisible():
            page.handoff.button.click()
            continue
        if scene.awaiting_reader:
            assert scene.bar.press("Enter")
            continue
        legal = controller.legal()
        prompts.append(scene.bar.prompt.text())
        if Spin() in legal:
            scene.bar.press("Space")
        elif any(isinstance(a, Respond) for a in legal):
            scene.bar.press("A")
            scene.bar.press("Enter")
        elif any(isinstance(a, Predict) for a in legal):
            scene.bar.press("B")
            if not controller.state.playoff:
                scene.bar.press("3")
            scene.bar.press("Enter")
        else:  # a special space: the first tile on offer
            scene.bar.button(scene.bar.offer.choices[0].value).click()
    raise AssertionError("the game did not end")


def prefix(seats: int, seed: int, stop: Callable[[State], bool]) -> tuple[Actions, State]:
    """Actions from the rules alone (spins, first categories and names) up to `stop`."""
    rules = PsychologizerRules()
    state = rules.new_game(PsychologizerOptions(players=seats), seed)
    log: list[tuple[int, Any]] = []
    while not stop(state):
        seat = min(rules.to_act(state))
        legal = rules.legal_actions(state, seat)
        action = next((a for a in legal if isinstance(a, Respond | Predict)), legal[0])
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return log, state


def first_card(state: State) -> bool:
    """A card everyone else predicts on, before anyone has chosen."""
    return (state.phase is Phase.CHOOSE and state.response is None and not any(state.sealed)
            and len(state.wager_players) == state.players - 1)


def test_a_four_player_game_plays_to_the_end_through_the_hand_offs(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, MIXED, 11)
    scene, controller = page.scene, page.controller
    prompts = play_by_keys(qtbot, page)
    outcome = controller.outcome()
    assert outcome is not None and controller.state.phase is Phase.OVER
    humans = {s for s, a in controller.log if s in (0, 1)}
    assert humans == {0, 1}
    assert any(isinstance(a, Respond) for s, a in controller.log if s in (0, 1))
    assert any(isinstance(a, Predict) and a.wager == 25 for s, a in controller.log if s < 2)
    assert any("predict the answer" in p for p in prompts)
    # The end panel: who reads whom and every profile, from this game's reveals.
    end = scene.end_panel.content
    reveals = controller.reveals()
    assert reveals and [r.number for r in reveals] == list(range(1, len(reveals) + 1))
    assert end.readings == who_reads_whom(reveals, 4)
    assert sum(r.tries for row in end.readings for r in row) > 0
    assert [p.title for p in end.profiles] == [p.title for p in controller.profiles()]
    assert all(p.title.startswith("The ") for p in end.profiles)
    assert not scene.card_panel.isVisible() and not scene.spinner.isVisible()
    # The answers given are remembered for the next game.
    opinion = reveals[0].opinion_player
    remembered = History().answers(MIXED[opinion].name)
    assert sum(len(v) for v in remembered.values()) == len(answers_of(reveals, opinion))
    assert not autosave_path("psychologizer").exists()


def test_the_table_view_hides_the_sealed_answer_pixel_for_pixel(qtbot: QtBot) -> None:
    log, state = prefix(4, 5, first_card)
    images = []
    for letter in ("a", "c"):
        controller = PsychologizerController(
            SPEC, PsychologizerOptions(players=4), PEOPLE, 5,
            (*log, (state.opinion_player, Respond(letter))), autosave=False)
        scene = PsychologizerScene(controller)
        controller.start()
        qtbot.waitUntil(lambda: not scene.busy)  # noqa: B023 (waited for at once)
        assert controller.viewer is None and controller.state.response == letter
        assert scene.card_panel.isVisible()
        image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        images.append(image)
    assert images[0] == images[1]


def test_the_opinion_player_is_asked_first_and_can_bypass(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    log, state = prefix(4, 8, first_card)
    page = start(window, PEOPLE, 8, log)
    qtbot.waitUntil(page.handoff.isVisible)
    assert page.handoff.seat == state.opinion_player
    page.handoff.button.click()
    bar = page.scene.bar
    assert "bypass" in [c.value for c in bar.offer]
    card = page.controller.state.card
    bar.press("X")
    after = page.controller.state
    assert page.controller.log[-1] == (state.opinion_player, Bypass())
    assert after.phase is Phase.CHOOSE and after.card != card and after.category == state.category
    qtbot.waitUntil(lambda: ready(page))
    assert page.handoff.isVisible() or page.scene.awaiting_reader


def test_pick_and_score_is_chosen_on_screen(qtbot: QtBot, window: MainWindow) -> None:
    log, state = prefix(4, 3, lambda s: s.phase is Phase.CHOOSE_CATEGORY
                        and s.special == "pick_and_score")
    page = start(window, PEOPLE, 3, log)
    scene, controller = page.scene, page.controller
    qtbot.waitUntil(lambda: ready(page))
    assert not page.handoff.isVisible(), "a public choice needs no hand-off"
    assert scene.info_panel.content.title == "Pick and Score!"
    assert len(scene.info_panel.content.tiles) == 8
    scene.bar.press("1")
    assert controller.log[-1] == (state.turn, ChooseCategory("morality"))
    qtbot.waitUntil(lambda: ready(page))
    names = [t.label for t in scene.info_panel.content.tiles]
    assert names == [s.name for i, s in enumerate(PEOPLE) if i != state.turn]
    other = next(i for i in range(4) if i != state.turn)
    scene.bar.press(str(other + 1))
    assert controller.log[-1] == (state.turn, NameForecaster(other))
    assert controller.state.phase is Phase.CHOOSE and controller.state.forecaster == other


def test_resuming_from_the_autosave_mid_turn_renders_the_card(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    log, state = prefix(4, 5, first_card)
    page = start(window, PEOPLE, 5, (*log, (state.opinion_player, Respond("b"))))
    qtbot.waitUntil(page.handoff.isVisible)
    page.handoff.button.click()
    page.scene.bar.press("C")
    page.scene.bar.press("2")
    page.scene.bar.press("Enter")
    saved_state = page.controller.state
    assert autosave_path("psychologizer").exists()
    assert window.load(autosave_path("psychologizer"))
    resumed = window.page
    assert resumed is not None and resumed.controller.state == saved_state
    qtbot.waitUntil(resumed.handoff.isVisible)
    scene = resumed.scene
    assert scene.card_panel.isVisible() and scene.card_panel.content.private is None
    statuses = scene.card_panel.content.seats
    assert sum(s.locked for s in statuses) == 2
    assert not resumed.grab().isNull()


def test_keys_reach_the_bar_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, MIXED[:1] + MIXED[2:], 2)
    window.activateWindow()
    qtbot.waitUntil(lambda: ready(page) and Spin() in page.controller.legal())
    before = len(page.controller.log)
    qtbot.keyClick(page.view, Qt.Key.Key_Space)  # type: ignore[no-untyped-call]
    assert len(page.controller.log) == before + 1



@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_the_hand_off_answers_the_keyboard(qtbot: QtBot, window: MainWindow,
                                           key: Qt.Key) -> None:
    log, _state = prefix(4, 8, first_card)
    page = start(window, PEOPLE, 8, log)
    qtbot.waitUntil(page.handoff.isVisible)
    seat = page.handoff.seat
    window.activateWindow()
    focused = QApplication.focusWidget() or window
    qtbot.keyClick(focused, key)  # a game's Enter alone never opens a private screen
    assert page.handoff.isVisible() and page.controller.viewer is None
    qtbot.keyClick(focused, key, Qt.KeyboardModifier.ControlModifier)
    assert not page.handoff.isVisible() and page.controller.viewer == seat


def test_category_buttons_show_an_ampersand_and_take_no_mnemonic(qtbot: QtBot) -> None:
    from PySide6.QtGui import QKeySequence

    bar = ChoiceBar()
    qtbot.addWidget(bar)
    bar.show_offer(Offer("Pick a category", 0, (
        Choice("Love & Friendship", "3", "category:relationships"),
        Choice("School & Work", "4", "category:work"))))
    for intent in ("category:relationships", "category:work"):
        button = bar.button(intent)
        assert "&&" in button.text()
        assert QKeySequence.mnemonic(button.text()).isEmpty(), "no letter is underlined"
        assert button.sizeHint().width() >= button.fontMetrics().horizontalAdvance(
            button.text().replace("&&", "&"))


def test_who_starts_names_the_white_spaces_the_next_spinner_and_the_year_levels(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, PEOPLE[:3], 4)
    scene, controller = page.scene, page.controller
    qtbot.waitUntil(lambda: ready(page))
    info = scene.info_panel.content
    assert info.title == "Who starts?"
    said = " ".join(info.lines)
    for label in ("Flash of Insight", "Move Ahead a Year", "Pick and Score", "Pick and Play"):
        assert label in said, "the white spaces are named"
    first = controller.seats[controller.due()[0]].name
    assert f"{first} spins next." in said
    assert "year levels" in said and "never falls back" in said
    assert page.status_line.text().startswith("Who starts: everyone spins once")
    assert f"{first}, spin (Space)." in scene.bar.prompt.text()


def test_a_roll_off_for_the_first_turn_says_who_tied_and_who_spins_again(
        qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, PEOPLE[:2], 16)  # Ann and Ben tie on white, then neither lands on it
    scene, controller = page.scene, page.controller
    window.activateWindow()
    qtbot.waitActive(window)

    def spin() -> None:
        qtbot.waitUntil(lambda: ready(page) and Spin() in controller.legal())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)

    said = []
    for _ in range(2):
        spin()
        spin()
        qtbot.waitUntil(lambda: ready(page))
        said.append(scene.bar.prompt.text())
    assert said[0].startswith("Roll-off for the first turn: Ann and Ben tie on white, so "
                              "they spin again. Ann, spin (Space)."), said[0]
    assert said[1].startswith("Roll-off for the first turn: nobody lands on white, so Ann "
                              "and Ben spin again."), said[1]
    assert page.status_line.text() == said[1]
    logged = [line for line in page.log.lines() if line.startswith("Roll-off")]
    assert logged == ["Roll-off for the first turn: Ann and Ben tie on white, so they spin "
                      "again", "Roll-off for the first turn: nobody lands on white, so Ann "
                      "and Ben spin again"]


def test_a_key_while_the_board_moves_says_so_and_skips_to_the_end(
        qtbot: QtBot, window: MainWindow) -> None:
    animation.set_speed("normal")
    try:
        page = start(window, (PEOPLE[0], MIXED[2]), 4)
        scene, controller = page.scene, page.controller
        qtbot.waitUntil(lambda: ready(page), timeout=10_000)
        while Spin() not in controller.legal():
            qtbot.waitUntil(lambda: ready(page) and Spin() in controller.legal(),
                            timeout=10_000)
        qtbot.keyClick(page.view, Qt.Key.Key_Space)
        assert scene.busy, "the pointer spins"
        assert scene.bar.offer.choices == () and scene.bar.prompt.text() == MOVING
        assert page.status_line.text() == MOVING
        spins = len(controller.log)
        qtbot.keyClick(page.view, Qt.Key.Key_Space)  # the key that spun: now it shows the stop
        qtbot.waitUntil(lambda: not scene.busy)
        assert len(controller.log) == spins, "the skip chose nothing"
        assert scene.caption.landed, "the spinner stopped and says where"
        assert scene.bar.prompt.text() != MOVING and page.status_line.text() != MOVING
    finally:
        animation.set_speed("off")


def test_a_token_leaves_its_squares_number_readable(qtbot: QtBot, window: MainWindow) -> None:
    page = start(window, PEOPLE[:2], 4)
    scene = page.scene
    qtbot.waitUntil(lambda: ready(page))
    track = scene.track
    lane = len(track.lanes) - 1
    for credits in (5, 40, 75):
        square = track.spaces[lane][credits // 5]
        spot = track.spot(lane, credits, 0, 1)
        top = spot.y() - track.token_size() / 2
        side = track.size * 0.92  # a square's outline; its label keeps 0.84 of it inside
        label_bottom = square.pos().y() - side * 0.42 + side * 0.84 * LABEL_ROOM
        assert top > label_bottom, f"a token covers the number of square {credits}"
        assert spot.y() + track.token_size() / 2 <= square.pos().y() + track.size / 2


@pytest.mark.parametrize("width", [700, 774, 1200])
def test_the_bar_never_cuts_a_button(qtbot: QtBot, width: int) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    page = QWidget()  # the bar under a board that takes every spare pixel, as on a page
    qtbot.addWidget(page)
    bar = ChoiceBar()
    column = QVBoxLayout(page)
    column.addWidget(QWidget(), 1)
    column.addWidget(bar)
    page.resize(width, 600)
    page.show()
    bar.show_offer(Offer("The board is moving"))  # one short row first, as while a spin plays
    for _ in range(3):
        QApplication.processEvents()
    bar.show_offer(Offer("Sam: predict the answer and stake credits", 0, (
        *(Choice(x.upper(), x.upper(), f"letter:{x}", "answer") for x in "abcd"),
        *(Choice(f"{w} credits", str(i + 1), f"wager:{w}", "stake")
          for i, w in enumerate((5, 15, 25))),
        Choice("Pass", "P", "pass", "stake"),
        Choice("Lock in", "Enter", "lock", "lock", primary=True))))
    for _ in range(3):
        QApplication.processEvents()
    for button in bar.buttons().values():
        corner = button.mapTo(bar, button.rect().bottomRight())
        assert button.width() >= button.sizeHint().width(), button.text()
        assert corner.x() <= bar.width(), button.text()
        assert corner.y() <= bar.height(), button.text()
    prompt = bar.prompt
    assert prompt.height() >= prompt.heightForWidth(prompt.width())
    assert prompt.heightForWidth(prompt.width()) <= 3 * prompt.fontMetrics().lineSpacing()


def test_a_token_earning_a_degree_never_crosses_other_squares(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Up the lane to the degree's square, then straight to the next lane's GO: it used to
    slide there across the squares between, standing on squares it never reached."""
    import dataclasses

    from psychboard.gui import animation

    page = window.start_game(create_controller(
        SPEC, PsychologizerOptions(players=4, degree="doctorate"), PEOPLE, 5))
    scene = page.scene
    qtbot.waitUntil(lambda: not scene.busy)
    track, token = scene.track, scene.tokens[0]
    view = page.controller.view()
    last = track.lanes[0].degree.credits
    near = dataclasses.replace(view, credits=(last - 20, *view.credits[1:]))
    earned = dataclasses.replace(view, credits=(0, *view.credits[1:]),
                                 degrees=(1, *view.degrees[1:]))
    scene._place_tokens(near, animate=False)
    fair = [QPointF(token.pos()), *track.path(0, last - 20, last), track.centre(1, 0)]
    monkeypatch.setattr(animation, "_speed", animation.SPEEDS["normal"])
    seen: list[QPointF] = []
    token.xChanged.connect(lambda: seen.append(QPointF(token.pos())))
    token.yChanged.connect(lambda: seen.append(QPointF(token.pos())))
    scene._place_tokens(earned, animate=True)
    qtbot.waitUntil(lambda: not scene.busy)
    fair.append(QPointF(token.pos()))  # where it stands on GO, beside the others there
    reach = track.size * 0.75  # a hop between two squares passes near one or the other
    strays = [p for p in seen if min(QLineF(p, q).length() for q in fair) > reach]
    assert seen and not strays, f"{len(strays)} of {len(seen)} positions off the path"
