"""The public "Anyone reacting?" prompt of a reaction window (DESIGN §4 and §11).

When several people share the screen, nobody is asked privately whether they want to answer a
play: that would tell the table who holds a reaction. The whole table sees one prompt with a
button per person who may answer and one to let the play stand. A person who claims the window
then passes through the hand-off like any private choice. Keys: 1–9 claim, Enter lets it stand.

The prompt covers the page (nothing behind it takes clicks or keys) but draws only a band along
the bottom: the table is public while it asks, and the card just played stays in sight for
everyone deciding whether to answer it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from psychboard.core.saves import SeatConfig
from psychboard.gui.widgets.keys import keeps_key
from psychboard.gui.widgets.labels import literal, plain_label, set_plain

PROMPT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter,
               *(Qt.Key(Qt.Key.Key_1 + i) for i in range(9)))


class ReactionPrompt(QWidget):
    claimed = Signal(int)   # this seat wants to answer
    nobody = Signal()       # every person asked lets the play stand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.band = QFrame()
        self.band.setObjectName("reactionPrompt")
        self.band.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._seats: tuple[int, ...] = ()
        self._title = plain_label("Anyone reacting?", "promptTitle",
                                  align=Qt.AlignmentFlag.AlignCenter)
        self._hint = plain_label("", "promptHint", align=Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self._row = QHBoxLayout()
        self._row.setSpacing(12)
        self.let_stand = QPushButton("Nobody reacts")
        self.let_stand.setObjectName("promptButton")
        self.let_stand.setDefault(True)
        self.let_stand.clicked.connect(self._let_stand)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addStretch(1)
        outer.addWidget(self.band)
        layout = QVBoxLayout(self.band)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        layout.addLayout(self._row)
        layout.addWidget(self.let_stand, alignment=Qt.AlignmentFlag.AlignCenter)
        self._buttons: list[QPushButton] = []
        self.hide()

    @property
    def seats(self) -> tuple[int, ...]:
        return self._seats

    def ask(self, seats: Sequence[int], configs: Sequence[SeatConfig], about: str) -> None:
        """Show the prompt for `seats` (by their configs) about the play `about`."""
        self._seats = tuple(seats)
        for button in self._buttons:
            button.hide()
            button.deleteLater()
        while self._row.count():  # the buttons and the stretches round them, from last time
            self._row.takeAt(0)
        self._buttons = []
        self._row.addStretch(1)
        for number, seat in enumerate(self._seats, start=1):
            button = QPushButton(literal(f"{number}  {configs[seat].name} reacts"))
            button.setObjectName("promptButton")
            button.clicked.connect(lambda _checked=False, s=seat: self._claim(s))
            self._row.addWidget(button)
            self._buttons.append(button)
        self._row.addStretch(1)
        set_plain(self._hint, f"{about} Anyone who wants to answer it presses their name; "
                           "everyone is asked the same way, whatever they hold.")
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.let_stand.setFocus()

    def event(self, event: QEvent) -> bool:
        return (self.isVisible() and keeps_key(event, PROMPT_KEYS)) or super().event(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        """Hidden, it holds no focus (the page gives it to the table)."""
        focused = QApplication.focusWidget()
        if focused is not None and self.isAncestorOf(focused):
            focused.clearFocus()
        super().hideEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._let_stand()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and key - Qt.Key.Key_1 < len(self._seats):
            self._claim(self._seats[key - Qt.Key.Key_1])
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt's name
        """Tab and the arrow keys go round the prompt's own buttons, never to the board
        behind it."""
        buttons = [*self._buttons, self.let_stand]
        current = self.focusWidget()
        index = buttons.index(current) if current in buttons else len(buttons) - 1
        buttons[(index + (1 if next else -1)) % len(buttons)].setFocus()
        return True

    def _claim(self, seat: int) -> None:
        if self.isVisible():
            self.hide()
            self.claimed.emit(seat)

    def _let_stand(self) -> None:
        if self.isVisible():
            self.hide()
            self.nobody.emit()
