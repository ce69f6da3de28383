"""Fixtures the game pages' GUI tests share."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.gui.controller import GameController


@pytest.fixture
def page_for(qtbot: QtBot) -> Iterator[Callable[[GameController], GamePage]]:
    """Opens a started game page at a laptop size; every page is closed after the test."""
    pages: list[GamePage] = []

    def make(game: GameController) -> GamePage:
        page = GamePage(game)
        qtbot.addWidget(page)
        page.resize(1440, 900)
        page.show()
        page.start()
        pages.append(page)
        return page

    yield make
    for page in pages:
        page.close_game()
