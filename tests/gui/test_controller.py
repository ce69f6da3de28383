"""The controller base: hot-seat privacy, undo policy, computer seats, autosave, resume."""

from __future__ import annotations

import json

import pytest
from pytestqt.qtbot import QtBot

from psychboard.core import saves
from psychboard.core.errors import IllegalAction
from psychboard.core.resources import autosave_path
from psychboard.core.saves import SeatConfig
from psychboard.gui.controller import GameController
from tests.fixture_game import DieGuessOptions, Guess
from tests.fixture_scene import SPEC

HUMANS = (SeatConfig("Ann"), SeatConfig("Ben"))


def controller(seats: tuple[SeatConfig, ...] = HUMANS, rounds: int = 3) -> GameController:
    return GameController(SPEC, DieGuessOptions(players=len(seats), rounds=rounds), seats, 7)


def test_hot_seat_shows_nothing_private_before_ready(qtbot: QtBot) -> None:
    game = controller()
    handoffs: list[int] = []
    views: list[object] = []
    game.handoff.connect(handoffs.append)
    game.changed.connect(views.append)
    game.start()
    assert handoffs == [0]
    assert game.viewer is None and game.legal() == []
    with pytest.raises(IllegalAction):
        game.submit(Guess(3))
    game.confirm_handoff(0)
    assert game.viewer == 0 and game.legal()
    game.submit(Guess(3))
    assert handoffs == [0, 1]
    assert game.viewer is None
    after_lock_in = views[-1]
    assert after_lock_in.my_guess is None and after_lock_in.seat is None
    game.confirm_handoff(1)
    assert game.view().my_guess is None, "Ben must not see Ann's sealed guess"


def test_confirming_the_wrong_seat_changes_nothing(qtbot: QtBot) -> None:
    game = controller()
    game.start()
    game.confirm_handoff(1)
    assert game.viewer is None


def test_undo_takes_back_a_sealed_choice_but_not_a_reveal(qtbot: QtBot) -> None:
    game = controller()
    game.start()
    game.confirm_handoff(0)
    game.submit(Guess(2))
    assert game.can_undo()
    assert game.undo()
    assert game.log == [] and game.state == game.states[0]
    game.confirm_handoff(0)
    game.submit(Guess(2))
    game.confirm_handoff(1)
    game.submit(Guess(5))  # the die is rolled: a chance event and a reveal
    assert game.state.round == 2
    assert not game.can_undo()
    assert not game.undo()


def test_computer_seats_play_to_the_end(qtbot: QtBot) -> None:
    seats = (SeatConfig("Cy", kind="computer", level="random"),
             SeatConfig("Di", kind="computer", level="random"))
    game = controller(seats)
    with qtbot.waitSignal(game.finished, timeout=10_000) as blocker:
        game.start()
    outcome = blocker.args[0]
    assert outcome == game.outcome()
    assert len(game.log) == 6
    assert not autosave_path("dieguess").exists(), "a finished game leaves no autosave"


def test_one_human_needs_no_handoff_and_plays_computers(qtbot: QtBot) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Cy", kind="computer", level="random"))
    game = controller(seats, rounds=1)
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    game.start()
    qtbot.waitUntil(lambda: game.viewer == 0 and bool(game.legal()), timeout=5_000)
    with qtbot.waitSignal(game.finished, timeout=5_000):
        game.submit(Guess(4))
    assert handoffs == []


def test_autosave_after_every_action_replays_to_the_same_state(qtbot: QtBot) -> None:
    game = controller()
    game.start()
    game.confirm_handoff(0)
    game.submit(Guess(1))
    path = autosave_path("dieguess")
    data = json.loads(path.read_text())
    assert data["format"] == "psychboard-save" and len(data["actions"]) == 1
    loaded = saves.read(path, lambda _game: SPEC.rules())
    resumed = GameController(SPEC, loaded.options, loaded.seats, loaded.seed, loaded.actions)
    assert resumed.state == game.state
    assert resumed.seats == HUMANS


def test_a_broken_bot_falls_back_to_a_legal_move(qtbot: QtBot) -> None:
    class Broken:
        name = "broken"

        def choose(self, *_: object) -> object:
            raise RuntimeError("no idea")

    spec = SPEC._replace(bots={"broken": Broken})
    game = GameController(spec, DieGuessOptions(players=1, rounds=1),
                          (SeatConfig("Bot", kind="computer", level="broken"),), 3)
    problems: list[str] = []
    game.problem.connect(problems.append)
    with qtbot.waitSignal(game.finished, timeout=5_000):
        game.start()
    assert problems and "no idea" in problems[0]


def test_only_the_person_on_screen_may_take_back_their_own_sealed_choice(qtbot: QtBot) -> None:
    game = controller()
    game.start()
    game.confirm_handoff(0)
    game.submit(Guess(2))
    assert game.undo_plan() == (0, "Undo Ann's move"), "Ann still has the screen"
    game.confirm_handoff(1)
    assert game.undo_plan() == (None, "Can't undo: only Ann can take back Ann's move")
    assert not game.undo(), "Ben cannot take back Ann's sealed guess"
    assert game.log == [(0, Guess(2))]


def test_the_undo_menu_says_what_it_will_take_back(qtbot: QtBot) -> None:
    from psychboard.app.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    game = controller()
    window.start_game(game)
    game.confirm_handoff(0)
    game.submit(Guess(5))
    assert window.undo_action.text() == "Undo Ann's move" and window.undo_action.isEnabled()
    game.confirm_handoff(1)
    assert not window.undo_action.isEnabled()
    assert window.undo_action.text().startswith("Can't undo: only Ann")


def test_a_closed_game_never_moves_again(qtbot: QtBot) -> None:
    seats = (SeatConfig("Bot", kind="computer", level="random"), SeatConfig("Ann"))
    game = controller(seats)
    closed: list[bool] = []
    game.closed.connect(lambda: closed.append(True))
    game.start()
    game.close()
    assert closed == [True]
    from PySide6.QtCore import QCoreApplication, QThreadPool

    QThreadPool.globalInstance().waitForDone()  # the bot that was thinking answers…
    QCoreApplication.processEvents()           # …and its answer is delivered, then dropped
    assert game.log == []
    game.submit(Guess(1))
    game.release()
    assert game.log == []
