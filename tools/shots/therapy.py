"""Therapy screenshots: the board, the hand-off, the prescription pad, the reveal, an Insight
card, Psychosis, a Crisis card and the end, at 1024×640, 1440×900 and 1920×1080, light and
dark.

A game is first played off screen by the computer players (rules only) to a useful moment;
the real window then resumes it from that action log, and the remaining steps press the keys
and buttons a family would. Each picture is of the game's window alone.
"""

from __future__ import annotations

import random
import subprocess
from collections.abc import Callable
from typing import Any

import screenshots
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from psychboard.app.settings import Settings
from psychboard.core.events import Drew
from psychboard.core.saves import SeatConfig
from psychboard.games.registry import GAMES
from psychboard.games.therapy.ai import TherapyBot, table
from psychboard.games.therapy.rules import Roll, TherapyOptions, TherapyRules
from psychboard.games.therapy.rules.model import CRISIS_DECK, INSIGHT, ROLL, SESSION, State
from psychboard.gui.controller import create_controller

Step = Callable[[], None]
Log = list[tuple[int, Any]]
SEATS = (SeatConfig("Ann", "#0072B2", "circle"), SeatConfig("Ben", "#D55E00", "square"),
         SeatConfig("Grandpa Joe", "#009E73", "triangle", "computer", "hard"),
         SeatConfig("Mia", "#CC79A7", "diamond", "computer", "medium"))
COMPUTERS = tuple(SeatConfig(s.name, s.colour, s.token, "computer", "hard") for s in SEATS)
SIZES = ((1024, 640), (1440, 900), (1920, 1080))


def _play_until(stop: Callable[[State], bool], seed: int = 0) -> tuple[int, Log]:
    """A seed and the actions of a computer-played game up to the first state `stop` likes."""
    rules = TherapyRules()
    bot = TherapyBot("hard")
    for attempt in range(seed or 1, 200):
        state = rules.new_game(TherapyOptions(players=len(SEATS)), attempt)
        rnd = random.Random(attempt)
        log: Log = []
        while rules.outcome(state) is None:
            if stop(state):
                return attempt, log
            seat = min(rules.to_act(state))
            action = bot.choose(rules.observe(state, seat), rules.legal_actions(state, seat),
                                rnd)
            state = rules.apply(state, seat, action)
            log.append((seat, action))
        if seed:
            return attempt, log
    raise AssertionError("no game reached the moment sought")


def _mid_game(state: State) -> bool:
    pegs = sum(len(c.pegs) for c in state.couches)
    return state.phase == ROLL and state.current == 0 and pegs >= 8 \
        and state.couches[0].status == "free"


def _session(state: State) -> bool:
    s = state.session
    return (state.phase == SESSION and s is not None and (s.patient, s.predictor) == (0, 1)
            and s.answer is None and s.prediction is None
            and table().questions[s.card].type == "rating" and state.round > 2)


def _risky_insight(state: State) -> bool:
    return state.phase == INSIGHT and state.actor == 0 and state.risky \
        and bool(state.couches[0].pegs)


def _rolls_into_crisis(state: State) -> bool:
    if state.phase != ROLL or state.current != 0 or state.round < 3:
        return False
    _after, said = TherapyRules().step(state, 0, Roll())
    drew = [e.deck for e in said if isinstance(e, Drew)]
    return drew == [CRISIS_DECK]  # and nothing drawn after it: the card stays in sight


def _wrong_key(state: State) -> str:
    card = table().insight[state.insight_card]
    return str(next(i for i, o in enumerate(card.options) if o != card.answer) + 1)


