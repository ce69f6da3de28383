"""Every registered game (and the fixture game) played whole through its page with the keyboard
alone, two people and a computer where the game seats them: no exception, every offer names a
key for each choice, the end screen is reached, and no private screen shows without its
hand-off. The view side's counterpart of tests/engines/test_conformance.py."""

from __future__ import annotations

import random
import sys
from collections import Counter
from types import TracebackType
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.choices import Choice
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES, GameSpec
from psychboard.gui.controller import GameController, create_controller
from psychboard.gui.table import TableScene
from psychboard.gui.widgets.choice_bar import sequences
from tests.fixture_scene import SPEC as FIXTURE

SPECS = [FIXTURE, *(spec for spec in GAMES.values() if spec.playable)]
COLOURS = (("#0072B2", "circle"), ("#D55E00", "square"), ("#009E73", "triangle"))
STEPS = 4000


def test_every_game_scene_is_on_the_table_contract() -> None:
    for spec in SPECS:
        assert spec.scene is not None
        scene = spec.scene()
        assert issubclass(scene, TableScene), spec.id
        missing = [name for name in dir(scene)
                   if getattr(getattr(scene, name, None), "__isabstractmethod__", False)]
        assert missing == [], f"{spec.id} leaves {missing} to provide"


def sitting(spec: GameSpec) -> GameController:
    """Two people and a computer, or as many of them as the game seats."""
    low, high = spec.players
    players = max(low, min(high, 3))
    kinds = ["human", "human", "computer"][:players] if players > 1 else ["human"]
    level = "easy" if "easy" in spec.bots else next(iter(spec.bots))
    seats = [SeatConfig(f"P{i}", *COLOURS[i % 3], kind, level if kind == "computer" else "")
             for i, kind in enumerate(kinds)]
    assert spec.rules is not None
    options = spec.rules().options_type(players=players)  # type: ignore[call-arg]
    return create_controller(spec, options, seats, 17, autosave=False)


def key_of(name: str) -> Qt.Key:
    return sequences(name)[0][0].key()


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_a_whole_game_plays_by_keyboard_through_its_page(
        qtbot: QtBot, spec: GameSpec, monkeypatch: pytest.MonkeyPatch) -> None:
    errors: list[BaseException] = []

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append(error)

    monkeypatch.setattr(sys, "excepthook", hook)
    game = sitting(spec)
    holder: list[int | None] = [None]  # whose private screen it may be: the last hand-off's
    unasked: list[int] = []

    def handed(seat: int) -> None:
        holder[0] = seat

    def shown(view: Any) -> None:
        seat = getattr(view, "seat", None)
        if seat is not None and game.private_handoff:
            if seat != holder[0] and game.needs_handoff(seat):  # a secret choice is on
                unasked.append(seat)
            holder[0] = seat

    game.handoff.connect(handed)
    game.changed.connect(shown)
    page = GamePage(game)
    qtbot.addWidget(page)
    page.resize(1440, 900)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    scene = page.scene
    rnd = random.Random(spec.id)
    try:
        page.start()
        for _ in range(STEPS):
            qtbot.waitUntil(lambda: settled(page), timeout=30_000)
            if page.end_bar.isVisible():
                break
            play_one_key(qtbot, page, scene, rnd)
        assert page.end_bar.isVisible(), "the end screen is reached"
    finally:
        page.close_game()
    assert errors == []
    assert unasked == [], "a private screen showed without its hand-off"


def settled(page: GamePage) -> bool:
    scene = page.scene
    return (page.end_bar.isVisible() or page.handoff.isVisible() or page.reaction.isVisible()
            or (scene.accepts_input and bool(scene.bar.offer.enabled())))


def play_one_key(qtbot: QtBot, page: GamePage, scene: TableScene, rnd: random.Random) -> None:
    """One key, as a person at the table would press it."""
    if page.handoff.isVisible():
        qtbot.keyClick(page.handoff.button, Qt.Key.Key_Space)
        return
    if page.reaction.isVisible():
        qtbot.keyClick(page.reaction.let_stand, Qt.Key.Key_Space)
        return
    offer = scene.bar.offer
    for choice in offer:
        assert choice.key.strip(), f"{choice.label!r} names no key"
        button = scene.bar.buttons().get(choice.value)
        assert button is None or f"[{choice.key}]" in button.text() \
            or choice.key.lower() in button.text().lower(), f"{button.text()!r} hides its key"
    choice = rnd.choice(next_choices(offer.enabled(), rnd))
    focus = QApplication.focusWidget() or page.view
    qtbot.keyClick(focus, key_of(choice.key))


def next_choices(enabled: tuple[Choice, ...], rnd: random.Random) -> list[Choice]:
    """What a person would press next: mostly the finishing choice once it is on, else one
    of a set of options (answers, stakes) nothing is picked in yet, else any."""
    primary = [c for c in enabled if c.primary]
    if primary and rnd.random() < 0.8:
        return primary
    sizes = Counter(c.group for c in enabled)
    done = {c.group for c in enabled if c.picked}
    fresh = [c for c in enabled if sizes[c.group] > 1 and c.group not in done]
    return fresh or primary or list(enabled)
