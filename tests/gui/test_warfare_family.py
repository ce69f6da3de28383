"""A whole Psychological Warfare game as a family plays it: two people and two computers at one
screen in the main window, once by keyboard alone (maximized on a 1024×640 screen, dark) and
once by mouse alone (1440×900, light). Each reaches the end screen with no exception, and no
person's hand is ever on the table without that person's hand-off.

The keys are the ones the screen shows: Ctrl+Enter on the hand-off, the letters and numbers of
the choice bar's offer, the arrows to pick a card, Enter or Space where the table reads a
result, 1–9 or Enter on the "Anyone reacting?" prompt. The helpers here (a window in a theme
and a size, the watch on exceptions and hand-offs) serve Therapy's whole game too.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton
from pytestqt.qtbot import QtBot

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.app.theme import apply_theme
from psychboard.core.choices import Choice
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.warfare.rules import WarfareOptions
from psychboard.games.warfare.scene import WarfareScene
from psychboard.gui import palette
from psychboard.gui.controller import GameController, create_controller
from psychboard.gui.table import GO_ON
from tests.gui.test_readable_tables import MAXIMIZED_1024x640, sized
from tests.gui.test_scene_conformance import key_of, settled
from tests.gui.test_shared_defects import press

LAPTOP = (1440, 900)
STEPS = 3000  # presses or clicks: a whole game takes a few hundred
SEED = 3
WARFARE_SEATS = (SeatConfig("Ann", "#0072B2", "circle"),
                 SeatConfig("Ben", "#D55E00", "square"),
                 SeatConfig("Cleo", "#009E73", "triangle", "computer", "medium"),
                 SeatConfig("Dev", "#CC79A7", "diamond", "computer", "easy"))
ENTER = Qt.Key.Key_Return
CTRL = Qt.KeyboardModifier.ControlModifier


# --- shared with Therapy's whole game ------------------------------------------------------

Opener = Callable[[str, tuple[int, int]], MainWindow]


def windows(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[Opener]:
    """Opens the main window in a theme at a size, shown and active so that keys reach it as
    at home; after the test the games close and the app's look is put back."""
    font, colours = qapp.font(), qapp.palette()
    windows: list[MainWindow] = []

    def make(theme: str, size: tuple[int, int]) -> MainWindow:
        assert apply_theme(qapp, theme).name == theme
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        settings.welcome_shown = True
        win = MainWindow(settings)
        qtbot.addWidget(win)
        windows.append(win)
        win.show()
        win.activateWindow()
        qtbot.waitActive(win)
        sized(qtbot, win, size)
        assert palette.theme().name == theme
        return win

    yield make
    for win in windows:
        if win.page is not None:
            win.page.close_game()
    qapp.setStyleSheet("")
    qapp.setPalette(colours)
    qapp.setFont(font)
    palette.set_theme("light")