class Shot:
    """One picture: a window of a size and theme, a game resumed from a log, and steps."""

    def __init__(self, settings: Settings, screen: str, size: tuple[int, int], dark: bool
                 ) -> None:
        self.name = f"therapy-{screen}-{size[0]}x{size[1]}{'-dark' if dark else ''}"
        self.win = screenshots.window(settings, "dark" if dark else "light")
        self.win.showNormal()  # the frame's window opens maximized: this one has a size
        self.win.setGeometry(0, 0, *size)
        self.page: Any = None

    def start(self, seed: int, log: Log, seats: tuple[SeatConfig, ...] = SEATS) -> None:
        controller = create_controller(GAMES["therapy"], TherapyOptions(players=len(seats)),
                                       seats, seed, tuple(log))
        self.page = self.win.start_game(controller)

    def settled(self) -> bool:
        scene = self.page.scene
        return bool(scene.accepts_input and not scene.banner.isVisible())

    def wait(self, until: Callable[[], bool]) -> None:
        """Let the app run until `until()` holds (at most 30 s): a loaded machine plays the
        animations late, and a picture taken by the clock would catch them half-way."""
        loop = QEventLoop()
        timer = QTimer()
        timer.timeout.connect(lambda: until() and loop.quit())
        timer.start(50)
        QTimer.singleShot(30_000, loop.quit)
        loop.exec()
        timer.stop()

    def key(self, key: str) -> Step:
        def press() -> None:
            self.wait(lambda: self.settled() or self.page.handoff.isVisible())
            scene = self.page.scene
            if not scene.bar.press({"Return": "Enter"}.get(key, key)) and scene.awaiting_reader:
                scene.go_on()  # the table's stop takes Enter, Space or a click

        return press

    def handoff(self) -> Step:
        def confirm() -> None:
            self.wait(self.page.handoff.isVisible)
            self.page.handoff.button.click()

        return confirm

    def capture(self, when: Callable[[], bool] | None = None) -> Step:
        def grab() -> None:
            self.wait(when or (lambda: self.settled() or self.page.handoff.isVisible()))
            QApplication.processEvents()
            screenshots.OUT.mkdir(parents=True, exist_ok=True)
            out = screenshots.OUT / f"{self.name}.png"
            subprocess.run(["/usr/bin/import", "-window", str(int(self.win.winId())),
                            str(out)], check=True)
            print(f"wrote {out}")

        return grab

    def banner(self, title: str) -> Callable[[], bool]:
        banner = self.page.scene.banner
        return lambda: banner.isVisible() and title in banner.title and banner.opacity() > 0.95


def _steps(shot: Shot, screen: str) -> list[tuple[int, Step]]:
    if screen == "board":
        shot.start(*_play_until(_mid_game))
        return [(1500, shot.capture())]
    if screen == "crisis":
        shot.start(*_play_until(_rolls_into_crisis))
        scene = shot.page.scene
        return [(1500, shot.key("Space")),
                (300, shot.capture(lambda: shot.settled() and scene.card.isVisible()))]
    if screen == "end":
        seed, full = _play_until(lambda _s: False, seed=7)
        shot.start(seed, full[:-3], COMPUTERS)
        return [(1000, shot.capture(lambda: shot.page.end_bar.isVisible()
                                    and shot.page.scene.banner.opacity() > 0.99))]
    if screen in ("insight", "psychosis"):
        seed, log = _play_until(_risky_insight)
        shot.start(seed, log)
        rules = TherapyRules()
        state = rules.new_game(TherapyOptions(players=len(SEATS)), seed)
        for seat, action in log:
            state = rules.apply(state, seat, action)
        if screen == "insight":
            return [(1500, shot.key("1")), (300, shot.capture())]
        return [(1500, shot.key(_wrong_key(state))), (300, shot.key("Return")),
                (100, shot.capture(shot.banner("PSYCHOSIS")))]
    shot.start(*_play_until(_session))
    if screen == "handoff":
        return [(1500, shot.capture())]
    steps: list[tuple[int, Step]] = [(1000, shot.handoff()), (300, shot.key("7"))]
    if screen == "pad":
        return [*steps, (300, shot.capture())]
    info = shot.page.scene.info
    return [*steps, (300, shot.key("Return")), (300, shot.handoff()), (300, shot.key("8")),
            (300, shot.key("Return")),
            (100, shot.capture(lambda: info.info.rating is not None
                               and not shot.page.scene.banner.isVisible()))]


def _scenario(screen: str, size: tuple[int, int], dark: bool
              ) -> Callable[[Settings], list[tuple[int, Step]]]:
    def run(settings: Settings) -> list[tuple[int, Step]]:
        shot = Shot(settings, screen, size, dark)
        return [*_steps(shot, screen), (1500, lambda: None)]

    return run


SCREENS = ("board", "handoff", "pad", "reveal", "insight", "psychosis", "crisis", "end")
SCENARIOS = {f"therapy-{screen}-{w}x{h}{'-dark' if dark else ''}": _scenario(screen, (w, h), dark)
             for screen in SCREENS for (w, h) in SIZES for dark in (False, True)}
