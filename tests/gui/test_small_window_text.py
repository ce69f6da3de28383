"""In a 1024×640 window the table is scaled down to fit beside the side panel; its smallest
text must still come out at a readable 10 px on screen, and no token may hide a square's word."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.controller import JujitsuController
from psychboard.games.jujitsu.items import SMALLEST
from psychboard.games.jujitsu.rules import JujitsuOptions
from psychboard.games.psychologizer.controller import PsychologizerController
from psychboard.games.psychologizer.rules import PsychologizerOptions
from psychboard.games.psychologizer.scene_track import LABEL_ROOM
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


def test_four_tokens_on_the_first_square_leave_its_word_readable(
        qtbot: QtBot, page_for: Callable[[GameController], GamePage]) -> None:
    seats = tuple(SeatConfig(name, colour, shape) for name, colour, shape in (
        ("Ann", "#0072B2", "circle"), ("Ben", "#D55E00", "square"),
        ("Eve", "#009E73", "triangle"), ("Flo", "#CC79A7", "diamond")))
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=4), seats, 4,
                             autosave=False)
    assert isinstance(game, PsychologizerController)
    page = page_for(game)
    small_window(qtbot, page)
    track = page.scene.track
    for lane, spaces in enumerate(track.spaces):
        start = spaces[0].pos()
        side = track.size * 0.92  # a square's outline; its label keeps 0.84 of it inside
        label_bottom = start.y() - side * 0.42 + side * 0.84 * LABEL_ROOM
        half = track.token_size() / 2
        for index in range(4):
            spot = track.spot(lane, 0, index, 4)
            assert spot.y() - half > label_bottom, f"token {index} covers GO"
            assert abs(spot.x() - start.x()) + half <= side / 2
