"""What every game shares, tried as a family would: in a shown, active window, with keys.

After a hand-off the table has the keys again; no game key (nor one still held) confirms a
hand-off; the end screen stays until someone chooses to leave it; the new-game dialog shows
every seat on a small screen and its wheel scrolls; printing says what really happened and
names the file after the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QSettings, Qt, QUrl
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QPushButton,
    QScrollArea,
    QWidget,
)
from pytestqt.qtbot import QtBot

from psychboard.app import new_game
from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.new_game import NewGameDialog
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.core.saves import SeatConfig
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from psychboard.gui import palette
from psychboard.gui.controller import GameController, create_controller
from psychboard.gui.palette import SEAT_COLOURS, TOKEN_SHAPES
from psychboard.gui.widgets.screen_fit import SHARE
from tests.engines.playout import play_random
from tests.fixture_reaction import CancelOptions, PlayPoint
from tests.gui.test_reaction_window import PEOPLE, FixedHands, spec

NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal")
SHARED = [s for s in registry.playable() if s.hidden_choices]
PLAYABLE = list(registry.playable())
# Keys the games use (choices, Roll, Next, Lock in, arrows): none may open a private screen.
GAME_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab,
             Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
             *(Qt.Key(Qt.Key.Key_0 + i) for i in range(10)),
             *(Qt.Key(Qt.Key.Key_A + i) for i in range(26)))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> Iterator[MainWindow]:
    """The main window, shown and active so that keys reach it as they do at home."""
    settings.welcome_shown = True
    win = MainWindow(settings)
    qtbot.addWidget(win)
    with qtbot.waitActive(win):
        win.show()
        win.activateWindow()
    yield win
    if win.page is not None:
        win.page.close_game()


def people(game: GameSpec) -> tuple[SeatConfig, ...]:
    """The fewest people the game seats (two at least), nobody a computer: every step is
    the table's, so the keys alone drive the game."""
    rules = game.rules
    assert rules is not None
    count = max(2, rules().min_players)
    return tuple(SeatConfig(NAMES[i], SEAT_COLOURS[i], TOKEN_SHAPES[i]) for i in range(count))


