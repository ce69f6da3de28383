"""Psychologizer screenshots: who starts, the board mid-game, the hand-off, a private choice,
a reveal and the end panel.

A game is first played off screen by the computer players (rules only) to a useful moment;
the real window then resumes it from that action log, and the remaining steps press the same
keys and buttons a family would.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import screenshots
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games.psychologizer.ai import PsychologizerBot
from psychboard.games.psychologizer.rules import (
    Phase,
    PsychologizerOptions,
    PsychologizerRules,
    Spin,
)
from psychboard.games.registry import GAMES
from psychboard.gui.controller import create_controller

Step = Callable[[], None]
SEED = 4242
SEATS = (SeatConfig("Sam", "#0072B2", "circle"), SeatConfig("Ana", "#D55E00", "square"),
         SeatConfig("Grandpa Joe", "#009E73", "triangle", "computer", "hard"),
         SeatConfig("Mia", "#CC79A7", "diamond", "computer", "medium"))


def _play_until(done: Callable[[PsychologizerRules, object, list[tuple[int, object]]], bool],
                seats: tuple[SeatConfig, ...] = SEATS) -> list[tuple[int, object]]:
    """Actions of a game played by computer players until `done(rules, state, log)`."""
    rules = PsychologizerRules()
    state = rules.new_game(PsychologizerOptions(players=len(seats)), SEED)
    bots = [PsychologizerBot("hard") for _ in seats]
    rnd = random.Random(SEED)
    log: list[tuple[int, object]] = []
    while not done(rules, state, log) and rules.outcome(state) is None:
        seat = min(rules.to_act(state))
        action = bots[seat].choose(rules.observe(state, seat),
                                   rules.legal_actions(state, seat), rnd)
        state = rules.apply(state, seat, action)
        log.append((seat, action))
    return log


def _mid_game(rules: PsychologizerRules, state: object, log: list[tuple[int, object]]) -> bool:
    """Mid-game, a computer about to spin onto a category card."""
    s = state
    if s.phase is not Phase.SPIN or s.last_reveal is None or s.last_reveal.number < 9:  # type: ignore[attr-defined]
        return False
    if SEATS[s.turn].is_human:  # type: ignore[attr-defined]
        return False
    after = rules.apply(s, s.turn, Spin())  # type: ignore[arg-type, attr-defined]
    return bool(after.phase is Phase.CHOOSE)


def _start(settings: Settings, log: list[tuple[int, object]],
           seats: tuple[SeatConfig, ...] = SEATS) -> object:
    win = screenshots.window(settings)
    controller = create_controller(GAMES["psychologizer"], PsychologizerOptions(
        players=len(seats)), seats, SEED, tuple(log))
    return win.start_game(controller)


def _capture(name: str, tries: int = 6) -> None:
    """Capture, again a moment later if the X server handed back an all-black screen."""
    screenshots.capture(name)
    image = QImage(str(screenshots.OUT / f"{screenshots.shot_name(name)}.png"))
    if tries > 1 and image.pixelColor(image.width() // 2, image.height() // 2).name() == "#000000":
        QTimer.singleShot(400, lambda: _capture(name, tries - 1))


def _key(page: object, key: str) -> Step:
    """Press `key` once the board is still (a key while it moves only skips the move)."""
    def press() -> None:
        screenshots.wait_for(lambda: not page.scene.busy)  # type: ignore[attr-defined]
        scene: Any = page.scene  # type: ignore[attr-defined]
        if not scene.bar.press({"Return": "Enter"}.get(key, key)) and scene.awaiting_reader:
            scene.go_on()  # the table's stop takes Enter, Space or a click

    return press


def _handoff(page: object) -> Step:
    return page.handoff.button.click  # type: ignore[attr-defined, no-any-return]


def _turn(settings: Settings, shot: str) -> list[tuple[int, Step]]:
    """One turn from the card being read to the reveal; only `shot` is captured."""
    page = _start(settings, _play_until(_mid_game))

    def capture(name: str) -> Step:
        return (lambda: _capture(name)) if name == shot else (lambda: None)

    rest = (2600, lambda: None)
    steps: list[tuple[int, Step]] = [(4400, capture("psychologizer-play"))]
    if shot.endswith("play"):
        return [*steps, rest]
    steps += [(200, _key(page, "Space")),
              (100, lambda: screenshots.wait_for(page.handoff.isVisible)),  # type: ignore[attr-defined]
              (600, capture("psychologizer-handoff"))]
    if shot.endswith("handoff"):
        return [*steps, rest]
    steps += [(1100, _handoff(page)), (400, _key(page, "B")),
              (200, _key(page, "2")), (500, capture("psychologizer-choice"))]
    if shot.endswith("choice"):
        return [*steps, rest]
    return [*steps, (200, _key(page, "Return")), (400, _handoff(page)),
            (300, _key(page, "C")), (150, _key(page, "3")), (150, _key(page, "Return")),
            (4800, capture("psychologizer-reveal")), rest]


def _first(settings: Settings) -> list[tuple[int, Step]]:
    _start(settings, [])
    return [(1800, lambda: _capture("psychologizer-start")), (2600, lambda: None)]


def _end(settings: Settings, shot: str = "psychologizer-end") -> list[tuple[int, Step]]:
    """The end panel's first page, or (`-profiles`) the next one, turned with →."""
    computers = tuple(SeatConfig(s.name, s.colour, s.token, "computer", "hard") for s in SEATS)
    full = _play_until(lambda _r, _s, _l: False, computers)
    page = _start(settings, full[:-6], computers)
    steps: list[tuple[int, Step]] = [
        (3000, lambda: screenshots.wait_for(page.scene.end_panel.isVisible))]  # type: ignore[attr-defined]
    if shot.endswith("profiles"):
        steps.append((1200, lambda: QTest.keyClick(page.window(), Qt.Key.Key_Right)))  # type: ignore[attr-defined]
    return [*steps, (1500, lambda: _capture(shot)), (2600, lambda: None)]


SCENARIOS = {
    "psychologizer-start": _first,
    **{name: (lambda settings, n=name: _turn(settings, n))
       for name in ("psychologizer-play", "psychologizer-handoff", "psychologizer-choice",
                    "psychologizer-reveal")},
    "psychologizer-end": _end,
    "psychologizer-end-profiles": lambda settings: _end(settings, "psychologizer-end-profiles"),
}
