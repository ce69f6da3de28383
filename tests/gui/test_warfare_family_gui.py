"""A family's own Warfare cards on the table: the scene draws their faces and tells them, and
the computer players of a resumed game plan over the cards that game was dealt from."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core import decks
from psychboard.core.resources import asset_dir
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.warfare import deck as warfare_deck
from psychboard.games.warfare.controller import WarfareController
from psychboard.games.warfare.faces import card_face
from psychboard.games.warfare.rules import WarfareOptions, WarfareRules
from psychboard.games.warfare.scene import WarfareScene
from psychboard.gui.controller import GameController, create_controller

SEATS = (SeatConfig("Ann", "#0072B2", "circle"),
         SeatConfig("Cleo", "#009E73", "triangle", "computer", "easy"))


@pytest.fixture
def family(tmp_path: Path) -> Iterator[Path]:
    shipped = json.loads((asset_dir("decks", "warfare") / "cards.json").read_text("utf-8"))
    action = next(c for c in shipped["cards"] if c["type"] == "action" and "copies" not in c)
    cards = [{**action, "id": f"our-{i}", "name": f"Our Card {i}", "copies": 9}
             for i in range(6)]
    path = tmp_path / "ours.json"
    path.write_text(json.dumps({**shipped, "title": "Ours", "cards": cards}), "utf-8")
    registry.load_deck_schemas()
    registry.decks_changed("warfare")
    yield path
    registry.decks_changed("warfare")


def start(seats: tuple[SeatConfig, ...], content: Any = None) -> WarfareController:
    made = create_controller(registry.GAMES["warfare"], WarfareOptions(players=len(seats)),
                             seats, 2, (), autosave=False, content=content)
    assert isinstance(made, WarfareController)
    return made


def test_the_scene_draws_and_tells_a_family_card(
        qtbot: QtBot, family: Path, page_for: Callable[[GameController], GamePage]) -> None:
    decks.install(family)
    registry.decks_changed("warfare")
    page = page_for(start(SEATS))
    scene = page.scene
    assert isinstance(scene, WarfareScene)
    assert scene.cs.cards["our-3-9"].name == "Our Card 3"
    image = QImage(126, 176, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    card_face("our-3")(painter, QRectF(0, 0, 126, 176))
    painter.end()
    assert image.pixel(63, 88) != 0, "the family card's face is drawn"


def test_a_resumed_games_computer_plans_over_the_cards_it_was_dealt_from(
        qtbot: QtBot, family: Path) -> None:
    pinned = warfare_deck.pinned(WarfareRules().cs)  # saved before the family deck came
    decks.install(family)
    registry.decks_changed("warfare")
    resumed = start(SEATS, content=pinned)
    try:
        assert not any(c.startswith("our-") for c in resumed.rules.all_cards)  # type: ignore[attr-defined]
        bot = resumed._bots[1]
        assert set(bot.rules.all_cards) == set(resumed.rules.all_cards)  # type: ignore[attr-defined]
    finally:
        resumed.close()
