"""The smallest windows the app opens in — maximized on a 1024×640 screen, and its least size
of 1000×560 — still show every word of a table at 10 px or more on screen, measured from what
the scene really paints (`screen_text`): Psychologizer's end panel on every page for a big and
a small table, and the captions of empty piles. Card pictures (a printed card's own face) and
tokens' initials (beside the colour and shape that tell a token) are measured apart."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.rules import JujitsuOptions
from psychboard.games.psychic.rules import PsychicOptions
from psychboard.games.psychologizer.rules import PsychologizerOptions
from psychboard.games.registry import GAMES
from psychboard.gui import palette
from psychboard.gui.controller import create_controller
from psychboard.gui.items import PileItem
from tests.gui.screen_text import Drawn, painted_by, painted_text

READABLE = 10.0  # screen pixels
MAXIMIZED_1024x640 = (1024, 616)  # a maximized window's inside, under its title bar
SMALLEST_WINDOW = (1000, 560)     # MainWindow's minimum size
WINDOWS = [MAXIMIZED_1024x640, SMALLEST_WINDOW]
NAMES = ("Sam", "Ana", "Grandpa Joe", "Mia", "Bartholomew", "Lou", "Kim", "Zed")
LOOKS = (("#0072B2", "circle"), ("#D55E00", "square"), ("#009E73", "triangle"),
         ("#CC79A7", "diamond"), ("#E69F00", "star"), ("#56B4E9", "cross"),
         ("#F0E442", "circle"), ("#000000", "square"))
TIMEOUT = 60_000


def seats(players: int, computers_from: int = 0) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(NAMES[i], *LOOKS[i], *(("computer", "easy") if i >= computers_from
                                                   else ("human",)))
                 for i in range(players))


@pytest.fixture
def window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[MainWindow]:
    """The main window styled as the app styles it: the theme's fonts size the end bar and
    the strips, and so how much room the table keeps."""
    font, pal = qapp.font(), qapp.palette()
    apply_theme(qapp, "light")
    win = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.page is not None:
        win.page.close_game()
    qapp.setStyleSheet("")
    qapp.setPalette(pal)
    qapp.setFont(font)
    palette.set_theme("light")


def sized(qtbot: QtBot, win: MainWindow, size: tuple[int, int]) -> None:
    win.resize(*size)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == size)


def fitted(page: Any) -> bool:
    """The board has been laid out under the window's size and the table fits it again."""
    view, rect = page.view, page.scene.sceneRect()
    inside = view.viewport().size()
    scale = min((inside.width() - 4) / rect.width(),  # fitInView keeps 2 px each side
                (inside.height() - 4) / rect.height())
    below = [w for w in (page.controls, page.end_bar) if w is not None and w.isVisible()]
    laid_out = not below or below[-1].geometry().bottom() == page.height() - 1
    # The end bar's wrapped verdict grows it a moment after it shows: wait for its height.
    bar = page.end_bar.layout()
    if page.end_bar.isVisible() and bar is not None and bar.hasHeightForWidth():
        laid_out = laid_out and page.end_bar.height() >= bar.totalHeightForWidth(
            page.end_bar.width())
    return bool(laid_out and all(view.geometry().bottom() < w.geometry().top() for w in below)
                and abs(view.transform().m11() - scale) < 1e-3)


def unreadable(found: list[Drawn]) -> list[str]:
    return [str(d) for d in found if d.size < READABLE]


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [8, 3])
def test_every_page_of_the_psychologizer_end_panel_reads(
        qtbot: QtBot, window: MainWindow, players: int, size: tuple[int, int]) -> None:
    sized(qtbot, window, size)
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=players),
                             seats(players), 5, autosave=False)
    page = window.start_game(game)
    panel = page.scene.end_panel
    qtbot.waitUntil(panel.isVisible, timeout=TIMEOUT)
    assert page.end_bar.isVisible()  # the end bar takes its room: the table is at its least
    qtbot.waitUntil(lambda: fitted(page))
    assert page.view.transform().m11() < 0.475  # the end bar took its room
    assert panel.pages == (3 if players == 8 else 2)
    seen: set[str] = set()
    for number in range(panel.pages):
        panel.show_page(number)
        found = painted_by(page.view, panel)
        assert found, f"page {number} is blank"
        assert not unreadable(found), f"page {number}: {unreadable(found)}"
        seen |= {d.text for d in found}
    # Every player's name, profile and the four trait pairs were on some page.
    assert all(name in seen for name in NAMES[:players])
    assert {p.title for p in panel.content.profiles} <= seen
    assert {"Adventurous", "Cautious", "Caring", "Independent"} <= seen
    tabs = panel._tabs()
    assert tabs[-1].right() <= panel.rect().right()  # no tab runs off the sheet


def test_the_end_panel_turns_by_keys_and_tabs(qtbot: QtBot, window: MainWindow) -> None:
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=5),
                             seats(5), 3, autosave=False)
    page = window.start_game(game)
    panel = page.scene.end_panel
    qtbot.waitUntil(panel.isVisible, timeout=TIMEOUT)
    assert panel.tab_labels() == ["Who reads whom", "Who you are 1–4", "Who you are 5"]
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert panel.page == 1
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # the last page stays
    assert panel.page == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert panel.page == 1
    panel.picked.emit("page:0")  # a click on the first tab
    assert panel.page == 0
    assert page.end_bar.isVisible()  # the keys turned pages; nothing else happened


def piles(page: Any) -> list[PileItem]:
    return [item for item in page.scene.items()
            if isinstance(item, PileItem) and item.isVisible()]