def start(window: MainWindow, game: GameSpec, seats: tuple[SeatConfig, ...],
          actions: tuple[tuple[int, Any], ...] = (), options: Any = None, seed: int = 7
          ) -> GamePage:
    rules = game.rules
    assert rules is not None
    options = options or rules().options_type(players=len(seats))
    return window.start_game(create_controller(game, options, seats, seed, actions,
                                               autosave=False))


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
          repeat: bool = False) -> None:
    """A key pressed where the keys go (the focused widget, else the active window), as Qt
    delivers it: a window's shortcut may claim it first. `repeat`: a key held down."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    if repeat:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(target, QKeyEvent(kind, key, modifiers, "", True))
    else:
        QTest.keyClick(target, key, modifiers)
    QApplication.processEvents()


def table_steps(qtbot: QtBot, page: GamePage, done: Callable[[], bool], limit: int = 12
                ) -> None:
    """Go on as the table does until `done`: each game's table steps are Space or Enter
    (spin, "everyone has heard it", start bidding, go on), and computers move by
    themselves (each key waits for them)."""
    thinking: set[int] = set()
    page.controller.thinking.connect(
        lambda seat, on: thinking.add(seat) if on else thinking.discard(seat))

    def settled() -> bool:
        qtbot.waitUntil(lambda: not thinking, timeout=20_000)
        return done()

    for _ in range(limit):
        if settled():
            return
        before = (page.status_line.text(), len(page.controller.log))
        press(Qt.Key.Key_Space)
        if not settled() and (page.status_line.text(), len(page.controller.log)) == before:
            press(Qt.Key.Key_Return)
    assert settled(), "the table never got there"


def space_to_a_handoff(qtbot: QtBot, page: GamePage) -> None:
    """Go on until the screen is to pass to someone."""
    table_steps(qtbot, page, page.handoff.isVisible)


def click(button: QPushButton, qtbot: QtBot) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    QApplication.processEvents()


# --- 1. the table has the keys after a hand-off --------------------------------------------

@pytest.mark.parametrize("game", SHARED, ids=[s.id for s in SHARED])
def test_after_a_handoff_the_table_has_the_keys(qtbot: QtBot, window: MainWindow,
                                                game: GameSpec) -> None:
    page = start(window, game, people(game))
    space_to_a_handoff(qtbot, page)
    seat = page.handoff.seat
    click(page.handoff.button, qtbot)
    assert page.controller.viewer == seat and not page.handoff.isVisible()
    focused = QApplication.focusWidget()
    assert focused is page.view, f"the keys went to {focused!r}, not the table"
    assert not page.handoff.hasFocus() and not page.handoff.button.hasFocus()


def test_lock_in_with_enter_right_after_a_therapy_handoff(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    page = start(window, registry.GAMES["therapy"], people(registry.GAMES["therapy"]))
    space_to_a_handoff(qtbot, page)
    first = page.handoff.seat
    click(page.handoff.button, qtbot)
    before = len(page.controller.log)
    press(Qt.Key.Key_5)
    press(Qt.Key.Key_Return)  # "Lock in [Enter]"
    assert len(page.controller.log) == before + 1, "Enter did not lock the answer in"
    # The answer went on to whoever predicts it: through a hand-off, or (a group of people
    # that agreed aloud) straight to the one who writes for the group.
    qtbot.waitUntil(lambda: page.handoff.isVisible() or page.controller.viewer != first)
    assert (page.handoff.seat if page.handoff.isVisible() else page.controller.viewer) != first


def test_lock_in_with_enter_right_after_a_psychologizer_handoff(qtbot: QtBot,
                                                                window: MainWindow) -> None:
    page = start(window, registry.GAMES["psychologizer"],
                 people(registry.GAMES["psychologizer"]))
    space_to_a_handoff(qtbot, page)
    click(page.handoff.button, qtbot)
    before = len(page.controller.log)
    press(Qt.Key.Key_A)
    press(Qt.Key.Key_Return)  # "Lock in ⏎"
    assert len(page.controller.log) == before + 1, "Enter did not lock the choice in"


# --- 2. no game key opens a private screen -------------------------------------------------

@pytest.mark.parametrize("game", SHARED, ids=[s.id for s in SHARED])
def test_no_game_key_confirms_a_handoff(qtbot: QtBot, window: MainWindow,
                                        game: GameSpec) -> None:
    page = start(window, game, people(game))
    space_to_a_handoff(qtbot, page)
    seat, log = page.handoff.seat, list(page.controller.log)
    held = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    for key in GAME_KEYS:
        press(key)
        press(key, Qt.KeyboardModifier.ShiftModifier)
    for key in held:  # still held from the table: the same keys auto-repeat
        press(key, repeat=True)
        press(key, Qt.KeyboardModifier.ControlModifier, repeat=True)
    assert page.handoff.isVisible() and page.controller.viewer is None, \
        "a key of the game opened the private screen"
    assert page.controller.log == log, "a key reached the table behind the hand-off"
    assert page.handoff.hasFocus(), "Tab or an arrow took the keys off the hand-off"
    assert "Ctrl+Enter" in page.handoff.button.text()  # the one key, said on the button
    press(Qt.Key.Key_F11)  # the menus' keys still work
    assert window.isFullScreen() and page.handoff.isVisible()
    press(Qt.Key.Key_F11)
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not page.handoff.isVisible() and page.controller.viewer == seat
    assert QApplication.focusWidget() is page.view


# --- 3. the end screen needs a deliberate choice -------------------------------------------

ENDED = 11  # the seed of the games played to their end


def near_the_end(game: GameSpec) -> tuple[Any, tuple[tuple[int, Any], ...], Any,
                                          tuple[SeatConfig, ...]]:
    """Options, an action log that stops before the game's last real choice, that choice,
    and seats where its chooser is the one person: the computers (and a game's forced
    moves) play whatever is left."""
    assert game.rules is not None
    rules = game.rules()
    options = rules.options_type(players=rules.min_players)
    _state, log, states = play_random(rules, options, ENDED, random.Random(ENDED))
    last = max(i for i, (seat, _action) in enumerate(log)
               if len(rules.legal_actions(states[i], seat)) > 1)
    chooser, choice = log[last]
    level = next(iter(game.bots))
    seats = tuple(SeatConfig(NAMES[i], SEAT_COLOURS[i], TOKEN_SHAPES[i])
                  if i == chooser else
                  SeatConfig(NAMES[i], SEAT_COLOURS[i], TOKEN_SHAPES[i], "computer", level)
                  for i in range(options.players))
    return options, tuple(log[:last]), choice, seats


@pytest.mark.parametrize("game", PLAYABLE, ids=[s.id for s in PLAYABLE])
def test_enter_or_space_after_the_end_keeps_the_result(qtbot: QtBot, window: MainWindow,
                                                       game: GameSpec) -> None:
    options, log, last, seats = near_the_end(game)
    page = start(window, game, seats, log, options, ENDED)
    table_steps(qtbot, page, lambda: last in page.controller.legal())
    page.controller.submit(last)  # the last choice: the end screen comes
    table_steps(qtbot, page, page.end_bar.isVisible, limit=40)
    verdict = page.end_bar.title.text()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        press(key)  # one too many, or still held from the last move
        press(key, repeat=True)
    assert window.page is page and page.end_bar.isVisible(), "a key left the result"
    assert page.end_bar.title.text() == verdict
    assert not any(b.isDefault() or b.hasFocus() for b in page.end_bar.findChildren(QPushButton))
    press(Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # a deliberate "Play again"
    qtbot.waitUntil(lambda: window.page is not page)  # the button shows itself pressed first
    again = window.page
    assert again is not None and again.controller.seats == seats
    assert again.controller.outcome() is None


# --- the one hand-off decision -------------------------------------------------------------

class NoHandoffForAnswers(GameController):
    """A game whose answers to a play need no hand-off (everything else does)."""

    def needs_handoff(self, seat: int) -> bool:
        return self.rules.window(self.state) is None


def test_a_claim_asks_the_game_whether_the_screen_must_pass(qtbot: QtBot) -> None:
    game = NoHandoffForAnswers(spec(FixedHands), CancelOptions(players=3, turns=1), PEOPLE, 3,
                               autosave=False)
    handoffs: list[int] = []
    game.handoff.connect(handoffs.append)
    game.start()
    assert handoffs == [0], "a turn asks the game too, and this one wants a hand-off"
    game.confirm_handoff(0)
    game.submit(PlayPoint("p0"))
    game.claim(1)
    assert handoffs == [0], "the game said the answer needs no hand-off"
    assert game.viewer == 1 and game.legal()
# --- 6. the new-game dialog at 2–8 seats on a 1024×640 screen --------------------------------

SEATED = [s for s in PLAYABLE if s.players[1] > 1]


@pytest.fixture
def small_screen(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A 1024×640 laptop with a panel along its top edge, and the app's own look (its
    fonts and padding make the rows as tall as a family sees them)."""
    monkeypatch.setattr(new_game, "room", lambda _widget: QRect(0, 27, 1024, 613))
    font, colours = qapp.font(), qapp.palette()
    apply_theme(qapp, "light")
    yield
    qapp.setStyleSheet("")
    qapp.setPalette(colours)
    qapp.setFont(font)
    palette.set_theme("light")


