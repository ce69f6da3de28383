"""The shared choice bar: every button names its key and reads whole at any width, and its
keys live and die with the game page that shows it."""

from __future__ import annotations

import sys
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.choices import Choice, Offer
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.warfare.rules import Ready, WarfareOptions
from psychboard.gui.controller import create_controller
from psychboard.gui.widgets.choice_bar import ChoiceBar

LONG = Offer("Choose how sure you are of the answer", 0, tuple(
    Choice(label, key, n) for n, (label, key) in enumerate((
        ("A  Through a patient's lens becomes less clear", "A"),
        ("B  The therapist's lens sharpens", "B"), ("Pass", "P"), ("Lock in", "Enter"),
        ("Jo", "1"), ("Undecided for now", "2")))))


def test_buttons_wrap_whole_and_name_their_keys_in_a_narrow_bar(qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    bar = ChoiceBar(holder)
    bar.show_offer(LONG)
    holder.resize(460, 400)
    bar.setGeometry(0, 0, 460, bar.minimumSizeHint().height())
    holder.show()
    qtbot.waitExposed(holder)
    QApplication.processEvents()
    buttons = [bar.button(c.value) for c in LONG]
    rows = {b.geometry().top() for b in buttons}
    assert len(rows) > 1, "a narrow bar wraps its buttons onto more rows"
    readable = QApplication.font().pointSizeF()
    for choice, button in zip(LONG, buttons, strict=True):
        assert choice.key in button.text(), "every button names its key"
        assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut"
        inside = button.geometry().translated(bar.row.pos())
        assert bar.rect().contains(inside), f"{button.text()!r} lies outside the bar"
        assert button.font().pointSizeF() >= readable, "text never shrinks below the app's"
    assert bar.button(3).text() == "Lock in  [Enter]"
    assert bar.button(0).text() == LONG.choices[0].label, "a label naming its key says it once"


def test_a_disabled_choice_takes_no_key_and_says_why(qtbot: QtBot) -> None:
    bar = ChoiceBar()
    qtbot.addWidget(bar)
    bar.show_offer(Offer("Pick", 0, (Choice("Ace", "A", "ace"),
                                      Choice("Two", "2", "two", enabled=False,
                                             why_not="not in your hand"))))
    bar.show()
    taken: list[object] = []
    bar.chosen.connect(taken.append)
    assert not bar.press("2") and bar.press("a")
    assert taken == ["ace"]
    assert "not in your hand" in bar.button("two").toolTip()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.welcome_shown = True
    made = MainWindow(settings)
    qtbot.addWidget(made)
    made.show()
    made.activateWindow()
    qtbot.waitActive(made)
    return made


def _seed_with_a_defense_to_place() -> int:
    """A seed whose set-up asks the person something (one with nothing to place is made
    ready for them, in public)."""
    from psychboard.games.warfare.rules import PlaceDefense, WarfareRules

    rules = WarfareRules()
    return next(seed for seed in range(100) if any(
        isinstance(a, PlaceDefense) for a in rules.legal_actions(
            rules.new_game(WarfareOptions(players=2), seed), 0)))


def start_warfare(qtbot: QtBot, window: MainWindow) -> None:
    """A person against a computer, at the person's set-up choices (R: ready)."""
    seats = (SeatConfig("Ann", "#0072B2", "circle"),
             SeatConfig("Cleo", "#009E73", "triangle", "computer", "easy"))
    game = create_controller(GAMES["warfare"], WarfareOptions(players=2), seats,
                             _seed_with_a_defense_to_place(), autosave=False)
    window.start_game(game)
    qtbot.waitUntil(lambda: Ready() in game.legal(), timeout=20_000)


def press(qtbot: QtBot, key: Qt.Key) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None, "something in the window has the keys"
    qtbot.keyClick(focus, key)


def test_a_games_keys_die_with_its_page(qtbot: QtBot, window: MainWindow,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    errors: list[BaseException] = []

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append(error)

    monkeypatch.setattr(sys, "excepthook", hook)
    start_warfare(qtbot, window)
    window.show_launcher()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    for key in (Qt.Key.Key_1, Qt.Key.Key_R):
        press(qtbot, key)
    assert errors == [], "keys on the start page reach no game that was left"

    start_warfare(qtbot, window)
    page = window.page
    assert page is not None
    press(qtbot, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: Ready() not in page.controller.legal(), timeout=20_000)
    assert errors == []


@pytest.mark.parametrize("width", [1024 - 250, 1440 - 288])  # the board's width at each size
def test_an_answer_pad_and_a_short_name_with_its_token_read_whole(qtbot: QtBot,
                                                                  width: int) -> None:
    page = QWidget()  # the bar under a board that takes every spare pixel, as on a page
    qtbot.addWidget(page)
    column = QVBoxLayout(page)
    column.addWidget(QWidget(), 1)
    bar = ChoiceBar(tokens=[SeatConfig("Jo", "#D55E00", "square"), SeatConfig("Ann")])
    column.addWidget(bar)
    page.resize(width, 640)
    page.show()
    qtbot.waitExposed(page)
    options = ("Through the patient's lens becomes less clear", "Only a little",
               "It depends on who is asking", "Not at all")
    bar.show_offer(Offer("Prescription pad · Ann, in secret: predict Jo's answer.", 1, (
        *(Choice(text, str(n + 1), f"pick:{n}", "pick") for n, text in enumerate(options)),
        Choice("Jo", "5", "pick:jo", "pick", seat=0),
        Choice("Lock in", "Enter", "lock", "lock", primary=True)), arrows="pick"))
    for _ in range(3):
        QApplication.processEvents()
    for button in bar.buttons().values():
        corner = button.mapTo(bar, button.rect().bottomRight())
        assert button.width() >= button.sizeHint().width(), f"{button.text()!r} is cut"
        assert corner.x() <= bar.width() and corner.y() <= bar.height(), button.text()
    assert bar.button("lock").text() == "Lock in  [Enter]"
    jo = bar.button("pick:jo")
    assert jo.text() == "Jo  [5]" and not jo.icon().isNull(), "the token beside the name"
    assert bar.press("Right") and bar.press("Left")  # the arrows step the pick
