"""What the soak's parts share: seats for a game, child processes, and a fault counter that
hears every exception Qt swallows (slots, virtual overrides) and every Qt critical message."""

from __future__ import annotations

import os
import random
import sys
import traceback
from pathlib import Path
from typing import Any

from psychboard.core.saves import SeatConfig
from psychboard.core.seating import TOKEN_SHAPES
from psychboard.games.registry import GameSpec
from psychboard.gui.palette import SEAT_COLOURS

ROOT = Path(__file__).resolve().parent.parent


def child_env(data_dir: Path | None = None, **extra: str) -> dict[str, str]:
    """The environment of a child Psychboard: this checkout, offscreen, its own data folder."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               PYTHONDONTWRITEBYTECODE="1", **extra)
    if data_dir is not None:
        env["PSYCHBOARD_DATA_DIR"] = str(data_dir)
    return env


def python() -> str:
    return sys.executable


def seats_for(spec: GameSpec, players: int, people: int, rnd: random.Random
              ) -> list[SeatConfig]:
    """`people` people first, then computers at random levels of the game's own."""
    levels = list(spec.bots)
    return [SeatConfig(f"Player {i + 1}", SEAT_COLOURS[i % len(SEAT_COLOURS)],
                       TOKEN_SHAPES[i % len(TOKEN_SHAPES)],
                       "human" if i < people else "computer", rnd.choice(levels))
            for i in range(players)]


def player_range(spec: GameSpec) -> tuple[int, int]:
    assert spec.rules is not None
    rules = spec.rules()
    return rules.min_players, rules.max_players


class Faults:
    """Collects exceptions that reach sys.excepthook and Qt critical or fatal messages."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.warnings = 0

    def install(self) -> Faults:
        from PySide6.QtCore import qInstallMessageHandler

        sys.excepthook = self._exception
        qInstallMessageHandler(self._qt_message)
        return self

    def _exception(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        self.found.append("".join(traceback.format_exception(kind, value, tb)))
        print(self.found[-1], file=sys.stderr, flush=True)

    def _qt_message(self, mode: Any, _context: Any, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.found.append(f"Qt critical: {message}")
            print(self.found[-1], file=sys.stderr, flush=True)
        elif mode == QtMsgType.QtWarningMsg:
            self.warnings += 1

    def caught(self, error: BaseException) -> None:
        """An exception that escaped a call the soak made itself."""
        self._exception(type(error), error, error.__traceback__)
