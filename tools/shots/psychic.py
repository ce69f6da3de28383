"""Screenshots of Psychic Solitaire: a game under way, foretelling with odds, the end screen.

The games are driven through the controller with guesses picked from the deck's order, so
each picture shows the same moment every time (this is a tool for pictures, not a player).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import screenshots
from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest

from psychboard.app.game_page import GamePage
from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games.psychic.ai import CountingBot
from psychboard.games.psychic.controls import KIND_KEYS
from psychboard.games.psychic.rules import (
    FLIP,
    GUESSES,
    GuessKind,
    PsychicOptions,
    PsychicRules,
    State,
)
from psychboard.games.registry import GAMES
from psychboard.gui.controller import GameController
from psychboard.store.history import History

Step = Callable[[], None]
# The runner quits the app 200 ms after the last step, and Qt 6 closes every window on quit:
# a capture that runs late would photograph an empty screen, so each scenario ends with a rest.
REST: tuple[int, Step] = (2000, lambda: None)
SEAT = SeatConfig("Sam")
FLIP_MS = 2600
ANNOUNCE_MS = 500


def _start(settings: Settings, foretelling: bool, seed: int,
           actions: tuple[tuple[int, object], ...] = ()) -> GamePage:
    win: MainWindow = screenshots.window(settings)
    controller = GameController(GAMES["psychic"], PsychicOptions(foretelling=foretelling),
                                (SEAT,), seed, actions)
    return win.start_game(controller)


def _guess(state: State, right: bool) -> object:
    """A guess that will be right (or wrong) about the top card."""
    card = state.deck[0]
    return next(g for g in GUESSES[state.phase] if g.matches(card) == right)


def _announce(controller: GameController, right: bool) -> None:
    controller.submit(_guess(controller.state, right))


def _turns(controller: GameController, plan: str) -> list[tuple[int, Step]]:
    """One announce-and-flip per letter of `plan`: r = right, w = wrong."""
    steps: list[tuple[int, Step]] = []
    for mark in plan:
        steps.append((ANNOUNCE_MS, partial(_announce, controller, mark == "r")))
        steps.append((ANNOUNCE_MS, partial(controller.submit, FLIP)))
        steps.append((FLIP_MS, lambda: None))
    return steps


def _press_right_kind(page: GamePage) -> None:
    """Announce the top card's kind with its key, as a player at the keyboard would."""
    if page.scene.busy:  # the last flip is still sliding cards: try again shortly
        QTimer.singleShot(100, partial(_press_right_kind, page))
        return
    guess = _guess(page.controller.state, True)
    assert isinstance(guess, GuessKind)
    QTest.keyClick(page.window(), KIND_KEYS[guess.rank].lower())


def play(settings: Settings) -> list[tuple[int, Step]]:
    page = _start(settings, False, 11)
    controller = page.controller
    steps = _turns(controller, "wrwrr")
    steps.append((300, partial(_press_right_kind, page)))
    steps.append((900, lambda: screenshots.capture("psychic-play")))
    return [*steps, REST]


def foretelling(settings: Settings) -> list[tuple[int, Step]]:
    page = _start(settings, True, 23)
    controller = page.controller
    steps = _turns(controller, "wwrwrwwr")

    def odds_and_hint() -> None:
        page.scene.choose("odds")  # the Show odds choice
        page.scene.show_hint()

    steps.append((300, odds_and_hint))
    steps.append((900, lambda: screenshots.capture("psychic-foretelling")))
    return [*steps, REST]


def _finished_game(seed: int) -> tuple[tuple[int, object], ...]:
    """The counting strategy's whole game from `seed`, as a replayable action log."""
    rules, bot, rng = PsychicRules(), CountingBot(), random.Random(seed)
    state = rules.new_game(PsychicOptions(), seed)
    log: list[tuple[int, object]] = []
    while rules.outcome(state) is None:
        action = bot.choose(rules.observe(state, 0), rules.legal_actions(state, 0), rng)
        log.append((0, action))
        state = rules.apply(state, 0, action)
    return tuple(log)


def end(settings: Settings) -> list[tuple[int, Step]]:
    history = History()
    for score in (3, 7, 12, 9, 17, 5, 10, 22, 14, 8, 19, 13, 6, 11):
        history.record_game("psychic", [SEAT.name], [score], [0])
    seed = next(s for s in range(1, 400) if 15 <= _score(_finished_game(s), s) <= 30)
    _start(settings, False, seed, _finished_game(seed))
    return [(1200, lambda: screenshots.capture("psychic-end")), REST]


def _score(log: tuple[tuple[int, object], ...], seed: int) -> int:
    rules = PsychicRules()
    state = rules.new_game(PsychicOptions(), seed)
    for seat, action in log:
        state = rules.apply(state, seat, action)  # type: ignore[arg-type]
    return state.score


SCENARIOS = {"psychic-play": play, "psychic-foretelling": foretelling, "psychic-end": end}