@pytest.fixture
def open_window(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> Iterator[Opener]:
    yield from windows(qtbot, qapp, tmp_path)


class Watch:
    """What must never happen in a whole game: an exception anywhere (the event loop hands
    those to `sys.excepthook`), or a person's private screen shown to the table without
    their hand-off (since a prompt to the whole table, or a hand-off to someone else)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.errors: list[BaseException] = []
        self.leaks: list[str] = []
        self.private = 0  # private screens seen, each after its hand-off
        self.asked: int | None = None  # whom the last hand-off was for
        self.taken: int | None = None  # who took the last hand-off, while the screen is theirs
        self.holder: int | None = None  # who has the screen now (the one who took it, or
        # a person the game lets go on without one)
        monkeypatch.setattr(sys, "excepthook", self._hook)

    def _hook(self, kind: type[BaseException], error: BaseException,
              tb: TracebackType | None) -> None:
        self.errors.append(error)

    def follow(self, game: GameController, win: MainWindow) -> GameController:
        """Watch `game` from before it starts in `win`."""
        game.handoff.connect(self._asked)
        game.reaction_prompt.connect(lambda _seats: self._asked(None))
        game.changed.connect(lambda view: self._shown(game, win.page, view))
        return game

    def _asked(self, seat: int | None) -> None:
        """The screen is passing to `seat` (None: it is the whole table's)."""
        self.asked, self.holder, self.taken = seat, None, None

    def _shown(self, game: GameController, page: GamePage | None, view: Any) -> None:
        seat = getattr(view, "seat", None)
        if seat is None or not game.private_handoff:
            return
        if seat == self.asked and page is not None and not page.handoff.isVisible():
            # the screen came through its hand-off
            self.asked, self.holder, self.taken = None, seat, seat
        if seat != self.holder and game.needs_handoff(seat):
            self.leaks.append(f"{game.seats[seat].name}'s screen came up without a hand-off")
        self.private += 1
        self.holder = seat  # a person going on with their own turn keeps the screen

    def assert_clean(self) -> None:
        assert self.errors == [], self.errors[:3]
        assert self.leaks == [], self.leaks[:3]
        assert self.private, "no person ever had a private screen"


def play(qtbot: QtBot, page: GamePage, step: Callable[[], None], check: Callable[[], None]
         ) -> None:
    """Play on, one press or click at a time (computers move by themselves between them),
    until the end screen; `check` looks at the screen before each step."""
    for _ in range(STEPS):
        qtbot.waitUntil(lambda: settled(page), timeout=30_000)
        check()
        if page.end_bar.isVisible():
            return
        step()
    raise AssertionError(f"no end screen after {STEPS} steps")


def enabled(page: GamePage) -> dict[Any, Choice]:
    """The bar's enabled choices by value, as the bar shows them."""
    return {c.value: c for c in page.scene.bar.offer.enabled()}


def key(choice: Choice) -> None:
    """Press the key a choice's button names, where the keys go."""
    press(key_of(choice.key))


def click(button: QPushButton) -> None:
    """A left click on a button, where it is on screen."""
    assert button.isVisible() and button.isEnabled(), f"{button.text()!r} can't be clicked"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def mouse(page: GamePage, value: Any) -> None:
    """Click the bar's button for `value`."""
    click(page.scene.bar.button(value))


def click_table(page: GamePage, at: QPointF) -> None:
    """A click on the table at a scene point."""
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.view.mapFromScene(at))
    QApplication.processEvents()


def visible_spot(page: GamePage, item: QGraphicsItem) -> QPointF:
    """A point of `item` that nothing drawn over it hides (a fanned card's left part)."""
    rect = item.sceneBoundingRect()
    for share in (0.2, 0.5, 0.1, 0.35):
        at = QPointF(rect.left() + share * rect.width(), rect.center().y())
        top = page.scene.itemAt(at, page.view.transform())
        if top is item or (top is not None and item.isAncestorOf(top)):
            return at
    raise AssertionError("the item is covered where it could be clicked")


def reaction_buttons(page: GamePage) -> list[QPushButton]:
    """The prompt's "N  Name reacts" buttons."""
    return [b for b in page.reaction.findChildren(QPushButton)
            if b.isVisible() and b is not page.reaction.let_stand]


# --- Warfare -------------------------------------------------------------------------------

def warfare(win: MainWindow, watch: Watch) -> tuple[GamePage, WarfareScene]:
    game = create_controller(GAMES["warfare"], WarfareOptions(players=4), WARFARE_SEATS, SEED,
                             autosave=False)
    page = win.start_game(watch.follow(game, win))
    scene = page.scene
    assert isinstance(scene, WarfareScene)
    return page, scene


def hand_private(page: GamePage, scene: WarfareScene, watch: Watch) -> Callable[[], None]:
    """Before each step: a hand shows only on its person's screen, which they took."""
    def check() -> None:
        view = scene.shown
        hand = set(map(str, scene.fan.keys()))
        if page.handoff.isVisible() or page.reaction.isVisible() or view is None \
                or view.seat is None:
            assert not hand, "a hand shows on the table's screen"
        else:
            assert hand == set(view.my_hand) and watch.holder == view.seat
    return check


def turn_choice(options: dict[Any, Choice], rnd: random.Random) -> Any:
    """What a person does with a picked card or their turn: place an agenda that came true,
    mostly play the card, sometimes bank it or end the turn."""
    if ("agenda",) in options:
        return ("agenda",)
    weighted = [(("play",), 6), (("defense",), 3), (("energy",), 2), (("end",), 1)]
    found = [(value, weight) for value, weight in weighted if value in options]
    if not found or rnd.random() < 0.08:
        return ("end",) if ("end",) in options else None
    return rnd.choices([v for v, _ in found], [w for _, w in found])[0]


def test_a_whole_warfare_game_by_keyboard_at_1024x640_dark(
        qtbot: QtBot, open_window: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    win = open_window("dark", MAXIMIZED_1024x640)
    watch = Watch(monkeypatch)
    page, scene = warfare(win, watch)
    rnd = random.Random(SEED)
    claimed = picked = 0

    def step() -> None:
        nonlocal claimed, picked
        if page.handoff.isVisible():
            assert QApplication.focusWidget() is page.handoff
            press(ENTER, CTRL)
            return
        if page.reaction.isVisible():
            if rnd.random() < 0.3:  # someone claims: their hand-off comes next
                claimed += 1
                press(Qt.Key(Qt.Key.Key_1 + rnd.randrange(len(page.reaction.seats))))
            else:
                press(ENTER)
            return
        if scene.reader is not None:
            press(rnd.choice((ENTER, Qt.Key.Key_Space)))
            return
        options = enabled(page)
        answers = [c for v, c in options.items() if v[0] in ("answer", "react", "defense")
                   and len(v) > 1]
        if any(v[0] == "answer" for v in options):  # a play's question
            if rnd.random() < 0.4:
                press(rnd.choice((Qt.Key.Key_Right, Qt.Key.Key_Left)))  # point, then Enter
                press(ENTER)
            else:
                key(rnd.choice(answers))
            return
        if ("pass",) in options or ("ready",) in options:  # a reaction window, or set-up
            done = options.get(("pass",)) or options[("ready",)]
            key(rnd.choice(answers) if answers and rnd.random() < 0.5 else done)
            return
        value = turn_choice(options, rnd) if scene.selected is not None else None
        if value is None and len(scene.fan) and rnd.random() < 0.9:
            picked += 1
            press(rnd.choice((Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left)))
        elif value == ("play",) and rnd.random() < 0.5:
            press(ENTER)  # Enter plays the picked card
        elif value is not None:
            key(options[value])
        elif ("therapy",) in options and rnd.random() < 0.3:
            key(options[("therapy",)])
            key(options[("therapy",)])  # it asks first: the second press goes
        else:
            key(options[("end",)])

    play(qtbot, page, step, hand_private(page, scene, watch))
    outcome = page.controller.outcome()
    assert outcome is not None and scene.summary.isVisible()
    assert scene.summary.tally is not None and scene.summary.tally.winners == outcome.winners
    watch.assert_clean()
    assert claimed and picked, "the reaction prompt's keys and the arrows were used"


def test_a_whole_warfare_game_by_mouse_at_1440x900_light(
        qtbot: QtBot, open_window: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    win = open_window("light", LAPTOP)
    watch = Watch(monkeypatch)
    page, scene = warfare(win, watch)
    rnd = random.Random(SEED + 1)
    claimed = cards = 0

    def step() -> None:
        nonlocal claimed, cards
        if page.handoff.isVisible():
            click(page.handoff.button)
            return
        if page.reaction.isVisible():
            if rnd.random() < 0.3:
                claimed += 1
                click(rnd.choice(reaction_buttons(page)))
            else:
                click(page.reaction.let_stand)
            return
        if scene.reader is not None:  # its button, or a click anywhere on the table
            if rnd.random() < 0.5:
                mouse(page, GO_ON)
            else:
                click_table(page, scene.deck.sceneBoundingRect().center())
            return
        options = enabled(page)
        answers = [v for v in options if v[0] in ("answer", "react", "defense") and len(v) > 1]
        if any(v[0] == "answer" for v in options):
            mouse(page, rnd.choice(answers))
            return
        if ("pass",) in options or ("ready",) in options:
            done = ("pass",) if ("pass",) in options else ("ready",)
            mouse(page, rnd.choice(answers) if answers and rnd.random() < 0.5 else done)
            return
        value = turn_choice(options, rnd) if scene.selected is not None else None
        if value is None and len(scene.fan) and rnd.random() < 0.9:
            hand = scene.fan.keys()
            others = [k for k in hand if k != scene.selected] or hand
            card = scene.fan.card(rnd.choice(others))
            cards += 1
            click_table(page, visible_spot(page, card))
            assert scene.selected is not None, "a click on a card picks it"
        elif value == ("play",) and rnd.random() < 0.3:
            card = scene.fan.card(scene.selected)  # the picked card, clicked again, plays
            click_table(page, visible_spot(page, card))
        elif value is not None:
            mouse(page, value)
        elif ("therapy",) in options and rnd.random() < 0.3:
            mouse(page, ("therapy",))
            mouse(page, ("therapy",))
        else:
            mouse(page, ("end",))

    play(qtbot, page, step, hand_private(page, scene, watch))
    outcome = page.controller.outcome()
    assert outcome is not None and scene.summary.isVisible()
    watch.assert_clean()
    assert claimed and cards, "the prompt's buttons and the hand's cards were clicked"
