"""Psychological Jujitsu screenshots: the first prize, the hand-off, a bid being chosen, a
reveal waiting for its readers and the end of a game. Games start part-way through from a log
of bids the computer players chose, so the table has history to show."""

from __future__ import annotations

import random
from collections.abc import Callable

import screenshots
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from psychboard.app.main_window import MainWindow
from psychboard.app.settings import Settings
from psychboard.core.saves import SeatConfig
from psychboard.games.jujitsu.ai import MediumBot
from psychboard.games.jujitsu.controller import JujitsuController
from psychboard.games.jujitsu.rules import Bid, JujitsuOptions, JujitsuRules
from psychboard.games.registry import GAMES
from psychboard.gui.palette import SEAT_COLOURS, TOKEN_SHAPES

Step = Callable[[], None]
SEED = 4242


def seat(i: int, name: str, level: str = "") -> SeatConfig:
    kind = "computer" if level else "human"
    return SeatConfig(name, SEAT_COLOURS[i], TOKEN_SHAPES[i], kind, level or "medium")


def history(options: JujitsuOptions, rounds: int) -> list[tuple[int, Bid]]:
    """Bids for the first `rounds` rounds, chosen by medium computer players."""
    rules, bot, rng = JujitsuRules(), MediumBot(), random.Random(SEED)
    state = rules.new_game(options, SEED)
    log: list[tuple[int, Bid]] = []
    for _ in range(rounds):
        for s in sorted(rules.to_act(state)):
            bid = bot.choose(rules.observe(state, s), rules.legal_actions(state, s), rng)
            state = rules.apply(state, s, bid)
            log.append((s, bid))
    return log


def start(settings: Settings, seats: tuple[SeatConfig, ...], options: JujitsuOptions,
          rounds: int) -> MainWindow:
    win = screenshots.window(settings)
    controller = JujitsuController(GAMES["jujitsu"], options, seats, SEED,
                                   history(options, rounds))
    win.start_game(controller)
    return win


def key(win: MainWindow, k: Qt.Key) -> Step:
    def press() -> None:
        assert win.page is not None
        QTest.keyClick(win.page.view, k)

    return press


def confirm(win: MainWindow) -> Step:
    def press() -> None:
        assert win.page is not None
        win.page.handoff.button.click()

    return press


HOT_SEAT = (seat(0, "Ann"), seat(1, "Ben"), seat(2, "Cleo", "medium"))


def go_on(win: MainWindow) -> Step:
    """Press Enter for the readers (the table saw the prize, or read the result)."""
    return key(win, Qt.Key.Key_Return)


def first_prize(settings: Settings) -> list[tuple[int, Step]]:
    start(settings, HOT_SEAT, JujitsuOptions(players=3), 0)
    return [(2200, lambda: screenshots.capture("jujitsu-start"))]


def handoff(settings: Settings) -> list[tuple[int, Step]]:
    win = start(settings, HOT_SEAT, JujitsuOptions(players=3), 4)
    return [(2200, go_on(win)), (1500, lambda: screenshots.capture("jujitsu-handoff"))]


def bid(settings: Settings) -> list[tuple[int, Step]]:
    win = start(settings, HOT_SEAT, JujitsuOptions(players=3), 4)
    return [(2200, go_on(win)), (1500, confirm(win)), (600, key(win, Qt.Key.Key_9)),
            (300, key(win, Qt.Key.Key_Return)), (900, confirm(win)),
            (700, key(win, Qt.Key.Key_J)), (700, lambda: screenshots.capture("jujitsu-play"))]


def reveal(settings: Settings) -> list[tuple[int, Step]]:
    seats = (seat(0, "Ann"), seat(1, "Cleo", "medium"), seat(2, "Dev", "hard"))
    win = start(settings, seats, JujitsuOptions(players=3), 5)
    return [(3600, key(win, Qt.Key.Key_K)), (400, key(win, Qt.Key.Key_Return)),
            (3200, lambda: screenshots.capture("jujitsu-reveal"))]


def end(settings: Settings) -> list[tuple[int, Step]]:
    seats = (seat(0, "Ann"), seat(1, "Professor", "hard"), seat(2, "Cleo", "medium"))
    win = start(settings, seats, JujitsuOptions(players=3), 12)
    return [(5200, go_on(win)), (2600, lambda: screenshots.capture("jujitsu-end"))]


def phones(settings: Settings) -> list[tuple[int, Step]]:
    """The table with two seats on phones: the side panel's QR code, address and room."""
    seats = (SeatConfig("Ann", SEAT_COLOURS[0], TOKEN_SHAPES[0], "phone"),
             SeatConfig("Ben", SEAT_COLOURS[1], TOKEN_SHAPES[1], "phone"),
             seat(2, "Cleo", "medium"))
    start(settings, seats, JujitsuOptions(players=3), 2)
    return [(2600, lambda: screenshots.capture("jujitsu-phones"))]


SCENARIOS = {
    "jujitsu-phones": phones,
    "jujitsu-start": first_prize,
    "jujitsu-handoff": handoff,
    "jujitsu-play": bid,
    "jujitsu-reveal": reveal,
    "jujitsu-end": end,
}
