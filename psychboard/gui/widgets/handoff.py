"""The hot-seat hand-off (DESIGN §4): one screen between every private choice.

It covers the whole game page, shows only the next person's name and token, and reveals
nothing until that person asks for it: a click on the button, or Ctrl+Enter (shown on the
button). No key a game uses confirms it — not Space, Enter, a digit or a letter — nor a key
still held (auto-repeating) from the table: someone tapping Space through a computer's turn
must never open another person's private choice. While it is shown it keeps the game's keys
from the board behind it; once hidden it holds no focus and takes no key. Names are user
text, so they are shown as plain text, never as rich text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from psychboard.core.saves import SeatConfig
from psychboard.gui.widgets.labels import literal, plain_label, set_plain
from psychboard.gui.widgets.token_icon import token_pixmap

# What the button shows (the keypad's Enter is the same key, as Qt names them).
CONFIRM = QKeySequence("Ctrl+Enter")
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# Keys with these held, and the function keys, are the menus' (Ctrl+Z, F1, F11…): they pass;
# every other key is a game's and stops here while the hand-off is shown.
MENU_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                  | Qt.KeyboardModifier.MetaModifier)


def menu_key(event: QKeyEvent) -> bool:
    """A key for the menus, never a game's: it passes the hand-off."""
    return bool(event.modifiers() & MENU_MODIFIERS) \
        or Qt.Key.Key_F1 <= event.key() <= Qt.Key.Key_F35


def confirms(event: QKeyEvent) -> bool:
    """Ctrl+Enter (either Enter key), pressed now rather than held from before."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return (event.key() in CONFIRM_KEYS and not event.isAutoRepeat()
            and modifiers == Qt.KeyboardModifier.ControlModifier)


class HandoffScreen(QWidget):
    ready = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # it takes the keys, not its button
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
        # Space and Enter on a focused button would click it: the button takes clicks only.
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setAutoDefault(False)
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
        key = CONFIRM.toString(QKeySequence.SequenceFormat.NativeText)
        set_plain(self._hint, f"Everyone else, please look away. {config.name}, click the "
                  f"button (or press {key}) when only you can see the screen.")
        set_plain(self.button, literal(f"I'm {config.name} — show my choice  [{key}]"))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def event(self, event: QEvent) -> bool:
        """While shown, a game's window-wide shortcut never gets a key: it comes here."""
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and self.isVisible() and not menu_key(event)):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if confirms(event):
            self._confirm()
        elif menu_key(event):
            super().keyPressEvent(event)
        else:
            event.accept()  # a game's key does nothing here, and nothing behind the screen

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt's name
        """Tab and the arrow keys stay on the hand-off: the board behind the screen must not
        take the keys."""
        self.setFocus()
        return True

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        """Hidden, it lets the focus go (the page gives it to the table)."""
        if self.hasFocus():
            self.clearFocus()
        super().hideEvent(event)

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.ready.emit(self._seat)