@pytest.mark.parametrize("game_id", ["jujitsu", "psychic"])
def test_empty_pile_captions_and_counts_read_in_the_smallest_window(
        qtbot: QtBot, window: MainWindow, game_id: str) -> None:
    sized(qtbot, window, SMALLEST_WINDOW)
    options: Any = JujitsuOptions(players=3) if game_id == "jujitsu" else PsychicOptions()
    game = create_controller(GAMES[game_id], options, seats(options.players, 1), 9,
                             autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: fitted(page))
    assert page.view.transform().m11() < 0.5  # the least the table is drawn at
    captions = [d for pile in piles(page) for d in painted_by(page.view, pile)
                if not d.picture]
    words = {d.text for d in captions}
    expected = {"Prizes", "Bid", "Ties go here"} if game_id == "jujitsu" else \
        {"The top card turns here", "Face down: your score", "Face up", "52"}
    assert expected <= words
    assert not unreadable(captions)


def test_jujitsu_table_reads_in_the_smallest_window(qtbot: QtBot, window: MainWindow) -> None:
    """Every word Jujitsu's own pieces paint while a round is bid for: panels, plates, labels,
    pile captions and counts (cards show their printed faces, tokens their initials)."""
    sized(qtbot, window, SMALLEST_WINDOW)
    game = create_controller(GAMES["jujitsu"], JujitsuOptions(players=3), seats(3, 1), 11,
                             autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: fitted(page))
    assert page.view.transform().m11() < 0.5  # the least the table is drawn at
    found = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    assert {"Prizes", "Bid", "SCORE · ONE HAND", "CARDS LEFT"} <= {d.text for d in found}
    assert not unreadable(found)


def test_jujitsu_end_reads_in_a_maximized_1024x640_window(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    """Under the end bar the table is smaller still: the summary, the plates and the panels
    still read."""
    sized(qtbot, window, MAXIMIZED_1024x640)
    game = create_controller(GAMES["jujitsu"], JujitsuOptions(players=3), seats(3), 11,
                             autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: page.scene.summary.isVisible() and page.end_bar.isVisible(),
                    timeout=TIMEOUT)
    qtbot.waitUntil(lambda: fitted(page))
    assert page.view.transform().m11() < 0.47  # the end bar took its room
    found = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    assert {"Highest score after one hand", "BIDS THIS HAND"} <= {d.text for d in found}
    assert not unreadable(found)


@pytest.mark.parametrize("degree", ["bachelor", "master", "doctorate"])
def test_psychologizer_table_reads_in_the_smallest_window(qtbot: QtBot, window: MainWindow,
                                                          degree: str) -> None:
    sized(qtbot, window, SMALLEST_WINDOW)
    game = create_controller(GAMES["psychologizer"],
                             PsychologizerOptions(players=3, degree=degree), seats(3, 1), 4,
                             autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: fitted(page))
    page.scene.caption.set_landed("Social Situations")  # as after a spin
    found = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    seen = {d.text for d in found}
    assert "Landed on: Social Situations" in seen
    # The wheel's words, the way in and the year levels are all there to read.
    assert {"Morality", "Insight", "+1 Year", "GO", "Y1"} <= {
        line for t in seen for line in t.split("\n")}
    # A lane too narrow for every number still shows some, each where its square is.
    assert "20" in seen and ("15" in seen) == (degree == "bachelor")
    assert not unreadable(found)


def test_psychologizer_track_reads_under_the_end_bar(qtbot: QtBot, window: MainWindow) -> None:
    sized(qtbot, window, SMALLEST_WINDOW)
    game = create_controller(GAMES["psychologizer"], PsychologizerOptions(players=3),
                             seats(3), 5, autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(page.scene.end_panel.isVisible, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: fitted(page))
    assert page.view.transform().m11() < 0.42  # the end bar took its room
    found = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    assert {"GO", "145", "115\nY3"} <= {d.text for d in found}
    assert not unreadable(found)


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("foretelling", [False, True], ids=["plain", "foretelling"])
def test_psychic_table_reads_in_the_smallest_window(qtbot: QtBot, window: MainWindow,
                                                    size: tuple[int, int],
                                                    foretelling: bool) -> None:
    """The ladder, the score panel, the captions, the placard and the foretelling strip: the
    bar of guesses leaves the table room to read in a short window."""
    sized(qtbot, window, size)
    game = create_controller(GAMES["psychic"], PsychicOptions(foretelling=foretelling),
                             seats(1), 4, autosave=False)
    page = window.start_game(game)
    qtbot.waitUntil(lambda: fitted(page))
    assert page.controls.height() < 140  # the bar leaves the table room
    found = [d for d in painted_text(page.view) if not (d.picture or d.initial)]
    expected = {"PHASES OF CONCENTRATION", "NOW", "PSYCHIC RANK", "DECK IN HAND", "0 seen"}
    if foretelling:
        expected.add("each flip marked right or wrong")
    assert expected <= {d.text for d in found}
    assert not unreadable(found)


@pytest.mark.parametrize("size", WINDOWS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_psychic_end_panel_reads_in_the_smallest_window(qtbot: QtBot, window: MainWindow,
                                                        size: tuple[int, int]) -> None:
    """The reading, the chart of past scores with its counts and labels, and the footer."""
    sized(qtbot, window, size)
    game = create_controller(GAMES["psychic"], PsychicOptions(), seats(1), 4, autosave=False)
    page = window.start_game(game)
    scene: Any = page.scene
    scene.set_autoplay(True)
    qtbot.waitUntil(lambda: scene.end_panel.isVisible() and fitted(page), timeout=TIMEOUT)
    found = [d for d in painted_by(page.view, scene.end_panel) if not d.picture]
    words = {d.text for d in found}
    assert {"THE JOKER IS UP — YOUR READING", "0", "48"} <= words
    assert not unreadable(found)
