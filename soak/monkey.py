"""A GUI monkey per registered game: two people and a computer at the table, animations on,
and thousands of random clicks, keys, resizes and menu actions — leaving and starting games
in between. Nothing may raise, and every game must move on (its action log grows).

Modal dialogs never block: every dialog's `exec` returns at once (the new-game dialog first
seats two people and a computer), file dialogs answer, and message boxes are recorded.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QFileDialog, QMessageBox

from psychboard.core.resources import autosave_path
from psychboard.games import registry
from psychboard.games.registry import GameSpec
from soak.common import Faults

PEOPLE = 2
TABLE = 3
KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape,
        Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
        *(getattr(Qt.Key, f"Key_{n}") for n in range(10)),
        *(getattr(Qt.Key, f"Key_{c}") for c in "AJKQTYNSCBRG"))
MENU_ACTIONS = ("&Undo", "Back to &all games", "&New game…", "&Resume last game",
                "&Open saved game…", "&Save game as…", "Add a &deck of your own…",
                "Se&ttings…", "&Rules", "&About Psychboard")


@dataclass
class MonkeyReport:
    events: Counter[str] = field(default_factory=Counter)
    moves: Counter[str] = field(default_factory=Counter)     # actions played, by game
    finished: Counter[str] = field(default_factory=Counter)  # games played to their end
    started: Counter[str] = field(default_factory=Counter)
    exceptions: list[str] = field(default_factory=list)
    stalled: list[str] = field(default_factory=list)

    def figures(self) -> dict[str, int]:
        return {"monkey_events": sum(self.events.values()),
                "games_started": sum(self.started.values()),
                "games_finished": sum(self.finished.values()),
                "moves": sum(self.moves.values()), "exceptions": len(self.exceptions),
                "games_not_advancing": len(self.stalled)}


def _seat_the_table(dialog: Any) -> int:
    """The new-game dialog's answer: two people and a computer (fewer if the game seats
    fewer), everything else as the dialog offers."""
    spin = dialog.ui.playersSpin
    spin.setValue(max(spin.minimum(), min(spin.maximum(), TABLE)))
    for index, row in enumerate(dialog.rows):
        row.kind.setCurrentIndex(0 if index < PEOPLE else 1)
    QDialog.accept(dialog)  # skips remembering seats; the dialog's own checks ran in tests
    return 1


@contextmanager
def no_modal_dialogs(save_to: Path, told: list[str]) -> Iterator[None]:
    from psychboard.app.new_game import NewGameDialog
    from psychboard.gui.widgets import messages

    patches: list[tuple[Any, str, Any]] = [
        (NewGameDialog, "exec", _seat_the_table),
        (QDialog, "exec", lambda _self: 0),
        (QMessageBox, "exec", lambda _self: 0),
        (QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: ("", ""))),
        (QFileDialog, "getSaveFileName",
         staticmethod(lambda *_a, **_k: (str(save_to), ""))),
        (messages, "_show",
         lambda _p, title, text, warning=False: told.append(f"{title}: {text}")),
    ]
    saved = [(owner, name, owner.__dict__.get(name)) for owner, name, _ in patches]
    for owner, name, value in patches:
        setattr(owner, name, value)
    try:
        yield
    finally:
        for owner, name, value in saved:
            if value is None:
                delattr(owner, name)
            else:
                setattr(owner, name, value)


class Monkey:
    def __init__(self, window: Any, rnd: random.Random, report: MonkeyReport,
                 faults: Faults) -> None:
        self.window, self.rnd, self.report, self.faults = window, rnd, report, faults
        self.actions = {a.text(): a for a in window.actions()}
        self._watch_games()

    def _watch_games(self) -> None:
        start_game = self.window.start_game

        def counted(controller: Any) -> Any:
            game = controller.spec.id
            self.report.started[game] += 1
            controller.acted.connect(lambda *_: self.report.moves.update([game]))
            controller.finished.connect(lambda _o: self.report.finished.update([game]))
            return start_game(controller)

        self.window.start_game = counted

    def play(self, spec: GameSpec, events: int) -> None:
        self.window.new_game_of(spec.id)
        for _ in range(events):
            self.step(spec)

    def step(self, spec: GameSpec) -> None:
        page = self.window.page
        choices: list[tuple[float, str, Callable[[], None]]] = [
            (30, "board click", self.click_board), (25, "button", self.click_button),
            (20, "key", self.press_key), (2, "resize", self.resize),
            (3, "menu", self.menu_action)]
        if page is None:
            choices.append((40, "back to the game", lambda: self.back_to(spec)))
        elif page.handoff.isVisible():
            choices.append((40, "hand-off", lambda: QTest.mouseClick(
                page.handoff.button, Qt.MouseButton.LeftButton)))
        weights = [c[0] for c in choices]
        _weight, name, event = self.rnd.choices(choices, weights)[0]
        try:
            event()
        except Exception as error:
            self.faults.caught(error)
        self.report.events[name] += 1
        QCoreApplication.processEvents()
        if self.rnd.random() < 0.1:  # let animations and the computer's pause run on
            QTest.qWait(self.rnd.randint(1, 40))

    def back_to(self, spec: GameSpec) -> None:
        if autosave_path(spec.id).exists() and self.rnd.random() < 0.7:
            self.window.resume(spec.id)
        else:
            self.window.new_game_of(spec.id)

    def click_board(self) -> None:
        page = self.window.page
        if page is None:
            return
        viewport = page.view.viewport()
        items = [i for i in page.scene.items() if i.isVisible()]
        if items and self.rnd.random() < 0.7:
            item = self.rnd.choice(items)
            point = page.view.mapFromScene(item.sceneBoundingRect().center())
        else:
            point = QPoint(self.rnd.randrange(max(1, viewport.width())),
                           self.rnd.randrange(max(1, viewport.height())))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point)

    def click_button(self) -> None:
        buttons = [b for b in self.window.findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled()]
        tiles = list(self.window.launcher.tiles.values()) if self.window.launcher else []
        if tiles and self.rnd.random() < 0.3:
            tile = self.rnd.choice(tiles)
            QTest.mouseClick(tile, Qt.MouseButton.LeftButton)
        elif buttons:
            QTest.mouseClick(self.rnd.choice(buttons), Qt.MouseButton.LeftButton)

    def press_key(self) -> None:
        target = QApplication.focusWidget() or self.window
        if self.rnd.random() < 0.05:
            QTest.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            QTest.keyClick(target, self.rnd.choice(KEYS))

    def resize(self) -> None:
        self.window.resize(self.rnd.randint(1024, 1920), self.rnd.randint(640, 1080))

    def menu_action(self) -> None:
        action = self.actions.get(self.rnd.choice(MENU_ACTIONS))
        if action is not None and action.isEnabled():
            action.trigger()


def run(events: int, seed: int, folder: Path, faults: Faults) -> MonkeyReport:
    from psychboard.app.main_window import MainWindow
    from psychboard.app.settings import Settings
    from psychboard.gui import animation

    rnd = random.Random(seed)
    report = MonkeyReport()
    told: list[str] = []
    before = len(faults.found)
    folder.mkdir(parents=True, exist_ok=True)
    with no_modal_dialogs(folder / "saved-by-monkey.json", told):
        animation.set_speed("fast")
        window = MainWindow(Settings(QSettings(str(folder / "settings.ini"),
                                               QSettings.Format.IniFormat)))
        window.show()
        window.activateWindow()
        monkey = Monkey(window, rnd, report, faults)
        games = registry.playable()
        for number, spec in enumerate(games):
            started, moves = time.monotonic(), report.moves[spec.id]
            count = events // len(games) + (number < events % len(games))
            monkey.play(spec, count)
            if report.moves[spec.id] == moves:
                report.stalled.append(spec.id)
            print(f"monkey {spec.id}: {count} events, {report.moves[spec.id] - moves} moves, "
                  f"{report.finished[spec.id]} games finished, "
                  f"{time.monotonic() - started:.0f} s", flush=True)
        window.close()
        QCoreApplication.processEvents()
        animation.set_speed("off")
    report.exceptions = faults.found[before:]
    print(f"monkey events: {dict(report.events)}; {len(told)} messages shown", flush=True)
    print("monkey: " + " ".join(f"{k}={v}" for k, v in report.figures().items()), flush=True)
    return report
