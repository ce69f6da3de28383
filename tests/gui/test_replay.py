"""Replays: a remembered game steps forward, back and to any step, and every step shows the
table exactly as the game had it; nothing plays, saves or is recorded."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.replay import ReplayWindow, replay_controller, saved_game
from psychboard.core import saves
from psychboard.core.resources import autosave_path, user_data_dir
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.store.games import read, saved_log
from psychboard.store.record import record_finished
from tests.engines.playout import play_random


def remembered(kind: str, seed: int = 5) -> tuple[int, list[object]]:
    """A random game of `kind` recorded as a finished game is; its id and every state."""
    spec = GAMES[kind]
    assert spec.rules is not None
    rules = spec.rules()
    players = max(spec.players[0], min(3, spec.players[1]))
    options = rules.options_type(players=players)
    state, log, states = play_random(rules, options, seed, random.Random(seed))
    outcome = rules.outcome(state)
    assert outcome is not None
    level = next(iter(spec.bots))
    seats = (SeatConfig("Ann"), *(SeatConfig(f"Bot {i}", kind="computer", level=level)
                                  for i in range(1, players)))
    saved = saves.SavedGame(kind, options, seed, seats, tuple(log), rules.content(options))
    record_finished(spec, saved, rules, states, outcome, started=0.0)
    return max(g.id for g in read().games), states


@pytest.mark.parametrize("kind", list(GAMES))
def test_every_step_of_a_remembered_game_is_the_table_as_it_was(kind: str) -> None:
    game_id, states = remembered(kind)
    save = saved_log(game_id)
    assert save is not None
    controller = replay_controller(saved_game(save))
    rules = controller.rules
    seen = []
    controller.changed.connect(seen.append)
    steps = controller.steps  # type: ignore[attr-defined]
    assert steps == len(states) - 1
    controller.step_to(0)  # type: ignore[attr-defined]
    for step in range(steps + 1):
        if step:
            controller.step_to(step)  # type: ignore[attr-defined]
        assert controller.state == states[step]
        assert seen[-1] == rules.observe(states[step], None), "the table's view, no seat's"
    for step in (steps // 2, 3, steps):
        controller.step_to(step)  # type: ignore[attr-defined]
        assert controller.state == states[step] and len(controller.log) == step
    assert controller.outcome() == rules.outcome(states[-1])


def test_the_replay_window_steps_with_its_keys_and_plays_nothing(qtbot: QtBot) -> None:
    game_id, states = remembered("jujitsu")
    save = saved_log(game_id)
    assert save is not None
    window = ReplayWindow(saved_game(save))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(window.slider.hasFocus)
    assert window.position == 0 and window.where.text() == f"Step 0 of {len(states) - 1}"
    assert not window.back.isEnabled() and not window.page.end_bar.isVisible()
    def key(which: Qt.Key) -> None:
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, which)

    key(Qt.Key.Key_Right)
    key(Qt.Key.Key_Right)
    assert window.position == 2 and window.controller.state == states[2]
    assert window.page.log.lines() == window.controller.lines
    key(Qt.Key.Key_Left)
    assert window.position == 1 and window.controller.state == states[1]
    key(Qt.Key.Key_End)
    assert window.position == len(states) - 1 and window.page.end_bar.isVisible()
    assert not window.page.end_bar.again_button.isVisible()
    window.slider.setValue(4)
    assert window.controller.state == states[4] and not window.page.end_bar.isVisible()
    assert window.page.log.lines() == window.controller.lines
    window.controller.submit(window.controller.legal()[0] if window.controller.legal() else None)
    assert window.controller.state == states[4], "nobody moves in a replay"
    window.close()
    assert len(read().games) == 1, "a replay is not a new result"
    assert not autosave_path("jujitsu").exists()
    assert Path(user_data_dir()).is_dir()


def test_the_family_page_offers_remembered_games_for_replay(qtbot: QtBot) -> None:
    from psychboard.app.family_page import FamilyWindow
    from psychboard.store.games import Sitter, record

    record(None, "psychic", [Sitter("Ann")], [3], [0])  # the first history kept no moves
    game_id, _states = remembered("therapy")
    window = FamilyWindow()
    qtbot.addWidget(window)
    page = window.page
    assert page.replays.count() == 1 and page.replays.currentData() == game_id
    assert page.replays.currentText().startswith("Therapy, the Second Session · ")
    page.replay_button.click()
    (replay,) = window.findChildren(ReplayWindow)
    assert replay.isVisible() and replay.position == 0
    replay.close()


def test_a_finished_game_shows_each_seats_choices_once_watched_to_its_end(qtbot: QtBot) -> None:
    game_id, states = remembered("jujitsu")
    save = saved_log(game_id)
    assert save is not None
    window = ReplayWindow(saved_game(save))
    qtbot.addWidget(window)
    rules = window.controller.rules
    seen: list[object] = []
    window.controller.changed.connect(seen.append)
    window.show()
    # a step where Ann's bid is sealed: the table sees only that she has bid
    sealed = next(k for k, s in enumerate(states) if s.sealed[0] is not None)
    assert rules.observe(states[sealed], None).my_bid is None
    window.go(sealed)
    assert window.reveal.isVisible() and not window.reveal.isEnabled()
    window.controller.show_seat(0)  # type: ignore[attr-defined]
    assert seen[-1] == rules.observe(states[sealed], None), "not before the end is seen"
    window.go(window.steps)
    assert window.reveal.isEnabled() and not window.whose.isVisible()
    window.reveal.click()
    assert window.whose.isVisible() and window.reveal.text() == "Hide the choices"
    assert seen[-1] == rules.observe(states[-1], 0)
    window.whose.setCurrentIndex(1)
    assert seen[-1] == rules.observe(states[-1], 1)
    window.whose.setCurrentIndex(0)
    window.slider.setValue(sealed)  # back into the game: still Ann's own view
    assert seen[-1] == rules.observe(states[sealed], 0)
    assert seen[-1].my_bid == states[sealed].sealed[0]  # type: ignore[attr-defined]
    assert window.controller.legal() == [], "a seat's view offers no move"
    window.reveal.click()
    assert seen[-1] == rules.observe(states[sealed], None) and not window.whose.isVisible()
    window.close()


def test_a_game_that_did_not_finish_never_shows_private_choices(qtbot: QtBot) -> None:
    game_id, states = remembered("jujitsu")
    save = saved_log(game_id)
    assert save is not None
    whole = saved_game(save)
    half = saves.SavedGame(whole.game, whole.options, whole.seed, whole.seats,
                           whole.actions[:len(whole.actions) // 2], whole.content)
    window = ReplayWindow(half)
    qtbot.addWidget(window)
    rules = window.controller.rules
    seen: list[object] = []
    window.controller.changed.connect(seen.append)
    window.show()
    window.go(window.steps)
    assert window.position == len(half.actions) and window.controller.outcome() is None
    assert not window.reveal.isVisible() and not window.reveal.isEnabled()
    window.controller.show_seat(0)  # type: ignore[attr-defined]
    assert seen[-1] == rules.observe(states[len(half.actions)], None)
    window.close()


@pytest.mark.parametrize("kind", list(GAMES))
def test_jumping_through_a_shown_replay_keeps_the_table_and_its_status_in_step(
        qtbot: QtBot, kind: str) -> None:
    game_id, states = remembered(kind)
    save = saved_log(game_id)
    assert save is not None
    window = ReplayWindow(saved_game(save))
    qtbot.addWidget(window)
    window.show()
    for step in (window.steps, 0, window.steps // 2, window.steps, 1):
        window.go(step)  # a status drawn from one step's view and another's turn would raise
        assert window.controller.state == states[step]
        assert window.page.status_line.text() == window.page.scene.status(
            window.controller.view())
    window.close()
