"""Text at 150% around every game's table in a maximized 1024×640 window: the side panel,
the status and the seats show every word whole and larger, and the table keeps the room it
has at 100% but for the menus' few pixels (the choice bar, which shares the window's height
with it, keeps its size): the words it fits to their room grow, and none is cut or smaller."""

from __future__ import annotations

import statistics
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.theme import UI_POINTS, apply_theme
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from psychboard.gui.controller import create_controller
from psychboard.printing.document import PrintOptions
from psychboard.printing.pdf import render_page
from psychboard.printing.printables import build_document
from tests.gui.screen_text import Drawn, painted_text
from tests.gui.test_readable_tables import MAXIMIZED_1024x640, fitted, seats, sized
from tests.gui.windows import active_window

GAMES = list(registry.playable())


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    font, sheet = qapp.font(), qapp.styleSheet()
    yield from active_window(qtbot, tmp_path, *MAXIMIZED_1024x640)
    apply_theme(qapp, "light")
    qapp.setFont(font)
    qapp.setStyleSheet(sheet)


def opened(qtbot: QtBot, window: MainWindow, game: GameSpec) -> GamePage:
    rules = game.rules
    assert rules is not None
    players = max(2, rules().min_players) if rules().max_players > 1 else 1
    controller = create_controller(game, rules().options_type(players=players),
                                   seats(players, 1), 13, autosave=False)
    page = window.start_game(controller)
    sized(qtbot, window, MAXIMIZED_1024x640)
    qtbot.waitUntil(lambda: fitted(page) and not page.scene.busy)
    return page


def clipped(widget: QWidget) -> list[str]:
    """Shown buttons and labels narrower (or, wrapping, shorter) than their words need."""
    found = []
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget) or child.width() <= 0:
            continue
        if isinstance(child, QAbstractButton) and child.text():
            if child.width() < child.sizeHint().width() - 1:
                found.append(f"button {child.text()!r}")
        elif isinstance(child, QLabel) and child.text() and child.objectName() != "":
            need = child.heightForWidth(child.width()) if child.wordWrap() else \
                child.sizeHint().height()
            if child.height() < need - 1 or (not child.wordWrap()
                                            and child.width() < child.sizeHint().width() - 1):
                found.append(f"label {child.text()[:30]!r} {child.size().toTuple()}")
    return found


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_at_150_percent_every_word_around_the_table_is_whole_and_the_table_reads(
        qtbot: QtBot, qapp: QApplication, window: MainWindow, game: GameSpec) -> None:
    apply_theme(qapp, "light", 100)
    page = opened(qtbot, window, game)
    room, menus = page.view.size(), window.menuBar().height()
    zoom, normal = page.view.transform().m11(), table_words(page)
    window.show_launcher()
    apply_theme(qapp, "light", 150)
    page = opened(qtbot, window, game)
    assert qapp.font().pointSizeF() == pytest.approx(UI_POINTS * 1.5)
    status = page.status_line.font()
    assert status.pointSizeF() >= 12 * 1.5 - 0.01  # the style sheet's sizes grew too
    assert page.controls.font().pointSizeF() == pytest.approx(11)  # the bar keeps its size
    assert not clipped(page), clipped(page)
    # The table gives up only what the menus' larger words take (a few pixels of height).
    grown = window.menuBar().height() - menus
    assert page.view.width() == room.width() and page.view.height() == room.height() - grown
    assert grown < 12
    assert page.view.transform().m11() >= zoom * 0.97
    large = table_words(page)
    # Words that had room grew; none is cut that was whole, none is gone, none reads smaller.
    whole = {d.text for d in normal if not d.text.endswith("…")}
    assert whole <= {d.text for d in large}, sorted(whole - {d.text for d in large})[:5]
    assert min(d.size for d in large) >= min(d.size for d in normal) * 0.97
    sizes = {d.text: d.size for d in normal}
    assert statistics.median(d.size / sizes[d.text] for d in large if d.text in sizes) >= 0.97


def test_at_150_percent_the_psychologizer_table_reads_larger(
        qtbot: QtBot, qapp: QApplication, window: MainWindow) -> None:
    """Its words are fitted to their room (the card, the panels): most grow by a fifth or more."""
    game = registry.GAMES["psychologizer"]
    found = {}
    for size in (100, 150):
        apply_theme(qapp, "light", size)
        found[size] = {d.text: d.size for d in table_words(opened(qtbot, window, game))}
        window.show_launcher()
    grown = [found[150][text] / size for text, size in found[100].items() if text in found[150]]
    assert statistics.median(grown) >= 1.2


def table_words(page: GamePage) -> list[Drawn]:
    return [d for d in painted_text(page.view) if not (d.picture or d.initial)]


def test_print_is_the_same_at_every_text_size(qapp: QApplication) -> None:
    """A printed card reads as the deck was designed, whatever the screen's text size."""
    pages, _ = build_document("psychologizer", "morality", None, PrintOptions())
    try:
        apply_theme(qapp, "light", 100)
        normal = render_page(pages[0], "a4", dpi=60)
        apply_theme(qapp, "light", 150)
        assert render_page(pages[0], "a4", dpi=60) == normal
    finally:
        apply_theme(qapp, "light")
