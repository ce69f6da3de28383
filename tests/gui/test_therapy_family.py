"""A whole game of Therapy as a family plays it: four people and a computer at one screen in
the main window (the shorter game, any five pegs), once by keyboard alone (maximized on a
1024×640 screen, dark) and once by mouse alone (1440×900, light). Each reaches the end screen
with no exception, and no secret answer is asked for on a screen that did not pass through its
person's hand-off.

The keys are the ones the screen shows: Ctrl+Enter on the hand-off, the keys of the choice
bar's offer (Space to roll, 1–9 and 0 on the pad, the arrows to move the pick, Enter to lock
in, A or P for a chance), Enter or Space where the table reads a card or a result."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.therapy.rules import TherapyOptions
from psychboard.games.therapy.scene import TherapyScene
from psychboard.gui.controller import create_controller
from psychboard.gui.table import GO_ON
from tests.gui.test_readable_tables import MAXIMIZED_1024x640
from tests.gui.test_scene_conformance import next_choices
from tests.gui.test_shared_defects import press
from tests.gui.test_warfare_family import (
    CTRL,
    ENTER,
    LAPTOP,
    Opener,
    Watch,
    click,
    click_table,
    enabled,
    key,
    mouse,
    play,
    windows,
)

SEED = 4
THERAPY_SEATS = (SeatConfig("Ann", "#0072B2", "circle"),
                 SeatConfig("Ben", "#D55E00", "square"),
                 SeatConfig("Cleo", "#009E73", "triangle"),
                 SeatConfig("Dev", "#CC79A7", "diamond"),
                 SeatConfig("Eve", "#E69F00", "star", "computer", "medium"))


@pytest.fixture
def open_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[Opener]:
    yield from windows(qtbot, qapp, tmp_path)


def therapy(win: MainWindow, watch: Watch) -> tuple[GamePage, TherapyScene]:
    game = create_controller(GAMES["therapy"], TherapyOptions(players=5, shorter=True),
                             THERAPY_SEATS, SEED, autosave=False)
    page = win.start_game(watch.follow(game, win))
    scene = page.scene
    assert isinstance(scene, TherapyScene)
    return page, scene


def secrets_kept(page: GamePage, scene: TherapyScene, watch: Watch) -> Callable[[], None]:
    """Before each step: a secret answer is asked only of the person who took the screen,
    and the table's own screen offers no pad."""
    def check() -> None:
        offer, view = scene.bar.offer, scene.view
        if page.handoff.isVisible() or scene.awaiting_reader or view is None:
            return
        if view.seat is None:
            assert not offer.enabled(), "the table's screen offers a choice"
        elif "in secret" in offer.prompt:
            assert watch.taken == view.seat, f"{offer.prompt!r} without its hand-off"
    return check


def finished(page: GamePage, scene: TherapyScene, watch: Watch) -> None:
    outcome = page.controller.outcome()
    assert outcome is not None
    assert scene.banner.isVisible() and scene.names[outcome.winners[0]] in scene.banner.title
    assert sum(c.pegs.filled >= 5 for c in scene.couches) >= 1  # the shorter game's five
    watch.assert_clean()


def test_a_whole_therapy_game_by_keyboard_at_1024x640_dark(
        qtbot: QtBot, open_window: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    win = open_window("dark", MAXIMIZED_1024x640)
    watch = Watch(monkeypatch)
    page, scene = therapy(win, watch)
    rnd = random.Random(SEED)
    arrows = 0

    def step() -> None:
        nonlocal arrows
        if page.handoff.isVisible():
            assert QApplication.focusWidget() is page.handoff
            press(ENTER, CTRL)
        elif scene.awaiting_reader:
            press(rnd.choice((ENTER, Qt.Key.Key_Space)))
        elif scene.bar.offer.arrows and rnd.random() < 0.3:
            arrows += 1
            press(rnd.choice((Qt.Key.Key_Right, Qt.Key.Key_Left)))  # move the pick
        else:
            key(rnd.choice(next_choices(scene.bar.offer.enabled(), rnd)))

    play(qtbot, page, step, secrets_kept(page, scene, watch))
    finished(page, scene, watch)
    assert arrows


def test_a_whole_therapy_game_by_mouse_at_1440x900_light(
        qtbot: QtBot, open_window: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    win = open_window("light", LAPTOP)
    watch = Watch(monkeypatch)
    page, scene = therapy(win, watch)
    rnd = random.Random(SEED + 1)
    dice = 0

    def step() -> None:
        nonlocal dice
        if page.handoff.isVisible():
            click(page.handoff.button)
        elif scene.awaiting_reader:  # its button, or a click anywhere on the table
            if rnd.random() < 0.5:
                mouse(page, GO_ON)
            else:
                click_table(page, scene.sceneRect().center())
        elif "roll" in enabled(page) and rnd.random() < 0.5:
            dice += 1
            click_table(page, scene.dice[0].sceneBoundingRect().center())
        else:
            mouse(page, rnd.choice(next_choices(scene.bar.offer.enabled(), rnd)).value)

    play(qtbot, page, step, secrets_kept(page, scene, watch))
    finished(page, scene, watch)
    assert dice