def scroller(dialog: NewGameDialog) -> QScrollArea:
    """The scroll area the seat rows are in."""
    return next(area for area in dialog.findChildren(QScrollArea)
                if area.isAncestorOf(dialog.rows[0].name))


def wheel(widget: QWidget, down: bool = True) -> None:
    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(),
                        QPoint(0, -120 if down else 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("game", SEATED, ids=[s.id for s in SEATED])
def test_every_seat_of_the_dialog_is_reachable_on_a_small_screen(
        qtbot: QtBot, settings: Settings, small_screen: None, game: GameSpec) -> None:
    dialog = NewGameDialog(game, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    tallest = round(613 * SHARE)
    low, high = game.players
    for count in range(low, high + 1):
        dialog.ui.playersSpin.setValue(count)
        qtbot.waitUntil(lambda: dialog.height() <= tallest
                        and dialog.minimumSizeHint().height() <= dialog.height())
        area = scroller(dialog)
        for row in dialog.rows[:count]:
            area.ensureWidgetVisible(row.kind, 0, 0)
            for part in row.widgets:
                top = part.mapTo(area.viewport(), QPoint(0, 0)).y()
                assert top >= 0 and top + part.height() <= area.viewport().height(), \
                    f"{count} seats: row {dialog.rows.index(row) + 1} can't be seen whole"
        buttons = dialog.ui.buttons
        assert buttons.mapTo(dialog, QPoint(0, buttons.height())).y() <= dialog.height()


def test_the_wheel_over_a_seat_scrolls_the_list(qtbot: QtBot, settings: Settings,
                                                small_screen: None) -> None:
    dialog = NewGameDialog(registry.GAMES["psychologizer"], settings)
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    dialog.ui.playersSpin.setValue(8)
    bar = scroller(dialog).verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(0)
    combos = [box for row in dialog.rows[:4] for box in (row.colour, row.token, row.kind)]
    chosen = [box.currentIndex() for box in combos]
    for box in combos[:3]:
        wheel(box)
    assert [box.currentIndex() for box in combos] == chosen, "the wheel changed a seat"
    assert bar.value() > 0, "the wheel did not scroll the seats"
    wheel(dialog.ui.playersSpin)
    assert dialog.ui.playersSpin.value() == 8
    token = dialog.rows[0].token
    token.setFocus()  # a box being changed on purpose still answers the wheel
    before = token.currentIndex()
    wheel(token)
    assert token.currentIndex() != before


# --- 8. printing says what happened and names the file after the game ----------------------

class Viewer:
    """The system's "open this file": whether it took the file, and what it was asked."""

    def __init__(self, takes: bool) -> None:
        self.takes = takes
        self.asked: list[str] = []

    def openUrl(self, url: QUrl) -> bool:  # noqa: N802 - Qt's name
        self.asked.append(url.toLocalFile())
        return self.takes


def choose(combo: QComboBox, data: str) -> None:
    """Pick the item by keys, as someone tabbing through the form would."""
    combo.setFocus()
    press(Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        press(Qt.Key.Key_Down)
    assert combo.currentData() == data


def test_printing_says_what_happened_and_names_the_file_after_the_game(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from psychboard.printing import dialog as printing

    monkeypatch.setattr(printing.PrintDialog, "_default_folder", staticmethod(lambda: tmp_path))
    viewer = Viewer(takes=False)
    monkeypatch.setattr(printing, "QDesktopServices", viewer)
    box = printing.PrintDialog(game="therapy")
    qtbot.addWidget(box)
    with qtbot.waitActive(box):
        box.show()
        box.activateWindow()
    assert Path(box.output.text()) == tmp_path / "therapy-kit.pdf"
    choose(box.game, "warfare")
    assert Path(box.output.text()) == tmp_path / "warfare-kit.pdf", "it would overwrite"
    choose(box.what, "scores")
    assert Path(box.output.text()) == tmp_path / "warfare-scores.pdf"
    press(Qt.Key.Key_Return)  # Save PDF
    assert (tmp_path / "warfare-scores.pdf").exists()
    assert viewer.asked == [str(tmp_path / "warfare-scores.pdf")]
    said = box.summary.text()
    assert "No PDF viewer could be started" in said and "open in your PDF viewer" not in said
    viewer.takes = True
    press(Qt.Key.Key_Return)
    said = box.summary.text()
    assert "handed to your PDF viewer" in said and "It is open" not in said
    mine = tmp_path / "our-cards.pdf"
    box.output.setFocus()
    box.output.selectAll()
    QTest.keyClicks(box.output, str(mine))
    choose(box.game, "psychologizer")
    assert Path(box.output.text()) == mine, "a name the person typed stays"
