"""The hot-seat hand-off (DESIGN §4): one screen between every private choice.

It covers the whole game page, shows only the next person's name and token, and reveals
nothing until that person presses the button. Names are user text, so they are shown as
plain text, never as rich text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from psychboard.core.saves import SeatConfig
from psychboard.gui.widgets.keys import keeps_key
from psychboard.gui.widgets.labels import literal, plain_label, set_plain
from psychboard.gui.widgets.token_icon import token_pixmap

CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HandoffScreen(QWidget):
    ready = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._seat = -1
        self._token = plain_label(align=Qt.AlignmentFlag.AlignCenter)
        self._title = plain_label("", "handoffTitle", align=Qt.AlignmentFlag.AlignCenter)
        self.note = plain_label("", "handoffNote", align=Qt.AlignmentFlag.AlignCenter)
        self._hint = plain_label("", "handoffHint", align=Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        for label in (self._title, self.note, self._hint):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setDefault(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._confirm)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self._token)
        layout.addWidget(self._title)
        layout.addWidget(self.note)
        layout.addWidget(self._hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)
        self.hide()

    @property
    def seat(self) -> int:
        return self._seat

    def ask(self, seat: int, config: SeatConfig, note: str = "") -> None:
        """Cover the page for `seat`; `note` is public news for the whole table (the prize
        being bid for), shown above the request to look away."""
        self._seat = seat
        set_plain(self.note, note)
        self.note.setVisible(bool(note))
        ratio = self.devicePixelRatioF()
        self._token.setPixmap(token_pixmap(config.token, config.colour, config.name, 96, ratio))
        set_plain(self._title, f"Pass the screen to {config.name}")
        set_plain(self._hint, f"Everyone else, please look away. {config.name}, press the button "
                           "when only you can see the screen.")
        set_plain(self.button, literal(f"I'm {config.name} — show my choice"))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def event(self, event: QEvent) -> bool:
        return keeps_key(event, CONFIRM_KEYS) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Enter and Space both confirm
        if event.key() in CONFIRM_KEYS:
            self._confirm()
        else:
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt's name
        """Tab and the arrow keys (a button passes them on) stay on the one button: the
        board behind the screen must not take the keys, Enter least of all."""
        self.button.setFocus()
        return True

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.ready.emit(self._seat)
