"""The table as a screen reader sees it: walked through QAccessible for every game, offscreen."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.rules import JujitsuOptions
from psychboard.games.psychic.rules import PsychicOptions
from psychboard.games.psychologizer.rules import PsychologizerOptions
from psychboard.games.registry import GAMES
from psychboard.games.therapy.rules import TherapyOptions
from psychboard.games.warfare.rules import WarfareOptions
from psychboard.gui.controller import GameController, create_controller
from psychboard.gui.items import CardItem, HandFan, PileItem, SpaceItem, SpinnerItem

Role = QAccessible.Role
NAME = QAccessible.Text.Name
SEATS = (SeatConfig("Ann"), SeatConfig("Ben", "#D55E00", "square"),
         SeatConfig("Cy", "#009E73", "triangle"))
OPTIONS: dict[str, Any] = {"jujitsu": JujitsuOptions(players=2), "psychic": PsychicOptions(),
                           "psychologizer": PsychologizerOptions(players=2),
                           "therapy": TherapyOptions(players=3),
                           "warfare": WarfareOptions(players=3)}


def game(game_id: str, seed: int = 3) -> GameController:
    options = OPTIONS[game_id]
    return create_controller(GAMES[game_id], options, SEATS[:options.players], seed,
                             autosave=False)


def tree(face: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    for index in range(face.childCount()):
        child = face.child(index)
        assert child is not None and child.isValid()
        assert child.parent() is not None
        assert face.indexOfChild(child) == index
        yield child
        yield from tree(child)


def board(page: GamePage) -> QAccessibleInterface:
    face = QAccessible.queryAccessibleInterface(page.view)
    assert face is not None and face.role() == Role.Canvas
    return face


def uncovered(page: GamePage, qtbot: QtBot) -> None:
    """Confirms a hand-off, if one covers the board (the hand shown is then its person's)."""
    if page.handoff.isVisible():
        page.handoff.button.click()
        qtbot.waitUntil(lambda: not page.handoff.isVisible())


def faces_of(page: GamePage) -> dict[int, QAccessibleInterface]:
    return {id(face.item): face for face in tree(board(page))}  # type: ignore[attr-defined]


def visible(page: GamePage, kind: type[QGraphicsItem]) -> list[Any]:
    return [i for i in page.scene.items() if isinstance(i, kind) and i.isVisible()]


@pytest.mark.parametrize("game_id", sorted(OPTIONS))
def test_every_piece_of_every_table_has_a_name_and_a_role(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage], game_id: str) -> None:
    page = page_for(game(game_id))
    uncovered(page, qtbot)
    faces = list(tree(board(page)))
    assert len(faces) >= 5
    for face in faces:
        assert face.text(NAME).strip(), face.role()
        assert face.role() != Role.NoRole
        assert not face.rect().isEmpty()
    shown = faces_of(page)
    for kind in (CardItem, PileItem, SpaceItem, SpinnerItem, HandFan):
        for item in visible(page, kind):
            assert id(item) in shown, f"{kind.__name__} {item} is not in the tree"


def test_a_hand_is_a_list_of_named_cards_with_their_places(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    page = page_for(game("jujitsu"))
    hand = next(face for face in tree(board(page)) if face.role() == Role.List)
    assert hand.text(NAME) == "hand of 13 cards"
    cards = [hand.child(i) for i in range(hand.childCount())]
    assert all(card is not None and card.role() == Role.ListItem for card in cards)
    names = [card.text(NAME) for card in cards if card is not None]
    assert names[0].startswith("Ace") and names[-1].startswith("King")
    assert cards[2] is not None
    assert cards[2].text(QAccessible.Text.Description) == "card 3 of 13"


def test_spaces_and_spinner_of_the_psychologizer_board(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    page = page_for(game("psychologizer"))
    face = board(page)
    names = [child.text(NAME) for child in tree(face)]
    assert "space GO" in names and "space 150" in names
    spinner = next(child for child in tree(face) if child.text(NAME).startswith("spinner at "))
    assert spinner.role() == Role.Button
    assert spinner.state().focusable and not spinner.state().focused
    spaces = [c for c in tree(face) if c.text(NAME).startswith("space ")]
    assert all(c.role() == Role.Graphic and not c.state().focusable for c in spaces)


def test_piles_say_their_count_and_the_deck_is_a_button(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    page = page_for(game("psychic"))
    names = {child.text(NAME): child for child in tree(board(page))}
    deck = names["pile of 52 cards"]
    assert deck.role() == Role.Button and deck.state().focusable
    assert names["Face up: 0 cards"].role() == Role.Graphic
    assert any(name.startswith("SCORE") for name in names)  # the score panel reads too


def test_a_private_hand_is_told_only_on_its_own_screen(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    page = page_for(game("warfare"))
    assert page.handoff.isVisible()
    face = board(page)
    assert face.childCount() == 0  # covered: not even the table's public pieces
    assert "hand-off" in face.text(NAME)
    page.handoff.button.click()
    qtbot.waitUntil(lambda: not page.handoff.isVisible())
    hand = next(child for child in tree(face) if child.role() == Role.List)
    cards = [hand.child(i) for i in range(hand.childCount())]
    assert cards and all(c is not None and c.text(NAME) for c in cards)


def test_moves_and_results_are_announced_as_the_log_tells_them(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    controller = game("psychologizer")
    page = page_for(controller)
    told = len(controller.lines)
    controller.submit(controller.legal()[0])
    qtbot.waitUntil(lambda: len(controller.lines) > told)
    said = page.view.property("lastAnnouncement")
    assert said == ". ".join(controller.lines[told:told + said.count(". ") + 1])
    assert said.startswith(controller.lines[told])
