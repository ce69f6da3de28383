"""A family's own Warfare cards on the table: the scene draws their faces and tells them, the
computer players of a resumed game plan over the cards that game was dealt from, and Add a
deck refuses a card of the wrong types with one message."""

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
from psychboard.gui.widgets import messages as message_boxes
from tests.json_fields import put

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


@pytest.mark.parametrize(("place", "value", "field"), [
    (("modifiers", 0, "needs"), 5, "'modifiers[1].needs'"),
    (("modifiers", 0, "types"), None, "'modifiers[1].types'"),
])
def test_add_a_deck_refuses_a_modifier_of_the_wrong_type_with_a_message(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, family: Path,
        place: tuple[Any, ...], value: Any, field: str) -> None:
    from PySide6.QtCore import QSettings

    from psychboard.app import main_window
    from psychboard.app.settings import Settings

    shipped = json.loads((asset_dir("decks", "warfare") / "cards.json").read_text("utf-8"))
    defense = next(c for c in shipped["cards"] if c["type"] == "defense")
    card = put({**defense, "id": "our-wall", "name": "Our Wall"}, place, value)
    path = tmp_path / "walls.json"
    path.write_text(json.dumps({**shipped, "title": "Walls", "cards": [card]}), "utf-8")
    said: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda _p, _t, text: said.append(text))
    window = main_window.MainWindow(Settings(QSettings(str(tmp_path / "s.ini"),
                                                       QSettings.Format.IniFormat)))
    qtbot.addWidget(window)
    assert not window.install_deck(path)
    assert len(said) == 1 and said[0].startswith(f"{path}: card 'our-wall': field {field} "
                                                 "must be a list of names"), said
    assert not (decks.family_dir("warfare") / "walls.json").exists()
