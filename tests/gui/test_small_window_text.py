"""In a 1024×640 window the table is scaled down to fit beside the side panel; its smallest
text must still come out at a readable 10 px on screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.controller import JujitsuController
from psychboard.games.jujitsu.items import SMALLEST
from psychboard.games.jujitsu.rules import JujitsuOptions
from psychboard.games.registry import GAMES
from psychboard.gui.controller import GameController, create_controller

READABLE = 10.0  # screen pixels


def small_window(qtbot: QtBot, page: GamePage) -> float:
    """Shrinks the page to 1024×640 and returns the view's scale once it has refitted."""
    wide = page.view.transform().m11()
    page.resize(1024, 640)
    qtbot.waitUntil(lambda: page.view.transform().m11() < wide)
    return page.view.transform().m11()


def test_jujitsu_panels_and_labels_read_at_1024x640(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    seats = (SeatConfig("Ann"), SeatConfig("Cleo", "#009E73", "triangle", "computer", "medium"),
             SeatConfig("Dev", "#D55E00", "square", "computer", "hard"))
    game = create_controller(GAMES["jujitsu"], JujitsuOptions(players=3), seats, 11,
                             autosave=False)
    assert isinstance(game, JujitsuController)
    page = page_for(game)
    scale = small_window(qtbot, page)
    assert SMALLEST * scale >= READABLE  # the panels', plates' and captions' least size
    labels = [item for item in page.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert labels
    assert min(item.font().pixelSize() for item in labels) * scale >= READABLE
