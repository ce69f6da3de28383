"""The seats at the table: token, name, computer level, a score line, whose move it is.

A computer's level sits on the line under its name (where "thinking…" shows), so the name
keeps the narrow panel's width to itself."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from psychboard.core.saves import SeatConfig
from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip
from psychboard.gui.widgets.token_icon import token_pixmap


class Scoreboard(QWidget):
    def __init__(self, seats: Sequence[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        self._names: list[QLabel] = []
        self._scores: list[QLabel] = []
        self._status: list[QLabel] = []
        self._said: list[str] = []
        self._idle = ["on a phone" if s.by_phone else "" if s.is_human
                      else f"computer · {s.level}" for s in seats]
        for row, seat in enumerate(seats):
            icon = QLabel()
            icon.setPixmap(token_pixmap(seat.token, seat.colour, seat.name, 28,
                                        self.devicePixelRatioF()))
            set_tip(icon, f"{seat.token} token")
            # Names and notes wrap rather than squeeze the score (a long name, a large text).
            name = plain_label(seat.name, "seatName", wrap=True)
            name.setTextFormat(Qt.TextFormat.PlainText)
            score = plain_label("", "seatScore")
            score.setTextFormat(Qt.TextFormat.PlainText)
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            status = plain_label(self._idle[row], "seatStatus", wrap=True)
            status.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(icon, row * 2, 0, 2, 1)
            grid.addWidget(name, row * 2, 1)
            grid.addWidget(score, row * 2, 2, 2, 1)
            grid.addWidget(status, row * 2 + 1, 1)
            self._names.append(name)
            self._scores.append(score)
            self._status.append(status)
            self._said.append("")

    def set_scores(self, lines: Sequence[str]) -> None:
        for label, text in zip(self._scores, lines, strict=False):
            set_plain(label, text)
            label.setMinimumWidth(label.sizeHint().width())  # a score is never cut

    def set_status(self, seat: int, text: str) -> None:
        self._said[seat] = text
        set_plain(self._status[seat], text or self._idle[seat])

    def status(self, seat: int) -> str:
        """What the seat is doing now ("thinking…"), or "" when it is only waiting."""
        return self._said[seat]

    def set_due(self, seats: Sequence[int]) -> None:
        for i, label in enumerate(self._names):
            label.setProperty("due", i in seats)
            label.style().unpolish(label)
            label.style().polish(label)
