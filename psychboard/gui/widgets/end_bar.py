"""The end of every game: who won, the scores, and what the family can do next.

Shown under the board in place of the game's own controls, the same in every game: Play
again (the same seats, a new deal), New game (the set-up dialog) and Back to all games.
Leaving the result takes a deliberate choice: no button is the default or takes the focus,
so an Enter or Space one too many after the last move (or still held) leaves the result on
screen. Each button has its own key, Alt and its underlined letter (Alt+P plays again). A
narrow window puts the buttons under the verdict instead of beside it, so neither is cut.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from psychboard.core.protocol import Outcome
from psychboard.gui.widgets.labels import plain_label, set_plain, set_tip


def verdict(outcome: Outcome, names: Sequence[str]) -> str:
    """"Ann wins!", "Ann and Ben share the win!", or for one player the game's own reason."""
    if len(names) == 1:
        return f"Game over: {outcome.reason}."
    winners = [names[i] for i in outcome.winners]
    if not winners:
        return "Game over: nobody wins."
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the win!"


TEXT_ROOM = 420  # the least width the verdict gets beside the buttons


class EndBar(QWidget):
    again = Signal()
    new = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = plain_label("", "endTitle", wrap=True)
        self.detail = plain_label("", "endDetail", wrap=True)
        self.again_button = self._button("&Play again", self.again, primary=True)
        self.new_button = self._button("&New game…", self.new)
        self.back_button = self._button("&Back to all games", self.back)
        text = QVBoxLayout()
        text.addWidget(self.title)
        text.addWidget(self.detail)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.again_button, self.new_button, self.back_button):
            buttons.addWidget(button)
        self._row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._row.setContentsMargins(18, 10, 18, 10)
        self._row.addLayout(text, 1)
        self._row.addLayout(buttons)
        self._buttons = buttons
        self.hide()

    @property
    def stacked(self) -> bool:
        """True when the buttons stand under the verdict (a narrow window)."""
        return self._row.direction() == QBoxLayout.Direction.TopToBottom

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        needed = self._buttons.sizeHint().width() + TEXT_ROOM + 36
        self._row.setDirection(QBoxLayout.Direction.TopToBottom
                               if event.size().width() < needed
                               else QBoxLayout.Direction.LeftToRight)

    def _button(self, text: str, signal: SignalInstance, primary: bool = False
                ) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("endPrimary" if primary else "endButton")
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # never the focus a key lands on
        set_tip(button, button.shortcut().toString(QKeySequence.SequenceFormat.NativeText))
        button.clicked.connect(signal.emit)
        return button

    def show_outcome(self, outcome: Outcome, names: Sequence[str]) -> None:
        set_plain(self.title, verdict(outcome, names))
        if len(names) > 1:
            scores = " · ".join(f"{n} {s}" for n, s in zip(names, outcome.scores, strict=True))
            set_plain(self.detail, f"{scores}. {outcome.reason[:1].upper()}{outcome.reason[1:]}.")
        else:
            set_plain(self.detail, "Play again for a new deal, or choose another game.")
        self.show()
