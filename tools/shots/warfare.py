"""Psychological Warfare screenshots: the table, a hand after its hand-off, a play's question,
the public reaction prompt and the end, at 1024×640, 1440×900 and 1920×1080, light and dark.

Two people and two computers play. A game is first played off screen by computer players
(rules only) to a useful moment; the real window then resumes it from that action log, and the
remaining steps press the keys and buttons a family would. Each picture is of the game's
window alone.
"""

from __future__ import annotations

import random
import subprocess
from collections.abc import Callable
from typing import Any

import screenshots
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.warfare.ai import SearchBot
from psychboard.games.warfare.rules import Play, State, WarfareOptions, WarfareRules
from psychboard.games.warfare.rules.model import Phase
from psychboard.games.warfare.scene import WarfareScene
from psychboard.gui.controller import create_controller

Step = Callable[[], None]
Log = list[tuple[int, Any]]
SEED = 4244
SEATS = (SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square"),
         SeatConfig("Grandpa Joe", "#009E73", "triangle", "computer", "hard"),
         SeatConfig("Mia", "#CC79A7", "diamond", "computer", "medium"))
SIZES = ((1024, 640), (1440, 900), (1920, 1080))


def _play_until(done: Callable[[WarfareRules, State], bool], to_end: bool = False) -> Log:
    """Actions of a game played by computer players until `done(rules, state)` (or, with
    `to_end`, until the game is over)."""
    rules = WarfareRules()
    state = rules.new_game(WarfareOptions(players=len(SEATS)), SEED)
    bot, rnd = SearchBot("easy", rules), random.Random(SEED)
    log: Log = []
    while not done(rules, state):
        if rules.outcome(state) is not None:
            if to_end:
                return log
            raise SystemExit(f"the game of seed {SEED} ends before the moment to show")
        seat = min(rules.to_act(state))
        action = bot.choose(rules.observe(state, seat), rules.legal_actions(state, seat), rnd)
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return log


def _quiet_turn(rules: WarfareRules, state: State, seat: int) -> bool:
    return (state.phase is Phase.MAIN and state.window is None and not state.acted
            and state.turns_taken >= 8 and state.turn == seat)


def _anns_turn(rules: WarfareRules, state: State) -> bool:
    """Ann's turn mid-game, holding a card she aims at another player."""
    return _quiet_turn(rules, state, 0) and any(
        isinstance(a, Play) and a.target >= 0 for a in rules.legal_actions(state, 0))


def _start(settings: Settings, log: Log, theme: str, size: tuple[int, int]) -> MainWindow:
    win = screenshots.window(settings, theme)
    win.showNormal()  # the frame's window opens maximized: this one has a size
    win.setGeometry(0, 0, *size)
    controller = create_controller(GAMES["warfare"], WarfareOptions(players=len(SEATS)),
                                   SEATS, SEED, tuple(log))
    win.start_game(controller)
    return win


def _capture(name: str, size: tuple[int, int], tries: int = 6) -> Step:
    def shoot() -> None:
        screenshots.OUT.mkdir(parents=True, exist_ok=True)
        path = screenshots.OUT / f"{name}.png"
        w, h = size
        win = next(t for t in QApplication.topLevelWidgets()
                   if isinstance(t, MainWindow) and t.isVisible())
        subprocess.run(["/usr/bin/import", "-window", str(int(win.winId())), str(path)],
                       check=True)
        image = QImage(str(path))
        if tries > 1 and image.pixelColor(w // 2, h // 2).name() == "#000000":
            QTimer.singleShot(400, _capture(name, size, tries - 1))
            return
        print(f"wrote {path}")

    return shoot


def _scene(win: MainWindow) -> WarfareScene:
    assert win.page is not None and isinstance(win.page.scene, WarfareScene)
    return win.page.scene


def _confirm(win: MainWindow) -> Step:
    def press() -> None:
        assert win.page is not None
        win.page.handoff.button.click()

    return press


def _pick_aimed_card(win: MainWindow) -> Step:
    def pick() -> None:
        scene = _scene(win)
        play = next(a for a in scene.controller.legal() if isinstance(a, Play) and a.target >= 0)
        scene.select(play.card)

    return pick


def _key(win: MainWindow, key: str) -> Step:
    def press() -> None:
        _scene(win).bar.press(key)

    return press


def _answer_all(win: MainWindow) -> Step:
    def answer() -> None:
        scene = _scene(win)
        while scene.chooser is not None:
            scene.bar.press("1")

    return answer


def _name(screen: str, size: tuple[int, int], theme: str) -> str:
    return f"warfare-{screen}-{size[0]}x{size[1]}" + ("-dark" if theme == "dark" else "")


def _turn(screen: str, size: tuple[int, int], theme: str) -> Callable[[Settings], list]:
    """Ann's turn from the hand-off to the prompt the table sees; only `screen` is kept."""

    def steps(settings: Settings) -> list[tuple[int, Step]]:
        win = _start(settings, _play_until(_anns_turn), theme, size)
        shot = _capture(_name(screen, size, theme), size)

        def maybe(name: str) -> Step:
            return shot if name == screen else (lambda: None)

        plan = [(1500, _confirm(win)), (900, _pick_aimed_card(win)), (700, maybe("hand")),
                (100, _key(win, "P")), (600, maybe("choose"))]
        if screen in ("hand", "choose"):
            return [*plan, (2600, lambda: None)]
        return [*plan, (100, _answer_all(win)), (3800, maybe("prompt")), (2600, lambda: None)]

    return steps


def _table(size: tuple[int, int], theme: str) -> Callable[[Settings], list]:
    def steps(settings: Settings) -> list[tuple[int, Step]]:
        _start(settings, _play_until(lambda r, s: _quiet_turn(r, s, 2)), theme, size)
        return [(2150, _capture(_name("table", size, theme), size)), (2600, lambda: None)]

    return steps


def _end(size: tuple[int, int], theme: str) -> Callable[[Settings], list]:
    def steps(settings: Settings) -> list[tuple[int, Step]]:
        _start(settings, _play_until(lambda _r, _s: False, to_end=True), theme, size)
        return [(1500, _capture(_name("end", size, theme), size)), (2600, lambda: None)]

    return steps


SCENARIOS: dict[str, Callable[[Settings], list]] = {}
for _size in SIZES:
    for _theme in ("light", "dark"):
        SCENARIOS[_name("table", _size, _theme)] = _table(_size, _theme)
        for _screen in ("hand", "choose", "prompt"):
            SCENARIOS[_name(_screen, _size, _theme)] = _turn(_screen, _size, _theme)
        SCENARIOS[_name("end", _size, _theme)] = _end(_size, _theme)
