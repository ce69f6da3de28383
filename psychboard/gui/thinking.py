"""Computer players thinking off the UI thread (the controller's helpers, GameController).

One job asks one or more computer seats, one after another, and hands back every answer at
once through a queued signal; a player that raises is answered for with its first legal
action and reported, so a broken computer player never stops a game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from psychboard.core.protocol import Seat


class BotSignals(QObject):
    done = Signal(int, object)  # generation, [(seat, action)] in seat order


class BotJob(QRunnable):
    """One or more computer seats deciding, one after another, off the UI thread."""

    def __init__(self, asks: Sequence[tuple[Seat, Any, Any, Sequence[Any], random.Random]],
                 generation: int, signals: BotSignals) -> None:
        super().__init__()
        self._asks = list(asks)
        self._generation, self._signals = generation, signals

    def run(self) -> None:
        answers = []
        for seat, bot, view, legal, rng in self._asks:
            try:
                action = bot.choose(view, legal, rng)
            except Exception as exc:  # a broken bot must not kill the game: it plays legal[0]
                action = BotFailure(exc, legal[0])
            answers.append((seat, action))
        self._signals.done.emit(self._generation, answers)


class BotFailure:
    """What a computer player that raised answers: its error, and the move played instead."""

    def __init__(self, error: Exception, fallback: Any) -> None:
        self.error, self.fallback = error, fallback


def vetted(seat: Seat, answer: Any, legal: Sequence[Any], name: str) -> tuple[Any, str]:
    """The move a computer's answer stands for, and what to tell once ("" for nothing): a
    player that failed plays its simple move, as does one that chose outside the rules."""
    if isinstance(answer, BotFailure):
        return answer.fallback, f"{name} (computer) stumbled ({answer.error}) and plays a " \
            "simple move instead."
    if answer not in legal:
        return legal[0], f"{name} (computer) chose a move the rules don't allow and plays a " \
            "simple move instead."
    return answer, ""
